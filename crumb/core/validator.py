"""Anti-deception: reconcile the verifier's opinion with ground truth before any routing.

The verifier is a model judging projected evidence; QA and the reducer hold the facts. Rules, in
order (each correction is named in the ``audit`` event the reducer appends):

1. ``verifier_overrode_d2/d4/d6_ground_truth`` — D2/D6 come from QA and D4 from the reducer; a
   verifier value that differs is replaced.
2. ``self_bias_risk_same_provider`` — the same provider built and judged: D1/D3/D5 × 0.85.
3. ``verify_pass_with_ac_failure`` — a PASS while QA saw an acceptance criterion fail: D1 ≤ 2.
4. ``verify_pass_without_exec_zero`` — a PASS without a passing QA run becomes FAIL.
4b. ``verify_pass_without_playable`` — a PASS on a game QA graded ``limited`` (it runs, with a
   major finding such as not phone-ready) becomes PARTIAL: only ``playable`` backs a PASS.
5. ``verdict_above_threshold`` — the verdict is recomputed from the corrected aggregate: a
   verifier may judge lower than the thresholds, never higher.
6. ``composite_gaming_d1_d5_below_minimum`` — a PASS with D1 or D5 below 3 becomes PARTIAL.

The requirements ledger (DESIGN law 10; :mod:`crumb.core.ledger`), for a spec that has one:

7. ``requirement_left_out`` — the pitch names a requirement the spec's ledger leaves out: it is
   added, unmet (named, never dropped).
8. ``d1_above_requirements_met`` — D1 is at most 5 × the weighted share of requirements met.
9. ``requirement_unmet`` — a PASS with any requirement unmet (a requirement without a criterion
   counts as unmet) becomes PARTIAL: a person decides.

The verifier's words against QA's record (:mod:`crumb.core.evidence`), where the house has one:

10. ``evidence_cites_failed_as_passed``, ``evidence_cites_unknown_id``,
    ``evidence_quotes_unmeasured_number`` — a dimension whose evidence says a criterion or check QA
    saw fail passes, names an id the spec does not have, or quotes a frame rate, a time in ms or a
    share QA never measured scores at most 2; ``evidence_misstates_qa`` — a PASS whose evidence or
    feedback does any of it becomes PARTIAL. Each misstatement is in the audit (``misstatements``),
    with the words and why.

The ``audit`` event names every unmet requirement, whether or not anything was corrected.

Pure: no I/O.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from crumb.core import evidence, ledger, scoring
from crumb.core.events import Event
from crumb.core.scoring import SRC_QA, SRC_REDUCER, SRC_VERIFIER
from crumb.core.state import State, convergence

TOOL = "anti-deception@v1"
SAME_PROVIDER_FACTOR = 0.85
# A verifier dimension whose evidence misstates QA's record: as a PASS with a failed criterion's D1.
MISSTATED_AT_MOST = 2.0


@dataclass(frozen=True)
class Claim:
    """What the verifier said: the dimensions it sent (any of D1..D6), its verdict and aggregate."""

    dims: dict[str, float] = field(default_factory=dict)
    verdict: str | None = None
    aggregate: float | None = None
    provider: str | None = None
    feedback: str | None = None
    deviation: str | None = None  # Critical | Important | Minor
    suggested_change: str | None = None
    build_event_id: str | None = None
    # The texts its judgement rests on: each dimension's evidence, and the feedback.
    said: dict[str, tuple[str, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class Ground:
    """What the house knows: QA's and the reducer's values at the time of the judgement."""

    d2: float = 0.0
    d4: float = 5.0
    d6: float = 0.0
    d3_auto: float = 0.0
    d5_auto: float = 5.0
    qa_passed: bool = False
    qa_verdict: str | None = None  # playable | limited | broken (None: no QA report)
    ac_failed: tuple[str, ...] = ()
    builder_provider: str | None = None
    requirements: tuple[dict[str, Any], ...] | None = None  # the judged ledger (ledger.Row dicts); None: legacy spec
    facts: evidence.Facts | None = None  # what QA and the spec recorded; None: no such record (the original's)


@dataclass(frozen=True)
class Validation:
    scores: dict[str, dict[str, Any]]
    aggregate: float
    verdict: str
    violations: tuple[str, ...] = ()
    corrections: tuple[dict[str, Any], ...] = ()
    requirements: tuple[dict[str, Any], ...] | None = None
    unmet: tuple[str, ...] = ()
    misstatements: tuple[dict[str, str], ...] = ()

    @property
    def corrected(self) -> bool:
        return bool(self.corrections)

    @property
    def audited(self) -> bool:
        """An ``audit`` event is due: something was corrected, a requirement is unmet, or the verifier's
        words misstate QA's record."""
        return bool(self.corrections or self.unmet or self.misstatements)


