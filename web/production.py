"""The dashboard for a crowd: gunicorn with threaded workers, both origins in one server (``crumb web --server gunicorn``).

Werkzeug's development server (``crumb web``) is fine for one person; a studio's dashboard runs here.
Why these choices:

- **gthread workers.** flask-sock's WebSocket and the SSE streams are long requests that each hold a
  thread, so the worker is gunicorn's threaded one (flask-sock supports it; the sync worker would
  serve one client per process). Each worker has ``web_live_streams`` + ``PAGE_THREADS`` threads:
  the stream bound (:mod:`web.slots`) answers 503 + ``Retry-After`` before the threads run out, so
  pages and interventions always find one. Its main loop beats gunicorn's timeout, so a stream that
  stays open for hours is not taken for a hung worker.
- **One Redis reader per worker** (:mod:`web.hub`): a worker's streams hold no Redis connection.
- **Both origins, one server.** The dashboard and the games' preview origin listen on their two
  ports; a request goes to the app of the port it arrived on (the listening socket's, never the
  Host header's).
- **One token.** Without a configured token the per-launch one is drawn here, before the workers
  fork, so a cookie set by one worker is good in every other.
- **A quick stop.** Streams never end by themselves, so a stopping worker ends them at once (the
  browsers reconnect with ``Last-Event-ID``) instead of waiting out gunicorn's graceful timeout.
"""

from __future__ import annotations

import secrets
import socket
from typing import Any

from gunicorn.app.base import BaseApplication
from gunicorn.workers.gthread import ThreadWorker

from crumb.config import Settings
from crumb.errors import InfraError
from web.server import check_bind
from web.slots import PAGE_THREADS

__all__ = ["serve", "options", "StreamingWorker", "ByPort"]

GRACEFUL_TIMEOUT_S = 5


class StreamingWorker(ThreadWorker):
    """gunicorn's gthread worker that ends its open live streams as soon as it is told to stop."""

    def handle_exit(self, sig: Any, frame: Any) -> None:
        from web.hub import stop_all

        stop_all()
        super().handle_exit(sig, frame)


class ByPort:
    """One WSGI entry for both listeners: the preview port gets the games' app, any other the dashboard."""

    def __init__(self, dashboard: Any, preview: Any, preview_port: int) -> None:
        self.dashboard, self.preview, self.preview_port = dashboard, preview, str(preview_port)

    def __call__(self, environ: dict[str, Any], start_response: Any) -> Any:
        # gunicorn sets SERVER_PORT from the listening socket the connection was accepted on.
        app = self.preview if environ.get("SERVER_PORT") == self.preview_port else self.dashboard
        return app(environ, start_response)


def _addr(host: str, port: int) -> str:
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def options(settings: Settings, workers: int = 1) -> dict[str, Any]:
    """gunicorn's settings for this dashboard."""
    threads = settings.web_live_streams + PAGE_THREADS
    return {
        "bind": [_addr(settings.web_host, settings.web_port), _addr(settings.web_host, settings.preview_port)],
        "worker_class": f"{StreamingWorker.__module__}.{StreamingWorker.__name__}",
        "workers": workers,
        "threads": threads,
        "worker_connections": threads + 64,  # kept-alive page connections beyond the busy threads
        "graceful_timeout": GRACEFUL_TIMEOUT_S,
        "keepalive": 5,
        "loglevel": settings.log_level.lower(),
        "errorlog": "-",
        "accesslog": None,
        "proc_name": "crumb-web",
        "control_socket_disable": True,  # its default path is shared by every gunicorn of this user
    }


class _App(BaseApplication):
    def __init__(self, settings: Settings, opts: dict[str, Any], token: str) -> None:
        self.settings, self.opts, self.token = settings, opts, token
        super().__init__()

    def load_config(self) -> None:
        for key, value in self.opts.items():
            self.cfg.set(key, value)

    def load(self) -> Any:
        from web import create_app, create_preview_app

        dashboard = create_app(self.settings, CRUMB_TOKEN=self.token)
        return ByPort(dashboard, create_preview_app(self.settings), self.settings.preview_port)


def _check_ports(settings: Settings) -> None:
    """Say which port is taken and what to do, before gunicorn retries its binds for five seconds."""
    family = socket.AF_INET6 if ":" in settings.web_host else socket.AF_INET
    for port in (settings.web_port, settings.preview_port):
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                probe.bind((settings.web_host, port))
            except OSError as e:
                raise InfraError(
                    f"cannot listen on {_addr(settings.web_host, port)} ({e}); pick free ports with --port/--preview-port"
                ) from e


def serve(settings: Settings, workers: int = 1) -> tuple[_App, str]:
    """The gunicorn application for these settings and its token; ``app.run()`` serves until a signal."""
    check_bind(settings)
    _check_ports(settings)
    token = settings.web_token or secrets.token_urlsafe(32)
    return _App(settings, options(settings, workers), token), token
