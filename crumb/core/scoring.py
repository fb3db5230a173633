"""The six scores D1–D6, their single sources, the aggregate and the verdict thresholds.

D1 comes from the verifier; D2 and D6 only from QA (``qa.result.data``); D4 only from the
reducer (convergence); D3 and D5 combine the verifier's value with the reducer's auto value here
in code. The aggregate is out of 30: PASS ≥ 24, PARTIAL ≥ 18, else FAIL. Pure functions, no I/O.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

DIMS = ("D1", "D2", "D3", "D4", "D5", "D6")
VERIFIER_DIMS = ("D1", "D3", "D5")
GROUND_DIMS = ("D2", "D4", "D6")  # the verifier may not set these; the validator corrects it when it tries

SRC_VERIFIER = "verifier-llm"
SRC_QA = "qa-check-effect"
SRC_REDUCER = "reducer-auto"

PASS_AT = 24.0
PARTIAL_AT = 18.0
MAX_AGGREGATE = 30.0

# Verdict order for "never better than the thresholds allow"; REJECT is below FAIL.
VERDICT_RANK = {"REJECT": 0, "FAIL": 1, "PARTIAL": 2, "PASS": 3}

# Checks that feed their own dimension (or the validator) and so do not also lower D2.
PORTABILITY_CHECKS = frozenset({"phone_fit"})
_NOT_D2_CHECKS = PORTABILITY_CHECKS | {"acceptance"}


def clamp(x: float, lo: float = 0.0, hi: float = 5.0) -> float:
    return lo if x < lo else hi if x > hi else x


def round_half_up(x: float, places: int = 1) -> float:
    """Round halves away from zero for positives (2.25 → 2.3), unlike Python's banker's ``round``."""
    k = 10**places
    return float(math.floor(x * k + 0.5) / k)


def verdict_for(aggregate: float) -> str:
    """The verdict the thresholds give an aggregate out of 30."""
    if aggregate >= PASS_AT:
        return "PASS"
    if aggregate >= PARTIAL_AT:
        return "PARTIAL"
    return "FAIL"


# --- QA ground truth -------------------------------------------------------------------------


def qa_exit_code(qa: Mapping[str, Any] | None) -> int | None:
    """``exec_exit_code`` of a qa.result's data; a missing or non-integer code counts as 1 (failed)."""
    if qa is None:
        return None
    code = qa.get("exec_exit_code")
    return code if isinstance(code, int) and not isinstance(code, bool) else 1


def qa_passed(qa: Mapping[str, Any] | None) -> bool:
    """The game runs: no blocker (its QA verdict is playable or limited)."""
    return qa_exit_code(qa) == 0


def qa_verdict(qa: Mapping[str, Any] | None) -> str | None:
    """QA's graded verdict (playable / limited / broken); a report from before the grading is
    playable when it passed and broken when it did not."""
    if qa is None:
        return None
    verdict = qa.get("verdict")
    if verdict in ("playable", "limited", "broken"):
        return verdict if qa_passed(qa) or verdict == "broken" else "broken"
    return "playable" if qa_passed(qa) else "broken"


def qa_findings(qa: Mapping[str, Any] | None) -> list[str]:
    """QA's failing checks (with their severity) and its findings, one line each, for the builder."""
    if qa is None:
        return []
    lines = [
        f"{c.get('name')} ({c.get('severity') or 'failed'}): {str(c.get('detail') or '')[:300]}"
        for c in _checks(qa)
        if c.get("status") == "fail"
    ]
    return lines + [str(f)[:300] for f in _findings(qa)]


def _checks(qa: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    checks = qa.get("checks")
    return [c for c in checks if isinstance(c, Mapping)] if isinstance(checks, list) else []


def _findings(qa: Mapping[str, Any]) -> list[Any]:
    found: list[Any] = []
    for key in ("findings", "lint_findings"):  # lint_findings: the original's qa.result
        value = qa.get(key)
        if isinstance(value, list):
            found.extend(value)
    return found


def d2_exec(qa: Mapping[str, Any] | None) -> float:
    """D2 from QA alone, following its blockers: 0 when one stopped the game (exit code 1 or 2);
    5 for a clean run; half a point off per finding and one per failed check that is not a
    portability or acceptance one (those are major: the game runs), never below 2 (it did run)."""
    if not qa_passed(qa):
        return 0.0
    assert qa is not None
    failed = sum(1 for c in _checks(qa) if c.get("status") == "fail" and c.get("name") not in _NOT_D2_CHECKS)
    return clamp(5.0 - 0.5 * len(_findings(qa)) - 1.0 * failed, 2.0, 5.0)


def d6_portability(qa: Mapping[str, Any] | None) -> float:
    """D6 from QA's portability findings (``phone_fit``: fits a phone screen and answers taps and
    swipes): pass 5, anything else 0. The original's ``cross_browser_smoke`` (ok/fail) stands in
    when there is no phone_fit check."""
    if qa is None:
        return 0.0
    for check in _checks(qa):
        if check.get("name") in PORTABILITY_CHECKS:
            return 5.0 if check.get("status") == "pass" else 0.0
    return 5.0 if qa.get("cross_browser_smoke") == "ok" else 0.0


def failed_acceptance(qa: Mapping[str, Any] | None) -> list[str]:
    """Ids of acceptance criteria QA saw fail (ours: ``acceptance``; the original: ``ac_results``)."""
    if qa is None:
        return []
    failed: list[str] = []
    for key, id_key in (("acceptance", "id"), ("ac_results", "ac_id")):
        rows = qa.get(key)
        if isinstance(rows, list):
            for row in rows:
                if isinstance(row, Mapping) and str(row.get("status", "")).lower() == "fail":
                    failed.append(str(row.get(id_key, "?")))
    return failed


# --- reducer auto values ---------------------------------------------------------------------


def d4_convergence(respecs: int, rebuilds: int, vetoes: int) -> float:
    """D4 from the reducer: 5 for a single clean pass, one point per respec and half a point per
    extra build or veto, in half-point steps."""
    raw = 5.0 - 1.0 * respecs - 0.5 * rebuilds - 0.5 * vetoes
    return clamp(math.floor(raw * 2) / 2)


def d3_auto(*, goal: bool, spec: bool, build_hashed: bool, qa: Mapping[str, Any] | None) -> float:
    """The reducer's half of D3 (observability): one point for each piece of evidence a person can
    inspect — goal, spec, a build with hashed artifacts, a QA report, QA screenshots."""
    shots = qa is not None and isinstance(qa.get("screenshots"), list) and bool(qa["screenshots"])
    return float(goal + spec + build_hashed + (qa is not None) + shots)


def d5_auto(interventions: int, reflected: int) -> float:
    """The reducer's half of D5: 5 with no interventions, else the share answered by new work."""
    if interventions <= 0:
        return 5.0
    return round_half_up(clamp(5.0 * reflected / interventions), 2)


def combine(verifier: float | None, auto: float) -> float:
    """D3/D5: the mean of the verifier's value and the reducer's, to one decimal; auto alone when
    the verifier gave none."""
    if verifier is None:
        return round_half_up(clamp(auto))
    return round_half_up(clamp((verifier + auto) / 2))


def aggregate(scores: Mapping[str, Mapping[str, Any]]) -> float:
    """The sum of D1..D6 (a missing one counts 0), two decimals."""
    return round(sum(float(scores[d]["score"]) for d in DIMS if d in scores), 2)
