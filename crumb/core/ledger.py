"""The requirements ledger judged against the pitch and the QA evidence (DESIGN law 10).

``merge`` lays the deterministic reading of the pitch (:func:`crumb.core.pitch_reader.floor`) under
the planner's ledger: a requirement the pitch names and the ledger leaves out (or plans with a
different value, or without the number the pitch gives it: "3 lives") is added as unmet, so a planner
cannot make a pitch easier. A phrase of the pitch
the house has no words for (an ``ask``) is covered by a ledger requirement of its id or from its words. ``judge`` then says,
per requirement, whether QA proved it: it is met when it is planned, names at least one acceptance
criterion, and every criterion it names is in the spec and passed in the browser. A criterion may
also name one of QA's own checks as ``qa:<check>`` (``qa:phone_fit`` taps the game on a phone), which
proves how a game is driven and where it runs (``controls``, ``target``) and nothing else: every game
that boots passes ``qa:boot``, so a kind of game, a mechanic, a rule or a language needs a criterion of
the spec's own. At least one of them must be able to fail: a predicate QA saw hold on a blank page without the game too
(``true``, ``window.x || true``) proves nothing, and a requirement only such criteria name is unmet.
A criterion whose predicate QA saw loop (it never returned) fails as the spec's doing: the
requirement is unmet with a reason that sends the fix to the spec, not the game.

On a continued game the person asked for the parent's pitch *as changed*: what the change request
names (a round time, a kind of game, a mechanic) replaces what the parent's pitch said of it, so a
planner following the change is not held to the old pitch (:func:`asked`).

A spec without a ``requirements`` key is *legacy* (written before the ledger existed, e.g. the
original CRUMB's transcripts): it has no ledger to judge, and its verdicts stand as recorded.
Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from pydantic import ValidationError

from crumb.core import pitch_reader, pitch_rest
from crumb.core.contracts import QA_CHECK_NAMES, Requirement

__all__ = [
    "WEIGHTS",
    "Row",
    "has_ledger",
    "changes_of",
    "asked",
    "merge",
    "judge",
    "weighted_share",
    "unmet_ids",
    "d1_for",
]

# The kind of game and its core mechanics and rules weigh most; looks least.
WEIGHTS: dict[str, float] = {
    "genre": 3.0,
    "mechanic": 2.0,
    "rule": 2.0,
    "change": 2.0,
    "win": 1.5,
    "lose": 1.5,
    "time_limit": 1.0,
    "controls": 1.0,
    "target": 1.0,
    "language": 1.0,
    "theme": 0.5,
    "ask": 1.0,
}
FROM_LEDGER, FROM_PITCH = "ledger", "pitch"
QA_REF = "qa:"  # a criterion id naming one of QA's checks
# What QA's own checks can prove: they drive the game by its controls on a desktop and a phone, and
# say nothing of what it is (any game that boots and responds passes them, whatever the pitch asked).
QA_PROVES = frozenset({"controls", "target"})
# A criterion's evidence when its predicate held on a blank page without the game too (QA's
# AcceptanceResult.held_without_game): it proves nothing of the game, so it cannot meet a requirement
# alone; beside a criterion that could have failed (or one of QA's own checks) it does no harm.
WITHOUT_GAME = "without_game"
# A criterion's evidence when its predicate never returned in QA (AcceptanceResult.looped): it failed
# by the spec's own code, which a rebuilt game cannot fix.
LOOPED = "looped"


@dataclass(frozen=True)
class Row:
    """One requirement and the verdict on it: met or not, why, and the QA evidence of its criteria."""

    requirement: Requirement
    met: bool
    reason: str
    evidence: tuple[dict[str, str], ...] = ()
    origin: str = FROM_LEDGER  # pitch: added by the floor, the planner's ledger left it out

    def to_dict(self) -> dict[str, Any]:
        r = self.requirement
        return {
            "id": r.id,
            "kind": r.kind,
            "text": r.text,
            "source": r.source,
            "value": r.value,
            "count": r.count,
            "met": self.met,
            "criteria": [dict(e) for e in self.evidence],
            "reason": self.reason,
            "from": self.origin,
        }


def has_ledger(spec: Mapping[str, Any] | None) -> bool:
    """True for a spec written since the ledger exists (it has the key, even empty)."""
    return isinstance(spec, Mapping) and isinstance(spec.get("requirements"), list)


def _norm(value: str) -> str:
    return re.sub(r"[\s-]+", "_", value.strip().lower())


def _planned(spec: Mapping[str, Any]) -> list[Requirement]:
    out: list[Requirement] = []
    for i, raw in enumerate(spec.get("requirements") or []):
        try:
            out.append(Requirement.model_validate(raw))
        except ValidationError as e:  # a ledger that is not one is not a free pass: it counts unmet
            text = (
                str(raw.get("text") or f"requirement #{i + 1}") if isinstance(raw, Mapping) else f"requirement #{i + 1}"
            )
            out.append(
                Requirement(
                    id=f"invalid.{i + 1}",
                    kind="rule",
                    text=text[:300],
                    status="unmet",
                    reason=f"not a valid requirement: {e.errors()[0]['msg']}"[:500],
                )
            )
    return out


def changes_of(lineage: Mapping[str, Any] | None) -> tuple[str, ...]:
    """A continued game's change requests, oldest first (its lineage's ``changes``, else its ``change``)."""
    if not isinstance(lineage, Mapping):
        return ()
    found = lineage.get("changes")
    if not isinstance(found, list):
        found = [lineage.get("change")]
    return tuple(c for c in found if isinstance(c, str) and c.strip())


def asked(goal: str | None, changes: Sequence[str] = ()) -> list[Requirement]:
    """What the person asked for: the pitch's requirements, each one a change request also names
    replaced by the change's (the latest change wins), then what only the changes name. The language
    stays the pitch's: the words of a change request are not a request to switch the game's language.
    What the pitch asks that the house cannot name is in it too (:func:`crumb.core.pitch_reader.floor`);
    a change request's own words are its ``change`` requirement already."""
    wanted = {r.id: r for r in _floor(goal or "")}
    for change in changes:
        wanted |= {r.id: r for r in pitch_reader.read(change) if r.kind != "language"}
    return list(wanted.values())


