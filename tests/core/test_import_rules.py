"""What each package may import (docs/ARCHITECTURE.md, "What each package may import"), read from the source."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# package → the first-party packages it must never import
FORBIDDEN = {
    "crumb/core": ("crumb.", "tasks", "web"),  # except crumb.core itself and crumb.errors (checked below)
    "crumb": ("tasks", "web"),  # except crumb/cli, the entry point that starts the dashboard (checked below)
    "tasks": ("web",),
    "web": ("tasks",),
}


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.append(node.module)
    return names


def _violations(folder: str, forbidden: tuple[str, ...]) -> list[str]:
    out = []
    for path in sorted((ROOT / folder).rglob("*.py")):
        if folder == "crumb" and path.is_relative_to(ROOT / "crumb" / "core"):
            continue  # the core has its own, stricter rule
        in_cli = path.is_relative_to(ROOT / "crumb" / "cli")
        for name in _imports(path):
            allowed = (folder == "crumb/core" and (name.startswith("crumb.core") or name == "crumb.errors")) or (
                folder == "crumb" and in_cli and (name == "web" or name.startswith("web."))
            )
            if not allowed and any(
                name == f.rstrip(".")
                or name.startswith(f if f.endswith(".") else f + ".")
                or (not f.endswith(".") and name == f)
                for f in forbidden
            ):
                out.append(f"{path.relative_to(ROOT)} imports {name}")
    return out


def test_the_core_imports_only_itself_and_the_error_classes():
    assert _violations("crumb/core", FORBIDDEN["crumb/core"]) == []


def test_crumb_never_imports_the_celery_app_and_only_its_cli_starts_the_dashboard():
    assert _violations("crumb", FORBIDDEN["crumb"]) == []


def test_the_celery_app_and_the_dashboard_do_not_import_each_other():
    assert _violations("tasks", FORBIDDEN["tasks"]) == [] and _violations("web", FORBIDDEN["web"]) == []


def test_the_rule_reader_sees_a_forbidden_import(tmp_path, monkeypatch):
    pkg = tmp_path / "crumb" / "core"
    pkg.mkdir(parents=True)
    (pkg / "bad.py").write_text("from crumb.bus import submit_draft\nimport crumb.errors\n")
    monkeypatch.setattr(f"{__name__}.ROOT", tmp_path)
    assert _violations("crumb/core", FORBIDDEN["crumb/core"]) == ["crumb/core/bad.py imports crumb.bus"]
