"""Money on the dashboard: the cost forecast the start form shows, and the budget it sends.

``GET /api/forecast?goal=…&preset=…&bind_<actor>=…`` answers :func:`crumb.forecast.forecast` for
the bindings the form would start with (resolved as for ``crumb run``).
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, abort, current_app, request

from crumb.config import check_value
from crumb.core.roles import BINDABLE
from crumb.errors import ConfigError

bp = Blueprint("money", __name__, url_prefix="/api")

__all__ = ["bp", "asked_budget", "asked_preset", "asked_weight"]


def asked_preset(raw: Any) -> str | None:
    """The form's ``preset`` (None when empty); 400 unless it names one of presets/*.toml. A name,
    never a path: ``crumb.bindings.load_preset`` reads any ``….toml`` it is given, and its errors
    would show a file of this host to whoever asked."""
    from crumb.bindings import list_presets

    preset = str(raw or "").strip() or None
    if preset is not None and preset not in list_presets():
        abort(400, f"unknown preset {preset[:60]!r} (known: {', '.join(list_presets())})")
    return preset


def asked_budget(form: Any) -> dict[str, float] | None:
    """The start form's ``cost_budget_usd`` as a session's limits (None when empty); 400 when it is not a budget."""
    raw = str(form.get("cost_budget_usd") or "").strip()
    if not raw:
        return None
    try:
        usd = float(check_value("cost_budget_usd", raw, ""))
    except ConfigError as e:
        abort(400, f"{e} (a number of US dollars, 0 = no budget)")
    return {"cost_budget_usd": usd} if usd > 0 else None


def asked_weight(form: Any) -> float | None:
    """The start form's ``weight``, the session's share at the slots (None when empty, as 1); 400 when
    it is not a share in (0, MAX_WEIGHT], as ``crumb run --weight`` says."""
    from crumb.core.admission import MAX_WEIGHT

    raw = str(form.get("weight") or "").strip()
    if not raw:
        return None
    try:
        share = float(raw)
    except ValueError:
        share = float("nan")
    if not 0 < share <= MAX_WEIGHT:  # NaN fails both
        abort(400, f"weight {raw[:20]!r}: give a share above 0 and at most {MAX_WEIGHT:g} (1 is everyone's default)")
    return share


@bp.get("/forecast")
def forecast() -> dict[str, Any]:
    from crumb.bindings import resolve_bindings
    from crumb.forecast import forecast as compute

    settings = current_app.config["CRUMB_SETTINGS"]
    from crumb.core.goal import goal_problem

    goal = str(request.args.get("goal") or "").strip()
    if not goal:
        abort(400, "a forecast needs the pitch: ?goal=…")
    if problem := goal_problem(goal):  # as for a session it would start: not cut to 2000 characters unsaid
        abort(400, problem)
    preset = asked_preset(request.args.get("preset"))
    binds = [f"{a}={request.args[f'bind_{a}'].strip()}" for a in BINDABLE if request.args.get(f"bind_{a}", "").strip()]
    try:
        bindings = resolve_bindings(settings, binds, preset)
    except ConfigError as e:
        abort(400, str(e))
    return compute(settings, goal, bindings)
