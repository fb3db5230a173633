"""Real Chromium on game fixtures: good games pass, bad games fail on the check that names their fault."""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import time
import wave
from pathlib import Path

import pytest

from crumb.cli.qa_cmd import table
from crumb.core.contracts import QA_CHECK_NAMES, QaReport
from crumb.qa import procs, run_qa, watchdog
from crumb.qa.compare import cells
from crumb.qa.page import ANIMATION_STEP_MS, FRAME_MS, GamePage
from crumb.qa.watchdog import Watchdog
from tests.qa.conftest import GAMES
from tests.waiting import wait_until


@pytest.mark.parametrize("game", ["canvas", "dom", "multifile"])
def test_a_good_game_passes_every_check(check, game):
    report = check(game)
    failed = [(c.name, c.detail) for c in report.checks if c.status == "fail"]
    assert failed == [] and report.exec_exit_code == 0 and report.verdict == "playable"
    assert [c.name for c in report.checks] == list(QA_CHECK_NAMES)
    assert report.check("input_response").status == "pass"
    assert report.game_time_ms >= 10_000


def test_a_good_game_leaves_screenshots_whose_hashes_match_the_files(check, tmp_path_factory):
    report = check("canvas")
    assert {s.viewport for s in report.screenshots} == {"desktop", "phone"}
    saved = report.model_dump_json(indent=2)
    base = next(
        d for d in tmp_path_factory.getbasetemp().glob("qa-canvas*") if (d / "report.json").read_text() == saved
    )
    for shot in report.screenshots:
        assert hashlib.sha256((base / shot.path).read_bytes()).hexdigest() == shot.sha256


def test_a_canvas_game_reports_a_real_frame_rate(check):
    report = check("canvas")
    assert report.fps is not None and report.fps >= 10
    assert report.check("frame_rate").status == "pass"


# game, the check that names its fault, words of the reason, that check's severity, the verdict
BAD = [
    ("throws_on_load", "boot", "startTheGame is not defined", "blocker", "broken"),
    ("throws_later", "boot", "reading 'length'", "blocker", "broken"),
    # throws on load and on every key, after swallowing every error (onerror returning true, an error and an
    # unhandledrejection listener calling preventDefault): the browser reports none to DevTools
    ("hides_errors", "boot", "startTheMusic is not defined", "blocker", "broken"),
    # draws 5 frames a second; its own requestAnimationFrame calls each callback ten more times with made-up
    # times (its frame draws nothing on those): counted, 7 fps read as 35 and frame_rate passed
    ("fakes_frames", "frame_rate", "fps < 10", "minor", "playable"),
    ("static", "visual_change", "nothing visible changed", "blocker", "broken"),
    ("ignores_input", "input_response", "looked the same", "blocker", "broken"),
    # window.__crumb counts every key and tap; the screen never shows one: the hook alone is no response
    ("hook_lies", "input_response", "the hook claims a response the screen does not show", "blocker", "broken"),
    ("hangs_on_input", "input_response", "hung", "blocker", "broken"),
    # the same, saying in QA's word (a property name of the window) that game time runs while it spins:
    # QA waited out the check's deadline and decided nothing (exit 2, no verdict)
    ("speaks_for_qa", "input_response", "hung", "blocker", "broken"),
    # static from crypto (seeded as Math.random is) and a hook counting keys: the static no longer hides the lie
    ("static_hook", "input_response", "the hook claims a response the screen does not show", "blocker", "broken"),
    # sparks from a worker's Math.random, on the worker's own clock: seeded and on game time, it shows the same sparks
    # with input as without
    ("worker_noise", "input_response", "the screen looked the same with input as without", "blocker", "broken"),
    # the same from a module worker's crypto, loaded from a file of the game
    ("worker_file_noise", "input_response", "the screen looked the same with input as without", "blocker", "broken"),
    # a key draws a number from Math.random and shows nothing: the snow drawn after it is the same as without it
    ("random_on_key", "input_response", "the screen looked the same with input as without", "blocker", "broken"),
    # moves only for a browser that says it is automated (navigator.webdriver, "HeadlessChrome"): QA's does not
    ("robot_only", "input_response", "the screen looked the same with input as without", "blocker", "broken"),
    # window.__crumb says the game is over two seconds in; the screen shows the same game going on
    ("silent_end", "play", "the hook claims a game over the screen does not show", "major", "limited"),
    ("cdn", "network", "cdn.jsdelivr.net", "major", "broken"),  # broken by what the missing library does to boot
    # the missing file first, not the error it leads to (a name the script would have defined)
    (
        "missing_library",
        "boot",
        "2 error(s), first: /lib/engine.js is not in the game's folder (404)",
        "blocker",
        "broken",
    ),
    ("overflow", "phone_fit", "px wide on a 390 px phone screen, which shows it at 39%", "major", "limited"),
    # a viewport tag keeps a wide page at 100%: the phone shows its left part (innerWidth read 672 px: "fits")
    (
        "wide_board",
        "phone_fit",
        "the page is 672 px wide on a 390 px phone screen, which shows 58% of its width: the rest is off the screen",
        "major",
        "limited",
    ),
    ("empty", "entry", "empty", "blocker", "broken"),
    ("no_entry", "entry", "2 .html files to choose from: about.html, credits.html", "blocker", "broken"),
]


@pytest.mark.parametrize("game,name,reason,severity,verdict", BAD, ids=[b[0] for b in BAD])
def test_a_bad_game_fails_on_the_check_that_names_its_fault(check, game, name, reason, severity, verdict):
    report = check(game)
    failing = report.check(name)
    assert failing.status == "fail" and reason in failing.detail and failing.severity == severity, failing
    assert report.verdict == verdict and report.exec_exit_code == {"broken": 1, "limited": 0, "playable": 0}[verdict]


@pytest.mark.parametrize(
    "source,entry,why",
    [("canvas", "game.html", "no index.html"), ("dom", "whack.html", "the folder's only .html file")],
)
def test_without_index_html_the_entry_is_game_html_else_the_only_html_file(
    pool, qa_settings, tmp_path, source, entry, why
):
    game = tmp_path / "game"
    game.mkdir()
    shutil.copy(GAMES / source / "index.html", game / entry)
    (game / "README.txt").write_text("notes, not a page")
    report = run_qa(game, settings=qa_settings, pool=pool, out_dir=tmp_path / "qa")
    assert report.entry == entry and why in report.check("entry").detail
    assert report.verdict == "playable", [(c.name, c.detail) for c in report.checks if c.status == "fail"]


def test_a_game_that_throws_after_some_play_still_boots_and_responds(check):
    report = check("throws_later")
    assert report.check("input_response").status == "pass"
    assert any("reading 'length'" in e for e in report.page_errors)


def test_a_game_that_only_animates_is_told_apart_from_one_that_reacts(check):
    report = check("ignores_input")
    assert report.check("visual_change").status == "pass"
    assert report.check("input_response").status == "fail"
    # Nothing started it, and the start check says so in words ("started by nothing QA tried" did not).
    start = report.check("start")
    assert start.status == "skip" and start.detail.startswith("nothing QA tried ("), start
    assert start.detail.endswith("keys and clicks) changed the game; played as it was"), start


def test_a_page_hung_in_a_key_handler_fails_the_timeout_check_without_hanging_the_caller(check):
    report = check("hangs_on_input")
    assert report.check("timeout").status == "fail"
    assert "stopped responding" in report.check("timeout").detail


def test_a_game_deaf_to_taps_is_not_shown_playable_on_a_phone_and_qa_says_what_it_tapped(check):
    phone = check("ignores_input").check("phone_fit")
    assert phone.status == "fail" and phone.severity == "major", phone
    assert phone.detail.startswith(
        "the game did not answer QA's taps and swipes (its buttons, tapped and then held, the play area's centre and lower left,"
        " swipes across it, a finger held on a canvas's bottom lanes), so it is not shown to be playable on a phone"
    ), phone


def test_a_page_hung_in_its_own_timer_says_where_once(check):
    report = check("hangs_in_timer")
    boot = report.check("boot")
    assert boot.status == "fail" and boot.severity == "blocker", boot
    assert re.fullmatch(r"the page hung while trying to run the game \(desktop run 1, \d+\.\d s\)", boot.detail), boot


def test_an_interval_given_no_delay_runs_as_in_a_browser_and_is_not_a_hung_page(check):
    # The virtual clock ran a 0 ms interval for ever (space-glitchy-invaders composes its music so).
    report = check("busy_interval")
    assert report.check("boot").status == "pass" and report.check("timeout").status == "pass", report.checks
    assert report.check("input_response").status == "pass" and report.verdict == "playable", report.checks


def test_a_cdn_request_is_blocked_and_reported(check):
    report = check("cdn")
    assert report.blocked_requests == ["https://cdn.jsdelivr.net/npm/phaser@3.80.1/dist/phaser.min.js"]
    assert report.check("boot").status == "fail" and report.check("boot").severity == "blocker"


# Games whose answer to input is over before a segment's end, seen only by a hand that takes frames to
# drag, or given only to presses later than the first look's: the second look (crumb.qa.checks._glanced)
# sees them; each was "deaf" at the segments' ends.
TRANSIENT = [
    # a pad lit for 150 ms by each press: dark again at every segment's end
    ("flash_on_input", "ms after its presses"),
    # a blade read once a frame while the button is down, drawn from three points, gone 300 ms later
    ("polled_trail", "the mouse dragged a frame at a time"),
    # a title that takes keys and clicks only 2 s after it is drawn: the first look's presses came before
    ("late_listener", "which began 1.5 s later"),
    # a hand of cards along the canvas's bottom, a card raised by a press on it: never under the first
    # look's clicks (the centre, the lower left), under the second look's across the canvas
    ("hand_of_cards", "clicked across the canvas"),
    # a lane lit only while a press is held on its button in the bottom left corner
    ("held_pad", "clicked across the canvas"),
    # a lawn on a canvas planted by a click on a cell after one on a card in the page beside it
    # (real/plants-vs-zombies-zh's cards are li elements): a click on the lawn alone does nothing
    ("cards_beside_lawn", "each after a click on one of the page's controls beside it"),
]


