"""The preview origin: a second tiny app that serves only the files of a session's game.

It runs on ``settings.preview_port`` in the same ``crumb web`` process. It has no routes but
``/<sid>/<path>`` under ``sessions/<sid>/artifacts/game/``, no cookies, and a CSP that keeps the
game in a sandbox (``sandbox allow-scripts``, so even opened top-level it gets an opaque origin)
with no network (``connect-src 'none'``) and only this origin's files.
"""

from __future__ import annotations

import mimetypes

from flask import Flask, Response, abort, request, send_file

from crumb.config import Settings
from web.security import SID_RE, hostname, safe_file

GAME_CSP = ("default-src 'self' 'unsafe-inline' data: blob:; connect-src 'none'; form-action 'none'; "
            "base-uri 'none'; object-src 'none'; sandbox allow-scripts; frame-ancestors {ancestors}")  # fmt: skip


def create_preview_app(settings: Settings, dashboard_origins: tuple[str, ...] = ()) -> Flask:
    """The games' app; ``dashboard_origins`` may frame it (default: the dashboard on loopback)."""
    app = Flask(__name__, static_folder=None, template_folder=None)
    ancestors = " ".join(dashboard_origins) or " ".join(
        f"http://{h}:{settings.web_port}" for h in ("127.0.0.1", "localhost", settings.web_host)
    )

    @app.get("/")
    def _index() -> Response:
        return Response("CRUMB game preview: /<session id>/ serves that session's game.\n", mimetype="text/plain")

    @app.get("/<sid>/")
    @app.get("/<sid>/<path:rel>")
    def _game(sid: str, rel: str = "index.html") -> Response:
        if not SID_RE.match(sid):
            abort(404)
        path = safe_file(settings.session_dir(sid) / "artifacts" / "game", rel)
        if path is None:
            abort(404)
        mime = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
        resp = send_file(path, mimetype=mime, conditional=True, max_age=0)
        resp.headers["Cache-Control"] = "no-store"
        return resp

    @app.after_request
    def _headers(resp: Response) -> Response:
        # The dashboard is this same host on the web port, whichever name or address the browser used.
        here = hostname(request.host)
        own = f"http://{f'[{here}]' if ':' in here else here}:{settings.web_port}"
        resp.headers["Content-Security-Policy"] = GAME_CSP.format(ancestors=" ".join(dict.fromkeys([*ancestors.split(), own])))
        resp.headers["X-Content-Type-Options"] = "nosniff"
        resp.headers["Referrer-Policy"] = "no-referrer"
        resp.headers["Cross-Origin-Opener-Policy"] = "same-origin"
        resp.headers.pop("Set-Cookie", None)
        return resp

    @app.route("/<path:_any>", methods=["POST", "PUT", "PATCH", "DELETE"])
    def _read_only(_any: str) -> Response:
        abort(405)

    return app
