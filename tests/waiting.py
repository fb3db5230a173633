"""Waiting for an asynchronous outcome with a deadline, instead of sleeping and hoping."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def wait_until(predicate: Callable[[], T], timeout_s: float, what: str, *, poll_s: float = 0.05) -> T:
    """Return the first truthy value of ``predicate()`` within ``timeout_s``; else fail naming ``what``.

    An ``OSError`` raised by the predicate (a port not open yet, a file not there yet) counts as
    "not yet" and is shown in the failure if it is the last thing seen.
    """
    deadline = time.monotonic() + timeout_s
    last: object = None
    while True:
        try:
            last = predicate()
            if last:
                return last  # type: ignore[return-value]
        except OSError as e:
            last = e
        if time.monotonic() >= deadline:
            raise AssertionError(f"{what}: not within {timeout_s}s (last seen: {last!r})")
        time.sleep(poll_s)


def no_survivors(survivors: Callable[[], list[int]], timeout_s: float = 10) -> None:
    """Wait until ``survivors()`` is empty: a killed process may take a moment to be reaped."""
    wait_until(lambda: survivors() == [], timeout_s, f"processes left running ({survivors()})")