@pytest.mark.parametrize("game,reason", TRANSIENT, ids=[t[0] for t in TRANSIENT])
def test_an_answer_over_before_a_segments_end_is_seen_by_a_second_look(check, game, reason):
    report = check(game)
    response = report.check("input_response")
    assert response.status == "pass" and reason in response.detail, response
    assert "the screen looked the same with input as without at the segments' ends" in response.detail, response


def test_a_press_never_lands_in_the_instant_a_timeout_it_set_fires_before_the_game_draws_the_change(check):
    # Each click stamps the level's picture and begins the next level 750 ms later (a timeout); the frame
    # after a level begins makes its picture. QA's clicks came 750 ms apart, each in the instant the last
    # one's timeout fired, before that frame: 'drawImage' threw on every run, where a player's click
    # lands there only by a coincidence of milliseconds (real/plants-vs-zombies-zh's Pause, 2.5 s after
    # Start, was pressed so).
    report = check("level_by_timeout")
    assert report.check("boot").status == "pass", report.check("boot")
    assert report.check("input_response").status == "pass" and report.verdict == "playable"


def _check_page(html: str, pool, qa_settings, tmp_path):
    """QA's report on a one-page game written into ``tmp_path`` (beside any files already there)."""
    game = tmp_path / "game"
    game.mkdir(exist_ok=True)
    (game / "index.html").write_text(html)
    return run_qa(game, settings=qa_settings, pool=pool, out_dir=tmp_path / "qa")


# What the canvas game adds to its page, whether the game needs it, the severity, the verdict
OUTSIDE = [
    (
        '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>'
        '<link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Exo">',
        "the game runs without them",
        "minor",
        "playable",
    ),
    ('<img src="https://cdn.example.com/hero.png">', "shows or plays what it fetched", "major", "limited"),
    # Plain HTTP from the game's HTTPS page: the browser refuses these before QA's route sees them,
    # and says so on the console as errors; they are still requests the game runs without.
    (
        '<script async src="http://stats.example.com/count.js"></script>'
        '<link rel="stylesheet" href="http://fonts.example.com/exo.css">'
        "<script>fetch('http://stats.example.com/hit').catch(() => {});</script>",
        "3 request(s) left the artifact and were blocked, first: http://",
        "minor",
        "playable",
    ),
]


@pytest.mark.parametrize("tags,reason,severity,verdict", OUTSIDE, ids=["analytics_and_fonts", "art", "plain_http"])
def test_a_request_the_game_plays_without_is_minor_and_art_from_outside_is_major(
    pool, qa_settings, tmp_path, tags, reason, severity, verdict
):
    html = (GAMES / "canvas" / "index.html").read_text()
    report = _check_page(html.replace("</head>", tags + "</head>", 1), pool, qa_settings, tmp_path)
    network = report.check("network")
    assert network.status == "fail" and reason in network.detail and network.severity == severity, network
    assert report.check("boot").status == "pass" and report.verdict == verdict, report.checks


# A game's request that QA blocked, and what the game threw where it failed: the block's doing (online
# it would have been answered), so the network check's, not a boot error; and the same words thrown by a
# game that asked for nothing outside, which are its own.
UNFETCHED = [
    # a word list fetched as the page loads, without a catch: 'TypeError: Failed to fetch', unhandled
    (
        "<script>fetch('https://raw.example.com/words.json').then((r) => r.json());</script>",
        "the game threw where a blocked request failed: TypeError: Failed to fetch [desktop run 1",
        "pass",
    ),
    # a synchronous XHR that throws a NetworkError out of the page's script
    (
        "<script>const x = new XMLHttpRequest(); x.open('GET', 'https://api.example.com/level', false); x.send();"
        "</script>",
        "the game threw where a blocked request failed: NetworkError: Failed to execute 'send' on 'XMLHttpRequest'",
        "pass",
    ),
]


@pytest.mark.parametrize("tags,reason,boot", UNFETCHED, ids=["fetch", "sync_xhr"])
def test_what_a_game_throws_where_a_blocked_request_failed_is_the_networks_not_a_boot_error(
    pool, qa_settings, tmp_path, tags, reason, boot
):
    html = (GAMES / "canvas" / "index.html").read_text()
    report = _check_page(html.replace("</head>", tags + "</head>", 1), pool, qa_settings, tmp_path)
    network = report.check("network")
    assert network.status == "fail" and reason in network.detail and network.severity == "major", network
    assert report.check("boot").status == boot and report.verdict == "limited", report.checks


def test_a_failed_fetch_a_game_throws_without_asking_for_anything_outside_is_its_own_boot_error(
    pool, qa_settings, tmp_path
):
    html = (GAMES / "canvas" / "index.html").read_text()
    tags = "<script>Promise.reject(new TypeError('Failed to fetch'));</script>"
    report = _check_page(html.replace("</head>", tags + "</head>", 1), pool, qa_settings, tmp_path)
    boot = report.check("boot")
    assert boot.status == "fail" and "TypeError: Failed to fetch" in boot.detail and boot.severity == "blocker", boot
    assert report.check("network").status == "pass" and report.verdict == "broken", report.checks


FILLS_THE_WINDOW = """<!doctype html><html><head><meta charset="utf-8"><title>Fit</title></head>
<body style="margin:0;overflow:hidden"><canvas id="c"></canvas><script>
// No viewport tag (a phone zooms the page out), but the canvas is sized to the window, as engines do.
const c = document.getElementById('c'), g = c.getContext('2d');
const game = window.__crumb = {state: 'playing', score: 0, x: 0.5};
addEventListener('keydown', () => { game.x += 0.05; });
addEventListener('pointerdown', (e) => { game.x = e.clientX / innerWidth; });
function frame(t) {
  c.width = innerWidth; c.height = innerHeight;
  g.fillStyle = '#222'; g.fillRect(0, 0, c.width, c.height);
  g.fillStyle = '#9f9'; g.fillRect((game.x % 1) * c.width, c.height / 2 + 40 * Math.sin(t / 200), 60, 60);
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
</script></body></html>"""


def test_a_zoomed_out_page_whose_game_fills_the_screen_fits_a_phone(pool, qa_settings, tmp_path):
    report = _check_page(FILLS_THE_WINDOW, pool, qa_settings, tmp_path)
    assert report.check("phone_fit").status == "pass", report.check("phone_fit")
    assert report.check("phone_fit").detail.startswith(
        "fits the 390 px phone screen (laid out 980 px wide, shown at 40%) and responds to taps and swipes"
    ), report.check("phone_fit")
    assert report.verdict == "playable", [(c.name, c.detail) for c in report.checks if c.status == "fail"]


def test_a_phone_taps_a_button_of_a_zoomed_out_page_where_the_screen_shows_it(check):
    # No viewport tag: the page is laid out 980 px wide and shown at 40%. QA finds the button on the
    # screen (at 40% of its place on the page); the browser's touch events take the page's own
    # coordinates, so a tap at the screen's numbers landed on the canvas, up and to the left of it.
    report = check("zoomed_buttons")
    phone = report.check("phone_fit")
    assert phone.status == "pass", phone
    assert phone.detail.startswith(
        "fits the 390 px phone screen (laid out 980 px wide, shown at 40%) and responds to taps and swipes"
    ), phone
    assert report.verdict == "playable", _failed(report)


def test_a_game_without_an_entry_skips_the_browser_checks(check):
    report = check("no_entry")
    assert {c.status for c in report.checks if c.name not in ("entry", "limits")} == {"skip"}


def test_too_many_files_fail_the_limits_check(check):
    report = check("multifile", qa_max_files=3)
    assert report.check("limits").status == "fail"
    assert "5 files > 3" in report.check("limits").detail


def _machine(idle_share: float, browsers_share: float):
    """A reading of the machine (``procs.browsers_reading``) from now on: two cores, this share of them
    idle, and QA's browsers using this share of what the machine spends."""
    began, ticks = time.monotonic(), watchdog.TICKS_PER_S

    def reading() -> tuple[float, int, int]:
        cores_s = (time.monotonic() - began) * 2
        spent_s = cores_s * (1 - idle_share)
        return spent_s * browsers_share, round(cores_s * idle_share * ticks), round(cores_s * ticks)

    return reading


def test_a_check_that_runs_out_of_time_while_its_browsers_had_the_machine_fails_its_timeout(
    pool, qa_settings, tmp_path, monkeypatch
):
    monkeypatch.setattr(procs, "browsers_reading", _machine(idle_share=0.0, browsers_share=0.9))
    report = run_qa(GAMES / "canvas", settings=qa_settings.replace(qa_timeout_s=1.0), pool=pool, out_dir=tmp_path)
    assert report.check("timeout").status == "fail" and report.check("timeout").severity == "blocker"
    assert "ran out of its 1 s" in report.check("timeout").detail
    assert report.exec_exit_code == 1 and report.verdict == "broken" and report.busy == ""


