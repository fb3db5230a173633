"""The preview origin: a second tiny app that serves only the files of a session's game.

It runs on ``settings.preview_port`` in the same ``crumb web`` process. It has no routes but
``/<sid>/<path>`` under ``sessions/<sid>/artifacts/game/``, no cookies, and a CSP that keeps the
game in a sandbox (``sandbox allow-scripts``, so even opened top-level it gets an opaque origin)
with no network (``connect-src 'none'``) and only this origin's files.
"""

from __future__ import annotations

import json
import mimetypes
import re
from importlib import resources
from pathlib import Path

from flask import Flask, Response, abort, request, send_file

from crumb.config import Settings
from crumb.core.layout import GAME
from crumb.core.session_ids import is_session_id
from crumb.errors import QaError
from crumb.qa import trace
from web.security import check_host, is_loopback, served_file
from web.security import dashboard_origins as origins_of

# ``?replay=`` names a QA trace of the session: only the trace.json of one of its QA runs.
TRACE_PATH = re.compile(r"^artifacts/qa/[A-Za-z0-9._-]+/trace\.json$")
_PLAYER_JS = resources.files("web").joinpath("replay.js").read_text()

GAME_CSP = (
    "default-src 'self' 'unsafe-inline' data: blob:; connect-src 'none'; form-action 'none'; "
    "base-uri 'none'; object-src 'none'; sandbox allow-scripts; frame-ancestors {ancestors}"
)


def create_preview_app(settings: Settings, dashboard_origins: tuple[str, ...] = ()) -> Flask:
    """The games' app; ``dashboard_origins`` may frame it (default: :func:`web.security.dashboard_origins`)."""
    app = Flask(__name__, static_folder=None, template_folder=None)
    # Built once from configuration: a Host header never reaches the policy.
    csp = GAME_CSP.format(ancestors=" ".join(dashboard_origins or origins_of(settings)))
    app.before_request(lambda: check_host(is_loopback(settings.web_host)))

    @app.get("/")
    def _index() -> Response:
        return Response("CRUMB game preview: /<session id>/ serves that session's game.\n", mimetype="text/plain")

    @app.get("/<sid>/")
    @app.get("/<sid>/<path:rel>")
    def _game(sid: str, rel: str = "index.html") -> Response:
        if not is_session_id(sid):
            abort(404)
        path = served_file(settings.sessions_dir, sid, GAME, rel)
        if path is None:
            abort(404)
        if request.args.get("replay") and path.suffix == ".html":
            return _with_player(settings, sid, path, request.args["replay"])
        mime = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
        resp = send_file(path, mimetype=mime, conditional=True, max_age=0)
        resp.headers["Cache-Control"] = "no-store"
        return resp

    @app.after_request
    def _headers(resp: Response) -> Response:
        resp.headers["Content-Security-Policy"] = csp
        resp.headers["X-Content-Type-Options"] = "nosniff"
        resp.headers["Referrer-Policy"] = "no-referrer"
        resp.headers["Cross-Origin-Opener-Policy"] = "same-origin"
        resp.headers.pop("Set-Cookie", None)
        return resp

    @app.route("/<path:_any>", methods=["POST", "PUT", "PATCH", "DELETE"])
    def _read_only(_any: str) -> Response:
        abort(405)

    return app


def _with_player(settings: Settings, sid: str, page: Path, rel: str) -> Response:
    """The game's page with QA's recorded inputs played into it (``web/replay.js``), first thing in its head."""
    found = served_file(settings.sessions_dir, sid, (), rel) if TRACE_PATH.match(rel) else None
    if found is None:
        abort(404, "no such QA trace in this session")
    try:
        plan = trace.schedule(trace.load(found))
    except QaError:
        abort(404, "that QA trace cannot be read")
    data = json.dumps(plan).replace("<", "\\u003c")  # no "</script>" can close the tag early
    player = "<script>" + _PLAYER_JS.replace("__SCHEDULE__", data) + "</script>"
    html = page.read_text(errors="replace")
    head = re.search(r"<head[^>]*>", html, re.IGNORECASE)
    at = head.end() if head else 0
    resp = Response(html[:at] + player + html[at:], mimetype="text/html")
    resp.headers["Cache-Control"] = "no-store"
    return resp
