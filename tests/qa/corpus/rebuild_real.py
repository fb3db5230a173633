"""Rebuild the real-games corpus from real.json with git and npm: one folder per game and a SOURCES.md.

    python -m tests.qa.corpus.rebuild_real [--clones DIR] [--into DIR] [--match NAME]

Each game is its repository's ``path`` at ``commit``, read from a clone of the repository (bare or
not) found under ``--clones`` as ``<owner>+<name>/repo``, ``<owner>+<name>``, ``<owner>/<name>`` or
``<name>``; then the edits real.json records, each with why: ``remove`` (left out of the copy),
``copy`` (a file from elsewhere in the repository, at the game's commit unless one is named), ``replace`` (text in one file) and ``npm`` (one
file of a published package, checked against the integrity its lock file names). Nothing is fetched
but the npm packages. Existing game folders under ``--into`` are replaced; other folders are kept.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import io
import json
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

CORPUS = Path(__file__).resolve().parent
LABELS = CORPUS / "real.json"


class RebuildError(Exception):
    """A game could not be rebuilt as recorded; the message says what to do."""


def find_clone(clones: Path, repository: str, commit: str) -> Path:
    """The git directory under ``clones`` that holds ``commit`` of ``repository``."""
    owner, name = repository.rstrip("/").split("/")[-2:]
    for place in (
        clones / f"{owner}+{name}" / "repo",
        clones / f"{owner}+{name}",
        clones / owner / name,
        clones / name,
    ):
        if place.is_dir() and _git(place, "cat-file", "-e", f"{commit}^{{commit}}", check=False).returncode == 0:
            return place
    raise RebuildError(
        f"no clone of {repository} holding {commit} under {clones}: "
        f"`git clone --bare {repository} {clones / (owner + '+' + name)}` and run again"
    )


def _git(clone: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess[bytes]:
    done = subprocess.run(["git", "--git-dir" if _bare(clone) else "-C", str(clone), *args], capture_output=True)
    if check and done.returncode:
        raise RebuildError(f"git {' '.join(args)} in {clone}: {done.stderr.decode(errors='replace').strip()}")
    return done


def _bare(clone: Path) -> bool:
    return not (clone / ".git").exists()


def _show(clone: Path, commit: str, path: str) -> bytes:
    return _git(clone, "show", f"{commit}:{path}").stdout


def extract(clone: Path, game: dict, into: Path) -> None:
    """Write the game's folder at its commit into ``into``, leaving out what its ``remove`` edits name."""
    tree = game["commit"] if game["path"] in ("", ".") else f"{game['commit']}:{game['path']}"
    # Left out at archive time, so a file the clone lacks (a blob too large for a snapshot) is never read.
    excluded = [f":(exclude){e['path']}" for e in game.get("edits", ()) if e["do"] == "remove"]
    archive = _git(clone, "archive", "--format=tar", tree, "--", ".", *excluded).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")


def npm_file(package: str, integrity: str, member: str) -> bytes:
    """One file of a published npm package, after checking the package's integrity."""
    with tempfile.TemporaryDirectory(prefix="crumb-npm-") as tmp:
        done = subprocess.run(["npm", "pack", package, "--json", "--pack-destination", tmp], capture_output=True)
        if done.returncode:
            raise RebuildError(f"npm pack {package}: {done.stderr.decode(errors='replace').strip()[-400:]}")
        packed = Path(tmp) / json.loads(done.stdout)[0]["filename"]
        algorithm, _, expected = integrity.partition("-")
        got = base64.b64encode(hashlib.new(algorithm, packed.read_bytes()).digest()).decode()
        if got != expected:
            raise RebuildError(f"{package} from npm is not the one recorded: {algorithm} {got}, not {expected}")
        with tarfile.open(packed) as tar:
            handle = tar.extractfile(f"package/{member}")
            if handle is None:
                raise RebuildError(f"{package} has no file {member}")
            return handle.read()


