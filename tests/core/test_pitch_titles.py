"""A pitch that names a particular game asks for that game, not only its kind ("a chrome dino game")."""

from __future__ import annotations

from typing import Any

import pytest

from crumb.adapters.local import plan
from crumb.core import ledger, pitch_reader


def _title(pitch: str) -> str | None:
    found = [r for r in pitch_reader.floor(pitch) if r.id == pitch_reader.TITLE_ID]
    return found[0].source if found else None


@pytest.mark.parametrize(
    ("pitch", "words", "key"),
    [
        ("a chrome dino game", "chrome dino", "chrome_dino"),
        ("un juego como Doodle Jump con monedas", "Doodle Jump", "doodle_jump"),
        ("ein Spiel wie Subway Surfers", "Subway Surfers", "subway_surfers"),
        ("a flappy bird clone with coins", "flappy bird", "flappy_bird"),
        ("パックマンみたいなゲーム", "パックマン", "pac_man"),
        ("두들 점프 같은 게임", "두들 점프", "doodle_jump"),
        ("a mario kart style racer", "mario kart", "mario_kart"),  # the longer title, not Mario's
        ("jogo tipo slither.io", "slither.io", "slither_io"),
    ],
)
def test_a_particular_game_named_is_a_title_requirement_in_the_pitchs_words(pitch, words, key):
    assert _title(pitch) == words
    assert pitch_reader.title(pitch) == (key, words)
    assert not [r for r in pitch_reader.read(pitch) if r.id == pitch_reader.TITLE_ID]  # the floor's, not read's


@pytest.mark.parametrize(
    "pitch",
    ["a 60-second match-3 with a combo bonus", "an endless runner with a dinosaur", "a platformer, jump on walls"],
)
def test_a_kind_named_without_a_game_asks_for_no_title(pitch):
    assert _title(pitch) is None


def _spec(*requirements: dict[str, Any]) -> dict[str, Any]:
    return {
        "title": "T",
        "genre": "runner",
        "pitch": "a chrome dino game",
        "acceptance_criteria": [{"id": "AC1", "text": "t", "predicate": "true"}],
        "requirements": [
            {
                "id": "genre",
                "kind": "genre",
                "text": "runner",
                "value": "runner",
                "source": "chrome dino",
                "criteria": ["AC1"],
            },
            {"id": "language", "kind": "language", "text": "English", "value": "en", "criteria": ["AC1"]},
            *requirements,
        ],
    }


def test_the_kinds_requirement_from_the_same_words_does_not_cover_the_title():
    added = [r for r, origin in ledger.merge("a chrome dino game", _spec()) if origin == ledger.FROM_PITCH]
    assert [(r.id, r.status) for r in added] == [("title", "unmet")]


def test_a_ledger_requirement_with_the_titles_id_covers_it():
    dino = {"id": "title", "kind": "ask", "text": "cacti to jump", "source": "chrome dino", "criteria": ["AC1"]}
    assert not [r for r, origin in ledger.merge("a chrome dino game", _spec(dino)) if origin == ledger.FROM_PITCH]


@pytest.mark.parametrize(
    ("pitch", "template", "name"),
    [
        ("a chrome dino game", "Sky Hopper", "the Chrome dinosaur game"),
        ("un juego como doodle jump", "Ledge Runner", "Doodle Jump"),
        ("a vampire survivors game", "Star Siege", "Vampire Survivors"),
    ],
)
def test_the_offline_studio_says_its_template_is_not_the_game_named(pitch, template, name):
    spec, _ = plan(pitch)
    title = next(r for r in spec.requirements if r.id == pitch_reader.TITLE_ID)
    assert title.status == "unmet" and not title.criteria
    assert f"{template} ({spec.genre}) is not {name}" in title.reason and "bind a model" in title.reason
    assert next(r for r in spec.requirements if r.id == "genre").status == "planned"  # the kind it does build


@pytest.mark.parametrize("pitch", ["a flappy bird clone", "a space invaders game", "like candy crush but 60 seconds"])
def test_a_template_that_is_the_game_named_proves_the_title_as_it_proves_the_kind(pitch):
    spec, _ = plan(pitch)
    by_id = {r.id: r for r in spec.requirements}
    assert by_id["title"].status == "planned" and by_id["title"].criteria == by_id["genre"].criteria != []


# --- a game said not to be ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("pitch", "kind"),
    [
        ("not like flappy bird, a snake game", "snake"),
        ("no es como tetris, es un juego de serpiente", "snake"),
        ("pas comme pac-man, un jeu de serpent", "snake"),
        ("ce n'est pas comme tetris, un jeu de serpent", "snake"),
        ("kein tetris, ein Schlangenspiel", "snake"),
        ("nicht wie Tetris, sondern ein Schlangenspiel", "snake"),
        ("non come tetris, un gioco del serpente", "snake"),
        ("não é tipo tetris, um jogo da cobrinha", "snake"),
        ("niet zoals tetris maar een slangenspel", "snake"),
        ("не как тетрис, а змейка", "snake"),
        ("nie jak tetris, gra w węża", "snake"),
    ],
)
def test_a_game_said_not_to_be_like_is_neither_the_kind_nor_a_title(pitch: str, kind: str):
    """A negation with a word for "like" after it (``LIKENESS``: "not like", "no es como", "pas comme")
    says the game named is not wanted, as "kein tetris" does: the kind is the one the pitch asks for."""
    found = {r.id: r for r in pitch_reader.floor(pitch)}
    assert found["genre"].value == kind
    assert pitch_reader.TITLE_ID not in found
    assert pitch_reader.title(pitch) is None


@pytest.mark.parametrize(
    ("pitch", "key", "kind"),
    [
        ("like flappy bird but not hard", "flappy_bird", "runner"),
        ("como pac-man pero no difícil", "pac_man", "maze"),
        ("comme pac-man mais pas trop dur", "pac_man", "maze"),
        ("wie Flappy Bird, aber nicht schwer", "flappy_bird", "runner"),
    ],
)
def test_a_negation_after_the_game_named_keeps_it(pitch: str, key: str, kind: str):
    found = {r.id: r for r in pitch_reader.floor(pitch)}
    assert found["genre"].value == kind
    assert pitch_reader.title(pitch) is not None and pitch_reader.title(pitch)[0] == key  # type: ignore[index]