def test_a_check_that_runs_out_of_time_on_a_machine_with_idle_cpu_fails_its_timeout(
    pool, qa_settings, tmp_path, monkeypatch
):
    monkeypatch.setattr(procs, "browsers_reading", _machine(idle_share=0.5, browsers_share=0.1))
    report = run_qa(GAMES / "canvas", settings=qa_settings.replace(qa_timeout_s=1.0), pool=pool, out_dir=tmp_path)
    assert report.check("timeout").status == "fail" and report.busy == ""


def test_a_check_other_work_outran_is_not_decided_and_says_why(pool, qa_settings, tmp_path, monkeypatch):
    monkeypatch.setattr(procs, "browsers_reading", _machine(idle_share=0.01, browsers_share=0.1))
    report = run_qa(GAMES / "canvas", settings=qa_settings.replace(qa_timeout_s=1.0), pool=pool, out_dir=tmp_path)
    assert report.exec_exit_code == 2 and report.verdict is None
    assert report.busy.startswith("the machine was too busy to finish the check in 1 s (over its")
    assert "1% of its CPU idle" in report.busy and "QA's browsers had 10% of what it spent" in report.busy
    timeout = report.check("timeout")
    assert timeout.status == "skip" and timeout.detail.startswith(f"not decided: {report.busy}, while trying to")
    assert [c.name for c in report.checks if c.status == "fail"] == [], "nothing is the game's doing"
    assert QaReport.model_validate_json((tmp_path / "report.json").read_text()).busy == report.busy
    assert "NOT DECIDED (the machine was too busy" in table(report)


def test_the_cpu_a_check_reports_counts_the_browser_processes_not_only_the_checker(pool, qa_settings, tmp_path):
    mine = time.process_time()
    report = run_qa(GAMES / "canvas", settings=qa_settings, pool=pool, out_dir=tmp_path)
    checker_ms = (time.process_time() - mine) * 1000
    assert report.cpu_ms > checker_ms, "the browser processes that ran the game are missing from cpu_ms"


def test_the_cpu_meter_counts_a_child_process_while_it_lives():
    import subprocess
    import sys

    from crumb.qa.procs import CpuMeter, cpu_seconds

    meter = CpuMeter()
    busy = subprocess.Popen(
        [sys.executable, "-c", "import time\nt=time.process_time()\nwhile time.process_time()-t<0.3: pass\ninput()"],
        stdin=subprocess.PIPE,
    )
    try:
        wait_until(lambda: cpu_seconds([busy.pid]).get(busy.pid, 0) >= 0.3, 30, "the child burned 0.3 s of CPU")
        assert meter.used() >= 0.3
    finally:
        busy.kill()
        busy.wait()


# The frame of a one-canvas title fixture: the title's words at ``at`` until the game plays, then a block.
TITLE_FRAME = """function frame() {
  g.fillStyle = '#000'; g.fillRect(0, 0, 640, 480);
  g.fillStyle = '#fff'; g.font = '24px sans-serif';
  if (game.state === 'title') g.fillText(TITLE, at.x, at.y);
  else g.fillRect(game.x % 600, 200, 40, 40);
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);"""


CLICK_HERE = (
    """<!doctype html><html><head><meta charset="utf-8"><title>Click here</title></head>
<body style="margin:0"><canvas id="c" width="640" height="480"></canvas><script>
// The title screen draws its start button as words on the canvas, off centre; only a click on them starts.
const ASK = ASK_WORDS, c = document.getElementById('c'), g = c.getContext('2d');
const game = window.__crumb = {state: 'title', score: 0, x: 40};
g.font = '24px sans-serif';
const box = {x: 400, y: 380, w: g.measureText(ASK).width, h: 24};
c.addEventListener('mousedown', (e) => {
  const r = c.getBoundingClientRect(), x = e.clientX - r.left, y = e.clientY - r.top;
  if (game.state === 'title' && x > box.x && x < box.x + box.w && y > box.y - box.h && y < box.y) game.state = 'playing';
  else if (game.state === 'playing') game.x += 40;
});
addEventListener('keydown', () => { if (game.state === 'playing') game.x += 40; });
const TITLE = ASK, at = box;
"""
    + TITLE_FRAME
    + """
</script></body></html>"""
)


# The words a title draws to ask for a click, in the languages QA reads (probes.ASKS_TO_START): the
# start word first where a language puts it first (Japanese, Hindi, Turkish, Korean).
ASKS = {
    "en": "Click here to start",
    "zh": "点击这里开始游戏",
    "ja": "タップしてスタート",
    "ja-start-first": "スタートするにはクリック",
    "ko": "클릭하여 시작",
    "es": "Haz clic para jugar",
    "fr": "Cliquez ici pour commencer",
    "de": "Klicken zum Starten",
    "ru": "Нажмите, чтобы начать",
    "tr": "Başlamak için tıkla",
    "hi": "शुरू करने के लिए क्लिक करें",
    "ar": "انقر للبدء",
    "vi": "Nhấn để bắt đầu",
}


@pytest.mark.parametrize("ask", ASKS.values(), ids=ASKS.keys())
def test_words_on_a_canvas_that_ask_for_a_click_are_clicked_to_start(pool, qa_settings, tmp_path, ask):
    report = _check_page(CLICK_HERE.replace("ASK_WORDS", json.dumps(ask)), pool, qa_settings, tmp_path)
    assert f"clicking {ask!r}" in report.check("start").detail, report.check("start")
    assert report.check("input_response").status == "pass", report.check("input_response")


PRESS_KEY = (
    """<!doctype html><html lang="LANG"><head><meta charset="utf-8"><title>Press a key</title></head>
<body style="margin:0"><canvas id="c" width="640" height="480"></canvas><script>
// The title names its start key in its own language, and only that key starts. The code compares the
// key by a number it computes, which QA's reading of the code does not see: only the words tell.
const SAYS = PRESS_WORDS, c = document.getElementById('c'), g = c.getContext('2d');
const game = window.__crumb = {state: 'title', score: 0, x: 40}, START = 64 + 10;
addEventListener('keydown', (e) => {
  if (game.state === 'title' && e.key.toUpperCase().charCodeAt(0) === START && e.key.length === 1) game.state = 'playing';
  else if (game.state === 'playing') game.x += 40;
});
const TITLE = SAYS, at = {x: 40, y: 240};
"""
    + TITLE_FRAME
    + """
</script></body></html>"""
)

# A title's line that asks for the J key to start, as each language orders it (screen_keys): the ask
# first, the key first where the verb comes last (Japanese, Korean, Turkish, Hindi), and the key then
# the start ("按J键开始").
PRESS_J = {
    "en": "Press J to start",
    "es": "Pulsa J para empezar",
    "fr": "Appuyez sur J pour commencer",
    "de": "Drücke J zum Starten",
    "ru": "Нажмите J, чтобы начать",
    "zh": "按J键开始",
    "ja": "Jキーを押してスタート",
    "ko": "J 키를 눌러 시작",
    "tr": "Başlamak için J tuşuna basın",
    "hi": "शुरू करने के लिए J दबाएं",
}


@pytest.mark.parametrize("language", PRESS_J, ids=PRESS_J.keys())
def test_a_start_key_named_on_a_title_in_its_language_is_pressed_to_start(pool, qa_settings, tmp_path, language):
    page = PRESS_KEY.replace("LANG", language).replace("PRESS_WORDS", json.dumps(PRESS_J[language]))
    report = _check_page(page, pool, qa_settings, tmp_path)
    assert "pressing KeyJ (named on screen)" in report.check("start").detail, report.check("start")
    assert report.check("input_response").status == "pass", report.check("input_response")


PAUSE_KEY_NAMED = """<!doctype html><html><head><meta charset="utf-8"><title>Pause key</title></head>
<body style="margin:0;color:#ccc;font:15px sans-serif"><canvas id="c" width="640" height="400"></canvas>
<p>Use the arrow keys to move. P key: pause. Space: play.</p><script>
// Played at once, the arrows polled each frame (a held key moves the block); P pauses until Space.
const held = new Set(), c = document.getElementById('c'), g = c.getContext('2d');
let x = 300, y = 180, paused = false;
addEventListener('keydown', (e) => { held.add(e.code); if (e.code === 'KeyP') paused = true; if (e.code === 'Space') paused = false; });
addEventListener('keyup', (e) => held.delete(e.code));
function frame() {
  if (!paused) {
    x += 4 * (held.has('ArrowRight') - held.has('ArrowLeft')); y += 4 * (held.has('ArrowDown') - held.has('ArrowUp'));
  }
  g.fillStyle = '#000'; g.fillRect(0, 0, 640, 400); g.fillStyle = '#fc4'; g.fillRect((x + 640) % 640, (y + 400) % 400, 40, 40);
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
</script></body></html>"""


def test_a_key_the_page_names_for_pausing_is_not_played_as_a_key_that_moves(pool, qa_settings, tmp_path):
    # 'P key: pause' beside the keys for playing: the input run pressed P with its first keys and the game
    # stood paused through the rest of the run (the real corpus's Chinese breakout, 'P 键暂停游戏').
    report = _check_page(PAUSE_KEY_NAMED, pool, qa_settings, tmp_path)
    responded = report.check("input_response")
    assert responded.status == "pass" and "KeyP" not in responded.detail, responded


