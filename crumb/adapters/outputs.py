"""Read and validate what an agent left in its workspace; publish it into the session folder.

Each reader returns outcome drafts without identity (``kind``, ``body``, ``data``, ``artifacts``,
``scores``); :mod:`crumb.actors` stamps ``from``, ``session_id`` and ``metadata``. Anything wrong
raises :class:`OutputInvalid` whose message names the file and the problem, which becomes the
body of an ``error`` event.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import stat
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from crumb.config import Settings
from crumb.core import json_in
from crumb.core.contracts import Spec, Verdict
from crumb.core.layout import ARTIFACTS, GAME, GAME_MAX_DEPTH, WORKSPACES, SessionPaths
from crumb.core.scoring import DIMS, SRC_VERIFIER
from crumb.errors import AdapterError
from crumb.paths import first_link

_REMOTE_REF = re.compile(
    r"<(?:script|link|img|iframe|source|audio|video)\b[^>]*?\b(?:src|href)\s*=\s*[\"']?\s*(?:https?:)?//", re.I
)

_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
# spec.json, spec.md and verdict.json are a few kilobytes; one larger than this is not read into the
# worker's memory (an agent's runaway loop, or a sparse file of a terabyte, would take the worker down).
MAX_OUTPUT_BYTES = 4 * 1024 * 1024


class OutputInvalid(AdapterError):
    """An agent's output file is missing or does not match its contract."""

    def __init__(self, message: str) -> None:
        super().__init__(message, reason="invalid_output")


M = TypeVar("M", bound=BaseModel)


def read_model(path: Path, model: type[M], name: str) -> M:
    """Parse ``path`` as JSON and validate it as ``model``; the error names every problem."""
    data = _read_regular(path, name)
    try:
        raw = data.decode("utf-8")
    except UnicodeDecodeError as e:  # replaced, the bytes would become text the agent never wrote
        raise OutputInvalid(f"{name}: not UTF-8 (byte {e.start}: {e.reason}); write it as UTF-8") from e
    try:
        obj = json_in.loads(raw)
    except json_in.TooDeep as e:
        raise OutputInvalid(f"{name}: {e.msg}; no contract nests so deep, so write it as the contract shows") from e
    except json.JSONDecodeError as e:
        raise OutputInvalid(f"{name}: not valid JSON ({e.msg} at line {e.lineno} column {e.colno})") from e
    except json_in.RepeatedKey as e:
        raise OutputInvalid(f"{name}: {e}; which one the agent meant cannot be told, so write each key once") from e
    try:
        return model.model_validate(obj)
    except ValidationError as e:
        raise OutputInvalid(f"{name}: {validation_message(e)}") from e


def validation_message(e: ValidationError) -> str:
    parts = [f"{'.'.join(str(p) for p in err['loc']) or '(root)'}: {err['msg']}" for err in e.errors()[:5]]
    more = len(e.errors()) - len(parts)
    return "; ".join(parts) + (f"; and {more} more" if more > 0 else "")


def _read_regular(path: Path, name: str) -> bytes:
    if path.is_symlink():
        raise OutputInvalid(f"{name}: is a symlink; write a plain file")
    if not path.exists():
        raise OutputInvalid(f"{name}: missing (the agent did not write it)")
    if not path.is_file():
        raise OutputInvalid(f"{name}: not a regular file")
    with path.open("rb") as f:
        data = f.read(MAX_OUTPUT_BYTES + 1)  # at most one byte past the limit, whatever the file claims
    if len(data) > MAX_OUTPUT_BYTES:
        raise OutputInvalid(
            f"{name}: larger than {MAX_OUTPUT_BYTES // (1024 * 1024)} MiB, not read; it should hold only what its"
            " contract asks for (a few kilobytes): write it again without the rest"
        )
    return data


def sha256_file(path: Path) -> str:
    """The file's sha256, read in chunks (a game file may be as large as qa_max_bytes)."""
    with path.open("rb") as f:
        return hashlib.file_digest(f, "sha256").hexdigest()


def refuse_links(session_dir: Path, *parts: str) -> None:
    """OutputInvalid when any folder from the session folder down to ``parts`` is a symlink: an agent
    that planted one would have the worker read or publish through it."""
    link = first_link(session_dir.parent, (session_dir.name, *parts))
    if link:
        raise OutputInvalid(f"{link.split('/', 1)[-1]}: is a symlink; the session's folders must be plain folders")


def planner_outcome(workspace: Path, session_dir: Path, *, update: bool) -> list[dict[str, Any]]:
    refuse_links(session_dir, WORKSPACES, workspace.name, "spec.json")
    refuse_links(session_dir, ARTIFACTS, "spec.json")
    refuse_links(session_dir, ARTIFACTS, "spec.md")
    spec = read_model(workspace / "spec.json", Spec, "spec.json")
    spec_md = _read_regular(workspace / "spec.md", "spec.md")
    if not spec_md.strip():
        raise OutputInvalid("spec.md: empty")
    out = SessionPaths(session_dir).artifacts
    out.mkdir(parents=True, exist_ok=True)
    data = spec.model_dump(mode="json")
    _atomic_write(out / "spec.json", (json.dumps(data, indent=2, ensure_ascii=False) + "\n").encode())
    _atomic_write(out / "spec.md", spec_md)
    artifacts = [
        {"path": "artifacts/spec.json", "sha256": sha256_file(out / "spec.json"), "role": "config"},
        {"path": "artifacts/spec.md", "sha256": sha256_file(out / "spec.md"), "role": "doc"},
    ]
    kind = "spec.update" if update else "spec"
    return [{"kind": kind, "body": f"{kind}: {spec.title} ({spec.genre})", "data": data, "artifacts": artifacts}]


