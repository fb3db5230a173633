"""Judging runs against each other, on made-up frames: what input changed beyond what differs on its own."""

from __future__ import annotations

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
