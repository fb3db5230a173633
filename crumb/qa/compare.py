"""Judging runs against each other: pure functions over screenshots and ``window.__crumb`` samples."""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from typing import Any

from PIL import Image, ImageChops, ImageDraw, ImageFilter

GRID = (64, 48)  # screenshots are compared as 64×48 cells of mean grey
LEVEL = 10  # a cell whose grey moved by more than this (of 255) has changed
TOO_NOISY = 0.6  # past this share of cells changing on its own, pixels cannot tell input from noise
# A difference the cells are too coarse for (a score's digits in a 20 px font): pixels whose grey
# moved by more than LEVEL, at least this many, away from those that differ between no-input runs.
SHOWN_PIXELS = 8
# A change within this of where QA's finger touched (half a 48 px touch target) is a mark under the finger:
# a tile drawn where a tap landed, a pressed button's shade. It shows the page heard the touch, not that
# the game moved: a phone player needs the play to answer too.
FINGER_PX = 24


def cells(png: bytes) -> bytes:
    """Reduce a screenshot to a grid of mean grey levels."""
    return Image.open(io.BytesIO(png)).convert("L").resize(GRID, Image.Resampling.BOX).tobytes()


def changed(a: bytes, b: bytes) -> set[int]:
    return {i for i, (x, y) in enumerate(zip(a, b, strict=False)) if abs(x - y) > LEVEL}


def grown(found: set[int]) -> set[int]:
    """The cells and their neighbours, so noise at an edge does not leak into the comparison."""
    width = GRID[0]
    return {c + dx + dy * width for c in found for dx in (-1, 0, 1) for dy in (-1, 0, 1)}