DRAWN_BUTTON = """<!doctype html><html><head><meta charset="utf-8"><title>Pond</title></head>
<body style="margin:0"><canvas id="c" width="640" height="480"></canvas><script>
// The title's button is a picture whose label is part of the art (The Pond's enter.png): no words to
// read, off the canvas centre, deaf to keys; only a press on it starts.
const c = document.getElementById('c'), g = c.getContext('2d');
const art = new Image(), box = {x: 380, y: 360, w: 160, h: 60};
art.src = 'art/btn_play.svg';
let state = 'title', x = 40;
c.addEventListener('mousedown', (e) => {
  const r = c.getBoundingClientRect(), px = e.clientX - r.left, py = e.clientY - r.top;
  if (state === 'title') {
    if (px > box.x && px < box.x + box.w && py > box.y && py < box.y + box.h) state = 'playing';
  } else x += 40;
});
addEventListener('keydown', () => { if (state === 'playing') x += 40; });
function frame() {
  g.fillStyle = '#000'; g.fillRect(0, 0, 640, 480);
  g.fillStyle = '#fff';
  if (state === 'title') { g.fillRect(220, 100, 200, 80); g.drawImage(art, box.x, box.y, box.w, box.h); }
  else { x += 1; g.fillRect(x % 600, 200, 40, 40); }
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
</script></body></html>"""
PLAY_ART = """<svg xmlns="http://www.w3.org/2000/svg" width="160" height="60"><rect width="160" height="60"
rx="12" fill="#1a1a1a" stroke="#444" stroke-width="4"/><path d="M70 15 L95 30 L70 45 Z" fill="#fff"/></svg>"""


def test_a_picture_drawn_on_a_canvas_whose_file_is_named_for_starting_is_clicked_to_start(pool, qa_settings, tmp_path):
    (tmp_path / "game" / "art").mkdir(parents=True)
    (tmp_path / "game" / "art" / "btn_play.svg").write_text(PLAY_ART)
    report = _check_page(DRAWN_BUTTON, pool, qa_settings, tmp_path)
    assert report.check("start").detail == "started by clicking 'btn_play.svg'", report.check("start")
    assert report.check("input_response").status == "pass", report.check("input_response")


KEYS_THROW = """<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Keys throw</title></head><body style="margin:0;overflow:hidden"><canvas id="c"></canvas><script>
// The Pond's bug: the keyboard path of its input names a variable that is not there, so every key
// throws in the handler; the fish swims on and the pointer steers it.
const c = document.getElementById('c'), g = c.getContext('2d');
c.width = innerWidth; c.height = innerHeight;
let x = 40, t = 0;
addEventListener('keydown', () => { x += valid ? 10 : 0; });
addEventListener('pointerdown', (e) => { x = e.clientX; });
function frame() {
  t++;
  g.fillStyle = '#000'; g.fillRect(0, 0, c.width, c.height);
  g.fillStyle = '#fff'; g.fillRect(x % c.width, 100 + 20 * Math.sin(t / 20), 30, 30);
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
</script></body></html>"""


def test_an_error_thrown_by_a_key_handler_stops_the_game_and_names_the_handler(pool, qa_settings, tmp_path):
    # Issue 13: any exception during play is a blocker, even where the game goes on and the pointer
    # still steers: the author is told which control to fix.
    report = _check_page(KEYS_THROW, pool, qa_settings, tmp_path)
    failed = {c.name: c.detail for c in report.checks if c.status == "fail"}
    assert report.verdict == "broken", failed
    told = [d for d in failed.values() if "valid is not defined" in d]
    assert told and "(thrown by the game's keydown handler when QA gave that input)" in told[0], failed
    assert report.check("visual_change").status == "pass" and report.check("input_response").status == "pass"


def test_an_error_the_game_throws_in_its_frames_as_well_as_on_a_key_stops_it(pool, qa_settings, tmp_path):
    report = _check_page(KEYS_THROW.replace("t++;", "t++; if (t > 90) x += valid;"), pool, qa_settings, tmp_path)
    boot = report.check("boot")
    assert boot.status == "fail" and "valid is not defined" in boot.detail, boot
    assert "handler" not in boot.detail, (boot.detail, report.checks)
    assert report.verdict == "broken"


FRAMES = """<!doctype html><html><body><canvas id="c"></canvas><script>
const gl = location.hash === '#webgl', context = document.getElementById('c').getContext(gl ? 'webgl' : '2d');
window.__crumb = {frames: 0};
requestAnimationFrame(function frame() { window.__crumb.frames++; requestAnimationFrame(frame); });
</script></body></html>"""


@pytest.mark.parametrize("entry,frames", [("index.html", 62), ("webgl.html", 31)], ids=["2d", "webgl"])
def test_a_webgl_page_gets_every_other_animation_frame_of_game_time(pool, tmp_path, entry, frames):
    (tmp_path / "index.html").write_text(FRAMES)
    (tmp_path / "webgl.html").write_text(FRAMES.replace("location.hash === '#webgl'", "true"))
    with Watchdog(total_s=60, hang_s=30, kill=pool.kill) as dog:
        page = GamePage(pool, tmp_path, entry, dog)
        try:
            page.load("frames")
            before = page.evaluate("count", "window.__crumb.frames")
            page.advance(1000)
            assert abs(page.evaluate("count", "window.__crumb.frames") - before - frames) <= 1
        finally:
            page.close()


def test_a_game_still_until_played_that_the_first_keys_move_and_pause_has_changed_with_input(check):
    # JavaScript-Snake on the laptop: nothing moves until an arrow is pressed, and QA's first segment
    # holds ArrowRight and Space, which pauses it; the input run's samples were all the paused screen,
    # so 'nothing visible changed in 6 s of play, with or without input' (a blocker) on a game that moved.
    report = check("pauses_on_space")
    visual = report.check("visual_change")
    assert visual.status == "pass" and visual.detail == "the screen changes only with input", visual
    assert report.check("input_response").status == "pass", report.check("input_response")


def test_of_many_like_squares_those_the_game_marked_are_pressed_first(check):
    # Stones on an 8 by 8 board, every square holding one (the empty ones unseen), and a move taken
    # only on the four squares marked with a dot. QA pressed the first squares in the page and the
    # centre, none of them marked, and saw nothing: 'broken' (reversi, a real one, the same way).
    report = check("marked_squares")
    response, visual = report.check("input_response"), report.check("visual_change")
    assert response.status == "pass" and visual.detail == "the screen changes only with input", (response, visual)
    assert report.verdict == "playable", _failed(report)


def test_a_computer_that_thinks_until_its_time_is_up_answers_and_is_no_hung_page(check):
    # Noughts and crosses whose computer tries random games until 600 ms have passed by Date.now(): on
    # QA's clock, which moves only when QA runs it, the loop never ended and the page 'hung while
    # trying to click' (reversi's computer, a real one, thinks for 1.5 s the same way).
    report = check("thinks_until")
    assert report.check("timeout").status == "pass", report.check("timeout")
    response = report.check("input_response")
    assert response.status == "pass" and "hung" not in response.detail, response
    assert report.verdict == "playable", _failed(report)


def _failed(report: QaReport) -> list[tuple[str, str]]:
    return [(c.name, c.detail) for c in report.checks if c.status == "fail"]


def test_the_laptop_has_a_mouse_and_no_touch_screen(check):
    # A game that listens to touch where the device has it ('ontouchstart' in window) and to the mouse
    # elsewhere: QA's laptop had a touch screen too, so its clicks met no listener and the game was
    # 'broken' (tower-game, a real one, the same way).
    report = check("touch_or_mouse")
    assert report.check("input_response").status == "pass", report.check("input_response")
    assert report.check("phone_fit").status == "pass", report.check("phone_fit")
    assert report.verdict == "playable", [(c.name, c.detail) for c in report.checks if c.status == "fail"]


def test_the_laptop_is_no_touch_screen_to_a_game_that_asks_the_media_queries(check):
    # A phone-first board that, on a touch screen held sideways (hover: none or pointer: coarse, and
    # wider than tall), shows only a picture asking to turn it upright: QA's laptop context had a
    # touch screen, which pages keep whatever the emulation says later, so the laptop run met the
    # picture and nothing else, 'broken' (codebreaker, a real one, the same way).
    report = check("upright_first")
    assert report.check("visual_change").status == "pass", report.check("visual_change")
    assert report.check("input_response").status == "pass", report.check("input_response")
    assert report.verdict == "playable", [(c.name, c.detail) for c in report.checks if c.status == "fail"]


def test_qa_presses_one_control_of_each_kind_before_a_second_of_any(check):
    # Every hole of a guessing board listens for a press, but only the bottom row's answer; the pegs
    # that do the guessing come after twenty holes in the page. QA pressed the first three elements
    # given a listener, three holes of the top row, and saw nothing (codebreaker, a real one).
    report = check("rows_then_pegs")
    assert report.check("input_response").status == "pass", report.check("input_response")
    assert report.verdict == "playable", [(c.name, c.detail) for c in report.checks if c.status == "fail"]


def test_a_block_beside_an_empty_cell_of_a_sliding_puzzle_is_dragged_into_it(check):
    # Blocks lie over the cells of a 4 by 5 board with two cells free at the bottom, and one moves only
    # when dragged towards a free cell beside it: QA's drags across the page never started on one that
    # could move, and its clicks move nothing (klotski, a real one, the same way).
    report = check("slide_blocks")
    assert report.check("input_response").status == "pass", report.check("input_response")
    assert report.check("phone_fit").status == "pass", report.check("phone_fit")
    assert report.verdict == "playable", [(c.name, c.detail) for c in report.checks if c.status == "fail"]


