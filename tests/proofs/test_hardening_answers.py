"""The bad-input audit, third pass: a transcript with a bad line in the middle, an unknown event id, an
unknown session given to every command, an over-long intervention. Each got a 500, a silent wrong
answer or an exit code of its own before; each now gets an answer that says what was wrong and what to do."""

from __future__ import annotations

import json

import pytest

from tests.proofs.conftest import config_error
from tests.web.sessions import make_session

pytestmark = [pytest.mark.proofs]

NOT_JSON = "line is not JSON (Expecting value at column 1)"


def _with_bad_lines(settings) -> tuple[str, int]:
    """A whole session whose transcript has a line that is not JSON (4) and one that is no event (7)."""
    sid = make_session(settings)
    path = settings.session_dir(sid) / "transcript.jsonl"
    lines = path.read_bytes().splitlines()
    lines[3:3] = [b"garbage"]
    lines[6:6] = [b'{"not": "an event"}']
    path.write_bytes(b"\n".join(lines) + b"\n")
    return sid, len(lines) - 2


@pytest.mark.redis
def test_a_transcript_with_a_bad_line_is_still_shown_saying_which_line_is_unreadable(dash, settings):
    sid, good = _with_bad_lines(settings)
    said = f"line 4 of transcript.jsonl is unreadable ({NOT_JSON}); it is left out of what is shown here"
    page = dash.get(f"/s/{sid}")
    assert page.status_code == 200 and said in page.get_data(as_text=True)
    frame = dash.get(f"/api/sessions/{sid}")
    assert frame.status_code == 200
    assert [(u["line"], u["reason"][:25]) for u in frame.get_json()["unreadable"]] == [
        (4, NOT_JSON[:25]),
        (7, "invalid event: id: Field "),
    ]
    events = dash.get(f"/api/sessions/{sid}/events", query_string={"private": "1"})
    assert events.status_code == 200 and len(events.get_json()["events"]) == good
    assert events.get_json()["unreadable"][0]["message"] == said
    [row] = [r for r in dash.get("/api/sessions").get_json()["sessions"] if r["session_id"] == sid]
    assert row["status"] != "unreadable" and row["unreadable"][0]["message"] == said
    assert said in dash.get("/").get_data(as_text=True)


@pytest.mark.redis
def test_an_export_of_a_transcript_with_a_bad_line_is_refused_naming_it_not_exported_without_it(dash, settings):
    sid, _good = _with_bad_lines(settings)
    for fmt in ("otel", "chrome"):
        resp = dash.get(f"/api/sessions/{sid}/export/{fmt}")
        error = resp.get_json()["error"]
        assert resp.status_code == 409 and error.startswith(f"cannot export: line 4: {NOT_JSON}; line 7: invalid")
        assert error.endswith(f"fix or remove the line in {settings.session_dir(sid) / 'transcript.jsonl'}")


@pytest.mark.redis
def test_a_transcript_without_one_readable_line_is_an_unreadable_session_not_a_500(dash, settings):
    sid = "01AAAAAAAAAAAAAAAAAAAAAAA5"
    settings.session_dir(sid).mkdir(parents=True)
    (settings.session_dir(sid) / "transcript.jsonl").write_bytes(b"garbage\n")
    said = f"line 1 of transcript.jsonl is unreadable ({NOT_JSON})"
    [row] = [r for r in dash.get("/api/sessions").get_json()["sessions"] if r["session_id"] == sid]
    assert row["status"] == "unreadable" and said in row["reason"]
    frame = dash.get(f"/api/sessions/{sid}")
    assert frame.status_code == 200 and frame.get_json()["summary"]["status"] == "unreadable"
    assert said in frame.get_json()["unreadable"][0]["message"]
    page = dash.get(f"/s/{sid}")
    assert page.status_code == 200 and said in page.get_data(as_text=True)
    events = dash.get(f"/api/sessions/{sid}/events").get_json()
    assert events["events"] == [] and said in events["unreadable"][0]["message"]


