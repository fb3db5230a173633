"""The frame rate is the game's, not the machine's: a low rate is read against a page with next to
nothing to draw, measured beside it (other checks and sessions share the machine)."""

from __future__ import annotations

from pathlib import Path

from crumb.qa.checks import _frame_rate
from crumb.qa.ledger import Ledger
from crumb.qa.page import GamePage
from crumb.qa.watchdog import Watchdog


def _decided(fps: float, machine: float | None) -> tuple[Ledger, str, str]:
    ledger = Ledger(Path("."), Path("."))
    _frame_rate(fps, 0.3, 300, ledger, machine)
    check = ledger.checks["frame_rate"]
    return ledger, check.status, check.detail


def test_a_low_rate_on_an_idle_machine_fails_as_before():
    ledger, status, detail = _decided(7.0, 59.0)
    assert status == "fail" and detail.startswith("7 fps < 10: 7 fps over 0.30 s of real time"), detail
    assert ledger.fps == 7.0
    assert _decided(7.0, None)[1] == "fail"  # not measured (a rate of 30 or more never is): as before


def test_a_low_rate_on_a_busy_machine_is_the_games_share_of_what_the_machine_gave_any_page():
    # 7 fps while a page with next to nothing to draw got 20: a third of the machine's frames, 21 on an idle one
    ledger, status, detail = _decided(7.0, 20.0)
    assert status == "pass" and ledger.fps == 21.0, detail
    assert "got 20: the machine was busy, so about 21 fps on an idle one" in detail
    assert "minor: fps 21 < 30" in ledger.findings
    # a game as slow as the machine's own page is as fast as it can be there
    assert _decided(12.0, 12.0)[0].fps == 60.0
    assert _decided(3.0, 30.0)[1] == "fail"  # 6 on an idle one: its own slowness


def test_a_machine_too_busy_to_tell_leaves_the_rate_unjudged():
    ledger, status, detail = _decided(2.0, 4.0)
    assert status == "skip" and ledger.fps is None
    assert detail.startswith("not judged: 2 fps over 0.30 s of real time, while a page with next to nothing")


# A page drawing a frame each time the browser asks.
GAME = """<!doctype html><canvas width=64 height=64></canvas><script>
let n = 0; const c = document.querySelector('canvas').getContext('2d');
requestAnimationFrame(function frame() { c.fillStyle = n++ % 2 ? '#123' : '#fed';
  c.fillRect(0, 0, 64, 64); requestAnimationFrame(frame); });</script>"""


def test_the_machine_rate_is_measured_on_a_page_of_its_own_over_the_games_window(pool, tmp_path):
    (tmp_path / "index.html").write_text(GAME)
    with Watchdog(total_s=60, hang_s=30, kill=pool.kill) as dog:
        page = GamePage(pool, tmp_path, "index.html", dog)
        try:
            page.load("frame rate")
            game, machine, seconds = page.frames_beside_machine(0.3)
            assert page.page.url.endswith("/index.html")  # the game's page is left as it was
        finally:
            page.close()
    assert 0 < machine <= 70, machine  # frames a second: at most the display's 60, and some however busy
    assert 0 < game <= 70 and seconds >= 0.3, (game, seconds)  # the game's own, by its page's clock
