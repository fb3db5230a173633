"""The bad-input audit, fourth pass: `crumb ls` read a session's meta.json and showed "done" for a transcript
that `crumb status` then failed on; `--from SID/../../x` said "found none" for a session that exists; a preset
named "../x" in crumb.toml was taken. Each surface now says what is wrong, the same way, and what to do."""

from __future__ import annotations

import json

import pytest

from crumb.bindings import PRESETS_DIR
from crumb.meta import write_meta
from tests.proofs.conftest import config_error
from tests.web.sessions import make_session

pytestmark = [pytest.mark.proofs]

NOT_AN_EVENT = b'{"not": "an event"}'


def _done_then_a_bad_line(settings, *, meta: dict | None = None) -> tuple[str, str]:
    """A finished session whose meta.json the coordinator wrote, then a line that is no event at its end."""
    from crumb.core.reducer import fold
    from crumb.core.state import summary
    from crumb.transcript import read_events

    sid = make_session(settings, verdict="PASS", finished=True)
    path = settings.session_dir(sid) / "transcript.jsonl"
    write_meta(settings.session_dir(sid), meta or summary(fold(read_events(path))))
    lines = path.read_bytes().splitlines()
    with path.open("ab") as f:
        f.write(NOT_AN_EVENT + b"\n")
    said = f"line {len(lines) + 1} of transcript.jsonl is unreadable (invalid event: id: Field required;"
    return sid, said


def test_ls_and_status_name_a_line_that_is_no_event_and_show_the_rest_as_the_dashboard_does(cli, settings):
    sid, said = _done_then_a_bad_line(settings)
    code, err = cli("ls")
    row, flag = cli.out.splitlines()  # type: ignore[attr-defined]
    assert code == 0 and err == "" and row.startswith(f"{sid}  done ") and "PARTIAL" in row
    assert flag.startswith(f"  ! {said}") and flag.endswith("; it is left out of what is shown here")
    code, _ = cli("ls", "--json")
    [listed] = json.loads(cli.out)  # type: ignore[attr-defined]
    assert code == 0 and listed["status"] == "done" and listed["unreadable"][0]["message"].startswith(said)
    code, err = cli("status", sid)
    text = cli.out  # type: ignore[attr-defined]
    assert code == 0 and err == "" and f"unreadable    {said}" in text and "status        done" in text
    code, _ = cli("status", sid, "--json")
    shown = json.loads(cli.out)  # type: ignore[attr-defined]
    assert code == 0 and shown["unreadable"] == listed["unreadable"] and shown["events"] == 16


@pytest.mark.redis
def test_the_cli_and_the_dashboard_say_the_same_of_an_unreadable_line(cli, dash, settings):
    sid, _said = _done_then_a_bad_line(settings)
    cli("ls", "--json")
    [listed] = json.loads(cli.out)  # type: ignore[attr-defined]
    [row] = [r for r in dash.get("/api/sessions").get_json()["sessions"] if r["session_id"] == sid]
    assert listed["unreadable"] == row["unreadable"] == dash.get(f"/api/sessions/{sid}").get_json()["unreadable"]
    assert (listed["status"], listed["verdict"]) == (row["status"], row["verdict"]) == ("done", "PARTIAL")


def test_a_meta_json_that_says_otherwise_than_the_readable_lines_is_not_shown(cli, settings):
    # A coordinator that restarts skips such a transcript and rewrites its meta.json from nothing.
    sid, said = _done_then_a_bad_line(settings, meta={"session_id": "x", "status": "running", "stage": "planning"})
    cli("ls", "--json")
    [listed] = json.loads(cli.out)  # type: ignore[attr-defined]
    assert (listed["session_id"], listed["status"], listed["goal"]) == (sid, "done", "a paddle game")
    cli("status", sid, "--json")
    assert json.loads(cli.out)["stage"] == "done"  # type: ignore[attr-defined]


