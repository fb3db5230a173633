"""Check an event against the original CRUMB message schema, date-time format checking on.

Other test areas call :func:`assert_valid_against_original` on every event their code builds.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from jsonschema import Draft202012Validator

from tests.conftest import fixture_dir


@lru_cache(maxsize=1)
def original_schema() -> dict[str, Any]:
    """The original ``message.schema.json``."""
    return json.loads((fixture_dir() / "message.schema.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def original_validator() -> Draft202012Validator:
    """A Draft 2020-12 validator for the original schema whose format checker really checks date-time."""
    checker = Draft202012Validator.FORMAT_CHECKER
    if "date-time" not in checker.checkers:
        raise AssertionError("jsonschema cannot check date-time: install rfc3339-validator (jsonschema[format])")
    return Draft202012Validator(original_schema(), format_checker=checker)


def original_errors(event: dict[str, Any] | Any) -> list[str]:
    """Every reason the event (a dict or an ``Event``) fails the original schema; empty when valid."""
    if hasattr(event, "to_dict"):
        event = event.to_dict()
    errors = sorted(original_validator().iter_errors(event), key=lambda e: list(e.absolute_path))
    return [f"{'/'.join(str(p) for p in e.absolute_path) or '(event)'}: {e.message}" for e in errors]


def assert_valid_against_original(event_dict: dict[str, Any] | Any) -> None:
    """Fail the test, naming each problem, unless the event validates against the original schema."""
    errors = original_errors(event_dict)
    assert not errors, "event does not validate against the original schema:\n  " + "\n  ".join(errors)


__all__ = ["assert_valid_against_original", "original_errors", "original_schema", "original_validator"]
