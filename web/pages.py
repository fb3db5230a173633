"""Server-rendered pages: the sessions list, one session, metrics."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, abort, current_app, render_template, request
from jinja2 import Undefined

from crumb.config import Settings
from crumb.core.roles import BINDABLE
from crumb.lifecycle import LIFECYCLES
from web import data
from web.api import aggregate_metrics, presets
from web.security import session_id_or_404

bp = Blueprint("pages", __name__)

DIM_NAMES = {
    "D1": "spec fit",
    "D2": "exec",
    "D3": "observability",
    "D4": "convergence",
    "D5": "quality",
    "D6": "portability",
}


def _settings() -> Settings:
    return current_app.config["CRUMB_SETTINGS"]


@bp.app_template_global()
def dim_names() -> dict[str, str]:
    return DIM_NAMES


def _missing(value: Any) -> bool:
    return value is None or value == "" or isinstance(value, Undefined)


@bp.app_template_filter("ms")
def fmt_ms(value: Any) -> str:
    """1234 → "1.2 s", 75000 → "1 m 15 s"; em dash for nothing."""
    if _missing(value):
        return "—"
    ms = float(value)
    if ms < 1000:
        return f"{ms:.0f} ms"
    if ms < 60_000:
        return f"{ms / 1000:.1f} s"
    return f"{int(ms // 60_000)} m {int(ms % 60_000 // 1000)} s"


@bp.app_template_filter("usd")
def fmt_usd(value: Any) -> str:
    return "—" if _missing(value) else f"${float(value):.4f}" if float(value) < 1 else f"${float(value):.2f}"


@bp.app_template_filter("num")
def fmt_num(value: Any) -> str:
    if _missing(value):
        return "—"
    v = float(value)
    return f"{v:,.0f}" if v == int(v) else f"{v:,.2f}"


@bp.app_template_filter("artifact_rel")
def artifact_rel(path: str) -> str:
    """A path relative to the session folder as a path under artifacts/."""
    return path.removeprefix("./").removeprefix("artifacts/")


@bp.get("/")
def index() -> str:
    s = _settings()
    return render_template(
        "sessions.html",
        rows=data.all_rows(s),
        presets=presets(),
        actors=BINDABLE,
        redis=data.redis_ok(s),
        coordinator=data.coordinator_holder(s),
        lifecycles=LIFECYCLES,
    )


@bp.get("/s/<sid>")
def session(sid: str) -> str:
    s = _settings()
    view = data.session_view(s, session_id_or_404(sid))
    just_started = request.args.get("new") == "1"  # the coordinator may not have written it yet
    if view is None and not just_started and sid not in data.index_summaries(s):
        abort(404, f"no session {sid} — it may still be starting; see the sessions list")
    from crumb.core.inbox import grammar_rows

    return render_template("session.html", sid=sid, v=view, grammar=grammar_rows(), redis=data.redis_ok(s))


@bp.get("/favicon.ico")
def favicon() -> tuple[str, int]:
    return "", 204  # no icon, and no 404 in every page's console


@bp.get("/metrics")
def metrics_page() -> str:
    s = _settings()
    from crumb.slots import read_fleet

    return render_template("metrics.html", agg=aggregate_metrics(s), infra=data.infra(s), fleet=read_fleet(s))