def test_targets_that_only_a_press_on_them_answers_are_pressed_where_the_game_shows_them(check):
    # Beetles crawl out at seeded places in the upper right and leave; only a press on one pops it
    # (the score's words change). QA's clicks and taps at the centre and a lower corner, and its drags
    # across the middle, never reach one: 'the screen looked the same with input as without' (bug-tap,
    # a real one, the same way). A press where the run without input showed one at that game time does.
    report = check("tap_targets")
    response = report.check("input_response")
    assert response.status == "pass" and response.detail.startswith("the screen differs from the no-input runs"), (
        response
    )
    phone = report.check("phone_fit")
    assert phone.status == "pass", phone
    assert report.verdict == "playable", [(c.name, c.detail) for c in report.checks if c.status == "fail"]


def test_a_dialog_that_opens_while_qa_tries_keys_is_answered_and_a_div_button_is_played(check):
    # A button under the dialog and seven page links, and the dialog fades in while QA tries the keys:
    # QA looked for buttons before it was there (the first six, top to bottom), and the fade counted as
    # noise for good, so a click on it read as no reaction: 'nothing QA tried' (A Dark Room). Once
    # going, the game's one button is a div with a click handler, which QA's input run did not click.
    report = check("dialog_start")
    assert report.check("start").detail == "started by clicking 'enable sound'", report.check("start")
    response = report.check("input_response")
    assert response.status == "pass" and response.detail.startswith("the screen differs from the no-input runs"), (
        response
    )


LANDING = """<!doctype html><html><head><meta charset="utf-8"><title>Dodge</title></head><body>
<h1>Dodge</h1><ul><li>LINK</li><li><a href="https://example.com/dodge">Source</a></li></ul>
</body></html>"""


@pytest.mark.parametrize(
    "link,said",
    [
        # The page it leads to is the canvas fixture on its title, whose "press any key" is drawn on the
        # canvas, not words QA reads: the second step is the press that starts it.
        (
            '<a href="play.html">Play</a>',
            "started by clicking 'Play', then on the page it led to by clicking the canvas centre",
        ),
        # a gallery's card: a picture of the game, no words (phaser3-games' index.html)
        (
            '<a href="play.html"><img src="shot.svg" width="200" height="100"></a>',
            "started by clicking the link to play.html, then on the page it led to by clicking the canvas centre",
        ),
    ],
    ids=["words", "picture"],
)
def test_a_landing_page_whose_link_leads_into_the_game_is_followed_as_a_player_would(
    pool, qa_settings, tmp_path, link, said
):
    # The entry is a page of links with no game on it (javascript-racer's index lists its versions):
    # a player follows the one to the game's own page; the link off the game's origin is not tried.
    game = tmp_path / "game"
    game.mkdir()
    (game / "index.html").write_text(LANDING.replace("LINK", link))
    (game / "shot.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="#4cf"/></svg>'
    )
    shutil.copyfile(GAMES / "canvas" / "index.html", game / "play.html")
    report = run_qa(game, settings=qa_settings, pool=pool, out_dir=tmp_path / "qa")
    assert report.check("start").detail == said, report.check("start")
    assert report.check("input_response").status == "pass", report.check("input_response")
    assert report.check("visual_change").status == "pass", report.check("visual_change")
    assert not any("example.com" in f for f in report.findings), report.findings


PARALLAX = """<!doctype html><html><head><meta charset="utf-8"><title>Raid</title><style>
body{margin:0;background:#111}#box{position:relative;overflow:hidden;width:400px;height:300px;margin:40px}
canvas{position:absolute;left:0;top:0}</style></head><body><div id="box">
<canvas id="sky" width="600" height="450"></canvas><canvas id="fg" width="400" height="300"></canvas></div><script>
// A background layer larger than the box that clips it, as parallax layers are; the title's PLAY is a
// bar drawn at the centre of what shows (no words: QA cannot read it), pressed with the mouse.
const sky = document.getElementById('sky').getContext('2d'), fg = document.getElementById('fg');
const g = fg.getContext('2d'), game = {state: 'title', x: 200};
sky.fillStyle = '#013'; sky.fillRect(0, 0, 600, 450);
addEventListener('mousedown', (e) => {
  const r = fg.getBoundingClientRect(), x = e.clientX - r.left, y = e.clientY - r.top;
  if (game.state === 'title' && Math.abs(x - 200) < 60 && Math.abs(y - 150) < 25) game.state = 'playing';
});
addEventListener('keydown', (e) => { if (game.state === 'playing') game.x = (game.x + 25) % 400; });
function frame() {
  g.clearRect(0, 0, 400, 300);
  g.fillStyle = '#fd0';
  if (game.state === 'title') g.fillRect(140, 125, 120, 50); else g.fillRect(game.x - 10, 260, 20, 20);
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
</script></body></html>"""


def test_a_canvas_larger_than_the_box_that_clips_it_is_clicked_at_the_centre_of_what_shows(pool, qa_settings, tmp_path):
    # Radius Raid's background canvases are larger than the box they scroll in: the centre of the
    # largest one fell on its STATS button, below PLAY at the centre of what a player sees.
    report = _check_page(PARALLAX, pool, qa_settings, tmp_path)
    assert report.check("start").detail == "started by clicking the canvas centre", report.check("start")
    assert report.check("input_response").status == "pass", report.check("input_response")


START_BY = """<!doctype html><html><head><meta charset="utf-8"><title>Start</title>
<style>body{margin:0}#play{width:600px;height:400px;background:#024}#hero{width:60px;height:60px;background:#fd0}</style>
</head><body>START<div id="play"><div id="hero"></div></div><script>
const game = window.__crumb = {state: 'title', x: 0};
const hero = document.getElementById('hero'), play = document.getElementById('play');
play.style.display = 'none';
const go = () => { if (game.state === 'title') { game.state = 'playing'; play.style.display = 'block'; } };
for (const e of document.querySelectorAll('.go')) e.addEventListener('mousedown', () => { go(); e.remove(); });
addEventListener('keydown', () => { if (game.state !== 'playing') return;
game.x += 30; hero.style.marginLeft = game.x % 500 + 'px'; });
</script></body></html>"""


@pytest.mark.parametrize(
    "start,said",
    [
        # Words on several lines: the line that asks to start, not 'Breakout\ntap to start\nduring t'
        (
            '<div class="go" style="padding:20px;background:#eee">Breakout<br><br>tap to start<br>'
            "<small>during the game press P to pause</small></div>",
            "started by clicking 'tap to start'",
        ),
        # A picture of a start button, with no words: named by its id, not 'IMG'
        ('<img class="go" id="start" src="start.svg" width="200" height="80">', "started by clicking the img #start"),
        # A board of cells with no words: what they are, not 'DIV'
        (
            "<div>"
            + '<div class="go cell" style="display:inline-block;width:40px;height:40px;background:#9ab"></div>' * 9,
            "started by clicking a div.go (one of 9)",
        ),
        # A menu under a title that recolours itself when clicked (sokoban-menu's): the option that
        # says 'New game' is tried before the title above it, which answers a click but starts nothing
        (
            '<h1 onclick="this.style.background = \'#f0a\'" style="padding:30px">Crates</h1>'
            '<div class="go" style="padding:20px;background:#eee"><div>&#9873;</div><div>New game</div></div>',
            "started by clicking 'New game'",
        ),
    ],
    ids=["lines", "picture", "cells", "menu_under_a_title"],
)
def test_a_start_button_is_named_as_a_player_would_name_it(pool, qa_settings, tmp_path, start, said):
    game = tmp_path / "game"
    game.mkdir()
    (game / "start.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80"><rect width="200" height="80" fill="#e40"/></svg>'
    )
    (game / "index.html").write_text(START_BY.replace("START", start))
    report = run_qa(game, settings=qa_settings, pool=pool, out_dir=tmp_path / "qa")
    assert report.check("start").detail == said, report.check("start")


RESTART_KEY = """<!doctype html><html><head><meta charset="utf-8"><title>Tiles</title>
<style>body{margin:0}#board{display:grid;grid-template-columns:repeat(4,90px);gap:6px;padding:20px}
#board div{height:90px;background:#cdc1b4;font:40px sans-serif;text-align:center}</style></head>
<body><div id="board"></div><script>
// Plays at once, as 2048 does: the arrow keys slide the tiles; R starts the board over.
const board = document.getElementById('board');
const cells = [...Array(16)].map(() => board.appendChild(document.createElement('div')));
let seed = 1, tiles;
const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
function restart() { tiles = cells.map(() => (rnd() < 0.3 ? 2 : 0)); draw(); }
function draw() { cells.forEach((c, i) => { c.textContent = tiles[i] || ''; c.style.background = tiles[i] ? '#eee4da' : '#cdc1b4'; }); }
function slide(step) { tiles = tiles.map((_, i) => tiles[(i + step + 16) % 16]); draw(); }
document.addEventListener('keydown', function (event) {
  var map = {38: -4, 39: 1, 40: 4, 37: -1};
  if (map[event.which] !== undefined) slide(map[event.which]);
  // R key restarts the game
  if (event.which === 82) {
    restart();
  }
});
restart();
</script></body></html>"""


@pytest.mark.parametrize(
    "words,said",
    [
        # R starts the board over: it is not the game's start, and nothing else QA tries is
        ("", "nothing QA tried ("),
        # a page that names its keys for playing and asks for no start is played at once
        (
            "<p>Use your arrow keys to move the tiles.</p>",
            "no start needed: the game answered ArrowUp, named on screen for playing, at once",
        ),
    ],
    ids=["silent", "says_how_to_play"],
)
def test_a_key_that_restarts_a_game_already_playing_is_not_called_its_start(pool, qa_settings, tmp_path, words, said):
    # QA said 2048 was 'started by pressing KeyR (the game listens for it)': R starts it over; without
    # R it was 'started by pressing KeyS', a key 2048 moves the tiles with.
    report = _check_page(RESTART_KEY.replace("<body>", "<body>" + words), pool, qa_settings, tmp_path)
    start = report.check("start")
    assert "KeyR" not in start.detail and start.detail.startswith(said), start
    assert report.check("input_response").status == "pass", report.check("input_response")


