"""What a catcher catches is asked: the gap of its names ("catch~ … falling", "fallend~ … fang~", "落ちてくる
… をキャッチ") is the place of the thing, so a word said beside a part of one is that thing, however few its
words ("catch eggs"). Before, 'egg' was a word of the kind's own names ('egg catcher') and one word below the
three an unread stretch needs, and a thing inside the kind's words ("catch the falling apples") was the
kind's: a catcher of apples passed for one of eggs."""

from __future__ import annotations

import pytest

from crumb.core import pitch_reader
from crumb.core.pitch_things import things

from .pitches_asks import LABELLED
from .pitches_asks_held import HELD_OUT


def _asks(pitch: str) -> list[str]:
    return [r.source for r in pitch_reader.floor(pitch) if r.id.startswith("ask.")]


@pytest.mark.parametrize(
    ("pitch", "thing"),
    [
        ("a catcher game where you catch eggs", "eggs"),  # 'egg' is a word of 'egg catcher'
        ("catch the falling apples with a basket", "apples"),  # inside the kind's own words
        ("catch eggs with a basket", "eggs"),
        ("a catcher game where you catch bananas and avoid bombs", "bananas"),  # not past 'and'
        ("un juego de atrapar huevos con una cesta", "huevos"),
        ("atrapa huevos que caen", "huevos"),
        ("ein Spiel, in dem man fallende Eier fängt", "Eier"),  # in the gap
        ("Eier fangen mit einem Korb", "Eier"),  # before the verb
        ("un jeu où on attrape des œufs qui tombent avec un panier", "œufs"),
        ("игра где надо ловить падающие яблоки корзиной", "яблоки"),
        ("gra w łapanie spadających jajek do koszyka", "jajek"),
        ("een spel waarin je vallende eieren vangt met een mandje", "eieren"),
        ("落ちてくる卵をキャッチ", "卵"),  # one letter of meaning
        ("接住掉下来的苹果", "苹果"),  # quoted without its particle
    ],
)
def test_what_a_catcher_catches_is_asked_in_every_language(pitch: str, thing: str):
    assert thing in _asks(pitch)


@pytest.mark.parametrize(
    ("pitch", "why"),
    [
        ("a catcher game where you catch falling fruit", "fruit is read: a fruit look"),
        ("ein Spiel, in dem man fallende Sterne fängt", "stars are read: a space look"),
        ("落ちてくるフルーツをカゴでキャッチするゲーム", "fruit is read: a fruit look"),
        ("a game where you catch the stars falling from the sky", "the sky is past 'from the': nothing caught"),
        ("a catcher game, if you drop one apple the game ends", "the apple is the way to lose's, no catch said"),
        ("Luftballons zerplatzen lassen, fürs Handy", "'lassen' (let) asks no more than the popping"),
    ],
)
def test_a_thing_read_otherwise_or_not_beside_the_verb_asks_nothing(pitch: str, why: str):
    assert _asks(pitch) == [], why


@pytest.mark.parametrize(
    "pitch",
    [
        "a platformer where you collect coins and stomp enemies",
        "a snake that grows longer",
        "an endless runner where you jump over cactus",
    ],
)
def test_a_kind_without_a_place_for_a_thing_in_its_names_has_none(pitch: str):
    """A verb and its object said of any kind most often say what the kind already is ("collect coins")."""
    genre = next(r for r in pitch_reader.read(pitch) if r.id == "genre")
    assert things(pitch, (), genre.value) == ()


def test_no_labelled_pitch_gets_a_thing_it_does_not_ask():
    """The first labelled set and the held-out one: a rule of a verb and the word after it asked on them
    what they never did; each thing found here is one of the pitch's labelled asks."""
    for text, _lang, labelled in (*LABELLED, *HELD_OUT):
        genre = next((r for r in pitch_reader.read(text) if r.id == "genre"), None)
        found = things(text, (), genre.value) if genre else ()
        assert all(any(thing in ask or ask in thing for ask in labelled) for thing in found), (text, found)
