"""`crumb run` and the commands around it, as a person runs them: real processes, no fakes but the LLM.

One offline `crumb run` (embedded server, coordinator, one worker, the `local` adapters) is shared by
the tests of this module; a sampler records every process that ran under it, so the tests can
prove that none is left behind.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
from pathlib import Path

import pytest

from tests.runtime.cli_helpers import CRUMB, GOAL, STATUS_KEYS, clean_env, crumb, run_watched
from tests.waiting import no_survivors


@pytest.fixture(scope="module")
def offline_run(tmp_path_factory):
    home = tmp_path_factory.mktemp("crumb-run") / "home"
    w = run_watched([*CRUMB, "run", "--goal", GOAL, "--json"], clean_env(home))
    no_survivors(w.survivors)  # a process the kernel is still reaping is not a survivor
    return home, w


def test_crumb_run_takes_a_goal_to_pass_offline_on_an_embedded_server(offline_run):
    home, w = offline_run
    assert w.proc.returncode == 0, w.stderr[-3000:]
    result = json.loads(w.stdout)
    assert set(result) == {
        "session_id",
        "verdict",
        "reason",
        "aggregate",
        "game",
        "transcript",
        "requirements",
        "unmet",
        "forecast",
    }
    assert result["verdict"] == "PASS" and result["reason"] == "verdict_pass"
    # A fresh $CRUMB_HOME: nothing to forecast from, said plainly before the session starts.
    assert result["forecast"]["based_on"] == 0 and result["forecast"]["usd"] is None
    assert "forecast no forecast: no finished session has run on local yet (0 past sessions)" in w.stderr
    assert result["unmet"] == [] and result["requirements"], result["requirements"]
    for row in result["requirements"]:  # every requirement proven by a criterion that passed in the browser
        assert row["met"] and row["criteria"] and {c["status"] for c in row["criteria"]} == {"pass"}, row
    game = Path(result["game"])
    assert game == home / "sessions" / result["session_id"] / "artifacts" / "game" / "index.html"
    assert game.stat().st_size > 0
    assert Path(result["transcript"]).exists()
    assert 24 <= result["aggregate"] <= 30


def test_crumb_run_shows_progress_one_line_per_stage_on_stderr(offline_run):
    _home, w = offline_run
    lines = [line for line in w.stderr.splitlines() if line.startswith("[")]
    stages = " ".join(lines)
    for expected in ("planner-lead · planning", "builder · building", "qa · checking the build", "verifier · judging"):
        assert expected in stages, w.stderr
    assert "\r" not in w.stderr  # no spinner without a terminal


def test_crumb_run_leaves_no_process_behind(offline_run):
    _home, w = offline_run
    names = {
        pid: Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ")[:80]
        for pid in w.survivors()
        if Path(f"/proc/{pid}").exists()
    }
    assert len(w.seen) >= 3, "the sampler saw no server, worker and coordinator"
    assert names == {}


def test_status_and_ls_read_the_finished_session_with_no_stack_running(offline_run):
    home, w = offline_run
    sid = json.loads(w.stdout)["session_id"]
    env = clean_env(home)
    status = crumb("status", sid, "--json", env=env)
    assert status.returncode == 0, status.stderr
    row = json.loads(status.stdout)
    metrics = {k: row.pop(k) for k in ("events", "spawns", "failures", "tokens", "cost_usd", "qa_runs")}
    ledger = {k: row.pop(k) for k in ("unmet", "requirements")}
    life = {k: row.pop(k) for k in ("lifecycle", "lifecycle_why")}
    assert row.pop("unreadable") == []  # every line of its transcript is an event
    assert row.pop("waiting_for_slot") == []  # a finished session waits for no concurrency slot
    assert set(row) == STATUS_KEYS and life == {"lifecycle": "done", "lifecycle_why": "finished: verdict_pass"}
    assert ledger["unmet"] == [] and ledger["requirements"] == json.loads(w.stdout)["requirements"]
    text = crumb("status", sid, env=env).stdout
    assert f"requirements  {len(ledger['requirements'])} of {len(ledger['requirements'])} met" in text
    assert "\nlifecycle_why finished: verdict_pass\n" in text and "\nstatus        done\n" in text  # one column
    assert row | {"aggregate": None} == {
        "session_id": sid,
        "status": "done",
        "stage": "done",
        "verdict": "PASS",
        "reason": "verdict_pass",
        "aggregate": None,
        "goal": GOAL,
    }
    lines = Path(json.loads(w.stdout)["transcript"]).read_text().splitlines()
    assert metrics == {"events": len(lines), "spawns": 3, "failures": 0, "tokens": 0, "cost_usd": 0, "qa_runs": 1}
    listed = crumb("ls", "--json", env=env)
    assert listed.returncode == 0, listed.stderr
    rows = json.loads(listed.stdout)
    assert [r["session_id"] for r in rows] == [sid]
    assert set(rows[0]) == STATUS_KEYS | {"lifecycle", "lifecycle_why", "unreadable"} and rows[0]["lifecycle"] == "done"
    assert rows[0]["unreadable"] == []


def test_crumb_say_refuses_a_malformed_line_with_exit_2_and_the_reason(tmp_path):
    done = crumb("say", "01ARZ3NDEKTSV4RRFFQ69G5FAV", "/goto nobody", env=clean_env(tmp_path))
    assert done.returncode == 2
    assert "/goto needs <actor>" in done.stderr and "usage: /goto" in done.stderr


def test_a_command_that_needs_a_stack_says_how_to_get_one_and_exits_4(tmp_path):
    done = crumb("submit", "--goal", GOAL, env=clean_env(tmp_path))
    assert done.returncode == 4
    assert "crumb up" in done.stderr and "--redis" in done.stderr


def test_status_of_an_unknown_session_is_a_usage_error(tmp_path):
    done = crumb("status", "NOPE", "--json", env=clean_env(tmp_path))
    assert done.returncode == 2 and "no session NOPE" in done.stderr


def test_every_runtime_command_has_help():
    from crumb.cli import build_parser

    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    for name in ("run", "up", "submit", "ls", "status", "tail", "say", "resume", "coordinator", "worker", "procfile"):
        assert sub.choices[name].format_help().strip(), name
        assert (
            any(name == c.dest for c in sub._choices_actions)
            and next(c for c in sub._choices_actions if c.dest == name).help
        ), name


@pytest.mark.slow
def test_ctrl_c_stops_everything_and_crumb_resume_finishes_the_session(tmp_path):
    env = clean_env(tmp_path / "home")

    def interrupt_when_building(line: str, proc: subprocess.Popen) -> None:
        if "builder · building" in line:
            os.killpg(proc.pid, signal.SIGINT)  # what a terminal does on Ctrl-C: the whole foreground group

    first = run_watched([*CRUMB, "run", "--goal", "a snake game", "--json"], env, on_stderr=interrupt_when_building)
    assert first.proc.returncode == 130, first.stderr[-3000:]
    assert "crumb resume" in first.stderr
    sid = first.stderr.split("crumb resume ", 1)[1].split("`", 1)[0]
    no_survivors(first.survivors)

    second = run_watched([*CRUMB, "resume", sid, "--json"], env)
    assert second.proc.returncode == 0, second.stderr[-3000:]
    result = json.loads(second.stdout)
    assert (result["session_id"], result["verdict"]) == (sid, "PASS")
    no_survivors(second.survivors)


MOCK_PARTIAL = [
    "--bind",
    "planner-lead=mock",
    "--bind",
    "builder=mock",
    "--bind",
    "verifier=mock:verdict=PARTIAL,score=3",
]


@pytest.fixture(scope="module")
def partial_run(tmp_path_factory):
    home = tmp_path_factory.mktemp("crumb-partial") / "home"
    w = run_watched([*CRUMB, "run", "--goal", "a snake game", *MOCK_PARTIAL, "--json"], clean_env(home))
    return home, w


def test_a_partial_without_a_terminal_exits_1_awaiting_approval_and_stops_everything(partial_run):
    _home, w = partial_run
    assert w.proc.returncode == 1, w.stderr[-3000:]
    result = json.loads(w.stdout)
    assert (result["verdict"], result["reason"]) == ("PARTIAL", "awaiting_approval")
    assert "user · awaiting approval" in w.stderr
    no_survivors(w.survivors)


@pytest.mark.slow
def test_crumb_resume_on_a_terminal_asks_and_a_yes_approves_the_partial(partial_run):
    import pty

    home, w = partial_run
    sid = json.loads(w.stdout)["session_id"]
    leader, follower = pty.openpty()
    proc = subprocess.Popen(
        [*CRUMB, "resume", sid, "--json"],
        env=clean_env(home),
        stdin=follower,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    os.close(follower)
    os.write(leader, b"y\n")  # typed ahead: the terminal holds it until the prompt reads it
    out, errs = proc.communicate(timeout=180)
    os.close(leader)
    assert proc.returncode == 0, errs[-3000:]
    assert "Approve this game?" in errs
    result = json.loads(out)
    assert (result["session_id"], result["verdict"], result["reason"]) == (sid, "PARTIAL", "user_approved")


def test_crumb_metrics_rolls_up_every_actor_and_qa_from_the_transcripts(offline_run):
    home, w = offline_run
    env = clean_env(home)
    done = crumb("metrics", "--json", env=env)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["sessions"] == 1 and out["cost_usd"] == 0
    assert {a: r["spawns"] for a, r in out["per_actor"].items()} == {"builder": 1, "planner-lead": 1, "verifier": 1}
    assert all(r["failures"] == 0 and r["latency_ms"]["p50"] > 0 for r in out["per_actor"].values())
    assert out["qa"]["runs"] == 1 and out["qa"]["failed"] == 0 and out["qa"]["p50_ms"] > 0
    table = crumb("metrics", json.loads(w.stdout)["session_id"], env=env)
    assert table.returncode == 0 and "1 session(s)" in table.stdout and "QA: 1 run(s), 0 failed" in table.stdout
    assert [line.split()[0] for line in table.stdout.splitlines()[2:6]] == [
        "actor",
        "builder",
        "planner-lead",
        "verifier",
    ]
    unknown = crumb("metrics", "NOPE", env=env)
    assert unknown.returncode == 2 and "no session 'NOPE'" in unknown.stderr
