"""A screenshot Chromium refuses now and then ("Unable to capture screenshot", on a busy machine) is the
browser's trouble, not the game's: QA asks again, and only a refusal that lasts fails the check."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Error

from crumb.qa.page import CAPTURE_REFUSED, CAPTURE_TRIES, GamePage
from crumb.qa.watchdog import Watchdog

GAME = "<!doctype html><canvas width=40 height=40></canvas><script>document.title = 'drawn'</script>"
REFUSAL = f"Protocol error (Page.captureScreenshot): {CAPTURE_REFUSED}"


class Refusing:
    """The page's DevTools session, refusing the first ``refusals`` captures as a busy Chromium does."""

    def __init__(self, cdp: Any, refusals: int) -> None:
        self.cdp, self.refusals, self.asked = cdp, refusals, 0

    def send(self, method: str, params: Any = None) -> Any:
        if method == "Page.captureScreenshot":
            self.asked += 1
            if self.asked <= self.refusals:
                raise Error(REFUSAL)
        return self.cdp.send(method, params)


def _shot(pool: Any, tmp_path: Path, refusals: int) -> tuple[bytes | Exception, int]:
    (tmp_path / "index.html").write_text(GAME)
    with Watchdog(total_s=60, hang_s=30, kill=pool.kill) as dog:
        page = GamePage(pool, tmp_path, "index.html", dog)
        try:
            page.load("capture")
            page.cdp = refusing = Refusing(page.cdp, refusals)
            try:
                return page.shot(), refusing.asked
            except Error as e:
                return e, refusing.asked
        finally:
            page.close()


def test_a_refused_screenshot_is_asked_for_again(pool, tmp_path):
    png, asked = _shot(pool, tmp_path, CAPTURE_TRIES - 1)
    assert isinstance(png, bytes) and png.startswith(b"\x89PNG"), png
    assert asked == CAPTURE_TRIES


@pytest.mark.parametrize("refusals", [CAPTURE_TRIES, 10 * CAPTURE_TRIES])
def test_a_refusal_that_lasts_fails_after_a_bounded_number_of_tries(pool, tmp_path, refusals):
    raised, asked = _shot(pool, tmp_path, refusals)
    assert isinstance(raised, Error) and CAPTURE_REFUSED in str(raised), raised
    assert asked == CAPTURE_TRIES
