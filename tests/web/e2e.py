"""A live stack for the end-to-end tests: dashboard + preview servers, optionally a real coordinator."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from crumb.config import Settings, load_settings
from crumb.qa.pool import BASE_ARGS
from tests.conftest import TEST_QA_NICE, new_namespace

CHROMIUM_ARGS = list(BASE_ARGS)
REDIS_URL = "redis://127.0.0.1:6379/0"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class Stack:
    settings: Settings
    url: str
    preview_url: str
    token: str
    coordinator: Any = None


@contextmanager
def live_stack(home: Path, *, coordinator: bool = True) -> Iterator[Stack]:
    """Servers (and a coordinator with the inline executor) on a private home and namespace; all stopped after."""
    import redis

    from web.server import start

    settings = load_settings(
        env={},
        home=home,
        redis_url=REDIS_URL,
        namespace=new_namespace(),
        web_port=free_port(),
        preview_port=free_port(),
        qa_nice=TEST_QA_NICE,
    )
    servers = start(settings)
    coord = thread = None
    try:
        if coordinator:
            from crumb.coordinator import Coordinator
            from crumb.executors import InlineExecutor

            coord = Coordinator(settings, InlineExecutor(settings))
            thread = threading.Thread(target=coord.run_forever, name="crumb-test-coordinator", daemon=True)
            thread.start()
        yield Stack(settings, servers.url, servers.preview_url, servers.token, coord)
    finally:
        if coord is not None:
            coord.stop()
            thread.join(timeout=15)
        servers.stop()
        client = redis.Redis.from_url(REDIS_URL)
        for key in client.scan_iter(match=f"{settings.namespace}:*", count=1000):
            client.delete(key)
        client.close()


@contextmanager
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        try:
            yield b
        finally:
            b.close()
