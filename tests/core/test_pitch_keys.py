"""A key whose name is also another word: "jump with space" asks for the space bar, not a space look."""

from __future__ import annotations

import pytest

from crumb.core import pitch_reader


def _ids(pitch: str) -> dict[str, str]:
    return {r.id: r.source for r in pitch_reader.floor(pitch)}


@pytest.mark.parametrize(
    ("pitch", "words"),
    [
        ("an endless runner with a dinosaur, jump with space", "with space"),
        ("jump with space, duck with the down arrow", "with space"),
        ("hit space to shoot", "hit space"),
        ("hold space to fly higher", "hold space"),
        ("press space and the arrows", "press space"),
        ("pulsa espacio para saltar", "pulsa espacio"),
        ("un runner donde saltas con espacio", "con espacio"),
        ("appuie sur espace pour sauter", "appuie sur espace"),
        ("un jeu de course, sauter avec espace", "avec espace"),
        ("premi spazio per saltare", "premi spazio"),
        ("aperte espaço para pular", "aperte espaço"),
        ("jogo de nave, atira com espaço", "com espaço"),
        ("prem espai per saltar", "prem espai"),
    ],
)
def test_a_key_named_by_a_word_that_is_also_a_look_is_keyboard_controls_and_no_theme(pitch, words):
    read = _ids(pitch)
    assert read.get("controls.keys") == words, read
    assert "theme" not in read, read
    assert not any(i.startswith("ask.") for i in read), read  # the key's words are read, not asked


@pytest.mark.parametrize(
    ("pitch", "theme"),
    [
        ("a shooter game with space ships", "space"),  # with what: ships, a look
        ("a game where you hit space junk", "space"),  # a verb, then a thing of space
        ("a space shooter, use space to shoot", "space"),  # the look named first, the key after
        ("un juego en el espacio", "espacio"),
        ("um jogo no espaço com naves", "no espaço"),
    ],
)
def test_space_as_a_place_stays_a_theme(pitch, theme):
    read = _ids(pitch)
    assert read.get("theme") == theme, read


def test_the_look_and_the_key_in_one_pitch_are_both_read():
    read = _ids("a space shooter, use space to shoot")
    assert read["theme"] == "space" and read["controls.keys"] == "use space", read


def test_a_key_listed_with_the_other_controls_keeps_the_controls_words_order():
    assert [r.id for r in pitch_reader.read("tap or press space to flap")][:2] == ["controls.keys", "controls.touch"]
