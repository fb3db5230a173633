"""Where a thing is, or which way a game runs ("breakout where the paddle is on the left side", "a vertical
shooter", "tetris upside down"): no template lays a game out any other way than its own, so the offline
studio leaves the place unmet in the pitch's words, where it used to plan the usual game with nothing
unmet and pass it. An ask of which way the game runs and nothing more ("a vertical shooter") is held to the
criterion that the template runs that way, where it does and proves it in the browser."""

from __future__ import annotations

from pathlib import Path

import pytest

from crumb.adapters.local import plan
from crumb.adapters.local.requirements import ledger
from crumb.qa import BrowserPool

from .studio import broken, criterion_id, failed

# (pitch, the template built, the words the unmet row quotes)
PLACED = [
    ("breakout where the paddle is on the left side", "breakout", "on the left side"),
    ("un casse-briques avec la raquette à gauche", "breakout", "à gauche"),
    ("パドルが左側にあるブロック崩し", "breakout", "左側"),
    ("тетрис вверх ногами", "tetris", "вверх ногами"),
    ("a horizontal shooter with 3 lives", "shooter", "horizontal"),
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


VERTICAL = "the game runs vertically: the ship sits below the formation and its shot flies up at it"


@pytest.mark.parametrize(
    "goal", ["a vertical shooter with 3 lives", "縦スクロールのシューティング", "dikey bir shooter oyunu"]
)
def test_a_vertical_shooter_is_held_to_the_criterion_that_the_shooter_runs_vertically(goal: str):
    """Before, "vertical" was unmet beside the shooter template, which is vertical: a person was asked to
    approve what the studio can check."""
    spec, _ = plan(goal)
    asked = [r for r in spec.requirements if r.kind == "ask"]
    assert [r.status for r in asked] == ["planned"] and asked[0].criteria == [criterion_id(spec, VERTICAL)]


def test_a_horizontal_shooter_is_unmet_naming_the_way_the_template_runs():
    spec, _ = plan("a horizontal shooter, two minutes")
    asked = [r for r in ledger("a horizontal shooter, two minutes", spec)[0] if r.kind == "ask"]
    assert [r.status for r in asked] == ["unmet"] and "template runs vertically" in (asked[0].reason or "")


@pytest.mark.browser
def test_the_shooter_is_proven_vertical_in_chromium_and_a_build_whose_shots_fly_down_fails(
    tmp_path: Path, pool: BrowserPool
) -> None:
    spec, _ = plan("a vertical shooter with 3 lives")
    first, report = broken(spec, tmp_path, pool, "s.y -= 520 * dt", "s.y += 520 * dt")
    assert criterion_id(spec, VERTICAL) not in failed(first)
    assert criterion_id(spec, VERTICAL) in failed(report)
