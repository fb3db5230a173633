"""Logging for CRUMB's long-running processes: WARNING and above by default, every line bounded.

What goes wrong on the stream (a refused entry, a dropped duplicate, a replay) is logged at
WARNING, so the default level shows it; INFO is there for whoever sets ``CRUMB_LOG_LEVEL=INFO``.
A line can quote what an entry carried, so each is cut at ``MAX_LINE_CHARS`` with a note of how
much was left out: a 5 MB field never becomes a 5 MB log line.
"""

from __future__ import annotations

import logging
import sys
from typing import IO

from crumb.config import Settings
from crumb.errors import ConfigError

__all__ = ["configure_logging", "shorten", "MAX_LINE_CHARS"]

MAX_LINE_CHARS = 2000
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


class _Short(logging.Formatter):
    """Another formatter's output, cut at MAX_LINE_CHARS."""

    def __init__(self, inner: logging.Formatter | None) -> None:
        super().__init__()
        self.inner = inner or logging.Formatter(FORMAT)

    def format(self, record: logging.LogRecord) -> str:
        text = self.inner.format(record)
        if len(text) <= MAX_LINE_CHARS:
            return text
        return f"{text[:MAX_LINE_CHARS]}… [{len(text) - MAX_LINE_CHARS} more characters]"


def shorten(handler: logging.Handler) -> None:
    """Make ``handler`` cut its lines (for handlers someone else set up, e.g. Celery's)."""
    if not isinstance(handler.formatter, _Short):
        handler.setFormatter(_Short(handler.formatter))


def level_of(settings: Settings) -> int:
    level = logging.getLevelName(settings.log_level.upper())
    if not isinstance(level, int):
        raise ConfigError(
            f"not a log level: {settings.log_level!r} (use DEBUG, INFO, WARNING or ERROR)", key="log_level"
        )
    return level


def configure_logging(settings: Settings, stream: IO[str] | None = None) -> None:
    """One stderr handler on the root logger at ``settings.log_level`` (default WARNING), lines cut."""
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(_Short(logging.Formatter(FORMAT)))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level_of(settings))
