"""The falling-blocks (Tetris-like), car racing, noughts-and-crosses, chess and pong templates: a pitch for one, in any language the house
reads, is built as one, not as the nearest other genre, and QA proves its kind by playing it (keys, taps
and swipes, its rules through the hook); a build that breaks one of its rules fails that rule's criterion,
and the kind asked for is then unmet."""

from __future__ import annotations

from pathlib import Path

import pytest

from crumb.adapters.local import judge, plan
from crumb.adapters.local.criteria import RULES
from crumb.qa import BrowserPool

from .studio import broken, criterion_id, failed, ledger_rows, qa

# Per genre: pitches in three languages, each with the language the studio reads in it.
GOALS = {
    "tetris": [("a tetris game", "en"), ("un juego de tetris con niveles", "es"), ("テトリス", "ja")],
    "racing": [("a car racing game", "en"), ("un juego de carreras de coches", "es"), ("レースゲーム", "ja")],
    "tic_tac_toe": [
        ("a tic-tac-toe game", "en"),
        ("un juego de tres en raya para dos jugadores", "es"),
        ("三目並べ", "ja"),
    ],
    "chess": [("a chess game", "en"), ("un juego de ajedrez para dos jugadores", "es"), ("チェス", "ja")],
    "pong": [("a pong game", "en"), ("un juego de pong para dos jugadores", "es"), ("2人で遊べるポンゲーム", "ja")],
}
MORE = [
    ("tetris", "俄罗斯方块", "zh"),
    ("tetris", "a falling blocks puzzle", "en"),
    ("racing", "레이싱 게임", "ko"),
    ("tic_tac_toe", "Un morpion à deux joueurs sur le même téléphone", "fr"),
    ("tic_tac_toe", "крестики-нолики", "ru"),
    ("tic_tac_toe", "井字棋", "zh"),
    ("chess", "Ein Schachspiel für zwei Spieler", "de"),
    ("chess", "国际象棋", "zh"),
    ("chess", "체스 게임", "ko"),
    ("pong", "두 명이 함께 하는 탁구 게임", "ko"),
    ("pong", "a two-player pong on one keyboard", "en"),
]
PLANNED = [(genre, goal, lang) for genre, pairs in GOALS.items() for goal, lang in pairs] + MORE
# Per genre: a place in its code made to break one rule, and the rule's criterion that must then fail.
BROKEN = [
    # Full rows are counted but never taken away, nor scored.
    ("tetris", "if (!full.length) return;", "if (full.length >= 0) return;", "a full row clears and scores"),
    # The stack reaches the top and the next piece enters over it anyway.
    (
        "tetris",
        "if (!fits(cur)) E.over();",
        "if (!fits(cur)) cur.y = -9;",
        "a stack that reaches the top ends the round",
    ),
    # Lines are counted but the level never rises.
    (
        "tetris",
        "if (lv > E.level) E.levelUp(",
        "if (lv < 0) E.levelUp(",
        "clearing enough lines raises the level and the pieces fall faster",
    ),
    # Gravity does nothing: the piece hangs where it entered.
    ("tetris", "if (fits(cur, 0, 1)) { cur.y++;", "if (false) { cur.y++;", "the pieces fall on their own"),
    # A car passed is counted but scores nothing.
    ("racing", "passed++; E.hit(10,", "passed++; (function () {})(10,", "passing a car scores"),
    # A crash is counted but costs nothing.
    ("racing", "if (E.loseLife(cx, PY)) return;", "if (!cx) return;", "hitting a car costs a life"),
    # The road keeps the speed it started at.
    ("racing", "return Math.min(2.2, 1 + 0.03 * E.t);", "return 1;", "the road speeds up as the race goes on"),
    # A taken cell is marked over.
    ("tic_tac_toe", "if (cells[i]) { refused++;", "if (false) { refused++;", "a mark on a taken cell is refused"),
    # Three in a row is not seen: the game goes on.
    ("tic_tac_toe", "if (l) { line = l;", "if (false) { line = l;", "three in a row wins the round and scores"),
    # The computer never plays its O.
    (
        "tic_tac_toe",
        "if (!two && turn === 'o')",
        "if (false && turn === 'o')",
        "the other side answers a mark: the computer plays O, or the second player has the turn",
    ),
    # Rounds are counted but the match never ends.
    (
        "tic_tac_toe",
        "if (wins.x >= NEED ||",
        "if (false && wins.x >= NEED ||",
        "winning most of the rounds ends the match",
    ),
    # Any move asked for is played, by the rules or not.
    (
        "chess",
        "if (!m) { refused++;",
        "if (!m) { m = { from: from, to: to, flag: '' };",
        "a piece moves only as its rules allow: a pawn cannot jump three squares",
    ),
    # A move is legal whatever it leaves its own king in.
    (
        "chess",
        "return pseudo(p).filter(",
        "return pseudo(p) || [].filter(",
        "a move that leaves one's own king in check is refused",
    ),
    # A capture takes the piece and scores nothing.
    ("chess", "if (two || mover === 'w') E.hit(10 *", "if (false) E.hit(10 *", "capturing a piece scores its value"),
    # The side without a legal move is never found mated: the game goes on.
    ("chess", "if (!legal(pos).length) {", "if (false) {", "checkmate ends the game"),
    # The computer never plays Black.
    (
        "chess",
        "if (!two && pos.turn === 'b')",
        "if (false && pos.turn === 'b')",
        "the other side answers a move: the computer plays Black, or the second player has the turn",
    ),
    # The ball goes through the player's paddle.
    (
        "pong",
        "bounce(me, -1, E, true)",
        "(function () {})(me, -1, E, true)",
        "the ball comes back off the player's paddle, faster",
    ),
    # A point won is counted but scores nothing.
    (
        "pong",
        "pts.me++; E.hit(10,",
        "pts.me++; (function () {})(10,",
        "a ball past the far paddle is the player's point and scores",
    ),
    # A ball past the player's paddle bounces back off the edge instead.
    (
        "pong",
        "else if (ball.y > bottom + R) point(false, E);",
        "else if (ball.y > bottom + R) ball.vy = -ball.vy;",
        "a ball past the player's paddle is the other side's point",
    ),
    # Points are counted but the match never ends.
    (
        "pong",
        "if (pts.me >= NEED ||",
        "if (false && pts.me >= NEED ||",
        "the first to the match's points wins and the game ends",
    ),
]


