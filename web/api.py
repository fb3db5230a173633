"""JSON routes: reads of sessions, events, metrics and artifacts; two writes, both drafts.

The writes never touch a transcript: a new session is a request on the ingest stream
(:func:`crumb.bus.request_session`), an intervention is a ``user.*`` draft parsed by
:func:`crumb.core.inbox.parse_line` (:func:`crumb.bus.submit_draft`). The coordinator answers both.
"""

from __future__ import annotations

import json
import mimetypes
from typing import Any

from flask import Blueprint, Response, abort, current_app, redirect, request, send_file, url_for

from crumb.config import Settings
from crumb.core import json_in, metrics
from crumb.core.goal import goal_problem
from crumb.core.layout import ARTIFACTS, WORKSPACES
from crumb.core.roles import BINDABLE
from crumb.core.session_ids import is_session_id
from crumb.errors import ConfigError, InfraError, InterventionError
from crumb.ids import new_id
from crumb.readable import Read, not_acting
from web import data
from web.money import asked_budget, asked_preset, asked_weight
from web.security import served_file, session_id_or_404

bp = Blueprint("api", __name__, url_prefix="/api")

# Artifacts the control origin shows inline; anything else (a game's HTML or JS) is a download.
INLINE_TYPES = {
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".webp": "image/webp",
    ".gif": "image/gif",
    ".json": "application/json",
    ".md": "text/plain",
    ".txt": "text/plain",
    ".log": "text/plain",
}


def settings() -> Settings:
    return current_app.config["CRUMB_SETTINGS"]


def _view_or_404(sid: str) -> data.SessionView:
    view = data.session_view(settings(), session_id_or_404(sid))
    if view is None:
        abort(404, f"no session {sid}")
    return view


@bp.get("/health")
def health() -> dict[str, Any]:
    s = settings()
    return {"ok": True, "redis": data.redis_ok(s), "sessions": len(data.disk_session_ids(s))}


@bp.get("/sessions")
def sessions() -> dict[str, Any]:
    return {"sessions": data.all_rows(settings())}


# What a new session takes, from the start form or as JSON.
START_FIELDS = ("goal", "preset", "bindings", "variants", "weight", "cost_budget_usd", *(f"bind_{a}" for a in BINDABLE))


@bp.post("/sessions")
def start_session() -> Any:
    """Start a session from the form (pitch, preset, one binding per actor) or the same fields as JSON."""
    form = json_body() if request.is_json else request.form
    if request.is_json and not isinstance(form, dict):
        abort(400, 'send the session as a JSON object: {"goal": "..."}')
    form = form or {}
    if said := data.unknown_fields(form, START_FIELDS):
        abort(400, said)
    goal = form.get("goal", "")  # as sent: a number or a list is refused by goal_problem, not turned into text
    if problem := goal_problem(goal):
        abort(400, problem)
    goal = goal.strip()
    preset = asked_preset(form.get("preset"))
    raw_binds = form.get("bindings")
    if raw_binds not in (None, "") and not isinstance(raw_binds, dict):  # else dropped without a word
        abort(400, 'bindings must be an object of actor: "adapter[:model]", e.g. {"builder": "mock"}')
    binds: dict[str, Any] = raw_binds if isinstance(raw_binds, dict) else {}
    if unknown := sorted(set(binds) - set(BINDABLE)):
        abort(400, f"bindings name no actor {unknown[0][:40]!r}: the actors are {', '.join(BINDABLE)}")
    cli_binds = []
    for actor in BINDABLE:
        value = str(binds.get(actor) or form.get(f"bind_{actor}") or "").strip()
        if value:
            cli_binds.append(f"{actor}={value}")
    s = settings()
    if (
        form.get("variants") not in (None, "") and str(form.get("variants")).strip() != "1"
    ):  # several takes (web.iterate)
        from web.iterate import start_variants

        return start_variants(s, goal, cli_binds, preset, form.get("variants"), asked_weight(form))
    try:
        from crumb import bus

        bindings = _bindings(s, cli_binds, preset)
        sid = bus.request_session(
            s, goal, bindings=bindings, preset=preset, limits=asked_budget(form), weight=asked_weight(form)
        )
    except ConfigError as e:
        abort(400, str(e))
    except InfraError as e:
        abort(409, f"cannot start a session: {e}")
    if request.is_json:
        return {"session_id": sid, "url": url_for("pages.session", sid=sid)}, 201
    return redirect(url_for("pages.session", sid=sid, new=1), code=303)


