"""The one error tree of CRUMB.

CrumbError
├── ConfigError        a config file, preset, binding or environment value is wrong
├── TranscriptError    a transcript line cannot be read or a draft cannot be written
│   └── DraftInvalid   a draft failed validation; nothing was written
├── InterventionError  an intervention line does not match the grammar
├── AdapterError       an agent could not run or produced unusable output
├── QaError            the QA check itself could not run (not: the game failed)
└── InfraError         Redis, Celery or a child process is unreachable or died

Every error carries the data needed to act on it and a message that says what to do next.
Third-party exceptions are translated at the boundary with ``raise ... from e``.
"""

from __future__ import annotations


class CrumbError(Exception):
    """Base of every error CRUMB raises on purpose."""

    exit_code = 1

    def __init__(self, message: str, **data: object) -> None:
        super().__init__(message)
        self.message = message
        self.data = data

    def __str__(self) -> str:
        return self.message


class ConfigError(CrumbError):
    """A config file, preset, binding or environment value is wrong."""

    exit_code = 2

    def __init__(self, message: str, *, file: str | None = None, key: str | None = None) -> None:
        where = ":".join(p for p in (file, key) if p)
        super().__init__(f"{where}: {message}" if where else message, file=file, key=key)
        self.file = file
        self.key = key


class TranscriptError(CrumbError):
    """A transcript cannot be read at a given line, or cannot be written."""

    exit_code = 2  # for a command, a file it cannot read: exit 1 says a session finished without success

    def __init__(self, message: str, *, path: str | None = None, line: int | None = None) -> None:
        where = f"{path}:{line}" if path and line else (path or "")
        super().__init__(f"{where}: {message}" if where else message, path=path, line=line)
        self.path = path
        self.line = line


class DraftInvalid(TranscriptError):
    """A draft failed validation; nothing was written."""

    def __init__(self, message: str, *, errors: list[str] | None = None) -> None:
        super().__init__(message)
        self.errors = list(errors or [])


class InterventionError(CrumbError):
    """An intervention line does not match the grammar."""

    exit_code = 2

    def __init__(self, message: str, *, line: str = "", expected: str = "") -> None:
        super().__init__(message, line=line, expected=expected)
        self.line = line
        self.expected = expected


class AdapterError(CrumbError):
    """An agent could not run, timed out, or produced unusable output."""

    def __init__(self, message: str, *, adapter: str = "", actor: str = "", reason: str = "") -> None:
        super().__init__(message, adapter=adapter, actor=actor, reason=reason)
        self.adapter = adapter
        self.actor = actor
        self.reason = reason


class QaError(CrumbError):
    """The QA check itself could not run (the browser is missing, the folder unreadable)."""

    exit_code = 2


class InfraError(CrumbError):
    """Redis, Celery or a child process is unreachable or died."""

    exit_code = 4
