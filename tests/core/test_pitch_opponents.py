"""The computer as the opponent is a requirement (``mechanic.vs_computer``), read in the languages the
lexicons cover, not an ask the studio could never meet; the computer so named is no device to play on;
a computer to play on is still one, and a race against the clock has no opponent."""

from __future__ import annotations

import pytest

from crumb.core import pitch_reader

VS = "mechanic.vs_computer"


def _ids(pitch: str) -> set[str]:
    return {r.id for r in pitch_reader.floor(pitch)}


@pytest.mark.parametrize(
    "pitch",
    [
        "chess against the computer",
        "tic tac toe vs AI",
        "single player pong against an AI paddle",
        "ajedrez contra el ordenador",
        "tres en raya contra la computadora",
        "un morpion contre l'ordinateur",
        "un pong contre l'IA",
        "Schach gegen den Computer",
        "Tic-Tac-Toe gegen die KI",
        "xadrez contra o computador",
        "pong contra a máquina",
        "scacchi contro il computer",
        "pong contro la CPU",
        "コンピュータと対戦できるチェス",
        "CPU対戦の三目並べ",
        "人机对战的井字棋",
        "和电脑下国际象棋",
        "컴퓨터와 대결하는 체스",
        "AI랑 하는 틱택토",
        "шахматы против компьютера",
        "bilgisayara karşı satranç",
        "yapay zekaya karşı pong",
        "szachy z komputerem",
        "شطرنج ضد الكمبيوتر",
        "schaken tegen de computer",
        "कंप्यूटर के खिलाफ शतरंज",
    ],
)
def test_the_computer_as_the_opponent_is_read_and_not_asked_nor_a_target(pitch: str):
    floor = pitch_reader.floor(pitch)
    ids = {r.id for r in floor}
    assert VS in ids, [(r.id, r.source) for r in floor]
    assert not [r for r in floor if r.id.startswith(("ask.", "target."))], [(r.id, r.source) for r in floor]


@pytest.mark.parametrize(
    ("pitch", "absent", "present"),
    [
        ("a racing game against the clock", VS, "genre"),
        ("a snake game for my computer", VS, "target.desktop"),
        ("a chess game to play on the computer", VS, "target.desktop"),
        ("connect four against the computer", "ask.1", VS),  # "four" is the game's name, no count of it
    ],
)
def test_no_opponent_where_none_is_said(pitch: str, absent: str, present: str):
    ids = _ids(pitch)
    assert absent not in ids and present in ids, ids
