"""How QA's browsers start and stop: the program, the Playwright driver's compile cache, a cold check's
two launches and their order, a pool's close."""

from __future__ import annotations

import logging
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

from crumb.qa import pool as pool_module
from crumb.qa import procs, runner
from crumb.qa.pool import BrowserPool, Lane

from .conftest import GAMES


def test_the_driver_starts_with_nodes_compile_cache_in_the_users_cache_folder(qa_settings, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("NODE_COMPILE_CACHE", raising=False)
    seen: list[str | None] = []
    real = pool_module._compile_cache

    def watched():
        with real():
            seen.append(os.environ.get("NODE_COMPILE_CACHE"))
            yield

    monkeypatch.setattr(pool_module, "_compile_cache", pool_module.contextmanager(watched))
    lane = Lane(qa_settings.replace(qa_lanes=1))  # a thread of its own: the suite's pool holds this one's loop
    try:
        lane.submit(lambda pool: pool.warm_browser()).result(timeout=60)
    finally:
        lane.close()
    cache = tmp_path / "crumb" / "node-compile-cache"
    assert seen == [str(cache)], f"the driver did not start with NODE_COMPILE_CACHE at {cache}: {seen}"
    assert any(p.is_file() for p in cache.rglob("*")), "Node wrote nothing into the compile cache"
    assert "NODE_COMPILE_CACHE" not in os.environ, "the driver's cache setting leaked into this process"


def test_a_users_own_compile_cache_setting_stands(tmp_path, monkeypatch):
    monkeypatch.setenv("NODE_COMPILE_CACHE", str(tmp_path / "mine"))
    with pool_module._compile_cache():
        assert os.environ["NODE_COMPILE_CACHE"] == str(tmp_path / "mine")
    assert os.environ["NODE_COMPILE_CACHE"] == str(tmp_path / "mine")


def test_a_cold_check_launches_the_phone_lanes_browser_before_its_first_page(qa_settings, tmp_path, monkeypatch):
    """Without a pool, a check used to launch the phone lane's browser only when the side page first
    asked for it (after the laptop's first load); now both launches start before the first page."""
    events: list[str] = []
    submit, game_page = Lane.submit, runner.GamePage

    def lane_job(self, fn):
        events.append("phone lane")
        return submit(self, fn)

    def page(*args, **kwargs):
        events.append("page")
        return game_page(*args, **kwargs)

    monkeypatch.setattr(Lane, "submit", lane_job)
    monkeypatch.setattr(runner, "GamePage", page)

    def cold_check():
        return runner.run_qa(GAMES / "canvas", settings=qa_settings.replace(qa_lanes=2), out_dir=tmp_path)

    lane = Lane(qa_settings)  # the cold check's own pool starts its Playwright on a thread of its own
    try:
        report = submit(lane, lambda _pool: cold_check()).result(timeout=120)
    finally:
        lane.close()
    assert report.exec_exit_code == 0, report.findings
    assert events[:2] == ["phone lane", "page"], (
        f"the phone lane's launch was not asked before the first page: {events}"
    )


def test_a_warm_up_starts_its_own_driver_before_the_phone_lanes(qa_settings, monkeypatch):
    """The first page waits for the pool's own browser: had the lane's thread won the race for the one
    driver start at a time, the pool's driver would have started only after the lane's."""
    asked: list[bool] = []
    submit = Lane.submit
    warming = BrowserPool(qa_settings.replace(qa_lanes=2))

    def lane_job(self, fn):
        if self is warming._lane:
            asked.append(warming._playwright is not None)  # the pool's driver, as the lane gets its launch
        return submit(self, fn)

    monkeypatch.setattr(Lane, "submit", lane_job)
    lane = Lane(qa_settings)  # a thread of its own: the suite's pool holds this one's loop
    try:
        side = _on(lane, lambda _pool: warming.warm())
        assert side is not None
        side.result(timeout=60)
    finally:
        _on(lane, lambda _pool: warming.close())
        lane.close()
    assert asked == [True], f"the phone lane's launch was asked before the pool's driver had started: {asked}"


def test_closing_a_pool_kills_its_browsers_and_leaves_no_process_nor_profile_behind(qa_settings, monkeypatch):
    """A closed pool's browsers are killed, not asked to shut down and write out a profile nobody reads."""
    killed: list[int] = []
    kill = procs.kill

    def recorded(pids):
        killed.extend(pids)
        kill(pids)

    monkeypatch.setattr(procs, "kill", recorded)
    closing = BrowserPool(qa_settings.replace(qa_lanes=2))
    lane = Lane(qa_settings)

    def open_both(pool: BrowserPool) -> tuple[list[int], list[int]]:
        closing.warm().result(timeout=60)
        closing.new_context().new_page().set_content("<p>a page, so a renderer</p>")
        browsers = closing.browsers() + closing.lane().pool.browsers()
        # Only this pool's browsers and what they started: other tests' pools live in this process too.
        return browsers, [q for b in browsers for q in (b, *procs.descendants(b))]

    try:
        browsers, chromium = _on(lane, open_both)
        profiles = [_profile(pid) for pid in browsers]
        _on(lane, lambda _pool: closing.close())
    finally:
        lane.close()
    assert len(browsers) == 2 and sorted(killed) == sorted(browsers), (browsers, killed)
    # Removed by the close itself, not left to the driver, which the close stops (under load it was
    # stopped before it had removed one: a profile left in /tmp by a fresh-clone run).
    assert not [p for p in profiles if p.exists()], "a browser's temporary profile outlived the close"
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and any(map(_running, chromium)):
        time.sleep(0.05)
    assert not [pid for pid in chromium if _running(pid)], "browser processes outlived the close"


def test_profiles_left_by_killed_browsers_are_removed_and_no_other(private_temporary_folder):
    """A worker SIGKILLed takes its driver with it, and its browser's profile stays in the temporary
    folder: a pool's first launch removes those whose lock names a process of this host that is gone."""
    gone = subprocess.Popen(["true"])
    gone.wait()
    host = socket.gethostname()
    owners = {"dead": f"{host}-{gone.pid}", "alive": f"{host}-{os.getpid()}", "elsewhere": f"another-host-{gone.pid}"}
    made = {}
    for kind, owner in owners.items():
        folder = Path(tempfile.mkdtemp(prefix="playwright_chromiumdev_profile-"))
        (folder / "Default").mkdir()
        os.symlink(owner, folder / "SingletonLock")
        made[kind] = folder
    # The headless shell takes no SingletonLock: QA's own link names its browser instead.
    shell = Path(tempfile.mkdtemp(prefix="playwright_chromiumdev_profile-"))
    os.symlink(owners["dead"], shell / procs.OWNER_LINK)
    made["dead shell"] = shell
    unlocked = Path(tempfile.mkdtemp(prefix="playwright_chromiumdev_profile-"))
    try:
        assert procs.remove_orphaned_profiles() >= 2
        assert not made["dead"].exists() and not made["dead shell"].exists()
        assert made["alive"].exists() and made["elsewhere"].exists() and unlocked.exists()
    finally:
        for folder in [*made.values(), unlocked]:
            shutil.rmtree(folder, ignore_errors=True)


def test_the_profile_of_a_browser_killed_with_its_driver_is_swept_by_the_next_launch(
    qa_settings, private_temporary_folder
):
    """As when a worker is SIGKILLed: its driver goes with it, nothing removes the browser's profile,
    and the headless shell, QA's default, leaves no SingletonLock in it to say whose it was."""
    lane = Lane(qa_settings.replace(qa_lanes=1))
    try:
        browser, driver = _on(lane, lambda pool: (pool.warm_browser(), (pool.browsers()[0], pool._driver))[1])
        profile = _profile(browser)
        assert profile.parent == private_temporary_folder, profile  # no other process's sweep sees it
        assert os.readlink(profile / procs.OWNER_LINK) == f"{socket.gethostname()}-{browser}"
        for pid in (driver, browser):
            os.kill(pid, signal.SIGKILL)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline and _running(browser):
            time.sleep(0.05)
        assert profile.exists(), "nothing should have removed it: its driver was killed first"
        assert procs.remove_orphaned_profiles() >= 1
        assert not profile.exists()
    finally:
        lane.close()


@pytest.fixture
def private_temporary_folder(monkeypatch: pytest.MonkeyPatch):
    """A temporary folder of the test's own, for this process (tempfile) and the drivers it starts
    (TMPDIR): the first launch of any other process (the other pytest-xdist worker's, a `crumb qa`
    it runs, another run on this machine) sweeps the shared one, and could remove a dead browser's
    profile between this test's making it and its own sweep."""
    private = Path(tempfile.mkdtemp(prefix="crumb-sweep-"))
    monkeypatch.setenv("TMPDIR", str(private))
    monkeypatch.setattr(tempfile, "tempdir", str(private))
    yield private
    shutil.rmtree(private, ignore_errors=True)


def _on(lane: Lane, fn):
    return lane.submit(fn).result(timeout=60)


def _running(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def _profile(pid: int) -> Path:
    args = Path(f"/proc/{pid}/cmdline").read_bytes().decode().split("\0")
    return Path(next(a.split("=", 1)[1] for a in args if a.startswith("--user-data-dir=")))


def test_debians_chromium_is_started_without_its_shell_wrapper_and_with_the_wrappers_flags(qa_settings):
    # `make test` installs Debian's chromium (`make chromium`): without it this is a broken setup, not a pass.
    assert Path(pool_module.DEBIAN_WRAPPER).is_file() and Path(pool_module.DEBIAN_BROWSER).is_file(), (
        "Debian's chromium package is not installed; run `make chromium`"
    )
    defaults = subprocess.run(
        ["sh", "-c", '. /etc/chromium.d/default-flags && echo "$CHROMIUM_FLAGS"'], capture_output=True, text=True
    ).stdout.split()
    # Only the extensions page's UI flag is left behind (QA's browser runs no extension, shows no UI).
    wanted = [f for f in defaults if f != "--show-component-extension-options"]
    assert wanted, "the package's default flags could not be read"

    lane = Lane(qa_settings.replace(qa_lanes=1, chromium_path=pool_module.DEBIAN_WRAPPER))
    try:
        browsers = lane.submit(lambda pool: (pool.warm_browser(), pool.browsers())[1]).result(timeout=60)
        assert len(browsers) == 1, browsers
        argv = Path(f"/proc/{browsers[0]}/cmdline").read_bytes().decode().split("\0")
        parent = procs.cmdline(procs.parent(browsers[0]) or 0)
        environ = Path(f"/proc/{browsers[0]}/environ").read_bytes().decode(errors="replace").split("\0")
    finally:
        lane.close()
    assert argv[0] == pool_module.DEBIAN_BROWSER
    assert "playwright/driver" in parent, f"the browser was not started by the driver itself: {parent}"
    # The wrapper exports CHROME_DESKTOP (and CHROME_WRAPPER) before its exec: none here, so it never ran.
    assert not [v for v in environ if v.startswith(("CHROME_DESKTOP=", "CHROME_WRAPPER="))], "the shell wrapper ran"
    missing = [f for f in wanted if f not in argv]
    assert not missing, f"flags of /etc/chromium.d/default-flags not given: {missing}"
    # What the wrapper gave besides, Playwright gives anyway.
    assert "--disable-dev-shm-usage" in argv and "--disable-extensions" in argv


def test_qa_runs_debians_headless_shell_by_default_with_the_full_browsers_flags(qa_settings):
    assert qa_settings.chromium_path == pool_module.DEBIAN_SHELL_WRAPPER
    lane = Lane(qa_settings.replace(qa_lanes=1))
    try:
        browsers = lane.submit(lambda pool: (pool.warm_browser(), pool.browsers())[1]).result(timeout=60)
        assert len(browsers) == 1, browsers
        argv = Path(f"/proc/{browsers[0]}/cmdline").read_bytes().decode().split("\0")
    finally:
        lane.close()
    assert argv[0] == pool_module.DEBIAN_SHELL  # the shell itself, not its wrapper script
    missing = [f for f in pool_module.DEBIAN_FLAGS if f not in argv]
    assert not missing, f"the shell draws pages otherwise than the full browser: {missing} not given"


def test_without_the_shell_the_default_runs_debians_chromium_and_says_so_once(tmp_path, monkeypatch, caplog):
    assert Path(pool_module.DEBIAN_WRAPPER).is_file(), "Debian's chromium package is not installed; run `make chromium`"
    absent = str(tmp_path / "chromium-headless-shell")
    monkeypatch.setattr(pool_module, "DEBIAN_SHELL_WRAPPER", absent)
    monkeypatch.setattr(pool_module, "_SAID_FALLBACK", False)
    with caplog.at_level(logging.INFO, logger="crumb.qa"):
        assert pool_module.browser_path(absent) == pool_module.DEBIAN_WRAPPER
        assert pool_module.browser_path(absent) == pool_module.DEBIAN_WRAPPER
    said = [r.getMessage() for r in caplog.records if "chromium-headless-shell is not installed" in r.getMessage()]
    assert len(said) == 1, said
    # A path a person chose is theirs: missing, it stays missing (and the launch says where it looked).
    chosen = str(tmp_path / "my-chromium")
    assert pool_module.browser_path(chosen) == chosen


def test_any_other_chromium_is_started_as_it_is(tmp_path, monkeypatch):
    elsewhere = tmp_path / "chromium"
    elsewhere.write_text("#!/bin/sh\nexec true\n")
    elsewhere.chmod(0o755)
    assert pool_module.launcher(str(elsewhere)) == (str(elsewhere), ())
    # Debian's wrapper path without Debian's browser below it (another distro's chromium there): as it is.
    monkeypatch.setattr(pool_module, "DEBIAN_BROWSER", str(tmp_path / "absent"))
    assert pool_module.launcher(pool_module.DEBIAN_WRAPPER) == (pool_module.DEBIAN_WRAPPER, ())


def _playwrights_disabled_features() -> list[str]:
    """The ``disabledFeatures`` list of the installed Playwright driver (its chromiumSwitches)."""
    import re

    import playwright

    bundles = sorted((Path(playwright.__file__).parent / "driver" / "package" / "lib").rglob("*.js"))
    for bundle in bundles:
        text = bundle.read_text(errors="replace")
        if found := re.search(r"disabledFeatures\s*=\s*\[(.*?)\]", text, re.DOTALL):
            body = re.sub(r"//[^\n]*", "", found.group(1))
            return re.findall(r"""["']([A-Za-z0-9_]+)["']""", body)
    raise AssertionError(f"no disabledFeatures list in the Playwright driver ({len(bundles)} files read)")


def test_the_browser_keeps_playwrights_disabled_features_beside_qas_own(qa_settings):
    """Chromium keeps the last of a repeated --disable-features: QA's must hold Playwright's list too."""
    theirs = _playwrights_disabled_features()
    assert len(theirs) >= 5, theirs
    missing = [f for f in theirs if f not in pool_module.DISABLED_FEATURES]
    assert not missing, f"Playwright disables these, QA's --disable-features would turn them back on: {missing}"

    lane = Lane(qa_settings.replace(qa_lanes=1))
    try:
        browsers = lane.submit(lambda pool: (pool.warm_browser(), pool.browsers())[1]).result(timeout=60)
        argv = Path(f"/proc/{browsers[0]}/cmdline").read_bytes().decode().split("\0")
    finally:
        lane.close()
    last = [a for a in argv if a.startswith("--disable-features=")][-1].split("=", 1)[1].split(",")
    assert "RenderDocument" in last and "WebUIOmniboxPopup" in last, last
    assert not [f for f in theirs if f not in last], f"the browser runs with Playwright's features on: {last}"


def test_a_game_checked_after_one_whose_webgl_hung_the_gpu_is_judged_on_its_own_play(pool, qa_settings, tmp_path):
    """The watchdog kills a hung page's renderer; the GPU process it spares goes on drawing that page's
    WebGL, and on the same browser the next game hung at its first frame (broken, for another's hang)."""
    hung = runner.run_qa(GAMES / "hangs_the_gpu", settings=qa_settings, out_dir=tmp_path / "hung", pool=pool)
    assert hung.check("timeout").status == "fail" and "stopped responding" in hung.check("timeout").detail
    launches = pool.launches
    after = runner.run_qa(GAMES / "canvas", settings=qa_settings, out_dir=tmp_path / "after", pool=pool)
    assert after.check("boot").status == "pass", after.check("boot")
    assert after.verdict == "playable", [(c.name, c.status, c.detail[:80]) for c in after.checks]
    assert pool.launches == launches + 1  # on a browser of its own, launched after the hang
