"""The reader over a sixteenth held-out set (``tests/core/pitches_sixteenth.py``), written before the reader
was run on it: each pitch read as listed unless ``MISREAD`` names why not, each number kept on its
requirement, each ask asked unless ``UNASKED`` names why not; and the general causes the set showed:

- a round said to end is lost ("the game ends when you hit the wall"), unless it says only when ("the game
  ends after 45 seconds": the time limit);
- a way to lose keeps a count of one ("if you drop one apple") and a number of times ("twice");
- Turkish "kaybedersin" (you lose) is a way to lose, but not after what is lost instead ("bir can
  kaybedersin", you lose a life);
- a limit on how often a thing is done is asked ("you can only jump once");
- an Arabic word is not found inside another ("مقلوب", upside down, holds "قلوب", hearts);
- a place said with "and" is one ask ("top and bottom")."""

from __future__ import annotations

from collections import Counter

import pytest

from crumb.core import pitch_reader

from .pitches import Pitch
from .pitches_sixteenth import READINGS, SIXTEENTH, Counted
from .test_pitch_fifteenth import asked_and_kept, reads_as_listed_unless_misread, still_missed

MISREAD: dict[str, str] = {}
UNASKED: dict[str, str] = {
    "um jogo da cobrinha onde você come cerejas": "one unread word ('cerejas') is below the three a stretch needs",
}


def _asks(text: str) -> list[str]:
    return [r.source for r in pitch_reader.floor(text) if r.id.startswith("ask.")]


def _one(text: str, rid: str) -> list[tuple[str, int | None]]:
    return [(r.source, r.count) for r in pitch_reader.floor(text) if r.id == rid]


def test_the_set_is_held_out_as_the_brief_asks():
    """Forty pitches or more, in eight languages or more, each ask and count quoted from its pitch."""
    assert len(SIXTEENTH) >= 40 and len(Counter(case.lang for case in SIXTEENTH)) >= 8
    quoted = [(r.pitch.text, words) for r in READINGS for words in (*r.asks, *(count.words for count in r.counts))]
    assert all(words in text for text, words in quoted)


@pytest.mark.parametrize("case", SIXTEENTH, ids=lambda c: c.text[:40])
def test_each_pitch_reads_as_listed_unless_misread_names_why(case: Pitch):
    reads_as_listed_unless_misread(case, MISREAD)


@pytest.mark.parametrize(
    "reading", [r for r in READINGS if r.pitch.text not in UNASKED], ids=lambda r: r.pitch.text[:40]
)
def test_each_ask_is_asked_and_each_count_kept(reading: Counted):
    asked_and_kept(reading)


@pytest.mark.parametrize("reading", [r for r in READINGS if r.pitch.text in UNASKED], ids=lambda r: r.pitch.text[:40])
def test_an_ask_known_to_be_missed_still_is(reading: Counted):
    still_missed(reading, UNASKED)


def test_a_round_said_to_end_is_a_way_to_lose_with_its_count_of_one():
    """Before, "the game ends" was no word for losing and "one" no count: nothing was read, nothing asked."""
    pitch = "a catcher game, if you drop one apple the game ends"
    assert _one(pitch, "lose") == [("if you drop one apple the game ends", 1)]
    assert _one("a breakout game, the round ends if the ball falls twice", "lose")[0][1] == 2


@pytest.mark.parametrize(
    ("pitch", "seconds"),
    [
        ("the game ends after 60 seconds", 60),
        ("ein Tetris, das Spiel endet nach 2 Minuten", 120),
        ("un casse-briques où la partie se termine au bout de 90 secondes", 90),
        ("لعبة تتريس، اللعبة تنتهي بعد دقيقتين", 120),
    ],
)
def test_a_round_said_to_end_only_at_a_time_is_the_time_limit_not_a_way_to_lose(pitch: str, seconds: int):
    ids = {r.id: r.value for r in pitch_reader.read(pitch)}
    assert "lose" not in ids and ids["time_limit"] == str(seconds)


def test_kaybedersin_is_a_way_to_lose_but_not_after_a_life():
    assert _one("bir yılan oyunu, duvara çarparsan kaybedersin", "lose") == [("duvara çarparsan kaybedersin", None)]
    assert _one("bir yılan oyunu, bir can kaybedersin", "lose") == []


@pytest.mark.parametrize(
    ("pitch", "words"),
    [
        ("runner where you can only jump once", "only jump once"),
        ("un runner donde solo puedes saltar una vez", "una vez"),
        ("只能跳一次的跑酷游戏", "只能跳一次"),
    ],
)
def test_a_limit_on_how_often_a_move_is_done_is_asked(pitch: str, words: str):
    """Before, the words around "jump" were taken as the read jump said at more length: nothing was asked,
    and a runner that jumps at will passed."""
    assert any(words in ask for ask in _asks(pitch)), _asks(pitch)


def test_upside_down_in_arabic_is_no_hearts():
    """'مقلوب' holds 'قلوب' (hearts): it was read as lives, and the place it asks was never asked."""
    assert _one("تتريس مقلوب", "mechanic.lives") == []
    assert _asks("تتريس مقلوب") == ["مقلوب"]
    assert _one("لعبة تتريس مقلوبة مع ثلاث قلوب", "mechanic.lives") == [("ثلاث قلوب", 3)]


def test_a_place_said_with_and_is_one_ask():
    """'and' cut "top and bottom" in two phrases, and neither held a whole word of a place: nothing of it
    was asked but "and bottom"."""
    assert _asks("pong with the paddles at the top and bottom") == ["with the paddles at the top and bottom"]