def apply_edit(clone: Path, game: dict, folder: Path, edit: dict) -> None:
    """Apply one recorded edit to the game's folder (``remove`` was applied when extracting)."""
    if edit["do"] == "remove":
        return
    if edit["do"] == "copy":
        (folder / edit["to"]).write_bytes(_show(clone, edit.get("commit", game["commit"]), edit["from"]))
    elif edit["do"] == "replace":
        page = folder / edit["file"]
        text = page.read_text()
        if edit["old"] not in text:
            raise RebuildError(f"{game['name']}: {edit['file']} does not contain {edit['old']!r}")
        page.write_text(text.replace(edit["old"], edit["new"]))
    elif edit["do"] == "npm":
        target = folder / edit["to"]
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(npm_file(edit["package"], edit["integrity"], edit["file"]))
    else:
        raise RebuildError(f"{game['name']}: unknown edit {edit['do']!r} (remove, copy, replace, npm)")


def rebuild(game: dict, clones: Path, into: Path) -> Path:
    """Rebuild one game's folder under ``into``; return it."""
    clone = find_clone(clones, game["repository"], game["commit"])
    folder = into / game.get("dir", game["name"])
    into.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="crumb-real-", dir=into) as tmp:
        staged = Path(tmp) / "game"
        staged.mkdir()
        extract(clone, game, staged)
        for edit in game.get("edits", ()):
            apply_edit(clone, game, staged, edit)
        if folder.exists():
            shutil.rmtree(folder)
        staged.rename(folder)
    return folder


def sources(games: list[dict]) -> str:
    """SOURCES.md: where each game comes from, under which licence, and every edit with why."""
    lines = [
        "# Real games for CRUMB's QA corpus",
        "",
        "Rebuilt by `python -m tests.qa.corpus.rebuild_real` from tests/qa/corpus/real.json. Each folder is",
        "a clone of the repository at the commit, the path shown, with the edits listed and nothing else.",
        "",
    ]
    for g in games:
        lines += [
            f"## {g.get('dir', g['name'])}",
            "",
            f"- a clone of {g['repository']} at {g['commit']}, path `{g['path']}`",
            f"- licence: {g.get('licence', 'not recorded')}",
        ]
        lines += [f"- edit ({e['do']}): {_describe(e)}: {e['why']}" for e in g.get("edits", ())]
        lines.append("")
    return "\n".join(lines)


def _describe(edit: dict) -> str:
    return {
        "remove": lambda e: f"`{e['path']}` left out",
        "copy": lambda e: (
            f"the repository's `{e['from']}`{' at ' + e['commit'] if 'commit' in e else ''} copied to `{e['to']}`"
        ),
        "replace": lambda e: f"in `{e['file']}`, `{e['old']}` becomes `{e['new']}`",
        "npm": lambda e: f"`{e['file']}` of {e['package']} ({e['integrity'][:20]}…) put at `{e['to']}`",
    }[edit["do"]](edit)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clones", type=Path, default=Path("/work/.mirror"), help="where the clones are")
    parser.add_argument("--into", type=Path, default=Path("/work/corpus/real"), help="where the games go")
    parser.add_argument("--match", default="", help="only games whose name contains this")
    args = parser.parse_args(argv)
    games = json.loads(LABELS.read_text())["games"]
    failed = []
    for game in (g for g in games if args.match in g["name"]):
        try:
            print(f"{game['name']}: {rebuild(game, args.clones, args.into)}")
        except RebuildError as e:
            failed.append(game["name"])
            print(f"{game['name']}: {e}", file=sys.stderr)
    # SOURCES.md marks the folder as a corpus for the harness: written only when every game is there.
    if failed:
        print(f"not rebuilt: {', '.join(failed)}; SOURCES.md not written", file=sys.stderr)
        return 2
    args.into.mkdir(parents=True, exist_ok=True)
    (args.into / "SOURCES.md").write_text(sources(games))
    return 0


if __name__ == "__main__":
    sys.exit(main())
