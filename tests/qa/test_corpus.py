"""Real Chromium on the labelled corpus: each game gets a careful player's verdict, for the labelled reason.

The fast subset (hand-made games and variants marked ``fast``) runs in ``make test``; every case, real
games included, runs three times in ``make proofs``. Cases QA still gets wrong are strict xfails naming
what it gets wrong: when QA is fixed the mark must go.
"""

from __future__ import annotations

import pytest

from crumb.core.contracts import QaReport
from tests.qa.corpus import harness

REAL = harness.real_root()
CASES = harness.load_cases(REAL)
FAST = [c for c in CASES if c.fast]

# maze-space's verdict and its phone_fit are wrong for one reason.
MAZE_SPACE = (
    "playable where a player finds it limited (keys only): its goal cell's colour cycles with Date.now(), and"
    " the date on QA's clock goes on across loads by the game time the earlier runs took, so the phone's tap run"
    " showed another colour than its run without taps, taken for an answer to the taps (phone_fit 'responds to"
    " taps and swipes (the screen differs from the no-input runs in 0.0% of it (sample 1))', 2026-12-06)."
    " Setting the clock to the same date before every load fixed it, but left colorcrush-kaboom (kaboom 0.3)"
    " still for 6 s, broken, for a reason not found that day; it was not kept"
)

# phaser-platformer's verdict and its phone_fit are wrong for one reason (and its time for another).
PHASER_PLATFORMER = (
    "limited where QA finds it playable: a press of the pointer puts a box tile where it is, so QA's taps"
    " on the phone change the screen and are taken for the game answering them ('fits the 390 px phone"
    " screen and responds to taps and swipes (the screen differs from the no-input runs in 0.2% of it"
    " (sample 1))', 2026-12-06), but only keys move the player: a finger builds boxes it cannot reach."
    " QA's phone now takes a change within 24 px of its finger for no answer, and that made game"
    " (tests/qa/games/taps_draw_marks) fails phone_fit so, but this one still passed it at 18:2x on"
    " d15f100 (load 37 to 6), for a reason not found that day. At load 12-13 on this two-core machine"
    " Phaser 4's WebGL on the CPU also made the check outrun its 120 s (error: 'the machine was too busy"
    " to finish the check in 120 s')"
)

# What QA still gets wrong, by case and by what is asserted (verdict, fails, passes, entry).
STILL_WRONG: dict[tuple[str, str], str] = {
    ("real/cursed-elevator", "verdict"): (
        "broken where a player finds it limited: its WebGL2 frames take 0.15 s of real time on this two-core"
        " machine at load 20+ (6.9 fps outside QA, 2026-12-05), and a step of QA's game time outlasts the 10 s"
        " hang budget ('the page stopped responding for 10 s while trying to read window.__crumb'); the input"
        " run, in its opening scene, looked the same as without input"
    ),
    ("real/3d-maze", "verdict"): (
        "broken where a player finds it playable: three.js on the CPU (13 fps outside QA at load 24,"
        " 2026-12-05) and QA's screenshot during its wait for the menu outlasted the 10 s hang budget"
        " ('the page hung while trying to take a screenshot (desktop run 1, 6.9 s)')"
    ),
    ("real/catch-ja", "verdict"): (
        "broken where a player finds it limited: its circle's hit area is a circle of its radius around the"
        " circle's top-left corner (Phaser's setInteractive with Circle(0, 0, r) on an Arc), so a click on its middle"
        " does nothing and only its upper-left part scores; QA's click lands on the canvas centre, where the circle"
        " starts, and its drags start 20% across and 20% down, none inside that area (input_response: 'the screen"
        " looked the same with input as without'). Nothing else moves but the HUD's countdown, 30 to 29 in the 3 s"
        " QA watched after the start (visual_change fails): QA gives a WebGL page every other animation frame, and"
        " Phaser caps a step at 1/60 s for its first 120 frames, so its clock ran at half speed there (checked"
        " 2026-12-06: with init.js, 30 to 24 took 8 s of game time; with every frame, 6 s). The second look's 4×4"
        " points across the canvas (2026-12-07) do not show an answer either"
    ),
    ("real/maze-space", "verdict"): MAZE_SPACE,
    ("real/maze-space", "fails"): MAZE_SPACE,
    ("real/phaser-platformer", "verdict"): PHASER_PLATFORMER,
    ("real/phaser-platformer", "fails"): PHASER_PLATFORMER,
}


# Verdicts that changed from run to run on this (two-core) machine: not strict, since a run may get them
# right. None in the five runs of every case on 2026-12-04 (docs/BENCHMARKS.md, QA corpus): a case goes
# here only with the runs that showed it varying.
UNSTABLE: dict[str, str] = {
    "real/littlejs-platformer": (
        "playable, as a player finds it, in its one full run on 9f8b044's QA and in 2 of 3 runs on 8496ee8's"
        " (2026-12-07, load 5-8); the third was broken: 'the page hung while trying to ask whether a timeout just"
        " ran (frame rate, 2.1 s)', then out of its 120 s, in the step 8496ee8 added before each press (see"
        " real/littlejs-puzzle); on 88a56f6's, 3 runs of 3 playable"
    ),
    "real/littlejs-puzzle": (
        "playable, as a player finds it, with 9f8b044's QA (06:10, load 4.6); on 8496ee8's (a press waits 17 ms when"
        " one of the game's timeouts ran in that millisecond: GamePage._after_timeouts and init.js's patch of the"
        " clock's _takeFirstTimer) 4 runs of 4 broken, the page hanging mid-check ('the page hung while trying to"
        " read window.__crumb (desktop run 3, 4.8 s)', or taking a screenshot, or in the input run); on 88a56f6's,"
        " 1 run of 3 ('the page stopped responding for 5 s while trying to run the game (desktop run 2, 1.0 s)'),"
        " load 5-7, 2026-12-07. Which step hangs it was not found"
    ),
    "real/phaser3-invader": (
        "limited, as a player finds it, where the machine is quiet (3 full real-corpus runs on 2026-12-06, the last"
        " at 07:00 in 70 s: 'started by clicking the link to games/invader/, then on the page it led to by clicking"
        " the canvas 3% of its height below its centre'); broken at load 30+, where Phaser's WebGL on the CPU made"
        " the check outrun its 120 s ('the check ran out of its 120 s while trying to run the game')"
    ),
}