PAUSE_KEY = """<!doctype html><html><head><meta charset="utf-8"><title>Lift</title>
<style>body{margin:0;background:#000}#b{position:absolute;left:270px;top:300px;width:100px;background:#a00;color:#fff}</style>
</head><body><button id="b">Start</button><canvas id="c" width="640" height="480"></canvas><script>
// As cursed-elevator: 1 (and Escape) pause, even on the title; its Start button starts.
const g = document.getElementById('c').getContext('2d');
const game = {state: 'title', paused: false, t: 0};
addEventListener('keyup', (e) => { if (e.code === 'Escape' || e.code === 'Digit1') game.paused = !game.paused; });
document.getElementById('b').addEventListener('click', (e) => { game.state = 'playing'; e.target.remove(); });
function frame() {
  if (!game.paused) game.t++;
  g.fillStyle = game.state === 'title' ? '#000' : '#246'; g.fillRect(0, 0, 640, 480);
  g.fillStyle = '#fff'; g.font = '60px serif';
  if (game.paused) g.fillText('PAUSED', 200, 200);
  else if (game.state === 'playing') g.fillRect(game.t * 4 % 600, 300, 40, 40);
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
</script></body></html>"""


def test_a_key_that_pauses_the_title_is_not_its_start(pool, qa_settings, tmp_path):
    # QA reported cursed-elevator 'started by pressing Digit1 (the game listens for it)' and played on
    # its title, paused, never pressing Start: the game was 'broken'.
    report = _check_page(PAUSE_KEY, pool, qa_settings, tmp_path)
    assert report.check("start").detail == "started by clicking 'Start'", report.check("start")


def test_a_tap_that_opens_a_window_is_a_finding_and_not_an_error_of_the_game(pool, qa_settings, tmp_path):
    html = (GAMES / "canvas" / "index.html").read_text()
    share = "<script>addEventListener('pointerdown', () => window.open('https://example.com/share'));</script>"
    report = _check_page(html.replace("</head>", share + "</head>", 1), pool, qa_settings, tmp_path)
    assert report.check("boot").status == "pass", report.page_errors
    # Named by the address it opens, not by the error page a blocked window shows
    # (chrome-error://chromewebdata/), and not a request the game fetched from outside.
    assert "minor: a click or tap tried to leave the game for a new window (https://example.com/share)" in " ".join(
        report.findings
    ), report.findings
    assert not any("chrome-error" in f for f in report.findings), report.findings
    assert report.check("network").status == "pass", report.check("network")


def test_pointer_lock_the_browser_refuses_is_a_finding_and_not_an_error_of_the_game(pool, qa_settings, tmp_path):
    # cursed-elevator locks the pointer on P, pressed in QA's slowed game time after the key's
    # activation had run out: 'A user gesture is required to request Pointer Lock.' made it broken.
    html = (GAMES / "canvas" / "index.html").read_text()
    lock = "<script>addEventListener('load', () => document.documentElement.requestPointerLock());</script>"
    report = _check_page(html.replace("</head>", lock + "</head>", 1), pool, qa_settings, tmp_path)
    assert report.check("boot").status == "pass", report.check("boot")
    assert (
        "minor: the browser refused (its policy, not the game's error): "
        "A user gesture is required to request Pointer Lock." in report.findings
    ), report.findings
    assert report.verdict == "playable", report.verdict


def test_a_touch_the_browser_would_not_let_the_game_cancel_is_a_finding_and_not_an_error_of_the_game(
    pool, qa_settings, tmp_path
):
    # A page wider than the phone, whose touchstart listener cancels every touch: the phone's swipe
    # scrolls it, and the finger put on a lane just after comes while that scroll is in progress, so the
    # browser says it ignored the cancel. left-right-kaboom was broken by boot so.
    html = (GAMES / "canvas" / "index.html").read_text()
    wide = (
        "<style>body { min-width: 600px }</style>"
        "<script>addEventListener('touchstart', (e) => e.preventDefault(), {passive: false});</script>"
    )
    report = _check_page(html.replace("</head>", wide + "</head>", 1), pool, qa_settings, tmp_path)
    assert report.check("boot").status == "pass", report.check("boot")
    assert any(
        f.startswith(
            "minor: the browser refused (its policy, not the game's error): Ignored attempt to cancel a"
            " touchstart event with cancelable=false"
        )
        for f in report.findings
    ), report.findings


def test_a_sound_the_game_stops_before_it_starts_is_not_an_error_of_the_game(pool, qa_settings, tmp_path):
    # floppybird plays a sound and pauses it to play it again: when the pause comes before the sound
    # has loaded, the browser rejects play() ('The play() request was interrupted by a call to pause()'),
    # and that made it broken in 1 run of 4. A player hears one sound fewer.
    game = tmp_path / "game"
    game.mkdir()
    _wav(game / "flap.wav", 0.5)
    flap = (
        "<script>addEventListener('keydown', () => { const a = new Audio('flap.wav'); a.play(); a.pause(); });</script>"
    )
    (game / "index.html").write_text(
        (GAMES / "canvas" / "index.html").read_text().replace("</head>", flap + "</head>", 1)
    )
    report = run_qa(game, settings=qa_settings, pool=pool, out_dir=tmp_path / "qa")
    assert report.check("boot").status == "pass", report.check("boot")
    assert any("The play() request was interrupted by a call to pause()" in f for f in report.findings), report.findings
    assert report.verdict == "playable", report.verdict


def _wav(path: Path, seconds: float, channels: int = 1, rate: int = 22_050) -> None:
    """A silent WAV file."""
    with wave.open(str(path), "wb") as sound:
        sound.setnchannels(channels)
        sound.setsampwidth(2)
        sound.setframerate(rate)
        sound.writeframes(bytes(2 * channels * int(rate * seconds)))


SOUND = """<!doctype html><html><body><script>
window.__crumb = {since: -1};
const began = performance.now();
fetch('theme.wav').then((r) => r.arrayBuffer()).then((b) => new AudioContext({sampleRate: 22050}).decodeAudioData(b))
  .then(() => { window.__crumb.since = Math.round(performance.now() - began); });
</script></body></html>"""


def test_game_time_waits_while_the_page_decodes_a_sound_it_loaded(pool, tmp_path):
    # Decoding takes real time, off the page's thread: a loader waiting for it must see it done at
    # the same game time on every load, however fast game time runs meanwhile (a 3 s jump here).
    _wav(tmp_path / "theme.wav", 10, channels=2, rate=44_100)
    (tmp_path / "index.html").write_text(SOUND)
    # Then a decode on an AudioContext (the one games use, not only an OfflineAudioContext) is held.
    *seen, held = _since_each_load(
        pool,
        tmp_path,
        [3000],
        """async () => { const data = await (await fetch('theme.wav')).arrayBuffer();
          const decoded = new AudioContext().decodeAudioData(data), held = window.__qa.decoding;
          await decoded; return held; }""",
    )
    assert all(0 <= t <= 2 * FRAME_MS for t in seen), seen
    assert held == 1


def _since_each_load(pool, folder: Path, steps: list[int], then: str = "") -> list[int]:
    """``window.__crumb.since`` after each of three loads of the folder's page, game time advanced
    by ``steps`` each time; ``then``: a script's answer after the last, appended."""
    with Watchdog(total_s=60, hang_s=30, kill=pool.kill) as dog:
        page = GamePage(pool, folder, "index.html", dog)
        try:
            seen = []
            for _ in range(3):
                page.load("test")
                for ms in steps:
                    page.advance(ms)
                seen.append(page.evaluate("when it was ready", "window.__crumb.since"))
            return seen + ([page.evaluate("then", then)] if then else [])
        finally:
            page.close()


MEDIA = """<!doctype html><html><body><script>
// Loads its sounds one after another from its first timer, each when the last can play through, as
// many games do (created and given a src attribute; made by new Audio(url) with an oncanplaythrough).
window.__crumb = {since: -1};
const began = performance.now();
const names = ['a.wav', 'b.wav', 'c.wav'];
const next = () => {
  const name = names.shift();
  if (!name) {
    const last = new Audio('d.wav');
    last.oncanplaythrough = () => { window.__crumb.since = Math.round(performance.now() - began); };
    return;
  }
  const sound = document.createElement('audio');
  sound.addEventListener('canplaythrough', next, {once: true});
  sound.setAttribute('src', name);
};
setTimeout(next, 0);
</script></body></html>"""


def test_game_time_waits_for_sounds_a_loader_waits_to_play_through(pool, tmp_path):
    # An <audio>'s canplaythrough comes some real time after its file arrived: a loader chaining
    # its sounds on it must be done at the same game time on every load, not wherever game time got.
    for name in "abcd":
        _wav(tmp_path / f"{name}.wav", 0.5)
    (tmp_path / "index.html").write_text(MEDIA)
    # Frame by frame, as QA looks for a start; then a sound played without waiting for it holds nothing.
    *seen, held = _since_each_load(
        pool, tmp_path, [FRAME_MS] * 60, "() => { new Audio('a.wav'); return window.__qa.decoding; }"
    )
    assert len(set(seen)) == 1 and 0 <= seen[0] <= 3 * FRAME_MS, seen
    assert held == 0


