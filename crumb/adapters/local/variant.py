"""One take of several on a pitch: the offline studio dresses each variant in its own look.

Only where the pitch names no look of its own: the first variant keeps the genre's default theme,
the others take the next themes of the table in turn, with the title to match. Rules, numbers and
criteria stay those of the pitch, so every variant answers the same pitch.
"""

from __future__ import annotations

import json

from crumb.adapters.local.genres import GENRES
from crumb.adapters.local.spec_md import render
from crumb.adapters.local.themes import GENRE_DEFAULT, THEMES
from crumb.core import pitch_reader
from crumb.core.contracts import Spec

_ORDER = tuple(THEMES)


def _named_look(pitch: str) -> bool:
    return bool(pitch_reader.theme(pitch))


def vary(spec: Spec, index: int) -> tuple[Spec, str] | None:
    """The spec of variant ``index`` (0-based), or None when it stays as planned."""
    genre = GENRES.get(spec.genre)
    if index <= 0 or genre is None or _named_look(spec.pitch):
        return None
    base = _ORDER.index(GENRE_DEFAULT.get(spec.genre, "neon"))
    theme = THEMES[_ORDER[(base + index) % len(_ORDER)]]
    title = f"{theme.label_ko} {genre.title_ko}" if spec.language == "ko" else f"{theme.label} {genre.title}"
    old, new = json.dumps(spec.title, ensure_ascii=False), json.dumps(title, ensure_ascii=False)
    criteria = [
        c.model_copy(update={"predicate": c.predicate.replace(old, new)}) if c.predicate else c
        for c in spec.acceptance_criteria
    ]
    varied = spec.model_copy(
        update={
            "theme": theme.colors(),
            "title": title,
            "acceptance_criteria": criteria,
            "summary": spec.summary.replace(
                THEMES[_ORDER[base]].label.lower() + " look", theme.label.lower() + " look"
            ),
            "notes": [*spec.notes, f"variant {index + 1}: the {theme.label.lower()} look"][:20],
        }
    )
    return varied, render(varied)
