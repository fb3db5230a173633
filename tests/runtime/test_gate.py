"""The admission gate on a real Redis: a spawn beyond its adapter's limit waits, says so, and goes when a slot frees."""

from __future__ import annotations

import threading

import pytest

from crumb import bus, connections
from crumb.config import load_settings
from crumb.coordinator import Coordinator
from crumb.errors import ConfigError
from crumb.slots import read_fleet, read_table
from tests.executors import RecordingExecutor
from tests.runtime.runtime_harness import transcript
from tests.runtime.test_coordinator import MOCK, drain, ingest_empty


def _slot_notes(settings, sid: str) -> list[tuple[str, str, int | None]]:
    return [
        (e.data["slot"], e.data["effect_id"], e.data.get("position"))
        for e in transcript(settings, sid)
        if e.kind == "note" and isinstance(e.data, dict) and "slot" in e.data
    ]


def _stop(settings, effect) -> None:
    """The outcome a worker would send: the actor stopped with an error (with circuit_open_at=1 the session ends)."""
    drafts = [
        {"from": effect.actor, "kind": "error", "body": "scripted stop"},
        {"from": effect.actor, "kind": "agent.stop", "body": "stopped", "data": {"exit_code": 1}},
    ]
    bus.submit_outcome(settings, effect.id, effect.session_id, drafts)


def test_spawns_past_the_limit_wait_with_their_position_and_go_as_slots_free(settings, redis_client):
    limited = settings.replace(concurrency=("mock=1",), circuit_open_at=1)
    sids = [bus.request_session(limited, f"pong {i}", bindings=MOCK) for i in range(3)]
    _, ex = drain(limited)
    assert len(ex.dispatched) == 1, f"{len(ex.dispatched)} mock spawns dispatched under mock=1"
    first = ex.dispatched[0]
    waiting = [s for s in sids if s != first.session_id]
    assert _slot_notes(limited, first.session_id) == [("admitted", first.id, None)]
    positions = sorted(_slot_notes(limited, s)[0][2] for s in waiting)
    assert positions == [1, 2], "each waiting spawn records its place in the queue"
    note = next(e for e in transcript(limited, waiting[0]) if e.kind == "note")
    assert note.data["limit"] == 1 and note.data["key"] == "mock" and "waits for a mock slot" in note.body
    assert bus.session_summary(limited, waiting[0])["waiting_for_slot"][0]["limit"] == 1
    assert {k: sorted(v) for k, v in read_table(limited).items()} == {"mock": [first.id]}

    _stop(limited, first)
    _, ex2 = drain(limited)
    # The restarted coordinator re-dispatches nothing that has no slot, and admits the next one.
    assert len(ex2.dispatched) == 1 and ex2.dispatched[0].session_id in waiting
    nxt = ex2.dispatched[0]
    assert [n[0] for n in _slot_notes(limited, nxt.session_id)] == ["waiting", "admitted"]
    assert {k: sorted(v) for k, v in read_table(limited).items()} == {"mock": [nxt.id]}
    fleet = read_fleet(limited)
    assert fleet is not None and fleet["keys"]["mock"]["limit"] == 1
    assert [r["effect_id"] for r in fleet["keys"]["mock"]["in_flight"]] == [nxt.id]
    assert len(fleet["keys"]["mock"]["waiting"]) == 1


def test_a_restart_rebuilds_the_table_from_the_transcripts_and_redispatches_only_the_holders(settings, redis_client):
    limited = settings.replace(concurrency=("mock=2",))
    for i in range(5):
        bus.request_session(limited, f"pong {i}", bindings=MOCK)
    _, ex = drain(limited)
    holders = sorted(e.id for e in ex.dispatched)
    assert len(holders) == 2
    for key in redis_client.scan_iter(match=f"{limited.namespace}:slots*"):
        redis_client.delete(key)  # Redis lost the table
    _, again = drain(limited)
    assert sorted(e.id for e in again.dispatched) == holders, "only the spawns that held a slot go out again"
    assert sorted(read_table(limited)["mock"]) == holders