LAZY = """<!doctype html><html><body><script>
// A sound library's way: made with its url, listened to, then told not to preload until it plays.
const sound = new Audio('a.wav');
sound.addEventListener('canplay', () => {});
sound.preload = 'none';
window.__crumb = {since: 0};
</script></body></html>"""


def test_a_sound_told_not_to_preload_holds_nothing(pool, tmp_path):
    _wav(tmp_path / "a.wav", 0.5)
    (tmp_path / "index.html").write_text(LAZY)
    *_, held = _since_each_load(pool, tmp_path, [FRAME_MS], "() => window.__qa.decoding")
    assert held == 0


def test_audio_as_qa_watches_it_is_still_the_pages_audio(pool, tmp_path):
    # QA wraps the Audio constructor to watch what it loads: a page's own subclass and its checks of
    # what a sound is must not see the difference.
    _wav(tmp_path / "a.wav", 0.5)
    (tmp_path / "index.html").write_text(LAZY)
    *_, answers = _since_each_load(
        pool,
        tmp_path,
        [FRAME_MS],
        """() => { class Sfx extends Audio { kind() { return 'sfx'; } }
          const sfx = new Sfx('a.wav'), plain = new Audio();
          return [sfx.kind(), sfx instanceof HTMLAudioElement, plain instanceof Audio,
                  Audio.prototype === HTMLAudioElement.prototype]; }""",
    )
    assert answers == ["sfx", True, True, True]


LEVEL = """<!doctype html><html><body><script>
// Fetches its level from a timer (after a title screen, say), then a second file by XMLHttpRequest.
window.__crumb = {since: -1};
const began = performance.now();
setTimeout(() => fetch('level.json').then((r) => r.json()).then(() => {
  const more = new XMLHttpRequest();
  more.open('GET', 'level.json');
  more.onload = () => { window.__crumb.since = Math.round(performance.now() - began); };
  more.send();
}), 100);
</script></body></html>"""


def test_game_time_waits_for_files_a_script_fetches_from_a_timer(pool, tmp_path):
    # The request is made inside a run of the clock and reaches Python only later: the page itself
    # holds game time until the answer and its body have come, so the level is there at the same
    # game time on every load.
    (tmp_path / "level.json").write_text(json.dumps({"rows": [[i] * 50 for i in range(200)]}))
    (tmp_path / "index.html").write_text(LEVEL)
    *seen, held = _since_each_load(pool, tmp_path, [FRAME_MS] * 40, "() => window.__qa.decoding")
    assert len(set(seen)) == 1 and 100 <= seen[0] <= 100 + 3 * FRAME_MS, seen
    assert held == 0


FONT = """<!doctype html><html><head><style>@font-face { font-family: Title; src: url(title.ttf); }</style>
</head><body><canvas id="c"></canvas><script>
// Draws its title in a web font from its first timer, and again each frame until the font is there.
window.__crumb = {since: -1};
const began = performance.now(), g = c.getContext('2d');
setTimeout(function draw() {
  g.font = '16px Title';
  g.fillText('Press N', 10, 20);
  if (document.fonts.check('16px Title')) window.__crumb.since = Math.round(performance.now() - began);
  else setTimeout(draw, 16);
}, 0);
</script></body></html>"""


def test_game_time_waits_for_a_web_font_the_page_draws_with(pool, tmp_path):
    # Text drawn before its font has come is drawn in another: the font must be there at the same
    # game time on every load (any TrueType font of the system's serves: fontconfig brings one).
    fonts = sorted(Path("/usr/share/fonts").rglob("*.ttf"))
    assert fonts, "no TrueType font under /usr/share/fonts (Debian's chromium brings fontconfig's)"
    shutil.copy(fonts[0], tmp_path / "title.ttf")
    (tmp_path / "index.html").write_text(FONT)
    seen = _since_each_load(pool, tmp_path, [FRAME_MS] * 10)
    assert len(set(seen)) == 1 and 0 <= seen[0] <= 3 * FRAME_MS, seen


WASM = """<!doctype html><html><body><script>
// Fetches and compiles its WebAssembly core from its first timer, as an engine's loader does.
window.__crumb = {since: -1};
const began = performance.now();
setTimeout(() => fetch('core.wasm').then((r) => r.arrayBuffer()).then((b) => WebAssembly.instantiate(b)).then(() => {
  window.__crumb.since = Math.round(performance.now() - began);
}), 0);
</script></body></html>"""


def _wasm(instructions: int) -> bytes:
    """A WebAssembly module of one function that pushes and drops a constant ``instructions`` times."""

    def leb(n: int) -> bytes:
        out = bytearray()
        while True:
            low, n = n & 0x7F, n >> 7
            out.append(low | (0x80 if n else 0))
            if not n:
                return bytes(out)

    def section(kind: int, payload: bytes) -> bytes:
        return bytes([kind]) + leb(len(payload)) + payload

    body = b"\x00" + b"\x41\x01\x1a" * instructions + b"\x0b"
    return (
        b"\x00asm\x01\x00\x00\x00"
        + section(1, b"\x01\x60\x00\x00")  # one type: () -> ()
        + section(3, b"\x01\x00")  # one function of that type
        + section(10, b"\x01" + leb(len(body)) + body)
    )


def test_game_time_waits_while_the_page_compiles_webassembly(pool, tmp_path):
    (tmp_path / "core.wasm").write_bytes(_wasm(200_000))
    (tmp_path / "index.html").write_text(WASM)
    # A compile under way counts as something the page waits on.
    *seen, held = _since_each_load(
        pool,
        tmp_path,
        [FRAME_MS] * 10,
        """async () => { const bytes = await (await fetch('core.wasm')).arrayBuffer();
          const compiled = WebAssembly.compile(bytes), held = window.__qa.decoding;
          await compiled; return held; }""",
    )
    assert len(set(seen)) == 1 and 0 <= seen[0] <= 3 * FRAME_MS, seen
    assert held == 1


SLIDE = """<!doctype html><html><body style="margin:0;background:#fff">
<div id="box" style="width:120px;height:120px;background:#000;transition:transform .4s linear"></div>
<script>setTimeout(() => { document.getElementById('box').style.transform = 'translateX(600px)'; }, 500);</script>
</body></html>"""


def test_a_css_transition_moves_with_game_time_however_much_real_time_passed(pool, tmp_path):
    # CSS transitions run on the browser's real clock: where one stood when QA looked depended on the
    # machine. QA holds them on game time: the same game time shows the same picture.
    (tmp_path / "index.html").write_text(SLIDE)
    with Watchdog(total_s=60, hang_s=30, kill=pool.kill) as dog:
        page = GamePage(pool, tmp_path, "index.html", dog)
        try:
            seen, at = [], []
            for real_s in (0.0, 0.3, 0.0):
                page.load("slide")
                page.advance(520)  # the slide began in this run: it is taken to begin when seen
                page.let_real_time_pass(real_s)
                page.hook()
                page.advance(200)  # half of its 0.4 s
                page.let_real_time_pass(real_s)
                seen.append(cells(page.shot()))
                at.append(page.evaluate("where the box is", "getComputedStyle(box).transform"))
            assert seen[0] == seen[1] == seen[2] and at == ["matrix(1, 0, 0, 1, 300, 0)"] * 3, at
            page.advance(300)
            assert page.evaluate("where the box is", "getComputedStyle(box).transform").endswith("600, 0)")
        finally:
            page.close()


PIPE = """<!doctype html><html><head><style>
#pipe{position:absolute;top:0;left:0;width:20px;height:50px;background:#0a0;animation:move 1s linear forwards}
@keyframes move{from{left:0px}to{left:500px}}
#wheel{position:absolute;top:100px;width:20px;height:20px;background:#a00;animation:turn .8s linear infinite}
@keyframes turn{from{left:0px}to{left:400px}}
</style></head><body><div id="pipe"></div><div id="wheel"></div><script>
window.seen = [];
setInterval(() => seen.push(Math.round(document.getElementById('pipe').getBoundingClientRect().left)), 250);
</script></body></html>"""


