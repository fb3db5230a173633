"""Getting a game going: wait out its loading screen, then find what starts it, as a new player would.

The start controls come from the spec when there is one. Otherwise QA tries, one at a time, the
keys the page names on screen, the keys its code listens for, a broad set of usual keys, the
visible buttons (any element with a click handler), the canvas centre and a few points down and up
the canvas's middle (a menu's words drawn on it), and keeps the first that changes the game beyond
what changes on its own. A link it followed into another page of the game that says nothing of how
to play is not the start yet: that page's canvas is looked at the same way (a game's own menu behind
a gallery).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from itertools import chain
from pathlib import Path
from typing import Any

from crumb.qa import probes
from crumb.qa.compare import cells, changed, grown
from crumb.qa.page import GamePage
from crumb.qa.screen_keys import ASKS_TO_START, PAUSED, character_code, named_keys, paused_keys, played_keys

BOOT_MS = 500  # the least game time before anything is judged
READY_STEP_MS = 250
READY_MAX_MS = 4_000  # a loading screen that still moves after this is taken as the title screen
# A page whose own finite CSS animations are under way (a deal, an intro) is waited on up to this long:
# they end by themselves, and a game that ignores input until they do (klondike's deal takes 5.25 s
# of game time) would have its input runs played into them.
READY_ANIMATED_MAX_MS = 8_000
SETTLED = 0.01  # under this share of the screen changing between steps, the screen has settled
LOADING = re.compile(r"load|boot|preload|init", re.IGNORECASE)
LOADING_WORDS = re.compile(r"\bloading\b|\b\d{1,2}\s?%", re.IGNORECASE)  # on screen while a game loads
READY_REAL_S = 0.05
PROBE_MS = 250
REACTED_CELLS = 12  # a change this big (of 64×48 cells) beyond the noise is the game reacting
# Noise is what changed on its own in the last few quiet looks (2 s of game time): a blinking prompt
# stays noise, a dialog that opened while the keys were tried (A Dark Room's) does not deafen QA to
# its own buttons' clicks for good.
NOISE_LOOKS = 4
MAX_KEYS = 8  # then the buttons (at most 6), the canvas centre, a double click on it, CANVAS_POINTS
# Where else on a canvas a menu's button may be drawn (words QA cannot read: a bitmap font on WebGL),
# tried when nothing before them changed the game: points on the canvas's middle column, a step of
# 1/CANVAS_STEPS of its height apart (22 px on a 720 px canvas, under a menu line's height), below the
# centre first (a title sits above its menu), nearest first. Each costs two looks and 0.5 s of game time.
CANVAS_STEPS = 32
CANVAS_POINTS = (1, 2, 3, 4, 5, -1, -2, -3)
BROAD_KEYS = ("Enter", "Space", "Digit1", "KeyN", "KeyS", "KeyZ", "KeyX")
PLAYED = "named on screen for playing"  # a key the page says moves or fires: not tried as a start
ASIDE = "the game's code binds it to "  # … restart, pause, sound: not tried as a start (a usual key still is)
SOURCE_LIMIT = 300_000  # larger script files are libraries, which name every key there is


# What a key does in the code after it is compared, when that is not starting: a restart key changes
# the screen as a start would, but a game it restarts was playing already. Words count at a word's
# start or a camelCase hump (togglePause), not inside one (the start in restart); the first word
# found decides, so a start that also plays music (startGame(); music.play()) is still a start.
def _words(*words: str) -> re.Pattern[str]:
    return re.compile("|".join(rf"\b(?i:{w})|(?<=[a-z]){w[0].upper()}(?i:{w[1:]})" for w in words))


NOT_A_START = _words(
    "re-?start", "reset", "retry", "undo", "mute", "sound", "music", "audio", "volume", "pause", "fullscreen", "debug"
)
STARTS = _words("start", "begin", "play", "launch", "new", "init", "go\\b")
ASIDE_CHARS = 80
_LISTENED = (
    re.compile(r"""['"](Key[A-Z]|Digit[0-9]|Enter|Space|Arrow(?:Up|Down|Left|Right))['"]"""),
    # Named constants: Game.KEY.Q, Phaser.Input.Keyboard.KeyCodes.SPACE, me.input.KEY.LEFT, Keys.ONE
    re.compile(r"""\b(?:[Kk]eys?|KEYS?|[Kk]ey_?[Cc]odes?|KEY_?CODES?|Keyboard)\.([A-Z][A-Z0-9_]*)\b"""),
    re.compile(r"""\bkey\s*===?\s*['"]([a-zA-Z0-9 ])['"]"""),
    re.compile(r"""\b(?:keyCode|which)\s*===?\s*(\d{2})\b"""),
    re.compile(r"""\bcase\s+(\d{2})\s*:"""),
)
_KEY_CODES = {
    13: "Enter",
    32: "Space",
    37: "ArrowLeft",
    38: "ArrowUp",
    39: "ArrowRight",
    40: "ArrowDown",
    **{c: f"Digit{c - 48}" for c in range(48, 58)},
    **{c: f"Key{chr(c)}" for c in range(65, 91)},
}


