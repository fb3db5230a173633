"""The real-games corpus rebuilds from real.json's records with git alone: the folder, the edits, SOURCES.md."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.qa.corpus import rebuild_real


def _commit(repo: Path, files: dict[str, str]) -> str:
    for name, text in files.items():
        (repo / name).parent.mkdir(parents=True, exist_ok=True)
        (repo / name).write_text(text)
    git = ["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run([*git, "add", "."], check=True, capture_output=True)
    subprocess.run([*git, "commit", "-qm", "game"], check=True, capture_output=True)
    return subprocess.run([*git, "rev-parse", "HEAD"], check=True, capture_output=True, text=True).stdout.strip()


@pytest.fixture
def clones(tmp_path: Path) -> tuple[Path, str]:
    repo = tmp_path / "clones" / "someone+blocks"
    repo.mkdir(parents=True)
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    commit = _commit(
        repo,
        {
            "LICENSE": "MIT\n",
            "web/index.html": '<script src="./dist/game.js"></script>',
            "web/game.js": "start()",
            "web/sounds/big.wav": "RIFF",
            "web/sounds/small.wav": "RIFF",
        },
    )
    return tmp_path / "clones", commit


def _game(commit: str, edits: list[dict]) -> dict:
    return {
        "name": "blocks",
        "repository": "https://github.com/someone/blocks",
        "commit": commit,
        "path": "web",
        "licence": "MIT",
        "edits": edits,
    }


def test_a_game_is_its_path_at_its_commit_with_each_recorded_edit_and_nothing_else(clones, tmp_path):
    root, commit = clones
    edits = [
        {"do": "remove", "path": "sounds/big.wav", "why": "absent from the snapshot"},
        {"do": "copy", "from": "LICENSE", "to": "LICENSE", "why": "the licence is at the root"},
        {"do": "replace", "file": "index.html", "old": "./dist/game.js", "new": "./game.js", "why": "no build"},
    ]
    folder = rebuild_real.rebuild(_game(commit, edits), root, tmp_path / "real")
    assert sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file()) == [
        "LICENSE",
        "game.js",
        "index.html",
        "sounds/small.wav",
    ]
    assert (folder / "index.html").read_text() == '<script src="./game.js"></script>'
    sources = rebuild_real.sources([_game(commit, edits)])
    assert f"a clone of https://github.com/someone/blocks at {commit}, path `web`" in sources
    assert "- edit (remove): `sounds/big.wav` left out: absent from the snapshot" in sources


def test_a_game_without_a_clone_or_with_an_edit_that_no_longer_applies_is_refused_saying_what_to_do(
    clones, tmp_path, capsys, monkeypatch
):
    root, commit = clones
    with pytest.raises(rebuild_real.RebuildError, match="git clone --bare https://github.com/someone/blocks"):
        rebuild_real.rebuild(_game("0" * 40, []), root, tmp_path / "real")
    stale = [{"do": "replace", "file": "index.html", "old": "./build/game.js", "new": "x", "why": "-"}]
    with pytest.raises(rebuild_real.RebuildError, match=r"index.html does not contain './build/game.js'"):
        rebuild_real.rebuild(_game(commit, stale), root, tmp_path / "real")
    # The command: a game it could not rebuild is named, exit 2, and no SOURCES.md marks the folder as a corpus.
    labels = tmp_path / "real.json"
    labels.write_text(json.dumps({"games": [_game("0" * 40, [])]}))
    monkeypatch.setattr(rebuild_real, "LABELS", labels)
    assert rebuild_real.main(["--clones", str(root), "--into", str(tmp_path / "out")]) == 2
    assert "not rebuilt: blocks; SOURCES.md not written" in capsys.readouterr().err
    assert not (tmp_path / "out" / "SOURCES.md").exists()
