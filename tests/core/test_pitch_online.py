"""Play over a network is asked: a read "multiplayer" is two players on one device, which a template
(pong, chess, noughts and crosses) has, so "online multiplayer pong" passed on a game nobody can play
online (and QA's page has no network to prove it on)."""

from __future__ import annotations

import pytest

from crumb.core import pitch_reader


@pytest.mark.parametrize(
    ("pitch", "asked"),
    [
        ("online multiplayer pong", "online"),
        ("pong multijugador en línea", "en línea"),
        ("Online-Mehrspieler-Schach", "Online"),
        ("un pong à deux en ligne", "en ligne"),
        ("在线多人贪吃蛇", "在线多人"),
        ("オンライン対戦できるオセロ", "オンライン対戦できる"),
        ("сетевой понг онлайн для двоих", "онлайн"),
    ],
)
def test_a_game_played_online_is_asked_beside_what_is_read(pitch: str, asked: str) -> None:
    asks = [r.source for r in pitch_reader.floor(pitch) if r.id.startswith("ask.")]
    assert any(asked in words for words in asks), asks


@pytest.mark.parametrize(
    "pitch", ["pong for two players on one keyboard", "a snake game", "un juego de memoria para dos jugadores"]
)
def test_two_players_on_one_device_asks_nothing_more(pitch: str) -> None:
    assert [r.source for r in pitch_reader.floor(pitch) if r.id.startswith("ask.")] == []
