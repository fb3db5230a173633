"""`crumb web`: the dashboard and the game preview origin, in one process."""

from __future__ import annotations

import argparse
import signal
import sys
import threading


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("web", help="serve the dashboard (watch sessions live, step in, play the game)")
    p.add_argument("--host", help="address to listen on (default 127.0.0.1; anything else needs a token)")
    p.add_argument("--port", type=int, help="dashboard port (default 7321)")
    p.add_argument("--preview-port", type=int, help="port of the separate origin that serves games (default 7322)")
    p.add_argument("--token", help="access token (or CRUMB_WEB_TOKEN); required beyond 127.0.0.1")
    p.set_defaults(func=_web)


def _web(args: argparse.Namespace) -> int:
    from crumb.config import load_settings
    from web.server import start

    settings = load_settings(
        web_host=args.host, web_port=args.port, preview_port=args.preview_port, web_token=args.token
    )
    servers = start(settings)
    link = servers.url + (f"/?token={servers.token}" if settings.web_token else "/")
    print(f"CRUMB dashboard: {link}", flush=True)
    print(f"game preview origin: {servers.preview_url}  ·  Flower: {settings.flower_url}", flush=True)
    if not settings.redis_url:
        print("no Redis configured (CRUMB_REDIS_URL): showing sessions on disk read-only", file=sys.stderr)
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
