"""How QA reads a page for its start controls: the words on screen and the keys its own code compares."""

from __future__ import annotations

import pytest

from crumb.adapters.local.builder import _TEXTS as LANGUAGES
from crumb.adapters.local.genres import GENRES
from crumb.adapters.local.texts import GENRE_TEXTS
from crumb.core.contracts import QaCheck
from crumb.qa.ledger import verdict_of
from crumb.qa.start import PAUSED, aside_keys, key_code, listened_keys, named_keys, paused_keys, played_keys

ARROWS = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"]


def test_keys_named_on_screen_are_read_as_key_codes():
    words = ["PRESS 1 TO START", "Hit [Space] to jump", "n for a new game", "press any key", "Tap to play"]
    assert named_keys(words) == ["Digit1", "Space", "KeyN"]


def test_a_word_that_is_no_key_is_not_a_key():
    assert [key_code(w) for w in ("enter", "Return", "spacebar", "7", "q", "any", "")] == [
        "Enter",
        "Enter",
        "Space",
        "Digit7",
        "KeyQ",
        None,
        None,
    ]


def test_the_keys_a_game_compares_are_found_in_its_scripts_but_not_in_a_large_library(tmp_path):
    (tmp_path / "index.html").write_text("<script>onkeydown = e => { if (e.key === 'n') go(); };</script>")
    (tmp_path / "game.js").write_text(
        "if (ev.keyCode == 49) start(); switch (k) { case 80: pause(); }\nif (e.code === 'KeyR') restart();"
    )
    (tmp_path / "lib.js").write_text("const ALL = ['KeyQ', 'Digit9'];" + " " * 300_000)
    assert sorted(listened_keys(tmp_path, "index.html")) == ["Digit1", "KeyN", "KeyP", "KeyR"]


def test_a_key_the_code_binds_to_restart_pause_or_sound_is_set_aside_with_the_word_that_says_so(tmp_path):
    (tmp_path / "index.html").write_text("<script src='keys.js'></script>")
    (tmp_path / "keys.js").write_text(
        "document.addEventListener('keydown', function (event) {\n"
        "  if (event.which === 13) { startGame(); music.play(); }\n"  # Enter starts (and plays music after)
        "  // R key restarts the game\n"
        "  if (!modifiers && event.which === 82) {\n    self.restart.call(self, event);\n  }\n"
        "  switch (event.keyCode) { case 80: togglePause(); break; case 77: toggleSound(); break; case 74: jump(); }\n"
        "});"
    )
    assert aside_keys(tmp_path, "index.html") == {"KeyR": "restart", "KeyP": "pause", "KeyM": "sound"}
    assert listened_keys(tmp_path, "index.html") == ["Enter", "KeyR", "KeyP", "KeyM", "KeyJ"]


def test_the_worst_failing_check_decides_the_verdict():
    def check(name: str, status: str, severity: str | None = None) -> QaCheck:
        return QaCheck(name=name, status=status, severity=severity)

    assert verdict_of([check("boot", "pass"), check("start", "skip")]) == "playable"
    assert verdict_of([check("boot", "pass"), check("phone_fit", "fail", "major")]) == "limited"
    assert verdict_of([check("page_scroll", "fail", "major"), check("input_response", "fail", "blocker")]) == "broken"


def test_keys_named_for_playing_are_read_in_several_phrasings_and_languages():
    words = [
        "Player 1 moves using the Q and A keys.",
        "Use W/S to move",
        "Utilisez les touches J et L",
        "Die Tasten U und O",
        "Space to jump",
        "arrow keys to steer",
        "A cat, a hat. Use a mouse.",  # "a" is a word, not a key
    ]
    assert played_keys(words) == [
        "KeyQ",
        "KeyA",
        "KeyW",
        "KeyS",
        "KeyJ",
        "KeyL",
        "KeyU",
        "KeyO",
        "Space",
        "ArrowUp",
        "ArrowDown",
        "ArrowLeft",
        "ArrowRight",
    ]
    assert played_keys(["WASD"]) == ["KeyW", "KeyA", "KeyS", "KeyD"]
    assert named_keys(["Player 1 moves using the Q and A keys."]) == []  # not start keys


def test_keys_a_game_compares_as_named_constants_are_found(tmp_path):
    (tmp_path / "index.html").write_text("<script src='game.js'></script>")
    (tmp_path / "game.js").write_text(
        "switch (e.keyCode) { case Game.KEY.Q: up(); break; case Game.KEY.ONE: start(); break;\n"
        "case Game.KEY.LEFT: left(); break; case Game.KEY.TAB: break; }\n"
        "this.input.keyboard.addKey(Phaser.Input.Keyboard.KeyCodes.SPACE); me.input.KEY.ESC;"
    )
    assert listened_keys(tmp_path, "index.html") == ["KeyQ", "Digit1", "ArrowLeft", "Space", "Escape"]