def test_a_persons_goto_goes_ahead_of_automatic_work(settings, redis_client):
    limited = settings.replace(concurrency=("mock=1",), circuit_open_at=1)
    sids = [bus.request_session(limited, f"pong {i}", bindings=MOCK) for i in range(3)]
    _, ex = drain(limited)
    first = ex.dispatched[0]
    last_waiting = max((s for s in sids if s != first.session_id), key=lambda s: _slot_notes(limited, s)[0][2])
    bus.submit_draft(
        limited,
        {
            "session_id": last_waiting,
            "from": "user",
            "kind": "user.intervene",
            "body": "again",
            "data": {"goto": "planner-lead"},
        },
    )
    _, ex2 = drain(limited)
    assert ex2.dispatched == [first], "nothing new goes while the one slot is held"
    goto = [n for n in _slot_notes(limited, last_waiting) if n[0] == "waiting"][-1]
    assert goto[2] == 1, "a person's spawn is first in the queue"
    _stop(limited, first)
    _, ex3 = drain(limited)
    assert [e.id for e in ex3.dispatched] == [goto[1]]
    notes = [e for e in transcript(limited, last_waiting) if e.kind == "note" and e.data.get("effect_id") == goto[1]]
    assert notes[0].data["priority"] == "person"


def test_unlimited_adapters_pass_at_once_and_are_counted_in_flight(settings, redis_client):
    sid = bus.request_session(settings, "pong", bindings=MOCK)
    _, ex = drain(settings)
    assert len(ex.dispatched) == 1
    assert _slot_notes(settings, sid) == [], "no note when nothing limits the adapter"
    assert read_table(settings) == {"mock": {ex.dispatched[0].id: sid}}
    c = Coordinator(settings, RecordingExecutor())
    assert connections.keys(settings).fleet == f"{settings.namespace}:fleet" and c.commit.gate.limits == {}


def test_concurrency_comes_from_crumb_toml_and_crumb_concurrency_and_a_bad_one_names_the_key(tmp_path):
    path = tmp_path / "crumb.toml"
    path.write_text('[concurrency]\nclaude-code = 2\ncodex = 3\n"openai:gpt-5" = 1\nqa = 4\n', encoding="utf-8")
    from_file = load_settings(env={}, config_path=path)
    assert from_file.concurrency_limits() == {"claude-code": 2, "codex": 3, "openai:gpt-5": 1, "qa": 4}
    from_env = load_settings(env={"CRUMB_CONCURRENCY": "claude-code=2,mock=2"}, config_path=path)
    assert from_env.concurrency_limits() == {"claude-code": 2, "mock": 2}
    path.write_text("[concurrency]\nclaude = 2\n", encoding="utf-8")
    with pytest.raises(ConfigError, match=r"crumb.toml.*unknown adapter 'claude'.*claude-code"):
        load_settings(env={}, config_path=path)
    with pytest.raises(ConfigError, match=r"\$CRUMB_CONCURRENCY.*mock = '-1'"):
        load_settings(env={"CRUMB_CONCURRENCY": "mock=-1"})


