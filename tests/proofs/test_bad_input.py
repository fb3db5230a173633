"""Law 9, every input gets an answer: random intervention lines, ingest entries, crumb.toml files, agent
output files and dashboard requests. Nothing crashes, each bad item gets an error that names what was
wrong, and nothing already written to a transcript changes.

Each property runs on a few examples in the default suite and on 10k under ``-m slow``
(``CRUMB_PROOFS_EXAMPLES`` changes that count).
"""

from __future__ import annotations

import json
import tomllib
from dataclasses import fields
from pathlib import Path
from typing import Any

import pytest
from hypothesis import strategies as st

from crumb import bus, transcript
from crumb.actors import run_spawn
from crumb.adapters.base import SpawnResult, write_output_files
from crumb.adapters.mock import mock_spec, mock_verdict
from crumb.config import Settings, load_settings
from crumb.coordinator import Coordinator
from crumb.core.contracts import Spec, Verdict
from crumb.core.effects import Spawn
from crumb.core.events import ACTORS, KINDS, complete_draft
from crumb.core.inbox import GRAMMAR, parse_line
from crumb.errors import ConfigError, DraftInvalid, InterventionError
from tests.executors import RecordingExecutor
from tests.proofs.conftest import FAST_EXAMPLES, FULL_EXAMPLES, Records, json_values, run_property, sha256
from tests.schema_check import assert_valid_against_original

pytestmark = [pytest.mark.proofs]
SID = "01JPR00F0000000000000000AA"
NOW = "2026-12-02T10:00:00.000Z"
both = pytest.mark.parametrize(
    "examples",
    [
        pytest.param(FAST_EXAMPLES, id="few"),
        pytest.param(FULL_EXAMPLES, id="10k", marks=[pytest.mark.slow, pytest.mark.timeout(3600)]),
    ],
)


# -- intervention lines -------------------------------------------------------------------------

COMMAND_WORDS = sorted(
    {c.name.split()[0] for c in GRAMMAR if c.name.startswith("/")} | {"/", "@", "@builder", "@nobody"}
)
lines = st.one_of(
    st.text(max_size=80),
    st.builds(lambda c, rest: f"{c} {rest}", st.sampled_from(COMMAND_WORDS), st.text(max_size=40)),
    st.builds(
        lambda c, a, b: f"{c} {a} {b}",
        st.sampled_from(COMMAND_WORDS),
        st.sampled_from(["builder", "planner", "verifier", "@builder", "all", "x=y", "builder=mock", "=", ""]),
        st.text(alphabet="abc=:@/ \t\n", max_size=12),
    ),
)


def check_line(line: str) -> None:
    try:
        draft = parse_line(line, SID)
    except InterventionError as e:
        assert str(e).strip(), f"an empty error for {line!r}"
        return
    event = complete_draft(draft, new_id="01JPR00F0000000000000000BB", now=NOW, session_id=SID)
    assert event.kind.startswith("user.") or event.kind == "note", (line, event.kind)
    assert_valid_against_original(event.to_dict())


@both
def test_every_intervention_line_is_a_valid_user_draft_or_an_error_saying_what_was_expected(examples):
    run_property(examples, lines, check_line)


# -- ingest entries into the coordinator -------------------------------------------------------


def drafts(sid: str) -> Any:
    known = st.sampled_from([sid, sid, sid, "01JNOSUCHSESSION0000000000", None, 7, ""])
    fieldsets = st.fixed_dictionaries(
        {},
        optional={
            "from": st.sampled_from(ACTORS) | st.text(max_size=8) | st.integers(),
            "kind": st.sampled_from(KINDS) | st.text(max_size=12),
            "body": st.text(max_size=60) | st.integers(),
            "session_id": known,
            "id": st.text(max_size=30) | st.just("01JPR00F0000000000000000CC"),
            "ts": st.sampled_from([NOW, "yesterday", "2026-12-02T10:00:00Z", "2026-13-40T99:00:00.000Z"]),
            "data": json_values(st),
            "metadata": json_values(st),
            "scores": json_values(st),
            "step": st.text(max_size=10),
            "to": st.sampled_from(["*", "builder", "nobody"]),
            "parent_event_id": st.text(max_size=30),
        },
    )
    return fieldsets | json_values(st)


