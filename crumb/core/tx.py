"""One reduction: the draft of the next state, the event being reduced and the effects it emits.

The draft is a shallow copy of the state whose containers are replaced, never changed in place, so
every earlier state stays valid. Handlers read and write the draft and emit effects through
:class:`Tx`; :func:`crumb.core.reducer.reduce` turns the draft back into a frozen :class:`State`.
Pure: no I/O.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypedDict

from crumb.core.effects import Append, CancelSpawn, Effect, Finish, Hook, QaCheck, SandwichAppend, Spawn, effect_id
from crumb.core.events import Event
from crumb.core.ledger import changes_of
from crumb.core.roles import ROLE
from crumb.core.state import State, current_adapter

__all__ = ["Draft", "Tx", "project", "appends_for", "HARD_CAPS"]

# Wall clock, tokens and money are hard caps: a person cannot reopen a session that ran out of them (the
# next event would end it again). The original's watchdog wrote the *_exhausted spellings.
HARD_CAPS = frozenset({"wall_clock", "token_budget", "cost_budget", "wall_clock_exhausted", "token_exhausted"})


class Draft(State):
    """A State whose freeze is lifted for the length of one reduction."""

    __setattr__ = object.__setattr__

    @classmethod
    def of(cls, state: State) -> Draft:
        draft = object.__new__(cls)
        # One dict copy per event; assigning __dict__ is several times faster than update().
        object.__setattr__(draft, "__dict__", dict(state.__dict__))
        return draft

    def freeze(self) -> State:
        """The draft as a State (the draft is discarded: no second copy)."""
        new = object.__new__(State)
        object.__setattr__(new, "__dict__", self.__dict__)
        return new


class _Ids(TypedDict):
    id: str
    session_id: str
    cause_id: str


class Tx:
    """One reduction: the draft state, the event and the effects emitted so far."""

    __slots__ = ("v", "e", "fx", "n")

    def __init__(self, state: State, event: Event) -> None:
        self.v: Draft = Draft.of(state)
        self.e: Event = event
        self.fx: list[Effect] = []
        self.n: int = 0

    def _ids(self) -> _Ids:
        """The next effect's stable id (``<event id>.<n>``), its session and its cause."""
        self.n += 1
        return {"id": effect_id(self.e.id, self.n - 1), "session_id": self.v.session_id, "cause_id": self.e.id}

    def append(self, draft: dict[str, Any]) -> None:
        self.fx.append(Append(draft=draft, **self._ids()))

    def hook(self, hook: str, body: str, data: dict[str, Any] | None = None) -> None:
        self.fx.append(Hook(hook=hook, body=body, data=data or {}, **self._ids()))

    def cancel(self, actor: str, reason: str) -> None:
        self.fx.append(CancelSpawn(actor=actor, reason=reason, **self._ids()))

    def spawn(self, actor: str, prompt: str | None = None) -> None:
        """Spawn an actor with its projected input, or queue it (as a hook) while it is paused."""
        v = self.v
        if actor in ROLE:
            v.stage = ROLE[actor].stage
        if v.paused or actor in v.paused_actors:
            kept = tuple(q for q in v.queued if q["actor"] != actor)
            v.queued = (*kept, {"actor": actor, "prompt": prompt, "cause_id": self.e.id})
            scope = "global" if v.paused else "actor"
            body = f"paused — {actor} is queued until resume"
            self.hook("paused", body, {"actor": actor, "queued": True, "scope": scope})
            return
        adapter, model = current_adapter(v, actor)
        appends = tuple(SandwichAppend(source_id=a["source_id"], text=a["text"]) for a in appends_for(v, actor))
        inputs = project(v, actor)
        self._dispatch(
            Spawn(
                actor=actor,
                adapter=adapter,
                model=model,
                prompt=prompt,
                sandwich_appends=appends,
                inputs=inputs,
                **self._ids(),
            )
        )

    def qa_check(self, build: Mapping[str, Any]) -> None:
        v = self.v
        v.stage = "qa"
        # The hashes the build recorded: QA checks those files, not whatever the folder holds by then.
        inputs = {"spec": v.spec, "artifacts": list(build.get("artifacts") or ())}
        self._dispatch(QaCheck(artifact=build["entry"], build_event_id=build["event_id"], inputs=inputs, **self._ids()))

    def _dispatch(self, fx: Spawn | QaCheck) -> None:
        self.v.outstanding = {**self.v.outstanding, fx.id: fx}
        self.fx.append(fx)

    def finish(self, reason: str) -> None:
        """End the session: nothing dispatched by this event or before it is waited for any more."""
        v = self.v
        v.done, v.reason, v.stage, v.awaiting_approval = True, reason, "done", False
        v.ended_at = v.ended_at or self.e.ts
        v.outstanding, v.queued = {}, ()
        self.fx = [f for f in self.fx if f.type not in ("spawn", "qa_check", "hook")]
        self.fx.append(Finish(reason=reason, body=reason, **self._ids()))

    def reopen(self) -> bool:
        """Reopen a finished session for a person's veto or goto; False when it ran out of a hard cap."""
        v = self.v
        if v.done:
            if v.reason in HARD_CAPS:
                return False
            v.done, v.reason, v.ended_at = False, None, None
        return True

    def add_append(self, text: str, target: str | None) -> None:
        self.v.appends = (*self.v.appends, {"source_id": self.e.id, "text": text, "target": target})


# --- projections (DESIGN law 5: an actor sees only what its effect carries) -----------------


def appends_for(state: State, actor: str) -> list[dict[str, Any]]:
    return [a for a in state.appends if a["target"] in (None, actor)]


def project(state: State, actor: str) -> dict[str, Any]:
    """The input an actor may see, and nothing else."""
    feedback = [a["text"] for a in appends_for(state, actor)]
    # A continued game starts from its parent; one of several takes of a pitch may vary.
    parent: dict[str, Any] = {"parent": state.lineage} if state.lineage is not None else {}
    if state.variant is not None:
        parent["variant"] = state.variant
    if actor == "builder":
        return {"goal": state.goal, "spec": state.spec, "feedback": feedback, **parent}
    if actor == "verifier":
        build = state.build or {}
        # A continued game is judged against its pitch as the person changed it.
        changes = {"changes": list(changes_of(state.lineage))} if state.lineage is not None else {}
        return {
            **changes,
            "goal": state.goal,
            "spec": state.spec,
            "qa": state.qa,
            "build": {"event_id": build.get("event_id"), "artifacts": list(build.get("artifacts", ()))},
        }
    out: dict[str, Any] = {"goal": state.goal, "feedback": feedback, **parent}
    if state.spec is not None:
        out["previous_spec"] = state.spec
    return out
