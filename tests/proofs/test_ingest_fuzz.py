"""Issue 16, the ingest fuzz: random bytes in every field of 10,000 entries (``make proofs``; a few
hundred in the default suite) while five sessions run through a real coordinator and the real task
code. The coordinator stays alive, every entry is acknowledged and answered (an ``audit`` or
``error`` event naming it, or a WARNING log line naming it), and the five sessions finish as they
would have without the noise."""

from __future__ import annotations

import json
import logging
import os
import random
import re
import threading
import time
from typing import Any

import pytest

from crumb import bus, transcript
from crumb.connections import INGEST_GROUP, keys
from crumb.coordinator import Coordinator
from crumb.executors import InlineExecutor
from tests.proofs.conftest import Records

pytestmark = [pytest.mark.proofs, pytest.mark.redis]
SESSIONS = 5
KINDS = [
    "note",
    "user.approve",
    "user.veto",
    "qa.result",
    "done",
    "session.end",
    "spec",
    "build",
    "judge.score",
    "agent.stop",
    "error",
    "audit",
    "goal",
    "ack",
]
FROM = ["user", "system", "coordinator", "validator", "builder", "planner-lead", "verifier", "qa", ""]


def binds() -> dict[str, Any]:
    return {a: {"adapter": "mock", "model": None, "fallback": []} for a in ("planner-lead", "builder", "verifier")}


class Fuzz:
    """Random ingest entries: bytes anywhere, JSON that nearly makes sense, signatures that do not match."""

    def __init__(self, settings: Any, seed: int, sids: list[str]) -> None:
        self.settings, self.rng, self.sids = settings, random.Random(seed), sids

    def blob(self, most: int = 120) -> bytes:
        return bytes(self.rng.randrange(256) for _ in range(self.rng.randrange(most)))

    def text(self) -> str:
        return self.rng.choice(
            [
                "",
                "x" * self.rng.randrange(50),
                self.blob(40).decode("latin-1"),
                "\ud800".encode("utf-8", "surrogatepass").decode("latin-1"),
            ]
        )

    def sid(self) -> Any:
        return self.rng.choice(
            [*self.sids, *self.sids, "01NOSUCHSESSION00000000000", "../escape", "", None, 7, self.text()]
        )

    def draft(self) -> dict[str, Any]:
        d = {
            "session_id": self.sid(),
            "from": self.rng.choice(FROM),
            "kind": self.rng.choice(KINDS),
            "body": self.text(),
        }
        if self.rng.random() < 0.3:
            d["metadata"] = {"effect_id": f"{self.rng.choice(self.sids)}.{self.rng.randrange(3)}"}
        if self.rng.random() < 0.3:
            d["id"] = self.text() or "01ARZ3NDEKTSV4RRFFQ69G5FAV"
        return d

    def payload(self) -> bytes:
        if self.rng.random() < 0.005:  # a few over the draft limit (each is a megabyte in Redis)
            return b"z" * (self.settings.max_draft_bytes + self.rng.randrange(1, 1000))
        pick = self.rng.randrange(6)
        if pick == 0:
            return self.blob(300)
        if pick == 1:
            return json.dumps(self.draft()).encode()
        if pick == 2:
            sid = self.sid()
            drafts = [self.draft() for _ in range(self.rng.randrange(4))]
            return json.dumps({"effect_id": f"{sid}.0", "session_id": sid, "drafts": drafts}).encode()
        if pick == 3:
            return json.dumps({"session_id": self.text(), "goal": self.text(), "bindings": {}}).encode()
        if pick == 4:  # valid JSON around bytes that are not UTF-8
            return b'{"session_id": "' + self.rng.choice(self.sids).encode() + b'", "body": "' + self.blob(20) + b'"}'
        return json.dumps(self.rng.choice([None, 5, True, [], "text", {"a": 1}])).encode()

    def entry(self) -> dict[bytes, bytes]:
        if self.rng.random() < 0.15:  # nothing but random names and values
            return {self.blob(10) or b"k": self.blob(60) for _ in range(self.rng.randrange(1, 4))}
        kind = self.rng.choice([b"draft", b"draft", b"outcome", b"new_session", b"", self.blob(8)])
        fields = {b"type": kind, b"payload": self.payload()}
        roll = self.rng.random()
        if roll < 0.3:
            fields[b"sig"] = self.blob(64)
        elif roll < 0.5:
            fields[b"sig"] = os.urandom(32).hex().encode()
        elif roll < 0.6 and not _json_object(fields[b"payload"]):
            # Signed by the house, and still garbage: a payload that is no draft at all.
            signed = bus.sign(
                self.settings, {"type": kind.decode("latin-1"), "payload": fields[b"payload"].decode("latin-1")}
            )
            fields[b"sig"] = signed["sig"].encode()
        return fields


