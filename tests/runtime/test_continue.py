"""Continue from a game: `crumb run --from`, `crumb submit --from`, lineage with hashes, refusals."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from crumb.cli import main
from crumb.config import Settings
from crumb.exports import release, sha256_file
from crumb.lineage import ParentTampered, resolve, take
from crumb.record import NoDispatch
from tests.runtime.cli_helpers import CRUMB, clean_env, run_watched
from tests.runtime.runtime_harness import coordinator, transcript
from tests.web.sessions import make_session


def _events(home: Path, sid: str):
    return transcript(Settings(home=home), sid)


def _unmet(events) -> set[str]:
    """The requirements a PARTIAL was held back for (the approval note names them); none for a PASS."""
    notes = [e.data for e in events if e.kind == "note" and (e.data or {}).get("hook") == "partial"]
    return set(notes[-1].get("unmet") or []) if notes else set()


# Its module fixture runs a whole offline session (run_watched allows 600 s: QA is slow on a busy box)
# inside the setup of the first test that asks for it, under that test's timeout.
pytestmark = pytest.mark.timeout(660)


@pytest.fixture(scope="module")
def parent(tmp_path_factory) -> tuple[Path, dict]:
    """A breakout game run offline to a PASS and released as v1 by `crumb run --release v1`."""
    home = tmp_path_factory.mktemp("continue-home")
    w = run_watched(
        [*CRUMB, "run", "--goal", "a breakout game", "--release", "v1", "--json"], clean_env(home), timeout_s=600
    )
    result = json.loads(w.stdout)
    assert w.proc.returncode == 0 and result["verdict"] == "PASS" and result["game"], w.stderr[-3000:]
    return home, result


def test_run_release_freezes_the_game_and_records_version_released(parent):
    home, sid = parent[0], parent[1]["session_id"]
    assert (home / "sessions" / sid / "releases" / "v1" / "manifest.json").is_file()
    assert [e.data["version"] for e in _events(home, sid) if e.kind == "version.released"] == ["v1"]


def test_a_continued_game_passes_offline_with_the_change_proven_in_the_running_game(parent, capsys):
    home, psid = parent[0], parent[1]["session_id"]
    w = run_watched(
        [*CRUMB, "run", "--from", f"{psid}/v1", "--goal", "make the paddle faster", "--json"],
        clean_env(home),
        timeout_s=600,
    )
    child = json.loads(w.stdout)
    assert (parent[1]["verdict"], child["verdict"], w.proc.returncode) == ("PASS", "PASS", 0), w.stderr[-3000:]
    (change_row,) = [r for r in child["requirements"] if r["id"] == "change-1"]
    assert change_row["met"] and change_row["reason"] == "proven in QA: C1.speed"  # the change, proven in the game
    events = _events(home, child["session_id"])
    assert _unmet(events) == set()
    lineage = events[0].data["lineage"]
    manifest = json.loads((home / "sessions" / psid / "releases" / "v1" / "manifest.json").read_text())
    assert (lineage["parent_session"], lineage["parent_release"], lineage["change"]) == (
        psid,
        "v1",
        "make the paddle faster",
    )
    assert lineage["files"]["game/index.html"] == manifest["files"]["game/index.html"]["sha256"]
    assert next(e.body for e in events if e.kind == "goal") == "a breakout game"  # the pitch stays the parent's
    spec = next(e.data for e in events if e.kind == "spec")
    (change,) = [r for r in spec["requirements"] if r["kind"] == "change"]
    assert change["source"] == "make the paddle faster" and change["criteria"] == ["C1.speed"]
    qa = [e.data for e in events if e.kind == "qa.result"][-1]
    assert {"id": "C1.speed", "status": "pass"}.items() <= next(
        a for a in qa["acceptance"] if a["id"] == "C1.speed"
    ).items()

    def config(p):
        return json.loads(re.search(r"CRUMB_CONFIG = (\{.*?\});</script>", p.read_text(), re.S).group(1))

    parent_game = home / "sessions" / psid / "releases" / "v1" / "artifacts" / "game" / "index.html"
    child_game = Path(child["game"])
    assert config(parent_game)["speed"] == 1.0 and config(child_game)["speed"] == 1.25

    def strip(p):
        return re.sub(r"CRUMB_CONFIG = \{.*?\};</script>", "", p.read_text(), flags=re.S)

    assert strip(child_game) == strip(parent_game)  # improved, not rewritten
    child_transcript = child["transcript"]
    assert main(["replay", child_transcript, "--check"]) == 0  # its transcript plus the parent's files, hash-checked
    parent_game.write_text(parent_game.read_text() + "<!-- edited -->")
    assert main(["replay", child_transcript, "--check"]) == 1
    assert f"parent {psid}/v1: game/index.html fails its hash" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("ref", "said"),
    [
        ("01NOSUCHSESSION", "looked for a session '01NOSUCHSESSION' under"),
        ("v77", "--from v77: no release v77 in any session under"),  # said as copy-artifacts says it
    ],
)
def test_from_naming_no_session_or_release_exits_2_saying_what_it_looked_for(settings, monkeypatch, capsys, ref, said):
    monkeypatch.setenv("CRUMB_HOME", str(settings.home))
    assert main(["run", "--from", ref, "--goal", "faster"]) == 2
    assert said in capsys.readouterr().err


def test_a_parent_whose_files_fail_their_hashes_is_refused_and_named(settings: Settings):
    sid = make_session(settings, verdict="PASS", finished=True)
    lineage = resolve(settings, sid, "faster")
    assert set(lineage["files"]) == {"spec.json", "game/index.html", "game/game.js", "game/assets/sprite.txt"}
    release(settings, sid, "v1", released_at="2026-12-03T10:00:00.000Z")
    (settings.session_dir(sid) / "artifacts" / "game" / "game.js").write_text("changed after the build")
    with pytest.raises(ParentTampered, match=f"parent {sid}: game/game.js fails its hash"):
        resolve(settings, sid, "faster")
    with pytest.raises(ParentTampered, match="game/game.js fails its hash"):
        take(settings, lineage, settings.home / "ws" / "game")  # the worker checks again before it copies
    frozen = resolve(settings, f"{sid}/v1", "faster")  # the release kept the bytes the build recorded
    assert frozen["files"]["game/game.js"] == lineage["files"]["game/game.js"]
    copied = take(settings, frozen, settings.home / "ws2" / "game")
    assert sha256_file(settings.home / "ws2" / "game" / "game.js") == frozen["files"]["game/game.js"] and copied


def test_submit_from_records_the_lineage_on_session_start(settings: Settings, redis_client, monkeypatch, capsys):
    monkeypatch.setenv("CRUMB_HOME", str(settings.home))
    monkeypatch.setenv("CRUMB_NAMESPACE", settings.namespace)
    sid = make_session(settings, verdict="PASS", finished=True, goal="a paddle game")
    with coordinator(settings, NoDispatch()) as c:
        assert main(["submit", "--from", sid, "--goal", "bigger buttons", "--redis", settings.redis_url, "--json"]) == 0
        child = json.loads(capsys.readouterr().out)["session_id"]
        c.wait_until(lambda co: co.state(child) is not None and co.state(child).lineage is not None, timeout_s=30)
    start, goal = transcript(settings, child)[:2]
    assert start.data["lineage"]["parent_session"] == sid and start.data["lineage"]["change"] == "bigger buttons"
    assert goal.body == "a paddle game"
