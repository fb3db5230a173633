"""Acceptance criteria with browser predicates that the offline templates satisfy and a broken game fails."""

from __future__ import annotations

import json
from collections.abc import Mapping

from crumb.adapters.local import mechanics as table
from crumb.core.contracts import AcceptanceCriterion

H = "window.__crumb"
MAX_WAIT_MS = 60_000


def _key(name: str, kind: str = "keydown") -> str:
    return f"window.dispatchEvent(new KeyboardEvent('{kind}', {{key: '{name}', bubbles: true}}))"


# Per genre: (what the player does, the action, wait_ms, the predicate that proves the game reacted).
_INPUT: dict[str, tuple[str, str, int, str]] = {
    "match3": (
        "ArrowRight moves the selection cursor one cell right",
        _key("ArrowRight"),
        100,
        f"{H}.cursor.c === Math.floor({H}.cols / 2) + 1",
    ),
    "snake": ("ArrowUp turns the snake upwards", _key("ArrowUp"), 400, f"{H}.dir === 'up'"),
    "breakout": ("holding ArrowLeft moves the paddle left", _key("ArrowLeft"), 300, f"{H}.paddle_x < 170"),
    "runner": ("Space makes the player flap upwards", _key(" "), 50, f"{H}.flaps >= 1 && {H}.vy < 0"),
    "dodger": ("holding ArrowLeft steers the ship left", _key("ArrowLeft"), 300, f"{H}.player_x < 170"),
    "catcher": ("holding ArrowLeft moves the basket left", _key("ArrowLeft"), 300, f"{H}.basket_x < 170"),
    "memory": ("Space turns the card under the cursor face up", _key(" "), 100, f"{H}.face_up === 1"),
    "tapper": (
        "ArrowRight moves the mallet one hole right",
        _key("ArrowRight"),
        100,
        f"{H}.cursor.c === Math.floor({H}.holes / 2) + 1",
    ),
    "slide": (
        "ArrowLeft then ArrowRight slide a tile into the gap",
        f"{_key('ArrowLeft')}; {_key('ArrowRight')}",
        100,
        f"{H}.moves >= 1",
    ),
    "platformer": ("Space makes the hero jump", _key(" "), 100, f"{H}.jumps >= 1 && {H}.vy < 0"),
    "shooter": ("holding ArrowLeft moves the ship left", _key("ArrowLeft"), 300, f"{H}.player_x < 170"),
    "grid_puzzle": ("ArrowRight moves the player one cell right", _key("ArrowRight"), 100, f"{H}.moves >= 1"),
    "tetris": (
        "ArrowLeft moves the falling piece one column left",
        _key("ArrowLeft"),
        100,
        f"{H}.moves >= 1 && {H}.piece.x === {H}.spawn_x - 1",
    ),
    "racing": ("ArrowLeft moves the car one lane left", _key("ArrowLeft"), 300, f"{H}.lane === {H}.start_lane - 1"),
    "tic_tac_toe": ("ArrowRight moves the cursor one cell right", _key("ArrowRight"), 100, f"{H}.cursor === 5"),
    "chess": (
        "Space on a piece of the side to move picks it",
        _key(" "),
        100,
        f"{H}.selected === {H}.cursor && {H}.at('e2') === 'P'",
    ),
    "pong": ("holding ArrowLeft moves the paddle left", _key("ArrowLeft"), 300, f"{H}.paddle_x < 170"),
}

# Per genre: the tuning names the hook reports back, so tuning numbers provably reach the game.
_TUNED = {
    "match3": ("cols", "rows"),
    "snake": ("grid",),
    "breakout": ("brick_cols", "brick_rows"),
    "runner": (),
    "dodger": (),
    "catcher": (),
    "memory": ("cols", "rows"),
    "tapper": ("holes",),
    "slide": ("size",),
    "platformer": (),
    "shooter": (),
    "grid_puzzle": (),
    "tetris": ("cols", "rows"),
    "racing": ("lanes",),
    "tic_tac_toe": (),
    "chess": (),
    "pong": ("points_to_win",),
}

