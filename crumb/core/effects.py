"""Effects: what the reducer asks the world to do. Only the dispatcher carries them out.

Each effect has a stable ``id`` derived from the event that caused it (``<event id>.<n>``), so a
redelivered task or a replay after a crash is recognised as the same effect, never a new one.

Types and who runs them:

- ``spawn``        a Celery task on the actor's queue (planner / builder / verifier) runs the adapter
- ``qa_check``     a Celery task on the ``qa`` queue runs :func:`crumb.qa.run_qa`
- ``append``       the coordinator writes ``draft`` itself (acks, audits, notes)
- ``finish``       the coordinator writes ``done`` (body = reason) then ``session.end``
- ``hook``         the coordinator writes a public ``note`` asking a person (partial, paused, budget…)
- ``cancel_spawn`` the coordinator revokes the actor's running task
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from crumb.core.roles import ACTOR_QUEUES, QA

EffectType = Literal["spawn", "qa_check", "append", "finish", "hook", "cancel_spawn"]
EFFECT_TYPES: tuple[str, ...] = ("spawn", "qa_check", "append", "finish", "hook", "cancel_spawn")


class SandwichAppend(BaseModel):
    model_config = ConfigDict(frozen=True)
    source_id: str
    text: str


class Effect(BaseModel):
    """One effect. Fields beyond ``id``/``type``/``session_id``/``cause_id`` depend on the type."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    type: EffectType
    session_id: str
    cause_id: str
    # spawn / cancel_spawn
    actor: str | None = None
    adapter: str | None = None
    model: str | None = None
    prompt: str | None = None
    sandwich_appends: tuple[SandwichAppend, ...] = ()
    consumed_intervene_ids: tuple[str, ...] = ()
    # The projected input an actor (or QA) may see, and nothing else (DESIGN law 5):
    # planner-lead {goal, previous_spec?, feedback[]}, builder {goal, spec, feedback[]},
    # verifier {goal, spec, qa, build}, qa_check {spec?}.
    inputs: dict[str, Any] = Field(default_factory=dict)
    # qa_check
    artifact: str | None = None  # entry path relative to the session folder
    build_event_id: str | None = None
    # append
    draft: dict[str, Any] | None = None
    # finish / hook / cancel_spawn
    reason: str | None = None
    hook: str | None = None  # partial, paused, token_budget, stuck, confirm
    body: str | None = None
    data: dict[str, Any] | None = None

    @property
    def queue(self) -> str | None:
        """The Celery queue for effects that leave the coordinator; None for internal ones."""
        if self.type == "qa_check":
            return QA.queue
        if self.type == "spawn":
            return ACTOR_QUEUES.get(self.actor or "")
        return None

    def to_dict(self) -> dict[str, Any]:
        return self.model_dump(mode="json", exclude_defaults=True) | {"id": self.id, "type": self.type}


def effect_id(cause_id: str, n: int) -> str:
    """The stable id of the n-th effect caused by an event."""
    return f"{cause_id}.{n}"
