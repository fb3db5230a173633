"""The offline planner's requirements ledger (DESIGN law 10).

Every requirement the house reads in the pitch (:func:`crumb.core.pitch_reader.floor`) is
listed with the pitch's words and mapped to the acceptance criteria that prove it in a build of the
chosen template; one the studio cannot provide is recorded unmet with the reason in plain words
("the offline studio cannot build a tower defense; it built a whack rush instead — bind a model to
build one"), never dropped or swapped silently. A criterion is an acceptance criterion id of the
spec, or ``qa:<check>`` for one of QA's own checks (``qa:phone_fit`` taps the game on a phone).
"""

from __future__ import annotations

import json

from crumb.adapters.local import criteria, genres, pitch
from crumb.adapters.local import mechanics as table
from crumb.adapters.local.builder import _TEXTS as TEXTS
from crumb.adapters.local.genres import GENRES
from crumb.core import pitch_reader, pitch_rest
from crumb.core.contracts import AcceptanceCriterion, Requirement, Spec
from crumb.core.pitch_lose_words import CAUSE_LABELS
from crumb.core.pitch_words import LANGUAGE_NAMES

H = criteria.H
# Kinds of game that more than one template is: the puzzles, and the dodger that fires on its own.
FAMILIES = {"puzzle": ("match3", "slide", "grid_puzzle", "memory", "tetris"), "shooter": ("shooter", "dodger")}
BIND = "bind a model to build it"


supports = table.supports  # whether the genre's template implements the mechanic (the studio's one table)


def genre_for(goal: str) -> tuple[str, str | None]:
    """The template to build for a pitch, and a note when it is not the kind the pitch asks for."""
    asked = pitch_reader.kind(goal)
    if asked and asked[0] in GENRES:
        return asked[0], None
    family = [g for g in FAMILIES.get(asked[0], ()) if g in GENRES] if asked else []
    return (family[0], None) if family else genres.detect(goal)


def mechanics_for(text: str, genre: str) -> tuple[list[str], list[str]]:
    """(mechanics the template will build, mechanics asked for that it cannot), in the pitch's order."""
    asked = list(dict.fromkeys([m for m, _ in pitch_reader.mechanics(text)] + pitch.mechanics(text)))
    return [m for m in asked if supports(m, genre)], [m for m in asked if not supports(m, genre)]


def _article(label: str) -> str:
    return f"{'an' if label[:1] in 'aeiou' else 'a'} {label}"


def _ids(spec: Spec, test) -> list[str]:  # noqa: ANN001 - a predicate over one criterion
    return [ac.id for ac in spec.acceptance_criteria if test(ac)]


def _mechanic_ids(spec: Spec, name: str) -> list[str]:
    """The criteria the mechanic adds to the genre's criteria: those a build without it lacks."""
    tuning = dict(spec.tuning)
    without = {(a.text, a.predicate) for a in criteria.build(spec.title, spec.genre, spec.time_limit_s, [], tuning)}
    added = {
        (a.text, a.predicate) for a in criteria.build(spec.title, spec.genre, spec.time_limit_s, [name], tuning)
    } - without
    return _ids(spec, lambda ac: (ac.text, ac.predicate) in added)


def _genre(r: Requirement, spec: Spec) -> Requirement:
    built = GENRES[spec.genre]
    if r.value == spec.genre or spec.genre in FAMILIES.get(r.value, ()):
        return r.model_copy(update={"criteria": _kind_ids(spec)})
    why = (
        f"the offline studio cannot build {_article(pitch_reader.kind_label(r.value))}; it built "
        f"{_article(built.title.lower())} ({spec.genre}) instead — bind a model to build one"
    )
    return r.model_copy(update={"status": "unmet", "reason": why})


def _kind_ids(spec: Spec) -> list[str]:
    """The criteria that the build is of its kind and plays by its rules (a catcher's catch scores, its miss costs)."""
    rules = {text for text, *_ in criteria.RULES.get(spec.genre, [])}
    genre_is = f"{H}.genre === {json.dumps(spec.genre)}"
    return _ids(spec, lambda ac: genre_is in (ac.predicate or "") or ac.text in rules)


def _title(r: Requirement, spec: Spec) -> Requirement:
    """A particular game the pitch names: met by a template that is that game (``genres.TITLES``), as its kind is."""
    named = pitch_reader.title(r.source)
    if named and named[0] in genres.TITLES.get(spec.genre, ()):
        return _planned(r, _kind_ids(spec), f"the build has no criterion for its kind — {BIND}")
    name = pitch_reader.title_name(named[0]) if named else r.source[:80]
    why = (
        f"the offline studio's {GENRES[spec.genre].title} ({spec.genre}) is not {name} — bind a model to "
        "build that game, or approve this one if it plays as asked"
    )
    return r.model_copy(update={"status": "unmet", "reason": why})


