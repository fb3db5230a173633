"""Deterministic QA: load a game folder in headless Chromium and report, check by check, what it does."""

from crumb.qa.pool import BrowserPool
from crumb.qa.runner import run_qa

__all__ = ["BrowserPool", "run_qa"]