def _json_object(raw: bytes) -> bool:
    try:
        return isinstance(json.loads(raw), dict)
    except ValueError:
        return False


@pytest.mark.parametrize(
    "count",
    [
        pytest.param(int(os.environ.get("CRUMB_PROOFS_FAST_FUZZ", "300")), id="fast"),
        pytest.param(int(os.environ.get("CRUMB_PROOFS_FUZZ", "10000")), id="full", marks=pytest.mark.slow),
    ],
)
def test_random_bytes_in_every_field_never_stop_the_coordinator_and_every_entry_is_answered(
    settings, redis_client, count
):
    executor = InlineExecutor(settings, max_workers=2)
    coordinator = Coordinator(settings, executor)
    sids = [bus.request_session(settings, f"a paddle game {n}", bindings=binds()) for n in range(SESSIONS)]
    fuzz = Fuzz(settings, seed=16, sids=sids)
    sent: list[str] = []
    exits: list[BaseException] = []

    def feed() -> None:
        ingest = keys(settings).ingest
        for start in range(0, count, 200):
            pipe = redis_client.pipeline(transaction=False)
            for _ in range(min(200, count - start)):
                pipe.xadd(ingest, fuzz.entry())
            sent.extend(e.decode() for e in pipe.execute())

    finished: list[bool] = []

    def coordinate() -> None:
        try:
            finished.append(
                coordinator.run_until(
                    lambda c: len(sent) == count and c.all_done(sids) and _drained(settings, redis_client),
                    timeout_s=900,
                )
            )
        except BaseException as e:  # noqa: BLE001 — what the proof counts
            exits.append(e)

    started = time.monotonic()
    with Records("crumb.coordinator") as logs:
        runner = threading.Thread(target=coordinate, name="fuzzed-coordinator")
        runner.start()
        feed()
        runner.join(timeout=960)
    took = time.monotonic() - started
    coordinator.stop()
    executor.close(wait=True)
    assert not exits and not runner.is_alive(), f"the coordinator exited or hung: {exits!r}"
    assert finished == [True], "the sessions did not finish, or the stream was not drained, within 15 min"
    said = "\n".join(r.getMessage() for r in logs.records if r.levelno >= logging.WARNING)
    texts = "\n".join(
        p.read_text(encoding="utf-8") for p in settings.sessions_dir.glob(f"*/{transcript.TRANSCRIPT_FILE}")
    )
    answered = set(re.findall(r"\d{13}-\d+", said + texts))
    unanswered = [e for e in sent if e not in answered]
    assert not unanswered, f"{len(unanswered)} of {count} entries got no answer, e.g. {unanswered[:3]}"
    for sid in sids:
        events = transcript.read_events(settings.session_dir(sid) / transcript.TRANSCRIPT_FILE)
        done = [e for e in events if e.kind == "done"]
        assert len(done) == 1 and done[0].data["reason"] == "verdict_pass", (sid, [e.body for e in done])
        assert not any(e.kind.startswith("user.") for e in events), "a fuzzed entry spoke for the user"
        assert [e.kind for e in events].count("qa.result") == 1
    print(
        f"\ningest fuzz: {count} entries, {count - len(unanswered)} answered, 0 coordinator exits, "
        f"{SESSIONS} sessions verdict_pass, {took:.1f} s"
    )


def _drained(settings: Any, raw: Any) -> bool:
    """Nothing of the stream is unread or unacknowledged."""
    group = next(
        (g for g in raw.xinfo_groups(keys(settings).ingest) if g["name"] in (INGEST_GROUP, INGEST_GROUP.encode())), None
    )
    return group is not None and not group["pending"] and not group.get("lag")