def test_a_clean_transcript_is_shown_from_its_meta_json_with_no_unreadable_line(cli, settings):
    sid = make_session(settings, verdict="PASS", finished=True)
    write_meta(settings.session_dir(sid), {"session_id": sid, "status": "done", "goal": "as meta.json says"})
    code, _ = cli("ls", "--json")
    [listed] = json.loads(cli.out)  # type: ignore[attr-defined]
    assert code == 0 and listed["goal"] == "as meta.json says" and listed["unreadable"] == []
    cli("ls")
    assert "!" not in cli.out and len(cli.out.splitlines()) == 1  # type: ignore[attr-defined]


def test_ls_names_three_unreadable_lines_and_says_how_many_more_status_names_them_all(cli, settings):
    sid = make_session(settings)
    path = settings.session_dir(sid) / "transcript.jsonl"
    first = len(path.read_bytes().splitlines()) + 1
    with path.open("ab") as f:
        f.write(b"garbage\n" * 5)
    cli("ls")
    out = cli.out.splitlines()  # type: ignore[attr-defined]
    wanted = [f"  ! line {n} of transcript.jsonl is unreadable (line is not JSON" for n in range(first, first + 3)]
    assert len(out) == 5 and all(line.startswith(w) for line, w in zip(out[1:4], wanted, strict=True))
    assert out[4] == f"  ! and 2 more unreadable lines; `crumb status {sid}` names them all"
    cli("status", sid)
    assert sum(line.startswith("unreadable ") for line in cli.out.splitlines()) == 5  # type: ignore[attr-defined]


def test_a_transcript_without_one_event_is_an_unreadable_session_in_ls_and_status_alike(cli, settings):
    sid = "01AAAAAAAAAAAAAAAAAAAAAAA6"
    settings.session_dir(sid).mkdir(parents=True)
    (settings.session_dir(sid) / "transcript.jsonl").write_bytes(b"garbage\n")
    said = "line 1 of transcript.jsonl is unreadable (line is not JSON (Expecting value at column 1))"
    code, _ = cli("ls")
    assert code == 0 and cli.out.startswith(f"{sid}  unreadable ") and said in cli.out  # type: ignore[attr-defined]
    code, _ = cli("status", sid, "--json")
    shown = json.loads(cli.out)  # type: ignore[attr-defined]
    assert code == 0 and shown["status"] == "unreadable" and shown["reason"].startswith(said)
    assert shown["events"] == 0 and shown["unreadable"][0]["line"] == 1


# -- a session reference with a path in it, given where a session id is meant ---------------------------

SHAPE_SAID = "a session id is 1 to 64 letters, digits, '_' or '-', starting with a letter or digit"


@pytest.mark.parametrize("command", ["run", "submit"])
def test_from_a_path_below_a_session_that_exists_is_refused_as_a_path_not_found_none(cli, settings, command):
    sid = make_session(settings, verdict="PASS", finished=True)
    code, err = cli(command, "--goal", "faster", "--from", f"{sid}/../../x")
    assert code == 2 and err.startswith(
        f"crumb: --from {sid}/../../x: not a session id, SID/vN or vN: '{sid}/../../x' (a session id has no '/', "
        "and SID/vN has one, before a release name: this is a path); " + SHAPE_SAID
    )
    code, err = cli(command, "--goal", "faster", "--from", f"{sid}/")
    assert code == 2 and "(after the '/' comes a release name like v1 or v2-short-label, not '')" in err


@pytest.mark.parametrize(
    "args",
    [
        ("status", "{}"),
        ("resume", "{}"),
        ("tail", "{}"),
        ("say", "{}", "/approve"),
        ("export", "{}"),
        ("release", "{}", "--as", "v1"),
        ("copy-artifacts", "{}", "--to", "out"),
        ("metrics", "{}"),
        ("replay", "{}"),
    ],
)
def test_every_command_refuses_a_session_id_with_a_path_in_it_saying_what_an_id_is(cli, settings, args):
    sid = make_session(settings)
    for given, why in (
        (f"{sid}/../{sid}", "a session id has no '/'"),
        (f"{sid}\n", "it holds the control character '\\n'"),
        ("x" * 65, "it is 65 characters long"),
    ):
        code, err = cli(*(a.format(given) for a in args))  # tail and say: before "no running stack" (exit 4)
        assert code == 2 and f"{given[:80]!r} ({why}" in err and SHAPE_SAID in err, (args, err)
        assert err.startswith("crumb: ") and "not a session id" in err