def _same_provider(verifier: str | None, builder: str | None) -> bool:
    # "none" is the offline `local` studio (and any harness without a model behind it): its builder
    # is a template library and its verifier scores from QA evidence, so no model is grading its own
    # work. Treating none == none as "same provider" would discount every offline run and put PASS
    # out of reach of the default studio; an unknown provider on both sides proves nothing.
    return bool(verifier) and bool(builder) and verifier == builder and verifier != "none"


def validate(claim: Claim, ground: Ground) -> Validation:
    """Apply every rule; return corrected scores, aggregate and verdict with the named corrections."""
    corrections: list[dict[str, Any]] = []

    def fix(rule: str, dim: str, old: Any, new: Any) -> None:
        corrections.append({"rule": rule, "dim": dim, "from": old, "to": new})

    truth = {"D2": (ground.d2, SRC_QA), "D4": (ground.d4, SRC_REDUCER), "D6": (ground.d6, SRC_QA)}
    for dim, (value, _src) in truth.items():
        said = claim.dims.get(dim)
        if said is not None and abs(said - value) > 0.01:
            fix(f"verifier_overrode_{dim.lower()}_ground_truth", dim, said, value)

    own = {d: claim.dims.get(d) for d in scoring.VERIFIER_DIMS}
    if _same_provider(claim.provider, ground.builder_provider):
        for dim, claimed in own.items():
            if claimed is not None:
                own[dim] = round(claimed * SAME_PROVIDER_FACTOR, 2)
                fix("self_bias_risk_same_provider", dim, claimed, own[dim])

    if claim.verdict == "PASS" and ground.ac_failed and (own["D1"] or 0.0) > 2:
        fix("verify_pass_with_ac_failure", "D1", own["D1"], 2.0)
        own["D1"] = 2.0
    rows = list(ground.requirements or ())
    left_out = [r["id"] for r in rows if r.get("from") == ledger.FROM_PITCH]
    if left_out:
        fix("requirement_left_out", "requirements", None, left_out)
    if ground.requirements is not None and (own["D1"] or 0.0) > ledger.d1_for(rows) + 0.01:
        fix("d1_above_requirements_met", "D1", own["D1"], ledger.d1_for(rows))
        own["D1"] = ledger.d1_for(rows)
    wrong = evidence.misstatements(claim.said, ground.facts)
    for rule, where in dict.fromkeys((f"evidence_{m.rule}", m.where) for m in wrong):
        # Named whether or not it lowers anything: the audit says the words were false.
        old = own.get(where)
        new = min(old, MISSTATED_AT_MOST) if old is not None and where in own else old
        fix(rule, where, old, new)
        if where in own:
            own[where] = new

    scores = {
        "D1": {"score": scoring.clamp(own["D1"] or 0.0), "source": SRC_VERIFIER},
        "D2": {"score": ground.d2, "source": SRC_QA},
        "D3": {
            "score": scoring.combine(own["D3"], ground.d3_auto),
            "source": SRC_VERIFIER if own["D3"] is not None else SRC_REDUCER,
        },
        "D4": {"score": ground.d4, "source": SRC_REDUCER},
        "D5": {
            "score": scoring.combine(own["D5"], ground.d5_auto),
            "source": SRC_VERIFIER if own["D5"] is not None else SRC_REDUCER,
        },
        "D6": {"score": ground.d6, "source": SRC_QA},
    }
    total = scoring.aggregate(scores)
    unmet = tuple(ledger.unmet_ids(rows))
    verdict = _verdict(claim.verdict, total, scores, ground, fix)
    if verdict == "PASS" and wrong:
        fix("evidence_misstates_qa", "verdict", "PASS", "PARTIAL")
        verdict = "PARTIAL"
    if verdict == "PASS" and unmet:
        fix("requirement_unmet", "verdict", "PASS", "PARTIAL")
        verdict = "PARTIAL"
    violations = tuple(dict.fromkeys(c["rule"] for c in corrections))
    said_wrong = tuple(m.to_dict() for m in wrong)
    return Validation(scores, total, verdict, violations, tuple(corrections), ground.requirements, unmet, said_wrong)


def _verdict(claimed: str | None, total: float, scores: dict[str, dict[str, Any]], ground: Ground, fix: Any) -> str:
    by_threshold = scoring.verdict_for(total)
    verdict = claimed if claimed in scoring.VERDICT_RANK else by_threshold
    if verdict == "PASS" and not ground.qa_passed:
        fix("verify_pass_without_exec_zero", "verdict", "PASS", "FAIL")
        verdict = "FAIL"
    if verdict == "PASS" and ground.qa_verdict == "limited":
        fix("verify_pass_without_playable", "verdict", "PASS", "PARTIAL")
        verdict = "PARTIAL"
    if scoring.VERDICT_RANK[verdict] > scoring.VERDICT_RANK[by_threshold]:
        fix("verdict_above_threshold", "verdict", verdict, by_threshold)
        verdict = by_threshold
    if verdict == "PASS" and (scores["D1"]["score"] < 3 or scores["D5"]["score"] < 3):
        fix("composite_gaming_d1_d5_below_minimum", "verdict", "PASS", "PARTIAL")
        verdict = "PARTIAL"
    return verdict