def test_a_slot_table_redis_refuses_keeps_the_spawn_waiting_until_the_table_is_rewritten(settings, redis_client):
    limited = settings.replace(concurrency=("mock=1",), lease_ttl_s=1.0)
    k = connections.keys(limited)
    c = Coordinator(limited, RecordingExecutor())
    sids: list[str] = []

    def once_active(c) -> bool:
        if not sids:  # after the recovery rewrote the table: a holder no transcript knows (a stale restore)
            redis_client.hset(k.slot("mock"), "stale-effect.0", "gone")
            redis_client.sadd(k.slot_index, "mock")
            sids.append(bus.request_session(limited, "pong", bindings=MOCK))
        return sids[0] in c.sessions

    def dispatched(c) -> bool:
        return bool(c.executor.dispatched)

    assert c.run_until(lambda c: once_active(c) and c.commit.gate.stalled, timeout_s=10)
    sid = sids[0]
    assert c.executor.dispatched == [], "dispatched although Redis refused the slot"
    assert [n[0] for n in _slot_notes(limited, sid)] == ["waiting"]
    assert c.run_until(dispatched, timeout_s=10)  # the retry rewrote the table from the transcripts
    assert [n[0] for n in _slot_notes(limited, sid)] == ["waiting", "admitted"]
    assert sorted(redis_client.hkeys(k.slot("mock"))) == [c.executor.dispatched[0].id.encode()]


def test_a_sessions_weight_is_recorded_on_session_start_and_weighs_its_spawns(settings, redis_client):
    limited = settings.replace(concurrency=("mock=1",))
    first = bus.request_session(limited, "first", bindings=MOCK)
    heavy = bus.request_session(limited, "heavy", bindings=MOCK, weight=3)
    drain(limited)
    start = transcript(limited, heavy)[0]
    assert start.kind == "session.start" and start.data["weight"] == 3.0
    from crumb.gate import Gate
    from crumb.recovery import replay

    gate = Gate(limited, {sid: replay(sid, transcript(limited, sid)) for sid in (first, heavy)})
    gate.derive()  # what a restart derives from the transcripts
    assert [(gate.waiting_sid[e], w.weight) for e, w in gate.waiting.items()] == [(heavy, 3.0)]


def test_crumb_submit_refuses_a_weight_that_is_not_a_share(settings, capsys, monkeypatch):
    from crumb.cli import main

    monkeypatch.setenv("CRUMB_NAMESPACE", settings.namespace)  # never the default namespace
    code = main(["submit", "--goal", "pong", "--weight", "0", "--redis", str(settings.redis_url)])
    assert code == 2 and "--weight 0: give a share above 0" in capsys.readouterr().err


def _commits(monkeypatch) -> list[dict]:
    """Every batch the coordinator commits: its events (kind, effect id, slot note) and what it sent out."""
    from crumb.commit import Commit

    seen: list[dict] = []
    real = Commit.__call__

    def call(self, batch):
        failed = real(self, batch)
        events = [e for evs in batch.events.values() for e in evs]
        seen.append(
            {
                "kinds": [e.kind for e in events],
                "stops": {(e.metadata.model_extra or {}).get("effect_id") for e in events if e.kind == "agent.stop"},
                "admitted": {
                    e.data["effect_id"] for e in events if isinstance(e.data, dict) and e.data.get("slot") == "admitted"
                },
                "sent": [x.id for x in batch.external],
            }
        )
        return failed

    monkeypatch.setattr(Commit, "__call__", call)
    return seen


def test_an_outcome_right_behind_a_live_draft_joins_its_commit_and_the_freed_slot_goes_in_it(
    settings, redis_client, monkeypatch
):
    """A worker's last live draft (a tool call) is followed within milliseconds by its outcome. If the
    draft's batch is committed alone, the outcome, and the spawn waiting for the slot it frees, queue
    behind that batch's fsync: on a busy disk the tail of slot reuse (issue 15, bench/fleet.py)."""
    limited = settings.replace(concurrency=("mock=1",), circuit_open_at=1, commit_window_ms=2000)
    sids = [bus.request_session(limited, f"pong {i}", bindings=MOCK) for i in range(2)]
    _, ex = drain(limited)
    first = ex.dispatched[0]
    waiting_sid = next(s for s in sids if s != first.session_id)
    waiter = _slot_notes(limited, waiting_sid)[0][1]

    bus.submit_draft(
        limited,
        {
            "session_id": first.session_id,
            "from": first.actor,
            "kind": "tool.call",
            "body": "Write",
            "data": {"tool": "Write", "elapsed_ms": 480},
            "metadata": {"visibility": "private", "effect_id": first.id},
        },
    )
    c = Coordinator(limited, RecordingExecutor())
    real_read = c.stream.read
    sent_outcome: list[str] = []

    def read(**kw):
        entries = real_read(**kw)
        if entries and not sent_outcome:  # the outcome lands while the coordinator handles the draft
            sent_outcome.append("yes")
            _stop(limited, first)
        return entries

    c.stream.read = read
    commits = _commits(monkeypatch)
    assert c.run_until(ingest_empty, timeout_s=20)
    assert sent_outcome, "the draft was never read"
    with_draft = [b for b in commits if "tool.call" in b["kinds"]]
    assert len(with_draft) == 1
    batch = with_draft[0]
    assert first.id in batch["stops"], f"the outcome was committed in a later batch than the draft before it: {commits}"
    assert batch["admitted"] == {waiter} and batch["sent"] == [waiter], "the freed slot is taken in the same batch"
    assert [x.id for x in c.executor.dispatched] == [waiter]


