"""A small session driver for reducer tests: builds valid events and folds them, like the coordinator."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from crumb.core.effects import Effect
from crumb.core.events import Event, parse_event
from crumb.core.reducer import reduce
from crumb.core.state import State, initial_state

_CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
T0 = datetime(2026, 12, 2, 9, 0, tzinfo=UTC)
SHA = "a" * 64


def ulid(n: int) -> str:
    """A valid, ordered ULID for the n-th event of a test."""
    digits = ""
    for _ in range(16):
        n, r = divmod(n, 32)
        digits = _CROCKFORD[r] + digits
    return "01JXQ00000" + digits


def ts(seconds: float) -> str:
    return (T0 + timedelta(seconds=seconds)).isoformat(timespec="milliseconds").replace("+00:00", "Z")


class Sim:
    """Feeds events to the reducer one by one, as the coordinator would, and keeps what came out."""

    def __init__(self, session_id: str = "sess-test", **start_data: Any) -> None:
        self.state: State = initial_state(session_id)
        self.n = 0
        self.clock = 0.0
        self.effects: list[Effect] = []
        self.events: list[Event] = []
        self.send("session.start", "system", data={"goal": "a tiny game", **start_data} if start_data else None)

    def event(self, kind: str, from_: str, **fields: Any) -> Event:
        self.n += 1
        self.clock += fields.pop("after_s", 1.0)
        raw = {
            "id": ulid(self.n),
            "ts": ts(self.clock),
            "session_id": self.state.session_id,
            "from": from_,
            "kind": kind,
        }
        raw.update({k: v for k, v in fields.items() if v is not None})
        return parse_event(raw)

    def send(self, kind: str, from_: str = "user", **fields: Any) -> list[Effect]:
        e = self.event(kind, from_, **fields)
        return self.feed(e)

    def feed(self, e: Event) -> list[Effect]:
        self.state, fx = reduce(self.state, e)
        self.events.append(e)
        self.effects = fx
        return fx

    # What a worker sends back for a dispatched effect.
    def outcome(self, fx: Effect, kind: str, **fields: Any) -> list[Effect]:
        meta = dict(fields.pop("metadata", None) or {})
        meta["effect_id"] = fx.id
        return self.send(
            kind, fields.pop("from_", fx.actor if fx.type == "spawn" else "system"), metadata=meta, **fields
        )

    def stop(self, fx: Effect, **meta: Any) -> list[Effect]:
        return self.outcome(fx, "agent.stop", data={"exit_code": 0}, metadata=meta)

    # The happy-path steps, each answering the one effect that asked for it.
    def spec(self, fx: Effect, **data: Any) -> list[Effect]:
        out = self.outcome(fx, "spec", data={"title": "Tiny", "genre": "arcade", **data})
        self.stop(fx)
        return out

    def build(self, fx: Effect, provider: str | None = None) -> list[Effect]:
        meta = {"provider": provider} if provider else {}
        out = self.outcome(fx, "build", artifacts=[{"path": "artifacts/game/index.html", "sha256": SHA}], metadata=meta)
        self.stop(fx)
        return out

    def qa(self, fx: Effect, exit_code: int = 0, **data: Any) -> list[Effect]:
        checks = data.pop("checks", [{"name": "boot", "status": "pass"}, {"name": "phone_fit", "status": "pass"}])
        body = {"exec_exit_code": exit_code, "checks": checks, "build_event_id": fx.build_event_id, **data}
        return self.outcome(
            fx, "qa.result", from_="system", data=body, metadata={"tool": "qa-check-effect@v1", "deterministic": True}
        )

    def judge(
        self,
        fx: Effect,
        verdict: str,
        d1: float = 5,
        d3: float = 5,
        d5: float = 5,
        provider: str | None = None,
        **extra: Any,
    ) -> list[Effect]:
        scores = {
            "D1": {"score": d1, "source": "verifier-llm"},
            "D3": {"score": d3, "source": "verifier-llm"},
            "D5": {"score": d5, "source": "verifier-llm"},
            "verdict": verdict,
            **extra,
        }
        meta = {"provider": provider} if provider else {}
        out = self.outcome(fx, "judge.score", scores=scores, metadata=meta)
        self.stop(fx)
        return out

    def to_verifier(self) -> Effect:
        """goal → spec → build → qa.result: returns the verifier spawn."""
        [planner] = spawns(self.send("goal", body="a tiny game"))
        [builder] = spawns(self.spec(planner))
        [check] = self.build(builder)
        [verifier] = spawns(self.qa(check))
        return verifier


def spawns(effects: list[Effect], actor: str | None = None) -> list[Effect]:
    return [f for f in effects if f.type == "spawn" and (actor is None or f.actor == actor)]


def of_type(effects: list[Effect], type_: str) -> list[Effect]:
    return [f for f in effects if f.type == type_]


def finish_reason(effects: list[Effect]) -> str | None:
    return next((f.reason for f in effects if f.type == "finish"), None)