def test_a_game_reading_where_its_css_animations_stand_sees_them_at_game_time(pool, tmp_path):
    # floppybird's pipes are CSS animations its loop reads to find a collision: on the browser's real
    # clock they stood still during a run of game time and then jumped by the real time that passed.
    (tmp_path / "index.html").write_text(PIPE)
    runs = []
    with Watchdog(total_s=60, hang_s=30, kill=pool.kill) as dog:
        page = GamePage(pool, tmp_path, "index.html", dog)
        try:
            for real_s in (0.0, 0.3):
                page.load("pipes")
                page.let_real_time_pass(real_s)
                page.advance(1000)
                shot = cells(page.shot(presented=True))
                page.let_real_time_pass(real_s)
                page.advance(600)  # the pipe has ended; the wheel is on its second turn, at 1.6 s
                ends = page.evaluate("where they are", "[pipe, wheel].map(e => e.getBoundingClientRect().left)")
                runs.append((page.evaluate("what the game saw", "window.seen"), shot, ends))
        finally:
            page.close()
    assert runs[0] == runs[1], runs
    seen, _, ends = runs[0]
    # each read (every 250 ms to 1.5 s) within one clock step of where game time puts the pipe: 500 px a second, to 500
    ideal = [min(500, t // 2) for t in range(250, 1501, 250)]
    assert len(seen) == len(ideal) and all(
        0 <= i - x <= ANIMATION_STEP_MS // 2 for x, i in zip(seen, ideal, strict=True)
    ), seen
    assert ends == [500, 0], ends


def _slow_frames(tmp_path: Path) -> Path:
    """A canvas game whose every frame keeps the page busy for 45 ms of real time: about 20 frames a
    second (while QA's clock is paused, time stands still: the loop is bounded by a count too)."""
    game = tmp_path / "slow_frames"
    game.mkdir()
    (game / "index.html").write_text(
        "<!doctype html><canvas width=200 height=100></canvas><script>"
        "const c = document.querySelector('canvas').getContext('2d'); let n = 0;"
        "function frame() { const end = performance.now() + 45; let i = 0;"
        " while (performance.now() < end && i++ < 2e7) {}"
        " n++; c.fillStyle = n % 2 ? '#123' : '#fed'; c.fillRect(0, 0, 200, 100); requestAnimationFrame(frame); }"
        "requestAnimationFrame(frame);</script>"
    )
    return game


def test_a_clear_frame_rate_is_decided_early_and_a_low_one_is_measured_over_the_whole_window(pool, tmp_path):
    from crumb.qa.checks import FPS_FINDING, FPS_WINDOW_S

    def measured(game: Path) -> tuple[float, float]:
        with Watchdog(total_s=30, hang_s=10, kill=pool.kill) as dog:
            page = GamePage(pool, game, "index.html", dog)
            try:
                page.load("frame rate")
                rate, seconds = page.frames_per_second(FPS_WINDOW_S, FPS_FINDING)
            finally:
                page.close()
        # Decided early only when the rate is clear; else over the whole window, whatever the machine gave.
        assert rate >= FPS_FINDING if seconds < FPS_WINDOW_S * 0.9 else seconds >= FPS_WINDOW_S, (rate, seconds)
        return rate, seconds

    # About 20 frames a second at most: never clear of the threshold, so measured over the whole window.
    slow, slow_s = measured(_slow_frames(tmp_path))
    assert slow < FPS_FINDING and slow_s >= FPS_WINDOW_S, (slow, slow_s)
    # A game drawing at the display's rate clears the threshold with a frame to spare at the quarter's
    # or the halfway look, once the machine lets the browser draw at that rate (a machine too busy for
    # that measured it over the whole window: 'fast' less than 30, now and then, at load 20+).
    wait_until(lambda: measured(GAMES / "canvas")[1] < FPS_WINDOW_S * 0.9, 60, "the canvas game's rate decided early")


def test_a_slow_answer_from_the_page_is_no_part_of_the_frame_rates_window(monkeypatch, pool):
    """The window was timed by when QA's reads of the frame count came back: a first read answered
    late (a busy machine) shortened it by that delay, and a game drawing 60 frames a second was
    measured at 77 (86 for one whose frames each ask for 21 callbacks). The page stamps its own
    reads now."""
    evaluate, late = GamePage._evaluate, []

    def first_read_answered_late(self, script, arg=None):
        value = evaluate(self, script, arg)
        if "__qa.frames" in script and not late:
            late.append(script)
            time.sleep(0.3)
        return value

    monkeypatch.setattr(GamePage, "_evaluate", first_read_answered_late)
    with Watchdog(total_s=30, hang_s=10, kill=pool.kill) as dog:
        page = GamePage(pool, GAMES / "canvas", "index.html", dog)
        try:
            page.load("frame rate")
            rate, seconds = page.frames_per_second(0.3)
        finally:
            page.close()
    assert late and rate <= 70 and seconds >= 0.6, (rate, seconds)  # at most the display's 60 over 0.6 s


SECURE_ONLY = """<script>
// What a library may do as it loads (p5.sound adds its audio worklet; an id from crypto.randomUUID):
// APIs a browser gives a page served over HTTPS, as a published game is, and keeps from plain HTTP.
const seed = crypto.randomUUID();
const code = 'registerProcessor("hum", class extends AudioWorkletProcessor { process() { return true; } });';
new AudioContext().audioWorklet.addModule(URL.createObjectURL(new Blob([code], {type: 'text/javascript'})));
</script>"""


def test_a_game_that_loads_with_apis_of_a_secure_context_boots_as_it_does_when_published(pool, qa_settings, tmp_path):
    # p5.js Doodle Jump (real corpus) stopped at load, 'Cannot read properties of undefined (reading
    # 'addModule')': QA served it over plain HTTP, where a page has no audioWorklet.
    game = tmp_path / "game"
    game.mkdir()
    (game / "index.html").write_text(
        (GAMES / "canvas" / "index.html").read_text().replace("</head>", SECURE_ONLY + "</head>", 1)
    )
    report = run_qa(game, settings=qa_settings, pool=pool, out_dir=tmp_path / "qa")
    assert report.check("boot").status == "pass", report.check("boot")
    assert report.verdict == "playable", report.verdict


# Keyboard-played games a phone was said to play: a PLAY button drawn on the canvas, the hopper then moved
# by the arrow keys only; the phone's runs without taps never started it, and the input run's tap on PLAY
# was taken for the game answering taps (frogger-pixi, a real one, the same way): every phone run now
# starts it by the tap that does. A press that puts a block where it lands, the runner moved by keys only:
# the blocks under QA's finger were taken for an answer (phaser-platformer's box tiles the same way).
TAPS_THAT_DO_NOT_PLAY = [
    ("taps_start_keys_play", "the screen looked the same with input as without"),
    ("taps_draw_marks", "only under QA's finger"),
]


@pytest.mark.parametrize(("game", "said"), TAPS_THAT_DO_NOT_PLAY)
def test_taps_that_do_not_play_a_game_played_by_keys_do_not_make_it_phone_ready(check, game, said):
    report = check(game)
    phone = report.check("phone_fit")
    assert phone.status == "fail" and said in phone.detail, phone
    assert report.check("input_response").status == "pass", report.check("input_response")
    assert report.verdict == "limited", _failed(report)


# A start a phone can tap, then play by keys only: a PLAY drawn on the canvas (taps_start_keys_play) or a DOM
# Start button over the game (dom_start_keys_play; rhythm-keys, a real one, the same way). The DOM button's
# tap was the phone's answer: phone_fit passed, though a phone cannot play it past its start.
@pytest.mark.parametrize("game", ["taps_start_keys_play", "dom_start_keys_play"])
def test_a_game_whose_play_after_a_tapped_start_needs_a_keyboard_is_not_phone_ready_and_qa_says_why(check, game):
    report = check(game)
    phone = report.check("phone_fit")
    assert phone.status == "fail" and phone.severity == "major", phone
    assert "the game needs a keyboard after its start: once a tap started it" in phone.detail, phone
    assert "no touch input changed the play (QA's taps" in phone.detail, phone
    assert "the screen looked the same with input as without), while its keys did" in phone.detail, phone
    assert "while its keys did (the screen differs from the no-input runs" in phone.detail, phone
    assert report.check("input_response").status == "pass", report.check("input_response")
    assert report.verdict == "limited", _failed(report)


def test_a_phone_holds_the_on_screen_arrows_that_move_a_game_only_while_touched(check):
    # Two round arrow pads over the canvas, shown only on a narrow screen, move the ship while a finger is
    # on them (touchstart sets, touchend clears). QA's taps let go in the same instant, so no frame saw a
    # pad touched, and a tap on each in turn moved the ship left and back (real/space-battle the same way).
    report = check("touch_arrows")
    phone = report.check("phone_fit")
    assert phone.status == "pass" and "responds to taps and swipes" in phone.detail, phone
    assert report.verdict == "playable", _failed(report)


def test_a_phone_holds_a_finger_on_a_canvas_lane_button_until_it_looks(check):
    # A lane lit only while its button in the canvas's bottom left corner is held: a tap lets go before
    # the sample, and the phone's taps land at the canvas's centre and lower left, off it
    # (real/rhythm-master-zh's lanes the same way). A finger held on the bottom row's outer lane until the
    # segment's sample sees it lit.
    phone = check("held_pad").check("phone_fit")
    assert phone.status == "pass" and "responds to taps and swipes" in phone.detail, phone


def test_a_game_started_by_a_dom_button_and_played_by_taps_fits_a_phone(check):
    # The same start as dom_start_keys_play; then a press anywhere (or Space) hops the bird.
    report = check("dom_start_taps_play")
    phone = report.check("phone_fit")
    assert phone.status == "pass" and "responds to taps and swipes" in phone.detail, phone
    assert report.check("start").detail == "started by clicking 'Start'", report.check("start")
    assert report.verdict == "playable", _failed(report)


def test_a_start_button_given_its_handler_by_a_property_is_found(check):
    # A div whose handler was set as go.onclick = ..., with no onclick attribute and no addEventListener:
    # QA looked for buttons by those two alone, tried the keys and the canvas, and called the still title
    # 'broken' (plants-vs-zombies-zh, a real one, set every handler so).
    report = check("handler_property_start")
    assert report.check("start").detail == "started by clicking 'Click here to start'", report.check("start")
    assert report.check("visual_change").status == "pass", report.check("visual_change")
    assert report.verdict == "playable", _failed(report)


def test_a_start_button_in_another_language_is_tried_before_the_menus_other_buttons(check):
    # A Chinese title menu of seven buttons, '开始游戏' (start the game) the last: QA tries the first six
    # of a page's buttons, those whose words ask to start or play first, and read those words in English
    # alone. It clicked the six others, called the last one's hover colour its start ('分享', share) and
    # never saw the board, so the phone, which starts the same way, 'did not answer QA's taps'.
    report = check("menu_zh")
    assert report.check("start").detail == "started by clicking '开始游戏'", report.check("start")
    assert report.check("phone_fit").status == "pass", report.check("phone_fit")
    assert report.verdict == "playable", _failed(report)
