"""A pitch that names a creature, a person or a vehicle asks for a game that has it: "an endless runner
with a dinosaur" is no Flappy Bird (crumb.core.pitch_reader.characters, ``character.<key>``)."""

from __future__ import annotations

import pytest

from crumb.adapters.local.planner import plan
from crumb.core.contracts import Requirement
from crumb.core.ledger import merge
from crumb.core.pitch_reader import floor


def _cast(pitch: str) -> dict[str, str]:
    return {r.value: r.source for r in floor(pitch) if r.id.startswith("character.")}


@pytest.mark.parametrize(
    ("pitch", "cast"),
    [
        ("an endless runner with a dinosaur, jump with space", {"dinosaur": "dinosaur"}),
        ("a dinosaur running game where you jump over cactus", {"dinosaur": "dinosaur"}),
        ("un juego de correr con un dinosaurio que salta cactus", {"dinosaur": "dinosaurio"}),
        ("스페이스바로 점프하는 공룡 달리기 게임", {"dinosaur": "공룡"}),
        ("恐竜がサボテンを飛び越えるランゲーム", {"dinosaur": "恐竜"}),  # 恐竜 holds 竜, no dragon
        ("the chrome dino game but ur a cat", {"cat": "cat"}),
        ("zoiets als crossy road maar dan met een eend, anderhalve minuut", {"duck": "eend"}),
        ("tipo flappy bird mas com um peixe debaixo d'água", {"fish": "peixe"}),
        ("Tavukla yolu geç, arabalara dikkat", {"chicken": "Tavukla"}),  # a crossing game has its cars
        ("игра-раннер, где котик убегает от собак", {"cat": "котик", "dog": "собак"}),
        (
            "a platformer where you're a cat collecting fish, a dog boss at the end",
            {"cat": "cat", "fish": "fish", "dog": "dog"},
        ),
    ],
)
def test_the_creatures_a_pitch_names_are_asked_for_in_any_language(pitch, cast):
    assert _cast(pitch) == cast


@pytest.mark.parametrize(
    "pitch",
    [
        "a whack-a-mole game where golden moles are worth double",  # the kind's own moles
        "a flappy bird clone",  # the title's bird
        "Ein Flappy-Bird-Klon mit Power-ups",
        "un juego de carreras de coches, dos minutos",  # a car race has cars
        "a game about caring for plants, with a training mode",  # no car, no train
        "纸牌接龙",  # solitaire: 接龙 is no dragon
        "水果忍者风格的切水果游戏",  # Fruit Ninja, the title
        "a snake game with no walls",
        "a space shooter with aliens",  # a shooter has its ships and aliens
        "an endless runner without birds",  # said not to be
        "a runner, no birds please",
    ],
)
def test_no_creature_is_asked_where_the_kind_or_title_has_it_or_none_is_named(pitch):
    assert _cast(pitch) == {}


def test_the_offline_studio_meets_a_creature_its_template_shows_and_no_other():
    spec, _ = plan("an endless runner with a dinosaur, jump with space")
    row = next(r for r in spec.requirements if r.id == "character.dinosaur")
    assert row.status == "unmet"
    assert row.reason.startswith("the offline studio's Sky Hopper (runner) has no dinosaur in it")
    for pitch, key in (
        ("a dodge game where you steer a spaceship", "spaceship"),
        ("like geometry dash but u control a bird", "bird"),
    ):
        spec, _ = plan(pitch)
        row = next(r for r in spec.requirements if r.id == f"character.{key}")
        assert row.status == "planned" and row.criteria, (pitch, row)


def test_a_planners_ledger_covers_the_creature_only_by_saying_it():
    pitch = "an endless runner with a dinosaur"
    genre = Requirement(id="genre", kind="genre", text="an endless runner", source="endless runner", value="runner")
    plain = {"requirements": [genre.model_dump() | {"criteria": ["AC1"], "status": "planned"}]}
    status = {r.id: s for r, s in merge(pitch, plain)}
    assert status["character.dinosaur"] == "pitch"  # added from the pitch, unmet
    dino = Requirement(
        id="character.dinosaur", kind="ask", text="the runner is a dinosaur", source="dinosaur", value="dinosaur"
    )
    said = {"requirements": [*plain["requirements"], dino.model_dump() | {"criteria": ["AC2"], "status": "planned"}]}
    status = {r.id: s for r, s in merge(pitch, said)}
    assert status["character.dinosaur"] == "ledger"