@lru_cache(maxsize=64)
def _floor(goal: str) -> tuple[Requirement, ...]:
    """The pitch's reading, once per pitch and process: it is judged again at every judgement, replay
    and dashboard view, and a long repetitive pitch takes seconds to read ('3 min ' × 330: 6 s of CPU,
    growing with the square of its length). Its requirements are only ever copied, never changed."""
    return tuple(pitch_reader.floor(goal))


def merge(goal: str | None, spec: Mapping[str, Any], changes: Sequence[str] = ()) -> list[tuple[Requirement, str]]:
    """The planner's ledger plus, as unmet, every requirement the pitch (as changed) names that it leaves out."""
    planned = _planned(spec)
    by_id = {r.id: r for r in planned}
    merged = [(r, FROM_LEDGER) for r in planned]
    lang = pitch_reader.language(goal or "")
    for wanted in asked(goal, changes):
        mine = by_id.get(wanted.id)
        if mine is None and wanted.kind == "ask" and any(_covers(r, wanted, lang) for r in planned):
            continue
        if mine is None and wanted.kind == "ask":
            reason = (
                f"the pitch also asks “{wanted.source[:80]}”, which the house cannot read into a requirement of its "
                "own, and no requirement of the spec's ledger comes from those words"
            )
            merged.append((wanted.model_copy(update={"status": "unmet", "reason": reason}), FROM_PITCH))
        elif mine is None:
            reason = f"the pitch asks for it ('{wanted.source[:80]}') and the spec's ledger leaves it out"
            merged.append((wanted.model_copy(update={"status": "unmet", "reason": reason}), FROM_PITCH))
        elif wanted.value and _norm(mine.value) != _norm(wanted.value):
            reason = f"the pitch asks for {wanted.text} ('{wanted.source[:80]}'); the ledger plans '{mine.value or mine.text}'"
            update = {"id": f"{wanted.id}.asked"[:40], "status": "unmet", "reason": reason[:500]}
            merged.append((wanted.model_copy(update=update), FROM_PITCH))
        elif wanted.count is not None and mine.count != wanted.count:
            plans = "no number" if mine.count is None else f"{mine.count}"
            reason = f"the pitch asks for {wanted.count} ('{wanted.source[:80]}'); the ledger plans {plans}"
            update = {"id": f"{wanted.id}.asked"[:40], "status": "unmet", "reason": reason[:500]}
            merged.append((wanted.model_copy(update=update), FROM_PITCH))
    return merged


def _covers(mine: Requirement, ask: Requirement, lang: str) -> bool:
    """Whether a ledger requirement comes from the words of an ask the house could not read: the two
    share a word of the ask's own (not a common word: "animals" of "with animals", where the ledger's
    requirement "animal pictures on the cards" names "animals" as its source)."""
    if mine.kind in ("language", "ask") and mine.id != ask.id:
        return False
    if ask.id == pitch_reader.TITLE_ID:  # the kind's requirement names the game too: only its own id covers it
        return mine.id == ask.id
    return bool(set(pitch_rest.own_words(mine.source, lang)) & set(pitch_rest.own_words(ask.source, lang)))