@dataclass(frozen=True)
class Action:
    """One start control: a key (``code``) or a click/tap at ``x, y``; ``why`` says where it came from."""

    code: str = ""
    x: int = 0
    y: int = 0
    label: str = ""
    why: str = ""
    double: bool = False
    wait_ms: int = 0  # game time before it beyond the start's lead: the page a link led to loading
    element: bool = False  # a click on one of the page's elements (with hover styles), not on a canvas

    def describe(self) -> str:
        what = f"pressing {self.code}" if self.code else f"{'double-' if self.double else ''}clicking {self.label}"
        return f"{what} ({self.why})" if self.why else what


@dataclass(frozen=True)
class Start:
    """How every run gets the game going: game time to wait for it to be ready, then the actions."""

    ready_ms: int
    actions: tuple[Action, ...]
    how: str
    hook_start: bool = False
    uses: frozenset[str] = frozenset()  # keys the game is known to use (spec, screen, code)
    keys: tuple[str, ...] = ()  # the same without a spec, in the order found (screen, then code)
    played: tuple[str, ...] = ()  # of those, the ones the page names for playing (moving, firing)
    lead_ms: int = PROBE_MS  # game time before each action (a found start is replayed as it was found)


_NUMBERS = ("ZERO", "ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE")
_CONSTANTS = {
    **{f"{a}{d}": f"Arrow{d.title()}" for d in ("LEFT", "RIGHT", "UP", "DOWN") for a in ("", "ARROW_", "ARROW")},
    **{name: f"Digit{i}" for i, name in enumerate(_NUMBERS)},
    **{f"{p}{i}": f"Digit{i}" for i in range(10) for p in ("DIGIT", "NUM_", "DIGIT_", "NUMBER_")},
    "SHIFT": "ShiftLeft",
    "ESCAPE": "Escape",
}


def key_code(word: str) -> str | None:
    """A word on screen or in code ('1', 'n', 'space', 'Enter', a constant's name 'LEFT' or
    'ONE') as a key code."""
    if word in _CONSTANTS:
        return _CONSTANTS[word]
    w = word.strip().lower()
    if w in ("space", "spacebar", " "):
        return "Space"
    if w in ("enter", "return"):
        return "Enter"
    if w in ("esc", "escape"):
        return "Escape"
    if w == "shift":
        return "ShiftLeft"
    return character_code(w)


def listened_keys(game_dir: Path, entry: str) -> list[str]:
    """Keys the game's own scripts compare against (libraries, which name them all, are skipped)."""
    return list(dict.fromkeys(code for code, _ in _listened(game_dir, entry)))


def aside_keys(game_dir: Path, entry: str) -> dict[str, str]:
    """Keys the game's code binds to something other than playing or starting (2048's R restarts),
    each with the word that says so: the code that follows the comparison, up to the next one."""
    found: dict[str, str] = {}
    for code, after in _listened(game_dir, entry):
        said, starts = NOT_A_START.search(after), STARTS.search(after)
        if said and (starts is None or said.start() < starts.start()):
            found.setdefault(code, said.group(0).lower())
    return found


