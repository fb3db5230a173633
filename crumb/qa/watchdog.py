"""A hard time limit around every browser step, enforced from a second thread.

The sync Playwright API cannot be interrupted from another thread, and a page stuck in an
infinite loop never answers a key press. So the watchdog kills the page's renderer process:
the blocked call then fails with "Target crashed" and the check goes on to report it. If that
is not enough, it escalates to the browser, then to the Playwright driver. A browser that died
under a step (``gone``) ends the step at once, from level 2.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

ESCALATE_AFTER_S = 3.0
_TICK_S = 0.02
# A step past its budget on a machine with no idle CPU was starved, not hung, while its browsers have
# used less than the budget's seconds of one core since it was first read (what an idle machine gives
# them in that time): its budget starts again, within the check's. A page looping forever burns what
# it gets and reaches that; a step that needs less finishes, however long a busy machine makes it take.
# Judged by a share of a core instead (a quarter, over each budget), a verdict moved with the load:
# real/sudoku's tap that deals a board (3 CPU s) got 44% of a core at load 34, took 6.8 s of a 5 s
# budget and was hung (broken), and a page looping in a key handler that got an eighth was starved at
# every budget's end and ran to the check's 120 s.
BUSY_IDLE = 0.10  # the machine's idle share below which it had nothing to spare
# A check that ran out of its time on a machine with no idle CPU (BUSY_IDLE), whose browsers got less
# than this share of the CPU it spent, was outrun by other work (other checks, other programs), not by
# its game: it is not decided, and may be run again (crumb.qa.runner, Watchdog.busy).
BUSY_OWN_SHARE = 0.5
TICKS_PER_S = os.sysconf("SC_CLK_TCK")  # the machine's ticks (/proc/stat) per second of one core
SAMPLE_AFTER_S = 1.0  # a step is read first once it has run this long (most end sooner: no reading)
Reading = tuple[float, int, int]  # the browsers' CPU seconds, the machine's idle and total ticks


def _timed_out(error: Exception) -> bool:
    from playwright.sync_api import TimeoutError as StepTimeout

    return isinstance(error, StepTimeout)


def _crashed(error: Exception) -> bool:
    return "Target crashed" in str(getattr(error, "message", error))


CRASHED = "the page crashed (its renderer died, as one does that runs out of memory)"


class Hung(Exception):
    """A browser step overran its budget (the page hung or the whole check ran out of time:
    ``out_of_time``), or the page's renderer died under it of the game's own doing (``crashed``)."""

    def __init__(self, label: str, reason: str, crashed: bool = False, out_of_time: bool = False) -> None:
        super().__init__(f"{label}: {reason}")
        self.label = label
        self.reason = reason
        self.crashed = crashed
        self.out_of_time = out_of_time


class Watchdog:
    """Arms a deadline per step; on expiry calls ``kill(level)`` with level 1, 2, 3 until unblocked."""

    def __init__(
        self,
        *,
        total_s: float,
        hang_s: float,
        kill: Callable[[int], None],
        gone: Callable[[], bool] | None = None,
        reading: Callable[[], Reading] | None = None,
    ) -> None:
        self.deadline = time.monotonic() + total_s
        self.total_s = total_s
        self.hang_s = hang_s
        self._kill = kill
        self._gone = gone
        self._reading = reading  # see BUSY_IDLE; None: a step past its budget is hung
        self._first: tuple[float, Reading] | None = None  # when the watch began, and what was read then (busy)
        self.starved = 0  # times a step's budget started again because the machine starved its browser
        # Budgets begun so far: by a step, or by alive() (the browsers' CPU is counted from there); a
        # starved step's budget that starts again goes on counting from where it began.
        self._steps = 0
        self._armed: tuple[str, float, str, float] | None = None  # label, until, reason, budget
        self.fired: Hung | None = None
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._watch, name="crumb-qa-watchdog", daemon=True)

    def __enter__(self) -> Watchdog:
        if self._reading is not None:
            self._first = (time.monotonic(), self._reading())
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()

    def remaining_s(self) -> float:
        return self.deadline - time.monotonic()

    def busy(self) -> str:
        """Why the machine, not the page, ate the check's time since the watch began: "" unless the
        machine had next to no idle CPU over it (``BUSY_IDLE``) while this process's browsers used
        less than ``BUSY_OWN_SHARE`` of what it spent (others took the rest). A game that is slow or
        loops on an otherwise idle machine spends the CPU itself, and is not called busy."""
        if self._reading is None or self._first is None:
            return ""
        began, (cpu, idle, total) = self._first
        now_cpu, now_idle, now_total = self._reading()
        ticks = now_total - total
        if ticks <= 0:
            return ""
        idle_share = (now_idle - idle) / ticks
        spent_s = (ticks - (now_idle - idle)) / TICKS_PER_S
        own_share = (now_cpu - cpu) / spent_s if spent_s > 0 else 1.0
        if idle_share >= BUSY_IDLE or own_share >= BUSY_OWN_SHARE:
            return ""
        return (
            f"over its {time.monotonic() - began:.0f} s the machine had {idle_share:.0%} of its CPU idle, "
            f"and QA's browsers had {own_share:.0%} of what it spent: other work took the rest"
        )

    @contextmanager
    def step(self, label: str, hang_s: float | None = None) -> Iterator[None]:
        """Run one browser step under the hang budget (or ``hang_s``) and the overall deadline."""
        if self.fired:
            raise self.fired
        now = time.monotonic()
        if now >= self.deadline:
            raise Hung(label, f"the check ran out of its {round(self.total_s, 1):g} s", out_of_time=True)
        budget = self.hang_s if hang_s is None else hang_s
        hang_end = now + budget
        reason = (
            f"the page stopped responding for {budget:g} s"
            if hang_end < self.deadline
            else f"the check ran out of its {round(self.total_s, 1):g} s"
        )
        with self._lock:
            self._armed = (label, min(hang_end, self.deadline), reason, budget)
            self._steps += 1
        try:
            yield
        except Exception as e:
            if self.fired:
                raise self.fired from e
            if _timed_out(e):  # the step's own timeout (page.goto's is the hang budget) beat this thread to it
                raise Hung(label, reason, out_of_time=hang_end >= self.deadline) from e
            if _crashed(e):  # not killed by this watchdog: the game took its renderer down (out of memory)
                raise Hung(label, CRASHED, crashed=True) from e
            raise
        finally:
            with self._lock:
                self._armed = None
        if self.fired:
            raise self.fired

    def alive(self) -> None:
        """The page shows it is working (game time moving, frame by frame): the step's hang budget
        starts again, within the check's own. A step is hung when the page stops responding, not
        when a slow game takes long over it."""
        with self._lock:
            if self._armed is not None and not self.fired:
                label, _, reason, budget = self._armed
                self._armed = (label, min(time.monotonic() + budget, self.deadline), reason, budget)
                self._steps += 1

    def _starved(
        self, armed: tuple[str, float, str, float], since: tuple[float, Reading], step_cpu: float, now: float
    ) -> bool:
        """Whether the step was starved (then its budget starts again, from now): the machine had no idle
        CPU since ``since``, and the browsers have used less than the budget's seconds of one core since
        ``step_cpu`` was read, at the step's first reading."""
        assert self._reading is not None
        read = self._reading()
        _, (_, idle, total) = since
        label, _, reason, budget = armed
        if total == read[2] or (read[1] - idle) / (read[2] - total) >= BUSY_IDLE or read[0] - step_cpu >= budget:
            return False
        with self._lock:
            if self._armed is not armed:  # the step ended meanwhile
                return True
            if now + budget >= self.deadline:
                reason = f"the check ran out of its {round(self.total_s, 1):g} s"
            self._armed = (label, min(now + budget, self.deadline), reason, budget)
        self.starved += 1
        return True

    def _watch(self) -> None:
        level, next_at = 0, 0.0
        since: tuple[float, Reading] | None = None  # when the step now armed was last read, and what
        step_cpu = 0.0  # the browsers' CPU seconds when the step now armed was first read
        seen = 0  # the step that was
        while not self._stop.wait(_TICK_S):
            with self._lock:
                armed, step = self._armed, self._steps
            now = time.monotonic()
            if armed is None:
                level, since = 0, None
                continue
            if step != seen:
                since, seen = None, step
            label, until, reason, budget = armed
            if self._reading is not None and since is None and not level and now >= until - budget + SAMPLE_AFTER_S:
                since = (now, self._reading())
                step_cpu = since[1][0]
            if (
                not level
                and now >= until
                and until < self.deadline
                and since is not None
                and self._starved(armed, since, step_cpu, now)
            ):
                since = (now, self._reading()) if self._reading is not None else None
                continue
            if not level and self._gone is not None and self._gone():
                # The browser died under the step (killed from outside): a call waiting on it over
                # DevTools may never hear of it, so the step is ended now, not at its budget's end.
                # Level 2 ends this check's own connection to it, and nothing goes further: a level
                # 3 would be another check's browser (the one relaunched since) or a kill of its own.
                self.fired = Hung(label, "the browser died under the check")
                self._kill(2)
                level = 3
                continue
            if now < until or (level and now < next_at) or level >= 3:
                continue
            if not level:
                self.fired = Hung(label, reason, out_of_time=until >= self.deadline)
            level += 1
            next_at = now + ESCALATE_AFTER_S
            self._kill(level)
