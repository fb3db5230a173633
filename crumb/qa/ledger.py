"""The checks of one QA run as they are decided, in the order of ``QA_CHECK_NAMES``."""

from __future__ import annotations

import hashlib
import os
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from crumb.core.contracts import QA_CHECK_NAMES, AcceptanceResult, CheckStatus, QaCheck, QaReport, Screenshot


class Ledger:
    """Collects checks, acceptance results, screenshots and findings; builds the report."""

    def __init__(self, out_dir: Path, rel_to: Path) -> None:
        self.out_dir = out_dir
        self.rel_to = rel_to
        self.checks: dict[str, QaCheck] = {}
        self.acceptance: list[AcceptanceResult] = []
        self.screenshots: list[Screenshot] = []
        self.findings: list[str] = []
        self.fps: float | None = None
        self._timers: dict[str, float] = {}

    def decide(self, name: str, status: CheckStatus, detail: str, ms: int | None = None) -> None:
        if name not in QA_CHECK_NAMES:
            raise ValueError(f"unknown QA check {name!r}")
        self.checks[name] = QaCheck(name=name, status=status, detail=detail, ms=ms if ms is not None else -1)

    @contextmanager
    def timing(self, *names: str) -> Iterator[None]:
        """Charge the wall time of the block to the named checks (shared work is charged to each)."""
        began = time.perf_counter()
        try:
            yield
        finally:
            for name in names:
                self._timers[name] = self._timers.get(name, 0.0) + time.perf_counter() - began

    def undecided(self) -> list[str]:
        return [n for n in QA_CHECK_NAMES if n not in self.checks]

    def fill(self, status: CheckStatus, detail: str) -> None:
        """Decide every check not decided yet."""
        for name in self.undecided():
            self.decide(name, status, detail)

    def keep_screenshot(self, png: bytes, label: str, viewport: str) -> None:
        self.out_dir.mkdir(parents=True, exist_ok=True)
        path = self.out_dir / f"{len(self.screenshots):02d}-{viewport}-{label}.png"
        path.write_bytes(png)
        self.screenshots.append(Screenshot(
            path=os.path.relpath(path.resolve(), self.rel_to.resolve()),
            sha256=hashlib.sha256(png).hexdigest(), viewport=viewport, label=label))

    def _timed(self, check: QaCheck) -> QaCheck:
        if check.ms >= 0:
            return check
        return check.model_copy(update={"ms": round(self._timers.get(check.name, 0.0) * 1000)})

    def report(self, **fields: object) -> QaReport:
        checks = [self._timed(self.checks[n]) for n in QA_CHECK_NAMES if n in self.checks]
        failed = any(c.status == "fail" for c in checks)
        return QaReport(exec_exit_code=fields.pop("exec_exit_code", 1 if failed else 0), checks=checks,
                        acceptance=self.acceptance, screenshots=self.screenshots, findings=self.findings,
                        fps=self.fps, **fields)