@pytest.mark.redis
def test_the_dashboard_answers_a_url_whose_session_id_is_malformed_with_a_404_saying_why(dash, settings):
    for path in ("/api/sessions/{}", "/api/sessions/{}/events", "/api/sessions/{}/artifacts/game/index.html"):
        resp = dash.get(path.format("x" * 65))
        assert resp.status_code == 404 and "not a session id: 'xxxx" in resp.get_json()["error"], path
        assert "(it is 65 characters long); " + SHAPE_SAID in resp.get_json()["error"]
    page = dash.get("/s/a%20b")
    assert page.status_code == 404 and "(it holds &#39; &#39;)" in page.get_data(as_text=True)


def test_crumb_event_refuses_a_session_id_with_a_path_in_it_before_reading_a_draft(cli, monkeypatch):
    monkeypatch.setenv("CRUMB_SESSION_ID", "../../elsewhere")
    monkeypatch.setenv("CRUMB_ACTOR", "builder")
    code, err = cli("event")
    assert code == 2 and err.startswith("crumb event: CRUMB_SESSION_ID: not a session id: '../../elsewhere' (a session")


# -- crumb.toml values that become a path, a URL or a host: checked when the file loads ---------------

PRESETS = "cross-3way, local, mock, openai, solo-claude"


@pytest.mark.parametrize(
    ("line", "said"),
    [
        (
            'preset = "../x"',
            f"'../x' is no preset: give the name of one in {PRESETS_DIR} ({PRESETS}: letters, digits, '-' and '_', "
            "no '/'), or the path of a .toml file",
        ),
        ('preset = "nope"', f"no such preset '{PRESETS_DIR}/nope.toml' (known: {PRESETS})"),
        ("home = 5", "expected a folder path, got 5"),
        ('home = "a\\u0000b"', "expected a folder path, got 'a\\x00b'"),
        ('log_level = "LOUD"', "expected a log level: DEBUG, INFO, WARNING or ERROR, got 'LOUD'"),
        (
            'flower_url = "http://x:abc"',
            "expected an http:// or https:// URL, like http://127.0.0.1:5555, got 'http://x:abc'",
        ),
        (
            'openai_base_url = "../x"',
            "expected an http:// or https:// URL, like https://api.openai.com/v1, got '../x'",
        ),
        (
            'web_origins = "http://a; script-src *"',
            "expected origins separated by spaces, each http(s)://host[:port] with no path, got 'http://a; script-src *'",
        ),
        (
            'web_host = "a b"',
            "expected a host name or IP address to listen on, like 127.0.0.1 (no spaces, no '/'), got 'a b'",
        ),
        ('chromium_path = " "', "expected the path of a Chromium program, like /usr/bin/chromium, got ' '"),
        ("web_host = 1979-05-27", "expected text (in quotes), got datetime.date(1979, 5, 27)"),  # was "1979-05-27"
    ],
)
def test_a_config_value_that_becomes_a_path_url_or_host_is_checked_when_crumb_toml_loads(tmp_path, line, said):
    # Before: each was taken, and failed (or read another file) only where it was used, far from crumb.toml.
    assert config_error(tmp_path, line) == f"crumb.toml:{line.split()[0]}: {said}"


def test_a_preset_path_in_the_environment_or_a_flag_is_refused_alike(cli, monkeypatch):
    monkeypatch.setenv("CRUMB_PRESET", "../x")
    code, err = cli("ls")
    assert code == 2 and err.startswith("crumb: $CRUMB_PRESET:preset: '../x' is no preset: give the name of one in")
    monkeypatch.delenv("CRUMB_PRESET")
    code, err = cli("run", "--goal", "a snake game", "--preset", "../x")
    assert code == 2 and err.startswith("crumb: preset: '../x' is no preset: give the name of one in")


