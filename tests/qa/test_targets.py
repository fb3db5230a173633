"""Real Chromium: where QA aims its clicks in a DOM game, and how long it waits before playing one
whose own CSS animations are still under way (a deal of cards, as in klondike)."""

from __future__ import annotations

from crumb.qa.page import GamePage
from crumb.qa.start import READY_MAX_MS, READY_STEP_MS, wait_until_ready
from crumb.qa.watchdog import Watchdog

# A card table: a row of empty slots laid out first (.cell, no listener of their own), then a stock of
# three cards stacked on one spot and two cards dealt apart, each card with a mousedown listener.
TABLE = """<!doctype html><html><body style="margin:0">
<div class="cell" style="position:absolute;left:20px;top:20px;width:60px;height:80px"></div>
<div class="cell" style="position:absolute;left:100px;top:20px;width:60px;height:80px"></div>
<div class="cell" style="position:absolute;left:180px;top:20px;width:60px;height:80px"></div>
<div id="cards"></div>
<script>
const spots = [[400, 20], [400, 20], [400, 20], [100, 300], [300, 300]];
for (const [x, y] of spots) {
  const card = document.createElement('div');
  card.style.cssText = `position:absolute;left:${x}px;top:${y}px;width:60px;height:80px;background:#eee`;
  card.addEventListener('mousedown', () => card.remove());
  document.getElementById('cards').appendChild(card);
}
</script></body></html>"""

# A table that fades in, stands still while the first card waits out its transition delay, then deals.
DEAL = """<!doctype html><html><body style="margin:0;background:#063">
<div id="card" style="position:absolute;left:600px;top:-120px;width:60px;height:80px;background:#eee"></div>
<script>
const card = document.getElementById('card');
card.getBoundingClientRect();
card.style.transition = 'top 0.5s linear 1.5s, left 0.5s linear 3s';
card.style.top = '300px';
card.style.left = '100px';
</script></body></html>"""


def _page(pool, tmp_path, html: str, dog: Watchdog) -> GamePage:
    (tmp_path / "index.html").write_text(html)
    page = GamePage(pool, tmp_path, "index.html", dog)
    page.load("targets")
    return page


def _ready(pool, tmp_path, html: str, read: str) -> tuple[int, object, int]:
    """When QA calls the page ready (game time), what ``read`` finds then, and the animations running."""
    with Watchdog(total_s=120, hang_s=30, kill=pool.kill) as dog:
        page = _page(pool, tmp_path, html, dog)
        try:
            ready_ms = wait_until_ready(page)
            found = page.evaluate("read the page", f"() => {read}")
            running = page.evaluate("animations", "() => document.getAnimations().length")
        finally:
            page.close()
    return ready_ms, found, running


def test_clicks_go_to_the_elements_the_game_listens_on_where_a_click_reaches_them(pool, tmp_path):
    """Klondike's empty foundation slots (.cell) came first in its page, so every click of QA's input
    run fell on them and none on a card: it looked deaf to input. Here the stacked stock is aimed at
    once, on its top card (the two under it are covered), then the two dealt cards."""
    with Watchdog(total_s=120, hang_s=30, kill=pool.kill) as dog:
        page = _page(pool, tmp_path, TABLE, dog)
        try:
            page.advance(100)
            targets = page.targets()
        finally:
            page.close()
    assert targets == [(430, 60), (130, 340), (330, 340)], targets


def test_a_page_whose_own_transitions_are_under_way_is_waited_on_until_they_end(pool, tmp_path):
    """The card stands still for 1.5 s before it moves and lands at 3.5 s: two still looks in a row
    are not 'ready' while it is in the air or waiting to take off (klondike's deal took 5.25 s, and a
    key pressed in it was credited with the deal, its clicks ignored until the last card landed)."""
    ready_ms, left, moving = _ready(pool, tmp_path, DEAL, "document.getElementById('card').style.left")
    assert 3500 <= ready_ms <= 3500 + 2 * READY_STEP_MS, ready_ms
    assert (left, moving) == ("100px", 0)


# A round's timer: a bar that shrinks over 10 s from the load, and the round ends when it is gone.
TIMER_BAR = """<!doctype html><html><body style="margin:0;background:#123">
<div id="bar" style="height:12px;background:#fc0;width:100%;animation:shrink 10s linear forwards"></div>
<style>@keyframes shrink { to { width: 0 } }</style>
<p id="msg" style="color:#fff"></p>
<script>
document.getElementById('bar').addEventListener('animationend', () => {
  document.getElementById('msg').textContent = 'Game over';
});
</script></body></html>"""


def test_a_long_animation_that_runs_through_play_is_not_waited_on(pool, tmp_path):
    """A finite animation is not always a page setting itself up: a timer bar runs for the whole
    round. Waiting on it, as on a deal, started QA's play after the round had ended (its 'started'
    screenshot said 'Game over'). Only short animations (SETTING_UP_MS a run) are waited on."""
    ready_ms, said, running = _ready(pool, tmp_path, TIMER_BAR, "document.getElementById('msg').textContent")
    assert ready_ms <= READY_MAX_MS, ready_ms  # as for any page: not READY_ANIMATED_MAX_MS
    assert (said, running) == ("", 1), "QA waited for the round's timer to run out"


# A page with two canvases: a small HUD and the board, 400×300 shown at 800×720 from x 100, y 60 (its
# bottom 60 px below the desktop window's); and a page with none.
BOARD_CANVAS = """<!doctype html><html><body style="margin:0">
<canvas width="100" height="40" style="position:absolute;left:0;top:0"></canvas>
<canvas width="400" height="300" style="position:absolute;left:100px;top:60px;width:800px;height:720px"></canvas>
</body></html>"""


def test_the_second_looks_clicks_cover_the_largest_canvas_and_hold_its_outer_lanes(pool, tmp_path):
    from crumb.qa import probes
    from crumb.qa.scenario import SEGMENTS, _glance_points

    with Watchdog(total_s=60, hang_s=30, kill=pool.kill) as dog:
        page = _page(pool, tmp_path, BOARD_CANVAS, dog)
        try:
            grid = page.probe("grid", probes.GRID_POINTS)
            (tmp_path / "index.html").write_text("<!doctype html><html><body><button>Go</button></body></html>")
            page.load("targets")
            none = page.probe("grid", probes.GRID_POINTS)
        finally:
            page.close()
    assert none is None and _glance_points(none) == []
    rows = [[tuple(p) for p in row] for row in grid["rows"]]
    # The larger canvas: its columns at 100 + 800·(k + ½)/4, its rows at 60 + 720·(k + ½)/4; the held
    # points on the bottom row's line at a sixth and five sixths of its width.
    assert [x for x, _ in rows[0]] == [200, 400, 600, 800], rows
    assert [row[0][1] for row in rows] == [150, 330, 510, 690], rows
    assert grid["held"] == [[233, 690], [767, 690]], grid
    segments = _glance_points(grid)
    assert len(segments) == SEGMENTS and all(len(seg) == len(rows) for seg in segments), segments
    upper = [p for seg in segments for p in seg[:-1]]
    assert sorted(upper) == sorted(p for row in rows[:-1] for p in row)  # each upper point once
    # Each segment ends on the bottom row: the outer lanes on even segments (held), its inner points on odd.
    assert [seg[-1] for seg in segments] == [(233, 690), rows[-1][1], (767, 690), rows[-1][2]], segments
