"""Deterministic QA: load a game folder in headless Chromium and report, check by check, what it does.

``BrowserPool`` and ``run_qa`` load on first use: a worker that launches its browser before anything
else (``crumb.warm_worker``) imports only the pool, not the checks and their models.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from crumb.qa.pool import BrowserPool
    from crumb.qa.runner import run_qa

__all__ = ["BrowserPool", "run_qa"]


def __getattr__(name: str) -> Any:
    if name == "BrowserPool":
        from crumb.qa.pool import BrowserPool

        return BrowserPool
    if name == "run_qa":
        from crumb.qa.runner import run_qa

        return run_qa
    raise AttributeError(f"module 'crumb.qa' has no attribute {name!r}")