def json_body() -> Any:
    """The request's JSON body as sent, None when it is no JSON; a 400 naming a key the body gives twice
    (read as the last of them, a field could say one thing to a proxy and another to us), or nesting
    past what the house reads."""
    try:
        return json_in.loads(request.get_data())
    except json_in.RepeatedKey as e:
        abort(400, f"{e}: send each field once")
    except json_in.TooDeep as e:
        abort(400, f"the body is {e.msg}: send a flat JSON object")
    except ValueError:
        return None


def _bindings(s: Settings, cli_binds: list[str], preset: str | None) -> dict[str, Any]:
    """Flag > crumb.toml > preset > ambient > local, decided by crumb.bindings as for `crumb run`."""
    from crumb.bindings import resolve_bindings

    return resolve_bindings(s, cli_binds, preset)


@bp.get("/sessions/<sid>")
def session(sid: str) -> dict[str, Any]:
    return _view_or_404(sid).state_frame()


@bp.get("/sessions/<sid>/events")
def events(sid: str) -> dict[str, Any]:
    view = _view_or_404(sid)
    try:
        private = data.private_asked(request.args.get("private"))
    except ValueError as e:
        abort(400, str(e))
    after = request.args.get("after")
    evs = view.events
    if after:
        ids = [e.id for e in evs]
        if after not in ids:  # all events would pass for "nothing was missed"
            abort(
                400,
                f"no event {after[:80]!r} in session {sid}: give the id of one of its events as ?after= "
                "(the last one you have), or leave ?after= out for every event",
            )
        evs = evs[ids.index(after) + 1 :]
    return {
        "events": [e.to_dict() for e in evs if private or not data.is_private(e)],
        "unreadable": view.unreadable,
    }


def intervention_line(value: Any) -> str:
    """The ``line`` field of an intervention: one string holding one line, else InterventionError."""
    if not isinstance(value, str):
        raise InterventionError(
            f'line must be a string, got {type(value).__name__}: send {{"line": "/approve"}}', line=str(value)[:80]
        )
    if "\n" in value or "\r" in value:
        raise InterventionError(
            "one line per intervention: this one holds a line break; send each command on its own", line=value[:80]
        )
    return value


class NotActing(InterventionError):
    """A line for a session whose transcript holds a line that is no event (409: the line is fine, the session not)."""


def submit_line(s: Settings, sid: str, line: str) -> dict[str, Any]:
    """Parse one intervention line and send it as a draft; returns the draft (with its id)."""
    from crumb import bus
    from crumb.core.inbox import parse_line

    view = data.session_view(s, sid) if is_session_id(sid) else None
    if view is None and (not is_session_id(sid) or sid not in data.index_summaries(s)):
        raise InterventionError(f"no session {sid}", line=line)
    draft = parse_line(intervention_line(line), sid)
    if view is not None and (said := not_acting(sid, Read(view.events, view.unreadable))):
        raise NotActing(f"not sent: {said}", line=line)
    draft["id"] = new_id()  # so the coordinator's ack can be matched to this line
    bus.submit_draft(s, draft)
    return draft


def _say_body() -> Any:
    """The /say body as sent: a JSON object or a form; 400/415 naming what is wrong otherwise."""
    if request.mimetype == "application/json":
        try:
            body = json_in.loads(request.get_data(as_text=True))
        except json_in.RepeatedKey as e:
            abort(400, f"{e}: send each field once")
        except ValueError as e:
            abort(400, f'the body is not valid JSON ({e}); send {{"line": "/approve"}}')
    elif request.mimetype in ("application/x-www-form-urlencoded", "multipart/form-data"):
        body = request.form
    else:
        abort(
            415,
            f'send the intervention as application/json ({{"line": "/approve"}}) or as a form, '
            f"not {request.mimetype or 'a body without a content type'}",
        )
    if not hasattr(body, "get"):
        abort(400, 'send the intervention as a JSON object: {"line": "/approve"}')
    return body


