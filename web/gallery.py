"""The gallery: every session's game as a card, grouped by pitch or by lineage; 2–4 side by side."""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

from flask import Blueprint, abort, current_app, render_template, request

from crumb.config import Settings
from crumb.core.session_ids import is_session_id
from crumb.errors import CrumbError
from web import data
from web.iterate import session_start

bp = Blueprint("gallery", __name__)

COMPARE_MIN, COMPARE_MAX = 2, 4


def _settings() -> Settings:
    return current_app.config["CRUMB_SETTINGS"]


def _thumb(view: data.SessionView) -> str | None:
    """The latest screenshot of the latest QA run (desktop first), relative to artifacts/."""
    qa = view.qa
    shots = [s for s in ((qa.data or {}).get("screenshots") or []) if isinstance(s, dict)] if qa else []
    shots.sort(key=lambda s: s.get("viewport") != "desktop")
    path = str(shots[0].get("path") or "") if shots else ""
    return path.removeprefix("./").removeprefix("artifacts/") or None


def _root(settings: Settings, sid: str) -> str:
    """The first game of a lineage: follow the parents while they exist."""
    seen = {sid}
    while True:
        lin = session_start(settings, sid).get("lineage")
        parent = lin.get("parent_session") if isinstance(lin, dict) else None
        if not isinstance(parent, str) or parent in seen or not data.transcript_path(settings, parent).exists():
            return sid
        seen.add(parent)
        sid = parent


def _took_ms(started: Any, ended: Any) -> float | None:
    from crumb.core.metrics import ts_ns

    try:
        return (ts_ns(ended) - ts_ns(started)) / 1e6 if started and ended else None
    except (TypeError, ValueError):
        return None


def card(settings: Settings, sid: str) -> dict[str, Any] | None:
    """One session as the gallery shows it; None when it cannot be read."""
    try:
        view = data.session_view(settings, sid)
    except CrumbError:
        return None
    if view is None:
        return None
    s, start = view.summary, session_start(settings, sid)
    raw_lineage = start.get("lineage")
    lin: dict[str, Any] = raw_lineage if isinstance(raw_lineage, dict) else {}
    rows = view.requirements["rows"]
    return {
        "sid": sid,
        "goal": s.get("goal") or "",
        "verdict": s.get("verdict"),
        "aggregate": s.get("aggregate"),
        "unmet": sum(1 for r in rows if not r.get("met")),
        "requirements": len(rows),
        "cost_usd": s.get("cost_usd"),
        "started_at": s.get("started_at"),
        "took_ms": _took_ms(s.get("started_at"), s.get("ended_at")),
        "status": s.get("status"),
        "thumb": _thumb(view),
        "built": view.build is not None,
        "root": _root(settings, sid),
        "parent": lin.get("parent_session"),
        "change": lin.get("change"),
        "variant": start.get("variant"),
    }


def groups(cards: list[dict[str, Any]], by: str) -> list[tuple[str, list[dict[str, Any]]]]:
    """Cards grouped by pitch (same goal text) or lineage (same first game), newest group first."""
    out: OrderedDict[str, list[dict[str, Any]]] = OrderedDict()
    for c in sorted(cards, key=lambda c: str(c.get("started_at") or ""), reverse=True):
        key = c["root"] if by == "lineage" else " ".join(c["goal"].lower().split())
        out.setdefault(key, []).append(c)
    return list(out.items())


@bp.get("/gallery")
def gallery() -> str:
    s = _settings()
    by = request.args.get("by") or "pitch"
    if by not in ("pitch", "lineage"):  # else grouped by pitch without a word
        abort(400, f"?by= takes pitch or lineage, not {by[:40]!r}")
    group = request.args.get("group") or ""
    cards = [c for sid in data.disk_session_ids(s) if (c := card(s, sid)) is not None]
    if group:
        cards = [c for c in cards if (c["variant"] or {}).get("group") == group]
    return render_template(
        "gallery.html",
        groups=groups(cards, by),
        by=by,
        group=group,
        count=len(cards),
        redis=data.redis_ok(s),
        compare_max=COMPARE_MAX,
    )


def _ledger_rows(columns: list[dict[str, Any]]) -> list[tuple[str, list[dict[str, Any] | None]]]:
    """Every requirement id of any column, each with the row of every column (None where it has none)."""
    ids: list[str] = []
    for col in columns:
        ids += [str(r.get("id")) for r in col["view"].requirements["rows"] if str(r.get("id")) not in ids]
    by_col = [{str(r.get("id")): r for r in col["view"].requirements["rows"]} for col in columns]
    return [(i, [rows.get(i) for rows in by_col]) for i in ids]


@bp.get("/compare")
def compare() -> Any:
    s = _settings()
    asked = list(OrderedDict.fromkeys(x for x in request.args.getlist("s") if x))
    if not COMPARE_MIN <= len(asked) <= COMPARE_MAX:
        abort(
            400,
            f"pick {COMPARE_MIN} to {COMPARE_MAX} sessions to compare (you picked {len(asked)}); go back to the gallery",
        )
    columns, gone, unreadable = [], [], []
    for sid in asked:
        try:
            view = data.session_view(s, sid) if is_session_id(sid) else None
        except CrumbError as e:  # one unreadable transcript leaves its column out, not the whole page
            unreadable.append((sid, str(e)))
            continue
        if view is not None and not view.events:
            unreadable.append((sid, view.unreadable[0]["message"]))
        elif view is None:
            gone.append(sid[:64])
        else:
            columns.append({"sid": sid, "view": view, "card": card(s, sid)})
    return render_template(
        "compare.html",
        columns=columns,
        gone=gone,
        unreadable=unreadable,
        ledger=_ledger_rows(columns),
        redis=data.redis_ok(s),
    )
