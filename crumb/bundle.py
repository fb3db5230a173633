"""A release as a static bundle ready to host: one zip with the game at its root.

The zip holds the release's ``game/`` files at the top (``index.html`` first, so unzipping into any
web root serves the game), ``crumb-release.json`` (the release manifest, every file's sha256) and
``SHA256SUMS`` (``sha256sum -c SHA256SUMS`` checks an unpacked copy). The same release always gives
the same bytes: entries are sorted and dated by the release, never by the clock.
"""

from __future__ import annotations

import hashlib
import json
import zipfile
from pathlib import Path
from typing import Any

from crumb.core.layout import ARTIFACTS
from crumb.exports import ExportError

__all__ = ["write_zip", "MANIFEST_NAME", "SUMS_NAME"]

MANIFEST_NAME = "crumb-release.json"
SUMS_NAME = "SHA256SUMS"
GAME = "game/"
_BLOCK = 1 << 20


def _stamp(released_at: str) -> tuple[int, int, int, int, int, int]:
    """The release time as a zip date (zip cannot hold dates before 1980)."""
    try:
        d, t = released_at[:10].split("-"), released_at[11:19].split(":")
        return max(1980, int(d[0])), int(d[1]), int(d[2]), int(t[0]), int(t[1]), int(t[2])
    except (ValueError, IndexError):
        return 1980, 1, 1, 0, 0, 0


def _info(name: str, when: tuple[int, int, int, int, int, int], size: int = 0) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name, date_time=when)
    info.external_attr = 0o644 << 16
    info.compress_type = zipfile.ZIP_DEFLATED
    info.file_size = size  # a hint for zip64 only: writing sets the real size
    return info


def _entry(zf: zipfile.ZipFile, name: str, data: bytes, when: tuple[int, int, int, int, int, int]) -> None:
    zf.writestr(_info(name, when), data)


def write_zip(release_dir: Path, manifest: dict[str, Any], dest: Path) -> Path:
    """Write ``dest`` from a release folder; every game file is checked against the manifest as it is
    copied, and a file that does not match leaves no zip behind."""
    game = {p[len(GAME) :]: v for p, v in manifest["files"].items() if p.startswith(GAME)}
    if "index.html" not in game:
        raise ExportError(f"release {manifest['name']} has no game/index.html; there is nothing to host")
    if crossed := next((rel for rel in sorted(game) if "\\" in rel), None):  # a release made before builds refused one
        raise ExportError(
            f"{GAME}{crossed} of release {manifest['name']} has a backslash in its name, which zip tools on Windows"
            f" unpack as folders (outside the folder, for ..\\); not bundled ({release_dir} still holds every file)"
        )
    for name in (MANIFEST_NAME, SUMS_NAME):
        if name in game:
            raise ExportError(f"the game has its own {name}, which the bundle needs for itself; rename that file")
    bundle = {**manifest, "entry": "index.html", "files": {rel: game[rel] for rel in sorted(game)}}
    sums = "".join(f"{game[rel]['sha256']}  {rel}\n" for rel in sorted(game))
    when = _stamp(str(manifest.get("released_at") or ""))
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_name(f".{dest.name}.tmp")
    try:
        with zipfile.ZipFile(tmp, "w") as zf:
            for rel in sorted(game, key=lambda r: (r != "index.html", r)):
                _copy_checked(
                    zf, rel, release_dir / ARTIFACTS / GAME / rel, game[rel]["sha256"], when, manifest["name"]
                )
            _entry(zf, MANIFEST_NAME, (json.dumps(bundle, indent=2, ensure_ascii=False) + "\n").encode(), when)
            _entry(zf, SUMS_NAME, sums.encode(), when)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    tmp.replace(dest)
    return dest


def _copy_checked(
    zf: zipfile.ZipFile, rel: str, path: Path, sha256: str, when: tuple[int, int, int, int, int, int], release: str
) -> None:
    """Copy a game file into the zip in blocks, hashing what was copied: the bytes bundled are the
    bytes checked against the manifest (never read whole, never read twice)."""
    h = hashlib.sha256()
    try:
        with path.open("rb") as src, zf.open(_info(rel, when, path.stat().st_size), "w") as out:
            for block in iter(lambda: src.read(_BLOCK), b""):
                h.update(block)
                out.write(block)
    except OSError as e:
        raise ExportError(f"cannot read {GAME}{rel} of release {release} ({e.strerror}); not bundled") from e
    if h.hexdigest() != sha256:
        raise ExportError(
            f"{GAME}{rel} of release {release} no longer matches its manifest "
            f"(sha256 {sha256[:12]}…, now {h.hexdigest()[:12]}…); not bundled"
        )
