"""The outsider's second audit: a spec, a build and a release read as an attacker would write them.
Each input here made the verdict or its evidence say what was not so; each is now refused or judged
for what it proves, naming why."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

import pytest

from crumb import lineage
from crumb.adapters.mock import mock_spec
from crumb.adapters.outputs import OutputInvalid, builder_outcome, planner_outcome
from crumb.bundle import write_zip
from crumb.config import load_settings
from crumb.core import ledger
from crumb.core.layout import GAME_MAX_DEPTH
from crumb.exports import ExportError, release
from crumb.lineage import LineageError
from crumb.qa import run_qa
from tests.core.helpers import Sim, of_type, spawns
from tests.web.sessions import make_session

pytestmark = [pytest.mark.proofs]

PITCH = "a platformer where you double jump over spikes"
CRITERIA = [{"id": "AC1", "text": "the hero can stand on a ledge", "predicate": "window.__crumb.onLedge"}]


def _ledger(criteria: dict[str, list[str]]) -> list[dict[str, Any]]:
    """The house's reading of PITCH, each requirement proven by the criteria given for its id."""
    values = {"genre": "platformer", "mechanic.double_jump": "double_jump", "mechanic.hazards": "hazards"}
    kinds = {"genre": "genre", "language": "language", "target.phone": "target"}
    return [
        {
            "id": rid,
            "kind": kinds.get(rid, "mechanic"),
            "text": rid,
            "value": values.get(rid, "en" if rid == "language" else "phone"),
            "criteria": ids,
        }
        for rid, ids in criteria.items()
    ]


def _judged(requirements: list[dict[str, Any]]) -> tuple[dict[str, Any], list[Any]]:
    """A session whose QA passed every check and criterion and whose verifier said PASS: its summary and effects."""
    sim = Sim()
    [planner] = spawns(sim.send("goal", body=PITCH))
    [builder] = spawns(
        sim.spec(planner, genre="platformer", pitch=PITCH, acceptance_criteria=CRITERIA, requirements=requirements)
    )
    [check] = sim.build(builder)
    checks = [{"name": name, "status": "pass"} for name in ("boot", "visual_change", "input_response", "phone_fit")]
    [verifier] = spawns(sim.qa(check, checks=checks, acceptance=[{"id": "AC1", "status": "pass"}]))
    effects = sim.judge(verifier, "PASS")
    return sim.state.summary(), effects


def test_a_ledger_proving_the_kind_of_game_by_qas_own_checks_is_unmet_and_the_pass_becomes_partial():
    """Every game that boots passes qa:boot: a planner naming it (or qa:visual_change) as the proof of
    the genre, a mechanic and the language had any game that runs PASS as a platformer with double jumps."""
    summary, effects = _judged(
        _ledger(
            {
                "genre": ["qa:boot"],
                "mechanic.double_jump": ["qa:input_response"],
                "mechanic.hazards": ["qa:visual_change"],
                "language": ["qa:boot"],
            }
        )
    )
    assert summary["verdict"] == "PARTIAL"
    assert summary["unmet"] == ["genre", "mechanic.double_jump", "mechanic.hazards", "language"]
    reasons = {r["id"]: r["reason"] for r in summary["requirements"]}
    assert reasons["genre"] == (
        "QA's own checks (qa:boot) judge how any game runs, not what it is: nothing of its genre:"
        " name a criterion whose predicate proves it in the game"
    )
    assert reasons["mechanic.hazards"].startswith("QA's own checks (qa:visual_change) judge how any game runs")
    [audit] = [f.draft for f in of_type(effects, "append") if f.draft["kind"] == "audit"]
    assert audit["data"]["unmet"] == summary["unmet"] and "d1_above_requirements_met" in audit["data"]["violations"]


def test_a_qa_check_beside_a_criterion_of_the_spec_and_for_the_device_still_proves():
    summary, _ = _judged(
        _ledger(
            {
                "genre": ["AC1", "qa:boot"],
                "mechanic.double_jump": ["AC1"],
                "mechanic.hazards": ["AC1"],
                "language": ["AC1"],
                "target.phone": ["qa:phone_fit"],
            }
        )
    )
    assert summary["verdict"] == "PASS" and summary["unmet"] == []
    reasons = {r["id"]: r["reason"] for r in summary["requirements"]}
    assert reasons["genre"] == "proven in QA: AC1" and reasons["target.phone"] == "proven in QA: qa:phone_fit"