def test_crumb_web_refuses_an_empty_or_spaced_host_before_it_listens(cli):
    for host in ("", "a b"):
        code, err = cli("web", "--host", host)
        assert code == 2 and err.startswith("crumb: --host:web_host: expected a host name or IP address"), host


# -- the audit: flags of the stack's commands, replay, submit, the forecast --------------------------


@pytest.mark.parametrize("count", ["100000", "0", "-3"])
def test_crumb_worker_refuses_a_concurrency_outside_1_to_64_before_any_process_starts(cli, capsys, count):
    # Before: -c was any int, handed to Celery's prefork pool (0 silently meant Celery's default).
    with pytest.raises(SystemExit) as info:
        cli("worker", "-c", count)
    assert info.value.code == 2
    assert (
        f"argument -c/--concurrency: {count!r}: give a whole number of processes from 1 to 64"
        in capsys.readouterr().err
    )


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("-Q", ""), "crumb: -Q names no queue; the queues are planner, builder, verifier, qa (comma-separated)"),
        (("-Q", "qa,nope"), "crumb: unknown queue(s) nope; the queues are planner, builder, verifier, qa"),
        (("--loglevel", "LOUD"), "crumb: --loglevel:log_level: expected a log level: DEBUG, INFO, WARNING or ERROR"),
    ],
)
def test_crumb_worker_answers_a_bad_flag_with_exit_2_before_looking_for_a_stack(cli, args, said):
    code, err = cli("worker", *args)  # no stack is recorded: it would say so (exit 4) if it looked first
    assert code == 2 and err.startswith(said)


def test_crumb_up_refuses_only_without_a_process_name_before_anything_starts(cli, capsys):
    code, err = cli("up", "--only", ",")
    assert code == 2 and err.startswith("crumb: --only names no process; the Procfile has coordinator, flower, web")
    with pytest.raises(SystemExit) as info:
        cli("up", "--only", "")
    assert info.value.code == 2 and "argument --only: empty text" in capsys.readouterr().err


def test_crumb_procfile_refuses_a_root_that_is_empty_or_no_folder(cli, capsys, tmp_path):
    code, err = cli("procfile", "--check", "--root", str(tmp_path / "nope"))
    said = (
        f"crumb: --root {tmp_path / 'nope'}: no such folder; give the folder that holds Procfile and docker-compose.yml"
    )
    assert code == 2 and err == said + "\n"
    with pytest.raises(SystemExit) as info:
        cli("procfile", "--root", "")
    assert info.value.code == 2 and "argument --root: the path is empty text" in capsys.readouterr().err


def test_replay_of_a_transcript_with_a_line_that_is_no_event_is_exit_2_not_the_folds_differ(cli, settings):
    sid, said = _done_then_a_bad_line(settings)
    code, err = cli("replay", sid)
    path = settings.session_dir(sid) / "transcript.jsonl"
    assert code == 2 and err.startswith(f"crumb replay: {path}:17: invalid event: id: Field required;")
    assert err.endswith(
        "a replay folds every line, so fix or remove that one (`crumb status SID` shows the session without it)\n"
    )


@pytest.mark.parametrize(
    ("flag", "said"),
    [
        (("--weight", "nan"), "crumb: --weight nan: give a share above 0 and at most 1000"),
        (("--bind", "builder=nope"), "crumb: --bind:bind.builder: unknown adapter 'nope'"),
        (("--preset", "../x"), "crumb: preset: '../x' is no preset"),
    ],
)
def test_crumb_submit_answers_a_bad_flag_with_exit_2_before_no_running_stack(cli, flag, said):
    code, err = cli("submit", "--goal", "a snake game", *flag)
    assert code == 2 and err.startswith(said)


def test_variants_0_beside_a_variant_bind_is_refused_not_read_as_one_per_bind(cli):
    code, err = cli("run", "--goal", "a snake game", "--variants", "0", "--variant-bind", "builder=mock")
    assert code == 2 and err == "crumb: --variants 0: give between 1 and 16 variants\n"


