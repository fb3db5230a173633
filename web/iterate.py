"""Iterating from the dashboard: a session's lineage, "continue from this", releases, variants.

The writes stay drafts and requests (DESIGN §2): continuing is a new-session request carrying the
lineage (:mod:`crumb.lineage`), variants are N new-session requests (:mod:`crumb.variants`), and a
release freezes the artifacts into ``releases/`` and sends ``version.released`` as a draft.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from flask import Blueprint, abort, current_app, redirect, request, url_for

from crumb.config import Settings
from crumb.core.goal import control_char, not_unicode
from crumb.core.session_ids import VERSION, is_session_id
from crumb.errors import InfraError
from web import data
from web.security import session_id_or_404

bp = Blueprint("iterate", __name__, url_prefix="/api")

_starts: dict[Path, dict[str, Any]] = {}  # a transcript's first line never changes once written
_CHAIN_MAX = 20


def _settings() -> Settings:
    return current_app.config["CRUMB_SETTINGS"]


def session_start(settings: Settings, sid: str) -> dict[str, Any]:
    """The data of a session's ``session.start`` ({} when unreadable), read once per transcript."""
    path = data.transcript_path(settings, sid)
    if path not in _starts:
        try:
            with path.open(encoding="utf-8") as fh:
                first = json.loads(fh.readline() or "{}")
        except (OSError, ValueError):
            return {}
        found = first.get("data") if first.get("kind") == "session.start" else None
        _starts[path] = found if isinstance(found, dict) else {}
    return _starts[path]


