"""Every mechanic the offline studio claims is proven in real Chromium by its own criterion:
the criterion passes on a build with the mechanic and fails on the same build without it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from crumb.adapters.local import build, plan
from crumb.adapters.local.mechanics import MECHANICS, criterion, find, supports
from crumb.config import Settings, load_settings
from crumb.core.contracts import AcceptanceCriterion, AcceptanceResult, Spec
from crumb.qa import BrowserPool, acceptance
from crumb.qa.page import GamePage
from crumb.qa.scenario import plan_for, spec_start
from crumb.qa.start import BOOT_MS
from crumb.qa.watchdog import Watchdog
from tests.conftest import TEST_QA_NICE

from .pitches import MECHANIC_PITCHES

LANGUAGES = ("en", "ko", "it", "ar")
PAIRS = sorted((m.name, g) for m in MECHANICS.values() for g in m.genres if g not in m.always)
ALWAYS = sorted((m.name, g) for m in MECHANICS.values() for g in m.always)


def test_every_mechanic_names_its_genres_and_its_words_in_four_languages() -> None:
    implemented = [m for m in MECHANICS.values() if m.genres]
    assert len(implemented) >= 12, [m.name for m in implemented]
    for mechanic in MECHANICS.values():
        assert all(mechanic.words.get(lang) for lang in LANGUAGES), mechanic.name


@pytest.mark.parametrize(
    ("goal", "expected"),
    [
        (
            "a snake game that gets faster every 5 apples, with a poison apple that shortens you",
            [("speed_up", "gets faster", {"speed_up_every": 5}), ("poison", "poison", {})],
        ),
        (
            "뱀 게임, 사과 3개 먹을 때마다 빨라지고 독사과를 먹으면 짧아짐",
            [("speed_up", "빨라지", {"speed_up_every": 3}), ("poison", "독사과", {})],
        ),
        (
            "un serpente che diventa più veloce ogni 4 mele, con 5 vite",
            [("speed_up", "più veloce", {"speed_up_every": 4}), ("lives", "5 vite", {"lives": 5})],
        ),
        (
            "لعبة ثعبان تزداد السرعة كل 4 تفاحات مع تفاحة مسمومة",
            [("speed_up", "تزداد السرعة", {"speed_up_every": 4}), ("poison", "مسمومة", {})],
        ),
        ("breakout where the paddle shrinks every time you clear a row", [("shrink_paddle", "paddle shrinks", {})]),
        ("a 60-second match-3 with a combo bonus", [("combo", "combo", {})]),
        ("a snake game that speeds up every 30 seconds", [("speed_up", "speeds up", {"speed_up_every_s": 30})]),
        ("un serpente che accelera ogni 2 minuti", [("speed_up", "accelera", {"speed_up_every_s": 120})]),
    ],
)
def test_a_pitch_names_mechanics_with_its_own_words_and_numbers(goal: str, expected: list) -> None:
    assert [(f.name, f.source, f.params) for f in find(goal)] == expected


def test_a_mechanic_no_template_of_the_genre_has_is_left_out_with_a_note() -> None:
    spec, _ = plan("a slide puzzle with poison tiles")
    assert "poison" not in spec.mechanics
    assert any("poison" in note and "slide" in note for note in spec.notes)


@pytest.fixture(scope="module")
def settings() -> Settings:
    # QA's browsers at the priority they choose: tests/conftest.py's TEST_QA_NICE says why.
    return load_settings(env={}, qa_hang_s=20.0, qa_nice=TEST_QA_NICE)


@pytest.fixture(scope="module")
def pool(settings: Settings) -> Iterator[BrowserPool]:
    with BrowserPool(settings) as shared:
        yield shared


def _judge(
    spec: Spec, folder: Path, pool: BrowserPool, settings: Settings, name: str, ac: AcceptanceCriterion | None = None
) -> AcceptanceResult:
    """The build of ``spec`` judged on mechanic ``name``'s criterion (of its own tuning, unless ``ac``)."""
    build(spec, folder)
    ac = ac or criterion(name, "AC1", spec.tuning, spec.genre)
    with Watchdog(total_s=60, hang_s=settings.qa_hang_s, kill=pool.kill) as dog:
        page = GamePage(pool, folder, "index.html", dog)
        try:
            plan = plan_for(spec)
            return acceptance.evaluate(page, plan, spec_start(page, plan, BOOT_MS), ac)
        finally:
            page.close()


@pytest.mark.browser
@pytest.mark.parametrize(("name", "genre"), PAIRS)
def test_the_mechanic_criterion_passes_with_the_mechanic_and_fails_without_it(
    name: str, genre: str, pool: BrowserPool, settings: Settings, tmp_path: Path
) -> None:
    spec, _ = plan(MECHANIC_PITCHES[genre])
    assert spec.genre == genre and supports(name, genre)
    on = spec.model_copy(
        update={"mechanics": [*spec.mechanics, name], "tuning": {**MECHANICS[name].params, **spec.tuning}}
    )
    if name in ("lives", "hazards"):
        on.tuning["lives"] = max(3, int(on.tuning.get("lives", 0)))
    off = spec.model_copy(
        update={
            "mechanics": [m for m in spec.mechanics if m != name],
            "tuning": {k: v for k, v in on.tuning.items() if k != "lives" or name != "lives"},
        }
    )
    with_it = _judge(on, tmp_path / "on", pool, settings, name)
    without = _judge(off, tmp_path / "off", pool, settings, name)
    assert with_it.status == "pass", with_it.detail
    assert without.status == "fail", without.detail


