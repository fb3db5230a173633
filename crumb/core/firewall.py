"""The trust boundary around actors (DESIGN law 7): what an agent may add to a transcript.

:func:`check_draft` is the one rule. ``crumb event`` applies it when an agent submits a note, and
the worker applies it again to everything the agent left in ``events.jsonl``, because a file in
the agent's own workspace is agent-controlled. Pure: no I/O.
"""

from __future__ import annotations

from typing import Any

from crumb.core.events import ACTORS, HOUSE, KINDS
from crumb.core.roles import ROLE, SPAWNABLE

ALLOWED_KINDS = frozenset({"note", "agent.thought_summary", "tool.call", "tool.result", "artifact.created"})
ALLOWED_PREFIXES = ("step.",)
# Kinds the worker writes for an agent (a spawn's outcome, with the hashes of the files it published);
# never the agent's own note, though the original let agents send them.
WORKER_KINDS = frozenset({"artifact.created"})
FORBIDDEN_KINDS = frozenset({"qa.result", "audit", "done"})
FORBIDDEN_PREFIXES = ("user.", "session.")
TOOL = "crumb-event-firewall@v1"
# What each actor's own outcome may carry beyond a note: its work product (the roles table's
# outcomes; the reducer resets an actor's circuit breaker on these).
OUTCOME_KINDS: dict[str, tuple[str, ...]] = {r.actor: r.outcomes for r in ROLE.values()}
LIFECYCLE_KINDS = frozenset({"agent.wake", "agent.stop", "error"})  # the worker's, on the actor's behalf
QA_OUTCOME = ("system", frozenset({"qa.result", "artifact.created"}))  # a qa_check's outcome: QA's evidence only
HOUSE_REPLY_KEYS = ("ack_for", "in_reply_to")  # metadata linking an answer to the line a person sent

__all__ = [
    "check_draft",
    "forbidden",
    "house_draft_violation",
    "outcome_violation",
    "audit",
    "ALLOWED_KINDS",
    "OUTCOME_KINDS",
    "TOOL",
]


def check_draft(draft: Any, actor: str) -> tuple[bool, dict[str, Any] | None]:
    """Decide whether ``actor`` may submit ``draft``: (True, None) or (False, an ``audit`` draft)."""
    if not isinstance(draft, dict):
        return False, audit(actor, "malformed_draft", None, None, draft)
    claimed = draft.get("from")
    kind = draft.get("kind")
    if not isinstance(draft.get("metadata") or {}, dict):
        why = f"metadata must be a JSON object, not {type(draft['metadata']).__name__}"
        return False, audit(actor, "malformed_draft", claimed, kind, draft, why=why)
    violation = _violation(actor, claimed, kind)
    if violation:
        return False, audit(actor, violation, claimed, kind, draft)
    if draft.get("artifacts") is not None:  # a hash the agent wrote would vouch for files it changed
        why = "an agent cannot record artifacts or their hashes: the worker hashes the files it publishes"
        return False, audit(actor, "artifact_claim_attempt", claimed, kind, draft, why=why)
    if kind in WORKER_KINDS:  # without files it was still new work to the reducer: it answered a person (D5)
        why = (
            f"an agent cannot write {kind}: the worker hashes the files it publishes and writes their "
            f"{kind} itself; say what you made in a note"
        )
        return False, audit(actor, "artifact_claim_attempt", claimed, kind, draft, why=why)
    if draft.get("in_reply_to") is not None or any(k in (draft.get("metadata") or {}) for k in HOUSE_REPLY_KEYS):
        # The dashboard passes an event linked so to the person who sent the line as the house's answer;
        # an agent knows the line's id (its prompt names each /append it carries).
        why = "an agent cannot answer a person's line: in_reply_to and ack_for link the house's own answers"
        return False, audit(actor, "reply_claim_attempt", claimed, kind, draft, why=why)
    return True, None


# What the house's tools send one at a time, as signed ``draft`` entries (the rest comes as an effect's
# outcome, checked against that effect): a person's line (crumb.core.inbox) or release, an actor's
# progress while it runs (its wake, tool calls and the notes its worker forwarded through check_draft),
# and the house's own notes and audits (a transcript's repair, a note the worker refused).
USER_DRAFT_KINDS = frozenset({"note", "version.released"})
HOUSE_DRAFT_KINDS = frozenset({"note", "audit"})