_RESET = f"{H}.reset()"
# The criteria that a round ends, by how (what a way to lose the pitch names is held to).
TIME_UP = "the round ends when the time runs out"
LOST_ALONE = "with no input the round is lost and the game-over screen shows"
# Genres that end without input even when there is no time limit.
_LOSES_ALONE = ("snake", "runner", "platformer", "shooter", "catcher")
# Mechanics with which those go on without input: a snake with no walls runs round its row for ever.
_NEVER_LOSES_ALONE_WITH = {"wrap"}
# Per genre: the rules that make it that kind of game, each (what it proves, predicate, action, wait_ms),
# with an item put where the player meets it next (the hook's spawn): a catcher whose catch scores
# nothing, or whose miss costs nothing, fails its own.
RULES: dict[str, list[tuple[str, str, str, int]]] = {
    "catcher": [
        ("catching what falls scores", f"{H}.caught >= 1 && {H}.score > 0", f"{H}.reset(); {H}.spawn('food')", 600),
        (
            "what falls to the ground uncaught costs a life",
            f"{H}.missed >= 1 && {H}.lives === {H}.max_lives - 1 && {H}.score === 0",
            f"{H}.reset(); {H}.spawn('miss')",
            600,
        ),
    ],
    # A falling-blocks game: the first piece enters at the top and falls; 'food' is a row one short of
    # full with an upright I over its gap, dropped; 'hazard' raises the stack to just under the piece.
    "tetris": [
        ("the pieces fall on their own", f"{H}.piece.y >= 2 && {H}.drops === 0", _RESET, 2500),
        (
            "ArrowUp rotates the falling piece",
            f"{H}.rotations >= 1 && {H}.piece.r === 1",
            f"{_RESET}; {_key('ArrowUp')}",
            100,
        ),
        (
            "Space drops the piece to the floor at once and the next one enters",
            f"{H}.drops === 1 && {H}.stack === 4 && {H}.height <= 2 && {H}.piece.y <= 1 && {H}.score > 0",
            f"{_RESET}; {_key(' ')}",
            100,
        ),
        (
            "a full row clears and scores",
            f"{H}.lines === 1 && {H}.stack === 3 && {H}.score >= 100",
            f"{_RESET}; {H}.spawn('food')",
            300,
        ),
        (
            "clearing enough lines raises the level and the pieces fall faster",
            f"{H}.level === 2 && {H}.lines >= {H}.lines_per_level && {H}.fall_ms < {H}.start_fall_ms",
            f"{_RESET}; {H}.spawn('level')",
            300,
        ),
        (
            "a stack that reaches the top ends the round",
            f"{H}.state === 'over'",
            f"{_RESET}; {H}.spawn('hazard')",
            1500,
        ),
    ],
    # A car race: 'food' is a slower car beside the player's, about to be passed; 'hazard' one just ahead
    # in its lane. A crash is followed by a moment of safety, which the 'hazard' fixture ends.
    "racing": [
        (
            "the road scrolls on its own and the distance grows",
            f"{H}.distance >= 5 && {H}.state === 'playing'",
            _RESET,
            1500,
        ),
        ("passing a car scores", f"{H}.passed >= 1 && {H}.score > 0", f"{_RESET}; {H}.spawn('food')", 600),
        (
            "hitting a car costs a life",
            f"{H}.crashes >= 1 && ({H}.lives === {H}.max_lives - 1 || {H}.state === 'over')",
            f"{_RESET}; {H}.spawn('hazard')",
            600,
        ),
        (
            "crashing with the last life ends the race",
            f"{H}.state === 'over' && {H}.crashes >= ({H}.max_lives || 1)",
            f"{_RESET}; {H}.spawn('hazard', {H}.max_lives || 1, 300)",
            4000,
        ),
        ("the road speeds up as the race goes on", f"{H}.road_speed > {H}.start_speed * 1.05", _RESET, 3000),
    ],
    # Noughts and crosses: each fixture sets a board and makes the player's mark on it as a tap would.
    "tic_tac_toe": [
        (
            "a mark on a taken cell is refused",
            f"{H}.refused === 1 && {H}.plies === 0 && {H}.turn === 'x'",
            f"{_RESET}; {H}.spawn('miss')",
            300,
        ),
        (
            "the other side answers a mark: the computer plays O, or the second player has the turn",
            f"{H}.players === 2 ? {H}.plies === 1 && {H}.turn === 'o' : {H}.plies === 2 && {H}.ai_moves === 1 && "
            f"{H}.turn === 'x'",
            f"{_RESET}; {_key(' ')}",
            1200,
        ),
        (
            "three in a row wins the round and scores",
            f"{H}.wins_x === 1 && {H}.rounds === 1 && {H}.line !== null && {H}.score >= 100",
            f"{_RESET}; {H}.spawn('food')",
            300,
        ),
        (
            "a full board without a line is a draw, and a new round begins",
            f"{H}.draws === 1 && {H}.rounds === 1 && {H}.score === 25 && {H}.state === 'playing' && "
            f"!{H}.cells.includes('x')",
            f"{_RESET}; {H}.spawn('draw')",
            1600,
        ),
        (
            "winning most of the rounds ends the match",
            f"{H}.state === 'over' && {H}.wins_x > {H}.rounds_to_play / 2",
            f"{_RESET}; {H}.spawn('win')",
            1600,
        ),
    ],
    # Chess: each fixture sets a position and asks for the player's move in it, as two taps would; the
    # answer to a move is proved on keys: Space picks the pawn on e2, two ArrowUp and Space play e2-e4.
    "chess": [
        (
            "a piece moves only as its rules allow: a pawn cannot jump three squares",
            f"{H}.refused === 1 && {H}.plies === 0 && {H}.at('e2') === 'P' && {H}.at('e5') === '.'",
            f"{_RESET}; {H}.spawn('miss')",
            300,
        ),
        (
            "a move that leaves one's own king in check is refused",
            f"{H}.refused === 1 && {H}.plies === 0 && {H}.check && {H}.at('d2') === 'P'",
            f"{_RESET}; {H}.spawn('hazard')",
            300,
        ),
        (
            "the other side answers a move: the computer plays Black, or the second player has the turn",
            f"{H}.at('e4') === 'P' && ({H}.players === 2 ? {H}.plies === 1 && {H}.turn === 'b' : "
            f"{H}.plies === 2 && {H}.ai_moves === 1 && {H}.turn === 'w')",
            f"{_RESET}; {_key(' ')}; {_key('ArrowUp')}; {_key('ArrowUp')}; {_key(' ')}",
            1500,
        ),
        (
            "capturing a piece scores its value",
            f"{H}.captures >= 1 && {H}.score >= 90 && {H}.at('a7') === 'R'",
            f"{_RESET}; {H}.spawn('food')",
            300,
        ),
        (
            "checkmate ends the game",
            f"{H}.state === 'over' && {H}.result === 'checkmate' && {H}.score >= 500",
            f"{_RESET}; {H}.spawn('mate')",
            2000,
        ),
    ],
    # A brick breaker: 'hazard' sends the ball past the paddle, once for each life the round has.
    "breakout": [
        (
            "losing the ball with the last life ends the round",
            f"{H}.state === 'over' && {H}.lives === 0",
            f"{_RESET}; {H}.spawn('hazard', {H}.max_lives || 1, 300)",
            2500,
        ),
    ],
    # A dodger: 'hazard' puts a rock on the ship (its moment of safety after a hit ended), once a life.
    "dodger": [
        (
            "a rock hitting the ship with its last life ends the round",
            f"{H}.state === 'over' && {H}.lives === 0",
            f"{_RESET}; {H}.spawn('hazard', {H}.max_lives || 1, 300)",
            2500,
        ),
    ],
    # Pong: each fixture sets the ball on its way to a paddle ('food' the player's, 'bonus' past the far one,
    # 'hazard' past the player's) and the game's own rules do the rest.
    "pong": [
        (
            "the ball comes back off the player's paddle, faster",
            f"{H}.returns >= 1 && {H}.ball_vy < 0 && {H}.ball_speed > 260",
            f"{_RESET}; {H}.spawn('food')",
            400,
        ),
        (
            "a ball past the far paddle is the player's point and scores",
            f"{H}.points === 1 && {H}.foe_points === 0 && {H}.score >= 10",
            f"{_RESET}; {H}.spawn('bonus')",
            800,
        ),
        (
            "a ball past the player's paddle is the other side's point",
            f"{H}.foe_points === 1 && {H}.points === 0",
            f"{_RESET}; {H}.spawn('hazard')",
            800,
        ),
        (
            "the first to the match's points wins and the game ends",
            f"{H}.state === 'over' && {H}.points === {H}.points_to_win",
            f"{_RESET}; {H}.spawn('win')",
            800,
        ),
    ],
}
_LOSS_MS = 3000  # the longest a genre that loses alone takes to lose one life without input