@pytest.mark.browser
@pytest.mark.parametrize("genre", ["snake", "tetris"])
def test_a_speed_up_with_time_is_built_so_and_a_speed_up_with_the_score_does_not_meet_it(
    genre: str, pool: BrowserPool, settings: Settings, tmp_path: Path
) -> None:
    """A pitch's "speeds up every 30 seconds" was built as every 30 points and passed: the criterion of a timed
    speed-up passes on the timed build only, not on one that speeds up with its score nor on one without."""
    goal = {"snake": "a snake game that speeds up every 30 seconds", "tetris": "Тетрис с ускорением каждые 30 секунд"}
    timed, _ = plan(goal[genre])
    assert timed.genre == genre and timed.tuning["speed_up_every_s"] == 30 and "speed_up" in timed.mechanics
    ac = criterion("speed_up", "AC1", timed.tuning, genre)
    assert ac.text == "the game speeds up every 30 seconds"
    scored = timed.model_copy(update={"tuning": {k: v for k, v in timed.tuning.items() if k != "speed_up_every_s"}})
    without = timed.model_copy(update={"mechanics": [m for m in timed.mechanics if m != "speed_up"]})
    results = {
        name: _judge(spec, tmp_path / name, pool, settings, "speed_up", ac)
        for name, spec in (("timed", timed), ("scored", scored), ("without", without))
    }
    assert results["timed"].status == "pass", results["timed"].detail
    assert results["scored"].status == "fail", results["scored"].detail
    assert results["without"].status == "fail", results["without"].detail


@pytest.mark.browser
@pytest.mark.parametrize(("name", "genre"), ALWAYS)
def test_a_mechanic_a_genre_always_has_passes_unlisted_and_fails_in_a_genre_without_it(
    name: str, genre: str, pool: BrowserPool, settings: Settings, tmp_path: Path
) -> None:
    spec, _ = plan(MECHANIC_PITCHES[genre])
    assert spec.genre == genre and supports(name, genre) and name not in spec.mechanics
    other = next(g for g in ("snake", "match3", "memory") if not supports(name, g))
    elsewhere, _ = plan(MECHANIC_PITCHES[other])
    with_it = _judge(spec, tmp_path / "with", pool, settings, name)
    without = _judge(elsewhere, tmp_path / "elsewhere", pool, settings, name)
    assert with_it.status == "pass", with_it.detail
    assert without.status == "fail", without.detail


@pytest.mark.parametrize(
    "goal",
    [
        "un juego de la serpiente que se acelera cada 3 manzanas, tienes cinco vidas",
        "Schlangenspiel, alle 3 Äpfel schneller, fünf Leben",
        "贪吃蛇，每3个苹果加速，有五条命",
        "un jeu du serpent qui accélère toutes les 3 pommes, tu as cinq vies",
        "um jogo da cobrinha que acelera a cada 3 maçãs, você tem cinco vidas",
        "un serpente che accelera ogni 3 mele, hai cinque vite",  # "# vite": the count is in the words
    ],
)
def test_a_pitch_sets_the_lives_and_the_speed_up_rhythm_in_any_language(goal: str) -> None:
    found = {f.name: f.params for f in find(goal)}
    assert found == {"speed_up": {"speed_up_every": 3}, "lives": {"lives": 5}}


@pytest.mark.browser
@pytest.mark.parametrize("genre", ["dodger", "breakout", "catcher", "racing", "shooter"])
def test_one_life_is_proven_by_the_first_hit_ending_the_round(
    genre: str, pool: BrowserPool, settings: Settings, tmp_path: Path
) -> None:
    """The lives criterion of one life held the game to a hit that costs one life and leaves the round
    going, which no game of one life can do: it is the first hit that ends the round, which a game of
    three lives fails."""
    spec, _ = plan(MECHANIC_PITCHES[genre])
    lives = {**MECHANICS["lives"].params, **spec.tuning}
    one = spec.model_copy(update={"mechanics": [*spec.mechanics, "lives"], "tuning": {**lives, "lives": 1}})
    three = spec.model_copy(update={"mechanics": [*spec.mechanics, "lives"], "tuning": {**lives, "lives": 3}})
    ac = criterion("lives", "AC1", one.tuning, genre)
    assert ac.text == "the player has one life: a hit ends the round"
    assert _judge(one, tmp_path / "one", pool, settings, "lives", ac).status == "pass"
    assert _judge(three, tmp_path / "three", pool, settings, "lives", ac).status == "fail"