@pytest.mark.redis
def test_the_metrics_leave_out_a_transcript_with_a_bad_line_saying_so_as_crumb_metrics_does(dash, settings):
    make_session(settings)
    sid, _good = _with_bad_lines(settings)
    said = f"{sid}: line 4 of transcript.jsonl is unreadable ({NOT_JSON})"
    agg = dash.get("/api/metrics").get_json()["sessions"]
    assert agg["sessions"] == 1 and len(agg["skipped"]) == 1 and agg["skipped"][0].startswith(said)
    page = dash.get("/metrics").get_data(as_text=True)
    assert f"Left out of the rollup: {said}" in page


@pytest.mark.redis
def test_events_after_an_id_the_session_does_not_have_is_a_400_not_every_event(dash, settings):
    sid = make_session(settings)
    other = make_session(settings)
    ids = [e["id"] for e in dash.get(f"/api/sessions/{sid}/events").get_json()["events"]]
    foreign = dash.get(f"/api/sessions/{other}/events").get_json()["events"][0]["id"]
    for after in (foreign, "nope", "x" * 5000):
        resp = dash.get(f"/api/sessions/{sid}/events", query_string={"after": after})
        assert resp.status_code == 400 and resp.get_json()["error"] == (
            f"no event {after[:80]!r} in session {sid}: give the id of one of its events as ?after= "
            "(the last one you have), or leave ?after= out for every event"
        )
    resp = dash.get(f"/api/sessions/{sid}/events", query_string={"after": ids[-2]})
    assert resp.status_code == 200 and [e["id"] for e in resp.get_json()["events"]] == ids[-1:]


# -- an unknown session or release, given to the commands that export ------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ("export", "01ARZ3NDEKTSV4RRFFQ69G5FAV"),
        ("release", "01ARZ3NDEKTSV4RRFFQ69G5FAV", "--as", "v1"),
        ("copy-artifacts", "01ARZ3NDEKTSV4RRFFQ69G5FAV", "--to", "out"),
        ("status", "01ARZ3NDEKTSV4RRFFQ69G5FAV"),
    ],
)
def test_every_command_given_no_such_session_exits_2_saying_how_to_list_them(cli, settings, args):
    code, err = cli(*args)
    assert code == 2 and "crumb: no session 01ARZ3NDEKTSV4RRFFQ69G5FAV" in err and "`crumb ls` lists them" in err


@pytest.mark.parametrize("command", [("export",), ("release", "--as", "v1"), ("copy-artifacts", "--to", "out")])
def test_an_export_given_a_path_for_a_session_id_exits_2_and_reads_nothing_there(cli, command):
    code, err = cli(command[0], "../etc", *command[1:])
    assert code == 2 and "'../etc' (a session id has no '/'" in err and err.startswith("crumb: not a session id")


def test_copy_artifacts_of_a_release_that_is_not_there_exits_2_naming_it(cli, settings):
    sid = make_session(settings)
    for ref, said in (
        ("v3", f"no release v3 in any session under {settings.sessions_dir}"),
        (f"{sid}/v3", f"no release v3 in session {sid} (no folder "),
        ("../../etc/v1", "not a session id, SID/vN or vN: '../../etc/v1'"),
        (f"{sid}/../../x", f"not a session id, SID/vN or vN: '{sid}/../../x'"),
    ):
        code, err = cli("copy-artifacts", ref, "--to", "out")
        assert code == 2 and said in err, (ref, err)


# -- one limit for an intervention line, wherever it is typed ------------------------------------------