@pytest.mark.redis
def test_the_forecast_refuses_a_pitch_a_session_would_refuse_not_cutting_it_unsaid(dash):
    resp = dash.get("/api/forecast", query_string={"goal": "x" * 2500})
    assert resp.status_code == 400 and resp.get_json()["error"].startswith(
        "the pitch is 2500 characters long, 2000 at most"
    )
    resp = dash.get("/api/forecast", query_string={"goal": "a\x1bb"})
    assert resp.status_code == 400 and "control character" in resp.get_json()["error"]


# -- a session whose transcript holds a line that is no event, and the coordinator ----------------------


@pytest.mark.redis
def test_a_coordinator_starts_over_a_transcript_with_a_bad_line_and_leaves_that_session_alone(settings, redis_client):
    # Before: its start died rebuilding that session's live stream (Redis had none: a new or emptied
    # server), so no coordinator could start; and it held the session with an empty state, writing an
    # empty meta.json over the real one and acting on new lines as if the session had just begun.
    from crumb import bus
    from crumb.coordinator import Coordinator
    from crumb.core.inbox import parse_line
    from crumb.meta import read_meta
    from tests.executors import RecordingExecutor
    from tests.proofs.conftest import Records
    from tests.runtime.test_coordinator import drain

    good = make_session(settings, verdict="PASS", finished=True)
    sid, _said = _done_then_a_bad_line(settings)
    path = settings.session_dir(sid) / "transcript.jsonl"
    before, meta = path.read_bytes(), read_meta(settings.session_dir(sid))
    with Records("crumb.coordinator") as logs:
        c = Coordinator(settings, RecordingExecutor())
        c.start()
        assert sid not in c.sessions and good in c.sessions
        assert [e["kind"] for _, e in bus.read_live(settings, good)][-1] == "session.end"  # the others rebuilt
        bus.submit_draft(settings, parse_line("/goto builder fix it", sid))
        _, executor = drain(settings)
    assert read_meta(settings.session_dir(sid)) == meta and path.read_bytes() == before
    assert executor.dispatched == []
    assert f"cannot replay {path}: {path}:17: invalid event" in logs.text()
    assert f"names no known session ({sid}); dropped" in logs.text()


@pytest.mark.redis
def test_a_line_for_a_session_with_an_unreadable_line_is_refused_by_say_resume_and_the_dashboard(cli, dash, settings):
    sid, _said = _done_then_a_bad_line(settings)
    said = (
        f"not sent: session {sid} cannot be acted on while its transcript holds a line that is not an event: "
        "line 17 of transcript.jsonl is unreadable (invalid event: id: Field required;"
    )
    code, err = cli("say", sid, "/approve", redis=True)
    assert code == 2 and err.startswith(f"crumb: {said}")
    assert err.endswith(f"fix or remove that line, then restart the coordinator (`crumb status {sid}` names them)\n")
    resp = dash.post(f"/api/sessions/{sid}/say", json={"line": "/approve"})
    assert resp.status_code == 409 and resp.get_json()["error"].startswith(said)
    assert redis_ingest_length(settings) == 0  # nothing was sent
    code, err = cli("resume", sid)  # before: a stack started and followed a session no coordinator moves
    assert code == 2 and err.startswith(f"crumb: not resumed: session {sid} cannot be acted on while")


def redis_ingest_length(settings) -> int:
    from tests.proofs.test_hardening_web import ingest_length

    return ingest_length(settings)


def test_crumb_ls_says_where_it_looked_when_it_finds_nothing_and_refuses_a_home_that_is_a_file(cli, settings):
    code, err = cli("ls")
    assert code == 0 and cli.out == ""  # type: ignore[attr-defined]
    assert err == f'crumb: no sessions under {settings.sessions_dir}; start one with `crumb run --goal "..."`\n'
    code, _ = cli("ls", "--json")
    assert code == 0 and json.loads(cli.out) == []  # type: ignore[attr-defined]
    settings.sessions_dir.parent.mkdir(parents=True, exist_ok=True)
    settings.sessions_dir.write_text("not a folder")  # before: an empty list, as if nothing had ever run
    code, err = cli("ls")
    assert code == 2 and err.startswith(f"crumb: {settings.sessions_dir} is not a folder: point CRUMB_HOME")


