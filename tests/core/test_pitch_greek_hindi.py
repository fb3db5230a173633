"""Greek and Hindi pitches are read for their kind of game, their time limit and what else they ask,
as the other languages of the vocabulary are: every key any language has words for, they have too."""

from __future__ import annotations

import pytest

from crumb.core import pitch_reader, pitch_words


def by_id(pitch: str) -> dict[str, object]:
    return {r.id: r for r in pitch_reader.read(pitch)}


def _keyed_tables() -> dict[str, dict[str, pitch_words.Words]]:
    labelled = {
        "KINDS": pitch_words.KINDS,
        "MECHANICS": pitch_words.MECHANICS,
        "CONTROLS": pitch_words.CONTROLS,
        "TARGETS": pitch_words.TARGETS,
        "DIFFICULTY": pitch_words.DIFFICULTY,
    }
    tables = {name: {key: words for key, (_label, words) in table.items()} for name, table in labelled.items()}
    # A mechanic asked for by saying a thing is not ("no walls") has its words there in a language too.
    absent = pitch_words.MECHANICS_BY_ABSENCE
    tables["MECHANICS"] = {
        key: {lang: (*words.get(lang, ()), *absent.get(key, {}).get(lang, ())) for lang in pitch_words.LANGUAGES}
        for key, words in tables["MECHANICS"].items()
    }
    flat = {"WIN": pitch_words.WIN, "LOSE": pitch_words.LOSE}
    flat |= {"SECOND_WORDS": pitch_words.SECOND_WORDS, "MINUTE_WORDS": pitch_words.MINUTE_WORDS}
    return tables | {"THEMES": pitch_words.THEMES} | {name: {"": words} for name, words in flat.items()}


def test_every_language_has_words_for_every_key_any_language_has_greek_and_hindi_among_them():
    assert {"el", "hi"} <= set(pitch_words.LANGUAGES)
    missing = [
        (name, key, lang)
        for name, table in _keyed_tables().items()
        for key, words in table.items()
        for lang in pitch_words.LANGUAGES
        if any(words.values()) and not words.get(lang)
    ]
    assert missing == []


# (pitch, language, kind of game, time limit in seconds or None)
PROBES = [
    ("Ένα κλασικό φιδάκι που τρώει μήλα", "el", "snake", None),
    ("ΦΙΔΙ ΣΕ ΛΑΒΥΡΙΝΘΟ, 3 ΛΕΠΤΑ", "el", "snake", 180),
    ("Σπάσε τα τούβλα με την μπάλα μέσα σε 90 δευτερόλεπτα", "el", "breakout", 90),
    ("Παιχνίδι με πλατφόρμες και νομίσματα για δύο λεπτά", "el", "platformer", 120),
    ("Ένα διαστημικό shooter με εξωγήινους", "el", "shooter", None),
    ("παιχνιδι σκοποβολης με εχθρους, 45 δευτερολεπτα", "el", "shooter", 45),
    ("Ταίριαξε τρία ζαχαρωτά στη σειρά σε ένα λεπτό", "el", "match3", 60),
    ("Ατελείωτο τρέξιμο στην πόλη, τριάντα δευτερόλεπτα", "el", "runner", 30),
    ("Ένα σκάκι για αρχάριους", "el", "chess", None),
    ("Σουντόκου με χρονόμετρο πέντε λεπτών", "el", "sudoku", 300),
    ("Μια κούρσα με αυτοκίνητα στην έρημο", "el", "racing", None),
    ("Τρίλιζα για δύο παίκτες", "el", "tic_tac_toe", None),
    ("Ένα παζλ με αριθμούς, είκοσι δευτερόλεπτα", "el", "puzzle", 20),
    ("Ψάρεμα στη λίμνη για μισό λεπτό", "el", "fishing", 30),
    ("एक क्लासिक साँप वाला खेल जो सेब खाता है", "hi", "snake", None),
    ("स्नेक गेम, 3 मिनट", "hi", "snake", 180),
    ("गेंद से ईंटें तोड़ो, 90 सेकंड में", "hi", "breakout", 90),
    ("सिक्कों वाला प्लेटफार्म गेम, दो मिनट", "hi", "platformer", 120),
    ("एलियन के साथ अंतरिक्ष शूटर", "hi", "shooter", None),
    ("दुश्मनों पर गोलियाँ चलाओ, ४५ सेकंड", "hi", "shooter", 45),
    ("एक मिनट में तीन एक जैसी कैंडी मिलाओ", "hi", "match3", 60),
    ("शहर में अंतहीन दौड़, तीस सेकंड", "hi", "runner", 30),
    ("शुरुआती खिलाड़ियों के लिए शतरंज", "hi", "chess", None),
    ("पाँच मिनट का सुडोकू", "hi", "sudoku", 300),
    ("रेगिस्तान में कार रेस", "hi", "racing", None),
    ("दो खिलाड़ियों के लिए टिक टैक टो", "hi", "tic_tac_toe", None),
    ("संख्याओं वाली पहेली, बीस सेकंड", "hi", "puzzle", 20),
    ("आधे मिनट में झील से मछली पकड़ो", "hi", "fishing", 30),
]


