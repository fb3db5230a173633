"""Hindi words are written between spaces, with their endings written onto them: a word of the
vocabulary is found from the start of a word to its end, with the endings Hindi writes there
("साँपों", "बढ़ती", "बर्फ़ीले"), never inside another word ("अलावा", besides, holds no lava)."""

from __future__ import annotations

import pytest

from crumb.core import pitch_reader


def by_id(pitch: str) -> dict[str, object]:
    return {r.id: r for r in pitch_reader.read(pitch)}


# (pitch, what it does not ask for though a word of the vocabulary stands inside one of its words)
WORDS_INSIDE = [
    ("इसके अलावा खिलाड़ी को घर लौटना है", "mechanic.hazards"),  # besides: no lava
    ("हेडफ़ोन लगाकर कहानी सुनो", "target.phone"),  # headphones
    ("माइक्रोफ़ोन में गाना गाओ", "target.phone"),  # a microphone
    ("बिस्तर से उठकर स्कूल जाओ", "mechanic.levels"),  # a bed
    ("पुराने अलबम की तस्वीरें देखो", "mechanic.bomb"),  # an album
    ("वह बमुश्किल समय पर पहुँचा", "mechanic.bomb"),  # hardly
    ("एक अभूतपूर्व कहानी वाला खेल", "theme"),  # unheard of: no ghost
    ("भूतकाल की कहानी वाला खेल", "theme"),  # the past tense
    ("ताशकंद की यात्रा का खेल", "genre"),  # Tashkent: no cards
    ("स्तरीय ग्राफ़िक्स वाला खेल", "mechanic.levels"),  # of a good standard
    ("खेल में गतिविधियाँ बढ़ती जाती हैं", "mechanic.speed_up"),  # activities, not speed
    ("खेल में प्रगति से अंक बढ़ते हैं", "mechanic.speed_up"),  # progress holds गति
]


@pytest.mark.parametrize(("pitch", "absent"), WORDS_INSIDE)
def test_a_hindi_word_inside_another_names_nothing(pitch, absent):
    found = by_id(pitch)
    assert found["language"].value == "hi"
    assert absent not in found, found[absent].source


# (pitch, what it asks for, the pitch's words for it): a word with an ending written onto it.
INFLECTED = [
    ("साँपों से भरा खेल", "genre", "साँपों"),
    ("ईंटों को तोड़ने वाला खेल", "genre", "ईंटों को तोड़ने"),
    ("दुश्मनों से बचते हुए आगे बढ़ो", "mechanic.enemies", "दुश्मनों"),
    ("बमों से बचो", "mechanic.bomb", "बमों"),
    ("काँटों पर मत कूदो", "mechanic.hazards", "काँटों"),
    ("ज़हरीली मशरूम मत खाओ", "mechanic.poison", "ज़हरीली"),
    ("गति धीरे-धीरे बढ़ती है", "mechanic.speed_up", "गति धीरे-धीरे बढ़ती"),
    ("गति हर स्तर पर बढ़ती है", "mechanic.speed_up", "गति हर स्तर पर बढ़ती"),  # three words between
    ("स्तरों को पार करो", "mechanic.levels", "स्तरों"),
    ("भूतों वाला डरावना घर", "theme", "भूतों"),
    ("ढालें और तलवारें इकट्ठा करो", "mechanic.shield", "ढालें"),
    ("जंगलों में दौड़ने वाला खेल", "theme", "जंगलों"),
    ("शत्रुओं को हराओ", "mechanic.enemies", "शत्रुओं"),
    ("गिर गए तो हार जाओगे", "lose", "गिर गए तो हार जाओगे"),
    ("मछलियाँ पकड़ने का खेल", "genre", "मछलियाँ पकड़ने"),
    ("समुद्री डाकुओं का खेल", "theme", "समुद्री"),
    ("बर्फ़ीले पहाड़ों पर दौड़", "theme", "बर्फ़ीले"),
    ("गोलियाँ चलाते रहो", "genre", "गोलियाँ चलाते"),  # चला + ते
    ("तेज़ होती गेंद से बचो", "mechanic.speed_up", "तेज़ होती"),
    ("एरो कीज़ से खेलो", "controls.keys", "एरो कीज़"),  # an English plural
    # A final ी or ई is written ि or इ before a plural ending.
    ("दो खिलाड़ियों वाला खेल", "mechanic.two_players", "दो खिलाड़ियों"),
    ("पहेलियाँ सुलझाओ", "genre", "पहेलियाँ"),
    ("मिठाइयों वाला मैच-3", "theme", "मिठाइयों"),
]


@pytest.mark.parametrize(("pitch", "id_", "words"), INFLECTED)
def test_a_hindi_word_is_found_with_the_endings_written_onto_it(pitch, id_, words):
    assert by_id(pitch)[id_].source == words


def test_a_joiner_is_a_hindi_word_of_its_own_not_the_start_of_one():
    """ "और" (and) ends a phrase's gap; "औरों" (others') is no joiner."""
    assert "mechanic.speed_up" not in by_id("गति धीमी और बढ़ते दुश्मन")
    assert by_id("गति औरों से ज़्यादा बढ़ती है")["mechanic.speed_up"].source == "गति औरों से ज़्यादा बढ़ती"


def test_every_in_hindi_is_a_word_of_its_own_not_the_end_of_a_city():
    """ "हर" (every) before a time makes it a rhythm; "शहर" (a city) ends in the same letters."""
    assert pitch_reader.time_limit("एक शहर 10 मिनट में बचाओ") == (600, "10 मिनट")
    assert pitch_reader.time_limit("हर 10 सेकंड में नया साँप आता है") is None
    assert pitch_reader.every_count("शहर 5 सेब खाता है") is None
    assert pitch_reader.every_count("हर 5 सेब पर गति बढ़ती है") == 5
