"""The game folder as QA sees it: its entry, its limits, and the files it may serve."""

from __future__ import annotations

import mimetypes
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote, urlsplit

from crumb.core.layout import GAME_MAX_DEPTH

# HTTPS, as a published game is served (GitHub Pages, itch.io, any host today): a secure context, where the
# browser gives a page the APIs it keeps from plain HTTP (an AudioContext's audioWorklet, which p5.sound
# loads at start, crypto.randomUUID and crypto.subtle, the clipboard, gamepads). Every request is answered
# by QA's route before any connection, so no certificate is involved.
ORIGIN = "https://game.crumb.local"
ENTRY = "index.html"
ENTRIES = (ENTRY, "game.html")  # in order; failing both, the folder's only .html file
_BLOCK = 1 << 16

_TYPES = {
    ".html": "text/html",
    ".htm": "text/html",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".css": "text/css",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".gif": "image/gif",
    ".svg": "image/svg+xml",
    ".webp": "image/webp",
    ".ico": "image/x-icon",
    ".wav": "audio/wav",
    ".mp3": "audio/mpeg",
    ".ogg": "audio/ogg",
    ".m4a": "audio/mp4",
    ".wasm": "application/wasm",
    ".txt": "text/plain",
    ".woff2": "font/woff2",
    ".woff": "font/woff",
    ".ttf": "font/ttf",
}


@dataclass(frozen=True)
class Inventory:
    """What the folder holds: file count and bytes, walked without following symlinks; ``too_deep``: the
    first folder found nested past GAME_MAX_DEPTH (where the walk stopped), relative to the game's folder."""

    files: int
    bytes: int
    too_deep: str | None = None


def find_entry(game_dir: Path) -> tuple[str | None, str]:
    """The entry QA loads (``index.html``, else ``game.html``, else the only ``.html`` file at the
    top of the folder) and what was found; ``(None, why)`` when there is no usable one."""
    if not game_dir.is_dir():
        return None, f"{game_dir} is not a folder"
    named = [name for name in ENTRIES if _usable(game_dir / name)]
    pages = sorted(p.name for p in game_dir.iterdir() if p.suffix.lower() in (".html", ".htm") and _usable(p))
    name = named[0] if named else pages[0] if len(pages) == 1 else None
    if name is None:
        wanted = " or ".join(ENTRIES)
        if pages:
            return (
                None,
                f"no {wanted} in {game_dir}, and {len(pages)} .html files to choose from: {', '.join(pages[:5])}",
            )
        return None, f"no {wanted} (nor any .html file) in {game_dir}"
    if _blank(game_dir / name):
        return None, f"{name} is empty"
    why = (
        ""
        if name == ENTRY
        else " (no index.html)"
        if name in ENTRIES
        else f" (the folder's only .html file; no {' or '.join(ENTRIES)})"
    )
    return name, f"{name} present{why}"


def _blank(path: Path) -> bool:
    """Whether the file holds nothing but whitespace, read a block at a time up to its first other
    byte (a file of any size; whole, it could not be held in memory)."""
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(_BLOCK), b""):
            if block.strip():
                return False
    return True


def _usable(path: Path) -> bool:
    return path.is_file() and not path.is_symlink()


def inventory(game_dir: Path) -> Inventory:
    """Count the files and bytes under the folder (symlinks counted, never followed), a level at a time."""
    files = total = 0
    folders = [(game_dir, 0)]
    while folders:
        folder, depth = folders.pop()
        for path in sorted(folder.iterdir()):
            if path.is_symlink() or path.is_file():
                files += 1
                total += path.lstat().st_size
            elif path.is_dir():
                if depth == GAME_MAX_DEPTH:
                    return Inventory(files, total, path.relative_to(game_dir).as_posix())
                folders.append((path, depth + 1))
    return Inventory(files, total)


def on_origin(url: str) -> bool:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}" == ORIGIN


def resolve(game_dir: Path, url: str, entry: str = ENTRY) -> tuple[int, Path | None]:
    """Map a URL on the fake origin to ``(200, file)``, ``(404, None)`` or ``(403, None)`` (outside the folder)."""
    rel = unquote(urlsplit(url).path).lstrip("/") or entry
    if rel.endswith("/"):
        rel += entry
    root = game_dir.resolve()
    try:
        candidate = (root / rel).resolve()  # resolves symlinks too, so a link out of the folder is refused
        if root not in candidate.parents:
            return 403, None
        return (200, candidate) if candidate.is_file() else (404, None)
    except (ValueError, OSError):  # a NUL in the name, a name longer than the file system takes: no file
        return 404, None


def content_type(path: Path) -> str:
    return _TYPES.get(path.suffix.lower()) or mimetypes.guess_type(path.name)[0] or "application/octet-stream"