def _requirement_diff(before: list[dict[str, Any]], after: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """What changed in the requirements from the parent's spec to this one: added, dropped, changed."""
    old = {str(r.get("id")): r for r in before if isinstance(r, dict)}
    new = {str(r.get("id")): r for r in after if isinstance(r, dict)}
    rows = [{"change": "added", **r} for i, r in new.items() if i not in old]
    rows += [{"change": "dropped", **r} for i, r in old.items() if i not in new]
    rows += [
        {"change": "changed", **r}
        for i, r in new.items()
        if i in old
        and (r.get("text"), r.get("status"), r.get("criteria"))
        != (old[i].get("text"), old[i].get("status"), old[i].get("criteria"))
    ]
    return rows


def _chain(settings: Settings, lineage: dict[str, Any] | None) -> list[dict[str, Any]]:
    """The ancestors, nearest first: each {session, release, change, exists}."""
    out: list[dict[str, Any]] = []
    while lineage and len(out) < _CHAIN_MAX:
        parent = str(lineage.get("parent_session") or "")
        exists = is_session_id(parent) and data.transcript_path(settings, parent).exists()
        out.append(
            {
                "session": parent,
                "release": lineage.get("parent_release"),
                "change": lineage.get("change"),
                "exists": exists,
            }
        )
        lineage = session_start(settings, parent).get("lineage") if exists else None
    return out


def children(settings: Settings, sid: str) -> list[dict[str, Any]]:
    """The sessions continued from this one, oldest first: {session, release, change}."""
    out = []
    for other in data.disk_session_ids(settings):
        lin = session_start(settings, other).get("lineage")
        if isinstance(lin, dict) and lin.get("parent_session") == sid:
            out.append({"session": other, "release": lin.get("parent_release"), "change": lin.get("change")})
    return out


def releases(settings: Settings, sid: str) -> list[str]:
    folder = settings.paths(sid).releases
    return sorted(p.name for p in folder.iterdir() if (p / "manifest.json").is_file()) if folder.is_dir() else []


@bp.app_template_global()
def lineage_of(sid: str, view: Any) -> dict[str, Any]:
    """What the session page shows of where a game comes from and where it went."""
    s = _settings()
    start = session_start(s, sid)
    lineage = start.get("lineage") if isinstance(start.get("lineage"), dict) else None
    spec = (view.spec if view is not None else None) or {}
    parent_reqs = ((lineage or {}).get("spec") or {}).get("requirements") or []
    return {
        "lineage": lineage,
        "chain": _chain(s, lineage),
        "children": children(s, sid),
        "releases": releases(s, sid),
        "variant": start.get("variant"),
        "diff": _requirement_diff(parent_reqs, spec.get("requirements") or []) if lineage else [],
    }


def _form() -> Any:
    from web.api import json_body

    body = json_body() if request.is_json else request.form
    if not hasattr(body, "get"):
        abort(400, "send a JSON object or a form")
    return body


def _created(sid: str) -> Any:
    if request.is_json:
        return {"session_id": sid, "url": url_for("pages.session", sid=sid)}, 201
    return redirect(url_for("pages.session", sid=sid, new=1), code=303)


@bp.post("/sessions/<sid>/continue")
def continue_from(sid: str) -> Any:
    """A new session continuing this one (or one of its releases) with a change request."""
    from crumb import bus
    from crumb.lineage import LineageError, resolve

    form = _form()
    if said := data.unknown_fields(form, ("change", "release")):
        abort(400, said)
    change = form.get("change")
    change = change.strip() if isinstance(change, str) else ""  # a number or a list is no change request
    release = str(form.get("release") or "").strip()
    if not change or len(change) > 2000:
        abort(400, "say what to change, in one line of text (2000 characters at most)")
    if (why := not_unicode(change) or control_char(change)) is not None:  # as for a pitch: it becomes one
        abort(400, f"the change is not plain text ({why}): send UTF-8 text without control characters")
    session_id_or_404(sid)
    if release and not VERSION.match(release):
        abort(400, f"not a release name: {release[:64]!r}; use one the session lists (v1, v2, …)")
    s = _settings()
    if said := data.needs_every_line(s, sid, data.session_view(s, sid), "continue from it"):
        abort(409, said)  # its game's hashes are read from every build event
    try:
        lineage = resolve(s, f"{sid}/{release}" if release else sid, change)
        team = session_start(s, sid)  # the child keeps its parent's team
        child = bus.request_session(
            s,
            str(lineage.get("parent_goal") or change),
            bindings=team.get("bindings") or {},
            preset=team.get("preset"),
            lineage=lineage,
        )
    except LineageError as e:
        abort(400, str(e))
    except InfraError as e:
        abort(409, f"cannot start a session: {e}")
    return _created(child)


@bp.post("/sessions/<sid>/release")
def release(sid: str) -> Any:
    """Freeze this session's artifacts as a version and send ``version.released`` to the coordinator."""
    from crumb import bus, exports
    from crumb.ids import now_iso

    form = _form()
    if said := data.unknown_fields(form, ("version",)):
        abort(400, said)
    version = str(form.get("version") or "").strip()
    s = _settings()
    view = data.session_view(s, session_id_or_404(sid))
    if view is None:
        abort(404, f"no session {sid}")
    if said := data.needs_every_line(s, sid, view, "release it"):
        abort(409, said)  # a release records the hashes of every build event
    if not version:  # else "not a version name: ''", which does not say which field was missing
        abort(400, 'give the release a version name in the field "version": v1, v2, … (optionally v2-short-label)')
    if not data.redis_ok(s):  # the coordinator writes version.released; without a stack, nothing would
        abort(
            409,
            f"no stack reachable to record the release; start one (`crumb up`) or run `crumb release {sid} --as {version or 'v1'}`",
        )
    try:
        dest, manifest = exports.release(s, sid, version, released_at=now_iso())
        bus.submit_draft(s, exports.version_released_draft(sid, dest, manifest))
    except exports.ReleaseNameError as e:
        abort(400, str(e))
    except exports.ExportError as e:
        abort(409, str(e))
    except OSError as e:  # a file where a folder belongs, a full disk: what `crumb release` says, not a 500
        abort(409, f"cannot write the release: {e.filename or ''}: {e.strerror or e}; check that folder")
    except InfraError as e:
        abort(409, f"the release folder is written but version.released was not sent: {e}")
    if request.is_json:
        return {"session_id": sid, "version": version, "files": len(manifest["files"]), "path": str(dest)}, 201
    return redirect(url_for("pages.session", sid=sid), code=303)


def start_variants(
    s: Settings, goal: str, cli_binds: list[str], preset: str | None, raw: Any, weight: float | None = None
) -> Any:
    """N sessions of one pitch from the start form (1–16), the group's share at the slots ``weight``;
    to the gallery of the group, or JSON."""
    from crumb import variants as vs
    from crumb.bindings import resolve_bindings
    from crumb.errors import ConfigError

    try:
        n = int(str(raw).strip())
    except ValueError:
        abort(400, f"variants must be a whole number from 1 to {vs.MAX_VARIANTS}, not {str(raw)[:20]!r}")
    try:
        group = vs.plan(n, [])
        vs.start(s, goal, group, lambda bind: resolve_bindings(s, cli_binds, preset), preset, weight=weight)
    except ConfigError as e:
        abort(400, str(e))
    except InfraError as e:
        abort(409, f"cannot start the variants: {e}")
    if request.is_json:
        return {
            "group": group[0].group,
            "variants": [
                {"session_id": v.session_id, "url": url_for("pages.session", sid=v.session_id)} for v in group
            ],
        }, 201
    return redirect(url_for("gallery.gallery", group=group[0].group), code=303)
