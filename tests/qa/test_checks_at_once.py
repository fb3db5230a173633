"""Several checks at once in one worker process, on one Chromium (crumb.qa.checkpool)."""

from __future__ import annotations

import logging
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from crumb.config import load_settings
from crumb.errors import ConfigError, QaError
from crumb.qa import procs
from crumb.qa.checkpool import CheckPool
from tests.waiting import wait_until

from .conftest import GAMES

HANG_S = 15.0


def _failing(report):
    return sorted(c.name for c in report.checks if c.status == "fail")


def _details(report):
    return [(c.name, c.detail) for c in report.checks if c.status == "fail"]


def _most_at_once(spans: list[tuple[float, float]]) -> int:
    """The most spans open at one instant (an end and a start at the same instant do not overlap)."""
    edges = sorted([(start, 1) for start, _ in spans] + [(end, -1) for _, end in spans], key=lambda e: (e[0], e[1]))
    most = now = 0
    for _, step in edges:
        now += step
        most = max(most, now)
    return most


def _browser_trees() -> set[int]:
    """The Chromium browsers below this process: each the root of a tree, launched by a Playwright
    driver (a process the browser forks stays a child of the browser, whatever it looks like)."""
    return {p for p in procs.browser_pids() if "playwright/driver" in procs.cmdline(procs.parent(p) or 0)}


class _Browsers:
    """Samples the Chromium browsers of this process started after it began (the package's shared
    pool's browsers are older), while checks run."""

    def __init__(self) -> None:
        self._before = _browser_trees()
        self.seen: list[set[int]] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)

    def _sample(self) -> None:
        while not self._stop.wait(0.02):  # a sampling period, not a wait for something
            self.seen.append(_browser_trees() - self._before)

    def __enter__(self) -> _Browsers:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()


def test_two_checks_at_once_on_one_browser_judge_as_one_at_a_time_does(check, qa_settings, tmp_path):
    """A canvas game beside one that hangs on input: the hang's kill closes only its own pages."""
    names = ["canvas", "hangs_on_input"]
    # A hang budget a loaded machine's page load stays well inside: the hang is the game's, not the load's.
    alone = {name: check(name, qa_hang_s=HANG_S) for name in names}
    settings = qa_settings.replace(qa_checks_at_once=2, qa_hang_s=HANG_S)
    spans: dict[str, tuple[float, float]] = {}
    started = threading.Barrier(2, timeout=60)

    def job(name):
        def on_lane(pool):
            started.wait()  # both on their lanes before either starts: they run at once
            began = time.monotonic()
            report = _run_qa(pool, name)
            spans[name] = (began, time.monotonic())
            return report

        return checks.run(on_lane)

    def _run_qa(pool, name):
        from crumb.qa import run_qa

        return run_qa(GAMES / name, settings=settings, pool=pool, out_dir=tmp_path / name)

    with CheckPool(settings) as checks, _Browsers() as browsers, ThreadPoolExecutor(2) as callers:
        together = dict(zip(names, callers.map(job, names), strict=True))
    for name in names:
        assert together[name].verdict == alone[name].verdict, (name, _failing(together[name]))
        assert _failing(together[name]) == _failing(alone[name]), (
            name,
            _details(together[name]),
            _details(alone[name]),
        )
    assert together["canvas"].verdict == "playable"
    assert "input_response" in _failing(together["hangs_on_input"])
    assert _most_at_once(list(spans.values())) == 2
    counts = {len(pids) for pids in browsers.seen}
    assert max(counts) == 1, f"Chromium browsers seen at once while two checks ran: {sorted(counts)}"
    assert len(set().union(*browsers.seen)) == 1, "the one browser was relaunched while they ran"