def _mark(case: harness.Case, parts: tuple[str, ...]) -> list[pytest.MarkDecorator]:
    reasons = [STILL_WRONG[(case.name, p)] for p in parts if (case.name, p) in STILL_WRONG]
    if reasons:
        return [pytest.mark.xfail(strict=True, reason="; ".join(reasons))]
    if "verdict" in parts and case.name in UNSTABLE:
        return [pytest.mark.xfail(strict=False, reason=UNSTABLE[case.name])]
    return []


def _params(cases: list[harness.Case], *parts: str) -> list:
    return [pytest.param(c, id=c.name, marks=_mark(c, parts)) for c in cases]


@pytest.fixture(scope="module")
def corpus_report(pool, qa_settings, tmp_path_factory):
    """``corpus_report(case)``: the QA report of a corpus case, computed once per session."""
    missing = harness.missing_engines(CASES)
    if missing:
        pytest.fail(f"engine libraries missing: {', '.join(missing)}; run `make engines`")
    done: dict[str, QaReport] = {}

    def run(case: harness.Case) -> QaReport:
        if case.name not in done:
            out = tmp_path_factory.mktemp("corpus")
            done[case.name] = harness.check_case(case, settings=qa_settings, pool=pool, out=out)
        return done[case.name]

    return run


def _describe(report: QaReport) -> str:
    return "; ".join(f"{c.name}={c.status}: {c.detail[:120]}" for c in report.checks)


@pytest.mark.parametrize("case", _params(FAST, "verdict"))
def test_a_corpus_game_gets_the_verdict_a_careful_player_would_give(corpus_report, case):
    report = corpus_report(case)
    assert harness.got_verdict(report) == case.expect and report.verdict == case.expect, _describe(report)


@pytest.mark.parametrize("case", _params([c for c in FAST if c.fails], "fails"))
def test_a_broken_or_limited_corpus_game_fails_the_check_that_names_its_defect(corpus_report, case):
    report = corpus_report(case)
    assert set(case.fails) <= set(harness.failing(report)), _describe(report)


@pytest.mark.parametrize("case", _params([c for c in FAST if c.passes], "passes"))
def test_a_corpus_game_passes_the_checks_its_play_deserves(corpus_report, case):
    report = corpus_report(case)
    wrongly = [c.name for c in report.checks if c.name in case.passes and c.status != "pass"]
    assert wrongly == [], _describe(report)


@pytest.mark.parametrize("case", _params([c for c in FAST if c.entry], "entry"))
def test_a_corpus_game_is_found_by_its_entry_page(corpus_report, case):
    assert corpus_report(case).entry == case.entry


def test_the_labels_name_only_known_checks_and_every_broken_case_names_its_failing_check():
    from crumb.core.contracts import QA_CHECK_NAMES

    for case in CASES:
        assert set(case.fails) | set(case.passes) <= set(QA_CHECK_NAMES), case.name
        assert case.expect != "broken" or case.fails, f"{case.name} is broken but names no failing check"


def test_a_variant_breaks_its_copy_and_never_the_original(tmp_path):
    case = next(c for c in CASES if c.transform == "missing_script" and c.name.startswith("made/"))
    before = sorted(p.relative_to(case.source) for p in case.source.rglob("*"))
    game, done = harness.materialise(case, tmp_path)
    after = sorted(p.relative_to(game) for p in game.rglob("*"))
    assert "missing" in done and len(after) == len(before) - 1
    assert sorted(p.relative_to(case.source) for p in case.source.rglob("*")) == before


RUNS = 3


@pytest.mark.slow
@pytest.mark.parametrize("case", _params(CASES, "verdict", "fails"))
def test_every_corpus_game_gets_its_verdict_and_reason_three_times_running(
    corpus_report, pool, qa_settings, tmp_path_factory, case
):
    reports = [corpus_report(case)] + [
        harness.check_case(case, settings=qa_settings, pool=pool, out=tmp_path_factory.mktemp("corpus-again"))
        for _ in range(RUNS - 1)
    ]
    verdicts = [harness.got_verdict(r) for r in reports]
    assert verdicts == [case.expect] * RUNS, _describe(reports[-1])
    for report in reports:
        assert set(case.fails) <= set(harness.failing(report)), _describe(report)


@pytest.mark.slow
def test_make_proofs_has_the_real_games_to_check():
    """``make proofs`` checks every case, real games included: without them it fails, saying where they go."""
    assert REAL is not None, (
        f"no real games found: put the corpus described in tests/qa/corpus/real.json (each game's repository,"
        f" commit and edits, with a SOURCES.md) in ${harness.REAL_ENV} or one of"
        f" {', '.join(str(p) for p in harness.REAL_PLACES)}"
    )
    real = [c for c in CASES if c.name.startswith("real/") and "+" not in c.name]
    assert len(real) >= 20 and all(c.source.is_dir() for c in real), [c.name for c in real if not c.source.is_dir()]
