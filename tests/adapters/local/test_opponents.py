"""The computer as the opponent ("chess against the computer", "ajedrez contra el ordenador", "gegen den
Computer", "コンピュータと対戦", "vs AI"): read in any language the lexicons cover as
``mechanic.vs_computer``, met by the templates that have a computer's side (chess, noughts and crosses,
pong: QA plays a move and the computer answers it), unmet where none has (connect four, racing), and
unmet too in a build whose computer never plays."""

from __future__ import annotations

from pathlib import Path

import pytest

from crumb.adapters.local import judge, plan
from crumb.qa import BrowserPool

from .studio import broken, criterion_id, failed, ledger_rows, qa

VS = "mechanic.vs_computer"
# (pitch, the template built)
MET = [
    ("chess against the computer", "chess"),
    ("ajedrez contra el ordenador", "chess"),
    ("Schach gegen den Computer", "chess"),
    ("コンピュータと対戦できるチェス", "chess"),
    ("szachy z komputerem", "chess"),
    ("tic tac toe vs AI", "tic_tac_toe"),
    ("un morpion contre l'ordinateur", "tic_tac_toe"),
    ("人机对战的井字棋", "tic_tac_toe"),
    ("컴퓨터와 대결하는 틱택토", "tic_tac_toe"),
    ("pong contro la CPU", "pong"),
    ("yapay zekaya karşı pong", "pong"),
    ("شطرنج ضد الكمبيوتر", "chess"),
]
# Kinds whose template has no computer's side, or that the studio cannot build.
UNMET = ["connect four against the computer", "a racing game against AI cars", "a memory game against the computer"]
_COMPUTER = "the computer plays the other side: it answers the player's move on its own"


@pytest.mark.parametrize(("goal", "genre"), MET)
def test_the_computer_asked_as_the_opponent_is_planned_with_the_criterion_that_proves_it(goal: str, genre: str):
    spec, _ = plan(goal)
    row = next(r for r in spec.requirements if r.id == VS)
    assert spec.genre == genre and "vs_computer" in spec.mechanics and "two_players" not in spec.mechanics
    assert row.status == "planned" and row.criteria == [criterion_id(spec, _COMPUTER)], row
    # The computer is no device to play on: no desktop is asked ("z komputerem", "和电脑下").
    assert not [r for r in spec.requirements if r.id.startswith("target.")]


@pytest.mark.parametrize("goal", UNMET)
def test_the_computer_asked_in_a_kind_whose_template_has_none_is_unmet(goal: str):
    spec, _ = plan(goal)
    row = next(r for r in spec.requirements if r.id == VS)
    assert row.status == "unmet" and "vs_computer" not in spec.mechanics, row


@pytest.mark.browser
@pytest.mark.parametrize("goal", ["chess against the computer", "tic tac toe vs AI", "pong contro la CPU"])
def test_qa_proves_the_computer_answers_and_every_requirement_is_met(goal: str, tmp_path: Path, pool: BrowserPool):
    spec, _ = plan(goal)
    report = qa(spec, tmp_path, pool)
    assert not failed(report), [(a.id, a.detail) for a in report.acceptance if a.status == "fail"]
    rows = ledger_rows(goal, spec, report)
    assert rows[VS].met and all(row.met for row in rows.values()), [r for r in rows.values() if not r.met]
    assert judge(spec, report, goal=goal).verdict == "PASS"


@pytest.mark.browser
@pytest.mark.parametrize(
    ("goal", "code", "instead"),
    [
        ("tic tac toe vs AI", "if (!two && turn === 'o')", "if (false && turn === 'o')"),
        ("chess against the computer", "if (!two && pos.turn === 'b')", "if (false && pos.turn === 'b')"),
    ],
)
def test_a_build_whose_computer_never_plays_leaves_the_opponent_unmet(
    goal: str, code: str, instead: str, tmp_path: Path, pool: BrowserPool
):
    spec, _ = plan(goal)
    first, report = broken(spec, tmp_path, pool, code, instead)
    assert criterion_id(spec, _COMPUTER) not in failed(first)
    assert criterion_id(spec, _COMPUTER) in failed(report)
    row = ledger_rows(goal, spec, report)[VS]
    assert not row.met and row.reason.startswith("criterion "), row
    assert judge(spec, report, goal=goal).verdict != "PASS"
