"""Judging runs against each other: pure functions over screenshots and ``window.__crumb`` samples."""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from typing import Any

from PIL import Image

GRID = (64, 48)  # screenshots are compared as 64×48 cells of mean grey
LEVEL = 10  # a cell whose grey moved by more than this (of 255) has changed
TOO_NOISY = 0.6  # past this share of cells changing on its own, pixels cannot tell input from noise


def cells(png: bytes) -> bytes:
    """Reduce a screenshot to a grid of mean grey levels."""
    return Image.open(io.BytesIO(png)).convert("L").resize(GRID, Image.Resampling.BOX).tobytes()


def changed(a: bytes, b: bytes) -> set[int]:
    return {i for i, (x, y) in enumerate(zip(a, b, strict=False)) if abs(x - y) > LEVEL}


def grown(found: set[int]) -> set[int]:
    """The cells and their neighbours, so noise at an edge does not leak into the comparison."""
    width = GRID[0]
    return {c + dx + dy * width for c in found for dx in (-1, 0, 1) for dy in (-1, 0, 1)}


@dataclass
class Run:
    """One scripted play-through: a sample (cells and hook) at the end of every segment."""

    frames: list[bytes | None] = field(default_factory=list)
    hooks: list[dict[str, Any] | None] = field(default_factory=list)
    scrolled: dict[str, int] = field(default_factory=dict)  # keys held → how far they scrolled the page
    start: Any = None  # the start it used (crumb.qa.start.Start)
    clean: bool = True  # it went as a replay of its start would: it can be a baseline


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
    """Did input change the game, beyond what differs between the no-input runs?"""
    by_hook = _hook_judgement(baselines, tried)
    if by_hook is not None and by_hook.reacted:
        return by_hook
    by_pixels = _pixel_judgement(baselines, tried)
    if by_pixels.reacted or by_hook is None:
        return by_pixels
    return by_hook


def motion(frames: list[bytes]) -> float:
    """The largest share of the screen that changed between any two samples."""
    if len(frames) < 2:
        return 0.0
    return max(len(changed(frames[0], f)) / len(f) for f in frames[1:])
