"""Continue from a game: the parent a new session starts from, recorded with the hashes of what it took.

``--from`` names a session (its latest build), ``SID/vN`` (a release of it) or a release name unique
across sessions. :func:`resolve` reads the parent's spec and game, checks every file against the hash
recorded for it (the build's event, or the release manifest) and returns the *lineage* written on the
child's ``session.start``::

    {"parent_session", "parent_release", "ref", "change", "changes", "parent_goal",
     "spec": {...}, "files": {"spec.json": sha256, "game/index.html": sha256, ...}}

``changes`` is every change request from the first pitch to this one, oldest first (the parent's own
and this ``change``), so the pitch a continued game is judged against is the pitch as changed.

The reducer hands it to planner-lead and builder as their ``parent`` input; the builder's workspace
starts from the parent's game through :func:`take`, which checks each hash again. A parent whose
files no longer match is refused, naming the file.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from crumb.config import Settings
from crumb.core.layout import ARTIFACTS
from crumb.errors import ConfigError
from crumb.exports import locate, sha256_file
from crumb.paths import inner_parts

__all__ = ["LineageError", "ParentTampered", "resolve", "take", "verify", "source_dir", "GAME"]

GAME = "game/"
SPEC = "spec.json"


class LineageError(ConfigError):
    """``--from`` names no session or release, or one without a game (a usage error, exit 2)."""


class ParentTampered(LineageError):
    """A parent's file does not hash to what was recorded for it."""

    def __init__(self, ref: str, path: str, expected: str, actual: str | None) -> None:
        now = f"now {actual[:12]}…" if actual else "now missing"
        super().__init__(
            f"parent {ref}: {path} fails its hash (recorded {expected[:12]}…, {now}); refused — "
            "continue from a release (`crumb release`) or from a session whose game is intact"
        )
        self.ref, self.path = ref, path


def _split(settings: Settings, ref: str) -> tuple[str, str | None]:
    """``SID``, ``SID/vN`` or a unique ``vN`` → (session id, release or None); LineageError names what it looked for."""
    shown = ref[:80] if ref[:80].isprintable() else repr(ref[:80])  # a line break would cut the message
    sid, version = locate(settings, ref, lambda said: LineageError(f"--from {shown}: {said}"))
    if not settings.paths(sid).transcript.is_file():
        raise LineageError(
            f"--from {ref}: looked for a session {sid!r} under {settings.sessions_dir} and found none "
            "(nor is it a release name like v1); `crumb ls` lists sessions"
        )
    if version and not (settings.paths(sid).releases / version / "manifest.json").is_file():
        raise LineageError(
            f"--from {ref}: session {sid} has no release {version} (looked in {settings.paths(sid).releases})"
        )
    return sid, version


def source_dir(settings: Settings, lineage: dict[str, Any]) -> Path:
    """The parent's artifacts folder: its release's frozen copy, or the session's own."""
    session = settings.paths(str(lineage["parent_session"]))
    release = lineage.get("parent_release")
    return session.releases / str(release) / ARTIFACTS if release else session.artifacts


def _session_files(settings: Settings, sid: str) -> tuple[dict[str, str], str | None, list[str]]:
    """The hashes of the latest build's game files and spec, as the workers recorded them; the goal;
    and the change requests that made the session's game, if it was itself continued."""
    from crumb.core.ledger import changes_of
    from crumb.transcript import read_events

    files: dict[str, str] = {}
    goal, changes = None, []
    for e in read_events(settings.paths(sid).transcript, repair=False):
        if e.kind == "session.start" and isinstance(e.data, dict):
            changes = list(changes_of(e.data.get("lineage")))
        if e.kind == "goal" and goal is None:
            goal = e.body
        if e.kind == "build":
            files = {k: v for k, v in files.items() if not k.startswith(GAME)}
        if e.kind in ("build", "spec", "spec.update"):
            for a in e.artifacts or ():
                path = a.path.removeprefix("./").removeprefix("artifacts/")
                if path.startswith(GAME) or path == SPEC:
                    files[path] = a.sha256
    return files, goal, changes


def _release_files(settings: Settings, sid: str, version: str) -> tuple[dict[str, str], str | None, list[str]]:
    folder = settings.paths(sid).releases / version
    try:
        manifest = json.loads((folder / "manifest.json").read_text(encoding="utf-8"))
        files = {p: v["sha256"] for p, v in manifest["files"].items() if p.startswith(GAME) or p == SPEC}
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as e:
        raise LineageError(f"release {sid}/{version} has no readable manifest.json ({e})") from e
    return files, manifest.get("goal"), _session_files(settings, sid)[2]


def verify(settings: Settings, lineage: dict[str, Any]) -> None:
    """Check every recorded parent file on disk; ParentTampered names the first that fails."""
    root = source_dir(settings, lineage)
    for rel, expected in sorted(lineage["files"].items()):
        if inner_parts(rel) is None:  # a manifest edited to name any file of the host, hash and all
            raise LineageError(
                f"parent {lineage['ref']}: {rel[:200]!r} is recorded as one of its files but is no path inside its"
                " artifacts folder; refused — continue from a release (`crumb release`) or a session not edited by hand"
            )
        path = root / rel
        actual = sha256_file(path) if path.is_file() and not path.is_symlink() else None
        if actual != expected:
            raise ParentTampered(str(lineage["ref"]), rel, expected, actual)


def resolve(settings: Settings, ref: str, change: str) -> dict[str, Any]:
    """The lineage of a new session continuing ``ref`` with the change request ``change``."""
    sid, version = _split(settings, ref)
    files, goal, earlier = _release_files(settings, sid, version) if version else _session_files(settings, sid)
    label = f"{sid}/{version}" if version else sid
    if f"{GAME}index.html" not in files:
        raise LineageError(
            f"--from {ref}: {label} has no game yet (no build recorded); continue from a session that built one"
        )
    if SPEC not in files:
        raise LineageError(f"--from {ref}: {label} has no spec.json recorded; continue from a session that planned one")
    lineage = {
        "parent_session": sid,
        "parent_release": version,
        "ref": label,
        "change": change.strip(),
        "changes": [*earlier, change.strip()],
        "parent_goal": goal,
        "files": dict(sorted(files.items())),
    }
    verify(settings, lineage)
    lineage["spec"] = json.loads((source_dir(settings, lineage) / SPEC).read_text(encoding="utf-8"))
    return lineage


def take(settings: Settings, lineage: dict[str, Any], dest: Path) -> list[str]:
    """Copy the parent's game into ``dest`` (a fresh folder), checking each file's hash; return what was copied."""
    verify(settings, lineage)
    root = source_dir(settings, lineage)
    copied = []
    for rel in sorted(r for r in lineage["files"] if r.startswith(GAME)):
        target = dest / rel[len(GAME) :]
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(root / rel, target)
        if sha256_file(target) != lineage["files"][rel]:  # changed between the check and the copy
            raise ParentTampered(str(lineage["ref"]), rel, lineage["files"][rel], sha256_file(target))
        copied.append(rel)
    return copied
