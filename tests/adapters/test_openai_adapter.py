"""The openai adapter against a fake OpenAI-compatible server on 127.0.0.1 (the LLM is the one thing faked)."""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from crumb.actors import run_spawn
from crumb.adapters.mock import mock_verdict

from .conftest import error_body, kinds, spawn_effect, validated


class FakeOpenAI:
    """Answers from a script: each item is (status, headers, body or a dict to wrap as a chat completion)."""

    def __init__(self) -> None:
        self.script: list = []
        self.requests: list[dict] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802
                length = int(self.headers["Content-Length"])
                fake.requests.append(
                    {
                        "path": self.path,
                        "auth": self.headers.get("Authorization"),
                        "body": json.loads(self.rfile.read(length)),
                    }
                )
                status, headers, body = fake.script.pop(0) if fake.script else (500, {}, "script exhausted")
                if status == "hang":
                    time.sleep(headers)
                    return
                raw = body.encode() if isinstance(body, str) else json.dumps(body).encode()
                self.send_response(status)
                for k, v in headers.items():
                    self.send_header(k, v)
                self.send_header("Content-Length", str(len(raw)))
                self.end_headers()
                self.wfile.write(raw)

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        # shutdown() waits for the loop's next look at its flag: every 0.02 s, not the default 0.5 s
        threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True).start()


def completion(content: str) -> dict:
    return {
        "model": "fake-4o",
        "choices": [{"message": {"role": "assistant", "content": content}}],
        "usage": {"prompt_tokens": 900, "completion_tokens": 120},
    }


@pytest.fixture
def server():
    fake = FakeOpenAI()
    yield fake
    fake.server.shutdown()


@pytest.fixture
def oa(fast, server):
    return fast.replace(openai_base_url=server.url, openai_api_key="sk-test")


def test_a_good_answer_becomes_the_outcome(server, oa):
    server.script.append((200, {}, completion(json.dumps({"files": {"verdict.json": json.dumps(mock_verdict({}))}}))))
    drafts = run_spawn(spawn_effect("verifier", "openai", "fake-4o"), oa)
    validated(drafts)
    assert kinds(drafts) == ["judge.score", "agent.stop"]
    request = server.requests[0]
    assert request["path"] == "/v1/chat/completions" and request["auth"] == "Bearer sk-test"
    assert request["body"]["model"] == "fake-4o" and request["body"]["response_format"] == {"type": "json_object"}
    user = request["body"]["messages"][1]["content"]
    assert "--- file: qa.json ---" in user and "--- file: spec.json ---" in user
    stop = drafts[-1]["metadata"]
    assert (stop["tokens_in"], stop["tokens_out"], stop["model"]) == (900, 120, "fake-4o")
    assert drafts[0]["metadata"]["harness"] == "openai-sdk"
    assert (stop["cost_usd"], stop["cost_source"]) == (0.0, "unpriced")  # no price for it: nothing invented


def test_a_cost_the_endpoint_does_not_report_is_priced_from_the_table_and_marked_estimated(server, oa):
    server.script.append((200, {}, completion(json.dumps({"files": {"verdict.json": json.dumps(mock_verdict({}))}}))))
    priced = oa.replace(prices=(("openai:fake-4o", 2.5, 10.0),))
    stop = run_spawn(spawn_effect("verifier", "openai", "fake-4o"), priced)[-1]["metadata"]
    # 900 tokens in at $2.50 and 120 out at $10 per million
    assert (stop["cost_usd"], stop["cost_source"], stop["price_usd_per_mtok"]) == (0.00345, "estimated", [2.5, 10.0])


def test_a_builder_answer_goes_through_the_same_game_checks(server, oa):
    files = {"game/index.html": "<!doctype html><script src='https://cdn.example/x.js'></script>"}
    server.script.append((200, {}, completion(json.dumps({"files": files}))))
    body = error_body(run_spawn(spawn_effect("builder", "openai", "fake-4o"), oa))
    assert body.startswith("game/index.html: loads from the network")


def test_bad_json_from_the_model_is_an_error_saying_so(server, oa):
    server.script.append((200, {}, completion("Sure! Here is your spec: {")))
    body = error_body(run_spawn(spawn_effect("planner-lead", "openai", "fake-4o"), oa))
    assert body.startswith("openai: the model's answer is not valid JSON")


def test_a_file_name_outside_the_workspace_is_refused(server, oa):
    server.script.append((200, {}, completion(json.dumps({"files": {"../../../x.json": "{}"}}))))
    assert (
        error_body(run_spawn(spawn_effect("planner-lead", "openai", "fake-4o"), oa))
        == "../../../x.json: file outside the workspace refused"
    )


def test_429_with_retry_after_is_retried(server, oa):
    server.script += [
        (429, {"Retry-After": "0.2"}, "slow down"),
        (503, {"Retry-After": "0"}, "busy"),
        (200, {}, completion(json.dumps({"files": {"verdict.json": json.dumps(mock_verdict({}))}}))),
    ]
    started = time.monotonic()
    drafts = run_spawn(spawn_effect("verifier", "openai", "fake-4o"), oa)
    assert kinds(drafts) == ["judge.score", "agent.stop"]
    assert len(server.requests) == 3 and time.monotonic() - started >= 0.2


def test_a_server_that_never_answers_is_a_timeout(server, oa):
    server.script.append(("hang", 3, ""))
    drafts = run_spawn(spawn_effect("verifier", "openai", "fake-4o"), oa.replace(spawn_idle_timeout_s=0.5))
    assert error_body(drafts).startswith("per_spawn_timeout: adapter openai silent for 0.5s")


def test_an_auth_failure_names_the_status(server, oa):
    server.script.append((401, {}, '{"error": "bad key"}'))
    assert error_body(run_spawn(spawn_effect("verifier", "openai", "fake-4o"), oa)).startswith(
        f"openai: HTTP 401 from {server.url}/chat/completions"
    )