def _character(r: Requirement, spec: Spec) -> Requirement:
    """A creature, person or vehicle the pitch names: met by a template that shows it (``genres.CAST``)."""
    if r.value in genres.CAST.get(spec.genre, ()):
        return _planned(r, _kind_ids(spec), f"the build has no criterion for its kind — {BIND}")
    why = (
        f"the offline studio's {GENRES[spec.genre].title} ({spec.genre}) has no "
        f"{pitch_reader.character_label(r.value).split(' ', 1)[-1]} in it — {BIND}, or approve this one if it "
        "plays as asked"
    )
    return r.model_copy(update={"status": "unmet", "reason": why})


# The most players a template holds at once: two on one device (pong, chess, noughts and crosses).
PLAYERS_HELD = 2


def _mechanic(r: Requirement, spec: Spec) -> Requirement:
    label = pitch_reader.mechanic_label(r.value).removeprefix("a ").removeprefix("an ")  # "no a boss fight"
    asked = pitch_reader.players(spec.pitch) if r.value == "two_players" else None
    if asked and asked[0] > PLAYERS_HELD:  # "a multiplayer battle royale with 100 players"
        why = (
            f"the pitch asks for {asked[0]} players (“{asked[1][:60]}”); no template of the offline studio "
            f"holds more than {PLAYERS_HELD}, on one device — {BIND}"
        )
        return r.model_copy(update={"status": "unmet", "reason": why, "count": asked[0]})
    if r.value in spec.mechanics and r.count is not None and not _counted(r, spec):
        key = (table.counted(r.value, spec.pitch) or ("",))[0]
        built = f"builds {spec.tuning[key]}, not {r.count}" if key in spec.tuning else "cannot be told how many"
        why = (
            f"the pitch asks for {label} with the number {r.count} (“{r.source[:80]}”); the offline studio's "
            f"{spec.genre} template {built} — {BIND}, or approve the game if it has {r.count}"
        )
        return r.model_copy(update={"status": "unmet", "reason": why})
    if r.value in spec.mechanics:
        return r.model_copy(update={"criteria": _mechanic_ids(spec, r.value)})
    why = f"the offline studio's {spec.genre} template has no {label} — {BIND}"
    return r.model_copy(update={"status": "unmet", "reason": why})


def _counted(r: Requirement, spec: Spec) -> bool:
    """Whether the spec builds a mechanic with the number the pitch gives it ("3 lives": three), in a
    tuning its criterion holds the game to (``mechanics.COUNTED``)."""
    key = (table.counted(r.value, spec.pitch) or ("",))[0]
    return bool(key) and spec.tuning.get(key) == r.count


def _language_criterion(lang: str, n: int) -> AcceptanceCriterion | None:
    texts = TEXTS.get(lang)
    if texts is None:
        return None
    predicate = (
        f"document.documentElement.lang === {json.dumps(lang)} && "
        f"document.getElementById('btn-start').textContent === {json.dumps(texts['T_PLAY'])}"
    )
    return AcceptanceCriterion(
        id=f"AC{n}", text=f"the game's text is in {LANGUAGE_NAMES[lang]}", predicate=predicate, wait_ms=100
    )


def _theme_criterion(spec: Spec, n: int) -> AcceptanceCriterion:
    bg = spec.theme.get("bg", "")
    predicate = f"document.querySelector('meta[name=\"theme-color\"]').content === {json.dumps(bg)}"
    return AcceptanceCriterion(
        id=f"AC{n}", text=f"the game wears the {spec.theme.get('name')} colours", predicate=predicate, wait_ms=100
    )


def _with_criterion(
    r: Requirement, made: AcceptanceCriterion | None, extra: list[AcceptanceCriterion], why: str
) -> Requirement:
    if made is None:
        return r.model_copy(update={"status": "unmet", "reason": why})
    extra.append(made)
    return r.model_copy(update={"criteria": [made.id]})


def _planned(r: Requirement, ids: list[str], why: str) -> Requirement:
    return r.model_copy(update={"criteria": ids}) if ids else r.model_copy(update={"status": "unmet", "reason": why})


