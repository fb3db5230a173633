"""Sessions on disk for the dashboard tests, written with crumb.transcript like the coordinator would."""

from __future__ import annotations

import base64
import hashlib
from pathlib import Path
from typing import Any

from crumb.config import Settings
from crumb.ids import new_id
from crumb.transcript import writer_for

# A websocket's first frame, and each answer, comes at once on a quiet machine: the deadline is for one
# busy with other tests' browsers.
REPLY_S = 30.0


def ws_connect(url: str, headers: dict[str, str]) -> Any:
    """A WebSocket client (simple_websocket's) that keeps a frame sent with the handshake's answer.

    simple_websocket 1.1's client reads the server's 101 and takes only its first event from wsproto: a
    frame the server sent at once (the dashboard's hello) that came in the same read stays in wsproto's
    buffer until more bytes arrive, and none do while the test waits for the hello. A busy machine makes
    the two arrive together: the hello was missing for 30 s in a CI run. This client hands on what the
    handshake's read already holds before its reader thread starts."""
    import simple_websocket

    class Client(simple_websocket.Client):  # type: ignore[misc]
        def handshake(self) -> None:
            super().handshake()
            self._handle_events()

    return Client.connect(url, headers=headers)


# A 1×1 PNG, for QA screenshots.
PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
)
GAME_HTML = """<!doctype html><html><head><meta charset="utf-8"><title>Paddle</title>
<style>body{margin:0;background:#123;color:#fff;font:16px sans-serif}</style></head>
<body><h1 id="title">Paddle ready</h1><canvas id="c" width="200" height="100"></canvas>
<script src="game.js"></script></body></html>"""
GAME_JS = """document.getElementById('title').textContent = 'Paddle running';
window.__crumb = {state: 'playing', score: 0};
let probe = 'not tried';
try { fetch('/api/health').then(() => { probe = 'fetch allowed'; }, () => { probe = 'fetch blocked'; }); }
catch (e) { probe = 'fetch threw'; }
setTimeout(() => { document.body.dataset.probe = probe; }, 300);"""


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def ts(second: float) -> str:
    whole = int(second)
    ms = int(round((second - whole) * 1000))
    return f"2026-12-02T10:{whole // 60:02d}:{whole % 60:02d}.{ms:03d}Z"


SPEC = {
    "title": "Paddle",
    "genre": "arcade",
    "pitch": "a paddle game",
    "summary": "Keep the ball up.",
    "controls": {"keys": ["ArrowLeft", "ArrowRight"], "pointer": True, "start": ["Space"]},
    "acceptance_criteria": [{"id": "AC1", "text": "the ball bounces"}, {"id": "AC2", "text": "score goes up"}],
}


def write_files(settings: Settings, sid: str) -> dict[str, bytes]:
    root = settings.session_dir(sid) / "artifacts"
    files = {
        "game/index.html": GAME_HTML.encode(),
        "game/game.js": GAME_JS.encode(),
        "game/assets/sprite.txt": b"sprite",
        "spec.json": b'{"title": "Paddle"}',
        "spec.md": b"# Paddle\n",
        "qa/desktop.png": PNG,
    }
    for rel, content in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_bytes(content)
    return files


