"""The checks of one QA run as they are decided, in the order of ``QA_CHECK_NAMES``, and the graded verdict."""

from __future__ import annotations

import hashlib
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from crumb.core.contracts import (
    QA_CHECK_NAMES,
    AcceptanceResult,
    CheckStatus,
    PlayEvidence,
    QaCheck,
    QaReport,
    QaVerdict,
    Screenshot,
    Severity,
)

# How bad a failing check is. A blocker makes the game broken: it has no entry, errors stop it,
# nothing renders, nothing responds, it hangs. A major finding leaves it limited: it runs and
# responds, but a player meets a real problem (not phone-ready, art or sound from the network, a failed
# acceptance criterion, keys scroll the page). A minor one is a note that does not grade: the frame
# rate is one, as it is measured in real time on whatever machine runs QA, so it cannot grade a game
# the same way twice.
SEVERITY: dict[str, Severity] = {
    "entry": "blocker",
    "limits": "major",
    "boot": "blocker",
    "visual_change": "blocker",
    "input_response": "blocker",
    "phone_fit": "major",
    "network": "major",
    "frame_rate": "minor",
    "acceptance": "major",
    "timeout": "blocker",
    "start": "minor",
    "page_scroll": "major",
    # An error or a hang while playing, or a restart that throws, stops the game; a restart that
    # does not start a new game, or input that cannot change how a game ends, is major (the
    # play check grades those itself); no game over seen within the span is a minor finding.
    "play": "blocker",
}
# The exit code of `crumb qa` for each verdict; 2 is kept for "the check itself failed".
EXIT_CODES: dict[QaVerdict, int] = {"playable": 0, "broken": 1, "limited": 3}


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
        self.play: PlayEvidence | None = None
        self.busy = ""  # why the check was not decided: the machine was too busy (crumb.qa.checks.busy)
        self._timers: dict[str, float] = {}

    def decide(
        self, name: str, status: CheckStatus, detail: str, ms: int | None = None, severity: Severity | None = None
    ) -> None:
        """Record a check; a failing one carries ``severity`` (default: the check's own, ``SEVERITY``)."""
        if name not in QA_CHECK_NAMES:
            raise ValueError(f"unknown QA check {name!r}")
        grade = (severity or SEVERITY[name]) if status == "fail" else None
        self.checks[name] = QaCheck(
            name=name, status=status, detail=detail, ms=ms if ms is not None else -1, severity=grade
        )

    def finding(self, severity: Severity, text: str) -> None:
        """A note outside the checks (minor unless said otherwise), once."""
        line = f"{severity}: {text}"
        if line not in self.findings:
            self.findings.append(line)

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
        path, sha256 = self.keep_file(f"{len(self.screenshots):02d}-{viewport}-{label}.png", png)
        self.screenshots.append(Screenshot(path=path, sha256=sha256, viewport=viewport, label=label))

    def keep_file(self, name: str, data: bytes) -> tuple[str, str]:
        """Write ``name`` into the report's folder; its path as the report gives it, and its sha256."""
        self.out_dir.mkdir(parents=True, exist_ok=True)
        path = self.out_dir / name
        path.write_bytes(data)
        return os.path.relpath(path.resolve(), self.rel_to.resolve()), hashlib.sha256(data).hexdigest()

    def _timed(self, check: QaCheck) -> QaCheck:
        if check.ms >= 0:
            return check
        return check.model_copy(update={"ms": round(self._timers.get(check.name, 0.0) * 1000)})

    def report(self, **fields: Any) -> QaReport:
        checks = [self._timed(self.checks[n]) for n in QA_CHECK_NAMES if n in self.checks]
        graded: QaVerdict | None = verdict_of(checks)
        code = fields.pop("exec_exit_code", 1 if graded == "broken" else 0)
        if self.busy:  # not decided, not graded: the check itself could not finish
            graded, code, fields["busy"] = None, 2, self.busy
        return QaReport(
            exec_exit_code=code,
            verdict=graded,
            checks=checks,
            acceptance=self.acceptance,
            screenshots=self.screenshots,
            findings=self.findings,
            fps=self.fps,
            play=self.play,
            **fields,
        )


def verdict_of(checks: list[QaCheck]) -> QaVerdict:
    """Broken on any blocker, limited on any major finding, else playable."""
    grades = {c.severity for c in checks if c.status == "fail"}
    return "broken" if "blocker" in grades else "limited" if "major" in grades else "playable"


def exit_code(report: QaReport) -> int:
    """What `crumb qa` exits with: 0 playable, 3 limited, 1 broken, 2 the check itself failed."""
    if report.exec_exit_code == 2:
        return 2
    return EXIT_CODES[report.verdict or ("playable" if report.exec_exit_code == 0 else "broken")]
