"""The layout of a session folder (DESIGN §3), spelled once.

``$CRUMB_HOME/sessions/<sid>/``: ``transcript.jsonl`` · ``meta.json`` · ``artifacts/`` (``spec.json``,
``game/index.html`` and its files, ``qa/`` evidence) · ``releases/<version>/`` ·
``workspaces/<actor>/``. Building a path reads nothing from disk, so this stays in the pure core.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

__all__ = ["SessionPaths", "TRANSCRIPT_FILE", "META_FILE", "ARTIFACTS", "GAME", "WORKSPACES", "ENTRY"]

TRANSCRIPT_FILE = "transcript.jsonl"
META_FILE = "meta.json"
ARTIFACTS = "artifacts"
WORKSPACES = "workspaces"
GAME = (ARTIFACTS, "game")  # folder names below the session folder, for walks that check each one
ENTRY = "/".join((*GAME, "index.html"))  # a build's entry, relative to the session folder
# Folders within folders below a game's folder: a game needs a few; the walks that read one (Python's
# own) recurse a level at a time, and a thousand levels end them with a RecursionError.
GAME_MAX_DEPTH = 32


@dataclass(frozen=True)
class SessionPaths:
    """Where each part of one session lives."""

    folder: Path

    @property
    def transcript(self) -> Path:
        return self.folder / TRANSCRIPT_FILE

    @property
    def meta(self) -> Path:
        return self.folder / META_FILE

    @property
    def artifacts(self) -> Path:
        return self.folder / ARTIFACTS

    @property
    def game(self) -> Path:
        return self.folder.joinpath(*GAME)

    @property
    def entry(self) -> Path:
        return self.folder / ENTRY

    @property
    def qa(self) -> Path:
        return self.artifacts / "qa"

    @property
    def releases(self) -> Path:
        return self.folder / "releases"

    @property
    def workspaces(self) -> Path:
        return self.folder / WORKSPACES

    def workspace(self, actor: str) -> Path:
        return self.workspaces / actor
