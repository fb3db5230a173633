"""Real Chromium on games played sideways: a phone game that asks upright to be turned is played turned,
as a player would, and judged there; a game that fits upright, or asks to be held upright, is not turned."""

from __future__ import annotations

import pytest

from crumb.qa import run_qa
from tests.qa.conftest import GAMES
from tests.qa.corpus.harness import MADE

TURNED = "asks to be turned sideways ("
IN_LANDSCAPE = "; played in landscape (844×390): "


def _check_page(html: str, pool, qa_settings, tmp_path):
    game = tmp_path / "game"
    game.mkdir()
    (game / "index.html").write_text(html)
    return run_qa(game, settings=qa_settings, pool=pool, out_dir=tmp_path / "qa")


def _failed(report) -> list[tuple[str, str]]:
    return [(c.name, c.detail) for c in report.checks if c.status == "fail"]


def test_a_game_that_plays_only_sideways_is_turned_and_fits_the_phone_held_so(pool, qa_settings, tmp_path):
    # Upright its notice covers the whole screen, so taps there answer nothing: held upright alone, the
    # game looked deaf to a phone.
    report = run_qa(MADE / "sideways_only", settings=qa_settings, pool=pool, out_dir=tmp_path)
    phone = report.check("phone_fit")
    assert phone.status == "pass", phone
    assert phone.detail.startswith(
        TURNED + "a notice covering 100% of the upright screen is shown by a @media screen and (orientation: portrait)"
    ), phone
    assert IN_LANDSCAPE + "fits the 844 px phone screen and responds to taps and swipes" in phone.detail, phone
    assert report.verdict == "playable", _failed(report)


# A notice the game's script shows upright (no media rule): it reads screen.orientation and says so in
# words; the game listens on its canvas, under the notice, to taps (or, deaf, to keys only).
SCRIPTED = """<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Kite</title></head>
<body style="margin:0;overflow:hidden;background:#124">
<canvas id="c" style="display:block;width:100vw;height:100vh"></canvas>
<div id="n" style="display:none;position:fixed;inset:0;background:#124;color:#fff;font:20px sans-serif;
  text-align:center;padding-top:40vh">Please rotate your device to play.</div>
<script>
const c = document.getElementById('c'), g = c.getContext('2d'), n = document.getElementById('n');
let x = 0.5, t = 0;
const held = () => { n.style.display = screen.orientation.type.startsWith('portrait') ? 'block' : 'none'; };
screen.orientation.addEventListener('change', held); held();
if (LISTENS) c.addEventListener('pointerdown', (e) => { x = e.clientX / innerWidth; });
addEventListener('keydown', (e) => { x = (x + 0.1) % 1; e.preventDefault(); });
function frame() {
  c.width = innerWidth; c.height = innerHeight; t++;
  g.fillStyle = '#124'; g.fillRect(0, 0, c.width, c.height);
  g.fillStyle = '#fc3'; g.fillRect(x * c.width - 20, c.height / 2 + 30 * Math.sin(t / 20), 40, 40);
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
</script></body></html>"""


def test_a_game_whose_script_asks_to_be_turned_plays_sideways_on_the_screen_orientation_qa_emulates(
    pool, qa_settings, tmp_path
):
    # The notice goes only when screen.orientation says landscape: swapping the viewport alone would
    # leave it over the canvas, and the taps would answer nothing.
    report = _check_page(SCRIPTED.replace("LISTENS", "true"), pool, qa_settings, tmp_path)
    phone = report.check("phone_fit")
    assert phone.status == "pass", phone
    assert phone.detail.startswith(
        TURNED + 'a notice covering 100% of the upright screen says "Please rotate your device to play."'
        " (the game reads the orientation)"
    ), phone
    assert IN_LANDSCAPE + "fits the 844 px phone screen and responds to taps and swipes" in phone.detail, phone


def test_a_game_that_asks_to_be_turned_and_ignores_taps_sideways_too_fails_on_its_landscape_play(
    pool, qa_settings, tmp_path
):
    report = _check_page(SCRIPTED.replace("LISTENS", "false"), pool, qa_settings, tmp_path)
    phone = report.check("phone_fit")
    assert phone.status == "fail", phone
    assert phone.detail.startswith(TURNED), phone
    assert IN_LANDSCAPE + "the game did not answer QA's taps and swipes" in phone.detail, phone
    assert report.check("input_response").status == "pass", report.check("input_response")  # keys, on a laptop
    assert report.verdict == "limited", _failed(report)


# Played upright: a notice asks to hold the phone upright when it is turned (shown by a landscape
# rule, on short screens only, so not on a laptop), and the game's own frame, a full-screen box that
# holds its canvas, mentions landscape in its few words.
UPRIGHT = """<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Well</title>
<style>
  body { margin: 0; overflow: hidden; background: #031; }
  #frame { position: fixed; inset: 0; color: #cfc; font: 14px sans-serif; }
  #c { display: block; width: 100vw; height: 90vh; }
  #upright { display: none; position: fixed; inset: 0; background: #031; color: #fff; padding-top: 30vh; }
  @media (orientation: landscape) and (max-height: 500px) { #upright { display: block; } }
</style></head><body>
<div id="frame"><canvas id="c"></canvas>Tap to drop a pebble. In landscape the well is too shallow.</div>
<div id="upright">Please hold your phone upright.</div>
<script>
const c = document.getElementById('c'), g = c.getContext('2d'), drops = [];
c.addEventListener('pointerdown', (e) => drops.push({x: e.clientX, y: 0}));
addEventListener('keydown', (e) => { drops.push({x: 40 + drops.length * 30, y: 0}); e.preventDefault(); });
function frame() {
  c.width = c.clientWidth; c.height = c.clientHeight;
  g.fillStyle = '#031'; g.fillRect(0, 0, c.width, c.height); g.fillStyle = '#9cf';
  for (const d of drops) { d.y = Math.min(d.y + 4, c.height - 20); g.fillRect(d.x - 10, d.y, 20, 20); }
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
</script></body></html>"""


@pytest.mark.parametrize("game", ["upright", "canvas"], ids=["asks_to_be_held_upright", "fits_upright"])
def test_a_game_played_upright_is_not_turned(pool, qa_settings, tmp_path, game):
    if game == "upright":
        report = _check_page(UPRIGHT, pool, qa_settings, tmp_path)
    else:
        report = run_qa(GAMES / game, settings=qa_settings, pool=pool, out_dir=tmp_path)
    phone = report.check("phone_fit")
    assert phone.status == "pass", phone
    assert phone.detail.startswith("fits the 390 px phone screen and responds to taps and swipes"), phone
