"""Parsers for the agent CLIs' JSON-lines output: tool-use taps, tokens, cost and model.

Formats (as the current CLIs print them):

- ``claude -p --output-format stream-json --verbose``: ``{"type":"system","subtype":"init","model"}``,
  ``{"type":"assistant","message":{"content":[{"type":"tool_use","name","input"}]}}``, and a final
  ``{"type":"result","total_cost_usd","usage":{"input_tokens","output_tokens",...}}``.
- ``codex exec --json``: ``thread.started``, ``turn.started``, ``item.started|item.completed`` with
  ``item.type`` command_execution | file_change | mcp_tool_call | web_search | reasoning |
  agent_message, ``turn.completed`` with ``usage {input_tokens, cached_input_tokens, output_tokens}``,
  ``turn.failed``, ``error``.
- ``gemini --output-format stream-json``: ``init {model}``, ``message``, ``tool_use {tool_name,
  parameters}``, ``tool_result``, ``error``, ``result {status, stats {input_tokens, output_tokens}}``.

A line that is not JSON is ignored (CLIs print banners and warnings); nothing here raises.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from crumb.core import json_in

Tap = dict[str, Any]


@dataclass
class Usage:
    tokens_in: int | None = None
    tokens_out: int | None = None
    cost_usd: float | None = None
    model: str | None = None
    malformed: int = 0


class StreamParser:
    """Feed stdout lines; get back a tap for each tool use; read ``usage`` at the end."""

    def __init__(self) -> None:
        self.usage = Usage()

    def feed(self, line: str) -> Tap | None:
        line = line.strip()
        if not line.startswith("{"):
            return None
        try:
            obj = json_in.loads(line, repeated_ok=True)
        except ValueError:
            self.usage.malformed += 1
            return None
        return self.event(obj) if isinstance(obj, dict) else None

    def event(self, obj: dict[str, Any]) -> Tap | None:
        raise NotImplementedError

    def add_tokens(self, tokens_in: Any, tokens_out: Any) -> None:
        if isinstance(tokens_in, int):
            self.usage.tokens_in = (self.usage.tokens_in or 0) + tokens_in
        if isinstance(tokens_out, int):
            self.usage.tokens_out = (self.usage.tokens_out or 0) + tokens_out


def _tap(tool: str, path: Any = None, kind: str = "tool_use") -> Tap:
    path = path if isinstance(path, str) and path else None
    return {"tool_kind": kind, "tool": tool, "path": path, "summary": f"{tool} {path}" if path else tool}


def _path_of(args: Any) -> Any:
    if not isinstance(args, dict):
        return None
    return args.get("file_path") or args.get("absolute_path") or args.get("path") or args.get("command")


class ClaudeStream(StreamParser):
    def event(self, obj: dict[str, Any]) -> Tap | None:
        kind = obj.get("type")
        if kind == "system" and isinstance(obj.get("model"), str):
            self.usage.model = obj["model"]
        elif kind == "assistant":
            content = (obj.get("message") or {}).get("content") or []
            for block in content if isinstance(content, list) else []:
                if isinstance(block, dict) and block.get("type") == "tool_use":
                    return _tap(str(block.get("name") or "tool"), _path_of(block.get("input")))
        elif kind == "result":
            usage = obj.get("usage") or {}
            self.usage.tokens_in, self.usage.tokens_out = None, None  # the result carries the totals
            self.add_tokens(usage.get("input_tokens"), usage.get("output_tokens"))
            if isinstance(obj.get("total_cost_usd"), (int, float)):
                self.usage.cost_usd = float(obj["total_cost_usd"])
        return None


class CodexStream(StreamParser):
    def event(self, obj: dict[str, Any]) -> Tap | None:
        kind = obj.get("type")
        if kind == "turn.completed":
            usage = obj.get("usage") or {}
            self.add_tokens(usage.get("input_tokens"), usage.get("output_tokens"))
        elif kind == "item.completed":
            item = obj.get("item") or {}
            itype = item.get("type")
            if itype == "command_execution":
                return _tap("shell", item.get("command"))
            if itype == "file_change":
                changes = item.get("changes") or [{}]
                return _tap("apply_patch", changes[0].get("path") if isinstance(changes[0], dict) else None)
            if itype == "mcp_tool_call":
                return _tap(f"{item.get('server', 'mcp')}.{item.get('tool', 'tool')}")
            if itype == "web_search":
                return _tap("web_search", item.get("query"))
        return None


class GeminiStream(StreamParser):
    def event(self, obj: dict[str, Any]) -> Tap | None:
        kind = obj.get("type")
        if kind == "init" and isinstance(obj.get("model"), str):
            self.usage.model = obj["model"]
        elif kind == "tool_use":
            return _tap(str(obj.get("tool_name") or "tool"), _path_of(obj.get("parameters")))
        elif kind == "result":
            stats = obj.get("stats") or {}
            self.add_tokens(stats.get("input_tokens"), stats.get("output_tokens"))
        return None