def audit_draft(session_id: str, cause_id: str, result: Validation) -> dict[str, Any]:
    """The ``audit`` event the reducer appends when the validator corrected anything or a requirement is unmet."""
    violations = list(result.violations)
    body = "anti-deception: " + (", ".join(violations) or "no correction")
    if result.unmet:
        body += f"; unmet: {', '.join(result.unmet)}"
    if result.misstatements:
        body += "; the verifier's words misstate QA: " + "; ".join(
            f"{m['where']}: {m['why']}" for m in result.misstatements[:5]
        )
    return {
        "session_id": session_id,
        "from": "validator",
        "kind": "audit",
        "parent_event_id": cause_id,
        "body": body,
        "data": {
            "violations": violations,
            "corrected_verdict": result.verdict,
            "corrected_aggregate": result.aggregate,
            "corrections": [dict(c) for c in result.corrections],
            "unmet": list(result.unmet),
            "misstatements": [dict(m) for m in result.misstatements],
            "requirements": [dict(r) for r in result.requirements or ()],
        },
        "metadata": {"deterministic": True, "tool": TOOL, "audit_violations": violations},
    }


def _dims(raw: Any) -> dict[str, float]:
    out: dict[str, float] = {}
    if isinstance(raw, dict):
        for dim in scoring.DIMS:
            x = raw.get(dim)
            if isinstance(x, dict):
                x = x.get("score", x.get("value"))  # ours say score; the original's fixtures say value
            if isinstance(x, (int, float)) and not isinstance(x, bool):
                out[dim] = scoring.clamp(float(x))
    return out


def _said(raw: Any, feedback: Any) -> dict[str, tuple[str, ...]]:
    """Each of the verifier's dimensions' evidence (a list of strings; the original's, one string), and
    its feedback."""
    out: dict[str, tuple[str, ...]] = {}
    for dim in scoring.VERIFIER_DIMS:
        x = raw.get(dim) if isinstance(raw, dict) else None
        found = x.get("evidence") if isinstance(x, dict) else None
        texts = [found] if isinstance(found, str) else found if isinstance(found, list) else []
        if said := tuple(t for t in texts if isinstance(t, str) and t):
            out[dim] = said
    if isinstance(feedback, str) and feedback:
        out["feedback"] = (feedback,)
    return out


def _str(x: Any) -> str | None:
    return x if isinstance(x, str) and x else None


def claim_from_event(e: Event) -> Claim:
    """Read a judge.score / verify.result: ours carry ``scores``; the original's put them in ``data``."""
    data = e.data or {}
    raw: dict[str, Any] = e.scores.model_dump(exclude_none=True) if e.scores is not None else {}
    if not raw and isinstance(data.get("scores"), dict):
        raw = {**data, **data["scores"]}

    def pick(k: str) -> Any:
        return raw.get(k) if raw.get(k) is not None else data.get(k)

    deviation = pick("deviation")
    if isinstance(deviation, dict):
        deviation = deviation.get("type")
    verdict = pick("verdict")
    agg = pick("aggregate")
    return Claim(
        said=_said(raw, pick("feedback")),
        dims=_dims(raw),
        verdict=verdict if verdict in scoring.VERDICT_RANK else None,
        aggregate=float(agg) if isinstance(agg, (int, float)) and not isinstance(agg, bool) else None,
        provider=e.metadata.provider if e.metadata else None,
        feedback=_str(pick("feedback")),
        deviation=_str(deviation),
        suggested_change=_str(pick("suggested_change")),
        build_event_id=_str(data.get("build_event_id")),
    )


def ground_from_state(state: State) -> Ground:
    """QA's and the reducer's values for the current build (``state`` is a State or the reducer's draft of one)."""
    qa = state.qa
    build = state.build or {}
    requirements = _requirements(state)
    return Ground(
        d2=scoring.d2_exec(qa),
        d4=convergence(state),
        d6=scoring.d6_portability(qa),
        d3_auto=scoring.d3_auto(
            goal=state.goal is not None, spec=state.spec is not None, build_hashed=bool(build.get("artifacts")), qa=qa
        ),
        d5_auto=scoring.d5_auto(state.interventions, state.reflected),
        qa_passed=scoring.qa_passed(qa),
        qa_verdict=scoring.qa_verdict(qa),
        ac_failed=tuple(scoring.failed_acceptance(qa)),
        builder_provider=build.get("provider"),
        requirements=requirements,
        facts=evidence.facts_of(state.spec, qa, requirements or ()),
    )


def _requirements(state: Any) -> tuple[dict[str, Any], ...] | None:
    """The ledger of the current spec judged on the current QA evidence; None for a legacy spec."""
    if not ledger.has_ledger(state.spec):
        return None
    rows = ledger.judge(state.goal, state.spec, state.qa, ledger.changes_of(state.lineage))
    return tuple(row.to_dict() for row in rows)
