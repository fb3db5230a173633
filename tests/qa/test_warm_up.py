"""A QA worker's browser launched ahead of its first check (CheckPool.warm, qa_warm_up)."""

from __future__ import annotations

import logging

import pytest

from crumb.errors import QaError
from crumb.qa import procs
from crumb.qa.checkpool import CheckPool
from tests.waiting import wait_until

from .conftest import GAMES

WARM_S = 60.0


def _browsers_of_this_process() -> set[int]:
    return {p for p in procs.browser_pids() if "playwright/driver" in procs.cmdline(procs.parent(p) or 0)}


def test_the_warm_up_launches_both_browsers_before_the_first_check_and_the_check_launches_none(qa_settings, tmp_path):
    before = _browsers_of_this_process()
    with CheckPool(qa_settings.replace(qa_lanes=2)) as checks:
        warming = checks.warm()
        # Asked at once, behind the warm-up on the lane's thread: the browser is up when it gets there.
        launched = checks.run(lambda pool: (pool.launches, pool.browsers()))
        assert launched[0] == 1 and len(launched[1]) == 1, f"the check found {launched}, not one running browser"
        side = warming.result(timeout=WARM_S)
        assert side is not None, "no phone lane warmed with qa_lanes = 2"
        side.result(timeout=WARM_S)
        lane_pool = checks.run(lambda pool: pool.lane().pool)
        assert lane_pool.launches == 1, "the phone lane's browser was not launched by the warm-up"
        assert len(_browsers_of_this_process() - before) == 2, "not one browser and one phone-lane browser"

        report = checks.run_qa(GAMES / "canvas", settings=qa_settings.replace(qa_lanes=2), out_dir=tmp_path)
        assert report.exec_exit_code == 0, report.findings
        counts = checks.run(lambda pool: (pool.launches, pool.lane().pool.launches))
        assert counts == (1, 1), f"the check launched again after the warm-up: launches {counts}"
    assert _browsers_of_this_process() - before == set(), "a browser outlived the pool's close"


def test_a_failed_warm_up_is_logged_and_the_check_still_reports_the_launch_error(qa_settings, tmp_path, caplog):
    broken = qa_settings.replace(chromium_path="/bin/false", qa_lanes=1)  # runs, but is no browser
    with CheckPool(broken) as checks:
        with caplog.at_level(logging.WARNING, logger="crumb.qa"):
            with pytest.raises(QaError, match="Chromium at /bin/false would not start"):
                checks.warm().result(timeout=WARM_S)
            # The log line comes from the future's callback, which may run just after result() returned.
            wait_until(
                lambda: "warming up the QA browser failed" in caplog.text, WARM_S, "the warm-up's failure logged"
            )
        # The check launches again (the warm-up kept nothing of its failure) and reports as it did before.
        with pytest.raises(QaError, match="Chromium at /bin/false would not start"):
            checks.run_qa(GAMES / "canvas", settings=broken, out_dir=tmp_path)
        assert checks.run(lambda pool: pool.launches) == 0


def test_a_warm_up_with_checks_at_once_launches_the_one_shared_browser(qa_settings, tmp_path):
    before = _browsers_of_this_process()
    with CheckPool(qa_settings.replace(qa_checks_at_once=2, qa_lanes=1)) as checks:
        assert checks.warm().result(timeout=WARM_S) is None  # one lane of browsers: no phone lane
        assert checks.shared is not None and checks.shared.generation == 1 and checks.shared.alive()
        assert len(_browsers_of_this_process() - before) == 1, "more than the one shared browser"
        report = checks.run_qa(GAMES / "canvas", settings=qa_settings.replace(qa_lanes=1), out_dir=tmp_path)
        assert report.exec_exit_code == 0, report.findings
        assert checks.shared.generation == 1, "the check relaunched the shared browser the warm-up started"
    assert _browsers_of_this_process() - before == set(), "a browser outlived the pool's close"


def test_a_second_warm_up_returns_the_first_and_launches_nothing_more(qa_settings):
    # `crumb run`'s worker starts the warm-up before Celery (crumb.warm_worker) and Celery's worker_init
    # asks again: the second ask must not queue a second launch behind the first.
    broken = qa_settings.replace(chromium_path="/bin/false", qa_lanes=1)
    with CheckPool(broken) as checks:
        first = checks.warm()
        assert checks.warm() is first, "a second warm-up was started"
        with pytest.raises(QaError):
            first.result(timeout=WARM_S)
        assert checks.warm() is first


def test_the_early_pool_is_handed_over_once_and_only_for_the_same_settings(qa_settings):
    from crumb.qa import checkpool

    broken = qa_settings.replace(chromium_path="/bin/false", qa_lanes=1)
    early = checkpool.start_early(broken)
    assert checkpool.start_early(broken) is early, "a second early pool was made"
    assert checkpool.take_early(broken) is early
    assert checkpool.take_early(broken) is None, "the early pool was handed over twice"
    early.close()

    other = checkpool.start_early(broken)
    assert checkpool.take_early(broken.replace(qa_hang_s=7.0)) is None, "a pool made for other settings was used"
    with pytest.raises(QaError, match="closed"):
        other.run(lambda pool: None)  # the mismatched pool was closed, not left with its threads
