"""The scripted play-throughs: what QA presses, taps and swipes, when, and what it samples."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from math import ceil
from typing import Any

from crumb.core.contracts import Spec
from crumb.qa import probes
from crumb.qa.compare import GRID, Run, cells, standing_out
from crumb.qa.page import GamePage
from crumb.qa.play import ended
from crumb.qa.start import Action, Start, discover, replay, wait_until_ready

SEGMENT_MS = 750
SEGMENTS = 4
PHONE_SEGMENTS = 2  # each a tap and a swipe: along x, then along y (the laptop's segments drag the mouse so)
HOLD_MS = 400
SWIPE_STEPS, DRAG_STEPS = 2, 1  # moves of a finger's swipe and of a mouse drag (see _drag)
PACED_STEPS = 4  # moves of a glancing run's mouse drag, a frame of game time before each (see _drag)
TAP_GAP_MS = 48  # between taps on different buttons: three frames
PAD_HOLD_MS = 240  # an on-screen control held down on the phone's later segments
SOAK_TO_MS = 6_000  # the first run keeps playing to here, to catch errors that come later
# A run that glances samples each segment this long into it (its keys still held) instead of at its end:
# a response over by then (a flap that lands, a blade's trail, a lane lit while its key is held) is seen.
GLANCE_MS = 96
# …and begins its segments this much later after the start: a game that listens only once its menu has
# settled (a title that takes keys 2 s after it is drawn) or whose player appears later (a level's
# intro) meets the presses the first look made too early.
GLANCE_LEAD_MS = 1500
# …and, on a canvas, clicks across it instead of at its centre and lower left (probes.GRID_POINTS): per
# segment, one point of each upper row of a grid (each of its columns once over the run), then one on
# its bottom row, where a canvas game keeps its controls most. On even segments that one is an outer
# lane's (probes.HELD_ACROSS), pressed and held until the sample is taken (a lane lit while its button
# is held); on odd ones it is one of the row's inner points, clicked, and the sample follows the mouse's
# drag (a new press would start a blade's stroke over, and the trail the drag drew be gone). Before
# those, one of the page's own controls beside the canvas, where it has some (probes.GRID_POINTS): a
# plant's card clicked before the lawn, as a player picks a card before the cell to plant it on.
MAX_EXTRA_KEYS = 8  # keys the game is known to use, pressed beside the generic ones
MAX_BOARD_DRAGS = SEGMENTS  # moves tried on a board of pieces in an input run, one per segment
# Without a spec: keys held together per segment, grouped so that opposite directions never cancel.
GENERIC_SEGMENTS = (
    ("ArrowRight", "Space"),
    ("ArrowUp", "Enter"),
    ("ArrowLeft", "ArrowDown", "KeyZ"),
    ("KeyD", "KeyW", "KeyX"),
)


@dataclass(frozen=True)
class Plan:
    """The controls QA plays with: key groups per segment, whether to click/tap, the spec's start."""

    segments: tuple[tuple[str, ...], ...]
    pointer: bool
    start: tuple[str, ...]
    from_spec: bool

    def describe(self) -> str:
        keys = sorted({k for seg in self.segments for k in seg})
        return ", ".join(keys + (["click/tap", "mouse drag"] if self.pointer else [])) or "nothing"


def plan_for(spec: Spec | None) -> Plan:
    if spec is None:
        return Plan(GENERIC_SEGMENTS, True, (), False)
    keys = spec.controls.keys
    segments = tuple(tuple(keys[j] for j in range(i, len(keys), SEGMENTS)) for i in range(SEGMENTS))
    return Plan(segments, spec.controls.pointer, tuple(spec.controls.start), True)


def with_known(plan: Plan, start: Start) -> Plan:
    """Without a spec, the generic keys and the keys the game is known to use: the ones the page names
    for playing spread over the segments, then the others its code listens for, in the last segment
    only (one may pause or restart the game; the earlier segments still show the rest). Neither
    Escape (pause, quit) nor the key that started the game (it may start it over) is pressed."""
    if plan.from_spec:
        return plan
    skip = {k for seg in plan.segments for k in seg} | {a.code for a in start.actions} | {"Escape"}
    played = [k for k in start.played if k not in skip][:MAX_EXTRA_KEYS]
    others = [k for k in start.keys if k not in skip and k not in played][: MAX_EXTRA_KEYS - len(played)]
    if not played and not others:
        return plan
    n = len(plan.segments)
    segments = tuple(
        seg + tuple(played[i::n]) + (tuple(others) if i == n - 1 else ()) for i, seg in enumerate(plan.segments)
    )
    return Plan(segments, plan.pointer, plan.start, plan.from_spec)