def test_a_qa_check_beside_a_criterion_that_held_without_the_game_names_both():
    rows = ledger.judge(
        PITCH,
        {"acceptance_criteria": CRITERIA, "requirements": _ledger({"genre": ["AC1", "qa:boot"]})},
        {
            "acceptance": [{"id": "AC1", "status": "pass", "held_without_game": True}],
            "checks": [{"name": "boot", "status": "pass"}],
        },
    )
    assert rows[0].reason == (
        "QA's own checks (qa:boot) judge how any game runs, not what it is: nothing of its genre, and AC1 held"
        " on a blank page without the game too: name a criterion whose predicate proves it in the game"
    )


# -- a game file named with a backslash ----------------------------------------------------------------

ESCAPING = "..\\..\\..\\Startup\\run.bat"  # one name on Linux; folders, and ../../.. of them, on Windows


def test_a_game_file_named_with_a_backslash_is_the_builders_error_not_a_build(tmp_path):
    """A browser reads '\\' in an address as '/', so no page could load the file; in a release's zip it
    was an entry that Windows tools unpack three folders up from where the game is unzipped."""
    session = tmp_path / "01KAAAAAAAAAAAAAAAAAAAAAAA"
    game = session / "workspaces" / "builder" / "game"
    game.mkdir(parents=True)
    (game / "index.html").write_text("<canvas></canvas>")
    (game / ESCAPING).write_text("echo owned")
    with pytest.raises(OutputInvalid) as info:
        builder_outcome(game.parent, session, load_settings(env={}))
    assert str(info.value) == (
        f"game/{ESCAPING}: a name with a backslash refused; a browser reads it as '/' in an address, so no page"
        " could load this file, and unzipped on Windows it lands in other folders; use / between folders"
    )
    assert not (session / "artifacts" / "game").exists()


def test_a_release_holding_a_backslash_name_is_not_zipped(settings, tmp_path):
    """A release frozen before builds refused such a name: the zip names it and is not written."""
    sid = make_session(settings)
    (settings.paths(sid).game / ESCAPING).write_text("echo owned")
    folder, manifest = release(settings, sid, "v1", released_at="2026-12-05T23:00:00Z")
    with pytest.raises(ExportError) as info:
        write_zip(folder, manifest, tmp_path / "site.zip")
    assert str(info.value).startswith(
        f"game/{ESCAPING} of release v1 has a backslash in its name, which zip tools on Windows unpack as folders"
    )
    assert not list(tmp_path.glob("*site.zip*"))


# -- two criteria, or two requirements, with one id ----------------------------------------------------


def _planned(tmp_path, spec: dict[str, Any]):
    session = tmp_path / "01KAAAAAAAAAAAAAAAAAAAAAAA"
    workspace = session / "workspaces" / "planner-lead"
    workspace.mkdir(parents=True)
    (workspace / "spec.json").write_text(json.dumps(spec))
    (workspace / "spec.md").write_text("# a platformer\n")
    return session, workspace


@pytest.mark.parametrize(
    "field, twice",
    [
        ("acceptance_criteria", [{"id": "AC1", "text": "hero jumps twice", "predicate": "window.__crumb.jumps === 2"}]),
        ("requirements", _ledger({"genre": ["AC1"]})),
    ],
)
def test_a_spec_giving_one_id_to_two_criteria_or_requirements_is_the_planners_error(tmp_path, field, twice):
    """QA judged both criteria and the ledger read the result of the last: a failed 'AC1' (the double jump)
    behind a passed 'AC1' (standing on a ledge) left the genre met, proven by 'AC1'."""
    spec = mock_spec(PITCH) | {"acceptance_criteria": CRITERIA, "requirements": _ledger({"genre": ["AC1"]})}
    spec[field] = spec[field] + twice
    session, workspace = _planned(tmp_path, spec)
    with pytest.raises(OutputInvalid) as info:
        planner_outcome(workspace, session, update=False)
    assert str(info.value) == (
        f"spec.json: {field}: Value error, the id {twice[0]['id']!r} is given twice; each one is named by its id,"
        " so give each its own"
    )
    assert not (session / "artifacts" / "spec.json").exists()


# -- a release manifest naming a file outside the release ----------------------------------------------