# Per genre: the axis its template runs along ("a vertical shooter": ``crumb.core.pitch_rest.axis``) and the
# criterion that proves it in the running game (what it proves, predicate, action, wait_ms): a shooter's ship
# sits below the whole formation and its shot flies up at it.
AXES: dict[str, tuple[str, str, str, str, int]] = {
    "shooter": (
        "vertical",
        "the game runs vertically: the ship sits below the formation and its shot flies up at it",
        f"{H}.foes_low !== null && {H}.ship_y > {H}.foes_low && {H}.shot_y !== null && {H}.shot_y < {H}.ship_y - 40",
        f"{_RESET}; {_key(' ')}",
        150,
    ),
}


def axis(genre: str, n: int) -> tuple[str, AcceptanceCriterion] | None:
    """(the axis the genre's template runs along, the criterion ``AC<n>`` that proves it), or None."""
    if genre not in AXES:
        return None
    name, text, predicate, action, wait_ms = AXES[genre]
    return name, _ac(n, text, predicate, action, wait_ms)


def _ac(n: int, text: str, predicate: str, action: str | None = None, wait_ms: int = 300) -> AcceptanceCriterion:
    return AcceptanceCriterion(id=f"AC{n}", text=text, predicate=predicate, action=action, wait_ms=wait_ms)