@pytest.mark.redis
def test_an_over_long_intervention_is_refused_alike_by_the_cli_and_the_dashboard(cli, dash, settings, redis_client):
    from crumb.core.inbox import MAX_LINE_CHARS
    from tests.proofs.test_hardening_web import ingest_length

    sid = make_session(settings)
    said = f"the line is too long ({MAX_LINE_CHARS + 1} characters, {MAX_LINE_CHARS} at most): say it in fewer words"
    long_line = "/note " + "x" * (MAX_LINE_CHARS - 5)
    code, err = cli("say", sid, long_line, redis=True)
    assert code == 2 and said in err
    resp = dash.post(f"/api/sessions/{sid}/say", json={"line": long_line})
    assert resp.status_code == 400 and resp.get_json()["error"] == said
    assert ingest_length(settings) == 0
    at_most = long_line[:-1]
    assert cli("say", sid, at_most, redis=True)[0] == 0
    assert dash.post(f"/api/sessions/{sid}/say", json={"line": at_most}).status_code == 202
    assert ingest_length(settings) == 2


# -- numbers given as flags ----------------------------------------------------------------------------


@pytest.mark.parametrize("command", [("web", "--server", "gunicorn"), ("up",)])
@pytest.mark.parametrize("workers", ["100000", "0", "-3", "two"])
def test_a_worker_count_outside_1_to_64_is_refused_before_any_process_starts(cli, capsys, command, workers):
    # Before: `crumb web --server gunicorn --workers 100000` forked workers until it was killed.
    with pytest.raises(SystemExit) as info:
        cli(*command, "--workers", workers)
    err = capsys.readouterr().err
    assert info.value.code == 2
    assert f"argument --workers: {workers!r}: give a whole number of processes from 1 to 64" in err


@pytest.mark.parametrize("command", [("forecast",), ("run",)])
@pytest.mark.parametrize("share", ["nan", "-1", "inf"])
def test_a_weight_that_is_no_share_is_refused_by_forecast_and_before_runs_forecast(cli, command, share):
    code, err = cli(*command, "--goal", "a snake game", "--weight", share)
    assert code == 2 and f"crumb: --weight {share}: give a share above 0 and at most 1000" in err
    assert "forecast" not in cli.out + err  # refused before anything is forecast or started


# -- settings whose value is of the wrong kind ----------------------------------------------------------------


@pytest.mark.parametrize("url", ["http://127.0.0.1:6379/0", "localhost:6379", "5"])
def test_a_redis_url_that_is_no_redis_url_is_a_config_error_naming_where_not_exit_4_at_first_connect(
    cli, tmp_path, monkeypatch, url
):
    from crumb.config import load_settings
    from crumb.errors import ConfigError

    said = f"{url!r} is not a Redis URL: use redis://host:port/0 (or rediss://, unix://)"
    with pytest.raises(ConfigError) as info:
        load_settings(env={"CRUMB_REDIS_URL": url})
    assert str(info.value) == f"$CRUMB_REDIS_URL:redis_url: {said}"
    code, err = cli("ls", "--redis", url)
    assert code == 2 and f"crumb: --redis:redis_url: {said}" in err
    path = tmp_path / "crumb.toml"
    path.write_text(f"redis_url = {json.dumps(url)}\n")
    monkeypatch.setenv("CRUMB_CONFIG", str(path))
    code, err = cli("ls")
    assert code == 2 and f"crumb: {path}:redis_url: {said}" in err


@pytest.mark.parametrize("home", ["", "  "])
def test_an_empty_home_in_crumb_toml_is_refused_not_read_as_the_current_folder(tmp_path, home):
    from crumb.config import load_settings
    from crumb.errors import ConfigError

    path = tmp_path / "crumb.toml"
    path.write_text(f"home = {json.dumps(home)}\n")
    with pytest.raises(ConfigError) as info:
        load_settings(env={}, config_path=path)
    assert str(info.value) == f"{path}:home: expected a folder path, got {home!r}"


@pytest.mark.parametrize(("command", "flag"), [(("copy-artifacts",), "--to"), (("export",), "--out")])
def test_an_empty_destination_is_refused_not_read_as_the_current_folder(cli, capsys, settings, tmp_path, command, flag):
    sid = make_session(settings)
    # Before: `crumb copy-artifacts SID --to ""` copied the game into whatever folder crumb ran in.
    with pytest.raises(SystemExit) as info:
        cli(*command, sid, flag, "")
    assert info.value.code == 2
    assert f"argument {flag}: the path is empty text: give a file or folder path" in capsys.readouterr().err
    assert not (tmp_path / "game").exists()  # the folder crumb ran in (the cli fixture's)