def house_draft_violation(claimed: Any, kind: Any) -> str | None:
    """Why a signed draft entry may not say this ``from``/``kind``, or None. A verdict, QA's evidence,
    an actor's work product or the end of a session is never a draft of its own: each comes only in
    the outcome of the effect that made it, where the coordinator checks it against that effect."""
    if kind not in KINDS or claimed not in ACTORS:
        return None  # the event schema answers a kind or a sender that is not one
    if claimed == "user":
        ok = kind.startswith("user.") or kind in USER_DRAFT_KINDS
    elif claimed in SPAWNABLE:
        ok = (
            forbidden(claimed, kind) is None
            and kind not in WORKER_KINDS
            and (kind in ALLOWED_KINDS or kind == "agent.wake" or kind.startswith(ALLOWED_PREFIXES))
        )
    elif claimed == "system":
        ok = kind in HOUSE_DRAFT_KINDS
    else:
        ok = False
    return (
        None if ok else f"no draft from={claimed} kind={kind} is sent on its own: it comes only in an effect's outcome"
    )


def outcome_violation(effect_type: str, actor: str | None, claimed: Any, kind: Any) -> str | None:
    """Why a draft may not be part of this effect's outcome, or None.

    A ``qa_check`` outcome carries only QA's evidence from ``system``. A spawn's outcome carries only
    drafts from its own actor, of the kinds that actor produces: notes, its work product, and the
    lifecycle the worker reports for it.
    """
    if effect_type == "qa_check":
        who, kinds = QA_OUTCOME
        return (
            None
            if claimed == who and kind in kinds
            else f"a qa_check outcome carries only {', '.join(sorted(kinds))} from {who}"
        )
    if claimed != actor:
        return f"a draft in {actor}'s outcome must come from {actor}"
    if not isinstance(kind, str) or not (
        kind in ALLOWED_KINDS
        or kind in LIFECYCLE_KINDS
        or kind.startswith(ALLOWED_PREFIXES)
        or kind in OUTCOME_KINDS.get(actor or "", ())
    ):
        return f"{actor} does not produce kind={kind}"
    return None


def forbidden(claimed: Any, kind: Any) -> str | None:
    """The violation when no actor may write this ``from``/``kind`` at all, whatever its role; else None.

    The coordinator applies this to an actor's outcome, whose kinds (spec, build, judge.score…)
    are the actor's own and so are not limited to the kinds :func:`check_draft` allows in a note.
    """
    if kind == "qa.result":
        return "forged_qa_result_attempt"  # named first, as in the original
    if claimed in HOUSE:
        return "forged_system_event_attempt"
    if isinstance(kind, str) and (kind in FORBIDDEN_KINDS or kind.startswith(FORBIDDEN_PREFIXES)):
        return "forbidden_kind_attempt"
    return None


def _violation(actor: str, claimed: Any, kind: Any) -> str | None:
    never = forbidden(claimed, kind)
    if never:
        return never
    if not isinstance(kind, str):
        return "malformed_draft"
    if actor not in SPAWNABLE:
        return "unknown_actor"
    if claimed not in (None, actor):
        return "impersonation_attempt"
    if kind not in ALLOWED_KINDS and not kind.startswith(ALLOWED_PREFIXES):
        return "kind_not_allowed"
    return None


def audit(actor: str, violation: str, claimed: Any, kind: Any, draft: Any, why: str = "") -> dict[str, Any]:
    """The ``audit`` draft that records a refused draft and why."""
    body = str(draft.get("body", ""))[:200] if isinstance(draft, dict) else str(draft)[:200]
    return {
        "from": "system",
        "kind": "audit",
        "body": f"rejected event from actor={actor}: {violation} (attempted from={claimed}, kind={kind})"
        + (f"; {why}" if why else ""),
        "data": {
            "violation": violation,
            "actor": actor,
            "attempted_from": claimed if isinstance(claimed, str) else None,
            "attempted_kind": kind if isinstance(kind, str) else None,
            "attempted_body": body,
        },
        "metadata": {"deterministic": True, "tool": TOOL},
    }
