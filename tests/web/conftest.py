"""Dashboard fixtures: the Flask ``app`` and ``client`` over a private CRUMB_HOME and Redis namespace."""

from __future__ import annotations

import pytest

from crumb.config import Settings
from tests.web.sessions import make_session


@pytest.fixture
def app(settings: Settings, redis_client):
    from web import create_app

    app = create_app(settings, TESTING=True, SSE_BLOCK_MS=200)
    yield app


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def token(app) -> str:
    return app.config["CRUMB_TOKEN"]


@pytest.fixture
def partial_session(settings: Settings) -> str:
    return make_session(settings, verdict="PARTIAL")
