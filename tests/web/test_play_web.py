"""The dashboard shows QA's play run as a filmstrip with its inputs, and plays its trace in the sandboxed frame."""

from __future__ import annotations

import json

import pytest

from crumb.config import Settings
from tests.web.sessions import PNG, make_session, sha

RUN = "artifacts/qa/run1"
TRACE = {
    "version": 1,
    "entry": "index.html",
    "bot_seed": 1,
    "page_seed": 7,
    "runs": [
        {
            "name": "bot",
            "ops": [
                {"op": "load", "phase": "desktop input run", "at_ms": 0, "viewport": {"width": 1280, "height": 720}},
                {"op": "advance", "ms": 500},
                {"op": "start", "t": 500},
                {"op": "down", "key": "ArrowLeft", "t": 500},
                {"op": "advance", "ms": 240},
                {"op": "up", "key": "ArrowLeft", "t": 740},
                {"op": "click", "x": 640, "y": 360, "touch": False, "double": False, "t": 740},
                {"op": "down", "key": "</script><script>alert(1)//", "t": 740},
                {"op": "shot", "t": 740, "sha256": sha(PNG), "mark": "bot: game over"},
            ],
        }
    ],
}
PLAY = {
    "span_ms": 10_000,
    "bot_seed": 1,
    "page_seed": 7,
    "restart": "restarted by pressing Space (the spec's start)",
    "trace": f"{RUN}/trace.json",
    "runs": [
        {
            "name": "bot",
            "ended_at_ms": 740,
            "ended_how": "window.__crumb.state became 'over'",
            "states": ["title", "playing", "over"],
            "scores": [0, 3],
            "inputs": [{"t_ms": 500, "input": "ArrowLeft 240 ms", "why": "sensible"}],
            "marks": [{"t_ms": 740, "label": "bot: game over", "path": f"{RUN}/play-bot-00.png", "sha256": sha(PNG)}],
        }
    ],
}


@pytest.fixture
def played(settings: Settings) -> str:
    sid = make_session(settings, play=PLAY)
    run = settings.session_dir(sid) / RUN
    run.mkdir(parents=True)
    (run / "trace.json").write_text(json.dumps(TRACE))
    (run / "play-bot-00.png").write_bytes(PNG)
    return sid


def _preview(settings: Settings):
    from web import create_preview_app

    return create_preview_app(settings).test_client()


def test_the_qa_panel_shows_the_play_run_as_a_filmstrip_with_its_inputs_marked(client, played):
    html = client.get(f"/s/{played}").get_data(as_text=True)
    strip = html.split('class="filmstrip" data-run="bot"', 1)[1]
    assert "game over at 0.74 s" in strip and "title → playing → over" in strip
    assert f"/api/sessions/{played}/artifacts/qa/run1/play-bot-00.png" in strip
    assert '<li class="mono sensible" title="sensible">0.50 s ArrowLeft 240 ms</li>' in strip
    assert f'?replay={RUN}/trace.json" target="game"' in html and 'name="game"' in html


def test_the_preview_plays_the_trace_into_the_game_before_its_own_scripts(settings: Settings, played):
    r = _preview(settings).get(f"/{played}/?replay={RUN}/trace.json")
    page = r.get_data(as_text=True)
    assert r.status_code == 200 and "sandbox allow-scripts" in r.headers["Content-Security-Policy"]
    player, game = page.split("</script>", 1)
    assert player.index("<script>") > page.lower().index("<head") and "Paddle" in game
    plan = json.loads(player.split("const plan = ", 1)[1].split(";\n", 1)[0])
    assert plan == {
        "seed": 7,
        "viewport": {"width": 1280, "height": 720},
        "events": [[500, "start"], [500, "down", "ArrowLeft"], [740, "up", "ArrowLeft"], [740, "click", 640, 360]],
    }  # a key that is not a key code never reaches the page; the hook's start() where QA called it


@pytest.mark.parametrize(
    "rel", ["../transcript.jsonl", "artifacts/spec.json", "artifacts/qa/run2/trace.json", "artifacts/qa/../spec.json"]
)
def test_the_preview_plays_only_a_qa_trace_of_the_session(settings: Settings, played, rel):
    assert _preview(settings).get(f"/{played}/?replay={rel}").status_code == 404