def builder_outcome(workspace: Path, session_dir: Path, settings: Settings) -> list[dict[str, Any]]:
    refuse_links(session_dir, WORKSPACES, workspace.name, "game")
    refuse_links(session_dir, *GAME)
    refuse_links(session_dir, ARTIFACTS, ".game.staging")
    files = scan_game(workspace, settings)
    dest = SessionPaths(session_dir).game
    staging = dest.with_name(".game.staging")
    shutil.rmtree(staging, ignore_errors=True)
    for rel, src in files:
        target = staging / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(src.read_bytes())
    shutil.rmtree(dest, ignore_errors=True)
    staging.rename(dest)
    # Hashes come from the published bytes on disk, never from anything the agent claimed.
    artifacts = [
        {"path": f"artifacts/game/{rel}", "sha256": sha256_file(dest / rel), "role": "src"} for rel, _ in files
    ]
    total = sum((dest / rel).stat().st_size for rel, _ in files)
    entry = "artifacts/game/index.html"
    data = {"entry": entry, "file_count": len(files), "bytes": total}
    return [
        {
            "kind": "artifact.created",
            "body": f"{len(files)} game files",
            "artifacts": artifacts,
            "data": {"paths": [a["path"] for a in artifacts]},
        },
        {
            "kind": "build",
            "body": f"build: {entry} ({len(files)} files, {total} bytes)",
            "artifacts": artifacts,
            "data": data,
        },
    ]


def scan_game(workspace: Path, settings: Settings) -> list[tuple[str, Path]]:
    """Every file of ``workspace/game`` as (relative posix path, path); refuse escapes and oversize."""
    root = workspace / "game"
    if root.is_symlink():
        raise OutputInvalid("game/: is a symlink; write a plain folder")
    if not (root / "index.html").exists() and not (root / "index.html").is_symlink():
        raise OutputInvalid("game/index.html: missing (the agent did not write it)")
    ws = workspace.resolve()
    files: list[tuple[str, Path]] = []
    total = 0
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        if dirnames and len(Path(dirpath).relative_to(root).parts) >= GAME_MAX_DEPTH:
            deep = (Path(dirpath) / sorted(dirnames)[0]).relative_to(root).as_posix()
            raise OutputInvalid(
                f"game/{deep[:120]}…: folders nested more than {GAME_MAX_DEPTH} deep refused; a game needs a few levels"
            )
        for name in sorted(dirnames + filenames):
            path = Path(dirpath) / name
            rel = path.relative_to(root).as_posix()
            if _CONTROL.search(rel):  # a newline forges lines of SHA256SUMS; an escape reaches terminals
                raise OutputInvalid(
                    f"game/{repr(rel)[1:-1]}: a name with a control character refused; name files in plain text"
                )
            if "\\" in rel:  # a file no address can name, and a zip entry Windows tools unpack as folders
                raise OutputInvalid(
                    f"game/{rel}: a name with a backslash refused; a browser reads it as '/' in an address, so no"
                    " page could load this file, and unzipped on Windows it lands in other folders; use / between folders"
                )
            mode = path.lstat().st_mode
            if stat.S_ISLNK(mode):
                where = "outside the workspace" if not _inside(path.resolve(), ws) else "inside the workspace"
                raise OutputInvalid(f"game/{rel}: symlink pointing {where} refused; write plain files")
            if stat.S_ISDIR(mode):
                continue
            if not stat.S_ISREG(mode):
                raise OutputInvalid(f"game/{rel}: not a regular file")
            files.append((rel, path))
            total += path.lstat().st_size
            if len(files) > settings.qa_max_files:
                raise OutputInvalid(f"game/: more than {settings.qa_max_files} files (the limit is qa_max_files)")
            if total > settings.qa_max_bytes:
                raise OutputInvalid(f"game/: more than {settings.qa_max_bytes} bytes (the limit is qa_max_bytes)")
    if not any(rel == "index.html" for rel, _ in files):  # a folder by that name: no page to open
        raise OutputInvalid("game/index.html: a folder, not a file; write the game's page as game/index.html")
    if (root / "index.html").stat().st_size == 0:
        raise OutputInvalid("game/index.html: empty")
    for rel, path in files:
        if rel.endswith((".html", ".htm")):
            match = _REMOTE_REF.search(path.read_text(encoding="utf-8", errors="replace"))
            if match:
                raise OutputInvalid(f"game/{rel}: loads from the network ({match.group(0)!r}); vendor it inside game/")
    return sorted(files)


def verifier_outcome(workspace: Path) -> list[dict[str, Any]]:
    verdict = read_model(workspace / "verdict.json", Verdict, "verdict.json")
    return [{"kind": "judge.score", "body": f"verdict {verdict.verdict}", "scores": judge_scores(verdict)}]


def judge_scores(v: Verdict) -> dict[str, Any]:
    """The ``scores`` of a judge.score. D2/D4/D6 pass through marked verifier-llm so the validator sees the override."""
    extra = {"D3": "semantic", "D5": "quality"}
    scores: dict[str, Any] = {}
    for dim in DIMS:
        given = getattr(v, dim)
        if given is None:
            continue
        scores[dim] = {"score": given.score, "source": SRC_VERIFIER, "evidence": list(given.evidence)}
        if dim in extra:
            scores[dim][extra[dim]] = given.score
    scores.update(verdict=v.verdict, feedback=v.feedback)
    deviation = v.deviation or ("Important" if v.verdict in ("FAIL", "REJECT") else None)
    if deviation:
        scores["deviation"] = {"type": deviation}
    if v.suggested_change:
        scores["suggested_change"] = v.suggested_change
    return scores


def _inside(path: Path, root: Path) -> bool:
    return path == root or root in path.parents


def _atomic_write(path: Path, data: bytes) -> None:
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)