@pytest.mark.parametrize(
    "args",
    [
        ("export", "{}"),
        ("release", "{}", "--as", "v1"),
        ("copy-artifacts", "{}", "--to", "out"),
        ("metrics", "{}"),
        ("run", "--goal", "faster", "--from", "{}"),
    ],
)
def test_a_command_that_needs_every_line_of_a_transcript_names_the_bad_one_with_exit_2_and_what_to_do(
    cli, settings, args
):
    # Before: exit 1 (a session that finished without success) and only where the line is.
    sid = make_session(settings, verdict="PASS", finished=True)
    path = settings.session_dir(sid) / "transcript.jsonl"
    with path.open("ab") as f:
        f.write(b"garbage\n")
    code, err = cli(*(a.format(sid) for a in args))
    assert code == 2 and err == (
        f"crumb: {path}:17: line is not JSON (Expecting value at column 1); "
        f"fix or remove that line (`crumb status {sid}` shows the session without it)\n"
    )


@pytest.mark.redis
def test_the_gallery_refuses_a_grouping_it_does_not_have_not_grouping_by_pitch_unsaid(dash):
    resp = dash.get("/gallery", query_string={"by": "author"})
    assert resp.status_code == 400 and "?by= takes pitch or lineage, not &#39;author&#39;" in resp.get_data(
        as_text=True
    )
    assert dash.get("/gallery", query_string={"by": "lineage"}).status_code == 200


def test_crumb_event_refuses_an_actor_with_a_path_in_it_and_writes_nothing(cli, settings, monkeypatch):
    # Before: the refused draft was queued in workspaces/<actor>/events.jsonl, "../../../../x" outside $CRUMB_HOME.
    monkeypatch.setenv("CRUMB_SESSION_ID", "01AAAAAAAAAAAAAAAAAAAAAAAB")
    monkeypatch.setenv("CRUMB_ACTOR", "../../../../escaped")
    monkeypatch.delenv("CRUMB_WORKSPACE", raising=False)
    code, err = cli("event")
    assert code == 2 and err.startswith("crumb event: CRUMB_ACTOR '../../../../escaped' is no actor name")
    assert not (settings.home.parent / "escaped").exists() and not (settings.home / "escaped").exists()


@pytest.mark.redis
@pytest.mark.parametrize(
    ("action", "body", "doing"),
    [("continue", {"change": "faster"}, "continue from it"), ("release", {"version": "v1"}, "release it")],
)
def test_continuing_or_releasing_a_session_with_a_bad_line_is_a_409_naming_it_not_a_500(
    dash, settings, action, body, doing
):
    sid, _ = _done_then_a_bad_line(settings)
    resp = dash.post(f"/api/sessions/{sid}/{action}", json=body)
    path = settings.session_dir(sid) / "transcript.jsonl"
    error = resp.get_json()["error"]
    assert resp.status_code == 409 and error.startswith(f"cannot {doing}: line 17: invalid event: id: Field required;")
    assert error.endswith(f"; fix or remove the line in {path}")  # before: a 500 with the reader's exception
    assert not (settings.session_dir(sid) / "releases").exists()


@pytest.mark.redis
def test_a_release_the_disk_refuses_is_a_409_saying_where_not_a_500(dash, settings):
    sid = make_session(settings, verdict="PASS", finished=True)
    (settings.session_dir(sid) / "releases").write_text("a file where the releases folder goes")
    resp = dash.post(f"/api/sessions/{sid}/release", json={"version": "v1"})
    error = resp.get_json()["error"]
    assert resp.status_code == 409 and error.startswith(
        f"cannot write the release: {settings.session_dir(sid)}/releases"
    )
    assert error.endswith(": Not a directory; check that folder")


def test_crumb_explain_of_a_huge_unknown_topic_echoes_80_characters_of_it(cli):
    code, err = cli("explain", "x" * 10_000)
    assert code == 2 and err.startswith(f"crumb explain: unknown kind '{'x' * 80}'. Known kinds: session.start,")