def _basics(title: str, genre: str, tuning: Mapping[str, object]) -> list[tuple[str, str, str | None, int]]:
    tuned = " && ".join(f"{H}.{name} === {json.dumps(tuning[name])}" for name in _TUNED[genre] if name in tuning)
    return [
        (
            "the title screen shows the title",
            f"document.getElementById('crumb-title').textContent === {json.dumps(title)}",
            None,
            200,
        ),
        (
            "the title screen leaves for play on start",
            f"{H}.state === 'playing' && typeof {H}.score === 'number'",
            f"{H}.start()",
            200,
        ),
        (
            f"it is a {genre} game tuned as specified",
            f"{H}.genre === {json.dumps(genre)}" + (f" && {tuned}" if tuned else ""),
            None,
            200,
        ),
        ("restart gives a fresh round with score 0", f"{H}.state === 'playing' && {H}.score === 0", _RESET, 100),
        (
            "it fits a phone screen without horizontal overflow",
            "document.documentElement.scrollWidth <= window.innerWidth",
            None,
            100,
        ),
        (
            "it loads nothing from the network",
            "performance.getEntriesByType('resource').every(e => e.name.startsWith(location.origin))",
            None,
            100,
        ),
    ]


def _timed(
    time_limit: int | None, genre: str, tuning: Mapping[str, object], mechanics: list[str]
) -> list[tuple[str, str, str | None, int]]:
    rows: list[tuple[str, str, str | None, int]] = []
    if time_limit:
        rows.append(
            (
                f"a {time_limit}-second timer counts down during play",
                f"{H}.time_limit >= {time_limit} && {H}.time_left < {H}.time_limit - 0.5 && {H}.time_left >= 0",
                _RESET,
                1000,
            )
        )
        # From one second left, so that a game the player can lose on their own (a snake, a runner)
        # is judged on its clock, not on how long it survives without input.
        rows.append(
            (
                TIME_UP,
                f"{H}.state === 'over' && {H}.time_left === 0",
                f"{_RESET}; {H}.time_left = 1",
                1500,
            )
        )
    elif genre in _LOSES_ALONE and not (_NEVER_LOSES_ALONE_WITH & set(mechanics)):
        lives = tuning.get("lives", 1)
        wait_ms = min(MAX_WAIT_MS, _LOSS_MS * (lives if isinstance(lives, int) else 1) + 1500)
        rows.append((LOST_ALONE, f"{H}.state === 'over'", _RESET, wait_ms))
    return rows


def untimed(genre: str, n: int) -> AcceptanceCriterion:
    """The criterion that proves a game has no time limit: given one second left, as the timer's own
    criterion gives it, the round does not end on the clock (a game the player cannot lose alone is
    still being played), and the game reports no time limit. A game with a timer fails it; so does a
    blank page, and an empty hook (its score is no number)."""
    playing = "" if genre in _LOSES_ALONE else f" && {H}.state === 'playing'"
    return _ac(
        n,
        "there is no timer: the round never ends on the clock",
        f"typeof {H}.score === 'number' && !{H}.time_limit && {H}.time_left !== 0{playing}",
        f"{_RESET}; {H}.time_left = 1",
        1500,
    )


def _mechanics(genre: str, mechanics: list[str], tuning: Mapping[str, object], first: int) -> list[AcceptanceCriterion]:
    names = [m for m in mechanics if table.supports(m, genre)]
    return [table.criterion(name, f"AC{n}", tuning, genre) for n, name in enumerate(names, first)]


def build(
    title: str, genre: str, time_limit: int | None, mechanics: list[str], tuning: Mapping[str, object]
) -> list[AcceptanceCriterion]:
    """The spec's acceptance criteria, numbered AC1.. in a stable order."""
    said, action, wait_ms, predicate = _INPUT[genre]
    names = [m for m in mechanics if table.supports(m, genre)]
    rows = _basics(title, genre, tuning) + _timed(time_limit, genre, tuning, names)
    rows.append((f"input changes the game: {said}", predicate, f"{_RESET}; {action}", wait_ms))
    rows += [(text, rule, act, wait) for text, rule, act, wait in RULES.get(genre, [])]
    fixed = [_ac(n, text, predicate, action, wait) for n, (text, predicate, action, wait) in enumerate(rows, 1)]
    return fixed + _mechanics(genre, mechanics, tuning, len(fixed) + 1)
