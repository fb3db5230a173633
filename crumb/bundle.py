"""A release as a static bundle ready to host: one zip with the game at its root.

The zip holds the release's ``game/`` files at the top (``index.html`` first, so unzipping into any
web root serves the game), ``crumb-release.json`` (the release manifest, every file's sha256) and
``SHA256SUMS`` (``sha256sum -c SHA256SUMS`` checks an unpacked copy). The same release always gives
the same bytes: entries are sorted and dated by the release, never by the clock.
"""

from __future__ import annotations

import json
import zipfile
from pathlib import Path
from typing import Any

from crumb.core.layout import ARTIFACTS
from crumb.exports import ExportError, sha256_file

__all__ = ["write_zip", "MANIFEST_NAME", "SUMS_NAME"]

MANIFEST_NAME = "crumb-release.json"
SUMS_NAME = "SHA256SUMS"
GAME = "game/"


def _stamp(released_at: str) -> tuple[int, int, int, int, int, int]:
    """The release time as a zip date (zip cannot hold dates before 1980)."""
    try:
        d, t = released_at[:10].split("-"), released_at[11:19].split(":")
        return max(1980, int(d[0])), int(d[1]), int(d[2]), int(t[0]), int(t[1]), int(t[2])
    except (ValueError, IndexError):
        return 1980, 1, 1, 0, 0, 0


def _entry(zf: zipfile.ZipFile, name: str, data: bytes, when: tuple[int, int, int, int, int, int]) -> None:
    info = zipfile.ZipInfo(name, date_time=when)
    info.external_attr = 0o644 << 16
    info.compress_type = zipfile.ZIP_DEFLATED
    zf.writestr(info, data)


def write_zip(release_dir: Path, manifest: dict[str, Any], dest: Path) -> Path:
    """Write ``dest`` from a release folder; every game file is checked against the manifest first."""
    game = {p[len(GAME) :]: v for p, v in manifest["files"].items() if p.startswith(GAME)}
    if "index.html" not in game:
        raise ExportError(f"release {manifest['name']} has no game/index.html; there is nothing to host")
    for name in (MANIFEST_NAME, SUMS_NAME):
        if name in game:
            raise ExportError(f"the game has its own {name}, which the bundle needs for itself; rename that file")
    for rel, info in game.items():
        actual = sha256_file(release_dir / ARTIFACTS / GAME / rel)
        if actual != info["sha256"]:
            raise ExportError(
                f"{GAME}{rel} of release {manifest['name']} no longer matches its manifest "
                f"(sha256 {info['sha256'][:12]}…, now {actual[:12]}…); not bundled"
            )
    bundle = {**manifest, "entry": "index.html", "files": {rel: game[rel] for rel in sorted(game)}}
    sums = "".join(f"{game[rel]['sha256']}  {rel}\n" for rel in sorted(game))
    when = _stamp(str(manifest.get("released_at") or ""))
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_name(f".{dest.name}.tmp")
    with zipfile.ZipFile(tmp, "w") as zf:
        for rel in sorted(game, key=lambda r: (r != "index.html", r)):
            _entry(zf, rel, (release_dir / ARTIFACTS / GAME / rel).read_bytes(), when)
        _entry(zf, MANIFEST_NAME, (json.dumps(bundle, indent=2, ensure_ascii=False) + "\n").encode(), when)
        _entry(zf, SUMS_NAME, sums.encode(), when)
    tmp.replace(dest)
    return dest