def spec_start(page: GamePage, plan: Plan, ready_ms: int) -> Start:
    """The spec's start controls (``click`` is a click on the play area); none: the hook's ``start()``."""
    actions = []
    for control in plan.start:
        if control == "click":
            x, y = page.targets()[0]
            actions.append(Action(x=x, y=y, label="the play area"))
        else:
            actions.append(Action(code=control))
    how = (
        "the spec's start controls: " + ", ".join(a.describe() for a in actions)
        if actions
        else "window.__crumb.start()"
    )
    uses = frozenset(k for seg in plan.segments for k in seg) | {a.code for a in actions if a.code}
    return Start(ready_ms, tuple(actions), how, hook_start=not actions, uses=uses, lead_ms=0)


def begin(
    page: GamePage,
    plan: Plan,
    phase: str,
    start: Start | None,
    touch: bool = False,
    ready_after: int = 0,
    on_load: Callable[[], None] | None = None,
    find_tap: bool = False,
) -> tuple[Start, bool]:
    """Load and get the game going: replay ``start``, or find it (and say whether this run can
    serve as a baseline, i.e. went as a replay would); wait at least ``ready_after`` ms. ``on_load``
    hears when the page has loaded. On a phone a game is started by taps alone: ``find_tap`` looks for
    the tap that starts it (a game that needed a start on the laptop), else the input run's first tap is
    its start."""
    page.load(phase)
    if on_load is not None:
        on_load()
    if start is not None:
        replay(page, start, touch)
        return start, True
    ready_ms = wait_until_ready(page, ready_after)
    if touch and find_tap:
        return discover(page, ready_ms, touch, taps_only=True)
    if touch:  # on a phone, only taps start a game: the input run's first tap is the start
        waited = Start(ready_ms, (), "a tap")
        replay(page, waited, touch)
        return waited, True
    if plan.from_spec:
        found = spec_start(page, plan, ready_ms)
        replay(page, found, touch)
        return found, True
    return discover(page, ready_ms, touch)


Cell = tuple[int, int]


def board_moves(rows: list[list[list[Any] | None]] | None) -> list[tuple[Cell, Cell]]:
    """Moves a player would try first on a board of pieces (``probes.BOARD``: rows top to bottom of
    [x, y, occupied]): from the player's own rows, those with pieces nearest the screen's bottom edge,
    a piece of the front one to the empty cell ahead of it, else ahead to its left or right (a pawn
    pushed, a draught moved), middle columns first; at most ``MAX_BOARD_DRAGS``. Where the pieces
    fill more than half the board from the bottom (a sliding-block puzzle, a match-3 grid: not two
    sides), a piece beside an empty cell slides into it, the lowest empty cells and middle columns
    first. None where the bottom row is empty (a grid of cells, not a board of pieces)."""
    if not rows:
        return []

    def piece(r: int, c: int) -> bool:
        cell = rows[r][c] if 0 <= r < len(rows) and 0 <= c < len(rows[r]) else None
        return bool(cell and cell[2])

    def free(r: int, c: int) -> Cell | None:
        cell = rows[r][c] if 0 <= r < len(rows) and 0 <= c < len(rows[r]) else None
        return (int(cell[0]), int(cell[1])) if cell and not cell[2] else None

    front = len(rows)
    while front > 0 and any(piece(front - 1, c) for c in range(len(rows[front - 1]))):
        front -= 1
    if front == len(rows):
        return []
    if front < len(rows) // 2:
        return _slides(rows, piece, free)
    width = len(rows[front])
    moves = []
    for c in sorted(range(width), key=lambda c: (abs(c - (width - 1) / 2), c)):
        cell = rows[front][c]
        if not cell or not cell[2]:
            continue
        for to in (free(front - 1, c), free(front - 1, c - 1), free(front - 1, c + 1)):
            if to is not None:
                moves.append(((int(cell[0]), int(cell[1])), to))
    return moves[:MAX_BOARD_DRAGS]


def _slides(
    rows: list[list[list[Any] | None]], piece: Callable[[int, int], bool], free: Callable[[int, int], Cell | None]
) -> list[tuple[Cell, Cell]]:
    """A piece beside an empty cell (above it, to its left or right, below it) slid into it."""
    moves = []
    for r in reversed(range(len(rows))):
        width = len(rows[r])
        for c in sorted(range(width), key=lambda c: (abs(c - (width - 1) / 2), c)):
            to = free(r, c)
            if to is None:
                continue
            for fr, fc in ((r - 1, c), (r, c - 1), (r, c + 1), (r + 1, c)):
                cell = rows[fr][fc] if piece(fr, fc) else None
                if cell:
                    moves.append(((int(cell[0]), int(cell[1])), to))
    return moves[:MAX_BOARD_DRAGS]