def _listened(game_dir: Path, entry: str) -> Iterator[tuple[str, str]]:
    """Each key the game's scripts compare against, with the code after the comparison (at most
    ``ASIDE_CHARS``, and not past the next comparison)."""
    for path in [game_dir / entry, *sorted(game_dir.rglob("*.js"))]:
        try:
            if path.is_symlink() or path.stat().st_size > SOURCE_LIMIT:
                continue
            text = path.read_text(errors="replace")
        except OSError:
            continue
        matches = [list(rx.finditer(text)) for rx in _LISTENED]
        starts = sorted(m.start() for found in matches for m in found)
        for i, found in enumerate(matches):
            for m in found:
                word = m.group(1)
                if word.isdigit() and len(word) == 2:
                    code = _KEY_CODES.get(int(word))
                else:  # a code as it is ('KeyR'), else a key or a constant's name ('n', 'LEFT'; not 'TAB')
                    code = key_code(word) or (word if i == 0 else None)
                if code:
                    ends = min([s for s in starts if s > m.start()] + [m.end() + ASIDE_CHARS])
                    yield code, text[m.end() : max(m.end(), ends)]


def wait_until_ready(page: GamePage, at_least_ms: int = BOOT_MS) -> int:
    """Advance game time past the loading screen: until the hook's state is not a loading one, or
    the screen settles with no file requested meanwhile and none of the page's finite CSS animations
    under way, within ``READY_MAX_MS`` (``READY_ANIMATED_MAX_MS`` while such animations are) of the
    wait's beginning (a load, or a link followed). Returns the game time since the load (replayed later)."""
    began = page.run_ms
    page.advance(max(BOOT_MS, at_least_ms))
    before, requests = None, -1
    while True:
        # A screen that stood still between two looks has not settled while a transition waits out
        # its delay: klondike's first card did, and the key tried next was credited with its deal.
        animated = page.probe("see whether the page's own animations are under way", probes.OWN_MOTION)
        if page.run_ms - began >= (READY_ANIMATED_MAX_MS if animated else READY_MAX_MS):
            break
        hook = page.hook() or {}
        state = hook.get("state")
        if hook.get("ready") is True or (isinstance(state, str) and not LOADING.search(state)):
            break
        now = cells(page.shot())
        if LOADING_WORDS.search(page.probe("read what the page says", probes.SAYS_NOW)):
            page.let_real_time_pass(READY_REAL_S)  # media and fonts load in real time, not game time
        elif (
            before is not None
            and len(changed(before, now)) < SETTLED * len(now)
            and page.requests == requests
            and not animated
        ):
            break  # the screen stood still and the page asked for no file meanwhile (files load in real time)
        before, requests = now, page.requests
        page.advance(READY_STEP_MS)
    return page.run_ms


def known_keys(page: GamePage) -> dict[str, str]:
    """The keys the page names on screen and the keys its code listens for, with where each was found."""
    keys: dict[str, str] = {}
    words = page.probe("read the page's words", probes.WORDS)
    for code in named_keys(words):
        keys.setdefault(code, "named on screen")
    for code in played_keys(words):
        keys.setdefault(code, PLAYED)
    aside = aside_keys(page.game_dir, page.entry)
    for code in listened_keys(page.game_dir, page.entry):
        keys.setdefault(code, f"{ASIDE}{aside[code]}" if code in aside else "the game listens for it")
    return keys


