"""How QA reads a page for its start controls: the words on screen and the keys its own code compares."""

from __future__ import annotations

from crumb.core.contracts import QaCheck
from crumb.qa.ledger import verdict_of
from crumb.qa.start import aside_keys, key_code, listened_keys, named_keys, paused_keys, played_keys


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
