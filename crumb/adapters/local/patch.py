"""Improve a game the offline studio built, in place: the continued game's builder.

The game's code (engine, genre template, styles) is kept byte for byte; only its configuration
block, ``window.CRUMB_CONFIG``, takes the new spec's numbers. A game without that block (one an
agent wrote) cannot be patched here, and the error says so.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from crumb.adapters.local import feedback as fb
from crumb.adapters.local.builder import _config, _json
from crumb.core.contracts import Spec
from crumb.errors import AdapterError

_BLOCK = re.compile(r"(window\.CRUMB_CONFIG = )(\{.*?\})(;</script>)", re.S)
# What a spec decides in a built game; everything else of the parent's configuration is kept.
_FROM_SPEC = ("time_limit", "mechanics", "combo", "combo_window", "lives", "speed", "tuning", "difficulty")
_SCALES = ("button_scale", "font_scale")


def _fail(message: str) -> AdapterError:
    return AdapterError(f"local builder: {message}", adapter="local", actor="builder", reason="cannot_patch")


def patch(spec: Spec, game_dir: Path, *, feedback: list[str], parent: dict[str, Any]) -> list[str]:
    """Apply ``spec`` to the game in ``game_dir``; return the configuration keys that changed."""
    index = game_dir / "index.html"
    if not index.is_file():
        raise _fail(f"no game to continue in {game_dir} (the parent {parent.get('ref')} has no index.html)")
    page = index.read_text(encoding="utf-8")
    found = _BLOCK.search(page)
    if not found:
        raise _fail(
            f"the game of {parent.get('ref')} was not built by the offline studio (no CRUMB_CONFIG block), so "
            "it cannot be changed in place; bind the builder to an agent to continue it"
        )
    old = json.loads(found.group(2))
    if old.get("genre") != spec.genre:
        raise _fail(
            f"the spec asks for a {spec.genre} game but the parent is a {old.get('genre')} game; "
            "a continued game keeps its genre — start a new session for another one"
        )
    knobs, report = fb.apply(feedback)
    fresh = _config(spec, spec.genre, knobs)
    new = {**old, **{k: fresh[k] for k in _FROM_SPEC}}
    new["tuning"] = {k: v for k, v in fresh["tuning"].items() if k not in _SCALES}
    new.update({k: spec.tuning[k] for k in _SCALES if k in spec.tuning})
    changed = sorted(k for k in set(old) | set(new) if old.get(k) != new.get(k))
    index.write_text(page[: found.start(2)] + _json(new) + page[found.end(2) :], encoding="utf-8")
    _note(game_dir / "build-notes.json", parent, changed, report)
    return changed


def _note(path: Path, parent: dict[str, Any], changed: list[str], report: list[dict[str, object]]) -> None:
    try:
        notes = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        notes = {}
    notes = notes if isinstance(notes, dict) else {}
    notes["continued_from"] = {"ref": parent.get("ref"), "change": parent.get("change"), "changed": changed}
    notes["feedback"] = report
    path.write_text(json.dumps(notes, ensure_ascii=False, indent=2, sort_keys=True) + "\n", encoding="utf-8")
