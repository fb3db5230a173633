"""The ``openai`` adapter: chat completions on any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, LM Studio).

The model cannot touch the workspace, so its input files go into the message and it answers with
``{"files": {"spec.json": "...", ...}}`` (``response_format: json_object``). Those files are
written into the workspace through the same name checks, then validated like any agent's.
Standard library only (urllib).
"""

from __future__ import annotations

import json
import socket
import time
import urllib.error
import urllib.request
from typing import Any

from crumb.adapters.base import SpawnRequest, SpawnResult, write_output_files
from crumb.config import Settings
from crumb.core import json_in
from crumb.errors import AdapterError

MAX_ATTEMPTS = 4
MAX_INPUT_CHARS = 60_000
SYSTEM = (
    "You are one actor of a game studio. You cannot run tools. Answer with exactly one JSON object "
    '{"files": {"<file name>": "<file content as a string>", ...}} holding every output file the task '
    'asks for, named relative to the working directory (for example "game/index.html"). No other keys, no prose.'
)


def make(name: str, settings: Settings | None = None) -> OpenAIAdapter:
    return OpenAIAdapter(settings)


class OpenAIAdapter:
    name = "openai"

    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings

    def run(self, req: SpawnRequest) -> SpawnResult:
        settings = self.settings or Settings()
        base_url, api_key = settings.openai_base_url, settings.openai_api_key
        if not req.model:
            raise AdapterError(
                "openai: no model bound; use --bind <actor>=openai:<model>", adapter="openai", reason="no_model"
            )
        body = {
            "model": req.model,
            "messages": [{"role": "system", "content": SYSTEM}, {"role": "user", "content": _user_message(req)}],
            "response_format": {"type": "json_object"},
        }
        if req.on_tool:
            req.on_tool(
                {"tool_kind": "tool_use", "tool": "chat.completions", "summary": f"chat.completions {req.model}"}
            )
        deadline = time.monotonic() + req.wall_s
        try:
            answer = _post(f"{base_url.rstrip('/')}/chat/completions", body, api_key, deadline, req.idle_s)
        except TimeoutError as e:
            return SpawnResult(
                exit_code=124, timed_out="wall" if time.monotonic() >= deadline else "idle", stderr_tail=str(e)
            )
        except AdapterError as e:
            return SpawnResult(exit_code=1, error=str(e))
        usage = answer.get("usage") or {}
        result = SpawnResult(
            exit_code=0,
            tokens_in=usage.get("prompt_tokens"),
            tokens_out=usage.get("completion_tokens"),
            model=answer.get("model") or req.model,
        )
        try:
            files = _files(answer)
            write_output_files(req.workspace, files)
        except AdapterError as e:
            result.exit_code, result.error = 1, str(e)
        return result


def _user_message(req: SpawnRequest) -> str:
    parts = [req.prompt]
    for path in sorted(p for p in req.workspace.rglob("*") if p.is_file() and not p.is_symlink()):
        rel = path.relative_to(req.workspace).as_posix()
        if rel in ("PROMPT.md", "stdout.log", "stderr.log", "events.jsonl"):
            continue
        text = path.read_text(encoding="utf-8", errors="replace")[:MAX_INPUT_CHARS]
        parts.append(f"--- file: {rel} ---\n{text}")
    return "\n\n".join(parts)


def _post(url: str, body: dict[str, Any], api_key: str | None, deadline: float, idle_s: float) -> dict[str, Any]:
    """POST with retries on 429/5xx (honouring Retry-After) until the wall deadline."""
    data = json.dumps(body).encode()
    headers = {"Content-Type": "application/json"} | ({"Authorization": f"Bearer {api_key}"} if api_key else {})
    for attempt in range(1, MAX_ATTEMPTS + 1):
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise TimeoutError(f"openai: no answer from {url} within the wall clock")
        request = urllib.request.Request(url, data=data, headers=headers, method="POST")
        try:
            with urllib.request.urlopen(request, timeout=min(idle_s, remaining)) as resp:
                return _json_body(resp.read(), url)
        except urllib.error.HTTPError as e:
            detail = e.read()[:300].decode("utf-8", errors="replace")
            if e.code in (429, 500, 502, 503, 504) and attempt < MAX_ATTEMPTS:
                time.sleep(
                    min(_retry_after(e.headers.get("Retry-After"), attempt), max(0.0, deadline - time.monotonic()))
                )
                continue
            raise AdapterError(f"openai: HTTP {e.code} from {url}: {detail}", adapter="openai", reason="http") from e
        except TimeoutError as e:
            raise TimeoutError(f"openai: {url} silent for {idle_s:g}s") from e
        except urllib.error.URLError as e:
            if isinstance(e.reason, (socket.timeout, TimeoutError)):
                raise TimeoutError(f"openai: {url} silent for {idle_s:g}s") from e
            raise AdapterError(
                f"openai: cannot reach {url} ({e.reason}); check openai_base_url",
                adapter="openai",
                reason="unreachable",
            ) from e
    raise AdapterError(f"openai: {url} still failing after {MAX_ATTEMPTS} attempts", adapter="openai", reason="http")


def _retry_after(value: str | None, attempt: int) -> float:
    try:
        return max(0.0, min(float(value), 60.0)) if value else float(2**attempt)
    except ValueError:
        return float(2**attempt)


def _json_body(raw: bytes, url: str) -> dict[str, Any]:
    try:
        obj = json_in.loads(raw, repeated_ok=True)
    except json.JSONDecodeError as e:
        raise AdapterError(
            f"openai: {url} did not answer JSON ({e.msg})", adapter="openai", reason="bad_response"
        ) from e
    if not isinstance(obj, dict):
        raise AdapterError(
            f"openai: {url} answered {type(obj).__name__}, not an object", adapter="openai", reason="bad_response"
        )
    return obj


def _files(answer: dict[str, Any]) -> dict[str, str]:
    try:
        content = answer["choices"][0]["message"]["content"]
    except (KeyError, IndexError, TypeError) as e:
        raise AdapterError(
            "openai: the answer has no choices[0].message.content", adapter="openai", reason="bad_response"
        ) from e
    try:
        obj = json_in.loads(content or "", repeated_ok=True)
    except json.JSONDecodeError as e:
        raise AdapterError(
            f"openai: the model's answer is not valid JSON ({e.msg} at line {e.lineno} column {e.colno})",
            adapter="openai",
            reason="bad_output",
        ) from e
    files = obj.get("files") if isinstance(obj, dict) else None
    if not isinstance(files, dict) or not all(isinstance(v, str) for v in files.values()):
        raise AdapterError(
            'openai: the model\'s answer must be {"files": {"<name>": "<text>"}}', adapter="openai", reason="bad_output"
        )
    return files