@pytest.mark.parametrize(("pitch", "lang", "kind", "seconds"), PROBES)
def test_a_greek_or_hindi_pitch_reads_its_kind_of_game_and_time_limit(pitch, lang, kind, seconds):
    found = by_id(pitch)
    assert found["language"].value == lang
    assert (found["genre"].value if "genre" in found else None) == kind
    assert (int(found["time_limit"].value) if "time_limit" in found else None) == seconds


@pytest.mark.parametrize(
    ("pitch", "absent"),
    [
        ("κάθε 10 δευτερόλεπτα εμφανίζεται ένα φίδι", "time_limit"),  # every 10 seconds: a rhythm
        ("हर 10 सेकंड में नया साँप आता है", "time_limit"),
        ("प्रत्येक मिनट नए दुश्मन आते हैं", "time_limit"),  # "एक" ends "प्रत्येक": no one minute
        ("σε διάστημα 60 δευτερολέπτων μάζεψε τα μήλα", "theme"),  # a span of time, no outer space
        ("जीवन में एक बार आने वाला खेल", "theme"),  # "जीवन में" (in life) holds no forest
        ("एक दिलचस्प खेल", "mechanic.lives"),  # "दिलचस्प" (interesting) holds no heart
        ("अपनी सफलता पर गर्व करो", "theme"),  # "सफलता" (success) holds no fruit
        ("μια αυξανόμενη δυσκολία σε κάθε επίπεδο", "difficulty"),  # rising difficulty: levels, not hard
    ],
)
def test_a_greek_or_hindi_word_inside_another_or_a_rhythm_names_nothing(pitch, absent):
    if absent == "difficulty":
        assert pitch_reader.difficulty(pitch) is None
    else:
        assert absent not in by_id(pitch)


@pytest.mark.parametrize(
    ("pitch", "level"),
    [
        ("ένα εύκολο παιχνίδι για παιδιά", "easy"),
        ("ένα πολύ δύσκολο φιδάκι", "hard"),
        ("ΈΝΑ ΑΠΑΙΤΗΤΙΚΟ ΠΑΙΧΝΙΔΙ ΠΛΑΤΦΟΡΜΑΣ", "hard"),
        ("बच्चों के लिए आसान खेल", "easy"),
        ("बहुत मुश्किल साँप का खेल", "hard"),
        ("विशेषज्ञों के लिए चुनौतीपूर्ण शूटर", "hard"),
    ],
)
def test_how_hard_a_greek_or_hindi_pitch_asks_its_game_to_be_is_read(pitch, level):
    found = pitch_reader.difficulty(pitch)
    assert found is not None and found[0] == level


def test_a_hindi_letter_with_or_without_its_nukta_and_either_nasal_mark_match_the_same_word():
    precomposed, decomposed = "\u095b", "\u091c\u093c"  # ज़ as one character and as two
    for z in (precomposed, decomposed, "\u091c"):
        assert "mechanic.poison" in by_id(f"{z}हरीले सेब वाला साँप का खेल")
    assert by_id("सांप का खेल")["genre"].value == by_id("साँप का खेल")["genre"].value == "snake"


# Ordinary Greek and Hindi pitches that ask for no kind of game, mechanic, look, control or target,
# many holding a word of the vocabulary inside another ("विद्यालय", "दिलचस्प", "प्रेस", "Ρυθμίσεις").
ORDINARY = [
    "एक खेल जिसमें बिल्ली अपने दोस्त को ढूँढती है",
    "राजा अपने महल में खजाना छिपाता है",
    "बारिश में छतरी लेकर घर पहुँचो",
    "एक प्यारा सा खेल जहाँ तुम फूल उगाते हो",
    "पिज़्ज़ा डिलीवरी वाला खेल, ग्राहकों को समय पर खाना पहुँचाओ",
    "रंगों को पहचानने वाला खेल",
    "एक कहानी जिसमें लड़की अपने कुत्ते के साथ घूमती है",
    "प्रेस करके कूदो",
    "हवाई जहाज़ उड़ाने का खेल",
    "चिड़िया को घोंसले तक पहुँचाओ",
    "विद्यालय की घंटी बजने से पहले पहुँचो",
    "दिलचस्प कहानी वाला खेल",
    "Ένα παιχνίδι όπου η γάτα ψάχνει τον φίλο της",
    "Ο βασιλιάς κρύβει τον θησαυρό στο παλάτι",
    "Φτάσε στο σπίτι πριν βρέξει",
    "Ένα χαριτωμένο παιχνίδι όπου φυτεύεις λουλούδια",
    "Παράδωσε πίτσες στους πελάτες",
    "Μια ιστορία με ένα κορίτσι και τον σκύλο του",
    "Πέτα ένα αεροπλάνο πάνω από τα σύννεφα",
    "Ρυθμίσεις ήχου και γραφικών",  # settings: no rhythm
    "Ταξίδι στο νησί με βάρκα",
]


@pytest.mark.parametrize("pitch", ORDINARY)
def test_an_ordinary_greek_or_hindi_pitch_asks_for_nothing_but_its_language(pitch):
    assert {r.id for r in pitch_reader.read(pitch)} == {"language"}
    assert pitch_reader.language(pitch) in ("el", "hi")
