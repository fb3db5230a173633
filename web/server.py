"""Run the dashboard and the preview origin in one process: two WSGI servers, two threads."""

from __future__ import annotations

import threading
from dataclasses import dataclass

from werkzeug.serving import BaseWSGIServer, make_server

from crumb.config import Settings
from crumb.errors import ConfigError, InfraError
from web.security import is_loopback

__all__ = ["Servers", "start", "check_bind", "url_of"]


# Beyond loopback, a token shorter than this (or with a space in it) is one a guess could find.
MIN_TOKEN_CHARS = 16


def check_bind(settings: Settings) -> None:
    """Refuse to listen beyond loopback without a token: anyone who can reach it could steer sessions."""
    if is_loopback(settings.web_host):
        return
    token = settings.web_token or ""
    if not token:
        raise ConfigError(
            f"refusing to listen on {settings.web_host!r} without a token: set CRUMB_WEB_TOKEN (or --token) "
            "to a long random string, or keep the default 127.0.0.1",
            key="web_token",
        )
    if len(token) < MIN_TOKEN_CHARS or any(c.isspace() for c in token):
        raise ConfigError(
            f"refusing to listen on {settings.web_host!r} with a {len(token)}-character token"
            f"{' holding a space' if any(c.isspace() for c in token) else ''}: give at least {MIN_TOKEN_CHARS} "
            "without spaces, e.g. python3 -c 'import secrets; print(secrets.token_urlsafe(24))'",
            key="web_token",
        )


@dataclass
class Servers:
    dashboard: BaseWSGIServer
    preview: BaseWSGIServer
    threads: list[threading.Thread]
    token: str

    @property
    def url(self) -> str:
        return url_of(self.dashboard.host, self.dashboard.port)

    @property
    def preview_url(self) -> str:
        return url_of(self.preview.host, self.preview.port)

    def stop(self) -> None:
        for server in (self.dashboard, self.preview):
            server.shutdown()
            server.server_close()
        for t in self.threads:
            t.join(timeout=5)


def url_of(host: str, port: int) -> str:
    return f"http://[{host}]:{port}" if ":" in host else f"http://{host}:{port}"


def start(settings: Settings, *, background: bool = True) -> Servers:
    """Bind both servers and serve them on daemon threads; InfraError when a port is taken."""
    from web import create_app, create_preview_app

    check_bind(settings)
    app = create_app(settings)
    preview = create_preview_app(settings)
    try:
        dash_srv = make_server(settings.web_host, settings.web_port, app, threaded=True)
        prev_srv = make_server(settings.web_host, settings.preview_port, preview, threaded=True)
    except OSError as e:
        raise InfraError(
            f"cannot listen on {settings.web_host}:{settings.web_port}/{settings.preview_port} ({e}); "
            "pick free ports with --port/--preview-port"
        ) from e
    # make_server(threaded=True) gives a ThreadedWSGIServer; its request threads must not hold up exit.
    dash_srv.daemon_threads = prev_srv.daemon_threads = True  # type: ignore[attr-defined]
    threads = [
        threading.Thread(target=srv.serve_forever, name=f"crumb-web-{name}", daemon=True)
        for name, srv in (("dashboard", dash_srv), ("preview", prev_srv))
    ]
    for t in threads:
        t.start()
    return Servers(dash_srv, prev_srv, threads, app.config["CRUMB_TOKEN"])
