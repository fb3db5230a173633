"""The CRUMB dashboard: ``create_app(settings)`` for the control origin, ``create_preview_app`` for games.

Blueprints, one per area: ``pages`` (server-rendered HTML), ``api`` (JSON reads and the two
writes: start a session, send an intervention), ``live`` (SSE streams and the intervention
WebSocket). The games are served by a second small app on ``settings.preview_port``
(:mod:`web.preview`) so a generated game never runs on the origin that holds the controls.
"""

from __future__ import annotations

import secrets
from typing import Any

from flask import Flask, Response, render_template, request
from markupsafe import Markup

from crumb.config import Settings
from crumb.core.shown import shown
from crumb.errors import CrumbError
from web.hub import BLOCK_MS as HUB_BLOCK_MS
from web.hub import LiveHub
from web.preview import create_preview_app
from web.security import check_request, ensure_cookie, is_loopback
from web.slots import StreamSlots
from web.socket import WS_MAX_MESSAGE_BYTES

__all__ = ["create_app", "create_preview_app"]

# The dashboard's own pages: scripts and styles from this origin only, games only in the preview frame.
PAGE_CSP = (
    "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
    "connect-src 'self'; frame-src {preview}; object-src 'none'; base-uri 'none'; "
    "form-action 'self'; frame-ancestors 'none'"
)


def _shown(value: Any) -> Any:
    """A value a template writes out, with the hidden characters of its text marked."""
    return value if isinstance(value, Markup) or not isinstance(value, str) else shown(value)


def create_app(settings: Settings, **config: Any) -> Flask:
    """The dashboard app for these settings; ``config`` overrides Flask config keys (tests)."""
    app = Flask(__name__, static_folder="static", template_folder="templates")
    app.config.update(
        CRUMB_SETTINGS=settings,
        CRUMB_TOKEN=settings.web_token or secrets.token_urlsafe(32),
        CRUMB_TOKEN_CONFIGURED=bool(settings.web_token),
        CRUMB_LOOPBACK=is_loopback(settings.web_host),
        SSE_BLOCK_MS=5000,
        MAX_CONTENT_LENGTH=64 * 1024,
        SEND_FILE_MAX_AGE_DEFAULT=0,
        SOCK_SERVER_OPTIONS={"max_message_size": WS_MAX_MESSAGE_BYTES},  # refused while reading, not after
    )
    app.config.update(config)
    # What a page shows of any text (a pitch, a game's title, a person's or an agent's words) has its
    # hidden characters marked (crumb.core.shown): a bidi override cannot disguise it. Markup the
    # templates build themselves is theirs, and left alone.
    app.jinja_env.finalize = _shown
    app.extensions["crumb_streams"] = StreamSlots(settings)
    app.extensions["crumb_hub"] = LiveHub(settings, block_ms=min(HUB_BLOCK_MS, int(app.config["SSE_BLOCK_MS"])))

    from web import api, gallery, iterate, live, money, pages, socket

    app.register_blueprint(pages.bp)
    app.register_blueprint(api.bp)
    app.register_blueprint(live.bp)
    app.register_blueprint(socket.bp)
    app.register_blueprint(iterate.bp)
    app.register_blueprint(gallery.bp)
    app.register_blueprint(money.bp)
    socket.sock.init_app(app)

    app.before_request(lambda: check_request(app))

    @app.after_request
    def _headers(resp: Response) -> Response:
        resp.headers.setdefault("X-Content-Type-Options", "nosniff")
        resp.headers.setdefault("Referrer-Policy", "same-origin")
        if resp.mimetype == "text/html":
            resp.headers.setdefault("Content-Security-Policy", PAGE_CSP.format(preview=preview_origin()))
            resp.headers.setdefault("X-Frame-Options", "DENY")
        return ensure_cookie(app, resp)

    @app.errorhandler(400)
    @app.errorhandler(403)
    @app.errorhandler(404)
    @app.errorhandler(405)
    @app.errorhandler(409)
    @app.errorhandler(413)
    @app.errorhandler(415)
    @app.errorhandler(421)
    def _error(e: Any) -> tuple[Any, int]:
        message = getattr(e, "description", str(e))
        if e.code == 413:  # Werkzeug says only "exceeds the capacity limit": say which and what fits
            message = too_large(app.config["MAX_CONTENT_LENGTH"])
        if request.path.startswith("/api/") or request.accept_mimetypes.best == "application/json":
            return {"error": message, "status": e.code}, e.code
        return render_template("error.html", code=e.code, message=message), e.code

    @app.errorhandler(CrumbError)
    def _crumb_error(e: CrumbError) -> tuple[Any, int]:
        # e.g. a transcript line that is not a valid event: say which file and line, never a bare 500
        message = f"{e}"
        if request.path.startswith("/api/"):
            return {"error": message, "status": 500}, 500
        return render_template("error.html", code=500, message=message), 500

    @app.context_processor
    def _globals() -> dict[str, Any]:
        return {"settings": settings, "preview_origin": preview_origin()}

    return app


def too_large(limit_bytes: int) -> str:
    """The answer to a request body past MAX_CONTENT_LENGTH."""
    from crumb.core.goal import MAX_GOAL_CHARS
    from crumb.core.inbox import MAX_LINE_CHARS

    return (
        f"the request body is larger than {limit_bytes // 1024} kB, the most the dashboard reads: a pitch is at "
        f"most {MAX_GOAL_CHARS} characters and an intervention line {MAX_LINE_CHARS}; send less"
    )


def preview_origin() -> str:
    """The games' origin as the browser should see it: this host, the preview port."""
    from flask import current_app

    from web.security import hostname

    settings: Settings = current_app.config["CRUMB_SETTINGS"]
    host = hostname(request.host) if request else settings.web_host
    if ":" in host:
        host = f"[{host}]"
    return current_app.config.get("PREVIEW_ORIGIN") or f"{request.scheme}://{host}:{settings.preview_port}"
