"""The intervention grammar: one line a person types → one ``user.*`` draft.

:data:`GRAMMAR` is the single table of commands. :func:`parse_line` uses it, and so do
``crumb explain grammar``, ``crumb say`` and the dashboard's inline help. A line that does not fit
raises :class:`InterventionError` saying what was expected: nothing is ever dropped silently.
Pure: no I/O, no clock, no ids (the writer adds ``id`` and ``ts``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from crumb.core.ask import TOPICS as ASK_TOPICS
from crumb.core.goal import control_char, not_unicode
from crumb.core.roles import ACTOR_ALIASES, ADAPTERS, BINDABLE
from crumb.errors import InterventionError

__all__ = [
    "GRAMMAR",
    "MAX_LINE_CHARS",
    "Command",
    "grammar_rows",
    "grammar_text",
    "parse_line",
    "resolve_actor",
    "resolve_adapter",
]

# The longest intervention line, from the CLI, a dashboard form or its WebSocket alike: one line to an
# agent, not a document (the drafts' own limit, max_draft_bytes, is a megabyte).
MAX_LINE_CHARS = 8000

_ADAPTER_ALIASES = {name: name for name in ADAPTERS} | {"claude": "claude-code", "gemini": "gemini-cli"}

_ACTORS_HINT = "one of " + ", ".join(BINDABLE) + " (planner = planner-lead)"
_COMMAND_RE = re.compile(r"(/\S*)\s*(.*)", re.DOTALL)
_WORD_RE = re.compile(r"(\S+)\s*(.*)", re.DOTALL)

Parsed = tuple[str, str | None, dict[str, Any]]  # (kind, body, data)


@dataclass(frozen=True)
class Command:
    """One row of the grammar: how it is written, what it becomes, and its parser."""

    name: str  # "/pause", "@<actor>" or "text"
    usage: str
    kind: str
    data: str  # the data keys it sets, for people
    summary: str
    example: str
    parse: Callable[[str, Command], Parsed]
    aliases: tuple[str, ...] = ()

    def fail(self, what: str, got: str) -> InterventionError:
        shown = repr(got) if got else "nothing"
        return InterventionError(f"{self.name} needs {what}, got {shown} (usage: {self.usage})", expected=self.usage)


def resolve_actor(word: str) -> str | None:
    """The actor a word names (``@`` and case ignored, ``planner`` → ``planner-lead``), or None."""
    return ACTOR_ALIASES.get(word.removeprefix("@").lower())


def resolve_adapter(word: str) -> str | None:
    """The adapter a word names (case ignored, ``claude`` → ``claude-code``, ``gemini`` → ``gemini-cli``), or None."""
    return _ADAPTER_ALIASES.get(word.lower())


def _split_word(rest: str) -> tuple[str, str]:
    m = _WORD_RE.fullmatch(rest)
    return (m.group(1), m.group(2).strip()) if m else ("", "")


def _optional_at_actor(rest: str, cmd: Command) -> tuple[str | None, str]:
    """An optional leading ``@actor``; an unknown one is an error, never a silent global."""
    if not rest.startswith("@"):
        return None, rest
    word, tail = _split_word(rest)
    actor = resolve_actor(word)
    if actor is None:
        raise cmd.fail(f"@actor to be {_ACTORS_HINT}", word)
    return actor, tail


def _required_actor(rest: str, cmd: Command) -> tuple[str, str]:
    word, tail = _split_word(rest)
    actor = resolve_actor(word) if word else None
    if actor is None:
        raise cmd.fail(f"<actor>, {_ACTORS_HINT}", word)
    return actor, tail


# --- one small parser per command; each returns (kind, body, data) ------------------------------


def _approve(rest: str, cmd: Command) -> Parsed:
    return "user.approve", rest or None, {}


def _veto(rest: str, cmd: Command) -> Parsed:
    return "user.veto", rest or None, {}


def _actor_then(rest: str, cmd: Command, what: str) -> tuple[str | None, str]:
    """An optional ``@actor``, then ``what`` (a reason, a text); one that starts with an actor's bare name
    is refused: ``/pause builder`` read as a reason would pause every actor, not what it says."""
    actor, text = _optional_at_actor(rest, cmd)
    word, _tail = _split_word(text)
    if actor is None and (named := resolve_actor(word)) is not None:
        raise InterventionError(
            f"{cmd.name} {word}: for {named} alone, write {cmd.name} @{word}; for every actor, start the {what} "
            f"with another word (usage: {cmd.usage})",
            expected=cmd.usage,
        )
    return actor, text


def _pause(rest: str, cmd: Command) -> Parsed:
    actor, reason = _actor_then(rest, cmd, "reason")
    return "user.pause", reason or None, {"actor": actor} if actor else {}


def _resume(rest: str, cmd: Command) -> Parsed:
    actor, reason = _actor_then(rest, cmd, "reason")
    return "user.resume", reason or None, {"actor": actor} if actor else {}


def _goto(rest: str, cmd: Command) -> Parsed:
    actor, body = _required_actor(rest, cmd)
    if not body:
        return "user.intervene", None, {"goto": actor}
    # The body travels to the actor as a sandwich append, so `/goto builder fix X` reaches it.
    return "user.intervene", body, {"goto": actor, "target_actor": actor, "sandwich_append": body}


def _swap(rest: str, cmd: Command) -> Parsed:
    m = re.fullmatch(r"(\S+?)\s*=\s*(\S+)", rest)
    if not m:
        raise cmd.fail("<actor>=<adapter>", rest)
    actor, adapter = resolve_actor(m.group(1)), resolve_adapter(m.group(2))
    if actor is None:
        raise cmd.fail(f"<actor> before '=' to be {_ACTORS_HINT}", m.group(1))
    if adapter is None:
        raise cmd.fail(f"<adapter> after '=' to be one of {', '.join(ADAPTERS)}", m.group(2))
    return "user.intervene", None, {"swap": {"from": actor, "to": adapter}}


def _append(rest: str, cmd: Command) -> Parsed:
    actor, text = _actor_then(rest, cmd, "text")
    if not text:
        raise cmd.fail("<text> to add to the next spawn's prompt", rest)
    return "user.intervene", None, {"sandwich_append": text} | ({"target_actor": actor} if actor else {})


def _note(rest: str, cmd: Command) -> Parsed:
    if not rest:
        raise cmd.fail("<text>", rest)
    return "user.intervene", rest, {"note": rest}


def _ask(rest: str, cmd: Command) -> Parsed:
    topic = rest.lower()
    if topic not in ASK_TOPICS:
        raise cmd.fail("one of " + ", ".join(ASK_TOPICS), rest)
    return "user.intervene", f"/ask {topic}", {"ask": topic}


def _redo(rest: str, cmd: Command) -> Parsed:
    return "user.intervene", rest or None, {"redo": True}


def _reset_circuit(rest: str, cmd: Command) -> Parsed:
    word, tail = _split_word(rest)
    target: str | bool | None = True if word.lower() == "all" else resolve_actor(word)
    if target is None or tail:
        raise cmd.fail(f"<actor|all>, {_ACTORS_HINT} or all", rest)
    return "user.intervene", None, {"reset_circuit": target}


def _at_actor(rest: str, cmd: Command) -> Parsed:
    word, text = _split_word(rest)
    actor = resolve_actor(word)
    if actor is None:
        raise cmd.fail(f"@<actor> to be {_ACTORS_HINT}", word)
    if not text:
        raise cmd.fail(f"a message after {word}", "")
    return "user.intervene", text, {"target_actor": actor}


def _plain(rest: str, cmd: Command) -> Parsed:
    return "user.intervene", rest, {}


GRAMMAR: tuple[Command, ...] = (
    Command(
        "/approve",
        "/approve [comment]",
        "user.approve",
        "—",
        "accept a PARTIAL verdict and finish the session",
        "/approve",
        _approve,
    ),
    Command(
        "/veto",
        "/veto [reason]",
        "user.veto",
        "— (body = reason)",
        "reject the result; the builder redoes it with the reason as feedback",
        "/veto the jump feels floaty",
        _veto,
    ),
    Command(
        "/pause",
        "/pause [@actor] [reason]",
        "user.pause",
        "actor",
        "hold every spawn, or only one actor's; spawns wait until /resume",
        "/pause @builder checking the spec",
        _pause,
    ),
    Command(
        "/resume",
        "/resume [@actor] [reason]",
        "user.resume",
        "actor",
        "lift a global or per-actor pause; queued work continues",
        "/resume @builder",
        _resume,
    ),
    Command(
        "/goto",
        "/goto <actor> [body]",
        "user.intervene",
        "goto, target_actor, sandwich_append",
        "run that actor next; the body is added to its prompt",
        "/goto builder make the ball faster",
        _goto,
    ),
    Command(
        "/swap",
        "/swap <actor>=<adapter>",
        "user.intervene",
        "swap {from, to}",
        "bind the actor to another adapter from its next spawn on",
        "/swap builder=codex",
        _swap,
    ),
    Command(
        "/append",
        "/append [@actor] <text>",
        "user.intervene",
        "sandwich_append, target_actor",
        "add text to the next spawn's prompt (one actor's, or everyone's)",
        "/append @builder use arrow keys",
        _append,
    ),
    Command(
        "/note",
        "/note <text>",
        "user.intervene",
        "note (= body)",
        "record a remark in the transcript; no actor is spawned",
        "/note tried on a phone, looks fine",
        _note,
    ),
    Command(
        "/ask",
        "/ask <" + "|".join(ASK_TOPICS) + ">",
        "user.intervene",
        "ask",
        "answered at once by a note from the state (stage, budgets, what runs next, why it waits, D1-D6)",
        "/ask stuck",
        _ask,
    ),
    Command(
        "/redo",
        "/redo [body]",
        "user.intervene",
        "redo: true",
        "run the last active actor again, with the body added to its prompt",
        "/redo keep the score visible",
        _redo,
    ),
    Command(
        "/reset-circuit",
        "/reset-circuit <actor|all>",
        "user.intervene",
        "reset_circuit (actor or true)",
        "close an open circuit breaker so the actor's adapter is tried again",
        "/reset-circuit builder",
        _reset_circuit,
        aliases=("/reset_circuit",),
    ),
    Command(
        "@<actor>",
        "@<actor> <text>",
        "user.intervene",
        "target_actor",
        "say something to one actor and run it with that as its prompt",
        "@verifier check the touch controls",
        _at_actor,
    ),
    Command(
        "text",
        "<text>",
        "user.intervene",
        "— (body = the text)",
        "a note to every actor, added as a constraint for the next spawns",
        "make it pastel",
        _plain,
    ),
)

_BY_NAME = {name: cmd for cmd in GRAMMAR if cmd.name.startswith("/") for name in (cmd.name, *cmd.aliases)}
_AT_ACTOR = next(c for c in GRAMMAR if c.name == "@<actor>")
_PLAIN = GRAMMAR[-1]


def parse_line(line: str, session_id: str) -> dict[str, Any]:
    """Turn one intervention line into a ``user.*`` draft from ``user``; raise InterventionError if it does not fit."""
    text = line.strip()
    if not text:
        raise InterventionError(
            "empty intervention: type a command (" + ", ".join(_BY_NAME) + "), @actor text, or plain text",
            line=line,
            expected="a command, @actor text, or plain text",
        )
    if len(text) > MAX_LINE_CHARS:
        raise InterventionError(
            f"the line is too long ({len(text)} characters, {MAX_LINE_CHARS} at most): say it in fewer words",
            line=line[:80],
            expected=f"at most {MAX_LINE_CHARS} characters",
        )
    if (why := not_unicode(text)) is not None:
        raise InterventionError(f"the line is not valid Unicode text ({why})", line=line, expected="UTF-8 text")
    if (found := control_char(text)) is not None:  # as a pitch: a NUL or an escape would reach prompts
        raise InterventionError(
            f"the line holds a control character ({found}): send plain text", line=line, expected="plain text"
        )
    try:
        kind, body, data = _dispatch(text)
    except InterventionError as e:
        e.line = e.data["line"] = line
        raise
    draft: dict[str, Any] = {"session_id": session_id, "from": "user", "kind": kind}
    if body is not None:
        draft["body"] = body
    if data:
        draft["data"] = data
    return draft


def _dispatch(text: str) -> Parsed:
    if text.startswith("/"):
        name, rest = _COMMAND_RE.fullmatch(text).groups()  # type: ignore[union-attr]
        cmd = _BY_NAME.get(name.lower())
        if cmd is None:
            known = ", ".join(c.name for c in GRAMMAR if c.name.startswith("/"))
            raise InterventionError(f"unknown command {name!r}; known commands: {known}", expected=known)
        return cmd.parse(rest.strip(), cmd)
    if text.startswith("@"):
        return _AT_ACTOR.parse(text, _AT_ACTOR)
    return _plain(text, _PLAIN)


def grammar_rows() -> list[dict[str, str]]:
    """The grammar as plain rows (for ``--json``, the dashboard and ``crumb say --help``)."""
    return [
        {
            "command": c.name,
            "usage": c.usage,
            "aliases": ", ".join(c.aliases),
            "kind": c.kind,
            "data": c.data,
            "does": c.summary,
            "example": c.example,
        }
        for c in GRAMMAR
    ]


def grammar_text() -> str:
    """The grammar as an aligned text table."""
    rows = [(c.usage, c.kind, c.summary) for c in GRAMMAR]
    w1, w2 = (max(len(r[i]) for r in rows) for i in (0, 1))
    lines = [f"{'line':<{w1}}  {'event':<{w2}}  what it does", f"{'-' * w1}  {'-' * w2}  {'-' * 12}"]
    lines += [f"{u:<{w1}}  {k:<{w2}}  {s}" for u, k, s in rows]
    lines.append(f"actors: {', '.join(BINDABLE)} (planner = planner-lead); adapters: {', '.join(ADAPTERS)}")
    return "\n".join(lines)