def test_ls_reads_a_transcript_found_clean_again_only_when_it_changes(cli, settings, monkeypatch):
    import crumb.readable

    sid = make_session(settings, verdict="PASS", finished=True)
    other = make_session(settings, verdict="PASS", finished=True)
    for s in (sid, other):
        write_meta(settings.session_dir(s), {"session_id": s, "status": "done", "goal": "a paddle game"})
    reads: list[str] = []
    real = crumb.readable.read
    monkeypatch.setattr(crumb.readable, "read", lambda path: reads.append(path.parent.name) or real(path))
    cli("ls")
    assert sorted(reads) == sorted([sid, other])  # the first listing reads both
    reads.clear()
    cli("ls")
    assert reads == []  # nothing changed: the cache of crumb.readable.Checked answers
    with (settings.session_dir(sid) / "transcript.jsonl").open("ab") as f:
        f.write(NOT_AN_EVENT + b"\n")
    cli("ls", "--json")
    rows = {r["session_id"]: r for r in json.loads(cli.out)}  # type: ignore[attr-defined]
    assert reads == [sid] and rows[sid]["unreadable"][0]["line"] == 17 and rows[other]["unreadable"] == []


def test_ls_lists_as_well_when_its_cache_cannot_be_written(cli, settings):
    sid, said = _done_then_a_bad_line(settings)
    (settings.home / "cache").write_text("a file where the cache folder goes")
    for _ in range(2):
        code, err = cli("ls")
        assert code == 0 and err == "" and said in cli.out  # type: ignore[attr-defined]


@pytest.mark.redis
@pytest.mark.parametrize(
    ("path", "body", "takes"),
    [
        ("/api/sessions", {"goal": "a snake game", "cost_budget": "0.5"}, "bind_builder, bind_planner-lead"),
        ("/api/sessions/{}/continue", {"change": "faster", "releases": "v1"}, "change, release"),
        ("/api/sessions/{}/release", {"version": "v1", "label": "x"}, "version"),
    ],
)
def test_a_field_the_dashboard_does_not_take_is_a_400_naming_it_not_dropped(dash, settings, path, body, takes):
    # Before: {"cost_budget": "0.5"} (for cost_budget_usd) started a session with no budget at all.
    sid = make_session(settings, verdict="PASS", finished=True)
    resp = dash.post(path.format(sid), json=body)
    unknown = next(k for k in body if k not in ("goal", "change", "version"))
    assert resp.status_code == 400 and resp.get_json()["error"].startswith(
        f"unknown field(s) {unknown!r}: this request takes"
    )
    assert takes in resp.get_json()["error"]
    assert not (settings.session_dir(sid) / "releases").exists()


def test_the_lifecycle_of_a_session_no_coordinator_will_move_is_interrupted_saying_why(cli, settings):
    # Before: a transcript of garbage read "running: no event yet"; one with a bad line went on reading running.
    garbage = "01AAAAAAAAAAAAAAAAAAAAAAA7"
    settings.session_dir(garbage).mkdir(parents=True)
    (settings.session_dir(garbage) / "transcript.jsonl").write_bytes(b"garbage\n")
    sid = make_session(settings)  # not finished: waits for a person's approval
    with (settings.session_dir(sid) / "transcript.jsonl").open("ab") as f:
        f.write(NOT_AN_EVENT + b"\n")
    done, _ = _done_then_a_bad_line(settings)
    cli("ls", "--json")
    rows = {r["session_id"]: r for r in json.loads(cli.out)}  # type: ignore[attr-defined]
    assert rows[garbage]["lifecycle"] == "interrupted"
    assert rows[garbage]["lifecycle_why"].startswith("its transcript cannot be read (line 1 of transcript.jsonl")
    assert rows[sid]["lifecycle"] == "interrupted" and rows[sid]["lifecycle_why"] == (
        f"line {rows[sid]['unreadable'][0]['line']} of its transcript is no event: no coordinator moves it on "
        "until that line is fixed or removed"
    )
    assert rows[done]["lifecycle"] == "done"  # finished: nothing is left for a coordinator to do
