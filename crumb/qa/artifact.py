"""The game folder as QA sees it: its entry, its limits, and the files it may serve."""

from __future__ import annotations

import mimetypes
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote, urlsplit

ORIGIN = "http://game.crumb.local"
ENTRY = "index.html"

_TYPES = {
    ".html": "text/html", ".htm": "text/html", ".js": "text/javascript", ".mjs": "text/javascript",
    ".css": "text/css", ".json": "application/json", ".webmanifest": "application/manifest+json",
    ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".gif": "image/gif",
    ".svg": "image/svg+xml", ".webp": "image/webp", ".ico": "image/x-icon", ".wav": "audio/wav",
    ".mp3": "audio/mpeg", ".ogg": "audio/ogg", ".m4a": "audio/mp4", ".wasm": "application/wasm",
    ".txt": "text/plain", ".woff2": "font/woff2", ".woff": "font/woff", ".ttf": "font/ttf",
}


@dataclass(frozen=True)
class Inventory:
    """What the folder holds: file count and bytes, walked without following symlinks."""

    files: int
    bytes: int


def entry_problem(game_dir: Path) -> str | None:
    """Say why the folder has no usable entry, or None when ``index.html`` is there and non-empty."""
    if not game_dir.is_dir():
        return f"{game_dir} is not a folder"
    entry = game_dir / ENTRY
    if entry.is_symlink() or not entry.is_file():
        return f"no {ENTRY} in {game_dir}"
    if not entry.read_bytes().strip():
        return f"{ENTRY} is empty"
    return None


def inventory(game_dir: Path) -> Inventory:
    """Count the files and bytes under the folder (symlinks counted, never followed)."""
    files = total = 0
    for path in game_dir.rglob("*"):
        if path.is_symlink() or path.is_file():
            files += 1
            total += path.lstat().st_size
    return Inventory(files, total)


def on_origin(url: str) -> bool:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}" == ORIGIN


def resolve(game_dir: Path, url: str) -> tuple[int, Path | None]:
    """Map a URL on the fake origin to ``(200, file)``, ``(404, None)`` or ``(403, None)`` (outside the folder)."""
    rel = unquote(urlsplit(url).path).lstrip("/") or ENTRY
    if rel.endswith("/"):
        rel += ENTRY
    root = game_dir.resolve()
    candidate = (root / rel).resolve()  # resolves symlinks too, so a link out of the folder is refused
    if root not in candidate.parents:
        return 403, None
    return (200, candidate) if candidate.is_file() else (404, None)


def content_type(path: Path) -> str:
    return _TYPES.get(path.suffix.lower()) or mimetypes.guess_type(path.name)[0] or "application/octet-stream"