@pytest.mark.parametrize("cap", [1, 2])
def test_no_more_checks_run_at_once_than_the_cap(qa_settings, cap):
    spans: list[tuple[float, float]] = []
    # The first two jobs that get lanes meet here when two may run at once: proof the cap is reached.
    meet = threading.Barrier(2, timeout=60) if cap == 2 else None
    met = threading.Semaphore(2)

    def job(pool):
        began = time.monotonic()
        if meet is not None and met.acquire(blocking=False):
            meet.wait()
        context = pool.new_context(viewport={"width": 320, "height": 240})
        try:
            page = context.new_page()
            page.set_content("<canvas></canvas><script>document.title = 'ready'</script>")
            # A frame drawn and read back holds the lane, as a check's steps do. Not page.screenshot():
            # Chromium now and then refuses a cold browser's first capture ("Unable to capture
            # screenshot"), which failed this test once in a full run at load 14.
            drawn = page.evaluate("() => new Promise(done => requestAnimationFrame(() => done(document.title)))")
            assert drawn == "ready"
        finally:
            context.close()
        spans.append((began, time.monotonic()))

    with CheckPool(qa_settings.replace(qa_checks_at_once=cap)) as checks, ThreadPoolExecutor(5) as callers:
        for future in [callers.submit(checks.run, job) for _ in range(5)]:
            future.result()
    assert len(spans) == 5
    assert _most_at_once(spans) == cap


def test_a_check_whose_shared_browser_is_killed_runs_again_on_a_new_one(qa_settings, tmp_path, caplog):
    settings = qa_settings.replace(qa_checks_at_once=2)
    with CheckPool(settings) as checks, ThreadPoolExecutor(1) as caller:
        future = caller.submit(checks.run_qa, GAMES / "canvas", settings=settings, out_dir=tmp_path / "qa")
        shared = checks.shared
        wait_until(
            lambda: shared.alive() and procs.renderer_pids(shared.pid), 60, "the check's page in the shared browser"
        )
        with caplog.at_level(logging.WARNING, logger="crumb.qa"):
            shared.kill()
            report = future.result(timeout=300)
    assert report.verdict == "playable", _details(report)
    assert shared.generation == 2  # relaunched once, for the second try
    assert "lost its browser (try 1 of 2)" in caplog.text


def test_a_check_that_loses_its_browser_twice_is_an_error_not_a_verdict(qa_settings, tmp_path):
    settings = qa_settings.replace(qa_checks_at_once=2)
    with CheckPool(settings) as checks, ThreadPoolExecutor(1) as caller:
        future = caller.submit(checks.run_qa, GAMES / "canvas", settings=settings, out_dir=tmp_path / "qa")
        shared = checks.shared
        for generation in (1, 2):
            wait_until(
                lambda g=generation: shared.generation == g and shared.alive() and procs.renderer_pids(shared.pid),
                60,
                f"a page of the check in browser {generation}",
            )
            shared.kill()
        with pytest.raises(QaError, match="Chromium died under the QA check .* 2 times"):
            future.result(timeout=300)


@pytest.mark.parametrize("lanes", [1, 2])
def test_a_game_that_hangs_on_a_worker_s_own_browser_is_judged_hung_not_lost(qa_settings, tmp_path, caplog, lanes):
    """After a check whose watchdog fired, its pool kills its browsers (recycle), and the next look at
    the pool launches a new one: that read as the browser lost under the check, so a worker's check
    (crumb run's, a Celery qa worker's: both through CheckPool) of a game hanging on a key ran twice and
    ended "Chromium died under the QA check 2 times ... the game was not judged", exit 2, its hang
    never reported."""
    settings = qa_settings.replace(qa_checks_at_once=1, qa_lanes=lanes, qa_hang_s=3.0)
    with caplog.at_level(logging.WARNING, logger="crumb.qa"), CheckPool(settings) as checks:
        report = checks.run_qa(GAMES / "hangs_on_input", settings=settings, out_dir=tmp_path / "qa")
    assert report.exec_exit_code == 1 and report.verdict == "broken"
    assert report.check("timeout").detail.startswith("the page stopped responding for 3 s while trying to press")
    assert "lost its browser" not in caplog.text


