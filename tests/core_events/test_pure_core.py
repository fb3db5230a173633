"""The core imports nothing that does I/O: proven in a fresh interpreter (DESIGN law 3)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

CORE = (
    "crumb.events", "crumb.state", "crumb.reducer", "crumb.effects",
    "crumb.scoring", "crumb.validator", "crumb.inbox", "crumb.contracts",
)  # fmt: skip
FORBIDDEN = ("redis", "celery", "flask", "playwright", "subprocess")
ROOT = Path(__file__).resolve().parents[2]

_PROBE = """
import importlib, json, sys
missing = []
for name in {core!r}:
    try:
        importlib.import_module(name)
    except ModuleNotFoundError as e:
        if e.name != name:
            raise
        missing.append(name)
loaded = sorted(m for m in sys.modules if m.split(".")[0] in {forbidden!r})
print(json.dumps({{"missing": missing, "loaded": loaded}}))
"""


def test_the_core_imports_in_a_fresh_interpreter_without_redis_celery_flask_playwright_or_subprocess():
    probe = _PROBE.format(core=CORE, forbidden=FORBIDDEN)
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["loaded"] == [], f"the core pulled in {result['loaded']}"
    assert result["missing"] == [], f"core modules not written yet: {result['missing']}"
