"""The bad-input audit of every boundary (CLI arguments, settings, traces, the dashboard's forms): each
input here crashed, was taken silently, or got a misleading answer before; each now gets an error
naming what was wrong and what to do, and nothing is sent or written."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from crumb.config import load_settings
from crumb.errors import ConfigError, InterventionError, QaError
from tests.conftest import fixture_dir
from tests.proofs.test_hardening_web import ingest_length
from tests.web.sessions import make_session

pytestmark = [pytest.mark.proofs]

GAMES = Path(__file__).resolve().parents[1] / "qa" / "games"
FIXTURE_SID = "01KQMS9E5M1Z7TEF32E81YXAGT"  # the session of transcript-pass-cat-puzzle.jsonl


def _session_on_disk(settings) -> str:
    folder = settings.session_dir(FIXTURE_SID)
    folder.mkdir(parents=True)
    shutil.copy(fixture_dir() / "transcript-pass-cat-puzzle.jsonl", folder / "transcript.jsonl")
    return FIXTURE_SID


# -- settings ------------------------------------------------------------------------------------


def test_a_crumb_toml_that_is_not_utf8_exits_2_naming_the_file(cli, tmp_path, monkeypatch):
    path = tmp_path / "crumb.toml"
    path.write_bytes(b"qa_timeout_s = 10\n\xff\xfe = 2\n")
    monkeypatch.setenv("CRUMB_CONFIG", str(path))
    code, err = cli("ls")
    assert code == 2 and f"{path}: not UTF-8 text (byte 18)" in err and "Traceback" not in err


@pytest.mark.parametrize("word", ["maybe", "2", "enabled", ""])
def test_a_switch_that_is_neither_on_nor_off_is_refused_not_read_as_off(word):
    if word == "":  # an empty variable is unset, as for every setting
        assert load_settings(env={"CRUMB_QA_WARM_UP": word}).qa_warm_up is False
        return
    with pytest.raises(ConfigError) as info:
        load_settings(env={"CRUMB_QA_WARM_UP": word})
    assert f"$CRUMB_QA_WARM_UP:qa_warm_up: expected true or false, got {word!r}" == str(info.value)


def test_the_words_for_on_and_off_still_switch(tmp_path):
    for word, on in (("1", True), ("Yes", True), ("on", True), ("false", False), ("OFF", False), ("0", False)):
        assert load_settings(env={"CRUMB_QA_WARM_UP": word}).qa_warm_up is on, word
    path = tmp_path / "crumb.toml"
    path.write_text("qa_warm_up = true\n")
    assert load_settings(env={}, config_path=path).qa_warm_up is True


def test_a_path_the_cli_cannot_write_is_exit_2_naming_it_not_a_traceback(cli, settings, tmp_path):
    sid = _session_on_disk(settings)
    code, err = cli("export", sid, "--out", str(tmp_path))  # a folder, not a file
    assert code == 2 and f"crumb: {tmp_path}: Is a directory; check that the path exists" in err


# -- crumb qa's arguments (all refused before a browser starts) -----------------------------------


@pytest.mark.parametrize("value", ["nan", "inf", "-1", "0", "1e9"])
def test_crumb_qa_refuses_a_timeout_that_is_not_a_positive_finite_number_of_seconds(cli, value):
    code, err = cli("qa", str(GAMES / "dom"), "--timeout", value)
    assert code == 2 and "--timeout:qa_timeout_s: must be more than 0 and at most 86400" in err


def test_crumb_qa_on_a_path_that_is_no_folder_is_a_usage_error_not_a_broken_game(cli, tmp_path):
    (tmp_path / "index.html").write_text("<p>hi</p>")
    for given, said in (
        (str(tmp_path / "missing"), f"no folder at {tmp_path / 'missing'}"),
        (
            str(tmp_path / "index.html"),
            f"{tmp_path / 'index.html'} is a file: pass the folder that holds it ({tmp_path})",
        ),
        ("", "the game folder is empty text"),
    ):
        code, err = cli("qa", given)
        assert code == 2 and said in err, (given, err)


def test_crumb_qa_refuses_a_spec_that_is_not_utf8(cli, tmp_path):
    (tmp_path / "spec.json").write_bytes(b"\xff\xfe{}")
    code, err = cli("qa", str(GAMES / "dom"), "--spec", str(tmp_path / "spec.json"))
    assert code == 2 and "spec.json: not UTF-8 text (byte 0)" in err


LOAD = {"op": "load", "phase": "start", "at_ms": 0}


@pytest.mark.parametrize(
    ("trace", "said"),
    [
        ({"runs": [{"name": "bot", "ops": [LOAD, "junk"]}]}, "run 'bot' has unknown ops ('junk')"),
        ({"runs": [{"name": "bot", "ops": "abc"}]}, "run 'bot' has unknown ops (it must start with a load)"),
        ({"runs": ["bot"]}, "run 0 is not a named run"),
        ({"runs": [{"name": "bot", "ops": [{"op": "load"}]}]}, "a 'load' op whose 'phase' is 'None'"),
        (
            {"runs": [{"name": "bot", "ops": [LOAD, {"op": "advance", "ms": "abc"}]}]},
            "'advance' op whose 'ms' is 'abc'",
        ),
        ({"runs": [{"name": "bot", "ops": [LOAD, {"op": "wait", "s": -5}]}]}, "'wait' op whose 's' is '-5'"),
        ({"runs": [{"name": "bot", "ops": [LOAD, {"op": "click", "x": 1, "y": 2}]}]}, "'click' op whose 'touch'"),
        ({"runs": [{"name": "bot", "ops": [LOAD, {"op": "drag", "from": [1], "to": [2, 3], "steps": 2}]}]}, "'from'"),
        ({"runs": [{"name": "bot", "ops": [{**LOAD, "viewport": {"width": -1}}]}]}, "viewport is \"{'width': -1}\""),
        ({"page_seed": "abc", "runs": []}, "its entry or page_seed is not what a recorder writes"),
    ],
)
def test_a_trace_that_cannot_be_replayed_is_refused_saying_which_op(tmp_path, trace, said):
    from crumb.qa.trace import load

    path = tmp_path / "trace.json"
    path.write_text(json.dumps({"version": 1, "entry": "index.html", **trace}))
    with pytest.raises(QaError) as info:
        load(path)
    assert said in str(info.value) and "pass the trace.json beside a QA report" in str(info.value)


def test_crumb_qa_replay_of_a_bad_trace_exits_2_before_any_browser(cli, tmp_path):
    path = tmp_path / "trace.json"
    path.write_text(
        json.dumps({"version": 1, "runs": [{"name": "bot", "ops": [LOAD, {"op": "advance", "ms": 1e400}]}]})
    )
    code, err = cli("qa", str(GAMES / "canvas"), "--replay", str(path))
    assert code == 2 and "'advance' op whose 'ms' is 'inf'" in err and "Traceback" not in err


def test_a_recorded_trace_still_loads(tmp_path):
    from crumb.qa import trace

    ops = [
        {**LOAD, "viewport": {"width": 1280, "height": 720}},
        {"op": "advance", "ms": 16},
        {"op": "wait", "s": 0.5},
        {"op": "hook"},
        {"op": "look"},
        {"op": "shot", "t": 16, "sha256": "ab", "presented": True, "mark": "bot: start"},
        {"op": "down", "key": "ArrowLeft", "t": 32},
        {"op": "up", "key": "ArrowLeft", "t": 48},
        {"op": "click", "x": 10, "y": 20.5, "touch": False, "double": False, "t": 64},
        {"op": "drag", "from": [1, 2], "to": [3, 4], "steps": 6, "t": 80, "touch": True},
        {"op": "lift", "t": 96, "touch": True},
    ]
    path = tmp_path / "trace.json"
    path.write_text(json.dumps(trace.build("index.html", 1, 7, [("bot", ops)])))
    assert trace.load(path)["runs"][0]["ops"] == ops


# -- crumb say / tail / status ---------------------------------------------------------------------


@pytest.fixture
def appears_at_once(monkeypatch):
    monkeypatch.setattr("crumb.runner.SESSION_APPEARS_S", 0.0)


@pytest.mark.redis
def test_crumb_say_to_no_session_exits_2_and_sends_nothing(cli, settings, redis_client, appears_at_once):
    for sid, said in (("../etc", "not a session id: '../etc'"), ("01ARZ3NDEKTSV4RRFFQ69G5FAV", "no session 01ARZ")):
        code, err = cli("say", sid, "/approve", redis=True)
        assert code == 2 and said in err and "`crumb ls` lists" in err, err
    assert ingest_length(settings) == 0
    sid = _session_on_disk(settings)
    code, err = cli("say", sid, "/note still here", redis=True)
    assert code == 0 and ingest_length(settings) == 1, err


@pytest.mark.redis
def test_crumb_tail_of_no_session_exits_2_instead_of_waiting_forever(cli, settings, redis_client, appears_at_once):
    code, err = cli("tail", "01ARZ3NDEKTSV4RRFFQ69G5FAV", redis=True)
    assert code == 2 and "no session 01ARZ3NDEKTSV4RRFFQ69G5FAV" in err


@pytest.mark.redis
def test_crumb_tail_from_a_malformed_stream_id_is_a_usage_error_not_a_redis_failure(cli, settings, redis_client):
    sid = _session_on_disk(settings)
    code, err = cli("tail", sid, "--from", "garbage", redis=True)
    assert code == 2 and "'garbage' is not a live-stream id" in err and "Redis error" not in err


def test_crumb_status_of_a_text_with_an_escape_names_it_escaped(cli):
    code, err = cli("status", "\x1b[31mred")
    assert code == 2 and "not a session id: '\\x1b[31mred'" in err


# -- text from people and agents ---------------------------------------------------------------------


@pytest.mark.parametrize("line", ["\x00/approve", "@builder make it \x1b[2Jred", "/note \x07"])
def test_an_intervention_with_a_control_character_is_refused_naming_it(line):
    from crumb.core.inbox import parse_line

    with pytest.raises(InterventionError) as info:
        parse_line(line, FIXTURE_SID)
    assert "the line holds a control character (U+00" in str(info.value) and info.value.exit_code == 2


def test_crumb_tail_shows_an_agents_escape_sequences_instead_of_sending_them_to_the_terminal():
    from crumb.progress import describe_event

    line = describe_event({"from": "builder", "kind": "note", "body": "done\x1b]0;owned\x07\r\nnext"})
    assert "\x1b" not in line and "\x07" not in line and "\r" not in line
    assert "done\\x1b]0;owned\\x07\\x0d next" in line


# -- the dashboard's forms -----------------------------------------------------------------------------


@pytest.mark.redis
def test_the_forecast_reads_only_named_presets_never_a_toml_path_of_the_host(dash, tmp_path):
    (tmp_path / "private.toml").write_text('[secret_table]\napi = "hunter2"\n')
    for preset in (str(tmp_path / "private.toml"), "../" * 12 + str(tmp_path / "private")[1:]):
        resp = dash.get("/api/forecast", query_string={"goal": "a snake game", "preset": preset})
        error = resp.get_json()["error"]
        assert resp.status_code == 400 and "unknown preset" in error and "(known: " in error, error
        assert "secret_table" not in error and "presets/" not in error


@pytest.mark.redis
@pytest.mark.parametrize("goal", [5, ["a snake game"], {"text": "a snake game"}, True])
def test_a_pitch_that_is_not_text_is_a_400_never_turned_into_text(dash, settings, goal):
    resp = dash.post("/api/sessions", json={"goal": goal})
    assert resp.status_code == 400 and f"the pitch must be text, not {type(goal).__name__}" in resp.get_json()["error"]
    assert ingest_length(settings) == 0


@pytest.mark.redis
def test_continuing_with_a_change_that_is_not_text_or_a_bad_release_name_says_which(dash, settings):
    sid = make_session(settings)
    resp = dash.post(f"/api/sessions/{sid}/continue", json={"change": ["faster"]})
    assert resp.status_code == 400 and "say what to change, in one line of text" in resp.get_json()["error"]
    resp = dash.post(f"/api/sessions/{sid}/continue", json={"change": "faster", "release": "../v1"})
    assert resp.status_code == 400 and "not a release name: '../v1'" in resp.get_json()["error"]
    assert ingest_length(settings) == 0


@pytest.mark.redis
def test_an_intervention_with_a_nul_from_the_dashboard_is_a_400(dash, settings):
    sid = make_session(settings)
    resp = dash.post(f"/api/sessions/{sid}/say", json={"line": "\x00/approve"})
    assert resp.status_code == 400 and "control character (U+0000 at 0)" in resp.get_json()["error"]
    assert ingest_length(settings) == 0


# -- what an agent writes: notes whose metadata would take spend off the budgets, or is no object -------


IDENTITY = {"session_id": FIXTURE_SID, "actor": "builder", "adapter": "codex", "model": "", "effect_id": "S1E.0"}


@pytest.mark.parametrize(
    ("metadata", "said"),
    [
        ({"cost_usd": -100}, "metadata.cost_usd: Input should be greater than or equal to 0"),
        ({"tokens_in": -1e9}, "metadata.tokens_in: Input should be greater than or equal to 0"),
        ({"cost_usd": float("nan")}, "metadata.cost_usd: Input should be a finite number"),
        ({"tokens_out": float("inf")}, "metadata.tokens_out: Input should be a finite number"),
    ],
)
def test_an_agent_note_cannot_take_tokens_or_money_off_the_budgets(settings, tmp_path, metadata, said):
    from crumb.cli.agent_cmds import submit_agent_draft

    identity = IDENTITY | {"workspace": str(tmp_path)}
    code, answer = submit_agent_draft({"kind": "note", "body": "free", "metadata": metadata}, identity, settings)
    assert (code, answer["violation"]) == (2, "invalid_draft") and said in answer["detail"]
    assert not (tmp_path / "events.jsonl").exists()


def test_a_transcript_line_with_a_negative_cost_is_refused_on_read(tmp_path):
    from crumb.errors import TranscriptError
    from crumb.transcript import read_events

    lines = (fixture_dir() / "transcript-pass-cat-puzzle.jsonl").read_text().splitlines()
    forged = json.loads(lines[2]) | {"id": "01KQMS9E8CH1HRPAAZ7X891ZZZ", "metadata": {"cost_usd": -100}}
    path = tmp_path / "transcript.jsonl"
    path.write_text("\n".join([*lines[:3], json.dumps(forged), *lines[3:]]) + "\n")
    with pytest.raises(TranscriptError) as info:
        read_events(path)
    assert ":4: invalid event: metadata.cost_usd" in str(info.value)


@pytest.mark.parametrize("metadata", ["x", [1], 5])
def test_a_note_whose_metadata_is_not_an_object_is_refused_by_crumb_event_and_the_worker(settings, tmp_path, metadata):
    from crumb.actors import AGENT_EVENTS_FILE, _Stamp, forward_agent_events
    from crumb.cli.agent_cmds import submit_agent_draft
    from tests.proofs.test_hardening_stack import _spawn

    draft = {"kind": "note", "body": "hi", "metadata": metadata}
    code, answer = submit_agent_draft(draft, IDENTITY | {"workspace": str(tmp_path / "ws")}, settings)
    assert (code, answer["violation"]) == (2, "malformed_draft") and "metadata must be a JSON object" in answer[
        "detail"
    ]
    # Written into events.jsonl by the agent itself: the worker's reader refuses it and reads on.
    path = tmp_path / AGENT_EVENTS_FILE
    path.write_text(json.dumps(draft) + "\n" + json.dumps({"kind": "note", "body": "next"}) + "\n")
    drafts = forward_agent_events(path, "builder", _Stamp(_spawn(), "codex"), settings)
    assert [d["kind"] for d in drafts] == ["audit", "note"] and drafts[1]["body"] == "next"
    assert "metadata must be a JSON object" in drafts[0]["body"]


def test_the_worker_keeps_the_spawns_identity_over_the_metadata_an_agent_wrote(settings, tmp_path):
    from crumb.actors import AGENT_EVENTS_FILE, _Stamp, forward_agent_events
    from tests.proofs.test_hardening_stack import _spawn

    forged = {"adapter": "claude-code", "effect_id": "S9E.7", "harness": "claude-code", "provider": "anthropic"}
    path = tmp_path / AGENT_EVENTS_FILE
    path.write_text(json.dumps({"kind": "note", "body": "hi", "metadata": forged | {"visibility": "private"}}) + "\n")
    [draft] = forward_agent_events(path, "builder", _Stamp(_spawn(), "codex"), settings)
    md = draft["metadata"]
    assert (md["adapter"], md["effect_id"], md["harness"], md["provider"]) == ("codex", "S1E.0", "codex", "openai")
    assert md["visibility"] == "private"  # what is the agent's to say stays


# -- ports and numbers given as flags ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "said"), [(["--port", "-1"], "--port:web_port"), (["--port", "70000"], "--port:web_port")]
)
def test_crumb_web_refuses_a_port_outside_1_to_65535_before_binding(cli, args, said):
    code, err = cli("web", *args)
    assert code == 2 and f"{said}: must be at least 1 and at most 65535" in err and "Traceback" not in err


def test_crumb_web_refuses_one_port_for_both_origins_instead_of_blaming_another_program(cli):
    code, err = cli("web", "--port", "17999", "--preview-port", "17999")
    assert code == 2 and "the dashboard and the game preview need two ports, both are 17999" in err


def test_crumb_up_refuses_a_bad_web_port_before_starting_any_process(cli):
    code, err = cli("up", "--web-port", "0")
    assert code == 2 and "--web-port:web_port: must be at least 1" in err


def test_a_number_passed_to_load_settings_has_the_bounds_it_has_in_crumb_toml():
    with pytest.raises(ConfigError, match="argument:qa_timeout_s: must be more than 0"):
        load_settings(env={}, qa_timeout_s=float("nan"))
    assert load_settings(env={}, qa_timeout_s=30).qa_timeout_s == 30


# -- sessions on disk that are torn, empty or hand-edited -----------------------------------------------------


def _folder(settings, n: int, transcript: bytes | None = None) -> str:
    sid = f"01AAAAAAAAAAAAAAAAAAAAAAA{n}"
    folder = settings.session_dir(sid)
    folder.mkdir(parents=True)
    if transcript is not None:
        (folder / "transcript.jsonl").write_bytes(transcript)
    return sid


def test_one_unreadable_transcript_is_listed_as_such_and_hides_no_other_session(cli, settings):
    good = _session_on_disk(settings)
    garbage = _folder(settings, 1, b"garbage\n")
    folder = _folder(settings, 2)
    (settings.session_dir(folder) / "transcript.jsonl").mkdir()  # a folder where the file should be
    code, err = cli("ls", "--json")
    assert code == 0, err
    rows = {r["session_id"]: r for r in json.loads(cli.out)}
    assert rows[good]["status"] == "done"
    # said as the dashboard says it (crumb.readable)
    assert rows[garbage]["status"] == "unreadable" and rows[garbage]["reason"] == (
        "line 1 of transcript.jsonl is unreadable (line is not JSON (Expecting value at column 1)); "
        "it is left out of what is shown here"
    )
    assert "cannot read the transcript (Is a directory)" in str(rows[folder]["reason"])


def test_crumb_ls_prints_an_unreadable_session_with_its_reason_beside_the_others(cli, settings):
    _session_on_disk(settings)
    _folder(settings, 1, b"\xff\xfe\n")
    code, _err = cli("ls")
    out = cli.out
    assert code == 0 and "unreadable" in out and "line is not UTF-8" in out and "25.4/30" in out


@pytest.mark.parametrize("command", [("metrics", "--json"), ("fleet", "--from-transcripts", "--json")])
def test_rollups_over_every_session_skip_an_unreadable_transcript_saying_which(cli, settings, command):
    _session_on_disk(settings)
    garbage = _folder(settings, 1, b'{"not": "an event"}\n')
    code, err = cli(*command)
    assert code == 0 and f"crumb: skipped: {settings.session_dir(garbage)}/transcript.jsonl:1: invalid event" in err
    if command[0] == "metrics":
        assert json.loads(cli.out)["sessions"] == 1


def test_a_hand_edited_meta_json_with_wrong_types_is_shown_as_unknown_not_crashed_on(cli, settings):
    sid = _session_on_disk(settings)
    meta = {"status": 5, "verdict": ["PASS"], "aggregate": "high", "goal": 7, "stage": None}
    (settings.session_dir(sid) / "meta.json").write_text(json.dumps(meta))
    code, err = cli("ls")
    assert code == 0 and sid in cli.out, err
    code, err = cli("status", sid, "--json")
    shown = json.loads(cli.out)
    assert code == 0 and (shown["verdict"], shown["aggregate"], shown["goal"]) == (None, None, None)


@pytest.mark.redis
def test_a_session_whose_transcript_is_empty_is_no_session_yet_on_every_page(dash, settings):
    sid = _folder(settings, 3, b"")
    for path in (
        f"/s/{sid}",
        f"/api/sessions/{sid}",
        f"/api/sessions/{sid}/export/otel",
        f"/api/sessions/{sid}/export/chrome",
    ):
        resp = dash.get(path)
        assert resp.status_code == 404 and f"no session {sid}" in resp.get_data(as_text=True), path


@pytest.mark.redis
def test_a_session_page_without_a_goal_yet_is_titled_by_its_id(dash, settings):
    first = (fixture_dir() / "transcript-pass-cat-puzzle.jsonl").read_bytes().split(b"\n")[0] + b"\n"
    sid = _folder(settings, 4, first)  # session.start only: the goal line is not written yet
    resp = dash.get(f"/s/{sid}")
    assert resp.status_code == 200 and f"<title>{sid[:37]}" in resp.get_data(as_text=True)


@pytest.mark.redis
def test_comparing_with_an_unreadable_session_leaves_its_column_out_saying_why(dash, settings):
    good = _session_on_disk(settings)
    bad = _folder(settings, 1, b"garbage\n")
    resp = dash.get("/compare", query_string=[("s", good), ("s", bad)])
    page = resp.get_data(as_text=True)
    assert resp.status_code == 200 and f"{bad}</span> is left out: its transcript cannot be read" in page
    assert "line is not JSON" in page


# -- export destinations and stack settings ----------------------------------------------------------------


def test_copy_artifacts_into_the_artifacts_it_reads_is_refused_and_writes_nothing_there(cli, settings, tmp_path):
    sid = make_session(settings)
    artifacts = settings.paths(sid).artifacts
    before = sorted(p.relative_to(artifacts) for p in artifacts.rglob("*"))
    for to in (artifacts, artifacts / "copy"):
        code, err = cli("copy-artifacts", sid, "--to", str(to))
        assert code == 2 and f"--to {to} is inside the artifacts it copies" in err, err
    assert sorted(p.relative_to(artifacts) for p in artifacts.rglob("*")) == before
    (tmp_path / "a-file").write_text("x")
    code, err = cli("copy-artifacts", sid, "--to", str(tmp_path / "a-file"))
    assert code == 2 and "is a file; give a folder" in err


def test_a_release_zip_path_that_is_a_folder_is_refused_before_the_release_is_made(cli, settings, tmp_path):
    sid = make_session(settings)
    code, err = cli("release", sid, "--as", "v1", "--zip", str(tmp_path))
    assert code == 2 and f"--zip {tmp_path} is a folder: give the bundle's file path, e.g. {tmp_path / 'v1.zip'}" in err
    assert not (settings.session_dir(sid) / "releases").exists()  # so `--as v1` can be given again


def test_a_redis_url_whose_database_is_not_a_number_is_refused_not_read_as_database_0():
    with pytest.raises(ConfigError) as info:
        load_settings(env={"CRUMB_REDIS_URL": "redis://127.0.0.1:6379/abc"})
    assert "$CRUMB_REDIS_URL:redis_url: 'redis://127.0.0.1:6379/abc': the database after the last /" in str(info.value)
    assert load_settings(env={"CRUMB_REDIS_URL": "redis://127.0.0.1:6379/3"}).redis_url.endswith("/3")


def test_a_bad_binding_in_the_environment_is_named_as_the_environments():
    with pytest.raises(ConfigError) as info:
        load_settings(env={"CRUMB_BIND": "builder=mock garbage"})
    assert str(info.value) == "$CRUMB_BIND:bind: must be <actor>=<adapter>[:<model>], got 'garbage'"


def test_replay_check_says_a_corrupt_meta_json_differs_instead_of_passing_without_it(cli, settings):
    sid = _session_on_disk(settings)
    assert cli("replay", "--check", sid)[0] == 0  # no meta.json: the two folds agree, nothing else to compare
    (settings.session_dir(sid) / "meta.json").write_text("{torn")
    code, _err = cli("replay", "--check", sid)
    assert code == 1 and "meta.json beside it is not a JSON object the replay can compare with" in cli.out


# -- crumb qa: a page that is too slow to load is a hung game, whichever timer notices first ------------


def test_a_browser_steps_own_timeout_is_a_hang_not_a_failure_of_the_check():
    from playwright.sync_api import TimeoutError as StepTimeout

    from crumb.qa.watchdog import Hung, Watchdog

    # A 20 MB index.html came out "broken, the page hung" (exit 1) in three runs and "the QA check
    # itself failed (TimeoutError: Page.goto: Timeout 10000ms exceeded)" (exit 2) in one: page.goto's
    # timeout and the watchdog's hang budget are the same length, and either may run out first.
    with Watchdog(total_s=60, hang_s=10, kill=lambda level: None) as dog:
        with pytest.raises(Hung) as info:
            with dog.step("load index.html (desktop run 1)"):
                raise StepTimeout("Page.goto: Timeout 10000ms exceeded.")
        assert (info.value.label, info.value.reason) == (
            "load index.html (desktop run 1)",
            "the page stopped responding for 10 s",
        )
        with pytest.raises(ValueError):  # any other error is the check's own, as before
            with dog.step("take a screenshot"):
                raise ValueError("not a timeout")


def test_crumb_resume_of_a_path_that_names_a_folder_is_no_session(cli, settings):
    settings.sessions_dir.mkdir(parents=True, exist_ok=True)
    # Before: "../sessions" is a folder, so a local stack started and drove a session of that name.
    code, err = cli("resume", "../sessions")
    assert code == 2 and "crumb: not a session id: '../sessions' (a session id has no '/': it names a session" in err


@pytest.mark.parametrize("number", ["NaN", "Infinity", "-Infinity"])
def test_a_spec_whose_tuning_is_no_finite_number_is_the_planners_error_naming_the_field(tmp_path, number):
    """Python reads NaN and Infinity in JSON; the transcript writes them as null, so the spec the
    coordinator reduced and sent the builder was not the spec a replay reads."""
    from crumb.adapters.mock import mock_spec
    from crumb.adapters.outputs import OutputInvalid, planner_outcome

    session = tmp_path / "01KAAAAAAAAAAAAAAAAAAAAAAA"
    workspace = session / "workspaces" / "planner-lead"
    workspace.mkdir(parents=True)
    spec = json.dumps(mock_spec("a snake game") | {"tuning": {"speed": 0}}).replace('"speed": 0', f'"speed": {number}')
    (workspace / "spec.json").write_text(spec)
    (workspace / "spec.md").write_text("# a snake game\n")
    with pytest.raises(OutputInvalid, match=r"spec.json: tuning\.speed"):
        planner_outcome(workspace, session, update=False)


@pytest.mark.parametrize("name", ["spec.json", "spec.md"])
def test_an_agent_output_file_past_the_size_limit_is_refused_naming_it_without_reading_it_whole(tmp_path, name):
    """Before, a planner's spec.json was read whole: a sparse file of a terabyte (or a runaway loop's
    output) took the worker's memory. Now at most the limit and one byte are read."""
    from crumb.adapters.mock import mock_spec
    from crumb.adapters.outputs import MAX_OUTPUT_BYTES, OutputInvalid, planner_outcome

    session = tmp_path / "01KAAAAAAAAAAAAAAAAAAAAAAA"
    workspace = session / "workspaces" / "planner-lead"
    workspace.mkdir(parents=True)
    (workspace / "spec.json").write_text(json.dumps(mock_spec("a snake game")))
    (workspace / "spec.md").write_text("# a snake game\n")
    with (workspace / name).open("r+b") as f:
        f.truncate(1 << 40)  # sparse: a terabyte on paper, nothing on disk
    said = rf"^{re.escape(name)}: larger than {MAX_OUTPUT_BYTES >> 20} MiB, not read; it should hold only what"
    with pytest.raises(OutputInvalid, match=said):
        planner_outcome(workspace, session, update=False)
    assert not (session / "artifacts" / "spec.json").exists()  # nothing published


def test_an_agent_output_file_at_the_size_limit_is_still_read(tmp_path):
    from crumb.adapters.mock import mock_spec
    from crumb.adapters.outputs import MAX_OUTPUT_BYTES, planner_outcome

    session = tmp_path / "01KAAAAAAAAAAAAAAAAAAAAAAA"
    workspace = session / "workspaces" / "planner-lead"
    workspace.mkdir(parents=True)
    (workspace / "spec.json").write_text(json.dumps(mock_spec("a snake game")))
    (workspace / "spec.md").write_bytes(b"# a snake game\n" + b"x" * (MAX_OUTPUT_BYTES - 15))
    assert (workspace / "spec.md").stat().st_size == MAX_OUTPUT_BYTES
    drafts = planner_outcome(workspace, session, update=False)
    assert drafts[0]["kind"] == "spec" and (session / "artifacts" / "spec.md").stat().st_size == MAX_OUTPUT_BYTES