def test_a_browser_that_dies_under_a_step_ends_the_step_at_once_not_at_its_budget():
    """A page opening over DevTools when the shared browser is killed never hears of it: the step
    waited out its 30 s budget (OPEN_S) before the watchdog cut it loose, 33 s of each such loss."""
    from crumb.qa.watchdog import Hung, Watchdog

    dead, cut = threading.Event(), threading.Event()
    kills: list[int] = []

    def kill(level: int) -> None:
        kills.append(level)
        cut.set()  # the pool's own driver ends: the call waiting on it fails

    with Watchdog(total_s=120, hang_s=60, kill=kill, gone=dead.is_set) as dog:
        with pytest.raises(Hung) as info:
            with dog.step("open a page"):
                threading.Timer(0.2, dead.set).start()  # the browser is killed from outside
                assert cut.wait(10), "the step was not cut loose when its browser died"
                raise RuntimeError("Connection closed while reading from the driver")
    assert (info.value.label, info.value.reason) == ("open a page", "the browser died under the check")
    assert kills == [2]  # its own connection only: never a kill of the (relaunched) shared browser


def test_a_check_that_fails_while_its_browser_dies_is_a_loss_not_its_error(qa_settings, tmp_path, monkeypatch):
    """A page still connecting to the shared browser when it dies fails with "would not start"
    (ECONNRESET), not "died under the check": it is the same loss, tried once more, then an error."""
    import crumb.qa

    settings = qa_settings.replace(qa_checks_at_once=2)
    tries: list[int] = []

    def connecting_when_it_dies(game_dir, *, pool, **options):
        pool.mark()  # the browser runs
        tries.append(checks.shared.generation)
        checks.shared.kill()
        wait_until(lambda: not checks.shared.alive(), 30, "the shared browser gone")  # the connection's end
        raise QaError("Chromium at /usr/bin/chromium would not start: BrowserType.connect_over_cdp: read ECONNRESET")

    monkeypatch.setattr(crumb.qa, "run_qa", connecting_when_it_dies, raising=False)
    with CheckPool(settings) as checks:
        with pytest.raises(QaError, match="Chromium died under the QA check .* 2 times"):
            checks.run_qa(GAMES / "canvas", settings=settings, out_dir=tmp_path / "qa")
    assert tries == [1, 2]  # once more, on the relaunched browser


@pytest.mark.parametrize(
    ("raw", "said"),
    [
        ("0", "must be at least 1 and at most 16, got 0"),
        ("17", "at most 16"),
        ("two", "expected a whole number, got 'two'"),
    ],
)
def test_a_bad_checks_at_once_value_is_refused_naming_the_setting(raw, said):
    with pytest.raises(ConfigError) as e:
        load_settings(env={"CRUMB_QA_CHECKS_AT_ONCE": raw})
    assert "qa_checks_at_once" in str(e.value) and "CRUMB_QA_CHECKS_AT_ONCE" in str(e.value)
    assert said in str(e.value)


def test_a_bad_checks_at_once_in_crumb_toml_names_the_file(tmp_path):
    toml = tmp_path / "crumb.toml"
    toml.write_text("qa_checks_at_once = 0\n")
    with pytest.raises(ConfigError, match="crumb.toml.*qa_checks_at_once|qa_checks_at_once.*crumb.toml"):
        load_settings(env={}, config_path=toml)


def test_a_qa_worker_runs_a_thread_per_check_at_once_and_one_process_at_one():
    from crumb.cli.stack_cmds import worker_argv

    three = worker_argv(load_settings(env={}, qa_checks_at_once=3), ["qa"], concurrency=None, pool=None)
    assert three[three.index("-P") + 1] == "threads" and three[three.index("-c") + 1] == "3"
    one = worker_argv(load_settings(env={}, qa_checks_at_once=1), ["qa"], concurrency=None, pool=None)
    assert "-P" not in one and "-c" not in one  # prefork, as before
    mixed = worker_argv(load_settings(env={}, qa_checks_at_once=3), ["builder", "qa"], concurrency=None, pool=None)
    assert "-P" not in mixed  # the LLM queues' worker keeps its own pool