def make_session(
    settings: Settings,
    *,
    verdict: str = "PARTIAL",
    finished: bool = False,
    goal: str = "a paddle game",
    audit: bool = True,
    sid: str | None = None,
    spec: dict[str, Any] | None = None,
    play: dict[str, Any] | None = None,
    qa: dict[str, Any] | None = None,
) -> str:
    """A whole session (planner → builder → QA → verifier) with a judgement of ``verdict`` (of a legacy
    spec without a requirements ledger unless ``spec`` is given; ``play``: QA's play evidence; ``qa``:
    fields of the qa.result's data to set)."""
    sid = sid or new_id()
    files = write_files(settings, sid)

    def arts(prefix, role):
        return [
            {"path": f"artifacts/{p}", "sha256": sha(c), "role": role} for p, c in files.items() if p.startswith(prefix)
        ]

    w = writer_for(settings.session_dir(sid) / "transcript.jsonl", sid)
    t = iter(range(0, 10_000))

    def ev(**fields: Any) -> dict[str, Any]:
        fields.setdefault("ts", ts(next(t)))
        fields.setdefault("session_id", sid)
        return fields

    drafts = [
        ev(
            **{"from": "system"},
            kind="session.start",
            body=f"session {sid} started",
            data={
                "goal": goal,
                "limits": settings.limits(),
                "preset": None,
                "bindings": {
                    a: {"adapter": "mock", "model": None, "fallback": []}
                    for a in ("planner-lead", "builder", "verifier")
                },
            },
        ),
        ev(**{"from": "user"}, kind="goal", body=goal),
        ev(**{"from": "system"}, kind="note", body="dispatch spawn planner-lead", metadata={"visibility": "private"}),
        ev(**{"from": "planner-lead"}, kind="agent.wake", body="planner-lead up"),
        ev(**{"from": "planner-lead"}, kind="spec", body="Paddle", data=spec or SPEC, artifacts=arts("spec", "doc")),
        ev(
            **{"from": "planner-lead"},
            kind="agent.stop",
            data={"exit_code": 0},
            metadata={"latency_ms": 1500, "tokens_in": 1000, "tokens_out": 500, "cost_usd": 0.02},
        ),
        ev(**{"from": "builder"}, kind="agent.wake"),
        ev(**{"from": "builder"}, kind="build", body="built Paddle", artifacts=arts("game/", "src")),
        ev(
            **{"from": "builder"},
            kind="agent.stop",
            data={"exit_code": 0},
            metadata={"latency_ms": 4000, "tokens_in": 3000, "tokens_out": 2500, "cost_usd": 0.08},
        ),
        ev(
            **{"from": "system"},
            kind="qa.result",
            body="QA pass",
            data={
                "exec_exit_code": 0,
                "entry": "index.html",
                "runtime_ms": 900,
                "fps": 60,
                "checks": [
                    {"name": "boot", "status": "pass", "detail": "no errors", "ms": 300},
                    {"name": "input_response", "status": "pass", "detail": "keys move the paddle", "ms": 400},
                ],
                "acceptance": [{"id": "AC1", "status": "pass", "detail": ""}],
                "console_errors": [],
                "page_errors": [],
                "blocked_requests": [],
                "screenshots": [
                    {
                        "path": "artifacts/qa/desktop.png",
                        "sha256": sha(PNG),
                        "viewport": "desktop",
                        "label": "after 2 s",
                    }
                ],
            },
            metadata={"deterministic": True, "tool": "qa-check-effect@v1"},
        ),
        ev(**{"from": "verifier"}, kind="agent.wake"),
        ev(
            **{"from": "verifier"},
            kind="judge.score",
            body="looks fine",
            scores={
                "D1": {"score": 4, "source": "verifier-llm"},
                "D2": {"score": 5, "source": "qa-check-effect"},
                "D3": {"score": 4, "source": "verifier-llm"},
                "D4": {"score": 5, "source": "reducer-auto"},
                "D5": {"score": 4, "source": "verifier-llm"},
                "D6": {"score": 5, "source": "qa-check-effect"},
                "aggregate": 27,
                "verdict": "PASS",
                "feedback": "fine",
            },
        ),
        ev(
            **{"from": "verifier"},
            kind="agent.stop",
            data={"exit_code": 0},
            metadata={"latency_ms": 2000, "tokens_in": 800, "tokens_out": 300, "cost_usd": 0.01},
        ),
    ]
    if play is not None:
        next(d for d in drafts if d["kind"] == "qa.result")["data"]["play"] = play
    if qa is not None:
        next(d for d in drafts if d["kind"] == "qa.result")["data"].update(qa)
    if audit:
        drafts.append(
            ev(
                **{"from": "validator"},
                kind="audit",
                body="same provider built and judged",
                data={
                    "violations": ["self_bias_same_provider"],
                    "corrected_verdict": verdict,
                    "corrected_aggregate": 22.4,
                    "corrections": [{"dim": "D1", "from": 4, "to": 3.4, "reason": "same provider ×0.85"}],
                },
            )
        )
    if finished:
        drafts.append(
            ev(**{"from": "coordinator"}, kind="done", body="user_approved" if verdict == "PARTIAL" else "verdict_pass")
        )
        drafts.append(ev(**{"from": "system"}, kind="session.end", body="end"))
    elif verdict == "PARTIAL":
        drafts.append(
            ev(
                **{"from": "coordinator"},
                kind="note",
                body="PARTIAL: waiting for a person to approve or veto",
                data={"hook": "partial"},
            )
        )
    w.append_many(drafts)
    return sid


def write_plain(settings: Settings, sid: str, lines: list[str]) -> Path:
    path = settings.session_dir(sid) / "transcript.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path
