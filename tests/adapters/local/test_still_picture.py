"""A still picture is drawn once: the offline games whose template says what its picture shows redraw
their canvas only when that changes, and what they show is what drawing every frame shows."""

from __future__ import annotations

from pathlib import Path

import pytest

from crumb.adapters.local import build, plan

from .pitches import MECHANIC_PITCHES

pytestmark = pytest.mark.browser

# The templates that say what their picture shows (game.picture in engine.js), and one that does not.
PICTURED = ("match3", "memory", "slide")
# A key that changes each one's picture while it plays: the cursor moves (the slide puzzle's key is
# chosen by where its gap is, see _move).
MOVES = {"match3": "ArrowRight", "memory": "ArrowDown", "slide": "ArrowLeft"}
# The same page drawing every frame, as before: the engine's test for a picture made always false.
EVERY_FRAME = ("if (!game.picture ||", "if (true ||")
# Each page's Math.random from the same seed, so two pages deal the same board.
SEEDED = (
    """(() => { let s = 12345; Math.random = () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648); })()"""
)
# Counts the frames drawn: every render fills the background first.
COUNT_DRAWS = """() => {
  if (window.__draws === undefined) {
    window.__draws = 0;
    const fill = CanvasRenderingContext2D.prototype.fillRect;
    CanvasRenderingContext2D.prototype.fillRect = function (...a) { if (a[0] === -10) window.__draws++; return fill.apply(this, a); };
  }
  return window.__draws;
}"""


def _built(genre: str, folder: Path, every_frame: bool = False) -> Path:
    spec, _ = plan(MECHANIC_PITCHES[genre])
    build(spec, folder)
    if every_frame:
        page = folder / "index.html"
        text = page.read_text()
        assert text.count(EVERY_FRAME[0]) == 1, "the engine no longer asks game.picture: update this test"
        page.write_text(text.replace(*EVERY_FRAME))
    return folder


def _open(open_game, folder: Path) -> object:
    game = open_game(folder)
    game.page.add_init_script(SEEDED)  # type: ignore[attr-defined]
    game.page.reload()  # type: ignore[attr-defined]
    game.run(200)  # type: ignore[attr-defined]
    game.page.evaluate(COUNT_DRAWS)  # type: ignore[attr-defined]
    return game


def _draws_over(game: object, ms: int) -> int:
    before = game.page.evaluate(COUNT_DRAWS)  # type: ignore[attr-defined]
    game.run(ms)  # type: ignore[attr-defined]
    return game.page.evaluate(COUNT_DRAWS) - before  # type: ignore[attr-defined]


def _move(game: object, genre: str) -> str:
    """Press a key that changes what the board shows; return it."""
    key = MOVES[genre]
    if genre == "slide":  # an arrow pushes the tile beside the gap on that side into it: there must be one
        gap, size = game.hook(".gap"), game.hook(".size")  # type: ignore[attr-defined]
        key = "ArrowLeft" if gap["c"] < size - 1 else "ArrowRight"
    game.page.keyboard.press(key)  # type: ignore[attr-defined]
    return key


@pytest.mark.parametrize("genre", PICTURED)
def test_a_still_board_is_not_redrawn_until_something_on_it_changes(genre: str, open_game, tmp_path: Path) -> None:
    game = _open(open_game, _built(genre, tmp_path))
    game.page.touchscreen.tap(195, 422)  # type: ignore[attr-defined]
    game.run(3000)  # type: ignore[attr-defined]  # the deal's pieces have landed, the start's effects are over
    assert game.hook(".state") == "playing"
    assert _draws_over(game, 1000) == 0, "a board nobody touched was drawn again"
    key = _move(game, genre)
    assert _draws_over(game, 100) >= 1, f"{key} changed the game but the canvas was not drawn"
    game.run(3000)  # type: ignore[attr-defined]
    assert _draws_over(game, 1000) == 0
    game.page.set_viewport_size({"width": 360, "height": 700})  # type: ignore[attr-defined]
    assert _draws_over(game, 100) >= 1, "a resized canvas (cleared by its new size) was not drawn again"
    assert game.errors == []


def test_a_template_that_does_not_say_what_it_shows_draws_every_frame(open_game, tmp_path: Path) -> None:
    game = _open(open_game, _built("snake", tmp_path))
    game.page.touchscreen.tap(195, 422)  # type: ignore[attr-defined]
    game.run(500)  # type: ignore[attr-defined]
    assert _draws_over(game, 1000) >= 55  # a frame every 16 ms of game time


@pytest.mark.parametrize("genre", PICTURED)
def test_the_canvas_shows_what_drawing_every_frame_shows(genre: str, open_game, tmp_path: Path) -> None:
    pages = [
        _open(open_game, _built(genre, tmp_path / "still")),
        _open(open_game, _built(genre, tmp_path / "every", every_frame=True)),
    ]
    steps = [("tap", (195, 422)), ("key", MOVES[genre]), ("key", "Space"), ("tap", (120, 300)), ("tap", (240, 300))]
    steps += [("key", k) for k in ("ArrowUp", "ArrowLeft", "Enter", "ArrowDown", "ArrowRight", "Space")]
    for kind, what in steps:
        pictures = []
        for game in pages:
            if kind == "tap":
                game.page.touchscreen.tap(*what)  # type: ignore[attr-defined]
            else:
                game.page.keyboard.press(what)  # type: ignore[attr-defined]
            game.run(1500)  # type: ignore[attr-defined]
            pictures.append(game.page.evaluate("document.getElementById('game').toDataURL()"))  # type: ignore[attr-defined]
        assert pictures[0] == pictures[1], f"after {kind} {what} the still page shows something else"
    assert _draws_over(pages[0], 500) == 0 and _draws_over(pages[1], 500) >= 25
    assert all(game.errors == [] for game in pages)