def _segment(
    page: GamePage,
    plan: Plan,
    index: int,
    touch: bool,
    targets: list[tuple[int, int]],
    moves: Sequence[tuple[Cell, Cell]] = (),
    aimed: tuple[int, int] | None = None,
    glance: Callable[[], None] | None = None,
    grid: Sequence[Sequence[tuple[int, int]]] = (),
) -> None:
    """A click where the game showed something moving or appearing (``aimed``, when it did), a click
    and a drag of the mouse across the play area (a cube turned, a card dragged: along x on even
    segments, along y on odd ones), on a board of pieces a piece dragged ahead (one of
    ``moves``), then the segment's keys held; ``glance``: called GLANCE_MS after those clicks, the
    keys still held; ``grid`` (a glancing run on a canvas, per segment: see _glance_points): clicks at
    its points instead of at a target, on even segments the last pressed from before the keys until
    after the glance."""
    keys = plan.segments[index % len(plan.segments)] if plan.segments else ()
    spots = grid[index % len(grid)] if plan.pointer and glance is not None and grid else None
    held = spots[-1] if spots is not None and index % 2 == 0 else None
    if plan.pointer:
        if aimed is not None:
            page.click(*aimed, touch=touch)
        clicked = [targets[index % len(targets)]] if spots is None else spots[:-1] if held is not None else spots
        for spot in clicked:
            page.click(*spot, touch=touch)
            if spots is not None:
                page.advance(TAP_GAP_MS)
        _drag(page, index, touch, paced=glance is not None)
        if index < len(moves):
            page.swipe(*moves[index], DRAG_STEPS, touch=touch)
    if held is not None:
        page.press(*held)

    def glanced() -> None:
        if glance is not None:
            glance()
        if held is not None:  # the button held since just before the glance goes up after it
            page.lift_finger(touch=False)

    if keys:
        page.hold(keys, HOLD_MS, (GLANCE_MS, glanced) if glance is not None else None)
    elif glance is not None:
        page.advance(GLANCE_MS)
        glanced()