# How each template's round ends, by the criterion that proves it (its text) and the genres it proves it
# for ("" for every genre): a snake left alone runs into the wall, a bird falls to the ground, a catcher
# misses what falls, a shooter's ship is shot, a platformer's hero falls into a pit, each until no life
# is left (a snake's, a runner's one).
_ENDINGS: dict[str, dict[str, tuple[str, ...]]] = {
    criteria.TIME_UP: {"": ("time",)},
    criteria.LOST_ALONE: {
        "snake": ("wall", "lives"),
        "runner": ("ground", "lives"),
        "catcher": ("miss", "ground", "lives"),
        "shooter": ("crash", "lives"),
        "platformer": ("pit", "lives"),
    },
    "a stack that reaches the top ends the round": {"tetris": ("top",)},
    "crashing with the last life ends the race": {"racing": ("crash", "lives")},
    "losing the ball with the last life ends the round": {"breakout": ("ball", "miss", "lives")},
    "a rock hitting the ship with its last life ends the round": {"dodger": ("crash", "lives")},
    "checkmate ends the game": {"chess": ("checkmate",)},
}


def _endings(spec: Spec) -> dict[str, list[str]]:
    """Each way the spec's round provably ends (a key of ``pitch_lose_words.CAUSES``) -> its criteria."""
    out: dict[str, list[str]] = {}
    for ac in spec.acceptance_criteria:
        by_genre = _ENDINGS.get(ac.text, {})
        for cause in (*by_genre.get("", ()), *by_genre.get(spec.genre, ())):
            out.setdefault(cause, []).append(ac.id)
    return out


def _lose(r: Requirement, spec: Spec, over) -> Requirement:  # noqa: ANN001 - a predicate over one criterion
    """A way to lose without a number, held to a criterion that the round ends as the pitch says: "you
    lose if you hit the wall" by a snake left alone running into its wall, never by a round that ends
    on its timer; one whose cause the house cannot tell ("if your queen is taken") is unmet."""
    causes, unread = pitch_reader.lose_causes(spec.pitch)
    ends = _endings(spec)
    said = f"“{r.source[:80]}”"
    if not causes and not unread:  # "game over" and nothing more: any end of the round proves it
        return _planned(
            r, _ids(spec, over), f"the offline {spec.genre} template has no criterion for a round's end — {BIND}"
        )
    if not causes:
        why = (
            f"the offline studio cannot tell what ends the game in {said} (“{unread[:60]}”), so no criterion "
            f"of its {spec.genre} template is held to it — {BIND}, or approve the game if it ends so"
        )
        return r.model_copy(update={"status": "unmet", "reason": why})
    missing = [c for c in causes if c not in ends]
    if missing:
        known = ", ".join(CAUSE_LABELS[c] for c in ends) or "none it checks"
        why = (
            f"the pitch's way to lose is {' and '.join(CAUSE_LABELS[c] for c in missing)} ({said}); no criterion "
            f"of the offline {spec.genre} template ends the round so (its rounds provably end by: {known}) — "
            f"{BIND}, or approve the game if it ends so"
        )
        return r.model_copy(update={"status": "unmet", "reason": why})
    return r.model_copy(update={"criteria": list(dict.fromkeys(i for c in causes for i in ends[c]))})


def _map(r: Requirement, spec: Spec, extra: list[AcceptanceCriterion]) -> Requirement:
    n = len(spec.acceptance_criteria) + len(extra) + 1

    def over(ac):
        return f"{H}.state === 'over'" in (ac.predicate or "")

    if r.kind == "genre":
        return _genre(r, spec)
    if r.kind == "mechanic":
        return _mechanic(r, spec)
    if r.kind == "language":
        return _with_criterion(
            r,
            _language_criterion(r.value, n),
            extra,
            f"the offline studio has no {LANGUAGE_NAMES[r.value]} text — {BIND}",
        )
    if r.kind == "theme":
        made = _theme_criterion(spec, n) if spec.theme.get("name") == r.value else None
        return _with_criterion(r, made, extra, f"the offline studio has no {r.value} look — {BIND}")
    if r.kind == "time_limit" and r.value == pitch_reader.NO_TIME_LIMIT:
        made = criteria.untimed(spec.genre, n) if not spec.time_limit_s else None
        return _with_criterion(r, made, extra, f"the build has a {spec.time_limit_s}-second timer")
    if r.kind == "time_limit":
        timed = _ids(spec, lambda ac: "time_left" in (ac.predicate or "")) if str(spec.time_limit_s) == r.value else []
        return _planned(r, timed, f"the build has no {r.value}-second timer")
    if r.kind == "lose" and r.count is not None:
        # "miss 3 and you lose", "game over after 5 misses": a round that ends on its timer, or after
        # another number of misses, is no proof of it, and no criterion of a template counts such a way.
        why = (
            f"the pitch's way to lose has the number {r.count} (“{r.source[:80]}”); the offline {spec.genre} "
            f"template's criteria do not count it — {BIND}, or approve the game if it ends so"
        )
        return r.model_copy(update={"status": "unmet", "reason": why})
    if r.kind == "lose":
        return _lose(r, spec, over)
    if r.kind == "win":
        return r.model_copy(
            update={
                "status": "unmet",
                "reason": f"the offline {spec.genre} template has no winning state: a round ends "
                f"on time or lives — {BIND}",
            }
        )
    if r.id == pitch_reader.TITLE_ID:
        return _title(r, spec)
    if r.id.startswith(f"{pitch_reader.CHARACTER_ID}."):
        return _character(r, spec)
    if r.kind == "ask" and (way := pitch_rest.axis(r.source, spec.pitch)):
        return _axis(r, way, spec, extra, n)
    if r.kind == "ask":
        reason = (
            f"the offline studio cannot tell what “{r.source[:80]}” asks of the game, so it neither builds nor "
            f"checks it — {BIND}, or approve the game if it does what was asked"
        )
        return r.model_copy(update={"status": "unmet", "reason": reason})
    return _planned(r, _device(r.id, spec), f"the build does not offer {r.text}")


