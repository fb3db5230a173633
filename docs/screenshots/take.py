"""Take the dashboard screenshots in this folder: a live stack, one finished session, real Chromium.

Run from the repository root with a Redis on 127.0.0.1:6379 (`make redis`):

    .venv/bin/python docs/screenshots/take.py

It starts the dashboard, the preview origin and a coordinator (inline executor) on a temporary
CRUMB_HOME, runs one session with the offline `local` studio to its end and one with a scripted
PARTIAL verdict, and saves sessions.png, session.png, session-partial.png and metrics.png here.
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.web.e2e import browser, live_stack  # noqa: E402

OUT = Path(__file__).resolve().parent


def start_session(stack, goal: str, binds: dict[str, str]) -> str:
    req = urllib.request.Request(
        stack.url + "/api/sessions", data=json.dumps({"goal": goal, "bindings": binds}).encode(), method="POST",
        headers={"Content-Type": "application/json", "X-Crumb-Token": stack.token},
    )  # fmt: skip
    with urllib.request.urlopen(req, timeout=10) as resp:
        return json.loads(resp.read())["session_id"]


def summary(stack, sid: str) -> dict:
    try:
        with urllib.request.urlopen(f"{stack.url}/api/sessions/{sid}", timeout=10) as resp:
            return json.loads(resp.read())["summary"]
    except urllib.error.HTTPError:
        return {}


def wait(stack, sid: str, stages: tuple[str, ...], timeout_s: float = 180) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if summary(stack, sid).get("stage") in stages:
            return
        time.sleep(0.5)
    raise SystemExit(f"session {sid} did not reach {stages} in {timeout_s}s")


def main() -> int:
    with tempfile.TemporaryDirectory(prefix="crumb-shots-") as home, live_stack(Path(home)) as stack:
        local = {a: "local" for a in ("planner-lead", "builder", "verifier")}
        done = start_session(stack, "a 60-second breakout with a combo bonus", local)
        wait(stack, done, ("done",))
        partial = start_session(stack, "a dodger where asteroids speed up every 10 seconds",
                                {"planner-lead": "mock", "builder": "mock", "verifier": "mock:verdict=PARTIAL"})  # fmt: skip
        wait(stack, partial, ("awaiting_approval",))
        with browser() as b:
            page = b.new_page(viewport={"width": 1440, "height": 900}, color_scheme="light")
            page.goto(stack.url + "/")
            page.wait_for_selector("#live.on")
            page.screenshot(path=str(OUT / "sessions.png"))
            for sid, name in ((done, "session.png"), (partial, "session-partial.png")):
                page.goto(f"{stack.url}/s/{sid}")
                page.wait_for_selector("#feed .ev[data-kind=goal]")
                if sid == partial:  # a person steps in: one line acknowledged, one refused by the grammar
                    for line in ("/note keep the palette warm", "/goto nobody"):
                        page.fill("#say", line)
                        page.press("#say", "Enter")
                    page.wait_for_selector("#lines li.ok")
                    page.wait_for_selector("#lines li.err")
                page.wait_for_timeout(1500)  # the game frame paints
                page.screenshot(path=str(OUT / name), full_page=True)
            page.goto(stack.url + "/metrics")
            page.screenshot(path=str(OUT / "metrics.png"), full_page=True)
            dark = b.new_page(viewport={"width": 1440, "height": 900}, color_scheme="dark")
            dark.goto(f"{stack.url}/s/{done}")
            dark.wait_for_selector("#feed .ev[data-kind=goal]")
            dark.wait_for_timeout(1500)
            dark.screenshot(path=str(OUT / "session-dark.png"))
    print(f"screenshots written to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
