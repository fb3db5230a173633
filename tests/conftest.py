"""Fixtures shared by every test area. Real services: a missing Redis fails, never skips."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from crumb.config import Settings, load_settings

FIXTURES = Path(__file__).resolve().parents[1].parent / "shared" / "fixtures" / "crumb-original"
REDIS_URL = os.environ.get("CRUMB_TEST_REDIS_URL", "redis://127.0.0.1:6379/0")
# The tests' QA browsers run at the priority they choose: the tests judge what QA finds, and on a
# machine shared with other work a browser lowered to the default qa_nice (10) waits behind that work
# until a step outlasts qa_hang_s (slow, then flaky). tests/qa/test_priority.py holds the default.
TEST_QA_NICE = 0


def fixture_dir() -> Path:
    """The original CRUMB fixtures (schema + transcripts), beside the checkout as ../shared."""
    if not FIXTURES.is_dir():
        pytest.fail(f"fixtures not found at {FIXTURES}: the checkout needs ../shared beside it")
    return FIXTURES


@pytest.fixture
def crumb_home(tmp_path: Path) -> Path:
    home = tmp_path / "crumb-home"
    home.mkdir()
    return home


@pytest.fixture
def settings(crumb_home: Path) -> Iterator[Settings]:
    """Settings with a private CRUMB_HOME and a private Redis namespace, whose keys are deleted
    afterwards: a test that reaches Redis through code under test (a coordinator, a task) without
    the ``redis_client`` fixture leaves nothing behind either. QA's browsers run at the priority they
    choose (``qa_nice`` 0, as :data:`TEST_QA_NICE` says why)."""
    namespaced = load_settings(
        env={}, home=crumb_home, namespace=new_namespace(), redis_url=REDIS_URL, qa_nice=TEST_QA_NICE
    )
    yield namespaced
    forget_namespace(namespaced.namespace)


_CREATED: list[str] = []


def new_namespace() -> str:
    """A private Redis namespace: its keys go after its test, and once more when the run ends."""
    namespace = f"crumbtest-{uuid.uuid4().hex[:10]}"
    _CREATED.append(namespace)
    return namespace


@pytest.fixture(scope="session", autouse=True)
def _sweep_namespaces() -> Iterator[None]:
    """Set up before every other fixture, so torn down after them all (the workers and stacks they
    started are stopped by then): a process that wrote into a test's namespace after that test's
    own clean-up (an effect it finished late) leaves nothing behind. Only the run's own
    namespaces: another run on the same Redis keeps its keys."""
    yield
    for namespace in _CREATED:
        forget_namespace(namespace)


def forget_namespace(namespace: str) -> None:
    """Delete every key of ``namespace``; a Redis that is not there has none to delete (the tests that
    need it fail on their own)."""
    import redis

    client = redis.Redis.from_url(REDIS_URL, socket_connect_timeout=2, socket_timeout=5)
    try:
        for key in client.scan_iter(match=f"{namespace}:*", count=1000):
            client.delete(key)
    except redis.exceptions.ConnectionError:
        pass
    finally:
        client.close()


@pytest.fixture
def redis_client(settings: Settings):
    """A real Redis client; every key of the test's namespace is deleted afterwards."""
    import redis

    client = redis.Redis.from_url(REDIS_URL)
    try:
        client.ping()
    except redis.exceptions.ConnectionError as e:
        pytest.fail(f"Redis is not reachable at {REDIS_URL} ({e}); run `make redis`")
    yield client
    client.close()  # the settings fixture deletes the namespace's keys


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Under pytest-xdist the fault trials run in the workers: their rows come back with the reports
    (tests/proofs/faults/conftest.py) and are gathered here, in the controller, for the table."""
    if getattr(report, "node", None) is None:  # this process ran the test: its rows are in proof.ROWS
        return
    rows = [value for name, value in report.user_properties if name == "fault_trial"]
    if rows:
        from tests.proofs.faults import proof

        proof.ROWS.extend(proof.Trial(**row) for row in rows)


def pytest_terminal_summary(terminalreporter, exitstatus, config) -> None:  # noqa: ARG001
    """The fault trials' table, printed by the process that reports (the controller under xdist)."""
    from tests.proofs.faults import conftest as faults

    faults.trial_table(terminalreporter)
