"""A pitch nobody could build from is refused where it is typed (CLI, dashboard, bus), and the
coordinator drops one that reaches it anyway, saying why: no session builds a game nobody asked for."""

from __future__ import annotations

import json
import logging

import pytest

from crumb import bus, connections
from crumb.cli import main
from crumb.coordinator import Coordinator
from crumb.core.goal import MAX_GOAL_CHARS, clean_goal, goal_problem
from crumb.errors import ConfigError
from tests.executors import RecordingExecutor

BAD = [
    ("", "is empty"),
    ("   \n\t ", "is empty"),
    ("...!?", "no words"),
    ("a snake\x00 game", "control character (U+0000"),
    ("a" * (MAX_GOAL_CHARS + 1), f"{MAX_GOAL_CHARS} at most"),
    (None, "must be text"),
    (["a snake game"], "must be text"),
]
GOOD = [
    "a snake game",
    "  2048  ",
    "🐍🍎",
    "60秒で遊ぶ落ち物パズル",
    "لعبة قفز",
    "игра-змейка",
    "a pong game\nwith two paddles",
]


@pytest.mark.parametrize("goal, why", BAD)
def test_an_unusable_pitch_is_named_with_what_to_do(goal, why):
    problem = goal_problem(goal)
    assert problem is not None and why in problem
    with pytest.raises(ValueError, match="the pitch"):
        clean_goal(goal)


@pytest.mark.parametrize("goal", GOOD)
def test_a_pitch_in_any_script_or_of_symbols_alone_is_one(goal):
    assert goal_problem(goal) is None
    assert clean_goal(goal) == goal.strip()


@pytest.mark.parametrize("command", ["run", "submit"])
def test_the_cli_refuses_a_blank_pitch_before_anything_starts(command, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("CRUMB_HOME", str(tmp_path))
    with pytest.raises(SystemExit) as exited:
        main([command, "--goal", "   "])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert "argument --goal: the pitch is empty" in err and "e.g." in err
    assert not (tmp_path / "sessions").exists()


def test_the_bus_refuses_a_blank_pitch_and_sends_nothing(settings, redis_client):
    with pytest.raises(ConfigError, match="goal: the pitch has no words"):
        bus.request_session(settings, " -- ", bindings={})
    assert redis_client.xlen(connections.keys(settings).ingest) == 0
    sid = bus.request_session(settings, "  a snake game  ", bindings={})
    [(_id, entry)] = redis_client.xrange(connections.keys(settings).ingest)
    assert json.loads(entry[b"payload"])["session_id"] == sid
    assert json.loads(entry[b"payload"])["goal"] == "a snake game"


def test_the_coordinator_drops_a_new_session_without_a_usable_pitch_saying_why(settings, redis_client, caplog):
    coordinator = Coordinator(settings, RecordingExecutor())
    coordinator.ensure_group()
    sid = "01JPR00F0000000000000000SS"
    entry = bus.sign(settings, {"type": "new_session", "payload": json.dumps({"session_id": sid, "goal": " "})})
    with caplog.at_level(logging.WARNING, logger="crumb"):
        coordinator.process([("1700000000000-0", entry)])
    assert not settings.session_dir(sid).exists()
    assert "1700000000000-0" in caplog.text and "the pitch is empty" in caplog.text
