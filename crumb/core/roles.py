"""The roles of the pipeline and the adapters that can play them: one table each, imported everywhere.

A role is an actor that does a stage of the work. Its row says which Celery queue runs it, the
pipeline stage it moves the session into, what a person is told it is doing, the files it must
leave in its workspace and the event kinds that count as its good outcome. QA is a row too: it is
the house (``system``) running a check on the ``qa`` queue, never an adapter. Every other list of
actors, queues or stages in the code is derived from :data:`ROLES`. Pure: data only.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "Role",
    "ROLES",
    "ROLE",
    "SPAWNABLE",
    "BINDABLE",
    "ACTOR_ALIASES",
    "ACTOR_QUEUES",
    "OUTPUT_FILES",
    "QUEUES",
    "QA",
    "PIPELINE",
    "LANES",
    "AdapterSpec",
    "ADAPTERS",
    "ADAPTER_NAMES",
    "CLI_BINARIES",
]


@dataclass(frozen=True)
class Role:
    """One actor's place in the pipeline."""

    actor: str  # the `from` of its events
    queue: str  # the Celery queue its work runs on
    stage: str  # the pipeline stage it moves the session into (State.stage, metrics, dashboard)
    doing: str  # what a person is told it is doing
    outputs: tuple[str, ...] = ()  # the files it must leave in its workspace (the worker checks exactly these)
    outcomes: tuple[str, ...] = ()  # the kinds that are its good outcome (they reset its circuit breaker)
    spawned: bool = True  # run by an adapter (a `spawn` effect); False for the house's own QA
    bindable: bool = True  # a person binds it to an adapter and can address, pause or swap it


# In pipeline order: the trace lanes and the dashboard's stages follow it.
ROLES: tuple[Role, ...] = (
    Role("planner-lead", "planner", "planner", "planning", ("spec.json", "spec.md"), ("spec", "spec.update")),
    Role("researcher", "planner", "planner", "researching", (), ("step.research",), bindable=False),
    Role("builder", "builder", "builder", "building", ("game/index.html",), ("build",)),
    Role("system", "qa", "qa", "checking the build", (), ("qa.result",), spawned=False, bindable=False),
    Role("verifier", "verifier", "verifier", "judging", ("verdict.json",), ("judge.score", "verify.result")),
)
ROLE = {r.actor: r for r in ROLES if r.spawned}  # the spawnable roles by actor
QA = next(r for r in ROLES if not r.spawned)

# Actors an adapter runs; the rest (user, coordinator, validator, system) are the house itself.
SPAWNABLE = tuple(ROLE)
# Actors a person binds to an adapter and addresses by name.
BINDABLE = tuple(r.actor for r in ROLES if r.bindable)
# What a person may type for a bindable actor: its name or its stage ("planner" = planner-lead).
ACTOR_ALIASES = {r.actor: r.actor for r in ROLES if r.bindable} | {r.stage: r.actor for r in ROLES if r.bindable}
ACTOR_QUEUES = {r.actor: r.queue for r in ROLE.values()}
# The roles a worker can spawn: those with an output contract.
OUTPUT_FILES = {r.actor: r.outputs for r in ROLE.values() if r.outputs}
QUEUES = tuple(dict.fromkeys(r.queue for r in (*ROLE.values(), QA)))
# Each stage with the actor whose events show it, in pipeline order.
_FIRST_OF_STAGE = {r.stage: r.actor for r in reversed(ROLES)}
PIPELINE = tuple((stage, _FIRST_OF_STAGE[stage]) for stage in dict.fromkeys(r.stage for r in ROLES))
# Fixed trace lanes for every actor, so two traces of different sessions line up in a viewer.
LANES = {a: n for n, a in enumerate(("user", "coordinator", *(r.actor for r in ROLES), "validator"), start=1)}


@dataclass(frozen=True)
class AdapterSpec:
    """One way to run a role: its module, its harness and provider in the CRUMB schema, its CLI binary."""

    name: str
    module: str
    harness: str
    provider: str
    binary: str | None = None  # the agent CLI it drives, for the subprocess adapters


ADAPTERS: dict[str, AdapterSpec] = {
    a.name: a
    for a in (
        AdapterSpec("claude-code", "crumb.adapters.cli", "claude-code", "anthropic", "claude"),
        AdapterSpec("codex", "crumb.adapters.cli", "codex", "openai", "codex"),
        AdapterSpec("gemini-cli", "crumb.adapters.cli", "gemini-cli", "google", "gemini"),
        AdapterSpec("openai", "crumb.adapters.openai_http", "openai-sdk", "openai"),
        AdapterSpec("local", "crumb.adapters.local_adapter", "none", "none"),
        AdapterSpec("mock", "crumb.adapters.mock", "mock", "none"),
    )
}
ADAPTER_NAMES = tuple(ADAPTERS)
CLI_BINARIES = {a.name: a.binary for a in ADAPTERS.values() if a.binary}