def test_continuing_from_a_release_whose_manifest_names_a_file_outside_it_is_refused(settings, tmp_path):
    """The parent's files were checked against the hashes its manifest records, and a manifest edited
    to name '../../…' with that file's hash passed: `crumb run --from SID/v1` read a file of the host and
    wrote it as far above the new game's folder."""
    sid = make_session(settings)
    folder, _ = release(settings, sid, "v1", released_at="2026-12-05T23:00:00Z")
    host = tmp_path / "host.txt"
    host.write_text("a file of the host")
    rel = "game/" + os.path.relpath(host, folder / "artifacts" / "game")
    manifest = json.loads((folder / "manifest.json").read_text())
    manifest["files"][rel] = {"sha256": hashlib.sha256(host.read_bytes()).hexdigest(), "bytes": 18}
    (folder / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(LineageError) as info:
        lineage.resolve(settings, f"{sid}/v1", "make it faster")
    assert str(info.value) == (
        f"parent {sid}/v1: {rel!r} is recorded as one of its files but is no path inside its artifacts folder;"
        " refused — continue from a release (`crumb release`) or a session not edited by hand"
    )
    game = tmp_path / "new" / "workspaces" / "builder" / "game"
    recorded = {"ref": f"{sid}/v1", "parent_session": sid, "parent_release": "v1", "files": {rel: "0" * 64}}
    with pytest.raises(LineageError, match="is no path inside its artifacts folder"):
        lineage.take(settings, recorded, game)  # a lineage already recorded is checked again before the copy
    assert not game.exists()


# -- a game nested a thousand folders deep -------------------------------------------------------------

LEVELS = 1100  # past Python's recursion limit: its own walks of a folder recurse a level at a time


@pytest.fixture
def nested():
    """``_nested``, with every folder it made removed after the test, deepest first. Left behind, pytest
    itself fails on them: its removal of an old run's temporary folder recurses a level at a time, and a
    later pytest session ended in RecursionError on this machine."""
    made: list[Path] = []

    def make(game: Path) -> str:
        made.append(game)
        return _nested(game)

    yield make
    for game in made:
        _unnest(game)


def _unnest(game: Path) -> None:
    chain = [game]
    while (chain[-1] / "d").is_dir():
        chain.append(chain[-1] / "d")
    for folder in reversed(chain[1:]):
        for file in folder.iterdir():
            if not file.is_dir():
                file.unlink()
        folder.rmdir()


def _nested(game: Path) -> str:
    """``game`` with an index.html and a script LEVELS folders down; the first folder past the limit."""
    game.mkdir(parents=True)
    (game / "index.html").write_text("<canvas></canvas><script src='d/d/x.js'></script>")
    folder = str(game)
    for _ in range(LEVELS):  # one at a time: os.makedirs recurses too
        folder += "/d"
        os.mkdir(folder)
    Path(folder, "x.js").write_text("start();")
    return "/".join(["d"] * (GAME_MAX_DEPTH + 1))


def test_a_game_nested_a_thousand_folders_deep_is_the_builders_error_naming_it(tmp_path, nested):
    """The builder's scan ended in 'builder failed: RecursionError: maximum recursion depth exceeded',
    which said nothing of the game or what to do."""
    session = tmp_path / "01KAAAAAAAAAAAAAAAAAAAAAAA"
    deep = nested(session / "workspaces" / "builder" / "game")
    with pytest.raises(OutputInvalid) as info:
        builder_outcome(session / "workspaces" / "builder", session, load_settings(env={}))
    assert str(info.value) == (
        f"game/{deep}…: folders nested more than {GAME_MAX_DEPTH} deep refused; a game needs a few levels"
    )


def test_qa_of_a_game_nested_a_thousand_folders_deep_is_broken_by_its_limits_not_the_checks_failure(tmp_path, nested):
    """`crumb qa` (and a qa_check) said the check itself had failed (exit 2, RecursionError): the game's
    doing was reported as QA's."""
    deep = nested(tmp_path / "game")
    report = run_qa(tmp_path / "game", settings=load_settings(env={}), out_dir=tmp_path / "qa")
    assert (report.exec_exit_code, report.verdict) == (1, "broken")
    limits = report.check("limits")
    assert limits is not None and (limits.status, limits.severity) == ("fail", "blocker")
    assert limits.detail == f"{deep}…: folders nested more than {GAME_MAX_DEPTH} deep; a game needs a few levels"
    assert {c.status for c in report.checks if c.name not in ("entry", "limits")} == {"skip"}
