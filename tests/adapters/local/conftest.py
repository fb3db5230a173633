"""A real headless Chromium shared by the module, serving a built game only through interception."""

from __future__ import annotations

import mimetypes
from collections.abc import Iterator
from pathlib import Path

import pytest

from crumb.config import load_settings
from crumb.qa import BrowserPool
from crumb.qa.pool import BASE_ARGS
from tests.conftest import TEST_QA_NICE

ORIGIN = "http://crumb.game"
CHROMIUM_ARGS = list(BASE_ARGS)


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        chromium = pw.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


class Game:
    """One built game open on a phone-sized page with a virtual clock; records errors and requests."""

    def __init__(self, browser: object, folder: Path) -> None:
        self.folder = folder
        self.errors: list[str] = []
        self.blocked: list[str] = []
        self.context = browser.new_context(
            viewport={"width": 390, "height": 844},
            has_touch=True,  # type: ignore[attr-defined]
            is_mobile=True,
            device_scale_factor=1,
        )
        self.page = self.context.new_page()
        self.page.on("pageerror", lambda e: self.errors.append(f"pageerror: {e}"))
        self.page.on("console", lambda m: m.type == "error" and self.errors.append(f"console: {m.text}"))
        self.page.route("**/*", self._serve)
        self.page.clock.install(time=0)
        self.page.goto(f"{ORIGIN}/index.html")
        self.page.clock.pause_at(1000)  # from here only run() moves game time, however loaded the machine is
        self.page.clock.run_for(200)

    def _serve(self, route: object) -> None:
        url = route.request.url  # type: ignore[attr-defined]
        target = (self.folder / url.removeprefix(ORIGIN + "/").split("?")[0]).resolve()
        if not url.startswith(ORIGIN + "/") or not target.is_file() or self.folder.resolve() not in target.parents:
            self.blocked.append(url)
            route.abort()  # type: ignore[attr-defined]
            return
        mime = mimetypes.guess_type(target.name)[0] or "application/octet-stream"
        route.fulfill(body=target.read_bytes(), content_type=mime)  # type: ignore[attr-defined]

    def hook(self, expr: str = "") -> object:
        return self.page.evaluate(f"window.__crumb{expr}")

    def run(self, ms: int) -> None:
        self.page.clock.run_for(ms)

    def close(self) -> None:
        self.context.close()


@pytest.fixture(scope="module")
def pool() -> Iterator[BrowserPool]:
    """One warm Chromium for a module's QA runs (tests/adapters/local/test_qa_pass.py says why)."""
    with BrowserPool(load_settings(env={}, qa_nice=TEST_QA_NICE)) as shared:
        yield shared


@pytest.fixture
def open_game(browser: object) -> Iterator[object]:
    opened: list[Game] = []

    def _open(folder: Path) -> Game:
        game = Game(browser, folder)
        opened.append(game)
        return game

    yield _open
    for game in opened:
        game.close()
