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
import os
import re
import stat
from pathlib import Path
from urllib.parse import urlsplit

from flask import Flask, Response, abort, redirect, request

COOKIE = "crumb_token"
HEADER = "X-Crumb-Token"
MUTATING = frozenset({"POST", "PUT", "PATCH", "DELETE"})
SID_RE = re.compile(r"^[0-9A-Za-z][0-9A-Za-z_-]{0,63}$")


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
    return bool(a) and hmac.compare_digest(a.encode(), b.encode())


def presented_token() -> str | None:
    return request.headers.get(HEADER) or request.cookies.get(COOKIE)


def _same_origin(value: str) -> bool:
    parts = urlsplit(value)
    return (parts.scheme, parts.netloc) == (request.scheme, request.host)


def check_request(app: Flask) -> Response | None:
    """The before_request guard; returns a response to stop the request, None to let it through."""
    token: str = app.config["CRUMB_TOKEN"]
    configured: bool = app.config["CRUMB_TOKEN_CONFIGURED"]
    if app.config["CRUMB_LOOPBACK"] and not is_loopback(hostname(request.host)):
        abort(421, "this dashboard answers to 127.0.0.1 / localhost only")  # DNS-rebinding guard
    if request.method == "GET" and request.args.get("token") is not None:
        if not _equal(request.args["token"], token):
            abort(403, "wrong token")
        resp = redirect(request.path, code=303)
        set_cookie(resp, token)
        return resp
    mutating = request.method in MUTATING or request.headers.get("Upgrade", "").lower() == "websocket"
    if mutating or configured:
        if not _equal(presented_token(), token):
            abort(403, "missing or wrong token: open the dashboard link printed by `crumb web` (it sets a cookie), "
                       f"or send the {HEADER} header")  # fmt: skip
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


def set_cookie(resp: Response, token: str) -> None:
    resp.set_cookie(COOKIE, token, httponly=True, samesite="Strict", path="/")


def ensure_cookie(app: Flask, resp: Response) -> Response:
    """On loopback without a configured token, hand the per-launch token to every page view."""
    if (not app.config["CRUMB_TOKEN_CONFIGURED"] and resp.mimetype == "text/html"
            and request.cookies.get(COOKIE) != app.config["CRUMB_TOKEN"]):  # fmt: skip
        set_cookie(resp, app.config["CRUMB_TOKEN"])
    return resp


def safe_file(root: Path, rel: str) -> Path | None:
    """``root/rel`` if it is a regular file inside root reached without any symlink, else None."""
    if not rel or "\x00" in rel or "\\" in rel or rel.startswith("/"):
        return None
    parts = rel.split("/")
    if any(p in ("", ".", "..") for p in parts[:-1]) or parts[-1] in (".", ".."):
        return None
    try:
        base = root.resolve(strict=True)
    except (OSError, RuntimeError):
        return None
    current = base
    for part in parts:
        if not part:
            return None
        current = current / part
        try:
            st = os.lstat(current)
        except OSError:
            return None
        if stat.S_ISLNK(st.st_mode):
            return None
    if not stat.S_ISREG(st.st_mode):
        return None
    try:
        current.resolve(strict=True).relative_to(base)
    except (OSError, ValueError):
        return None
    return current
