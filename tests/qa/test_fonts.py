"""QA's browser draws the scripts of the pitches CRUMB reads: a game in Chinese, Japanese or Korean is
seen (and shown in its screenshots) with its words, not with one empty box for every character."""

from __future__ import annotations

import time
from typing import Any

import pytest

from crumb.qa import BrowserPool
from crumb.qa.page import CAPTURE_REFUSED

CAPTURE_S = 30.0  # how long a refused capture is asked again
# Pairs of characters that share nothing: drawn with a font that has them they differ, drawn as the
# missing-glyph box they are the same.
PAIRS = [("日", "本"), ("猫", "犬"), ("あ", "ネ"), ("한", "국")]


def _drawn(pool: BrowserPool, char: str) -> bytes:
    context = pool.new_context(viewport={"width": 80, "height": 80})
    try:
        page = context.new_page()
        page.set_content(
            f'<body style="margin:0;background:#fff"><div style="font:64px sans-serif">{char}</div></body>'
        )
        return _screenshot(page)
    finally:
        context.close()


def _screenshot(page: Any) -> bytes:
    """The page as drawn, once a frame is. A busy machine's Chromium now and then refuses a capture
    ("Unable to capture screenshot": a CI run failed on it at the first try); asked again, it answers."""
    from playwright.sync_api import Error

    page.evaluate("() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")
    deadline = time.monotonic() + CAPTURE_S
    while True:
        try:
            return page.screenshot()
        except Error as e:
            if CAPTURE_REFUSED not in str(e) or time.monotonic() > deadline:
                raise


@pytest.mark.parametrize(("one", "other"), PAIRS)
def test_two_different_cjk_characters_are_drawn_differently(pool: BrowserPool, one: str, other: str) -> None:
    drawn_one, drawn_other = _drawn(pool, one), _drawn(pool, other)
    blank = _drawn(pool, "")
    assert drawn_one != blank and drawn_other != blank, "nothing was drawn"
    assert drawn_one != drawn_other, (
        f"{one!r} and {other!r} were drawn alike: the browser has no font for them (Debian's fonts-noto-cjk,"
        " which `make chromium` installs)"
    )
