"""QA's browsers run below the coordinator and the actors (qa_nice), and cannot raise themselves back."""

from __future__ import annotations

import os
from concurrent.futures import ThreadPoolExecutor

from crumb.qa import BrowserPool


def _nice_values(pool: BrowserPool) -> list[int]:
    """The nice value of every thread of the pool's driver and browsers, read while a page is open."""
    context = pool.new_context()
    try:
        page = context.new_page()
        page.set_content("<canvas></canvas><script>setInterval(() => {}, 16)</script>")
        page.wait_for_timeout(500)
        values = []
        for pid in pool.pids():
            try:
                tids = os.listdir(f"/proc/{pid}/task")
            except OSError:
                continue
            for tid in tids:
                try:
                    values.append(os.getpriority(os.PRIO_PROCESS, int(tid)))
                except OSError:
                    pass  # the thread ended meanwhile
        return values
    finally:
        context.close()


def test_every_thread_of_the_browsers_runs_at_qa_nice_and_the_worker_itself_does_not(pool, qa_settings):
    assert qa_settings.qa_nice == 10
    values = _nice_values(pool)
    assert len(values) > 20 and min(values) >= 10, sorted(set(values))
    assert os.getpriority(os.PRIO_PROCESS, 0) < 10  # the check's own Python keeps its priority


def test_qa_nice_0_leaves_the_browsers_at_the_priority_they_choose(qa_settings):
    def run() -> list[int]:  # a thread of its own: the package's pool holds this thread's event loop
        with BrowserPool(qa_settings.replace(qa_nice=0)) as own:
            return _nice_values(own)

    with ThreadPoolExecutor(1) as t:
        values = t.submit(run).result(timeout=120)
    assert values and min(values) < 10
