"""A spec's predicate that never returns is that criterion's failure (the spec's to fix); a game whose
own code loops is still the game that hung."""

from __future__ import annotations

from crumb.core.contracts import AcceptanceCriterion, Controls, Spec
from crumb.qa import run_qa
from crumb.qa.acceptance import LOOPED

from .conftest import GAMES

CONTROLS = Controls(keys=["ArrowLeft", "ArrowRight"], pointer=True, start=["Space"])
PLAYS = AcceptanceCriterion(id="plays", text="the game starts", predicate="window.__crumb.state === 'playing'")
MOVES = AcceptanceCriterion(
    id="moves",
    text="left moves the player",
    wait_ms=300,
    action="window.dispatchEvent(new KeyboardEvent('keydown', {code: 'ArrowLeft'}))",
    predicate="window.__crumb.x < 240",
)
# Loops on the game and anywhere else.
SPINS = AcceptanceCriterion(id="spins", text="a loop", predicate="while (true) {}")
# Returns true on the game; on the blank page without it, waits forever for a hook that never comes.
WAITS = AcceptanceCriterion(
    id="waits", text="waits for the hook", predicate="while (!window.__crumb) {} window.__crumb.state === 'playing'"
)


def _spec(*criteria: AcceptanceCriterion) -> Spec:
    return Spec(title="Dodge", genre="arcade", pitch="dodge", controls=CONTROLS, acceptance_criteria=list(criteria))


def test_a_predicate_that_loops_fails_its_own_criterion_and_the_game_is_not_called_hung(check, qa_settings):
    """A predicate that loops (`while (true) {}`) hung the page under the watchdog, which killed it:
    `timeout` failed, every check after it was skipped, and the verdict blamed the game. Now the browser
    stops the predicate at half the hang budget and the criterion fails naming it; the game's other
    checks and criteria keep their verdicts."""
    limit = f"did not return within {qa_settings.qa_hang_s / 2:g} s"
    report = check("canvas", spec=_spec(PLAYS, SPINS, MOVES, WAITS))
    results = {a.id: a for a in report.acceptance}
    assert {k: (v.status, v.looped) for k, v in results.items()} == {
        "plays": ("pass", False),
        "spins": ("fail", True),
        "moves": ("pass", False),
        "waits": ("fail", True),
    }, results
    assert results["spins"].detail == f"while (true) {{}} {limit}: {LOOPED}"
    # It held on the game, and looped on the blank page QA judges it on again.
    assert results["waits"].detail == f"{WAITS.predicate} {limit} on a blank page without the game: {LOOPED}"
    # The spec's doing: not held against the game, which stays playable.
    assert report.check("timeout").status == "pass", report.check("timeout")
    acceptance = report.check("acceptance")
    assert (acceptance.status, acceptance.detail) == (
        "pass",
        "2/2 predicates held; the predicate of spins, waits did not return (it loops: the spec's to fix)",
    )
    assert report.verdict == "playable", [c for c in report.checks if c.status != "pass"]
    plain = check("canvas", spec=_spec(PLAYS, MOVES))
    assert {c.name: c.status for c in report.checks} == {c.name: c.status for c in plain.checks}


def test_a_game_whose_own_code_loops_under_a_criterions_action_is_still_the_game_that_hung(pool, qa_settings, tmp_path):
    """The action runs the game's own code (a key the game's handler never returns from): that hang is
    the game's, as a hang anywhere else in its code is."""
    game = tmp_path / "game"
    game.mkdir()
    page = (GAMES / "canvas" / "index.html").read_text()
    freeze = "<script>addEventListener('keydown', (e) => { if (e.code === 'KeyF') for (;;) {} });</script>"
    (game / "index.html").write_text(page.replace("</body>", freeze + "</body>"))
    froze = AcceptanceCriterion(
        id="froze",
        text="F freezes it",
        action="window.dispatchEvent(new KeyboardEvent('keydown', {code: 'KeyF'}))",
        predicate="window.__crumb.state === 'playing'",
    )
    report = run_qa(game, settings=qa_settings, spec=_spec(PLAYS, froze), pool=pool, out_dir=tmp_path / "qa")
    timeout, acceptance = report.check("timeout"), report.check("acceptance")
    assert timeout.status == "fail" and timeout.detail.startswith("the page stopped responding for"), timeout
    assert "while trying to action of froze" in timeout.detail, timeout
    assert acceptance.status == "fail" and acceptance.detail.startswith("the page hung while trying to action of froze")
    assert report.verdict == "broken"
    assert not [a for a in report.acceptance if a.looped]


def test_a_game_that_hangs_on_input_is_still_hung_beside_a_spec_whose_predicates_loop(check):
    report = check("hangs_on_input", spec=_spec(PLAYS, SPINS, WAITS))
    timeout, input_response = report.check("timeout"), report.check("input_response")
    assert timeout.status == "fail" and "stopped responding" in timeout.detail, timeout
    assert input_response.status == "fail" and input_response.detail.startswith("the page hung"), input_response
    assert report.verdict == "broken"
