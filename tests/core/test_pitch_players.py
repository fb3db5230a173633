"""How many players a pitch asks to play at once: a number right before a word for players, in the
languages of crumb.core.pitch_player_words; a read "multiplayer" is held to it."""

from __future__ import annotations

import pytest

from crumb.core import pitch_reader


@pytest.mark.parametrize(
    ("pitch", "count", "words"),
    [
        ("a multiplayer battle royale with 100 players", 100, "100 players"),
        ("pong multijugador para 4 jugadores", 4, "4 jugadores"),
        ("Mehrspieler-Pong für vier Spieler", 4, "vier Spieler"),
        ("un jeu de course à 8 joueurs", 8, "8 joueurs"),
        ("4人で遊べるレースゲーム", 4, "4人"),
        ("四人乒乓球游戏", 4, "四人"),
        ("4명이 하는 레이싱 게임", 4, "4명"),
        ("gra wyścigowa dla 6 graczy", 6, "6 graczy"),
        ("гонки на 4 игрока", 4, "4 игрока"),
        ("a two player chess game", 2, "two player"),
    ],
)
def test_the_number_of_players_is_read_with_its_words(pitch: str, count: int, words: str) -> None:
    assert pitch_reader.players(pitch) == (count, words)


@pytest.mark.parametrize("pitch", ["a multiplayer snake", "snake with 3 lives", "a race with 4 lanes", "一个4关的游戏"])
def test_no_number_of_players_where_none_is_said(pitch: str) -> None:
    assert pitch_reader.players(pitch) is None
