"""The offline verifier: score a build from QA evidence, acceptance results and the requirements ledger, honestly.

It gives D1 (spec fit), D3 (observability) and D5 (quality) only; D2/D4/D6 belong to QA and the
reducer, so they are used for its own verdict (D2 from the exit code, D6 from phone_fit, D4 assumed
5) but never sent. D1 is the weighted share of the pitch's requirements that QA proved
(:mod:`crumb.core.ledger`); anything unmet makes the verdict at most PARTIAL, named in the feedback.
"""

from __future__ import annotations

from collections.abc import Sequence

from crumb.adapters.local.genres import detect
from crumb.core import ledger
from crumb.core.contracts import DimScore, QaReport, Spec, Verdict

PASS_AT, PARTIAL_AT = 24, 18
# Checks without which there is no game to judge.
_CRITICAL = ("entry", "boot")
# What to change when a check fails: phrased so the local builder's feedback rules act on it.
_FIX = {
    "entry": "Write index.html at the root of the game folder.",
    "limits": "Keep the game under the size and file-count limits: inline less, drop unused assets.",
    "boot": "Make the game boot without page or console errors; start the loop on load.",
    "visual_change": "Draw every frame from requestAnimationFrame so the screen visibly changes over time.",
    "input_response": "Make input visibly change the game: bind the spec's controls keys and pointer taps to "
    "movement or selection, and keep window.__crumb updated every frame.",
    "phone_fit": "Make it playable on a phone (390x844): size the game to the viewport with no horizontal "
    "scroll, and give every action a touch control (taps or swipes on the play area, or on-screen buttons).",
    "network": "Remove every network request: inline scripts, styles and assets; no CDN.",
    "frame_rate": "Make it faster: draw less per frame so it holds 60 fps.",
    "acceptance": "Satisfy the failing acceptance predicates listed in the feedback.",
    "play": "Make it survive play: no error once the player acts, a game over that restart leaves (score reset, "
    "window.__crumb.state back to 'playing'), and input that changes how a round ends.",
    "timeout": "Make the page settle: no endless synchronous work on load.",
}


_LOOPED_FIX = (
    "Rewrite the spec's predicate of {}: it never returned in QA (it loops). Game time stands still while "
    "a predicate runs: read the game's state once, and let wait_ms wait for it."
)


def _failed(qa: QaReport) -> list[str]:
    return [c.name for c in qa.checks if c.status == "fail"]


def _d1_ledger(rows: list[ledger.Row], qa: QaReport) -> DimScore:
    failed = [a.id for a in qa.acceptance if a.status == "fail"]
    met = [f"{r.requirement.id} [{', '.join(r.requirement.criteria)}]" for r in rows if r.met]
    unmet = [r.requirement.id for r in rows if not r.met]
    score = ledger.d1_for(rows)
    evidence = [f"requirements met (weighted {score:g}/5): {', '.join(met) or 'none'}"]
    evidence += [f"unmet: {', '.join(unmet)}"] if unmet else []
    if failed:
        return DimScore(score=min(2.0, score), evidence=[*evidence, f"acceptance failed: {', '.join(failed)}"])
    return DimScore(score=score, evidence=evidence)


def _d1(spec: Spec, qa: QaReport, genre_ok: bool) -> DimScore:
    judged = [a for a in qa.acceptance if a.status != "skip"]
    failed = [a.id for a in judged if a.status == "fail"]
    if not genre_ok:
        return DimScore(score=0, evidence=[f"genre {spec.genre} is not what the pitch asks for"])
    if not judged:
        return DimScore(score=3, evidence=["no acceptance result to check the spec against"])
    score = 5 * (len(judged) - len(failed)) / len(judged)
    if failed:
        return DimScore(score=min(2.0, round(score, 1)), evidence=[f"acceptance failed: {', '.join(failed)}"])
    return DimScore(score=5, evidence=[f"acceptance passed: {', '.join(a.id for a in judged)}"])


