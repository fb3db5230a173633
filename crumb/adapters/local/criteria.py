"""Acceptance criteria with browser predicates that the offline templates satisfy and a broken game fails."""

from __future__ import annotations

import json

from crumb.core.contracts import AcceptanceCriterion

H = "window.__crumb"
MAX_WAIT_MS = 60_000


def _key(name: str, kind: str = "keydown") -> str:
    return f"window.dispatchEvent(new KeyboardEvent('{kind}', {{key: '{name}', bubbles: true}}))"


# Per genre: (what the player does, the action, wait_ms, the predicate that proves the game reacted).
_INPUT: dict[str, tuple[str, str, int, str]] = {
    "match3": ("ArrowRight moves the selection cursor one cell right", _key("ArrowRight"), 100,
               f"{H}.cursor.c === Math.floor({H}.cols / 2) + 1"),
    "snake": ("ArrowUp turns the snake upwards", _key("ArrowUp"), 400, f"{H}.dir === 'up'"),
    "breakout": ("holding ArrowLeft moves the paddle left", _key("ArrowLeft"), 300, f"{H}.paddle_x < 170"),
    "runner": ("Space makes the player flap upwards", _key(" "), 50, f"{H}.flaps >= 1 && {H}.vy < 0"),
    "dodger": ("holding ArrowLeft steers the ship left", _key("ArrowLeft"), 300, f"{H}.player_x < 170"),
    "memory": ("Space turns the card under the cursor face up", _key(" "), 100, f"{H}.face_up === 1"),
    "tapper": ("ArrowRight moves the mallet one hole right", _key("ArrowRight"), 100,
               f"{H}.cursor.c === Math.floor({H}.holes / 2) + 1"),
    "slide": ("ArrowLeft then ArrowRight slide a tile into the gap", f"{_key('ArrowLeft')}; {_key('ArrowRight')}", 100,
              f"{H}.moves >= 1"),
}

# Per genre: the tuning names the hook reports back, so tuning numbers provably reach the game.
_TUNED = {"match3": ("cols", "rows"), "snake": ("grid",), "breakout": ("brick_cols", "brick_rows"), "runner": (),
          "dodger": (), "memory": ("cols", "rows"), "tapper": ("holes",), "slide": ("size",)}

# Genres that end without input even when there is no time limit.
_LOSES_ALONE = ("snake", "runner")
_RESET = f"{H}.reset()"


def _ac(n: int, text: str, predicate: str, action: str | None = None, wait_ms: int = 300) -> AcceptanceCriterion:
    return AcceptanceCriterion(id=f"AC{n}", text=text, predicate=predicate, action=action, wait_ms=wait_ms)


def _basics(title: str, genre: str, tuning: dict[str, object]) -> list[tuple[str, str, str | None, int]]:
    tuned = " && ".join(f"{H}.{name} === {json.dumps(tuning[name])}" for name in _TUNED[genre] if name in tuning)
    return [
        ("the title screen shows the title", f"document.getElementById('crumb-title').textContent === {json.dumps(title)}", None, 200),
        ("the title screen leaves for play on start", f"{H}.state === 'playing' && typeof {H}.score === 'number'", f"{H}.start()", 200),
        (f"it is a {genre} game tuned as specified", f"{H}.genre === {json.dumps(genre)}" + (f" && {tuned}" if tuned else ""), None, 200),
        ("restart gives a fresh round with score 0", f"{H}.state === 'playing' && {H}.score === 0", _RESET, 100),
        ("it fits a phone screen without horizontal overflow", "document.documentElement.scrollWidth <= window.innerWidth", None, 100),
        ("it loads nothing from the network", "performance.getEntriesByType('resource').every(e => e.name.startsWith(location.origin))", None, 100),
    ]


def _timed(time_limit: int | None, genre: str) -> list[tuple[str, str, str | None, int]]:
    rows: list[tuple[str, str, str | None, int]] = []
    if time_limit:
        rows.append((f"a {time_limit}-second timer counts down during play",
                     f"{H}.time_limit >= {time_limit} && {H}.time_left < {H}.time_limit - 0.5 && {H}.time_left >= 0", _RESET, 1000))
        if time_limit * 1000 + 1500 <= MAX_WAIT_MS:
            rows.append(("the round ends when the time runs out", f"{H}.state === 'over' && {H}.time_left === 0",
                         _RESET, time_limit * 1000 + 1500))
    elif genre in _LOSES_ALONE:
        rows.append(("with no input the round is lost and the game-over screen shows", f"{H}.state === 'over'", _RESET, 6000))
    return rows


def _mechanics(mechanics: list[str]) -> list[tuple[str, str, str | None, int]]:
    table = {
        "combo": ("a combo counter rewards quick successive scores", f"typeof {H}.combo === 'number' && {H}.combo >= 0"),
        "lives": ("the player has lives", f"typeof {H}.lives === 'number' && {H}.lives > 0"),
        "speed_up": ("the game has levels that speed it up", f"typeof {H}.level === 'number' && {H}.level >= 1"),
        "high_score": ("the best score is kept", f"typeof {H}.best === 'number'"),
    }
    return [(text, predicate, _RESET, 100) for name, (text, predicate) in table.items() if name in mechanics]


def build(title: str, genre: str, time_limit: int | None, mechanics: list[str],
          tuning: dict[str, object]) -> list[AcceptanceCriterion]:
    """The spec's acceptance criteria, numbered AC1.. in a stable order."""
    said, action, wait_ms, predicate = _INPUT[genre]
    rows = _basics(title, genre, tuning) + _timed(time_limit, genre) + _mechanics(mechanics)
    rows.append((f"input changes the game: {said}", predicate, f"{_RESET}; {action}", wait_ms))
    return [_ac(n, text, predicate, action, wait) for n, (text, predicate, action, wait) in enumerate(rows, 1)]