def test_two_slots_freed_in_one_batch_admit_both_waiters_in_it(settings, redis_client, monkeypatch):
    limited = settings.replace(concurrency=("mock=2",), circuit_open_at=1)
    sids = [bus.request_session(limited, f"pong {i}", bindings=MOCK) for i in range(4)]
    _, ex = drain(limited)
    holders = list(ex.dispatched)
    waiting = sorted(n[1] for s in sids for n in _slot_notes(limited, s) if n[0] == "waiting")
    assert len(holders) == 2 and len(waiting) == 2
    for h in holders:
        _stop(limited, h)
    commits = _commits(monkeypatch)
    _, ex2 = drain(limited)
    freed = [b for b in commits if b["stops"]]
    assert len(freed) == 1 and freed[0]["stops"] == {h.id for h in holders}
    assert sorted(freed[0]["admitted"]) == waiting and sorted(freed[0]["sent"]) == waiting
    assert sorted(x.id for x in ex2.dispatched) == waiting


def test_a_freed_slots_outcome_and_its_waiters_note_are_appended_at_once(settings, redis_client, monkeypatch):
    """The batch that frees a slot writes two transcripts (the outcome's session, the waiter's note)
    before the waiter is sent. One after the other, each fsync is a journal commit of its own; at
    once they share one (issue 15, bench/fleet.py)."""
    from crumb import transcript as transcript_module

    limited = settings.replace(concurrency=("mock=1",), circuit_open_at=1)
    sids = [bus.request_session(limited, f"pong {i}", bindings=MOCK) for i in range(2)]
    _, ex = drain(limited)
    first = ex.dispatched[0]
    waiting_sid = next(s for s in sids if s != first.session_id)
    waiter = _slot_notes(limited, waiting_sid)[0][1]
    _stop(limited, first)

    marks = {b'"kind":"agent.stop"': "outcome", b'"slot":"admitted"': "note"}
    entered = {name: threading.Event() for name in marks.values()}
    met: dict[str, bool] = {}
    real_write = transcript_module._write_batch

    def write(fd: int, payload: bytes) -> None:
        name = next((n for mark, n in marks.items() if mark in payload), None)
        if name is not None and name not in met:
            entered[name].set()
            other = next(n for n in entered if n != name)
            met[name] = entered[other].wait(5)  # the other append began while this one is under way
        real_write(fd, payload)

    monkeypatch.setattr(transcript_module, "_write_batch", write)
    _, ex2 = drain(limited)
    assert [x.id for x in ex2.dispatched] == [waiter]
    assert met == {"outcome": True, "note": True}, (
        f"the outcome's and the waiter's appends did not overlap: {met} (True: the other began meanwhile)"
    )
    assert any(e.kind == "agent.stop" for e in transcript(limited, first.session_id))
    assert [n[0] for n in _slot_notes(limited, waiting_sid)] == ["waiting", "admitted"]
