"""Continue a game offline: apply a change request to the parent's spec, and name how the game proves it.

The parent's spec is kept (title, genre, theme, criteria, requirements); the change request moves
the numbers the offline studio understands (speed, round time, difficulty, lives, mechanics, button
and text size) and becomes a requirement of ``kind="change"`` whose criteria check the new values in
the running game. A change the studio has no rule for is recorded as unmet, with the reason, never
dropped. A later change to the same aspect supersedes the earlier change's criterion.
"""

from __future__ import annotations

import re

from crumb.adapters.local import criteria, pitch
from crumb.adapters.local import feedback as fb
from crumb.adapters.local import mechanics as table
from crumb.adapters.local.genres import GENRES
from crumb.adapters.local.spec_md import render
from crumb.core import pitch_reader
from crumb.core.contracts import AcceptanceCriterion, Requirement, Spec

H, CONFIG = "window.__crumb", "window.CRUMB_CONFIG"
_LEVELS = ("easy", "normal", "hard")
_CHANGE_ID = re.compile(r"^C(\d+)\.([a-z_]+)")
_SCALES = ("button_scale", "font_scale")  # presentation numbers the builder reads from the spec's tuning
Proof = tuple[str, str, str, str | None, int]  # aspect, text, predicate, action, wait_ms


def _near(name: str, value: float) -> str:
    return f"Math.abs({CONFIG}.{name} - {value}) < 0.001"


def _speed(spec: Spec, knobs: fb.Knobs, tuning: dict) -> list[Proof]:
    if knobs["speed"] == 1.0:
        return []
    old = float(tuning.get("speed", 1.0))
    tuning["speed"] = new = round(min(2.5, max(0.4, old * float(knobs["speed"]))), 3)
    word = "faster" if new > old else "slower"
    return [("speed", f"the game runs {word}: speed ×{new} (its parent ran at ×{old})", _near("speed", new), None, 100)]


def _time(spec: Spec, change: str, knobs: fb.Knobs) -> tuple[int | None, list[Proof]]:
    old = spec.time_limit_s
    if pitch.untimed(change):  # "no timer please": the round has no clock, proven as a new game's is
        made = criteria.untimed(spec.genre, 0)
        text = f"the round has no timer (its parent: {f'{old} seconds' if old else 'none either'})"
        return None, [("time", text, made.predicate or "", made.action, made.wait_ms)]
    new = pitch.time_limit(change) or (old + int(knobs["time_bonus_s"]) if old and knobs["time_bonus_s"] else None)
    new = min(3600, max(5, new)) if new else None
    if not new or new == old:
        return old, []
    proofs: list[Proof] = [
        (
            "time",
            f"a round lasts {new} seconds (its parent: {old or 'no limit'})",
            f"{H}.time_limit === {new}",
            f"{H}.reset()",
            100,
        )
    ]
    for n, (text, predicate, action, wait) in enumerate(
        criteria._timed(new, spec.genre, spec.tuning, spec.mechanics), 1
    ):
        proofs.append((f"time{n}", text, predicate, action, wait))
    return new, proofs


def _difficulty(spec: Spec, knobs: fb.Knobs) -> tuple[str, list[Proof]]:
    level = _LEVELS[min(2, max(0, _LEVELS.index(spec.difficulty) + int(knobs["difficulty_shift"])))]
    if level == spec.difficulty:
        return level, []
    return level, [
        (
            "difficulty",
            f"the game is {level} (its parent: {spec.difficulty})",
            f"{CONFIG}.difficulty === '{level}'",
            None,
            100,
        )
    ]


def _lives(knobs: fb.Knobs, tuning: dict) -> list[Proof]:
    if not knobs["lives_bonus"] or "lives" not in tuning:
        return []
    tuning["lives"] = n = max(1, int(tuning["lives"]) + int(knobs["lives_bonus"]))
    return [("lives", f"a round starts with {n} lives", f"{H}.lives === {n}", f"{H}.reset()", 100)]


def _mechanics(spec: Spec, change: str, tuning: dict) -> tuple[list[str], list[Proof]]:
    found = [f for f in table.find(change) if table.supports(f.name, spec.genre) and f.name not in spec.mechanics]
    for f in found:
        tuning.update({**table.MECHANICS[f.name].params, **tuning, **f.params})
    if any(f.name in ("lives", "hazards") for f in found):
        tuning["lives"] = max(3, int(tuning.get("lives", 0)))
    rows = [table.criterion(f.name, "C", tuning, spec.genre) for f in found]
    return [*spec.mechanics, *(f.name for f in found)], [
        (f"mech_{f.name}", r.text, r.predicate or "", r.action, r.wait_ms) for f, r in zip(found, rows, strict=False)
    ]


def _scales(knobs: fb.Knobs, tuning: dict) -> list[Proof]:
    out: list[Proof] = []
    for name in _SCALES:
        if knobs[name] != 1.0:
            tuning[name] = new = round(float(tuning.get(name, 1.0)) * float(knobs[name]), 3)
            what = "buttons" if name == "button_scale" else "text"
            out.append((name, f"the {what} are drawn at ×{new}", _near(name, new), None, 100))
    return out


