"""The preview origin: a second tiny app that serves only the files of a session's game.

It runs on ``settings.preview_port`` in the same ``crumb web`` process. It has no routes but
``/<sid>/<path>`` under ``sessions/<sid>/artifacts/game/``, no cookies, and a CSP that keeps the
game in a sandbox (``sandbox allow-scripts``, so even opened top-level it gets an opaque origin)
with no network (``connect-src 'none'``) and only this origin's files.
"""

from __future__ import annotations

import mimetypes

from flask import Flask, Response, abort, send_file

from crumb.config import Settings
from crumb.core.layout import GAME
from crumb.core.session_ids import is_session_id
from web.security import check_host, is_loopback, served_file
from web.security import dashboard_origins as origins_of

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