@bp.post("/sessions/<sid>/say")
def say(sid: str) -> Any:
    raw = _say_body().get("line")
    line = raw if isinstance(raw, str) else None
    try:
        draft = submit_line(settings(), sid, intervention_line(raw))
    except NotActing as e:
        return {"error": str(e), "line": line}, 409
    except InterventionError as e:
        return {"error": str(e), "expected": e.expected, "line": line}, 400
    except InfraError as e:
        if e.data.get("busy"):
            return {"error": f"not sent: {e}", "line": line}, 503, {"Retry-After": "1"}
        return {"error": f"not sent: {e}", "line": line}, 409
    return {"id": draft["id"], "kind": draft["kind"], "line": line, "draft": draft}, 202


@bp.get("/grammar")
def grammar() -> dict[str, Any]:
    from crumb.core.inbox import grammar_rows

    return {"grammar": grammar_rows()}


@bp.get("/sessions/<sid>/artifacts/<path:rel>")
def artifact(sid: str, rel: str) -> Response:
    """A file under the session's artifacts/, read-only; active content is never rendered here."""
    path = served_file(settings().sessions_dir, session_id_or_404(sid), (ARTIFACTS,), rel)
    if path is None:
        abort(404, "no such artifact")
    inline = INLINE_TYPES.get(path.suffix.lower())
    resp = send_file(
        path,
        mimetype=inline or (mimetypes.guess_type(path.name)[0] or "application/octet-stream"),
        as_attachment=inline is None,
        download_name=path.name,
        max_age=0,
    )
    resp.headers["Content-Security-Policy"] = "default-src 'none'; img-src 'self'; sandbox"
    return resp


@bp.get("/sessions/<sid>/workspaces/<actor>/<name>")
def workspace_file(sid: str, actor: str, name: str) -> Response:
    """A file an actor was given or wrote (its prompt, inputs, logs), as plain text, read-only."""
    session_id_or_404(sid)
    if not is_session_id(actor):  # an actor's workspace folder is named as a session id is
        abort(404, f"no actor {actor[:64]!r} in session {sid}")
    path = served_file(settings().sessions_dir, sid, (WORKSPACES, actor), name)
    if path is None:
        abort(404, "no such workspace file")
    resp = send_file(path, mimetype="text/plain", max_age=0)
    resp.headers["Content-Security-Policy"] = "default-src 'none'; sandbox"
    return resp


@bp.get("/sessions/<sid>/export/<fmt>")
def export(sid: str, fmt: str) -> Response:
    from crumb import exports

    view = _view_or_404(sid)
    if fmt not in ("otel", "chrome"):
        abort(404, "formats: otel, chrome")
    # A trace is the whole session: one without these lines would pass for complete.
    if said := data.needs_every_line(settings(), sid, view, "export"):
        abort(409, said)
    doc = exports.otel_trace(view.events) if fmt == "otel" else exports.chrome_trace(view.events)
    resp = Response(json.dumps(doc, ensure_ascii=False), mimetype="application/json")
    resp.headers["Content-Disposition"] = f'attachment; filename="{sid}-{fmt}.json"'
    return resp


def aggregate_metrics(s: Settings) -> dict[str, Any]:
    """Per-actor metrics over every session on disk (crumb.core.metrics.rollup of cached digests)."""
    digests = [d for sid in data.disk_session_ids(s) if (d := data.session_digest(s, sid)) is not None]
    return metrics.rollup(d for d in digests if "skipped" not in d) | {
        "skipped": [d["skipped"] for d in digests if "skipped" in d]
    }


@bp.get("/fleet")
def fleet_json() -> Any:
    """The concurrency slots: per adapter its limit, the spawns in flight and those waiting (crumb fleet --json)."""
    from crumb.slots import read_fleet

    view = read_fleet(settings())
    if view is None:
        return {"error": "no fleet view: no coordinator has admitted a spawn here yet, or Redis is unreachable"}, 503
    return view


@bp.get("/metrics")
def metrics_json() -> dict[str, Any]:
    s = settings()
    return {"sessions": aggregate_metrics(s), "infra": data.infra(s), "flower_url": s.flower_url}


def presets() -> list[str]:
    """The preset names `crumb run --preset` accepts."""
    from crumb.bindings import list_presets

    return list_presets()
