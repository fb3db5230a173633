"""Render a spec as the human-readable ``spec.md``."""

from __future__ import annotations

from crumb.adapters.local.genres import GENRES
from crumb.adapters.local.texts import genre_text
from crumb.core.contracts import Spec


def _section(heading: str, lines: list[str]) -> list[str]:
    return [f"## {heading}", "", *lines, ""] if lines else []


def render(spec: Spec) -> str:
    """The spec as markdown: summary, requirements, rules, controls, tuning, acceptance criteria, notes."""
    genre = GENRES.get(spec.genre)
    hint = genre_text(genre, spec.language)[1] if genre else ""
    rules = [
        f"- Genre: {spec.genre}",
        f"- Difficulty: {spec.difficulty}",
        f"- Time limit: {spec.time_limit_s} s" if spec.time_limit_s else "- Time limit: none (play until lost)",
        f"- Mechanics: {', '.join(spec.mechanics) or 'none'}",
        f"- Theme: {spec.theme.get('name', '-')}",
        "- Flow: title → play → game over → restart",
    ]
    controls = [
        f"- Keys: {', '.join(spec.controls.keys)}",
        f"- Start: {', '.join(spec.controls.start)}",
        f"- Pointer/touch: {'yes' if spec.controls.pointer else 'no'}",
        f"- How to play: {hint}",
    ]
    tuning = ["| name | value |", "|---|---|", *(f"| {k} | {v} |" for k, v in spec.tuning.items())]
    acs = [
        f"- **{ac.id}** {ac.text}" + (f" — `{ac.predicate}`" if ac.predicate else "") for ac in spec.acceptance_criteria
    ]
    lines = [f"# {spec.title}", "", f"> {spec.pitch}", "", spec.summary, ""]
    lines += (
        _section("Requirements", _requirements(spec))
        + _section("Rules", rules)
        + _section("Controls", controls)
        + _section("Tuning", tuning)
    )
    lines += _section("Acceptance criteria", acs) + _section("Notes", [f"- {n}" for n in spec.notes])
    lines += _section(
        "Constraints",
        [
            "- One index.html, no network, ≤ 150 KB, fits 390×844, 60 fps",
            "- Non-goals: accounts, online leaderboards, sound assets",
        ],
    )
    return "\n".join(lines).rstrip() + "\n"


def _requirements(spec: Spec) -> list[str]:
    """The ledger as a table: what the pitch asks (its words), the criteria that prove it, or why it is unmet."""
    if not spec.requirements:
        return []
    rows = ["| requirement | pitch words | proven by |", "|---|---|---|"]
    for r in spec.requirements:
        proof = ", ".join(r.criteria) if r.status == "planned" else f"**unmet**: {r.reason}"
        rows.append(f"| {r.id}: {r.text} | {r.source if r.kind != 'language' else ''} | {proof} |".replace("\n", " "))
    return rows
