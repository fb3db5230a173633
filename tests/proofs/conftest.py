"""Shared pieces of the bad-input and attack proofs: example counts, a recording executor, a session on disk."""

from __future__ import annotations

import hashlib
import json
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hyp_settings

# The default suite runs each property on a few examples; `make proofs` (-m slow) on 10k.
FAST_EXAMPLES = int(os.environ.get("CRUMB_PROOFS_FAST_EXAMPLES", "40"))
FULL_EXAMPLES = int(os.environ.get("CRUMB_PROOFS_EXAMPLES", "10000"))


def run_property(examples: int, strategy: Any, check: Callable[[Any], None]) -> None:
    """Run ``check`` on ``examples`` values drawn from ``strategy`` (hypothesis shrinks any failure)."""

    @hyp_settings(
        max_examples=examples,
        deadline=None,
        database=None,
        derandomize=examples <= FAST_EXAMPLES,
        suppress_health_check=list(HealthCheck),
    )
    @given(strategy)
    def prop(value: Any) -> None:
        check(value)

    prop()


class Records(logging.Handler):
    """Every log record of a logger, kept for assertions (a bad item's answer may be a log line)."""

    def __init__(self, name: str) -> None:
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []
        self.logger = logging.getLogger(name)

    def __enter__(self) -> Records:
        self.logger.addHandler(self)
        self._level = self.logger.level
        self.logger.setLevel(logging.DEBUG)
        return self

    def __exit__(self, *exc: Any) -> None:
        self.logger.removeHandler(self)
        self.logger.setLevel(self._level)

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def text(self) -> str:
        return "\n".join(r.getMessage() for r in self.records)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def json_values(st: Any, leaves: Any = None) -> Any:
    """Arbitrary JSON values (hypothesis strategies)."""
    leaves = leaves or (
        st.none()
        | st.booleans()
        | st.integers()
        | st.floats(allow_nan=False, allow_infinity=False)
        | st.text(max_size=40)
    )
    return st.recursive(
        leaves,
        lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=12), kids, max_size=4),
        max_leaves=12,
    )


def config_error(folder: Path, line: str) -> str:
    """What ``load_settings`` says of a crumb.toml holding ``line`` (the test fails if it takes it)."""
    from crumb.config import load_settings
    from crumb.errors import ConfigError

    path = folder / "crumb.toml"
    path.write_text(line + "\n")
    with pytest.raises(ConfigError) as info:
        load_settings(env={}, config_path=path)
    return str(info.value).replace(str(path), "crumb.toml")


@pytest.fixture
def json_line() -> Callable[[Any], str]:
    return lambda value: json.dumps(value, ensure_ascii=False)


@pytest.fixture
def dash(settings, redis_client):
    """A dashboard test client that sends the token with every request."""
    from web import create_app

    app = create_app(settings, TESTING=True)
    with app.test_client() as client:
        client.environ_base["HTTP_X_CRUMB_TOKEN"] = app.config["CRUMB_TOKEN"]
        yield client


@pytest.fixture
def cli(settings, monkeypatch, tmp_path, capsys):
    """``crumb ARGS`` in this process on the test's home and namespace: (exit code, stderr); stdout in ``.out``."""
    for name in ("CRUMB_CONFIG", "CRUMB_REDIS_URL", "CRUMB_NAMESPACE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("CRUMB_HOME", str(settings.home))
    monkeypatch.chdir(tmp_path)  # no crumb.toml of the checkout's

    def run(*args: str, redis: bool = False) -> tuple[int, str]:
        if redis:
            monkeypatch.setenv("CRUMB_REDIS_URL", str(settings.redis_url))
            monkeypatch.setenv("CRUMB_NAMESPACE", settings.namespace)
        from crumb.cli import main

        code = main(list(args))
        captured = capsys.readouterr()
        run.out = captured.out  # type: ignore[attr-defined]
        return code, captured.err

    return run