def _time_row(r: Requirement, new_time: int | None, timers: list[str]) -> Requirement:
    """The time requirement as the change leaves it: the new time (or none), proved by ``timers``."""
    said = f"a {new_time}-second round" if new_time else "no time limit"
    value = str(new_time) if new_time else pitch_reader.NO_TIME_LIMIT
    text = f"{said} (changed from: {r.text})"[:300]
    return r.model_copy(update={"criteria": timers[:10], "value": value, "text": text})


def _supersede(
    spec: Spec, aspects: set[str], timers: list[str], new_time: int | None, change: str
) -> tuple[list[AcceptanceCriterion], list[Requirement], list[str]]:
    """The parent's criteria and requirements without those this change replaces. When the round time
    changes, the time requirement says the new time (or none) and is proved by the new timer criteria
    (``timers``): a 60-second requirement is never "proved" by a 90-second timer. A parent whose pitch
    named no time gets the requirement the change asks for."""

    def replaced(c: AcceptanceCriterion) -> bool:
        m = _CHANGE_ID.match(c.id)
        timer = bool(timers) and "time_left" in (c.predicate or "")
        return timer or bool(m and (m.group(2) in aspects or (m.group(2).startswith("time") and "time" in aspects)))

    gone = {c.id for c in spec.acceptance_criteria if replaced(c)}
    kept = [c for c in spec.acceptance_criteria if c.id not in gone]
    reqs, notes = [], []
    for r in spec.requirements:
        left = [c for c in r.criteria if c not in gone]
        if r.kind == "change" and r.criteria and not left:
            notes.append(f"{r.id} superseded by this change ({r.text[:80]})")
            continue
        if r.kind == "time_limit" and timers:
            reqs.append(_time_row(r, new_time, timers))
            continue
        if r.kind != "change" and len(left) < len(r.criteria) and timers:
            left = list(dict.fromkeys([*left, *timers]))[:10]
        reqs.append(r.model_copy(update={"criteria": left}))
    if timers and not any(r.kind == "time_limit" for r in spec.requirements):
        old = f"its parent's {spec.time_limit_s}-second round" if spec.time_limit_s else "its parent's untimed round"
        asked = Requirement(id="time_limit", kind="time_limit", text=old, source=change.strip()[:300])
        reqs.append(_time_row(asked, new_time, timers))
    return kept, reqs, notes


def continue_plan(parent: Spec, change: str, *, ref: str) -> tuple[Spec, str]:
    """The child's spec: the parent's, with ``change`` applied and proved; and its markdown."""
    knobs, _ = fb.apply([change])
    tuning = dict(parent.tuning)
    time_limit, time_proofs = _time(parent, change, knobs)
    difficulty, level_proofs = _difficulty(parent, knobs)
    mechanics, mech_proofs = _mechanics(parent, change, tuning)
    proofs = (
        _speed(parent, knobs, tuning)
        + time_proofs
        + level_proofs
        + _lives(knobs, tuning)
        + mech_proofs
        + _scales(knobs, tuning)
    )
    n = 1 + sum(1 for r in parent.requirements if r.kind == "change")
    timers = [f"C{n}.{p[0]}" for p in time_proofs]
    kept, reqs, notes = _supersede(parent, {p[0] for p in proofs}, timers, time_limit, change)
    new = [
        AcceptanceCriterion(id=f"C{n}.{a}", text=f"change: {t}"[:500], predicate=p, action=a_, wait_ms=w)
        for a, t, p, a_, w in proofs
    ]
    requirement = Requirement(
        id=f"change-{n}",
        kind="change",
        text=change.strip()[:300] or "(empty change)",
        source=change.strip()[:300],
        criteria=[c.id for c in new][:10],
    )
    if not new:
        requirement = requirement.model_copy(
            update={
                "status": "unmet",
                "reason": (
                    "the offline studio has no rule for this change (it knows speed, round time, difficulty, lives, combo, "
                    "levels, best score, button and text size); bind the planner and builder to an agent to make it"
                ),
            }
        )
    if parent.genre not in GENRES:
        notes.append(f"genre {parent.genre} has no offline template; the local builder cannot patch this game")
    spec = parent.model_copy(
        update={
            "time_limit_s": time_limit,
            "difficulty": difficulty,
            "mechanics": mechanics,
            "tuning": tuning,
            "acceptance_criteria": (kept + new)[:30],
            "requirements": (reqs + [requirement])[:40],
            "summary": f"{parent.summary} Changed from {ref}: {change.strip()[:200]}"[:4000],
            "notes": ([f"continued from {ref}: {change.strip()[:160]}"] + notes + list(parent.notes))[:20],
        }
    )
    return Spec.model_validate(spec.model_dump()), render(spec)
