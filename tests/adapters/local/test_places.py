"""Where a thing is, or which way a game runs ("breakout where the paddle is on the left side", "a vertical
shooter", "tetris upside down"): no template lays a game out any other way than its own, so the offline
studio leaves the place unmet in the pitch's words, where it used to plan the usual game with nothing
unmet and pass it."""

from __future__ import annotations

import pytest

from crumb.adapters.local import plan
from crumb.adapters.local.requirements import ledger

# (pitch, the template built, the words the unmet row quotes)
PLACED = [
    ("breakout where the paddle is on the left side", "breakout", "on the left side"),
    ("un casse-briques avec la raquette à gauche", "breakout", "à gauche"),
    ("パドルが左側にあるブロック崩し", "breakout", "左側"),
    ("тетрис вверх ногами", "tetris", "вверх ногами"),
    ("a vertical shooter with 3 lives", "shooter", "vertical"),
    ("倒过来的俄罗斯方块", "tetris", "倒过来"),
]


@pytest.mark.parametrize(("goal", "genre", "words"), PLACED)
def test_a_place_or_a_way_round_is_unmet_beside_the_game_the_template_builds(goal: str, genre: str, words: str):
    spec, _ = plan(goal)
    rows = ledger(goal, spec)[0]
    asked = [r for r in rows if r.kind == "ask"]
    assert spec.genre == genre
    assert [r.status for r in asked] == ["unmet"] and words in asked[0].source, asked
    assert all(r.status != "unmet" for r in rows if r.kind != "ask"), rows


@pytest.mark.parametrize("goal", ["左右キーで動かすブロック崩し", "用左右方向键移动的打砖块"])
def test_moving_left_and_right_leaves_nothing_unmet(goal: str):
    spec, _ = plan(goal)
    assert [r for r in ledger(goal, spec)[0] if r.status == "unmet"] == []