@pytest.mark.parametrize(("genre", "goal", "lang"), PLANNED)
def test_a_pitch_for_the_kind_is_planned_as_its_template_with_no_nearest_note(genre: str, goal: str, lang: str) -> None:
    spec, _ = plan(goal)
    assert (spec.genre, spec.language) == (genre, lang)
    assert not [n for n in spec.notes if "nearest" in n], spec.notes
    row = next(r for r in spec.requirements if r.kind == "genre")
    assert row.status == "planned" and row.value == genre, row
    assert {criterion_id(spec, text) for text, *_ in RULES[genre]} <= set(row.criteria)


def test_levels_asked_of_a_tetris_are_the_games_own_and_proved_by_their_criterion() -> None:
    spec, _ = plan("un juego de tetris con niveles")
    levels = next(r for r in spec.requirements if r.id == "mechanic.levels")
    assert spec.mechanics == ["levels"] and levels.status == "planned" and levels.criteria, levels


@pytest.mark.browser
@pytest.mark.parametrize("goal", [goal for pairs in GOALS.values() for goal, _ in pairs])
def test_the_pitch_is_played_by_qa_and_every_requirement_is_met(goal: str, tmp_path: Path, pool: BrowserPool) -> None:
    spec, _ = plan(goal)
    report = qa(spec, tmp_path, pool)
    assert report.verdict == "playable" and not failed(report), [(a.id, a.detail) for a in report.acceptance]
    for check in ("input_response", "phone_fit", "play"):
        assert report.check(check).status == "pass", report.check(check)
    assert report.play is not None and report.play.runs[-1].inputs
    rows = ledger_rows(goal, spec, report)
    assert rows["genre"].met and all(row.met for row in rows.values()), [r for r in rows.values() if not r.met]
    assert judge(spec, report, goal=goal).verdict == "PASS"


@pytest.mark.browser
@pytest.mark.parametrize(("genre", "code", "instead", "rule"), BROKEN)
def test_a_build_that_breaks_a_rule_fails_that_rule_and_the_kind_is_unmet(
    genre: str, code: str, instead: str, rule: str, tmp_path: Path, pool: BrowserPool
) -> None:
    goal = GOALS[genre][0][0]
    spec, _ = plan(goal)
    first, report = broken(spec, tmp_path, pool, code, instead)
    assert not failed(first)
    assert criterion_id(spec, rule) in failed(report)
    row = ledger_rows(goal, spec, report)["genre"]
    assert not row.met and row.reason.startswith("criterion "), row
    assert judge(spec, report, goal=goal).verdict != "PASS"
