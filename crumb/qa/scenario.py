"""The scripted play-throughs: what QA presses, when, and what it samples."""

from __future__ import annotations

from dataclasses import dataclass

from crumb.core.contracts import Spec
from crumb.qa.compare import Run, cells
from crumb.qa.page import GamePage

BOOT_MS = 500
SETTLE_MS = 250  # after the start controls, for a title screen to give way
SEGMENT_MS = 750
SEGMENTS = 4
HOLD_MS = 400
SOAK_TO_MS = 6_000  # the first run keeps playing to here, to catch errors that come later
# Without a spec: keys held together per segment, grouped so that opposite directions never cancel.
GENERIC_SEGMENTS = (("ArrowRight", "Space"), ("ArrowUp", "Enter"), ("ArrowLeft", "ArrowDown", "KeyZ"), ("KeyD", "KeyW", "KeyX"))
GENERIC_START = ("Enter", "click")


@dataclass(frozen=True)
class Plan:
    """The controls QA uses: key groups per segment, whether to click/tap, and how to start."""

    segments: tuple[tuple[str, ...], ...]
    pointer: bool
    start: tuple[str, ...]
    from_spec: bool

    def describe(self) -> str:
        keys = sorted({k for seg in self.segments for k in seg})
        return ", ".join(keys + (["click/tap"] if self.pointer else [])) or "nothing"


def plan_for(spec: Spec | None) -> Plan:
    if spec is None:
        return Plan(GENERIC_SEGMENTS, True, GENERIC_START, False)
    keys = spec.controls.keys
    segments = tuple(tuple(keys[j] for j in range(i, len(keys), SEGMENTS)) for i in range(SEGMENTS))
    return Plan(segments, spec.controls.pointer, tuple(spec.controls.start), True)


@dataclass(frozen=True)
class Sampling:
    """What to capture: screenshots at every sample or only the last, and a shot at boot."""

    every_frame: bool = True
    boot_shot: bool = False


def start(page: GamePage, plan: Plan, touch: bool) -> None:
    """Leave the title screen with the start controls (or the hook's ``start()``), then settle."""
    targets = page.targets()
    for control in plan.start:
        if control == "click":
            page.click(*targets[0], touch=touch)
        else:
            page.hold((control,), 50)
    if not plan.start:
        page.evaluate("start the game", "() => { const h = window.__crumb; if (h && typeof h.start === 'function') h.start(); }")
    page.advance(SETTLE_MS)


def _segment(page: GamePage, plan: Plan, index: int, touch: bool, targets: list[tuple[int, int]]) -> None:
    keys = plan.segments[index % len(plan.segments)] if plan.segments else ()
    if plan.pointer:
        page.click(*targets[index % len(targets)], touch=touch)
    if not keys:
        page.advance(SEGMENT_MS)
        return
    page.hold(keys, HOLD_MS)
    page.advance(SEGMENT_MS - HOLD_MS)


def play(page: GamePage, plan: Plan, *, phase: str, inputs: bool, touch: bool = False,
         segments: int = SEGMENTS, sampling: Sampling = Sampling()) -> tuple[Run, list[bytes]]:
    """Load, boot, start, then play ``segments`` segments (with or without input), sampling each.

    Returns the samples and the raw PNG screenshots taken (for evidence)."""
    run, shots = Run(), []
    page.load(phase)
    page.advance(BOOT_MS)
    if sampling.boot_shot:
        shots.append(page.shot())
    start(page, plan, touch)
    targets = page.targets()
    for i in range(segments):
        if inputs:
            _segment(page, plan, i, touch, targets)
        else:
            page.advance(SEGMENT_MS)
        if sampling.every_frame or i == segments - 1:
            shots.append(page.shot())
            run.frames.append(cells(shots[-1]))
        else:
            run.frames.append(None)
        run.hooks.append(page.hook())
    return run, shots
