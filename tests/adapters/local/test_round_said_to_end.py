"""A round said to end ("the game ends", "das Spiel endet") is a way to lose the offline studio holds to the
criterion that ends its template's round so, or reports unmet with the reason: never a template's own end
taken for one with another number ("if you drop one apple the game ends" is no catcher that ends on its
third miss). One said to end only at a time is the time limit."""

from __future__ import annotations

from crumb.adapters.local import plan
from crumb.adapters.local.requirements import ledger


def _rows(goal: str) -> dict[str, tuple[str, int | None, str, list[str]]]:
    spec, _ = plan(goal)
    return {r.id: (r.status, r.count, r.reason or "", list(r.criteria)) for r in ledger(goal, spec)[0]}


def test_a_way_to_lose_with_a_count_of_one_is_unmet_with_its_number():
    """Before, nothing of "the game ends" was read and the ledger had no lose row: the pitch passed with a
    catcher that forgives two misses."""
    status, count, reason, _ = _rows("a catcher game, if you drop one apple the game ends")["lose"]
    assert (status, count) == ("unmet", 1)
    assert "has the number 1" in reason and "catcher" in reason


def test_a_round_said_to_end_at_the_wall_is_held_to_the_snakes_end_at_the_wall():
    status, _count, _reason, criteria = _rows("a snake game, the game ends when you hit the wall")["lose"]
    assert status != "unmet" and criteria


def test_a_round_said_to_end_after_a_time_is_the_timer_and_no_way_to_lose():
    rows = _rows("a whack-a-mole game, the game ends after 45 seconds")
    assert "lose" not in rows and rows["time_limit"][0] != "unmet"
