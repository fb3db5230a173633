"""A game's worker runs on game time once it has started (scope.js): each frame of game time waits
for its answer. Starting is the browser's real time, and a busy machine once took longer than the
2 s a step may take: game time went on without the worker, its sparks came at another moment on
each run, and a screensaver passed input_response on them (worker_file_noise, in CI)."""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

import pytest

from crumb.qa.page import _SCOPE_JS, GamePage
from crumb.qa.watchdog import Watchdog

START_MS = int(re.search(r"START_MS = (\d+)", _SCOPE_JS).group(1))  # type: ignore[union-attr]
SETTLE_MS = int(re.search(r"SETTLE_MS = (\d+)", _SCOPE_JS).group(1))  # type: ignore[union-attr]
SLOW_S = SETTLE_MS / 1000 + 1.5  # a start longer than a step may take, shorter than a start may

# Made in the page after it loaded, so that nothing but the worker holds the frame: the page asks its
# workers to reach 16 ms of game time and says what reached it by then, and after how long.
REACH = """async ([token, options]) => {
  const real = globalThis.__pwClock.builtins.Date;
  const said = [];
  const worker = new Worker('w.js', options);
  worker.onmessage = (e) => said.push(e.data);
  const began = real.now();
  await new Promise((done) => window[token].reach(16, done));
  return { said, ms: real.now() - began };
}"""


def _reach(
    pool: Any, game: Path, options: dict[str, str], slow: str | None, monkeypatch: Any, script: str = REACH
) -> dict[str, Any]:
    serve = GamePage._serve

    def slowly(self: GamePage, route: Any) -> None:
        if slow and route.request.url.endswith(f"/{slow}"):
            time.sleep(SLOW_S)  # the worker's start waits on this file; the page does not
        serve(self, route)

    monkeypatch.setattr(GamePage, "_serve", slowly)
    (game / "index.html").write_text("<!doctype html><title>workers</title><p>a page that makes workers</p>")
    with Watchdog(total_s=120, hang_s=60, kill=pool.kill) as dog:
        page = GamePage(pool, game, "index.html", dog)
        try:
            page.load("workers")
            result: dict[str, Any] = page.page.evaluate(script, [page._alive, options])
            return result
        finally:
            page.close()


@pytest.mark.parametrize("options", [{"type": "module"}, {"type": "classic"}], ids=["module", "classic"])
def test_a_worker_slow_to_start_is_waited_for_and_runs_on_game_time(pool, tmp_path, monkeypatch, options):
    if options["type"] == "module":
        code = "import { every } from './slow.js';\n"
        (tmp_path / "slow.js").write_text("export const every = 5;\n")
    else:
        code = "importScripts('slow.js');\n"
        (tmp_path / "slow.js").write_text("self.every = 5;\n")
    # its own game time, every 5 ms of it: 0..16 ms seen, three times, on the page's frame
    (tmp_path / "w.js").write_text(code + "setInterval(() => postMessage(performance.now()), every);\n")
    reached = _reach(pool, tmp_path, options, "slow.js", monkeypatch)
    assert reached["ms"] >= SLOW_S * 1000 - 100, reached  # the frame waited for it
    assert reached["said"] == [5, 10, 15], reached  # on game time, all in by the frame's end


def test_a_worker_whose_file_is_missing_is_not_waited_for(pool, tmp_path, monkeypatch):
    reached = _reach(pool, tmp_path, {"type": "classic"}, None, monkeypatch)  # no w.js: a 404
    assert reached["said"] == [] and reached["ms"] < START_MS * 0.9, reached


def test_a_worker_that_fails_to_compile_is_not_waited_for(pool, tmp_path, monkeypatch):
    (tmp_path / "w.js").write_text("export const = ;\n")
    reached = _reach(pool, tmp_path, {"type": "module"}, None, monkeypatch)
    assert reached["said"] == [] and reached["ms"] < START_MS * 0.9, reached


# A game might learn where the page tells QA of a worker (it is an address on the game's origin):
# words that are not scope.js's are refused there, and change nothing QA serves.
FORGE = """async (told) => {
  new Worker('w.js');
  const answers = [];
  for (const body of ['', 'garbage', '1 module', 'x module https://game.crumb.local/w.js', '9'.repeat(50) + ' classic /w.js'])
    answers.push((await fetch(told, { method: 'POST', body })).status);
  return { answers, text: await (await fetch('w.js')).text() };
}"""


def test_words_a_game_sends_where_the_page_tells_qa_of_workers_are_refused(pool, tmp_path):
    (tmp_path / "index.html").write_text("<!doctype html><title>forger</title>")
    (tmp_path / "w.js").write_text("postMessage(1);\n")
    with Watchdog(total_s=120, hang_s=60, kill=pool.kill) as dog:
        page = GamePage(pool, tmp_path, "index.html", dog)
        try:
            page.load("forge")
            forged = page.page.evaluate(FORGE, page._told)
        finally:
            page.close()
    assert forged == {"answers": [400] * 5, "text": "postMessage(1);\n"}, forged


def test_a_worker_the_page_ends_as_it_starts_is_not_waited_for(pool, tmp_path, monkeypatch):
    """A game that makes a worker for one job and ends it: ended while starting, it never says it
    is ready, and each frame waited START_MS for it."""
    (tmp_path / "w.js").write_text("postMessage(1);\n")
    ended = REACH.replace("worker.onmessage = ", "worker.terminate();\n  worker.onmessage = ")
    reached = _reach(pool, tmp_path, {"type": "classic"}, None, monkeypatch, ended)
    assert reached["said"] == [] and reached["ms"] < START_MS * 0.9, reached
