"""Real Chromium: the phone's touch run swipes as a finger does, and a game that reads swipes sees them."""

from __future__ import annotations

from pathlib import Path

from crumb.qa.page import PHONE, GamePage
from crumb.qa.scenario import PHONE_SEGMENTS, SWIPE_STEPS, plan_for, play
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
