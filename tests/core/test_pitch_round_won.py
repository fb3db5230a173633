"""A round said to end ("the game ends", "el juego termina", "das Spiel endet", "ゲーム終了") says neither that it
is lost nor won: where its clause says the round is done (all or every one of a thing cleared, a goal
reached) it is the way to win, never a way to lose; where it says how the player fails, or that the round
ends when something is not done, it is lost."""

from __future__ import annotations

import pytest

from crumb.core import pitch_reader


def _ways(pitch: str) -> dict[str, str]:
    return {r.id: r.source for r in pitch_reader.read(pitch) if r.id in ("win", "lose")}


@pytest.mark.parametrize(
    ("pitch", "clause"),
    [
        ("a breakout game, the game ends when you clear all bricks", "the game ends when you clear all bricks"),
        ("a maze game, the game ends when you reach the goal", "the game ends when you reach the goal"),
        ("a platformer, the game ends when you collect every coin", "the game ends when you collect every coin"),
        (
            "un breakout, el juego termina cuando rompes todos los ladrillos",
            "el juego termina cuando rompes todos los ladrillos",
        ),
        (
            "un juego de laberinto, el juego termina cuando llegas a la meta",
            "el juego termina cuando llegas a la meta",
        ),
        (
            "un casse-briques, la partie se termine quand tu casses toutes les briques",
            "la partie se termine quand tu casses toutes les briques",
        ),
        # German and Russian set the clause that says when off with a comma, before or after.
        ("breakout, das Spiel endet, wenn alle Steine weg sind", "das Spiel endet, wenn alle Steine weg sind"),
        ("Breakout: wenn alle Steine weg sind, endet das Spiel", "wenn alle Steine weg sind, endet das Spiel"),
        (
            "игра арканоид, игра заканчивается, когда ты разбиваешь все кирпичи",
            "игра заканчивается, когда ты разбиваешь все кирпичи",
        ),
        ("ブロック崩し、すべてのブロックを消したらゲーム終了", "すべてのブロックを消したらゲーム終了"),
    ],
)
def test_a_round_said_to_end_when_it_is_done_is_the_way_to_win_and_no_way_to_lose(pitch: str, clause: str):
    """Before, every round said to end was a way to lose: a breakout that ends on its last brick had 'lose'
    held to that ending (and, where no word for winning was said, no way to win at all)."""
    assert _ways(pitch) == {"win": clause}


@pytest.mark.parametrize(
    ("pitch", "why"),
    [
        ("a breakout game, the game ends when you lose all your lives", "all the lives: a cause of losing"),
        ("a breakout, the game ends if you don't clear all bricks", "a round that ends on what is not done"),
        ("a snake game, the game ends when you hit the wall", "the wall: a cause of losing"),
        ("a catcher game, if you drop one apple the game ends", "nothing is done: an apple is dropped"),
        (
            "Платформер в пустыне: выигрываешь, когда собираешь все монеты, конец игры — если упадёшь в лаву",
            "the clause after the dash says when the round ends: in lava; 'все монеты' is the win's, before it",
        ),
    ],
)
def test_a_round_said_to_end_otherwise_is_still_lost(pitch: str, why: str):
    assert "lose" in _ways(pitch), why


def test_a_word_for_losing_is_lost_whatever_its_clause_says():
    """Only a round said to end is read by its clause: 'you lose' says which it is."""
    assert "lose" in _ways("a breakout where you lose unless you clear all bricks in a minute")