def candidates(page: GamePage, known: dict[str, str], taps_only: bool = False) -> Iterator[Action]:
    """Every start control worth trying, in the order a player would try them (arrows steer, not start):
    the keys (none for ``taps_only``: a phone has none), then the buttons, looked for once the keys are
    tried (a dialog may have opened since)."""
    keys = {
        code: why
        for code, why in known.items()
        if not code.startswith("Arrow") and why != PLAYED and not why.startswith(ASIDE)
    }
    for code in BROAD_KEYS:
        keys.setdefault(code, "")
    if not taps_only:
        yield from (Action(code=k, why=why) for k, why in list(keys.items())[:MAX_KEYS])
    found = [
        Action(x=b["x"], y=b["y"], label=button_label(b), element=b["element"])
        for b in page.probe("find the buttons", probes.START_BUTTONS)
    ]
    canvas = bool(found) and found[-1].label == probes.CANVAS_CENTRE
    if canvas:  # some 3D toys start on a double click
        found.append(Action(x=found[-1].x, y=found[-1].y, label=probes.CANVAS_CENTRE, double=True))
    yield from found
    if canvas:
        yield from canvas_points(page)


def canvas_candidates(page: GamePage) -> Iterator[Action]:
    """The canvas's centre, a double click there, then its points; nothing on a page without a canvas."""
    found = page.probe("find the buttons", probes.START_BUTTONS)
    if found and found[-1]["label"] == probes.CANVAS_CENTRE:
        x, y = found[-1]["x"], found[-1]["y"]
        yield from (
            Action(x=x, y=y, label=probes.CANVAS_CENTRE),
            Action(x=x, y=y, label=probes.CANVAS_CENTRE, double=True),
        )
        yield from canvas_points(page)


def canvas_points(page: GamePage) -> Iterator[Action]:
    """Points down and up the middle of the play area (the largest canvas), in ``CANVAS_POINTS``' order."""
    left, top, width, height = page.probe("find the play area", probes.PLAY_AREA)
    x, middle = int(left + width / 2), top + height / 2
    for step in CANVAS_POINTS:
        y = int(middle + step * height / CANVAS_STEPS)
        if top < y < top + height:
            where = f"{abs(step) * 100 / CANVAS_STEPS:.0f}% of its height {'below' if step > 0 else 'above'} its centre"
            yield Action(x=x, y=y, label=f"the canvas {where}", why="its centre changed nothing")


def button_label(button: dict[str, Any]) -> str:
    """A button as a report names it: its words in quotes, else what it is ('a div.cell (one of 81)')."""
    return repr(button["label"]) if button.get("named") else str(button["label"])


def apply(page: GamePage, action: Action, touch: bool) -> None:
    if action.code:
        page.hold((action.code,), 50)
        return
    page.click(action.x, action.y, touch=touch, double=action.double)


def discover(page: GamePage, ready_ms: int, touch: bool = False, taps_only: bool = False) -> tuple[Start, bool]:
    """Try the candidates one by one on the live page (``taps_only``: its buttons and canvas, as a
    phone's finger would, no keys); the first the game reacts to starts it. One
    that led to another page of the game (a gallery's link) whose words say nothing of how to play is
    followed: the page is waited on, its canvas's centre and points tried (a menu drawn on it), and
    the first that changes the game there is the start's second step.

    Returns the start and whether this run went exactly as a replay of it would (the first
    candidate won), so the run can serve as a baseline."""
    address = page.address
    found, clean = _first_change(page, ready_ms, touch, taps_only=taps_only)
    if not found.actions or page.address == address:
        return found, clean
    words = page.probe("read the page's words", probes.WORDS)
    if played_keys(words) or named_keys(words):  # it says how to play or start: the game, played as it is
        return found, clean
    there, _ = _first_change(page, wait_until_ready(page), touch, on_canvas=True)
    if not there.actions:
        return found, False
    # Replayed, the link is applied PROBE_MS after found.ready_ms and the next action lead_ms after it.
    then = replace(there.actions[0], wait_ms=there.ready_ms - found.ready_ms - PROBE_MS)
    how = f"{found.how}, then on the page it led to by {there.how}"
    return replace(found, actions=(*found.actions, then), how=how), False


