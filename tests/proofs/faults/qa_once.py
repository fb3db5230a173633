"""The Celery app of ``tasks`` with QA run once per distinct game (for the load test only).

Every mock session builds the same game, so the first check runs in real Chromium and the rest reuse
its report (without screenshots): the load test then measures the coordinator, Celery and Redis,
not one browser per session. QA's own cost is ``bench/qa.py``'s to measure.
"""

from __future__ import annotations

import hashlib
import threading
from pathlib import Path
from typing import Any

import crumb.qa
from tasks import app  # noqa: F401  (celery -A tests.proofs.faults.qa_once)

_real = crumb.qa.run_qa
_reports: dict[str, Any] = {}
_lock = threading.Lock()


def _digest(game_dir: Path) -> str:
    h = hashlib.sha256()
    for path in sorted(Path(game_dir).rglob("*")):
        if path.is_file():
            h.update(path.relative_to(game_dir).as_posix().encode() + b"\0" + path.read_bytes())
    return h.hexdigest()


def run_qa_once(game_dir: Path, **kw: Any) -> Any:
    key = _digest(game_dir)
    with _lock:
        if key not in _reports:
            _reports[key] = _real(game_dir, **kw).model_copy(update={"screenshots": []})
        return _reports[key]


# Both ways a worker reaches a check (directly, and through the CheckPool's lanes) call crumb.qa.run_qa.
crumb.qa.run_qa = run_qa_once
