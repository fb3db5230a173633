"""German and Dutch join words into compounds: a word of their vocabulary is read as the last part
of a compound (its head: a "Riesenschlange" is a snake), never as its first part (a "Schildkröte" is
a turtle, not a shield), and never in a compound that names something else (a "Warteschlange" is a
queue)."""

from __future__ import annotations

import pytest

from crumb.core import pitch_reader


def by_id(pitch: str) -> dict[str, object]:
    return {r.id: r for r in pitch_reader.read(pitch)}


# A compound headed by a word of the vocabulary: (pitch, language, id, value, the pitch's words).
HEADED = [
    ("Eine Riesenschlange frisst Äpfel im Garten", "de", "genre", "snake", "Riesenschlange"),
    ("Ein Spiel mit Giftschlangen im Dschungel", "de", "genre", "snake", "Giftschlangen"),
    ("Ein Blitzschach gegen die Uhr", "de", "genre", "chess", "Blitzschach"),
    ("Ein Flugsimulator über den Alpen", "de", "genre", "simulation", "Flugsimulator"),
    ("Ein Tischfußball für zwei am Handy", "de", "genre", "sports", "Tischfußball"),
    ("Ein Bilderrätsel mit Tieren für Kinder", "de", "genre", "puzzle", "Bilderrätsel"),
    ("Ein Weltraumspiel mit Zwischengegnern", "de", "mechanic.enemies", "enemies", "Zwischengegnern"),
    ("Ein Jump'n'Run mit Riesenmonstern und Münzen", "de", "mechanic.enemies", "enemies", "Riesenmonstern"),
    ("Ein Shooter mit Feuerbomben", "de", "mechanic.bomb", "bomb", "Feuerbomben"),
    ("Ein Autorennen mit einem Nitroschild", "de", "mechanic.shield", "shield", "Nitroschild"),
    ("Ein Rennspiel mit Schokomünzen", "de", "mechanic.coins", "coins", "Schokomünzen"),
    ("Ein Snake mit Giftäpfeln und Bonuspunkten", "de", "mechanic.bonus", "bonus", "Bonuspunkten"),
    ("een spel met reuzenmonsters in de grot", "nl", "mechanic.enemies", "enemies", "reuzenmonsters"),
    ("een snelschaak tegen de klok", "nl", "genre", "chess", "snelschaak"),
    ("een vluchtsimulator boven de bergen", "nl", "genre", "simulation", "vluchtsimulator"),
    ("een platformspel met chocolademunten", "nl", "mechanic.coins", "coins", "chocolademunten"),
    ("een racespel met ruimtevijanden", "nl", "mechanic.enemies", "enemies", "ruimtevijanden"),
    ("een slangenspel met gifappels en bonuspunten", "nl", "mechanic.bonus", "bonus", "bonuspunten"),
]

# German and Dutch pitches that name no kind of game, many with a compound whose last part looks like
# a word of the vocabulary (Warteschlange, Spieleplattform, Dachziegel, Werbestrategie, hartritme).
NO_KIND = [
    "Ein Spiel über die Warteschlange im Supermarkt",
    "Eine Schildkröte sammelt Lebensmittel im Kindergarten",
    "Fledermäuse fliegen durch die Nacht und sammeln Sterne",
    "Die Menschenschlange vor dem Kino wird immer länger",
    "Ein Spiel für die Spieleplattform Steam mit schöner Grafik",
    "Ein Abenteuer auf einer Lernplattform, beantworte die Fragen",
    "Hilf dem Taschenrechner, die Zahlen zu addieren",
    "Ein gemütliches Spiel im Schrebergarten mit Gartenzwergen",
    "Eine Wäscheschleuder dreht sich, fang die Socken",
    "Eine Autoschlange auf der Autobahn, hupe so oft du kannst",
    "Repariere das Dach, bevor die Dachziegel herunterfallen",
    "Ein Bäcker plant seine Werbestrategie für den Sommer",
    "Ein Schlafspiel, das deinen Tagesrhythmus verbessert",
    "Baue einen Schneemann vor dem Rathaus",
    "Dein Haustier will gefüttert werden, sonst wird es traurig",
    "Hilf dem Postboten, die Pakete rechtzeitig zuzustellen",
    "Die Straßenbahn fährt durch die Innenstadt, steig rechtzeitig aus",
    "Ein Spiel über Vitaminen und gesundes Essen",
    "Ein Hausboot auf dem Fluss, fang die Enten",
    "Sammle Pilze im Herbstwald und koche eine Suppe",
    "een spel over de wachtrij bij de bakker",
    "help de schildpad over het tuinpad",
    "een leerplatform met vragen over dieren",
    "verzamel postzegels in je album",
    "repareer het dak voordat de dakpannen vallen",
    "een vleermuis vliegt door de nacht",
    "bouw een sneeuwpop in de achtertuin",
    "een bakker bedenkt een marketingstrategie",
    "meet je hartritme tijdens het sporten",
    "de stuwdammen houden het water tegen",
    "een spel over het werkgeheugen van een computer",
    "een boot vaart langs de kolenmijnen",
    "de keurvorst bezoekt het kasteel met zijn hofhouding",
    "een kok zoekt de juiste ingrediënten in de voorraadkast",
    "een dagje naar de dierentuin met de klas",
]


@pytest.mark.parametrize(("pitch", "lang", "id_", "value", "words"), HEADED)
def test_a_word_of_the_vocabulary_is_read_as_the_head_of_a_german_or_dutch_compound(pitch, lang, id_, value, words):
    found = by_id(pitch)
    assert found["language"].value == lang
    assert found[id_].value == value and found[id_].source == words


@pytest.mark.parametrize("pitch", NO_KIND)
def test_a_german_or_dutch_compound_that_names_something_else_names_no_kind_of_game(pitch):
    assert pitch_reader.language(pitch) in ("de", "nl")
    assert pitch_reader.kind(pitch) is None


def test_a_word_of_the_vocabulary_is_no_compound_s_first_part_nor_a_part_of_an_english_word():
    assert "mechanic.shield" not in by_id("Eine Schildkröte läuft über die Straße")  # a turtle
    assert "mechanic.lives" not in by_id("Ein Spiel über Lebensmittel")  # food
    assert "theme" not in by_id("a snake game with your signature on it")  # no German "natur" in English
    assert "theme" not in by_id("een dagje naar de dierentuin met de klas")  # a zoo, a false friend: no garden


@pytest.mark.parametrize(
    ("pitch", "words"),
    [("Ein Fußballspiel im Hinterhof", "Fußballspiel"), ("een voetbalspel in de achtertuin", "voetbalspel")],
)
def test_a_kind_s_word_that_begins_a_compound_game_name_is_read_by_its_stem(pitch, words):
    assert by_id(pitch)["genre"].value == "sports" and by_id(pitch)["genre"].source == words


def test_a_compound_the_vocabulary_lists_is_read_as_listed_not_as_its_head_too():
    found = by_id("Ein Jump'n'Run mit Endgegner")
    assert found["mechanic.boss"].source == "Endgegner" and "mechanic.enemies" not in found