def standing_out(samples: list[bytes | None], at: int, box: tuple[int, int, int, int]) -> int | None:
    """The cell where sample ``at`` shows something most samples do not (a target that moves or pops
    up): of the cells in ``box`` (columns, rows: first, past the last) whose grey is more than LEVEL
    from their median over the samples, the one with most such cells around it (the middle of the
    thing, not its edge). None without that sample, with fewer than three, or where nothing stands out
    or too much does (the whole screen moving tells no place from another)."""
    known = [s for s in samples if s is not None]
    here = samples[at] if 0 <= at < len(samples) else None
    if here is None or len(known) < 3:
        return None
    width = GRID[0]
    left, top, right, bottom = box
    inside = [r * width + c for r in range(top, bottom) for c in range(left, right)]
    odd = {i for i in inside if abs(here[i] - sorted(s[i] for s in known)[len(known) // 2]) > LEVEL}
    if not odd or len(odd) > TOO_NOISY * len(inside):
        return None
    return max(sorted(odd), key=lambda c: len(grown({c}) & odd))


@dataclass
class Run:
    """One scripted play-through: a sample (cells and hook) at the end of every segment."""

    frames: list[bytes | None] = field(default_factory=list)
    boot: bytes | None = None  # the cells as the game started, before the first segment (when taken)
    shots: list[bytes] = field(default_factory=list)  # the screenshots (PNG) the frames were taken from
    hooks: list[dict[str, Any] | None] = field(default_factory=list)
    scrolled: dict[str, int] = field(default_factory=dict)  # keys held → how far they scrolled the page
    start: Any = None  # the start it used (crumb.qa.start.Start)
    clean: bool = True  # it went as a replay of its start would: it can be a baseline
    over: str = ""  # how a run without input on a phone showed the game over where its taps would begin
    # A phone's input run: per segment, the lines its finger touched (x0, y0, x1, y1: a tap is a line of
    # no length), in CSS pixels of a screen ``screen`` (width, height) big
    touched: list[list[tuple[int, int, int, int]]] = field(default_factory=list)
    screen: tuple[int, int] = (0, 0)
    glanced_at: list[int] = field(default_factory=list)  # a glancing run's sample times into each segment
    across: bool = False  # a glancing input run clicked across a canvas (crumb.qa.scenario._glance_points)
    beside: bool = False  # … and the page's own controls beside it, one a segment


@dataclass(frozen=True)
class Judgement:
    reacted: bool | None  # None: the runs cannot tell
    detail: str


def _hook_judgement(baselines: list[Run], tried: Run) -> Judgement | None:
    if not all(h is not None for run in (*baselines, tried) for h in run.hooks):
        return None
    # every sample has a hook (checked above); ``or {}`` only tells the type checker so
    first = [h or {} for h in baselines[0].hooks]
    noisy = {
        k
        for run in baselines[1:]
        for a, b in zip(first, (h or {} for h in run.hooks), strict=False)
        for k in a.keys() | b.keys()
        if a.get(k) != b.get(k)
    }
    for i, (base, got) in enumerate(zip(first, (h or {} for h in tried.hooks), strict=False)):
        for key in sorted((base.keys() | got.keys()) - noisy):
            if base.get(key) != got.get(key):
                return Judgement(
                    True,
                    f"window.__crumb.{key} became {got.get(key)!r} with input, "
                    f"{base.get(key)!r} without (sample {i + 1})",
                )
    quiet = f" ({', '.join(sorted(noisy))} vary on their own)" if noisy else ""
    return Judgement(False, f"window.__crumb did not move differently with input{quiet}")


def _pixel_judgement(baselines: list[Run], tried: Run) -> Judgement:
    noisiest, samples = 0.0, 0
    for i, got in enumerate(tried.frames):
        base = baselines[0].frames[i]
        maybe = [run.frames[i] for run in baselines[1:]]
        others = [o for o in maybe if o is not None]
        if got is None or base is None or len(others) < len(maybe):
            continue
        samples += 1
        noise = grown(set().union(*(changed(base, o) for o in others)))
        noisiest = max(noisiest, len(noise) / len(base))
        reaction = changed(base, got) - noise
        if reaction:
            share = 100 * len(reaction) / len(base)
            return Judgement(True, f"the screen differs from the no-input runs in {share:.1f}% of it (sample {i + 1})")
    if not samples:
        return Judgement(None, "no screenshots to compare")
    if noisiest > TOO_NOISY:
        return Judgement(
            None,
            f"{100 * noisiest:.0f}% of the screen changes on its own between identical runs; "
            "expose window.__crumb so input can be told from noise",
        )
    return Judgement(False, "the screen looked the same with input as without")


def judge(baselines: list[Run], tried: Run) -> Judgement:
    """Did input change the game, beyond what differs between the no-input runs? The hook is the
    game's own word: it decides where the screen cannot tell (too noisy, no screenshots), never
    against a screen that showed no difference (a hook can count keys the game never answers).
    A run of a finger's touches whose every difference lies under the finger (``FINGER_PX``) did not
    move the game, unless the hook says it did."""
    by_hook = _hook_judgement(baselines, tried)
    by_pixels = _pixel_judgement(baselines, tried)
    if by_pixels.reacted and not (by_hook is not None and by_hook.reacted):
        marked = _under_the_finger(baselines, tried)
        if marked:
            return Judgement(False, marked)
    if by_pixels.reacted or by_hook is None:
        return by_pixels
    if by_hook.reacted and by_pixels.reacted is False and not _shown(baselines, tried):
        return Judgement(
            False, f"{by_hook.detail}, but {by_pixels.detail}: the hook claims a response the screen does not show"
        )
    return by_hook


def _under_the_finger(baselines: list[Run], tried: Run) -> str:
    """Where every cell ``tried`` changed beyond the no-input runs' noise lies within ``FINGER_PX`` of a
    line its finger had touched by then, and no pixel beyond them moved either (``_shown_away``): what it
    showed (else '', as for a run without touches)."""
    if not any(tried.touched):
        return ""
    width, height = tried.screen
    wide, high = width / GRID[0], height / GRID[1]
    shown = []
    for i, got in enumerate(tried.frames):
        base = baselines[0].frames[i]
        others = [run.frames[i] for run in baselines[1:]]
        if got is None or base is None or any(o is None for o in others):
            continue
        noise = grown(set().union(*(changed(base, o) for o in others if o is not None)))
        reaction = changed(base, got) - noise
        lines = [line for seg in tried.touched[: i + 1] for line in seg]
        for cell in reaction:
            left, top = cell % GRID[0] * wide, cell // GRID[0] * high
            if all(_distance((left, top, left + wide, top + high), line) > FINGER_PX for line in lines):
                return ""  # the game answered away from the finger
        if reaction:
            shown.append(f"{100 * len(reaction) / len(base):.1f}% of it (sample {i + 1})")
    if not shown or _shown_away(baselines, tried):
        return ""
    return (
        f"the screen differs from the no-input runs only under QA's finger, within {FINGER_PX} px of where its"
        f" taps and swipes touched ({', '.join(shown)}): a mark where a touch landed, nothing in the game moved"
    )


def _distance(box: tuple[float, float, float, float], line: tuple[int, int, int, int]) -> float:
    """The distance in pixels from a rectangle (left, top, right, bottom) to a line segment: the least
    over a few points along the segment (its ends and every 4 px between), each to the rectangle."""
    left, top, right, bottom = box
    x0, y0, x1, y1 = line
    steps = max(1, int(max(abs(x1 - x0), abs(y1 - y0)) / 4))
    best = float("inf")
    for k in range(steps + 1):
        x, y = x0 + (x1 - x0) * k / steps, y0 + (y1 - y0) * k / steps
        dx, dy = max(left - x, 0.0, x - right), max(top - y, 0.0, y - bottom)
        best = min(best, (dx * dx + dy * dy) ** 0.5)
    return best


def _shown(baselines: list[Run], tried: Run) -> bool:
    """Whether a screenshot of the input run differs, pixel by pixel, from the no-input runs' beyond
    what differs between those (grown by two pixels); an input run that cannot be compared so counts
    as shown (the screen is no witness against the hook then)."""
    for i in range(len(tried.shots)):
        reaction = _reaction(baselines, tried, i)
        if reaction is None or reaction.histogram()[255] >= SHOWN_PIXELS:
            return True
    return False


def _shown_away(baselines: list[Run], tried: Run) -> bool:
    """Whether a screenshot of a finger's run differs, pixel by pixel, from the no-input runs' beyond
    their noise away from where the finger had touched (a score's digits, which the cells are too coarse
    for); screenshots that cannot be compared are no witness."""
    for i in range(len(tried.shots)):
        reaction = _reaction(baselines, tried, i)
        if reaction is None:
            continue
        finger = Image.new("L", reaction.size, 0)
        scale = reaction.size[0] / max(tried.screen[0], 1)
        draw, reach = ImageDraw.Draw(finger), FINGER_PX * scale
        for x0, y0, x1, y1 in (line for seg in tried.touched[: i + 1] for line in seg):
            ends = [(x0 * scale, y0 * scale), (x1 * scale, y1 * scale)]
            draw.line(ends, fill=255, width=round(2 * reach))
            for x, y in ends:
                draw.ellipse((x - reach, y - reach, x + reach, y + reach), fill=255)
        if ImageChops.subtract(reaction, finger).histogram()[255] >= SHOWN_PIXELS:
            return True
    return False


def _reaction(baselines: list[Run], tried: Run, i: int) -> Image.Image | None:
    """255 where screenshot ``i`` of ``tried`` moved from the first no-input run's beyond what differs
    between the no-input runs (grown by two pixels); None where they cannot be compared."""
    pictures = [run.shots[i] for run in baselines if i < len(run.shots)]
    if len(pictures) < len(baselines) or not pictures:
        return None
    base, *others = (_grey(p) for p in pictures)
    tried_grey = _grey(tried.shots[i])
    if any(other.size != base.size for other in (*others, tried_grey)):
        return None
    noise = Image.new("L", base.size, 0)
    for other in others:
        noise = ImageChops.lighter(noise, _moved(base, other))
    return ImageChops.subtract(_moved(base, tried_grey), noise.filter(ImageFilter.MaxFilter(5)))


def alike(a: bytes, b: bytes) -> bool:
    """Whether two screenshots (PNG) show the same picture: fewer than SHOWN_PIXELS pixels moved."""
    first, second = _grey(a), _grey(b)
    return first.size == second.size and _moved(first, second).histogram()[255] < SHOWN_PIXELS


def _grey(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("L")


def _moved(a: Image.Image, b: Image.Image) -> Image.Image:
    """255 where the grey moved by more than LEVEL between ``a`` and ``b``, else 0."""
    return ImageChops.difference(a, b).point(lambda v: 255 if v > LEVEL else 0)


def motion(frames: list[bytes]) -> float:
    """The largest share of the screen that changed between any two samples."""
    if len(frames) < 2:
        return 0.0
    return max(len(changed(frames[0], f)) / len(f) for f in frames[1:])