@pytest.mark.parametrize(
    ("token", "said"), [("x", "a 1-character token"), (" " * 20, "a 20-character token holding a space")]
)
def test_listening_beyond_loopback_with_a_guessable_token_is_refused(cli, token, said):
    code, err = cli("web", "--host", "0.0.0.0", "--port", "17455", "--preview-port", "17456", "--token", token)
    assert code == 2 and f"crumb: web_token: refusing to listen on '0.0.0.0' with {said}: give at least 16" in err


@pytest.mark.redis
@pytest.mark.parametrize(
    ("body", "said"),
    [
        ({}, 'give the release a version name in the field "version": v1, v2, … (optionally v2-short-label)'),
        ({"as": "v1"}, "unknown field(s) 'as': this request takes version"),
        (
            {"version": "  "},
            'give the release a version name in the field "version": v1, v2, … (optionally v2-short-label)',
        ),
    ],
)
def test_a_release_from_the_dashboard_without_a_version_says_which_field_to_send(dash, settings, body, said):
    sid = make_session(settings)
    resp = dash.post(f"/api/sessions/{sid}/release", json=body)
    assert resp.status_code == 400 and resp.get_json()["error"] == said
    assert not (settings.session_dir(sid) / "releases").exists()


# -- text that cannot be written as UTF-8 (a lone surrogate) ------------------------------------------------


@pytest.mark.redis
def test_a_pitch_or_a_change_with_a_lone_surrogate_is_a_400_not_a_500_and_nothing_is_sent(dash, settings):
    from tests.proofs.test_hardening_web import ingest_length

    sid = make_session(settings)
    # JSON may spell a lone surrogate ("\ud800"): signing the entry could not encode it, a 500 before.
    resp = dash.post("/api/sessions", data=b'{"goal": "\\ud800 snake"}', content_type="application/json")
    assert resp.status_code == 400
    assert (
        resp.get_json()["error"] == "the pitch is not valid Unicode text (surrogates not allowed at 0): send UTF-8 text"
    )
    resp = dash.post(
        f"/api/sessions/{sid}/continue", data=b'{"change": "faster \\ud800"}', content_type="application/json"
    )
    assert resp.status_code == 400 and resp.get_json()["error"] == (
        "the change is not plain text (surrogates not allowed at 7): send UTF-8 text without control characters"
    )
    assert ingest_length(settings) == 0


def test_a_pitch_from_argv_bytes_that_are_not_utf8_is_a_usage_error(cli, capsys):
    with pytest.raises(SystemExit) as info:
        cli("forecast", "--goal", "\udcff snake")  # how Python hands over the argv byte 0xff
    assert info.value.code == 2
    assert (
        "argument --goal: the pitch is not valid Unicode text (surrogates not allowed at 0)" in capsys.readouterr().err
    )


@pytest.mark.redis
@pytest.mark.parametrize(
    ("bindings", "said"),
    [
        ("builder=mock", 'bindings must be an object of actor: "adapter[:model]", e.g. {"builder": "mock"}'),
        (["mock"], 'bindings must be an object of actor: "adapter[:model]", e.g. {"builder": "mock"}'),
        ({"nobody": "mock"}, "bindings name no actor 'nobody': the actors are planner-lead, builder, verifier"),
    ],
)
def test_bindings_the_dashboard_cannot_use_are_a_400_not_dropped(dash, settings, bindings, said):
    from tests.proofs.test_hardening_web import ingest_length

    resp = dash.post("/api/sessions", json={"goal": "a snake game", "bindings": bindings})
    assert resp.status_code == 400 and resp.get_json()["error"] == said
    assert ingest_length(settings) == 0