def entries(sid: str) -> Any:
    payloads = st.one_of(
        drafts(sid).map(json.dumps),
        st.text(max_size=60),
        st.builds(
            lambda eid, d: json.dumps({"effect_id": eid, "session_id": sid, "drafts": d}),
            st.text(max_size=20),
            st.lists(drafts(sid), max_size=3) | json_values(st),
        ),
        st.builds(
            lambda s, g: json.dumps({"session_id": s, "goal": g, "bindings": {}}),
            st.sampled_from([sid, "../escape", ".hidden", "", "a/b"]) | st.text(max_size=10),
            json_values(st),
        ),
    )
    kinds = st.sampled_from(["draft", "draft", "outcome", "new_session", "", "nonsense"])
    # "signed": the proof signs the entry as the house's tools do; unsigned ones meet the firewall too.
    well_formed = st.fixed_dictionaries({"type": kinds, "payload": payloads}, optional={"signed": st.just("yes")})
    return st.lists(
        well_formed | st.dictionaries(st.text(max_size=8), st.text(max_size=8), max_size=3), min_size=1, max_size=4
    )


class IngestProof:
    """A coordinator on a real Redis with one live session; feeds it entries and checks the answers."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.coordinator = Coordinator(settings, RecordingExecutor())
        self.coordinator.ensure_group()
        self.seq = 0
        self.process(
            [
                {
                    "type": "new_session",
                    "payload": json.dumps({"session_id": SID, "goal": "a proof game", "bindings": {}}),
                    "signed": "yes",
                }
            ]
        )
        self.path = settings.session_dir(SID) / transcript.TRANSCRIPT_FILE
        assert self.path.exists()

    def process(self, items: list[dict[str, str]]) -> list[str]:
        ids = []
        for _ in items:
            self.seq += 1
            ids.append(f"{1_700_000_000_000 + self.seq}-0")
        sent = [
            bus.sign(self.settings, {k: v for k, v in i.items() if k != "signed"}) if i.get("signed") == "yes" else i
            for i in items
        ]
        self.coordinator.process(list(zip(ids, sent, strict=False)))
        return ids

    def check(self, items: list[dict[str, str]]) -> None:
        before = self._transcripts()
        with Records("crumb.coordinator") as logs:
            ids = self.process(items)  # never raises: that is the first half of the proof
        new = []  # an entry may answer in any session's transcript (a random new_session may have made one)
        for path, after in self._transcripts().items():
            old = before.get(path, b"")
            assert after.startswith(old), f"bytes already in {path} changed"
            new += [json.loads(line) for line in after[len(old) :].splitlines() if line.strip()]
        for event in new:
            assert_valid_against_original(event)
        said = logs.text()
        for entry_id, item in zip(ids, items, strict=False):
            mine = [e for e in new if entry_id in e.get("body", "")]
            answered = mine or entry_id in said or self._accepted(item, new) or self._started(item)
            assert answered, f"ingest entry {entry_id} got no answer: {item!r}\nlog: {said[-500:]}"
            for e in mine:  # an invalid draft, a refused entry (no or a wrong signature, a replay): never accepted
                assert e["kind"] in ("error", "audit") and f"ingest entry {entry_id}" in e["body"], e

    def _transcripts(self) -> dict[Path, bytes]:
        return {p: p.read_bytes() for p in self.settings.sessions_dir.glob(f"*/{transcript.TRANSCRIPT_FILE}")}

    def _started(self, item: dict[str, str]) -> bool:
        """A new_session entry with a usable id started that session (its own transcript answers)."""
        try:
            sid = json.loads(item.get("payload", ""))["session_id"]
            return (
                item.get("type") == "new_session"
                and (self.settings.session_dir(sid) / transcript.TRANSCRIPT_FILE).exists()
            )
        except (ValueError, TypeError, KeyError, OSError):
            return False

    def _accepted(self, item: dict[str, str], new: list[dict[str, Any]]) -> bool:
        """A valid draft for the session became an event (or was a duplicate of one)."""
        try:
            draft = json.loads(item.get("payload", ""))
            complete_draft(draft, new_id="01JPR00F0000000000000000DD", now=NOW, session_id=SID)
        except (ValueError, TypeError, DraftInvalid, AttributeError):
            return False
        return bool(new) or (isinstance(draft, dict) and "id" in draft)


@both
def test_random_ingest_entries_never_crash_the_coordinator_and_never_change_what_is_written(
    settings, redis_client, examples
):
    proof = IngestProof(settings)
    first = sha256(proof.path)
    head = proof.path.read_bytes()
    run_property(examples, entries(SID), proof.check)
    assert proof.path.read_bytes().startswith(head), f"the transcript's first bytes changed (sha256 was {first})"
    answers = {e.kind for e in transcript.read_events(proof.path)} & {"error", "audit"}
    assert answers, "no bad entry was answered with an error or audit event"


# -- crumb.toml ---------------------------------------------------------------------------------

KNOWN = [f.name for f in fields(Settings)]
toml_scalars = st.one_of(
    st.integers(-(10**6), 10**6),
    st.floats(allow_nan=False, allow_infinity=False),
    st.booleans(),
    st.text(max_size=20),
    st.lists(st.integers(), max_size=3),
)


def toml_value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, list):
        return "[" + ", ".join(toml_value(x) for x in v) + "]"
    return json.dumps(v)  # a TOML basic string is a JSON string


def toml_doc(pairs: list[tuple[str, Any]], bind: dict[str, Any] | None) -> str:
    body = "".join(f"{json.dumps(k)} = {toml_value(v)}\n" for k, v in pairs)
    if bind is not None:
        body += "[bind]\n" + "".join(f"{json.dumps(k)} = {toml_value(v)}\n" for k, v in bind.items())
    return body


configs = st.one_of(
    st.text(max_size=200),
    st.builds(
        toml_doc,
        st.lists(
            st.tuples(st.sampled_from(KNOWN) | st.text(min_size=1, max_size=10), toml_scalars),
            max_size=5,
            unique_by=lambda p: p[0],
        ),
        st.none()
        | st.dictionaries(st.sampled_from(["builder", "verifier", "planner-lead", "nobody"]), toml_scalars, max_size=3),
    ),
)


def check_config(tmp: Path, text: str) -> None:
    path = tmp / "crumb.toml"
    path.write_text(text, encoding="utf-8")
    try:
        settings = load_settings(env={}, config_path=path)
    except ConfigError as e:
        assert str(path) in str(e), f"the error does not name the file: {e}"
        return
    data = tomllib.loads(text)
    defaults = Settings()
    for f in fields(Settings):
        value, default = getattr(settings, f.name), getattr(defaults, f.name)
        if f.name in data and default is not None and f.name != "home":
            assert type(value) is type(default), f"{f.name} = {data[f.name]!r} was accepted as {value!r}"


@both
def test_every_crumb_toml_loads_with_the_declared_types_or_fails_naming_the_file(tmp_path, examples):
    run_property(examples, configs, lambda text: check_config(tmp_path, text))


# -- agent output files through run_spawn ---------------------------------------------------------


class FilesAgent:
    """A fake agent that writes whatever files it is given into its workspace and exits 0."""

    def __init__(self, files: dict[str, str]) -> None:
        self.files = files

    def run(self, req: Any) -> SpawnResult:
        write_output_files(req.workspace, self.files)
        return SpawnResult(exit_code=0, tokens_in=1, tokens_out=1, cost_usd=0.0)


def mutated(valid: dict[str, Any]) -> Any:
    return st.builds(
        lambda k, v: {**valid, k: v}, st.sampled_from(sorted(valid) + ["extra"]), json_values(st)
    ) | st.builds(lambda k: {x: y for x, y in valid.items() if x != k}, st.sampled_from(sorted(valid)))


def agent_outputs() -> Any:
    text = st.text(max_size=80) | json_values(st).map(json.dumps)
    spec = (mutated(mock_spec("a game")) | json_values(st)).map(json.dumps) | text
    verdict = (mutated(mock_verdict({})) | json_values(st)).map(json.dumps) | text
    return st.one_of(
        st.builds(lambda s, md: ("planner-lead", {"spec.json": s, "spec.md": md}), spec, st.text(max_size=20)),
        st.builds(lambda v: ("verifier", {"verdict.json": v}), verdict),
    )


def check_outputs(settings: Settings, monkeypatch: Any, value: tuple[str, dict[str, str]]) -> None:
    actor, files = value
    monkeypatch.setattr("crumb.actors.get_adapter", lambda name, s=None: FilesAgent(files))
    effect = Spawn(
        id="01JPR00F0000000000000000EE.0",
        type="spawn",
        session_id=SID,
        cause_id="01JPR00F0000000000000000EE",
        actor=actor,
        adapter="mock",
        inputs={"goal": "a proof game"},
    )
    drafts = run_spawn(effect, settings)
    assert drafts[-1]["kind"] == "agent.stop"
    for n, d in enumerate(drafts):
        assert_valid_against_original(complete_draft(d, new_id=f"01JPR00F00000000000000{n:04d}", now=NOW).to_dict())
    outcome = [d for d in drafts if d["kind"] in ("spec", "judge.score", "error")]
    assert len(outcome) == 1, [d["kind"] for d in drafts]
    name, model = ("spec.json", Spec) if actor == "planner-lead" else ("verdict.json", Verdict)
    try:
        model.model_validate_json(files[name])
        valid = actor != "planner-lead" or bool(files["spec.md"].strip())
    except ValueError:
        valid = False
    if valid:
        assert outcome[0]["kind"] != "error", outcome[0]["body"]
    else:
        assert outcome[0]["kind"] == "error", f"{files} was accepted"
        assert any(f in outcome[0]["body"] for f in files), f"the error does not name the file: {outcome[0]['body']}"


@both
def test_every_spec_or_verdict_an_agent_writes_is_an_outcome_or_an_error_naming_the_file(
    settings, monkeypatch, examples
):
    run_property(examples, agent_outputs(), lambda v: check_outputs(settings, monkeypatch, v))


# -- dashboard requests -------------------------------------------------------------------------


requests = st.one_of(
    st.tuples(st.just("POST"), st.just("/api/sessions"), json_values(st)),
    st.tuples(
        st.just("POST"),
        st.just("/api/sessions"),
        st.fixed_dictionaries(
            {},
            optional={
                "goal": json_values(st) | st.text(max_size=3000),
                "preset": json_values(st) | st.sampled_from(["mock", "nope"]),
                "bindings": json_values(st) | st.fixed_dictionaries({"builder": st.text(max_size=20)}),
            },
        ),
    ),
    st.tuples(
        st.just("POST"),
        st.sampled_from([f"/api/sessions/{SID}/say", "/api/sessions/nope/say", "/api/sessions/../say"]),
        json_values(st) | st.fixed_dictionaries({"line": lines}),
    ),
    st.tuples(
        st.sampled_from(["GET", "POST", "PUT", "DELETE"]),
        st.builds(lambda p: "/api/" + p, st.text(alphabet="abcs/._-%0123456789", max_size=30)),
        json_values(st),
    ),
    st.tuples(
        st.just("GET"),
        st.builds(lambda p: f"/api/sessions/{SID}/artifacts/" + p, st.text(alphabet="abc/._-%", max_size=20)),
        st.none(),
    ),
)


def check_request(client: Any, token: str, value: tuple[str, str, Any]) -> None:
    method, path, body = value
    resp = client.open(path, method=method, json=body, headers={"X-Crumb-Token": token})
    assert resp.status_code < 500, (method, path, body, resp.status_code, resp.get_data(as_text=True)[:300])
    if resp.status_code >= 400 and path.startswith("/api/"):
        answer = resp.get_json(silent=True)
        assert answer and str(answer.get("error", "")).strip(), (method, path, resp.get_data(as_text=True)[:300])


@both
def test_every_dashboard_request_is_answered_below_500_and_leaves_transcripts_alone(settings, redis_client, examples):
    from web import create_app

    IngestProof(settings)  # a session on disk
    path = settings.session_dir(SID) / transcript.TRANSCRIPT_FILE
    before = sha256(path)
    app = create_app(settings, TESTING=True)
    with app.test_client() as client:
        run_property(examples, requests, lambda v: check_request(client, app.config["CRUMB_TOKEN"], v))
    assert sha256(path) == before, "a dashboard request changed a transcript"


def test_a_bad_crumb_toml_makes_the_cli_exit_2_naming_the_file_and_key(tmp_path, monkeypatch, capsys):
    from crumb.cli import main

    path = tmp_path / "crumb.toml"
    for text, named in (
        ("respec_max = true\n", "respec_max"),
        ("nonsense_key = 1\n", "nonsense_key"),
        ("[bind\n", "TOML"),
    ):
        path.write_text(text, encoding="utf-8")
        monkeypatch.setenv("CRUMB_CONFIG", str(path))
        assert main(["ls"]) == 2
        err = capsys.readouterr().err
        assert str(path) in err and named in err, err
