"""Every genre's build really plays in headless Chromium on a phone-sized page with a virtual clock."""

from __future__ import annotations

from pathlib import Path

import pytest

from crumb.adapters.local import build, plan

from .pitches import PITCHES

pytestmark = pytest.mark.browser

# Per genre: what the player does with the keyboard, and the hook fields that show the reaction.
KEYS: dict[str, tuple[list[tuple[str, int]], str]] = {
    "match3": ([("ArrowRight", 0), ("Space", 0)], "[h.cursor, h.selected, h.moves]"),
    "snake": ([("ArrowUp", 0)], "[h.dir, h.head]"),
    "breakout": ([("ArrowLeft", 300)], "[h.paddle_x]"),
    "runner": ([("Space", 0)], "[h.flaps]"),
    "dodger": ([("ArrowRight", 300)], "[h.player_x]"),
    "catcher": ([("ArrowRight", 300)], "[h.basket_x]"),
    "memory": ([("ArrowDown", 0), ("Space", 0)], "[h.cursor, h.face_up]"),
    "tapper": ([("ArrowLeft", 0), ("Space", 0)], "[h.cursor, h.hits + h.misses]"),
    "slide": ([("ArrowLeft", 0), ("ArrowRight", 0)], "[h.moves]"),
    "platformer": ([("Space", 0)], "[h.jumps, h.player_y]"),
    "shooter": ([("ArrowRight", 300), ("Space", 0)], "[h.player_x, h.shots]"),
    "grid_puzzle": ([("ArrowRight", 0), ("ArrowRight", 0)], "[h.moves, h.player]"),
    "tetris": ([("ArrowLeft", 0), ("ArrowUp", 0)], "[h.piece, h.moves, h.rotations]"),
    "racing": ([("ArrowLeft", 0)], "[h.lane]"),
    "tic_tac_toe": ([("ArrowRight", 0), ("Space", 0)], "[h.cursor, h.cells]"),
    "chess": ([("Space", 0), ("ArrowUp", 0)], "[h.selected, h.cursor, h.board]"),
    "pong": ([("ArrowLeft", 300)], "[h.paddle_x]"),
}
# Taps spread over the board (CSS px on a 390x844 page); the last one is right of centre.
TAPS = [(x, y) for y in (300, 390, 480, 570) for x in (60, 150, 240, 330)]
GENRES = sorted(PITCHES)


@pytest.fixture(scope="module")
def games(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[object, Path]]:
    built = {}
    for genre in GENRES:
        spec, _ = plan(PITCHES[genre])
        folder = tmp_path_factory.mktemp(genre)
        build(spec, folder)
        built[genre] = (spec, folder)
    return built


def _probe(game: object, genre: str) -> object:
    return game.page.evaluate(f"(h => JSON.stringify({KEYS[genre][1]}))(window.__crumb)")  # type: ignore[attr-defined]


def _play_until_over(game: object, limit_ms: int = 20_000) -> None:
    for _ in range(limit_ms // 500):
        if game.hook(".state") == "over":  # type: ignore[attr-defined]
            return
        game.run(500)  # type: ignore[attr-defined]


@pytest.mark.parametrize("genre", GENRES)
def test_title_starts_on_a_key_the_round_ends_and_a_tap_restarts(genre: str, games: dict, open_game) -> None:
    spec, folder = games[genre]
    game = open_game(folder)
    assert game.hook(".state") == "title"
    assert game.page.inner_text("#crumb-title") == spec.title
    game.page.keyboard.press(spec.controls.start[0])
    game.run(100)
    assert game.hook(".state") == "playing"
    _play_until_over(game)
    assert game.hook(".state") == "over"
    assert game.page.is_visible("#screen-over")
    game.page.touchscreen.tap(195, 422)
    game.run(100)
    assert (game.hook(".state"), game.hook(".score")) == ("playing", 0)
    assert game.errors == [] and game.blocked == []


def _keys(game: object, genre: str) -> None:
    for key, hold_ms in KEYS[genre][0]:
        game.page.keyboard.down(key)  # type: ignore[attr-defined]
        game.run(hold_ms or 30)  # type: ignore[attr-defined]
        game.page.keyboard.up(key)  # type: ignore[attr-defined]


def _taps(game: object, genre: str) -> None:
    for x, y in TAPS:
        game.page.touchscreen.tap(x, y)  # type: ignore[attr-defined]
        game.run(30)  # type: ignore[attr-defined]


def _after(game: object, genre: str, act, total_ms: int) -> object:
    """The probe after a fresh round of total_ms game time during which act (or nothing) happened."""
    game.hook(".reset()")  # type: ignore[attr-defined]
    started = game.page.evaluate("Date.now()")  # type: ignore[attr-defined]
    if act:
        act(game, genre)
    game.run(max(1, total_ms - (game.page.evaluate("Date.now()") - started)))  # type: ignore[attr-defined]
    return _probe(game, genre)


@pytest.mark.parametrize("genre", GENRES)
def test_keys_and_taps_change_the_game_differently_from_no_input(genre: str, games: dict, open_game) -> None:
    _, folder = games[genre]
    game = open_game(folder)
    game.page.touchscreen.tap(195, 422)
    game.run(100)
    assert game.hook(".state") == "playing"
    assert _after(game, genre, _keys, 400) != _after(game, genre, None, 400), "keys did not change the game"
    assert _after(game, genre, _taps, 600) != _after(game, genre, None, 600), "taps did not change the game"
    assert game.errors == []


@pytest.mark.parametrize("genre", GENRES)
def test_every_acceptance_predicate_holds_and_the_page_fits_a_phone(genre: str, games: dict, open_game) -> None:
    spec, folder = games[genre]
    game = open_game(folder)
    width = (
        "document.documentElement.scrollWidth <= window.innerWidth && document.body.scrollWidth <= window.innerWidth"
    )
    assert game.page.evaluate(width)
    for ac in spec.acceptance_criteria:
        if ac.action:
            game.page.evaluate(f"() => {{ {ac.action}; }}")
        game.run(ac.wait_ms)
        assert game.page.evaluate(f"() => !!({ac.predicate})"), f"{ac.id} {ac.text}: {ac.predicate}"
    assert game.page.evaluate(width)
    assert game.errors == [] and game.blocked == []
