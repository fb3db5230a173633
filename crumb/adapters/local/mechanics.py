"""The offline studio's mechanics: ONE table of what its genre templates can really do.

Shape (kept stable; the requirements ledger imports it):

``MECHANICS: dict[str, Mechanic]`` keyed by ``Mechanic.name``, where a ``Mechanic`` has

- ``name``: the id used in ``spec.mechanics`` and in the game's hook, ``window.__crumb.mechanics.<name>``;
- ``genres``: the template genres that implement it, empty when none does (a pitch asking for it in
  another genre is unmet);
- ``text``: what the player gets, in plain English (the core vocabulary's label);
- ``words``: language code ("en", "ko", "it", "ar") → the pitch words that name it, taken from the one
  vocabulary of the house, ``crumb.core.pitch_words.MECHANICS`` (the table has a row for each key there);
- ``params``: template parameters as ``spec.tuning`` keys with their defaults (the builder hands
  them to the template; a pitch may set some, e.g. "every 5 apples");
- ``check``: ``(tuning, genre) → Check``, the acceptance criterion that proves it in the running
  game: an action (JavaScript), game time to wait, and a browser predicate that fails when the
  mechanic is absent from the build;
- ``always``: the genres whose template has it whatever the spec lists (a platformer's coins, a
  shooter's enemies); its check fails in a genre that lacks it.

Functions: ``find(text)`` lists the mechanics a pitch names with the words that name them, and the
parameters it sets; ``supports(name, genre)``; ``criterion(name, ac_id, tuning, genre)`` gives the ``AcceptanceCriterion``.

Criteria use the hook's fixture ``window.__crumb.spawn(kind, n, gap_ms)``: the genre puts n items of a
kind ('food', 'bonus', 'poison', 'hazard', 'shield', 'miss', 'bomb', 'level') where the player meets
them next, and the game's own rules do the rest.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import NamedTuple

from crumb.core import pitch_reader
from crumb.core.contracts import AcceptanceCriterion
from crumb.core.pitch_words import MECHANICS as VOCABULARY

H = "window.__crumb"
M = f"{H}.mechanics"
FEED_GAP_MS = 250
Tuning = Mapping[str, object]


class Check(NamedTuple):
    text: str
    action: str
    wait_ms: int
    predicate: str


@dataclass(frozen=True)
class Mechanic:
    name: str
    text: str
    genres: tuple[str, ...]
    words: dict[str, tuple[str, ...]]
    check: Callable[[Tuning, str], Check]
    params: dict[str, int | float] = field(default_factory=dict)
    # Genres whose template has it whatever the spec lists (a platformer's coins): proved the same way.
    always: tuple[str, ...] = ()


@dataclass(frozen=True)
class Found:
    """A mechanic a pitch names: its name, the words of the pitch, and parameters the pitch sets."""

    name: str
    source: str
    params: dict[str, int | float]


def _num(tuning: Tuning, key: str, default: float) -> float:
    value = tuning.get(key, default)
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else default


def _feed(kind: str, n: int = 1, gap_ms: int = FEED_GAP_MS) -> str:
    return f"{H}.reset(); {H}.spawn('{kind}', {n}, {gap_ms})"


def _key(name: str, kind: str = "keydown") -> str:
    return f"window.dispatchEvent(new KeyboardEvent('{kind}', {{key: '{name}', bubbles: true}}))"


def _speed_up(t: Tuning, genre: str) -> Check:
    if seconds := int(_num(t, "speed_up_every_s", 0)):
        # With time, not the score: a round is put a second short of the first speed-up (no template
        # keeps a player alive through a long wait) and must step up as that second runs out, on its own.
        return Check(
            f"the game speeds up every {seconds} seconds",
            f"{H}.reset(); {M}.speed_up.played = {seconds} - 1",
            1600,
            f"{M}.speed_up?.every_s === {seconds} && {M}.speed_up.steps >= 1 && {H}.speed > {H}.base_speed"
            f" && {M}.speed_up.played < {seconds}",
        )
    every = int(_num(t, "speed_up_every", 5))
    return Check(
        f"the game speeds up every {every} points scored",
        _feed("food", every),
        every * FEED_GAP_MS + 800,
        f"{H}.scored >= {every} && {H}.speed > {H}.base_speed && {M}.speed_up?.steps >= 1",
    )


def _lives(t: Tuning, genre: str) -> Check:
    n = int(_num(t, "lives", 3))
    if n == 1:  # "only one life": the first hit ends the round, which a hit that costs one of more would not
        return Check(
            "the player has one life: a hit ends the round",
            _feed("hazard"),
            600,
            f"{H}.max_lives === 1 && {H}.lives === 0 && {H}.state === 'over'",
        )
    return Check(
        f"the player has {n} lives: a hit costs one, not the round",
        _feed("hazard"),
        600,
        f"{H}.lives === {n - 1} && {H}.state === 'playing'",
    )


def _hazards(t: Tuning, genre: str) -> Check:
    return Check(
        "hazards appear in play and touching one costs a life",
        _feed("hazard"),
        2500,
        f"{M}.hazards?.placed >= 1 && {M}.hazards.hits >= 1 && ({H}.state === 'over' || {H}.lives < {H}.max_lives)",
    )


def _poison(t: Tuning, genre: str) -> Check:
    return Check(
        "a poison item shortens the snake",
        _feed("poison"),
        600,
        f"{M}.poison?.eaten >= 1 && {H}.length < {H}.start_length",
    )


def _bonus(t: Tuning, genre: str) -> Check:
    return Check(
        "bonus items are worth double points",
        _feed("bonus"),
        600,
        f"{M}.bonus?.taken >= 1 && {M}.bonus.last === 2 * {M}.bonus.base && {H}.score > 0",
    )


def _combo(t: Tuning, genre: str) -> Check:
    return Check(
        "quick successive scores build a combo multiplier",
        _feed("food", 2, 200),
        700,
        f"{H}.combo >= 2 && {M}.combo?.mult > 1",
    )


def _shield(t: Tuning, genre: str) -> Check:
    seconds = _num(t, "shield_s", 5)
    return Check(
        f"a shield power-up protects the player for {seconds:g} seconds",
        f"{_feed('shield')}; setTimeout(() => {H}.spawn('hazard'), 700)",
        1500,
        f"{M}.shield?.taken >= 1 && {M}.shield.blocked >= 1 && {H}.state === 'playing' && "
        f"({H}.lives === undefined || {H}.lives === {H}.max_lives)",
    )


def _double_jump(t: Tuning, genre: str) -> Check:
    action = f"{H}.reset(); {_key(' ')}; setTimeout(() => {{ {_key(' ', 'keyup')}; {_key(' ')}; }}, 250)"
    return Check("a second jump works in mid-air (double jump)", action, 400, f"{H}.air_jumps >= 1")


def _narrowing_gap(t: Tuning, genre: str) -> Check:
    return Check(
        "the gap to fly through narrows as the score rises",
        _feed("food", 3, 400),
        1700,
        f"{H}.passed >= 3 && {H}.gap < {H}.start_gap",
    )


def _shrink_paddle(t: Tuning, genre: str) -> Check:
    cols = int(_num(t, "brick_cols", 7))
    return Check(
        "the paddle shrinks every time a row of bricks is cleared",
        _feed("food", cols, 200),
        cols * 200 + 800,
        f"{H}.rows_cleared >= 1 && {H}.paddle_w < {H}.start_paddle_w",
    )


def _time_penalty(t: Tuning, genre: str) -> Check:
    seconds = _num(t, "time_penalty_s", 3)
    return Check(
        f"a mistake costs {seconds:g} seconds of the clock",
        _feed("miss"),
        300,
        f"{M}.time_penalty?.mistakes >= 1 && {H}.time_left <= {H}.time_limit - {seconds:g} + 0.5",
    )


def _bomb(t: Tuning, genre: str) -> Check:
    return Check(
        "a bomb clears the area around it",
        f"{_feed('bomb')}; {_key(' ')}",
        1500,
        f"{M}.bomb?.cleared >= 6 && {H}.score > 0",
    )


def _levels(t: Tuning, genre: str) -> Check:
    return Check(
        "finishing a level starts the next, harder one",
        _feed("level"),
        1200,
        f"{H}.level >= 2 && {M}.levels?.difficulty > 1",
    )


def _unproven(t: Tuning, genre: str) -> Check:
    raise KeyError("no offline template implements this mechanic, so nothing can prove it")


def _high_score(t: Tuning, genre: str) -> Check:
    return Check(
        "the best score is kept and shown",
        _feed("food"),
        600,
        f"{H}.score > 0 && {M}.high_score?.best >= {H}.score && "
        f"document.getElementById('hud-best').textContent === String({M}.high_score.best)",
    )


def _coins(t: Tuning, genre: str) -> Check:
    return Check(
        "coins appear in play and collecting one scores",
        _feed("food"),
        600,
        f"{H}.coins >= 1 && {H}.score > 0",
    )


# A snake's head moves one cell each 0.14 s of game time at speed 1 (templates/snake.js), from the
# fourth cell of its row towards the right edge.
_SNAKE_TICK_MS, _SNAKE_START_X = 140, 3


def _wrap(t: Tuning, genre: str) -> Check:
    grid, speed = int(_num(t, "grid", 18)), max(0.1, _num(t, "speed", 1.0))
    # Time for the head to reach the right edge and cross it, and as long again: a snake with walls
    # loses a life (or the round) at that edge instead.
    crossing_ms = (grid - _SNAKE_START_X + 1) * _SNAKE_TICK_MS / speed
    return Check(
        "with no walls the snake leaves the right edge and comes back on the left, still playing",
        f"{H}.reset()",
        min(60_000, round(crossing_ms * 1.5) + 500),
        f"{M}.wrap?.crossings >= 1 && {M}.wrap.from.x === {H}.grid - 1 && {M}.wrap.to.x === 0 && "
        f"{M}.wrap.to.y === {M}.wrap.from.y && {H}.state === 'playing' && "
        f"({H}.lives === undefined || {H}.lives === {H}.max_lives)",
    )


# The same in every genre that has it, whatever the tuning: the 'turns' fixture makes a move for the
# first side and, where the second is a player, one for it too; where it is the computer, it answers.
_TURNS = Check(
    "two players take turns on one screen: the second side is a player, not the computer",
    _feed("turns"),
    1500,
    f"{H}.players === 2 && {H}.plies >= 2 && {H}.ai_moves === 0",
)


# The computer's side: after the player's move (a mark, a move, a return) it answers on its own, as one
# player's game does; a build for two players at one screen has it not.
_COMPUTER = Check(
    "the computer plays the other side: it answers the player's move on its own",
    _feed("turns"),
    3000,
    f"{H}.players === 1 && {H}.plies >= 1 && {H}.ai_moves >= 1",
)


def _fixed(check: Check) -> Callable[[Tuning, str], Check]:
    """A check that is the same whatever the tuning and the genre."""
    return lambda t, genre: check


def _enemies(t: Tuning, genre: str) -> Check:
    return Check("enemies come at the player", "", 3000, f"{H}.state === 'playing' && {H}.enemies >= 1")


# name → (the genres whose template implements it, the check, template parameters with defaults)
_IMPLEMENTED: dict[str, tuple[tuple[str, ...], Callable[[Tuning, str], Check], dict[str, int | float]]] = {
    "speed_up": (
        ("snake", "tapper", "runner", "breakout", "dodger", "platformer", "shooter", "catcher", "tetris", "racing"),
        _speed_up,
        {"speed_up_every": 5, "speed_up_step": 0.15},
    ),
    "lives": (
        ("snake", "tapper", "runner", "breakout", "dodger", "platformer", "shooter", "catcher", "racing"),
        _lives,
        {"lives": 3},
    ),
    "hazards": (("snake", "tapper", "platformer"), _hazards, {"hazards_count": 3}),
    "poison": (("snake",), _poison, {}),
    "bonus": (("snake", "tapper", "breakout", "dodger", "platformer", "catcher"), _bonus, {"bonus_every": 4}),
    "combo": (
        ("match3", "memory", "snake", "tapper", "breakout", "dodger", "runner", "platformer", "shooter", "catcher"),
        _combo,
        {},
    ),
    "shield": (
        ("snake", "runner", "dodger", "platformer", "shooter", "catcher"),
        _shield,
        {"shield_s": 5, "shield_every": 6},
    ),
    "double_jump": (("platformer",), _double_jump, {}),
    "narrowing_gap": (("runner",), _narrowing_gap, {"gap_step": 8, "gap_min": 110}),
    "shrink_paddle": (("breakout",), _shrink_paddle, {"paddle_step": 0.12}),
    "time_penalty": (("tapper", "match3", "memory"), _time_penalty, {"time_penalty_s": 3}),
    "bomb": (("match3", "shooter"), _bomb, {}),
    "levels": (("breakout", "shooter", "grid_puzzle", "tetris"), _levels, {}),
    "high_score": (
        (
            "match3",
            "memory",
            "snake",
            "tapper",
            "breakout",
            "dodger",
            "runner",
            "platformer",
            "shooter",
            "catcher",
            "tetris",
            "racing",
        ),
        _high_score,
        {},
    ),
    "coins": (("platformer",), _coins, {}),
    "enemies": (("shooter", "dodger"), _enemies, {}),
    "wrap": (("snake",), _wrap, {}),
    "two_players": (("tic_tac_toe", "chess", "pong"), _fixed(_TURNS), {}),
    "vs_computer": (("tic_tac_toe", "chess", "pong"), _fixed(_COMPUTER), {}),
}
# Mechanics that are part of a genre itself, listed or not.
# The computer is the other side of a board or a court unless two players are asked for.
_ALWAYS: dict[str, tuple[str, ...]] = {
    "coins": ("platformer",),
    "enemies": ("shooter", "dodger"),
    "vs_computer": ("tic_tac_toe", "chess", "pong"),
}
MECHANICS: dict[str, Mechanic] = {
    name: Mechanic(
        name,
        label,
        _IMPLEMENTED[name][0] if name in _IMPLEMENTED else (),
        words,
        _IMPLEMENTED[name][1] if name in _IMPLEMENTED else _unproven,
        dict(_IMPLEMENTED.get(name, ((), None, {}))[2]),
        _ALWAYS.get(name, ()),
    )
    for name, (label, words) in VOCABULARY.items()
}
# The parameters a pitch's number sets, per mechanic: (tuning key, low, high). The number is the one the
# core reader keeps on the mechanic's requirement (:func:`crumb.core.pitch_reader.mechanic_counts`), so the
# build is held to the number the ledger asks for.
COUNTED: dict[str, tuple[str, int, int]] = {"speed_up": ("speed_up_every", 1, 50), "lives": ("lives", 1, 9)}
# A speeding up said with time ("every 30 seconds": pitch_reader.speed_up_seconds) sets this instead.
TIMED_SPEED_UP = ("speed_up_every_s", 2, 600)


def counted(name: str, pitch: str) -> tuple[str, int, int] | None:
    """(tuning key, low, high) of the parameter a pitch's number for mechanic ``name`` sets, or None."""
    if name == "speed_up" and pitch_reader.speed_up_seconds(pitch) is not None:
        return TIMED_SPEED_UP
    return COUNTED.get(name)


def find(text: str) -> list[Found]:
    """The mechanics a pitch names (read as the core reads them), in the pitch's order, with the parameters it sets."""
    counts = pitch_reader.mechanic_counts(text)
    return [Found(name, source, _param(name, counts, text)) for name, source in pitch_reader.mechanics(text)]


def _param(name: str, counts: Mapping[str, tuple[int, tuple[int, int]]], text: str) -> dict[str, int | float]:
    if (table := counted(name, text)) is None or name not in counts:
        return {}
    key, low, high = table
    return {key: min(high, max(low, counts[name][0]))}


def supports(name: str, genre: str) -> bool:
    """Whether the genre's template implements the mechanic."""
    return name in MECHANICS and genre in MECHANICS[name].genres


def criterion(name: str, ac_id: str, tuning: Tuning, genre: str) -> AcceptanceCriterion:
    """The acceptance criterion that proves the mechanic in a build of the genre with this tuning."""
    check = MECHANICS[name].check(tuning, genre)
    return AcceptanceCriterion(
        id=ac_id, text=check.text, action=check.action, wait_ms=check.wait_ms, predicate=check.predicate
    )