def _axis(r: Requirement, way: str, spec: Spec, extra: list[AcceptanceCriterion], n: int) -> Requirement:
    """An ask of which way the game runs and nothing more ("a vertical shooter"): held to the criterion that
    the template runs that way, where it does; unmet, naming the way it runs, where it does not."""
    built = criteria.axis(spec.genre, n)
    if built and built[0] == way:
        extra.append(built[1])
        return r.model_copy(update={"criteria": [built[1].id]})
    runs = f"runs {built[0]}ly" if built else "runs no way the offline studio can check"
    why = f"the pitch asks for a {way} game (“{r.source[:80]}”); the offline {spec.genre} template {runs} — {BIND}"
    return r.model_copy(update={"status": "unmet", "reason": why})


def _device(rid: str, spec: Spec) -> list[str]:
    """Controls and targets: the criteria and QA checks that drive the game that way."""
    keys = _ids(spec, lambda ac: ac.text.startswith("input changes the game")) if spec.controls.keys else []
    fits = _ids(spec, lambda ac: "scrollWidth <= window.innerWidth" in (ac.predicate or ""))
    pointer = spec.controls.pointer
    return {
        "controls.keys": keys,
        "controls.touch": ["qa:phone_fit"] if pointer else [],
        "controls.mouse": ["qa:input_response"] if pointer else [],
        "target.phone": [*fits, "qa:phone_fit"],
        "target.desktop": ["qa:boot", "qa:input_response"],
    }.get(rid, [])


def ledger(goal: str, spec: Spec) -> tuple[list[Requirement], list[AcceptanceCriterion]]:
    """The ledger for a planned spec, and the acceptance criteria it adds (numbered after the spec's)."""
    extra: list[AcceptanceCriterion] = []
    floor = pitch_reader.floor(goal)
    rows = [_map(r, spec, extra) for r in floor]
    read = {r.value for r in floor if r.kind == "mechanic"}
    for name in spec.mechanics:  # a mechanic the studio found that the floor did not read
        if name not in read:
            r = Requirement(id=f"mechanic.{name}", kind="mechanic", text=pitch_reader.mechanic_label(name), value=name)
            rows.append(_mechanic(r, spec))
    rows += [_denied(name, words, spec) for name, words in pitch_reader.denied_mechanics(goal) if _built_in(name, spec)]
    return rows, extra


# Mechanics a template's own rules have, beyond those the mechanics table lists as always there: a
# falling-blocks game and a race speed up as they go (criteria.RULES).
_RULED_IN: dict[str, tuple[str, ...]] = {"speed_up": ("tetris", "racing")}


def _built_in(name: str, spec: Spec) -> bool:
    """Whether the spec's template has the mechanic whatever the pitch says: a shooter's enemies, a
    platformer's coins, a tetris that speeds up, a game that starts with more than one life."""
    always = table.MECHANICS[name].always if name in table.MECHANICS else ()
    lives = name == "lives" and int(spec.tuning.get("lives", 1)) > 1
    return spec.genre in always or spec.genre in _RULED_IN.get(name, ()) or lives


def _denied(name: str, words: str, spec: Spec) -> Requirement:
    """A mechanic the pitch says its game is not to have ("a shooter with no enemies"), which the
    template has all the same: unmet, never taken as read."""
    label = pitch_reader.mechanic_label(name).removeprefix("a ").removeprefix("an ")
    why = (
        f"the pitch says “{words[:60]}”, but the offline studio's {spec.genre} template always has this: "
        f"{label} — {BIND}"
    )
    return Requirement(
        id=f"denied.{name}", kind="rule", text=f"not: {label}", source=words, value=name, status="unmet", reason=why
    )
