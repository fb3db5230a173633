"""The offline planner: read a pitch (English, Korean, Italian or Arabic) and write a spec with checkable
criteria and its requirements ledger."""

from __future__ import annotations

from crumb.adapters.local import criteria, genres, pitch, requirements, texts, themes
from crumb.adapters.local import feedback as fb
from crumb.adapters.local import mechanics as table
from crumb.adapters.local.genres import GENRES, Genre
from crumb.adapters.local.spec_md import render
from crumb.core import pitch_reader
from crumb.core.contracts import Controls, Spec

_SPEED = {"easy": 0.8, "normal": 1.0, "hard": 1.25}
# Difficulty moves some genres' own numbers too: (tuning name, easy, hard).
_BY_DIFFICULTY = (("kinds", 4, 6), ("up_time", 1.4, 0.8), ("gap", 205, 140), ("spawn", 0.7, 1.4))
_SIZE_BY_DIFFICULTY = {"memory": ((4, 3), (4, 5)), "slide": ((3, 3), (5, 5))}
_LEVELS = ("easy", "normal", "hard")


def _tuning(
    genre: Genre, difficulty: str, grid: tuple[int, int] | None, mechanics: list[str]
) -> dict[str, float | int | str | bool]:
    tuning: dict[str, float | int | str | bool] = {"speed": _SPEED[difficulty], **genre.tuning}
    for name, easy, hard in _BY_DIFFICULTY:
        if name in tuning and difficulty != "normal":
            tuning[name] = easy if difficulty == "easy" else hard
    sizes = _SIZE_BY_DIFFICULTY.get(genre.name)
    if sizes and difficulty != "normal":
        grid = grid or sizes[0 if difficulty == "easy" else 1]
    if grid and genre.grid_keys:
        a, b = genre.grid_keys
        tuning[a], tuning[b] = _clamp_grid(genre.name, grid)
    if "lives" in mechanics or "hazards" in mechanics:
        tuning["lives"] = max(3, int(tuning.get("lives", 0)))
    if "lives" in tuning and difficulty == "easy":
        tuning["lives"] = int(tuning["lives"]) + 1
    return tuning


def _mechanic_params(text: str, mechanics: list[str]) -> dict[str, float | int]:
    """Each planned mechanic's template parameters: the table's defaults, then what the pitch sets."""
    said = {f.name: f.params for f in table.find(text)}
    return {k: v for m in mechanics for k, v in {**table.MECHANICS[m].params, **said.get(m, {})}.items()}


def _counts(goal: str, tuning: dict[str, float | int | str | bool]) -> dict[str, int | float | str | bool]:
    """Mechanic -> the number the build has of it, where the pitch gives one and the template is told it."""
    said = pitch_reader.mechanic_counts(goal)
    keys = {m: found[0] for m in said if (found := table.counted(m, goal))}
    return {m: tuning[key] for m, key in keys.items() if key in tuning}


def _clamp_grid(genre: str, grid: tuple[int, int]) -> tuple[int, int]:
    low, high = {
        "match3": (5, 10),
        "snake": (10, 30),
        "memory": (2, 6),
        "tapper": (2, 5),
        "slide": (3, 6),
        "breakout": (3, 12),
        "tetris": (6, 24),
    }.get(genre, (2, 12))
    a, b = (min(high, max(low, n)) for n in grid)
    if genre == "memory" and (a * b) % 2:
        b = b + 1 if b < high else b - 1
    return a, b


def _apply_feedback(
    lines: list[str], difficulty: str, time_limit: int | None
) -> tuple[str, int | None, fb.Knobs, list[str]]:
    knobs, report = fb.apply(lines)
    level = _LEVELS.index(difficulty) + int(knobs["difficulty_shift"])
    difficulty = _LEVELS[min(2, max(0, level))]
    if time_limit and knobs["time_bonus_s"]:
        time_limit = min(3600, max(5, time_limit + int(knobs["time_bonus_s"])))
    notes = [f"feedback applied ({', '.join(r['applied'])}): {r['line'][:120]}" for r in report if r["applied"]]
    return difficulty, time_limit, knobs, notes


def _summary(
    genre: Genre,
    theme: themes.Theme,
    time_limit: int | None,
    mechanics: list[str],
    difficulty: str,
    counts: dict[str, int | float | str | bool],
) -> str:
    clock = f"{time_limit}-second " if time_limit else ""
    named = [m.replace("_", " ") + (f" ({counts[m]})" if m in counts else "") for m in mechanics]
    extras = f" with {', '.join(named)}" if mechanics else ""
    look = theme.label.lower()
    opening = "An" if difficulty[:1] in "aeiou" else "A"
    return f"{opening} {difficulty} {clock}{genre.title.lower()} ({genre.name}) in {'an' if look[:1] in 'aeiou' else 'a'} {look} look{extras}. {genre.hint}."


def _title(genre: Genre, theme: themes.Theme, language: str, previous: Spec | None) -> str:
    if previous and previous.genre == genre.name:
        return previous.title
    return texts.game_title(genre, theme, language)


def plan(goal: str, *, feedback: list[str] = [], previous: Spec | None = None) -> tuple[Spec, str]:  # noqa: B006
    """Read the pitch (and any feedback on a previous spec) and return the spec and its markdown."""
    text = " ".join([goal, *feedback])
    name, note = requirements.genre_for(goal)
    asked = genres.named_genre(" ".join(feedback))
    if asked and asked != name:
        name, note = asked, f"genre changed to {asked} on feedback"
    genre = GENRES[name]
    theme = themes.detect(text, name)
    language, _ = pitch_reader.text_language(goal)
    mechanics, unsupported = requirements.mechanics_for(text, name)
    asked_time = None if pitch.untimed(goal) else pitch.time_limit(goal) or genre.default_time_s
    difficulty, time_limit, knobs, notes = _apply_feedback(feedback, pitch.difficulty(goal), asked_time)
    tuning = _tuning(genre, difficulty, pitch.grid(goal), mechanics)
    tuning.update(_mechanic_params(text, mechanics))
    tuning["speed"] = round(float(tuning["speed"]) * float(knobs["speed"]), 3)
    if "lives" in tuning:
        tuning["lives"] = max(1, int(tuning["lives"]) + int(knobs["lives_bonus"]))
    notes = (
        ([note] if note else [])
        + [f"mechanic '{m}' has no {name} template support; left out" for m in unsupported]
        + notes
    )
    title = _title(genre, theme, language, previous)
    spec = Spec(
        title=title,
        genre=name,
        pitch=goal[:2000],
        language=language,
        time_limit_s=time_limit,
        summary=_summary(genre, theme, time_limit, mechanics, difficulty, _counts(goal, tuning)),
        mechanics=mechanics,
        theme=theme.colors(),
        difficulty=difficulty,  # type: ignore[arg-type]
        controls=Controls(keys=genre.keys, pointer=True, start=["Enter", "Space", "click"]),
        acceptance_criteria=criteria.build(title, name, time_limit, mechanics, tuning),
        tuning=tuning,
        notes=notes[:20],
    )
    ledger, extra = requirements.ledger(goal, spec)
    spec = spec.model_copy(update={"requirements": ledger, "acceptance_criteria": [*spec.acceptance_criteria, *extra]})
    return Spec.model_validate(spec.model_dump()), render(spec)