def _d3(qa: QaReport, failed: list[str]) -> DimScore:
    score, evidence = 5.0, []
    for name, cost in (("boot", 5), ("visual_change", 2), ("timeout", 2)):
        if name in failed:
            score -= cost
            evidence.append(f"{name} failed")
    if not qa.screenshots:
        score -= 1
        evidence.append("no screenshots")
    passed = [c.name for c in qa.checks if c.status == "pass"]
    evidence.append(f"checks passed: {', '.join(passed) or 'none'}")
    return DimScore(score=max(0.0, score), evidence=evidence)


def _d5(qa: QaReport, failed: list[str]) -> DimScore:
    score, evidence = 5.0, []
    penalties = [
        ("input_response" in failed, 2, "input_response failed"),
        ("boot" in failed, 3, "boot failed"),
        ("play" in failed, 2, "play failed"),
        (
            bool(qa.console_errors or qa.page_errors),
            1,
            f"{len(qa.console_errors) + len(qa.page_errors)} console/page errors",
        ),
        (qa.fps is not None and qa.fps < 30, 1, f"fps {qa.fps}"),
        ("frame_rate" in failed, 1, "frame_rate failed"),
    ]
    for hit, cost, why in penalties:
        if hit:
            score -= cost
            evidence.append(why)
    if qa.findings:
        score -= min(2.0, 0.5 * len(qa.findings))
        evidence += [f"finding: {f}" for f in qa.findings[:5]]
    return DimScore(score=max(0.0, score), evidence=evidence or ["no findings, no errors"])


def _genre_ok(spec: Spec, goal: str) -> bool:
    if not goal or spec.requirements:  # a ledger judges the kind of game itself
        return True
    asked, note = detect(goal)
    return note is not None or asked == spec.genre


def _verdict(total: float, failed: list[str], ac_failed: bool, critical: bool, unmet: list[str]) -> str:
    if critical or failed:
        return "FAIL"
    if total >= PASS_AT and not ac_failed and not unmet:
        return "PASS"
    return "PARTIAL" if total >= PARTIAL_AT else "FAIL"


def _feedback(failed: list[str], qa: QaReport, genre_ok: bool, spec: Spec) -> tuple[str, str | None]:
    ac_failed = [a for a in qa.acceptance if a.status == "fail"]
    lines = [f"QA check {name} failed: {(qa.check(name).detail or 'no detail')[:200]}" for name in failed]  # type: ignore[union-attr]
    lines += [f"acceptance {a.id} failed: {a.detail[:160] or 'predicate false'}" for a in ac_failed]
    if not genre_ok:
        lines.insert(0, f"the pitch asks for {detect(spec.pitch)[0]}, the spec says {spec.genre}")
    fixes = [_phone_fix(qa) if n == "phone_fit" else _FIX[n] for n in failed if n in _FIX]
    looped = [a.id for a in ac_failed if a.looped]
    if looped:  # the spec's own code: a rebuilt game cannot make it return
        fixes.append(_LOOPED_FIX.format(", ".join(looped)))
    by_game = [a.id for a in ac_failed if not a.looped]
    if by_game and "acceptance" not in failed:
        fixes.append(_FIX["acceptance"] + " (" + ", ".join(by_game) + ")")
    if not genre_ok:
        fixes.insert(0, f"Redesign the spec as a {detect(spec.pitch)[0]} game, as the pitch asks.")
    return "\n".join(lines) or "All QA checks and acceptance criteria passed.", " ".join(fixes) or None


# What phone_fit's detail says when the page is wider than the phone, or shown too small on it
# (crumb.qa.checks._phone_fit), and when the play does not answer touch.
_TOO_WIDE = "px phone screen"
_NO_TOUCH = ("needs a keyboard", "did not answer QA's taps")
_PHONE_SIZE_FIX = "Fix phone overflow: size the game to the viewport (390x844) with no horizontal scroll."
_PHONE_TOUCH_FIX = (
    "Make it playable by touch: give every action the keys do a touch control (taps or swipes on the play "
    "area, or on-screen buttons), not only the button that starts it."
)


