"""One life, said in the singular, is the lives mechanic with a count of one: 'a dodger with only one
life' was read as nothing and passed on a dodger with three lives. An article alone is no count ('lose
a life', 'pierdes una vida'); with a word for 'single' or 'only' inside the words it is one."""

from __future__ import annotations

import pytest

from crumb.core import pitch_reader


def _lives(pitch: str) -> tuple[int | None, str] | None:
    return next(((r.count, r.source) for r in pitch_reader.read(pitch) if r.id == "mechanic.lives"), None)


@pytest.mark.parametrize(
    ("pitch", "words"),
    [
        ("a dodger with only one life", "one life"),
        ("a breakout with a single life", "a single life"),
        ("un juego de esquivar con una sola vida", "una sola vida"),
        ("un jeu d'esquive avec une seule vie", "une seule vie"),
        ("um jogo de desviar com uma vida só", "uma vida só"),
        ("un gioco di schivare con una sola vita", "una sola vita"),
        ("ein Ausweichspiel mit nur einem Leben", "nur einem Leben"),
        ("een ontwijkspel met één leven", "één leven"),
        ("игра-уворачивалка, у тебя одна жизнь", "одна жизнь"),
        ("tek can ile bir kaçış oyunu", "tek can"),
    ],
)
def test_one_life_said_in_the_singular_is_lives_with_a_count_of_one(pitch: str, words: str) -> None:
    assert _lives(pitch) == (1, words)


@pytest.mark.parametrize(
    ("pitch", "words"),
    [("si te caes pierdes una vida", "pierdes una vida"), ("a breakout where you lose a life", "lose a life")],
)
def test_a_life_lost_is_lives_with_no_count(pitch: str, words: str) -> None:
    assert _lives(pitch) == (None, words)