def _glance_points(grid: dict[str, Any] | None) -> list[list[tuple[int, int]]]:
    """Per segment, the canvas points a glancing run clicks: a point of each upper row, shifted a column
    per segment, then one on the bottom row: an outer lane's, held, on even segments; an inner point of
    the row on odd ones."""
    if not grid:
        return []
    rows, held, controls = grid["rows"], grid["held"], grid.get("controls") or []
    n = len(rows)
    if n < 3 or any(len(row) != n for row in rows) or not held:
        return []
    points = []
    for i in range(SEGMENTS):
        last = held[(i // 2) % len(held)] if i % 2 == 0 else rows[-1][1 + (i // 2) % (n - 2)]
        control = [controls[i % len(controls)]] if controls else []
        points.append([(x, y) for x, y in control + [rows[r][(i + 3 * r) % n] for r in range(n - 1)] + [last]])
    return points


def _drag(page: GamePage, index: int, touch: bool, paced: bool = False) -> tuple[int, int, int, int]:
    """Drag across the play area (see below; ``paced``: the mouse in PACED_STEPS moves, a frame of game
    time before each, as a glancing run drags); returns the line dragged along."""
    left, top, width, height = page.probe("find the play area", probes.PLAY_AREA)
    cx, cy = int(left + width / 2), int(top + height / 2)
    # The browser hands a mouse move to the page with its next frame (a finger's moves too), so each
    # move costs a frame of real time. A drag of the mouse is one move with its button down, pressed
    # where it starts with no move there first (a press costs no frame): the page sees it move, by
    # the drag's whole distance, between its mousedown and mouseup, which is what a drag reads (a turn
    # by the distance, a card moved, a pull). The made corpus (drag_turn turns only by dragging) gave
    # the same verdicts as with two moves and a move to the start.
    # A finger's swipe moves twice: the page sees touchstart, a touchmove halfway, one at the end and
    # touchend 60% of the play area away, a swipe to a game that reads the way from touchstart to
    # touchend (2048) and a finger travelling to one that follows it (a paddle), as
    # tests/qa/test_swipe.py asserts. Two moves gave the verdicts of four on all 54 corpus games (22
    # made, 32 real, each checked with both), two frames less per swipe.
    steps = SWIPE_STEPS if touch else PACED_STEPS if paced else DRAG_STEPS
    if index % 2:
        begins, ends = (cx, int(top + height * 0.2)), (cx, int(top + height * 0.8))
    else:
        begins, ends = (int(left + width * 0.2), cy), (int(left + width * 0.8), cy)
    page.swipe(begins, ends, steps, touch=touch, paced=paced)
    return (*begins, *ends)


# Which keys scroll a page which way by default.
_SCROLLS = {"ArrowLeft": 0, "ArrowRight": 0, "ArrowUp": 1, "ArrowDown": 1, "Space": 1, "PageUp": 1, "PageDown": 1}


def _scrolled_by(run: Run, keys: tuple[str, ...], scrolled: tuple[int, int]) -> None:
    """Note the keys the game uses (spec, screen, code) that scrolled the page; others may."""
    for key in keys:
        px = scrolled[_SCROLLS[key]] if key in _SCROLLS and key in run.start.uses else 0
        if px:
            run.scrolled[key] = max(px, run.scrolled.get(key, 0))


def _touch_segment(
    page: GamePage,
    index: int,
    targets: list[tuple[int, int]],
    moves: Sequence[tuple[Cell, Cell]] = (),
    aimed: tuple[int, int] | None = None,
    lane: tuple[int, int] | None = None,
) -> list[tuple[int, int, int, int]]:
    """First a tap where the game showed something moving or appearing (``aimed``, when it did), then
    the page's buttons, each tapped in turn (a start button, on-screen arrows), else the play area; then a swipe across the play area: along x on even segments, along y on odd ones;
    on a board of pieces, a piece moved by a finger too (one of ``moves``); last, on a canvas, a finger
    put on ``lane`` (an outer lane of its bottom row, probes.HELD_ACROSS) and left there: the caller
    lifts it after the segment's sample, as a lane's button lights only while it is held. Returns the
    lines the finger touched (a tap: a line of no length)."""
    began = page.run_ms
    buttons = page.probe("find the buttons", probes.START_BUTTONS)
    spots: list[tuple[int, int]] = [(b["x"], b["y"]) for b in buttons] if not index else []
    spots = spots or [targets[index % len(targets)]]
    touched = []
    for spot in ([aimed] if aimed is not None else []) + spots:
        # The finger stays down until the next tap, as a finger's tap lasts a few frames: a game that
        # reads its on-screen buttons as held (a ship moves while its arrow is touched) sees them so.
        page.press(*spot, touch=True)
        page.advance(TAP_GAP_MS)
        page.lift_finger(touch=True)
        touched.append((*spot, *spot))
    # After the first segment's taps on each of them, one of the page's controls is held a while: a
    # player keeps a finger on an on-screen arrow, where taps on a left and a right arrow in turn undo
    # each other.
    controls = [(b["x"], b["y"]) for b in buttons if b["label"] != probes.CANVAS_CENTRE]
    if index and controls:
        pad = controls[(index - 1) % len(controls)]
        page.press(*pad, touch=True)
        page.advance(PAD_HOLD_MS)
        page.lift_finger(touch=True)
        touched.append((*pad, *pad))
    page.advance(HOLD_MS - (page.run_ms - began))  # the segment keeps its length, so samples line up
    touched.append(_drag(page, index, touch=True))
    if index < len(moves):
        page.swipe(*moves[index], SWIPE_STEPS, touch=True)
        touched.append((*moves[index][0], *moves[index][1]))
    if lane is not None:
        page.press(*lane, touch=True)
        touched.append((*lane, *lane))
    return touched


def _aims(page: GamePage, aim: Run | None, segments: int, lead: int = 0) -> list[tuple[int, int] | None]:
    """Per segment, where the run without input ``aim`` showed something moving or appearing in the
    play area at the game time of the segment's first press: its sample just before the segment (as
    the game started, for the first; ``lead``: segments begin that many samples later, as a glancing
    run's do, and aim by the sample as far on, none past the last). QA's runs are seeded and on a
    virtual clock, so the input run shows the same there until its input changes the game: a press
    there reaches a bug that crawls or a mole that pops up, which a press at the centre or a corner
    misses."""
    if aim is None:
        return [None] * segments
    left, top, width, height = page.probe("find the play area", probes.PLAY_AREA)
    wide, high = page.viewport["width"] / GRID[0], page.viewport["height"] / GRID[1]
    box = (
        max(0, int(left / wide)),
        max(0, int(top / high)),
        min(GRID[0], ceil((left + width) / wide)),
        min(GRID[1], ceil((top + height) / high)),
    )
    samples = [aim.boot, *aim.frames]
    aims: list[tuple[int, int] | None] = []
    for i in range(segments):
        cell = standing_out(samples, i + lead, box)
        aims.append(None if cell is None else (int((cell % GRID[0] + 0.5) * wide), int((cell // GRID[0] + 0.5) * high)))
    return aims


def play(
    page: GamePage,
    plan: Plan,
    *,
    phase: str,
    inputs: bool,
    start: Start | None,
    touch: bool = False,
    segments: int = SEGMENTS,
    boot_shot: bool = False,
    ready_after: int = 0,
    on_load: Callable[[], None] | None = None,
    on_start: Callable[[Start], None] | None = None,
    aim: Run | None = None,
    find_tap: bool = False,
    keys_only: bool = False,
    glance: bool = False,
    glance_at: Sequence[int] = (),
) -> tuple[Run, list[bytes]]:
    """Load, get going, then play ``segments`` segments (with or without input), sampling each (at
    its end, or ``glance``: from GLANCE_LEAD_MS after the start, GLANCE_MS after its clicks and drags, on
    the laptop; a run without input
    glances at ``glance_at``, the input run's times into each segment, as ``Run.glanced_at`` says);
    ``on_load`` hears when the page has loaded, ``on_start`` how the game started as soon as that is known;
    ``aim``: a run without input from the same start, at the same size, whose samples the presses aim by;
    ``find_tap``: see ``begin``; ``keys_only``: the input is the plan's keys alone, no click, tap or swipe
    (a phone given a keyboard: what a player without one goes without).

    Returns the samples (with the start used) and the raw PNG screenshots taken (for evidence)."""
    if glance and touch:
        raise ValueError("only the laptop's runs glance")
    run, shots = Run(), []
    if keys_only:
        plan = Plan(plan.segments, False, plan.start, plan.from_spec)
    run.start, run.clean = begin(page, plan, phase, start, touch, ready_after, on_load, find_tap)
    if keys_only:
        page.probe("leave the keys to the game", probes.GAME_KEYS_ONLY)
    if touch and not inputs:  # where the phone's taps would begin: is the game over already?
        hook, says, _ = page.look()
        run.over = ended(hook, says)
    if on_start is not None:
        on_start(run.start)
    if boot_shot:  # the game as it started: discovery's last look at it, when it found the start
        shots.append(page.shot(reuse=True))
        run.boot = cells(shots[0])
    if glance:
        page.advance(GLANCE_LEAD_MS)
    targets = page.targets()
    fingers = inputs and touch and not keys_only
    points = (
        page.probe("find points across the canvas", probes.GRID_POINTS)
        if (glance and inputs and plan.pointer) or fingers
        else None
    )
    lanes = points["held"] if fingers and points else []  # a phone's finger held on these till the sample
    grid = _glance_points(points)
    run.across = bool(grid)
    run.beside = bool(grid) and bool(points and points.get("controls"))
    moves = board_moves(page.probe("find a board of pieces", probes.BOARD)) if inputs and plan.pointer else []
    lead = round(GLANCE_LEAD_MS / SEGMENT_MS) if glance else 0  # the aim run's samples fall on segments' ends
    aims = _aims(page, aim, segments, lead) if inputs and (touch or plan.pointer) else [None] * segments

    def sample() -> None:
        shots.append(page.shot())
        run.frames.append(cells(shots[-1]))
        run.shots.append(shots[-1])

    def glanced() -> None:
        run.glanced_at.append(page.run_ms - began)
        run.hooks.append(page.hook())
        sample()

    for i in range(segments):
        began = page.run_ms
        lane = lanes[i % len(lanes)] if lanes else None
        if fingers:
            run.touched.append(_touch_segment(page, i, targets, moves, aims[i], lane))
            run.screen = (page.viewport["width"], page.viewport["height"])
        elif inputs:
            _segment(page, plan, i, touch, targets, moves, aims[i], glanced if glance else None, grid)
        elif glance:
            page.advance(glance_at[i] if i < len(glance_at) else GLANCE_MS)
            glanced()
        page.advance(SEGMENT_MS - (page.run_ms - began))
        if glance:
            continue
        page.scrolled = (0, 0)
        run.hooks.append(page.hook())
        if inputs and not touch:
            _scrolled_by(run, plan.segments[i % len(plan.segments)] if plan.segments else (), page.scrolled)
        sample()
        if fingers and lane is not None:
            page.lift_finger(touch=True)
    return run, shots
