"""Who may do what: loopback-or-token, a per-launch token for mutations, Origin checks, safe paths.

Model: the dashboard only reads transcripts and writes drafts, but a draft can approve a game or
start a paid session, so every mutating request (POST/PUT/PATCH/DELETE and the WebSocket
handshake) needs the token — in the ``X-Crumb-Token`` header or the ``crumb_token`` cookie — and,
when the browser says where it comes from, an ``Origin`` equal to the dashboard's own. The cookie
is ``HttpOnly`` and ``SameSite=Strict``; on loopback without a configured token it is set on every
page view with a random per-launch token, with a configured token by visiting ``/?token=…`` once.
With a configured token every route needs it, since the dashboard is then reachable by others.
"""

from __future__ import annotations

import hmac
import ipaddress
from pathlib import Path
from urllib.parse import urlsplit

from flask import Flask, Response, abort, redirect, request
from werkzeug.wrappers import Response as WerkzeugResponse

from crumb.config import Settings
from crumb.core.session_ids import is_session_id, refusal
from crumb.paths import plain_file

COOKIE = "crumb_token"
HEADER = "X-Crumb-Token"
MUTATING = frozenset({"POST", "PUT", "PATCH", "DELETE"})


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def hostname(host: str) -> str:
    """The host part of a Host header ("[::1]:7321" → "::1")."""
    if host.startswith("["):
        return host[1:].split("]", 1)[0]
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


def _equal(a: str | None, b: str) -> bool:
    return a is not None and a != "" and hmac.compare_digest(a.encode(), b.encode())


def presented_token() -> str | None:
    return request.headers.get(HEADER) or request.cookies.get(COOKIE)


def _same_origin(value: str) -> bool:
    parts = urlsplit(value)
    return (parts.scheme, parts.netloc) == (request.scheme, request.host)


def check_host(loopback_only: bool) -> None:
    """Both origins' DNS-rebinding guard: bound to loopback, answer only to a loopback name (421)."""
    if loopback_only and not is_loopback(hostname(request.host)):
        abort(421, "this server answers to 127.0.0.1 / localhost only")


def dashboard_origins(settings: Settings) -> tuple[str, ...]:
    """Where the dashboard may be open, from configuration only: loopback names, web_host, web_origins."""
    hosts = ("127.0.0.1", "localhost", f"[{settings.web_host}]" if ":" in settings.web_host else settings.web_host)
    configured = (settings.web_origins or "").split()
    return tuple(dict.fromkeys([*(f"http://{h}:{settings.web_port}" for h in hosts), *configured]))


def check_request(app: Flask) -> WerkzeugResponse | None:
    """The before_request guard; returns a response to stop the request, None to let it through."""
    token: str = app.config["CRUMB_TOKEN"]
    configured: bool = app.config["CRUMB_TOKEN_CONFIGURED"]
    check_host(app.config["CRUMB_LOOPBACK"])
    if request.method == "GET" and request.args.get("token") is not None:
        if not _equal(request.args["token"], token):
            abort(403, "wrong token")
        resp = redirect(request.path, code=303)
        set_cookie(resp, token)
        return resp
    mutating = request.method in MUTATING or request.headers.get("Upgrade", "").lower() == "websocket"
    if mutating or configured:
        if not _equal(presented_token(), token):
            abort(
                403,
                "missing or wrong token: open the dashboard link printed by `crumb web` (it sets a cookie), "
                f"or send the {HEADER} header",
            )
    if mutating:
        fetch_site = request.headers.get("Sec-Fetch-Site")
        if fetch_site not in (None, "same-origin", "none"):  # browsers say where a request comes from
            abort(403, f"cross-site request refused (Sec-Fetch-Site: {fetch_site})")
        origin = request.headers.get("Origin")
        if origin is None and request.headers.get(HEADER) is None:
            origin = request.headers.get("Referer") or ""  # a cookie alone must come with a provenance
        if origin is not None and not _same_origin(origin):
            abort(403, f"cross-site request refused (Origin {origin or 'missing'!s} is not this dashboard)")
    return None


def set_cookie(resp: WerkzeugResponse, token: str) -> None:
    resp.set_cookie(COOKIE, token, httponly=True, samesite="Strict", path="/")


def ensure_cookie(app: Flask, resp: Response) -> Response:
    """On loopback without a configured token, hand the per-launch token to every page view."""
    if (
        not app.config["CRUMB_TOKEN_CONFIGURED"]
        and resp.mimetype == "text/html"
        and request.cookies.get(COOKIE) != app.config["CRUMB_TOKEN"]
    ):
        set_cookie(resp, app.config["CRUMB_TOKEN"])
    return resp


def session_id_or_404(sid: str) -> str:
    """``sid`` from a URL when it is a session id; else a 404 saying why not and what one looks like."""
    if (said := refusal(sid)) is not None:
        abort(404, said)
    return sid


def served_file(sessions_dir: Path, sid: str, folder: tuple[str, ...], rel: str) -> Path | None:
    """``sessions/<sid>/<folder...>/<rel>`` if every step from the sessions folder down is a plain
    folder and the last a regular file; None for any symlink on the way (session folder included)."""
    if not is_session_id(sid) or not rel or "\\" in rel or rel.startswith("/"):
        return None
    return plain_file(sessions_dir, (sid, *folder, *rel.split("/")))
