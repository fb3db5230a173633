"""Judging runs against each other, on made-up frames: what input changed beyond what differs on its own."""

from __future__ import annotations

import io

from PIL import Image

from crumb.qa.compare import GRID, Run, judge

CELLS = GRID[0] * GRID[1]


def _frame(lit: set[int]) -> bytes:
    return bytes(200 if i in lit else 0 for i in range(CELLS))


def _run(*lit: set[int]) -> Run:
    return Run(frames=[_frame(cells) for cells in lit], hooks=[None] * len(lit))


# A row of the 64-cell grid far from another, so growing one set of cells never reaches the next.
def _spark(row: int, col: int) -> set[int]:
    return {row * GRID[0] + col}


def test_a_response_larger_than_what_differs_on_its_own_is_still_a_response():
    first, second = _run(_spark(5, 5)), _run(_spark(20, 10))
    player = {r * GRID[0] + c for r in range(30, 34) for c in range(30, 34)}  # 16 cells moved by input
    verdict = judge([first, second], _run(_spark(5, 5) | player))
    assert verdict.reacted is True, verdict


def test_a_game_the_same_on_every_run_without_input_answers_with_a_single_cell():
    same = _spark(5, 5)
    verdict = judge([_run(same), _run(same)], _run(same | _spark(30, 30)))
    assert verdict.reacted is True, verdict


# A phone of 640×480 CSS px: each cell of the 64×48 grid is 10×10 px.
def _touched(run: Run, *lines: tuple[int, int, int, int]) -> Run:
    run.touched, run.screen = [list(lines)] * len(run.frames), (640, 480)
    return run


def test_a_finger_that_only_marked_where_it_touched_did_not_move_the_game():
    # A tap at (305, 305) put a block in the cell under it (30, 30): the page heard the finger, the game
    # did not move (phaser-platformer's tiles drawn where a tap lands, the runner moved by keys only).
    same = _spark(5, 5)
    verdict = judge([_run(same), _run(same)], _touched(_run(same | _spark(30, 30)), (305, 305, 305, 305)))
    assert verdict.reacted is False and "only under QA's finger" in verdict.detail, verdict


def test_a_finger_whose_touch_moved_the_game_away_from_it_was_answered():
    # The same mark, and a cell 200 px from any touch changed too: the game answered (a piece moved, a
    # score counted), the mark under the finger with it.
    same = _spark(5, 5)
    tried = _touched(_run(same | _spark(30, 30) | _spark(10, 50)), (305, 305, 305, 305))
    verdict = judge([_run(same), _run(same)], tried)
    assert verdict.reacted is True and "differs from the no-input runs" in verdict.detail, verdict


def test_a_swipe_counts_where_the_finger_went_between_its_ends():
    # A swipe from x=100 to x=500 along y=305: a mark in its middle (cell 30, 30) is under the finger.
    same = _spark(5, 5)
    verdict = judge([_run(same), _run(same)], _touched(_run(same | _spark(30, 30)), (100, 305, 500, 305)))
    assert verdict.reacted is False, verdict


def _png(*boxes: tuple[int, int, int, int]) -> bytes:
    """A 640×480 black screenshot with white boxes (left, top, right, bottom)."""
    picture = Image.new("L", (640, 480), 0)
    for box in boxes:
        picture.paste(255, box)
    out = io.BytesIO()
    picture.save(out, "PNG")
    return out.getvalue()


def test_a_finger_that_marked_where_it_touched_and_moved_a_few_pixels_away_was_answered():
    # A tap hit a mole under the finger (cell 30, 30) and its score's digit changed 200 px away, in 12
    # pixels, too few to move a 10×10 cell's mean grey: the screen shows the game answered (made/moles).
    same = _spark(5, 5)
    base = Run(frames=[_frame(same)], hooks=[None], shots=[_png((50, 50, 60, 60))])
    tried = Run(frames=[_frame(same | _spark(30, 30))], hooks=[None])
    tried.shots = [_png((50, 50, 60, 60), (300, 300, 310, 310), (500, 100, 503, 104))]
    verdict = judge([base, base], _touched(tried, (305, 305, 305, 305)))
    assert verdict.reacted is True, verdict
