"""Real Chromium: the phone's touch run swipes as a finger does, and a game that reads swipes sees them."""

from __future__ import annotations

from pathlib import Path

from crumb.qa.page import PHONE, GamePage
from crumb.qa.scenario import DRAG_STEPS, PHONE_SEGMENTS, SWIPE_STEPS, plan_for, play
from crumb.qa.watchdog import Watchdog

GAMES = Path(__file__).parent / "games"


def test_each_swipe_of_the_phones_touch_run_reaches_a_swipe_game_with_its_moves_and_direction(pool):
    """A swipe is touchstart, SWIPE_STEPS touchmoves and touchend a long way off: a game that reads the
    finger's way from touchstart to touchend (2048, a swipe-steered snake) turns on it, and one that
    follows the finger (a paddle) sees it move before it lifts. The taps before each swipe are no swipes."""
    with Watchdog(total_s=120, hang_s=30, kill=pool.kill) as dog:
        page = GamePage(pool, GAMES / "swipe_read", "index.html", dog)
        try:
            page.resize(PHONE)
            play(
                page,
                plan_for(None),
                phase="phone touch run",
                inputs=True,
                start=None,
                touch=True,
                segments=PHONE_SEGMENTS,
            )
            swipes = page.page.evaluate("window.__crumb.swipes")
        finally:
            page.close()
    assert [s["dir"] for s in swipes] == ["right", "down"], swipes  # along x, then along y; a tap is none
    assert all(s["moves"] == SWIPE_STEPS for s in swipes), swipes  # every move arrives, none merged
    # The first move comes partway: a game that follows the finger sees it travel there, not jump to the end.
    assert all(0 < s["first"] < s["way"] for s in swipes), swipes
    # Across 60% of the play area (the whole phone screen here): far beyond any game's threshold for a swipe.
    assert swipes[0]["dx"] >= 0.5 * PHONE["width"] and swipes[1]["dy"] >= 0.5 * PHONE["height"], swipes


_POINTER_LOG = """<!doctype html><html><body style="margin:0"><canvas width=1280 height=720></canvas><script>
window.log = [];
for (const t of ['pointerdown', 'pointermove', 'pointerup', 'mousedown', 'mousemove', 'mouseup'])
  addEventListener(t, (e) => log.push([t, e.clientX, e.clientY, e.buttons]));
</script></body></html>"""


def test_a_mouse_drag_reaches_the_page_as_a_press_a_move_with_the_button_held_and_a_release(pool, tmp_path):
    """The laptop's drag presses where it starts (no move there first: a move costs a frame), moves
    with the button held and lets go where it ends; the next click moves the mouse as a player's does."""
    (tmp_path / "index.html").write_text(_POINTER_LOG)
    with Watchdog(total_s=60, hang_s=30, kill=pool.kill) as dog:
        page = GamePage(pool, tmp_path, "index.html", dog)
        try:
            page.load("test")
            page.swipe((100, 200), (900, 240), DRAG_STEPS, touch=False)
            page.click(600, 300, touch=False)
            log = [tuple(e) for e in page.page.evaluate("window.log")]
        finally:
            page.close()
    assert log[:6] == [
        ("pointerdown", 100, 200, 1),
        ("mousedown", 100, 200, 1),
        ("pointermove", 900, 240, 1),
        ("mousemove", 900, 240, 1),
        ("pointerup", 900, 240, 0),
        ("mouseup", 900, 240, 0),
    ], log
    assert log[6:8] == [("pointermove", 600, 300, 0), ("mousemove", 600, 300, 0)], log  # the button is up again
    assert [e[0] for e in log[8:]] == ["pointerdown", "mousedown", "pointerup", "mouseup"], log
