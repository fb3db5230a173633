"""How QA reads a page for its start controls: the words on screen and the keys its own code compares."""

from __future__ import annotations

from crumb.core.contracts import QaCheck
from crumb.qa.ledger import verdict_of
from crumb.qa.start import key_code, listened_keys, named_keys


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


def test_the_worst_failing_check_decides_the_verdict():
    def check(name: str, status: str, severity: str | None = None) -> QaCheck:
        return QaCheck(name=name, status=status, severity=severity)

    assert verdict_of([check("boot", "pass"), check("start", "skip")]) == "playable"
    assert verdict_of([check("boot", "pass"), check("phone_fit", "fail", "major")]) == "limited"
    assert verdict_of([check("page_scroll", "fail", "major"), check("input_response", "fail", "blocker")]) == "broken"