def test_keys_named_for_pausing_are_read():
    assert paused_keys(["N: new game · P: pause · arrow keys to move", "Pause: Q", "press Z to pause"]) == [
        "KeyP",
        "KeyQ",
        "KeyZ",
    ]


# Start keys asked for in each language's order (screen_keys): ask first, key first where the verb
# comes last, or a key then starting. Each line names the keys given.
ASKED = [
    ("Pulsa ESPACIO para empezar", ["Space"]),
    ("Appuyez sur ESPACE pour commencer", ["Space"]),
    ("Drücke die LEERTASTE zum Starten", ["Space"]),
    ("Premi INVIO per iniziare", ["Enter"]),
    ("Pressione a tecla ESPAÇO para começar", ["Space"]),
    ("Druk op SPATIE om te beginnen", ["Space"]),
    ("Нажмите ПРОБЕЛ, чтобы начать", ["Space"]),
    ("Натисніть ПРОБІЛ, щоб почати", ["Space"]),
    ("Naciśnij SPACJĘ, aby rozpocząć", ["Space"]),
    ("Başlamak için BOŞLUK tuşuna basın", ["Space"]),
    ("Nhấn phím cách để bắt đầu", ["Space"]),
    ("Tekan SPASI untuk mulai", ["Space"]),
    ("اضغط على مسافة للبدء", ["Space"]),
    ("शुरू करने के लिए स्पेस दबाएं", ["Space"]),
    ("按空格键开始", ["Space"]),
    ("按P键开始", ["KeyP"]),
    ("スペースキーを押してスタート", ["Space"]),
    ("스페이스 키를 눌러 시작", ["Space"]),
    ("Pulsa A o B para empezar", ["KeyA", "KeyB"]),  # "o" is "or" here, not a key
]


@pytest.mark.parametrize(("line", "keys"), ASKED, ids=[line for line, _ in ASKED])
def test_a_start_key_asked_for_in_any_of_the_languages_is_read(line, keys):
    assert named_keys([line]) == keys


@pytest.mark.parametrize(
    "line",
    [
        "Pulsa o toca para empezar",  # "o" is a word
        "Toca la pantalla para jugar",
        "A new game begins",
        "Enter the dungeon to play",
        "Tap to play",
        "Usa le frecce per muoverti",
    ],
)
def test_a_line_that_names_no_key_to_start_names_none(line):
    assert named_keys([line]) == []


def test_every_press_to_start_line_the_studio_writes_names_enter_and_space():
    lines = [texts["T_PRESS"] for texts in LANGUAGES.values()]
    assert len(lines) == len(LANGUAGES) >= 14
    assert {line: named_keys([line]) for line in lines} == {line: ["Enter", "Space"] for line in lines}


PLAYED = [
    ("Usa W y S para moverte", ["KeyW", "KeyS"]),  # "y" is "and"
    ("ESPACIO para saltar", ["Space"]),
    ("Z: disparar", ["KeyZ"]),
    ("스페이스로 점프", ["Space"]),
    ("方向键移动，空格跳跃", ["Space", *ARROWS]),
    ("矢印キーで移動", ARROWS),
    ("Используйте стрелки для движения", ARROWS),
    ("Usa le frecce per muoverti", ARROWS),
    ("Flechas para mover, ESPACIO para saltar", ["Space", *ARROWS]),
]


@pytest.mark.parametrize(("line", "keys"), PLAYED, ids=[line for line, _ in PLAYED])
def test_keys_named_for_playing_are_read_in_the_other_languages(line, keys):
    assert played_keys([line]) == keys


def test_keys_named_for_pausing_and_a_paused_game_are_read_in_the_other_languages():
    assert paused_keys(["P pour pause", "O — пауза", "K键暂停", "Pulsa Z para pausa"]) == [
        "KeyP",
        "KeyO",
        "KeyK",
        "KeyZ",
    ]
    says = ["PAUSED", "EN PAUSE", "Juego pausado", "PAUSIERT", "Игра на паузе", "已暂停", "一時停止中", "일시 정지됨"]
    assert [bool(PAUSED.search(s)) for s in says] == [True] * len(says)
    # The key that pauses, named before any key was pressed, says nothing of the game being paused.
    assert not any(PAUSED.search(s) for s in ["Press P to pause", "P: pausa", "P — пауза", "P键暂停"])


def test_the_keys_each_studio_hint_names_for_playing_are_read_in_every_language_it_is_written_in():
    # The offline studio's one-line hints ("Tap or Space to flap"), in each of its languages: QA reads in
    # each at least the keys it reads in the English (the Turkish breakout's also names Space).
    english = {genre.name: set(played_keys([genre.hint])) for genre in GENRES.values()}
    assert sum(bool(keys) for keys in english.values()) >= 8
    missed = {
        (name, lang): hint
        for name, hints in GENRE_TEXTS.items()
        for lang, (_, hint) in hints.items()
        if not english[name] <= set(played_keys([hint]))
    }
    assert missed == {}