def _phone_fix(qa: QaReport) -> str:
    """The fix for what phone_fit names: the page's size, its touch controls, or both (else the whole)."""
    detail = (check.detail or "") if (check := qa.check("phone_fit")) else ""
    fixes = [_PHONE_SIZE_FIX] if _TOO_WIDE in detail else []
    fixes += [_PHONE_TOUCH_FIX] if any(said in detail for said in _NO_TOUCH) else []
    return " ".join(fixes) or _FIX["phone_fit"]


def _unmet_feedback(rows: list[ledger.Row]) -> tuple[list[str], str | None]:
    """Plain-words lines for each unmet requirement, and what would meet the ones the studio cannot."""
    unmet = [r for r in rows if not r.met]
    lines = [f"requirement {r.requirement.id} unmet ({r.requirement.text}): {r.reason}" for r in unmet]
    cannot = [r.requirement.id for r in unmet if r.requirement.status == "unmet" and r.origin == ledger.FROM_LEDGER]
    left_out = [r.requirement.id for r in unmet if r.origin == ledger.FROM_PITCH]
    change = (
        f"Redesign the spec: its ledger leaves out or swaps what the pitch asks ({', '.join(left_out)}). "
        if left_out
        else ""
    )
    change += (
        (
            f"The offline studio cannot provide {', '.join(cannot)}: bind a model to the planner and builder "
            "(--bind) to build them, or approve this game as it is."
        )
        if cannot
        else ""
    )
    return lines, change or None


def judge(spec: Spec, qa: QaReport, *, goal: str = "", changes: Sequence[str] = ()) -> Verdict:
    """Judge a build from its QA report and acceptance results; FAIL when the evidence says so.
    ``changes``: a continued game's change requests, which the pitch is read with."""
    failed = _failed(qa)
    genre_ok = _genre_ok(spec, goal)
    critical = not genre_ok or any(n in failed for n in _CRITICAL) or qa.exec_exit_code == 2 and not qa.checks
    rows = ledger.judge(goal or spec.pitch, spec.model_dump(mode="json"), qa.model_dump(mode="json"), changes)
    # The spec left out (or swapped) what the pitch asks, or a predicate of its loops: the planner's to
    # redo, not a person's to approve.
    critical = critical or any(r.origin == ledger.FROM_PITCH for r in rows) or any(a.looped for a in qa.acceptance)
    d1 = _d1_ledger(rows, qa) if rows else _d1(spec, qa, genre_ok)
    d3, d5 = _d3(qa, failed), _d5(qa, failed)
    phone = qa.check("phone_fit")
    d2, d6 = (5 if qa.exec_exit_code == 0 else 0), (5 if phone and phone.status == "pass" else 0)
    total = d1.score + d2 + d3.score + 5 + d5.score + d6
    ac_failed = any(a.status == "fail" for a in qa.acceptance)
    unmet_lines, unmet_change = _unmet_feedback(rows)
    verdict = _verdict(total, failed, ac_failed, critical, unmet_lines)
    feedback, change = _feedback(failed, qa, genre_ok, spec)
    feedback = "\n".join([*unmet_lines, feedback]) if unmet_lines else feedback
    change = change or unmet_change
    deviation = (
        None if verdict == "PASS" else "Critical" if critical else "Important" if failed or ac_failed else "Minor"
    )
    if verdict != "PASS" and not change:
        change = "Polish: raise D1/D5 by meeting every acceptance criterion and removing findings."
    return Verdict(
        D1=d1,
        D3=d3,
        D5=d5,
        verdict=verdict,  # type: ignore[arg-type]
        feedback=f"aggregate {total:g}/30. {feedback}"[:4000],
        deviation=deviation,  # type: ignore[arg-type]
        suggested_change=change[:4000] if change and verdict != "PASS" else None,
    )