def _first_change(
    page: GamePage, ready_ms: int, touch: bool, on_canvas: bool = False, taps_only: bool = False
) -> tuple[Start, bool]:
    """The candidates tried on the page as it is, up to the first the game reacts to (``on_canvas``:
    only the canvas's centre, a double click there and its points; ``taps_only``: no keys)."""
    hook = page.hook()
    before = cells(page.shot())
    quiets: list[set[int]] = []  # what changed on its own in each quiet look, the last NOISE_LOOKS kept
    noisy: set[str] = set()
    known = known_keys(page)
    words = page.probe("read the page's words", probes.WORDS)
    paused = set(paused_keys(words))
    uses, keys = frozenset(known), tuple(k for k in known if k not in paused)  # pausing is not playing
    played = tuple(k for k, why in known.items() if why == PLAYED and k not in paused)
    # A page that names keys for playing and asks for no start (2048: 'use your arrow keys to move the
    # tiles') is played at once: its first such key is tried first, and answered, no start is needed.
    asks = any(ASKS_TO_START.search(w) for w in words) or "named on screen" in known.values()
    first = [Action(code=played[0], why=PLAYED)] if played and not asks and not on_canvas and not taps_only else []
    tried = 0
    tries = canvas_candidates(page) if on_canvas else candidates(page, known, taps_only)
    for i, action in enumerate(chain(first, tries)):
        tried = i + 1
        waited = page.run_ms  # a replay waits this long, as the game was not ready for the keys before
        _hover(page, action, touch)  # the quiet look sees the hover, so only what the click does counts
        page.advance(PROBE_MS)
        quiet_hook = page.hook()
        quiet = cells(page.shot())
        quiets = [*quiets[1 - NOISE_LOOKS :], changed(before, quiet)]
        noise = set().union(*quiets)
        noisy |= _moved(hook, quiet_hook)
        said = page.probe("read what the page says", probes.SAYS_NOW)  # (and forget the words drawn so far)
        apply(page, action, touch)
        page.advance(PROBE_MS)
        hook = page.hook()
        after = cells(page.shot())
        moved = _moved(quiet_hook, hook) - noisy
        if moved or len(changed(quiet, after) - grown(noise)) >= REACTED_CELLS:
            if PAUSED.search(page.probe("read what the page says", probes.SAYS_NOW)) and not PAUSED.search(said):
                # It paused the game (cursed-elevator's 1 on its title): not a start, nor a key to play
                # with. Pressed again, it goes on; the next candidate is tried.
                keys = tuple(k for k in keys if k != action.code)
                apply(page, action, touch)
                page.advance(PROBE_MS)
                hook, before = page.hook(), cells(page.shot())
                continue
            if action.why == PLAYED:  # (candidates never are)
                how = f"no start needed: the game answered {action.code}, {PLAYED}, at once"
                return Start(waited, (), how, uses=uses, keys=keys, played=played), False
            return Start(waited, (action,), action.describe(), uses=uses, keys=keys, played=played), i == 0
        before = after
    return Start(
        ready_ms,
        (),
        f"nothing QA tried ({tried} keys and clicks) changed the game; played as it was",
        uses=uses,
        keys=keys,
        played=played,
    ), False


def _moved(a: dict[str, Any] | None, b: dict[str, Any] | None) -> set[str]:
    if a is None or b is None:
        return set()
    return {k for k in a.keys() | b.keys() if a.get(k) != b.get(k)}


def replay(page: GamePage, start: Start, touch: bool) -> None:
    """Get a fresh run to where ``discover`` left the game: wait as long, then apply the start."""
    page.advance(start.ready_ms - page.run_ms)
    if start.hook_start:
        page.start_by_hook()
    for action in start.actions:
        _hover(page, action, touch)
        page.advance(start.lead_ms + action.wait_ms)
        apply(page, action, touch)
    page.advance(PROBE_MS)


def _hover(page: GamePage, action: Action, touch: bool) -> None:
    """The mouse over a page's button to be clicked, a start's lead before the click (a finger has no
    hover): a menu's buttons change colour under it, which ``discover`` took for the game starting. Not
    over a canvas: a game may aim by the mouse there, or draw its own buttons lit under it
    (radius-raid's PLAY), and the look before the click must show the game as it was."""
    if action.element and not touch:
        page.hover(action.x, action.y)