def _results(qa: Mapping[str, Any] | None) -> dict[str, dict[str, str]]:
    """QA's acceptance results by criterion id (ours: ``acceptance``; the original's: ``ac_results``)."""
    out: dict[str, dict[str, str]] = {}
    for key, id_key in (("acceptance", "id"), ("ac_results", "ac_id")):
        rows = (qa or {}).get(key)
        for row in rows if isinstance(rows, list) else []:
            if isinstance(row, Mapping):
                cid = str(row.get(id_key, ""))
                out[cid] = {
                    "id": cid,
                    "status": str(row.get("status", "")).lower(),
                    "detail": str(row.get("detail", ""))[:200],
                }
                if row.get("held_without_game") is True:
                    out[cid][WITHOUT_GAME] = "held"
                if row.get("looped") is True:
                    out[cid][LOOPED] = "predicate"
    checks = (qa or {}).get("checks")
    for check in checks if isinstance(checks, list) else []:
        if isinstance(check, Mapping):
            cid = QA_REF + str(check.get("name", ""))
            out[cid] = {
                "id": cid,
                "status": str(check.get("status", "")).lower(),
                "detail": str(check.get("detail", ""))[:200],
            }
    return out


def _verdict(
    r: Requirement, known: set[str], qa: Mapping[str, Any] | None, results: dict[str, dict[str, str]]
) -> tuple[bool, str, tuple[dict[str, str], ...]]:
    evidence = tuple(results.get(c, {"id": c, "status": "missing", "detail": ""}) for c in r.criteria)
    if r.status == "unmet":
        return False, r.reason or "the planner recorded it unmet", evidence
    if not r.criteria:
        return False, "no acceptance criterion proves it", evidence
    unknown = [c for c in r.criteria if c not in known]
    if unknown:
        return False, f"criterion {', '.join(unknown)} is not in the spec", evidence
    if qa is None:
        return False, "not proven yet: no QA run of this build", evidence
    for e in evidence:
        if e["status"] == "fail" and e.get(LOOPED):
            reason = f"criterion {e['id']}'s predicate never returned in QA (it loops): the spec's to fix, not the game"
            return False, reason, evidence
        if e["status"] == "fail":
            return False, f"criterion {e['id']} failed in QA: {e['detail'] or 'predicate false'}"[:500], evidence
        if e["status"] != "pass":
            return False, f"criterion {e['id']} was not checked in the browser (no predicate, or not run)", evidence
    proving = [e["id"] for e in evidence if e.get(WITHOUT_GAME) != "held" and _can_prove(r, e["id"])]
    if not proving:
        checks = ", ".join(c for c in r.criteria if not _can_prove(r, c))
        blank = ", ".join(c for c in r.criteria if _can_prove(r, c))
        held = f"{blank} held on a blank page without the game too"
        if not checks:
            return False, f"its check cannot fail: {held}", evidence
        reason = f"QA's own checks ({checks}) judge how any game runs, not what it is: nothing of its {r.kind}"
        reason += f", and {held}" if blank else ""
        return False, f"{reason}: name a criterion whose predicate proves it in the game"[:500], evidence
    return True, "proven in QA: " + ", ".join(proving), evidence


def _can_prove(r: Requirement, criterion: str) -> bool:
    """A criterion of the spec may prove any requirement; one of QA's checks only how the game is driven or where."""
    return not criterion.startswith(QA_REF) or r.kind in QA_PROVES


def judge(
    goal: str | None, spec: Mapping[str, Any] | None, qa: Mapping[str, Any] | None, changes: Sequence[str] = ()
) -> list[Row]:
    """Every requirement (the ledger's, then the pitch's it left out) with met/unmet and why; [] for a legacy spec.

    ``changes``: a continued game's change requests, oldest first (:func:`changes_of` its lineage)."""
    if not has_ledger(spec):
        return []
    assert spec is not None
    criteria = spec.get("acceptance_criteria")
    known = {str(c.get("id")) for c in criteria if isinstance(c, Mapping)} if isinstance(criteria, list) else set()
    known |= {QA_REF + name for name in QA_CHECK_NAMES}
    results = _results(qa)
    rows = []
    for requirement, origin in merge(goal, spec, changes):
        met, reason, evidence = _verdict(requirement, known, qa, results)
        rows.append(Row(requirement, met, reason, evidence, origin))
    return rows


def _weight(row: Row | Mapping[str, Any]) -> float:
    kind = row.requirement.kind if isinstance(row, Row) else str(row.get("kind"))
    return WEIGHTS.get(kind, 1.0)


def _met(row: Row | Mapping[str, Any]) -> bool:
    return row.met if isinstance(row, Row) else bool(row.get("met"))


def weighted_share(rows: Sequence[Row] | Sequence[Mapping[str, Any]]) -> float:
    """The weighted share of requirements met, 0..1 (1 when there is nothing to meet)."""
    total = sum(_weight(r) for r in rows)
    return 1.0 if total == 0 else sum(_weight(r) for r in rows if _met(r)) / total


def d1_for(rows: Sequence[Row] | Sequence[Mapping[str, Any]]) -> float:
    """D1 (spec fit) as the ledger says: 5 × the weighted share met, two decimals."""
    return round(5.0 * weighted_share(rows), 2)


def unmet_ids(rows: Sequence[Row] | Sequence[Mapping[str, Any]]) -> list[str]:
    """The short names (ids) of the requirements not met."""
    return [r.requirement.id if isinstance(r, Row) else str(r.get("id")) for r in rows if not _met(r)]