@pytest.mark.redis
def test_crumb_tail_from_a_stream_id_past_64_bits_is_a_usage_error_not_a_redis_failure(cli, settings, redis_client):
    sid = make_session(settings)
    code, err = cli("tail", sid, "--from", "99999999999999999999-0", redis=True)
    assert code == 2 and "'99999999999999999999-0' is not a live-stream id" in err and "Redis error" not in err


@pytest.mark.redis
def test_a_body_past_the_dashboards_limit_is_a_413_saying_the_limit_and_what_fits(dash, settings):
    sid = make_session(settings)
    said = (
        "the request body is larger than 64 kB, the most the dashboard reads: a pitch is at most 2000 "
        "characters and an intervention line 8000; send less"
    )
    for path, body in ((f"/api/sessions/{sid}/say", {"line": "x" * 70_000}), ("/api/sessions", {"goal": "y" * 70_000})):
        resp = dash.post(path, json=body)
        assert resp.status_code == 413 and resp.get_json()["error"] == said, path


@pytest.mark.parametrize(
    "args",
    [
        ("run", "--goal", "a snake game", "--release", ""),
        ("run", "--goal", "faster", "--from", ""),
        ("submit", "--goal", "faster", "--from", " "),
        ("forecast", "--goal", "a snake game", "--preset", ""),
        ("doctor", "--preset", ""),
    ],
)
def test_an_empty_flag_is_refused_not_read_as_the_flag_left_out(cli, capsys, args):
    # Before: `crumb run --goal faster --from ""` built a new game from the pitch "faster", exit 0.
    with pytest.raises(SystemExit) as info:
        cli(*args)
    assert info.value.code == 2
    flag = next(a for a in reversed(args) if a.startswith("--"))
    assert f"argument {flag}: empty text: give a value, or leave the flag out" in capsys.readouterr().err


@pytest.mark.redis
@pytest.mark.parametrize("path", ["events", "stream"])
@pytest.mark.parametrize("value", ["true", "yes", ""])
def test_private_given_as_anything_but_1_or_0_is_a_400_not_read_as_hide_them(dash, settings, path, value):
    # Before: ?private=true hid the private events without a word, as if 0 had been asked for.
    sid = make_session(settings)
    resp = dash.get(f"/api/sessions/{sid}/{path}", query_string={"private": value})
    assert resp.status_code == 400
    assert f"?private= takes 1 (show private events too) or 0, not {value!r}" in resp.get_data(as_text=True)
    assert dash.get(f"/api/sessions/{sid}/events", query_string={"private": "0"}).status_code == 200


@pytest.mark.parametrize("flag", ["--out", "--spec", "--replay"])
def test_crumb_qa_refuses_an_empty_path_not_reading_it_as_the_current_folder(cli, capsys, tmp_path, flag):
    with pytest.raises(SystemExit) as info:
        cli("qa", str(tmp_path), flag, "")
    assert info.value.code == 2
    assert f"argument {flag}: the path is empty text: give a file or folder path" in capsys.readouterr().err
    assert not (tmp_path / "report.json").exists()


@pytest.mark.parametrize(
    ("line", "said"),
    [
        (
            "namespace = 5",
            "expected a namespace: 1 to 64 letters, digits, '-', '_' or '.', starting with a letter or digit, got 5",
        ),
        (
            'namespace = "a b:c"',
            "expected a namespace: 1 to 64 letters, digits, '-', '_' or '.', starting with a letter or digit, got 'a b:c'",
        ),
        ("web_host = 127", "expected text (in quotes), got 127"),
        ("chromium_path = 1.5", "expected text (in quotes), got 1.5"),
    ],
)
def test_a_number_where_text_is_meant_or_a_namespace_that_would_split_keys_is_a_config_error(tmp_path, line, said):
    # Before: namespace = 5 became "5", and a ":" in a namespace made its keys read as another's.
    assert config_error(tmp_path, line) == f"crumb.toml:{line.split()[0]}: {said}"
