"""Real Chromium: game time runs without the browser drawing frames in between, and a timer's promise
chain still finishes before the next timer."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from crumb.qa.page import GamePage
from crumb.qa.watchdog import Hung, Watchdog
from tests.waiting import wait_until

# Each animation frame takes real time (a busy loop) and notes the document timeline's time, which
# moves only when the browser updates the rendering; a timer starts a chain of three awaits.
GAME = """<!doctype html><html><body><canvas id="c" width="200" height="200"></canvas><script>
window.seen = []; window.order = [];
const ctx = document.getElementById('c').getContext('2d');
let n = 0;
function frame() {
  let x = 0; for (let i = 0; i < 300000; i++) x += Math.sqrt(i);
  ctx.fillStyle = 'rgb(' + (n++ % 255) + ',0,0)'; ctx.fillRect(0, 0, 200, 200);
  window.seen.push(document.timeline.currentTime);
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
setTimeout(async () => { await null; await null; await null; window.order.push('chain'); }, 100);
setTimeout(() => { window.order.push('next timer'); }, 116);
</script></body></html>"""


def _page(pool, tmp_path: Path, dog: Watchdog) -> GamePage:
    (tmp_path / "index.html").write_text(GAME)
    page = GamePage(pool, tmp_path, "index.html", dog)
    page.load("clock")
    return page


def test_a_second_of_game_time_runs_in_one_task_without_the_browser_drawing_in_between(pool, tmp_path):
    with Watchdog(total_s=60, hang_s=30, kill=pool.kill) as dog:
        page = _page(pool, tmp_path, dog)
        try:
            before = page.page.evaluate("window.seen.length")
            page.advance(1000)  # ≈ 60 frames of real work each: several real frames' worth of time
            seen = page.page.evaluate("window.seen")[before:]
        finally:
            page.close()
    assert len(seen) >= 60, len(seen)
    # One rendering update's time for every frame the clock ran: the browser drew nothing meanwhile.
    assert len(set(seen)) == 1, sorted(set(seen))


def test_a_timers_promise_chain_finishes_before_the_next_timer(pool, tmp_path):
    with Watchdog(total_s=60, hang_s=30, kill=pool.kill) as dog:
        page = _page(pool, tmp_path, dog)
        try:
            page.advance(200)
            order = page.page.evaluate("window.order")
        finally:
            page.close()
    assert order == ["chain", "next timer"]


# Animation frames and a timer set while the page loads, each noting the game time it ran at.
PHASE = """<!doctype html><html><body><script>
window.ran = [];
const frame = (t) => { window.ran.push(['frame', t]); requestAnimationFrame(frame); };
requestAnimationFrame(frame);
setTimeout(() => window.ran.push(['timer', performance.now()]), 20);
</script></body></html>"""


def test_a_pages_frames_and_timers_fall_at_the_same_game_time_whatever_real_time_the_clock_took_to_pause(
    pool, tmp_path, monkeypatch
):
    # Playwright's clock counted the real time between its install and its pause as game time in
    # every new document: on a busy machine the frames' grid moved by a frame against the load.
    from playwright.sync_api._generated import Clock

    pause_at, delay = Clock.pause_at, [0.0]

    def slow_pause(self, time):
        import time as real

        real.sleep(delay[0])
        return pause_at(self, time)

    monkeypatch.setattr(Clock, "pause_at", slow_pause)
    (tmp_path / "index.html").write_text(PHASE)
    seen = []
    for delay[0] in (0.0, 0.016, 0.037):
        with Watchdog(total_s=60, hang_s=30, kill=pool.kill) as dog:
            page = GamePage(pool, tmp_path, "index.html", dog)
            try:
                page.load("phase")
                at_load = page.page.evaluate("performance.now()")
                page.advance(50)
                seen.append((at_load, page.page.evaluate("window.ran")))
            finally:
                page.close()
    assert seen[0] == (0, [["frame", 16], ["timer", 20], ["frame", 32], ["frame", 48]]), seen[0]
    assert seen[1] == seen[0] and seen[2] == seen[0], seen


# Each animation frame does some 20-100 ms of work (the page has no real clock to wait on: Playwright's
# fakes performance marks and event times too), as a WebGL game drawn by the CPU does.
SLOW = """<!doctype html><html><body><script>
window.frames_run = 0;
function frame() {
  let x = 0;
  for (let i = 0; i < WORK; i++) x += Math.sqrt(i + x);
  window.frames_run++;
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
</script></body></html>"""


def test_a_running_game_tells_qa_it_is_alive_during_a_step_of_game_time(pool, tmp_path):
    """A slow game (frames of a tenth of a second) outlasted the hang budget in one step of game time
    and was called hung: the page now says it is alive as its frames run, while the step is running."""
    (tmp_path / "index.html").write_text(SLOW.replace("WORK", "4e6"))
    with Watchdog(total_s=300, hang_s=0.4, kill=pool.kill) as dog:
        page = GamePage(pool, tmp_path, "index.html", dog)  # told alive every 0.1 s (a quarter budget)
        heard: list[float] = []
        dog.alive = lambda: heard.append(time.perf_counter())  # type: ignore[method-assign]
        try:
            page.load("slow")
            dog.hang_s = 60.0  # this test counts the messages; the budget's renewal is tested below
            began = time.perf_counter()
            page.advance(500)
            ended, ran = time.perf_counter(), page.page.evaluate("window.frames_run")
        finally:
            page.close()
    during = [t for t in heard if began < t < ended]
    assert ran >= 31 and len(during) >= 2, (ran, ended - began, len(during))


def test_a_step_that_hears_the_page_is_alive_is_not_hung_until_the_page_falls_silent():
    kills: list[int] = []
    with Watchdog(total_s=60, hang_s=1.0, kill=kills.append) as dog:
        with dog.step("run the game"):
            for _ in range(30):  # 3 s, three budgets, told alive every 0.1 s
                time.sleep(0.1)
                dog.alive()
        assert not dog.fired and not kills
        with pytest.raises(Hung, match="the page stopped responding for 1 s"), dog.step("run the game"):
            wait_until(lambda: dog.fired, 30, "the silent step cut at its budget")
            raise RuntimeError("the call under the step fails once its page is killed")
    assert kills[:1] == [1]


def test_a_game_whose_frame_never_ends_is_still_hung_after_the_budget(pool, tmp_path):
    (tmp_path / "index.html").write_text(SLOW.replace("i < WORK", "i >= 0"))
    with Watchdog(total_s=120, hang_s=1.0, kill=pool.kill) as dog:
        page = GamePage(pool, tmp_path, "index.html", dog)
        try:
            page.load("hung")
            with pytest.raises(Hung, match="the page stopped responding for 1 s"):
                page.advance(300)
        finally:
            page.close()


def _machine(cpu_per_s: float, idle_share: float):
    """A reading (crumb.qa.procs.browsers_reading) of a machine whose browsers use ``cpu_per_s`` CPU
    seconds a second and whose cores are idle ``idle_share`` of the time, from now on."""
    began = time.monotonic()

    def reading() -> tuple[float, int, int]:
        t = time.monotonic() - began
        return cpu_per_s * t, int(idle_share * t * 200), int(t * 200)

    return reading


@pytest.mark.parametrize(
    ("cpu_per_s", "idle_share", "hung", "starved"),
    [
        (0.02, 0.0, False, 2),  # a busy machine gave the browser next to nothing: starved, not hung
        # real/sudoku's tap that deals a board (3 CPU s) got 44% of a core at load 34 and was hung at
        # its 5 s budget: a step that needs less than a budget's core is not, however long it takes
        (0.5, 0.0, False, 2),
        (1.0, 0.0, True, 1),  # the browser had a budget's core and still did not finish: a page looping forever
        (0.0, 0.5, True, 0),  # the machine had CPU to spare and the page used none: stuck, not starved
    ],
)
def test_a_step_past_its_budget_is_hung_unless_a_busy_machine_starved_its_browser(cpu_per_s, idle_share, hung, starved):
    kills: list[int] = []
    with Watchdog(total_s=60, hang_s=1.5, kill=kills.append, reading=_machine(cpu_per_s, idle_share)) as dog:
        if hung:
            with pytest.raises(Hung, match="the page stopped responding for 1.5 s"), dog.step("load index.html"):
                wait_until(lambda: dog.fired, 30, "the step cut at its budget")
                raise RuntimeError("the call under the step fails once its page is killed")
            assert kills[:1] == [1] and dog.starved == starved
        else:
            with dog.step("load index.html"):
                time.sleep(4.0)  # more than two budgets: 1.5 CPU s since the first read at 1 s by 4 s at most
            assert not dog.fired and not kills and dog.starved >= starved


def test_a_page_looping_on_a_machine_that_gives_it_little_is_hung_once_it_had_a_budgets_core():
    """At load 33 a page looping in a key handler got an eighth of a core: under a quarter (the rule
    then) at every budget's end, so starved each time, and the check ran to its 120 s ('the check ran
    out of its 120 s' where a hung page was meant). A browser that has had the budget's seconds of a
    core, over however long, did not finish the step: hung, saying so."""
    kills: list[int] = []
    with Watchdog(total_s=20, hang_s=1.5, kill=kills.append, reading=_machine(0.2, 0.0)) as dog:
        began = time.monotonic()
        with pytest.raises(Hung, match="the page stopped responding for 1.5 s"), dog.step("press Enter"):
            wait_until(lambda: dog.fired, 30, "the step cut once its browser had a budget's core")
            raise RuntimeError("the call under the step fails once its page is killed")
    # First read at 1 s; 1.5 CPU s at a fifth of a core by 8.5 s: hung at the budget's end after it, 9 s.
    assert kills[:1] == [1] and dog.starved >= 4 and time.monotonic() - began < 15


def test_a_step_told_alive_counts_its_browsers_cpu_from_the_last_time_it_was():
    """A game that ran a core's worth while telling QA it is alive, then was starved (the machine gave it
    next to nothing) for two budgets: starved, not hung; the CPU it used while alive is no evidence
    against it."""
    began = time.monotonic()

    def reading() -> tuple[float, int, int]:
        t = time.monotonic() - began
        return min(t, 4.5) + 0.02 * max(0.0, t - 4.5), 0, int(t * 200)

    kills: list[int] = []
    with Watchdog(total_s=60, hang_s=2.0, kill=kills.append, reading=reading) as dog:
        with dog.step("run the game"):
            for _ in range(3):  # alive at 1.5, 3 and 4.5 s, read at 1 s in between
                time.sleep(1.5)
                dog.alive()
            time.sleep(4.5)  # silent and starved for more than two budgets
    assert not dog.fired and not kills and dog.starved >= 1


def test_a_starved_step_is_still_cut_at_the_checks_own_deadline():
    kills: list[int] = []
    with Watchdog(total_s=2.5, hang_s=1.2, kill=kills.append, reading=_machine(0.0, 0.0)) as dog:
        with pytest.raises(Hung, match="the check ran out of its 2.5 s"), dog.step("load index.html"):
            wait_until(lambda: dog.fired, 30, "the step cut at the check's deadline")
            raise RuntimeError("killed")
    assert kills[:1] == [1] and dog.starved >= 1


def test_a_load_the_busy_machine_starved_past_the_hang_budget_goes_on_and_is_not_hung(pool, tmp_path):
    """Real starvation: the page's renderer is stopped (SIGSTOP) while every core runs a busy loop, for
    more than the hang budget, then let go; the load finishes and the page plays on. On an idle machine
    the same stop is a hang (the test before's third case)."""
    import os
    import signal
    import subprocess
    import sys
    import threading

    from crumb.qa import procs

    (tmp_path / "index.html").write_text(GAME)
    burners = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range((os.cpu_count() or 1) + 1)]
    try:
        with Watchdog(total_s=60, hang_s=1.5, kill=pool.kill, reading=procs.browsers_reading) as dog:
            page = GamePage(pool, tmp_path, "index.html", dog)
            try:
                page.load("first")  # the game's own renderer (a new site gets a new process)
                stopped = procs.renderer_pids()
                assert stopped, "no renderer to stop"
                for pid in stopped:
                    os.kill(pid, signal.SIGSTOP)
                letting_go = threading.Timer(3.5, lambda: [os.kill(pid, signal.SIGCONT) for pid in stopped])
                letting_go.start()
                began = time.monotonic()
                page.load("starved")
                assert time.monotonic() - began > 3.0  # it did wait past two budgets
                page.advance(500)
                assert page.evaluate("frames", "() => window.seen.length") > 0
            finally:
                for pid in stopped:
                    try:
                        os.kill(pid, signal.SIGCONT)
                    except ProcessLookupError:
                        pass
                page.close()
        assert not dog.fired and dog.starved >= 1
    finally:
        for burner in burners:
            burner.kill()
            burner.wait()


@contextmanager
def _opened(pool, folder: Path) -> Iterator[GamePage]:
    """A GamePage on ``folder``'s index.html under a watchdog, closed afterwards."""
    with Watchdog(total_s=60, hang_s=30, kill=pool.kill) as dog:
        page = GamePage(pool, folder, "index.html", dog)
        try:
            yield page
        finally:
            page.close()


# A page whose play is inside a frame of its own, and a page without frames with a timeout due at 500 ms:
# each counts its animation frames.
FRAMED = """<!doctype html><html><body><iframe src="play.html" width="320" height="240"></iframe><script>
window.frames_run = 0; requestAnimationFrame(function f() { window.frames_run++; requestAnimationFrame(f); });
</script></body></html>"""
PLAY = """<!doctype html><html><body><script>
window.frames_run = 0; requestAnimationFrame(function f() { window.frames_run++; requestAnimationFrame(f); });
</script></body></html>"""
TIMED = """<!doctype html><html><body><script>
window.frames_run = 0; requestAnimationFrame(function f() { window.frames_run++; requestAnimationFrame(f); });
setTimeout(() => { window.timed_out = performance.now(); }, 500);
</script></body></html>"""


def test_the_clock_runs_in_a_frame_inside_the_page_as_in_the_page(pool, tmp_path):
    """QA runs a page's clock by an evaluate of its own (GamePage._run_clock), which reaches the page's
    document only: a page with frames keeps Playwright's run, which runs every frame's clock. Without
    that, the frame's game would stand still while its page's time ran."""
    (tmp_path / "index.html").write_text(FRAMED)
    (tmp_path / "play.html").write_text(PLAY)
    with _opened(pool, tmp_path) as page:
        page.load("framed")
        wait_until(lambda: len(page.page.frames) == 2, 10, "the game's frame to attach")
        inner = page.page.frames[1]
        before = (page.page.evaluate("window.frames_run"), inner.evaluate("window.frames_run"))
        page.advance(1000)
        after = (page.page.evaluate("window.frames_run"), inner.evaluate("window.frames_run"))
    ran = [b - a for a, b in zip(before, after, strict=True)]
    assert ran[0] >= 55, f"the page ran {ran[0]} frames in 1 s of game time"
    assert ran[1] >= 55, f"the frame inside it ran {ran[1]} frames in 1 s of game time"


def test_a_run_that_ends_in_the_instant_a_timeout_ran_says_so_and_a_press_then_waits(pool, tmp_path):
    """The run itself tells whether one of the game's timeouts ran at the instant it stopped, so a press
    right after asks the page nothing more, and still lets AFTER_TIMEOUT_MS pass there (and only there)."""
    from crumb.qa import page as qa_page

    (tmp_path / "index.html").write_text(TIMED)
    asked = []
    with _opened(pool, tmp_path) as page:
        real_evaluate = page._evaluate
        page._evaluate = lambda script, arg=None: (asked.append(script), real_evaluate(script, arg))[1]
        page.load("timed")
        page.advance(500 - page.run_ms)  # to the timeout's instant
        assert page.page.evaluate("window.timed_out") == page.page.evaluate("performance.now()")
        at = page.evidence.game_time_ms
        page._after_timeouts()
        waited = page.evidence.game_time_ms - at
        page.advance(100)
        at = page.evidence.game_time_ms
        page._after_timeouts()
        not_waited = page.evidence.game_time_ms - at
    assert waited == qa_page.AFTER_TIMEOUT_MS, waited
    assert not_waited == 0, not_waited
    assert qa_page._TIMEOUT_NOW not in asked, "a press asked the page what the run had said"


def test_a_document_loaded_after_runs_of_game_time_starts_where_the_clock_stood(pool, tmp_path):
    """Game time goes on across loads, as Playwright's clock keeps it: a document loaded later starts
    at the clock's time, not at zero, though QA runs the clock by evaluates of its own (their time is
    added to the clock's log before the load, GamePage._log_runs). A game that takes its first frame's
    time from zero (kaboom: dt = t - 0) saw a first frame as long as all the game time before it, and
    with a clock started at zero instead it answered no click in the real corpus (colorcrush-kaboom)."""
    (tmp_path / "index.html").write_text(TIMED)
    with _opened(pool, tmp_path) as page:
        page.load("first")
        first = page.page.evaluate("performance.now()")
        page.advance(1000)
        page.load("second")
        second = page.page.evaluate("performance.now()")
    assert second >= first + 1000, f"the second document started at {second} ms, the first at {first} ms"
