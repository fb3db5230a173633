"""`crumb web`: the dashboard and the game preview origin, in one process (or one gunicorn)."""

from __future__ import annotations

import argparse
import signal
import sys
import threading
from typing import Any

from crumb.cli.common import worker_count


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("web", help="serve the dashboard (watch sessions live, step in, play the game)")
    p.add_argument("--host", help="address to listen on (default 127.0.0.1; anything else needs a token)")
    p.add_argument("--port", type=int, help="dashboard port (default 7321)")
    p.add_argument("--preview-port", type=int, help="port of the separate origin that serves games (default 7322)")
    p.add_argument("--token", help="access token (or CRUMB_WEB_TOKEN); required beyond 127.0.0.1")
    p.add_argument(
        "--server",
        choices=("simple", "gunicorn"),
        default="simple",
        help="simple: Werkzeug's server, for one person (default); gunicorn: threaded workers for a crowd "
        "(what `crumb up`, the Procfile and docker-compose.yml run)",
    )
    p.add_argument(
        "--workers",
        type=worker_count,
        default=1,
        metavar="N",
        help="gunicorn worker processes (default 1; each serves web_live_streams streams with one Redis reader)",
    )
    p.set_defaults(func=_web)


def _links(settings: Any, url: str, preview_url: str, token: str) -> None:
    print(f"CRUMB dashboard: {url}" + (f"/?token={token}" if settings.web_token else "/"), flush=True)
    print(f"game preview origin: {preview_url}  ·  Flower: {settings.flower_url}", flush=True)
    if not settings.redis_url:
        print("no Redis configured (CRUMB_REDIS_URL): showing sessions on disk read-only", file=sys.stderr)


def _web(args: argparse.Namespace) -> int:
    from crumb.config import check_value, load_settings
    from crumb.errors import ConfigError

    flags = {
        "web_port": (args.port, "--port"),
        "preview_port": (args.preview_port, "--preview-port"),
        "web_host": (args.host, "--host"),  # "" would listen on every interface
    }
    asked = {name: None if value is None else check_value(name, value, flag) for name, (value, flag) in flags.items()}
    settings = load_settings(web_token=args.token, **asked)
    if settings.web_port == settings.preview_port:  # else the second bind says "in use by another program"
        raise ConfigError(
            f"the dashboard and the game preview need two ports, both are {settings.web_port}: "
            "give --port and --preview-port different values (default 7321 and 7322)"
        )
    if args.server == "gunicorn":
        return _gunicorn(settings, args.workers)
    from web.server import start

    servers = start(settings)
    _links(settings, servers.url, servers.preview_url, servers.token)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())  # stop cleanly under a process manager too
    try:
        while all(t.is_alive() for t in servers.threads) and not stop.wait(0.5):
            pass
    except KeyboardInterrupt:
        pass
    finally:
        servers.stop()
    return 0


def _gunicorn(settings: Any, workers: int) -> int:
    from web.production import serve
    from web.server import url_of

    app, token = serve(settings, workers)
    _links(
        settings, url_of(settings.web_host, settings.web_port), url_of(settings.web_host, settings.preview_port), token
    )
    try:
        app.run()  # gunicorn's arbiter: stops on SIGTERM (graceful) or SIGINT (at once) and exits
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    return 0
