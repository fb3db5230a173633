"""``python -m crumb.warm_worker CELERY_ARGS...``: a Celery worker whose QA browser launches first.

``crumb run``'s one worker runs its checks in its own process (a threads or solo pool). Celery takes
about a second to start (its command line, then the app) and the warm-up (``qa_warm_up``) launched
the browser only after that, at ``worker_init``. Here the check pool is made and its warm-up started
before Celery is imported, so the Playwright drivers and Chromium start beside Celery's start, and
the app's ``_check_pool`` takes that pool over (``crumb.qa.checkpool.take_early``).

With a prefork pool (or ``qa_warm_up`` off) it starts nothing early: Playwright is not fork-safe,
and prefork's children warm up on their own.
"""

from __future__ import annotations

import sys

IN_PROCESS_POOLS = ("threads", "solo")


def pool_of(argv: list[str]) -> str | None:
    """The pool named by Celery worker arguments (``-P NAME``, ``--pool NAME``, ``--pool=NAME``)."""
    for i, arg in enumerate(argv):
        if arg in ("-P", "--pool") and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--pool="):
            return arg.split("=", 1)[1]
        if arg.startswith("-P") and len(arg) > 2:
            return arg[2:]
    return None


def main(argv: list[str]) -> None:
    if pool_of(argv) in IN_PROCESS_POOLS:
        from crumb.config import load_settings

        settings = load_settings()
        if settings.qa_warm_up:
            from crumb.qa.checkpool import start_early

            start_early(settings)
    sys.argv = ["celery", *argv]
    from celery.__main__ import main as celery_main

    celery_main()


if __name__ == "__main__":
    main(sys.argv[1:])
