"""Where QA drags on a board of pieces: a pure choice from the cells the page shows."""

from __future__ import annotations

from crumb.qa.scenario import MAX_BOARD_DRAGS, board_moves


def _board(rows: list[str], size: int = 50) -> list[list[list[object] | None]]:
    """A board as probes.BOARD reads it, from rows of text: 'x' a piece, '.' an empty cell."""
    return [[[c * size + 25, r * size + 25, ch == "x"] for c, ch in enumerate(row)] for r, row in enumerate(rows)]


def _cell(r: int, c: int) -> tuple[int, int]:
    return (c * 50 + 25, r * 50 + 25)


CHESS = ["xxxxxxxx", "xxxxxxxx", "........", "........", "........", "........", "xxxxxxxx", "xxxxxxxx"]
DRAUGHTS = [".x.x.x.x", "x.x.x.x.", ".x.x.x.x", "........", "........", "x.x.x.x.", ".x.x.x.x", "x.x.x.x."]


def test_on_a_chess_board_the_first_move_pushes_a_middle_pawn_one_square_ahead():
    moves = board_moves(_board(CHESS))
    assert moves[0] == (_cell(6, 3), _cell(5, 3))  # d2 to d3: a legal first move
    assert (_cell(6, 4), _cell(5, 4)) in moves  # e2 to e3, within the tries
    assert len(moves) == MAX_BOARD_DRAGS


def test_on_a_draughts_board_a_man_of_the_front_row_goes_diagonally_to_an_empty_square():
    moves = board_moves(_board(DRAUGHTS))
    # The front row is the third from the bottom; its middle man is tried straight ahead, then diagonally.
    assert moves[:3] == [(_cell(5, 4), _cell(4, 4)), (_cell(5, 4), _cell(4, 3)), (_cell(5, 4), _cell(4, 5))]
    assert all(start[1] == _cell(5, 0)[1] and end[1] == _cell(4, 0)[1] for start, end in moves)


def test_a_grid_without_pieces_by_the_player_or_full_of_them_gets_no_drags():
    assert board_moves(_board(["..."] * 3)) == []  # cells of a grid, no piece on the bottom row
    assert board_moves(_board(["xxx", "xxx", "xxx"])) == []  # a full match-3 grid: nowhere to slide
    assert board_moves(None) == []


def test_on_a_board_nearly_full_a_piece_beside_an_empty_cell_slides_into_it():
    # A sliding-block puzzle (klotski's blocks over a 4 by 5 board, two cells free at the bottom):
    # not two sides facing, so no piece is pushed ahead; the pieces beside the holes slide in.
    moves = board_moves(_board(["xxxx", "xxxx", "xxxx", "xxxx", "x..x"]))
    assert moves[0] == (_cell(3, 1), _cell(4, 1))  # the piece above the lower left hole, down into it
    assert (_cell(4, 0), _cell(4, 1)) in moves and (_cell(3, 2), _cell(4, 2)) in moves
    assert all(abs(a[0] - b[0]) + abs(a[1] - b[1]) == 50 for a, b in moves)  # one cell, never diagonal
    assert len(moves) <= MAX_BOARD_DRAGS
