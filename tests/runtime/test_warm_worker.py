"""`crumb run`'s worker: its QA browser's launch starts before Celery is imported (crumb.warm_worker)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from crumb.warm_worker import pool_of

REPO = Path(__file__).resolve().parents[2]

# Runs crumb.warm_worker with the launch and Celery's main replaced by recorders: what was imported
# when the launch started, and what Celery was handed.
PROBE = textwrap.dedent(
    """
    import json, sys, types
    import crumb.qa.checkpool as checkpool
    seen = {}
    def start_early(settings):
        seen["celery_imported_at_launch"] = "celery" in sys.modules
        seen["warm_up"] = settings.qa_warm_up
    checkpool.start_early = start_early
    fake = types.ModuleType("celery.__main__")
    fake.main = lambda: seen.update(argv=list(sys.argv))
    sys.modules["celery.__main__"] = fake
    from crumb import warm_worker
    warm_worker.main(sys.argv[1:])
    print(json.dumps(seen))
    """
)


def _probe(*argv: str, warm_up: bool = True) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CRUMB_")}
    env["CRUMB_QA_WARM_UP"] = "1" if warm_up else "0"
    done = subprocess.run(
        [sys.executable, "-c", PROBE, *argv], env=env, cwd=REPO, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def test_the_launch_starts_before_celery_is_imported_and_celery_gets_the_arguments():
    args = ["-A", "tasks", "worker", "-Q", "qa", "-P", "threads", "-c", "2"]
    seen = _probe(*args)
    assert seen.get("warm_up") is True, f"no early launch on a threads pool: {seen}"
    assert seen["celery_imported_at_launch"] is False, "Celery was imported before the browser's launch began"
    assert seen["argv"] == ["celery", *args]


@pytest.mark.parametrize(
    "argv, warm_up",
    [(["-A", "tasks", "worker", "-P", "prefork"], True), (["-A", "tasks", "worker"], True), (["-P", "solo"], False)],
)
def test_nothing_starts_early_on_prefork_or_without_the_warm_up(argv, warm_up):
    # Playwright is not fork-safe: a prefork parent must not hold a driver its children would inherit.
    seen = _probe(*argv, warm_up=warm_up)
    assert "warm_up" not in seen, f"an early launch with {argv} (qa_warm_up={warm_up})"
    assert seen["argv"] == ["celery", *argv]


def test_the_pool_is_read_from_every_spelling_celery_takes():
    assert pool_of(["worker", "-P", "threads"]) == "threads"
    assert pool_of(["worker", "--pool", "solo"]) == "solo"
    assert pool_of(["worker", "--pool=threads"]) == "threads"
    assert pool_of(["worker", "-Pthreads"]) == "threads"
    assert pool_of(["worker", "-Q", "qa"]) is None
