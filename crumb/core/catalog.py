"""What each event kind means: who emits it, what it carries, what the reducer does with it.

:data:`KIND_DOCS` is the one table ``crumb explain KIND`` prints; a test keeps it equal to
:data:`crumb.core.events.KINDS`. Pure data.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from crumb.core.events import ACTORS

__all__ = ["ENVELOPE", "KIND_DOCS", "KindDoc", "kind_doc"]


@dataclass(frozen=True)
class KindDoc:
    kind: str
    group: str
    emitted_by: str
    carries: dict[str, str] = field(default_factory=dict)  # field (dotted) → what it holds
    reducer: str = "records it (step count, last message); no effect"

    def to_dict(self) -> dict[str, object]:
        return {
            "kind": self.kind,
            "group": self.group,
            "emitted_by": self.emitted_by,
            "carries": dict(self.carries),
            "reducer": self.reducer,
        }


_ACK = "adds an ack; "
_INERT = "records it (step count, last message); no effect"


def _docs(*docs: KindDoc) -> dict[str, KindDoc]:
    return {d.kind: d for d in docs}


KIND_DOCS: dict[str, KindDoc] = _docs(
    # -- session lifecycle ------------------------------------------------------------------
    KindDoc(
        "session.start",
        "system",
        "system (coordinator, for a new-session request)",
        {
            "data.goal": "the pitch",
            "data.limits": "budgets (respecs, verifies, tokens, wall clock, money: cost_budget_usd, "
            "daily_cost_cap_usd, cost_pause_at; QA run again on a busy machine: qa_busy_retries)",
            "metadata.cost_day/day_cost_usd": "the stack's spend that UTC day when the session was asked for",
            "data.bindings": "{actor: {adapter, model, fallback[]}}",
            "data.preset": "preset name, if any",
        },
        "stores limits, bindings and the start time, so replay never reads config",
    ),
    KindDoc("session.end", "system", "system (coordinator, right after done)", {"body": "the finish reason"}, _INERT),
    KindDoc(
        "agent.wake",
        "system",
        "the worker running an actor, as the actor starts",
        {"metadata.adapter": "our adapter name", "metadata.effect_id": "the spawn effect"},
        _INERT,
    ),
    KindDoc(
        "agent.stop",
        "system",
        "the worker, when the actor's process ends",
        {
            "data.exit_code": "the agent's exit code",
            "metadata.tokens_in/tokens_out": "token use",
            "metadata.latency_ms": "run time",
            "metadata.cost_usd": "cost",
            "metadata.cost_source": "reported (by the adapter), estimated (tokens × the price table) or unpriced",
            "metadata.cost_day/day_cost_usd": "the stack's spend that UTC day, this spawn included",
        },
        "adds the tokens and the cost to the session total; crossing the token budget finishes the session; "
        "at cost_pause_at of a money budget it pauses once, at the budget it finishes (cost_budget)",
    ),
    # -- workflow ---------------------------------------------------------------------------
    KindDoc(
        "goal",
        "workflow",
        "user (written by the coordinator after session.start)",
        {"body": "the one-line pitch"},
        "remembers the goal; spawns planner-lead",
    ),
    KindDoc(
        "question.socratic",
        "workflow",
        "planner-lead (original CRUMB; our planner does not ask)",
        {"body": "the question"},
        _INERT,
    ),
    KindDoc("answer.socratic", "workflow", "user (original CRUMB)", {"body": "the answer"}, _INERT),
    KindDoc(
        "spec",
        "workflow",
        "planner-lead (its first design)",
        {
            "data": "spec.json: title, genre, controls, acceptance criteria, tuning",
            "artifacts": "spec.json and spec.md with sha256",
        },
        "stores the spec; spawns builder",
    ),
    KindDoc(
        "spec.update",
        "workflow",
        "planner-lead (a redesign after a Critical deviation)",
        {"data": "the new spec.json", "artifacts": "spec.json and spec.md"},
        "counts a respec; past the respec budget finishes (respec_budget), else spawns builder",
    ),
    KindDoc(
        "build",
        "workflow",
        "builder",
        {"artifacts": "every game file with sha256 computed from disk; entry artifacts/game/index.html"},
        "asks for a qa_check on the build's entry",
    ),
    KindDoc(
        "qa.result",
        "workflow",
        "system (the QA worker; an actor can never forge it)",
        {
            "data": "QaReport: each check by name, pass/fail, evidence paths; build_event_id; busy when the "
            "machine's other work outran the check (exit 2, not decided)",
            "metadata.tool": "qa-check-effect@v1",
            "metadata.deterministic": "true",
        },
        "stores the QA evidence; spawns verifier with the projected evidence, or, when it says busy, audits "
        "and checks the build again (up to qa_busy_retries times a build)",
    ),
    KindDoc(
        "verify.result",
        "workflow",
        "verifier (original CRUMB alias of judge.score)",
        {"scores": "as judge.score"},
        "handled exactly like judge.score",
    ),
    KindDoc(
        "judge.score",
        "workflow",
        "verifier",
        {
            "scores.D1/D3/D5": "the verifier's scores with evidence (source verifier-llm)",
            "scores.verdict": "PASS / PARTIAL / FAIL / REJECT",
            "scores.feedback": "what to fix",
            "scores.deviation.type": "Critical / Important / Minor",
            "scores.suggested_change": "a concrete change",
        },
        "validator reconciles with QA (audit if corrected), then routes: PASS finishes, PARTIAL waits "
        "for a person, FAIL/REJECT respawns planner-lead (Critical) or builder",
    ),
    KindDoc(
        "done",
        "workflow",
        "system (the coordinator, for a finish effect)",
        {"body": "the finish reason: verdict_pass, user_approve, circuit_open, respec_budget, ..."},
        _INERT,
    ),
    # -- reasoning --------------------------------------------------------------------------
    KindDoc("agent.thought_summary", "reasoning", "any actor (usually private)", {"body": "a summary"}, _INERT),
    KindDoc(
        "note",
        "reasoning",
        "anyone: actors via `crumb event`, the coordinator (repairs, hooks), the reducer",
        {"body": "the remark", "metadata.visibility": "public or private"},
        _INERT,
    ),
    # -- step markers (original CRUMB) ---------------------------------------------------------
    *(
        KindDoc(
            f"step.{s}",
            "step marker",
            "planner-lead / verifier (original CRUMB phases)",
            {"body": "what the step produced"},
            _INERT,
        )
        for s in ("socratic", "concept", "research", "research.video", "design", "judge")
    ),
    # -- user -------------------------------------------------------------------------------
    KindDoc(
        "user.intervene",
        "user",
        "user (CLI `crumb say`, dashboard box; see `crumb explain grammar`)",
        {
            "body": "the text",
            "data.target_actor": "actor addressed",
            "data.goto": "actor to run next",
            "data.swap": "{from: actor, to: adapter}",
            "data.reset_circuit": "actor, or true for all",
            "data.sandwich_append": "text for the next spawn's prompt",
            "data.note": "a remark only",
            "data.redo": "true: rerun the last active actor",
            "data.ask": "status, cost, next, stuck or scorecard: the reducer answers with a note",
        },
        _ACK + "records a constraint; applies swap / reset / append; goto, redo or @actor spawns; "
        "reopens a finished session",
    ),
    KindDoc(
        "user.veto",
        "user",
        "user (/veto)",
        {"body": "the reason"},
        _ACK + "respawns the last planner-lead or builder with the reason; reopens a finished session",
    ),
    KindDoc(
        "user.approve",
        "user",
        "user (/approve)",
        {"body": "an optional comment"},
        _ACK + "finishes a session waiting on a PARTIAL verdict (user_approve)",
    ),
    KindDoc(
        "user.pause",
        "user",
        "user (/pause)",
        {"data.actor": "one actor, or absent for all", "body": "the reason"},
        _ACK + "holds spawns (all, or the actor's) until a resume",
    ),
    KindDoc(
        "user.resume",
        "user",
        "user (/resume)",
        {"data.actor": "one actor, or absent for all"},
        _ACK + "lifts the pause; a global resume spawns the queued next actor",
    ),
    KindDoc(
        "ack",
        "inbox ack",
        "system (the reducer, one per user.* event)",
        {"body": "what was understood", "metadata.ack_for": "the user event's id"},
        _INERT,
    ),
    # -- handoff ----------------------------------------------------------------------------
    KindDoc(
        "handoff.requested",
        "handoff",
        "an actor asking for another (original CRUMB)",
        {"to": "the actor asked for"},
        _INERT,
    ),
    KindDoc(
        "handoff.rollback",
        "handoff",
        "coordinator (original CRUMB rollback)",
        {
            "data.deviation.type": "Critical sends to planner-lead, else builder",
            "data.suggested_change": "added to the next prompt",
        },
        "respawns planner-lead or builder",
    ),
    # -- meta -------------------------------------------------------------------------------
    KindDoc(
        "artifact.created",
        "meta",
        "builder (with build) or planner-lead",
        {"artifacts": "path, sha256 (computed by the worker), role"},
        "adds the files to the artifact list",
    ),
    KindDoc(
        "version.released",
        "meta",
        "system (`crumb release`)",
        {"data": "release name and the frozen artifacts' hashes"},
        _INERT,
    ),
    KindDoc(
        "error",
        "meta",
        "an actor's worker (bad or missing output, adapter failure) or the coordinator",
        {"body": "what went wrong and what to do"},
        "counts toward the actor's circuit breaker: 3 in a row switch to the next fallback adapter; "
        "none left finishes (circuit_open)",
    ),
    KindDoc(
        "audit",
        "meta",
        "validator (anti-deception) or system (forged-event firewall)",
        {"body": "each correction named", "metadata.audit_violations": "violation codes"},
        _INERT,
    ),
    KindDoc(
        "tool.call",
        "meta",
        "an actor's worker, tapping the agent's stream (private)",
        {"data": "tool name and arguments"},
        _INERT,
    ),
    KindDoc("tool.result", "meta", "an actor's worker (private)", {"data": "tool output summary"}, _INERT),
)

# The envelope every kind shares: field → (required, meaning).
ENVELOPE: dict[str, tuple[bool, str]] = {
    "id": (True, "ULID; the writer fills it when absent"),
    "ts": (True, "RFC 3339 UTC time; the writer fills it when absent"),
    "session_id": (True, "the session"),
    "from": (True, "the actor: " + ", ".join(ACTORS)),
    "kind": (True, "the event kind (`crumb explain` lists them)"),
    "to": (False, "the actor addressed (left out for everyone)"),
    "parent_event_id": (False, "the event this one answers"),
    "step": (False, "original CRUMB phase"),
    "body": (False, "text"),
    "data": (False, "kind-specific object (our extras live here)"),
    "artifacts": (False, "[{path, sha256, role}]"),
    "scores": (False, "D1–D6, aggregate, verdict, feedback"),
    "metadata": (False, "visibility, harness, provider, model, tokens, cost, effect_id, ..."),
}


def kind_doc(kind: str) -> KindDoc | None:
    """The documentation of one kind, or None if there is no such kind."""
    return KIND_DOCS.get(kind)
