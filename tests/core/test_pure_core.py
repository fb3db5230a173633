"""The core imports nothing that does I/O: proven in a fresh interpreter (DESIGN law 3)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

CORE = tuple(
    f"crumb.core.{p.stem}" for p in sorted((Path(__file__).resolve().parents[2] / "crumb" / "core").glob("*.py"))
)
FORBIDDEN = ("redis", "celery", "kombu", "flask", "playwright", "subprocess", "socket")
ROOT = Path(__file__).resolve().parents[2]

# pydantic looks up its plugins through importlib.metadata, which imports the email package and
# with it socket; that is pydantic's own start-up, not the core's. The probe therefore counts what
# the core loads beyond pydantic with one model built (the baseline the law allows).
_PROBE = """
import importlib, json, sys
import pydantic

class _Baseline(pydantic.BaseModel):
    x: int

_Baseline(x=1)
baseline = set(sys.modules)
for name in {core!r}:
    importlib.import_module(name)
loaded = sorted(m for m in set(sys.modules) - baseline if m.split(".")[0] in {forbidden!r})
print(json.dumps({{"modules": len({core!r}), "loaded": loaded}}))
"""


def test_every_core_module_imports_in_a_fresh_interpreter_without_an_io_library():
    probe = _PROBE.format(core=CORE, forbidden=FORBIDDEN)
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["modules"] >= 11, CORE  # the package was found and every module in it imported
    assert result["loaded"] == [], f"the core pulled in {result['loaded']}"


def test_the_probe_would_see_an_io_library_imported_by_the_core():
    probe = _PROBE.format(core=("crumb.core.events", "subprocess"), forbidden=FORBIDDEN)
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert json.loads(done.stdout)["loaded"] == ["subprocess"]
