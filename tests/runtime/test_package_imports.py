"""``tasks`` (the Celery app) sits on top of ``crumb``: neither ``crumb`` nor ``web`` imports it."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def imported_packages(package: str) -> dict[str, set[str]]:
    """Each module of ``package`` → the top-level packages it imports anywhere (inside functions too)."""
    out: dict[str, set[str]] = {}
    for path in sorted((ROOT / package).rglob("*.py")):
        names: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
            if isinstance(node, ast.Import):
                names.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module.split(".")[0])
        out[str(path.relative_to(ROOT))] = names
    return out


def test_no_module_of_crumb_or_web_imports_the_celery_tasks_package():
    for package in ("crumb", "web"):
        modules = imported_packages(package)
        assert len(modules) >= 5, f"{package}/ was not read"
        offenders = sorted(m for m, names in modules.items() if "tasks" in names)
        assert offenders == [], (
            f"{offenders} import tasks; what they need belongs in crumb (crumb.worker, crumb.broker)"
        )
