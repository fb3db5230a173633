"""The core commands: ``schema`` (our JSON Schema), ``explain`` (a kind, or the intervention grammar), ``replay``.

Each command registers in its own ``_register_<name>(sub)``; :func:`register` calls every one
that exists, so the commands of this group can land independently.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from crumb.cli import common as cli
from crumb.cli import ledger_view
from crumb.cli.common import EXIT_OK, EXIT_USAGE

GRAMMAR_TOPICS = ("grammar", "intervene", "interventions")


# --- schema ---------------------------------------------------------------------------------


def _cmd_schema(args: argparse.Namespace) -> int:
    from crumb.core.events import json_schema

    print(json.dumps(json_schema(), ensure_ascii=False, indent=None if args.compact else 2))
    return EXIT_OK


def _register_schema(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("schema", help="print the JSON Schema of a transcript line (from the event model)")
    p.add_argument("--json", action="store_true", help="accepted for symmetry: the output is always JSON")
    p.add_argument("--compact", action="store_true", help="print it on one line")
    p.set_defaults(func=_cmd_schema)


# --- explain --------------------------------------------------------------------------------


def _explain_kind_text(kind: str) -> str:
    from crumb.core.catalog import ENVELOPE, KIND_DOCS

    doc = KIND_DOCS[kind]
    width = max(len(k) for k in (*doc.carries, *ENVELOPE)) if doc.carries else max(map(len, ENVELOPE))
    lines = [f"{doc.kind}  ({doc.group})", "", f"emitted by: {doc.emitted_by}", f"reducer:    {doc.reducer}", ""]
    lines.append("carries:" if doc.carries else "carries: nothing beyond the envelope")
    lines += [f"  {name:<{width}}  {meaning}" for name, meaning in doc.carries.items()]
    lines += ["", "envelope (every kind):"]
    lines += [
        f"  {name:<{width}}  {'required' if req else 'optional'}  {meaning}"
        for name, (req, meaning) in ENVELOPE.items()
    ]
    return "\n".join(lines)


def _explain_kind_json(kind: str) -> dict[str, Any]:
    from crumb.core.catalog import ENVELOPE, KIND_DOCS

    envelope = {name: {"required": req, "meaning": meaning} for name, (req, meaning) in ENVELOPE.items()}
    return KIND_DOCS[kind].to_dict() | {"envelope": envelope}


def _cmd_explain(args: argparse.Namespace) -> int:
    from crumb.core.catalog import KIND_DOCS
    from crumb.core.inbox import grammar_rows, grammar_text

    topic = args.topic
    if topic is None:
        return _explain_overview(args.json)
    if topic.lower() in GRAMMAR_TOPICS:
        if args.json:
            cli.print_json(grammar_rows(), indent=2)
        else:
            print(grammar_text())
        return EXIT_OK
    if topic not in KIND_DOCS:
        known = ", ".join(KIND_DOCS)
        print(
            f"crumb explain: unknown kind {topic[:80]!r}. Known kinds: {known}; or `crumb explain grammar`.",
            file=sys.stderr,
        )
        return EXIT_USAGE
    if args.json:
        cli.print_json(_explain_kind_json(topic), indent=2)
    else:
        print(_explain_kind_text(topic))
    return EXIT_OK


def _explain_overview(as_json: bool) -> int:
    from crumb.core.catalog import KIND_DOCS

    if as_json:
        cli.print_json({"kinds": [d.to_dict() for d in KIND_DOCS.values()], "topics": list(GRAMMAR_TOPICS)}, indent=2)
        return EXIT_OK
    width = max(map(len, KIND_DOCS))
    print("event kinds (crumb explain KIND for its fields; crumb explain grammar for interventions):")
    for doc in KIND_DOCS.values():
        print(f"  {doc.kind:<{width}}  {doc.emitted_by}")
    return EXIT_OK


def _register_explain(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "explain",
        help="describe an event kind (who emits it, its data, what the reducer does) or the intervention grammar",
    )
    p.add_argument("topic", nargs="?", metavar="KIND|grammar", help="an event kind, or `grammar` (alias `intervene`)")
    p.add_argument("--json", action="store_true", help="print machine-readable JSON")
    p.set_defaults(func=_cmd_explain)


# --- replay ---------------------------------------------------------------------------------

EXIT_DIFFERENT = 1


def _transcript_path(ref: str) -> Any:
    """A transcript file, a session folder, or a session id under ``$CRUMB_HOME/sessions``."""
    from pathlib import Path

    from crumb.config import load_settings
    from crumb.core.layout import SessionPaths

    p = Path(ref)
    if p.is_file():
        return p
    if p.is_dir():
        return SessionPaths(p).transcript
    from crumb.core.session_ids import refusal
    from crumb.errors import ConfigError

    if (said := refusal(ref)) is not None:  # "../x" is no folder here: not one under the sessions either
        raise ConfigError(f"replay: no file or folder {ref[:80]!r} here, and {said}")
    return load_settings().paths(ref).transcript


def _replay_differences(first: Any, second: Any, meta: dict[str, Any] | None) -> list[str]:
    from crumb.core.state import summary

    a, b = summary(first), summary(second)
    diffs = [f"second fold differs at {k}: {a[k]!r} != {b[k]!r}" for k in a if a[k] != b.get(k)]
    if not diffs and first != second:
        diffs.append("second fold gives a different state with the same summary")
    if meta is not None:
        # meta.json may carry more than the summary (preset, schema_version); compare what both have.
        diffs += [
            f"meta.json differs at {k}: recorded {meta[k]!r}, replayed {a[k]!r}"
            for k in a
            if k in meta and meta[k] != a[k]
        ]
    return diffs


def _parent_differences(path: Any, state: Any) -> list[str]:
    """A continued game replays from its transcript plus the parent files it names: check their hashes."""
    if state.lineage is None:
        return []
    from crumb.config import load_settings
    from crumb.lineage import LineageError, verify

    try:  # the parent is a sibling of this session folder: <home>/sessions/<parent>
        verify(load_settings(home=path.resolve().parent.parent.parent), dict(state.lineage))
    except (LineageError, KeyError, TypeError) as e:
        return [f"parent: {e}"]
    return []


def _replay_text(path: Any, events: int, s: dict[str, Any], diffs: list[str] | None) -> str:
    agg = "-" if s["aggregate"] is None else f"{s['aggregate']:g}/30"
    lines = [
        f"transcript  {path} ({events} events)",
        f"session     {s['session_id']}",
        f"status      {s['status']} (stage {s['stage']})",
        f"stop reason {s['reason'] or '-'}",
        f"verdict     {s['verdict'] or '-'}  aggregate {agg}",
        f"tokens      {s['tokens']}  cost ${s['cost_usd']:.4f}  respecs {s['respec_count']}  verifies {s['verify_count']}",
        "scores",
        *(f"  {d}  {v['score']:g}  ({v['source']})" for d, v in s["scores"].items()),
        "counts",
        *(f"  {k:<22} {n}" for k, n in s["counts"].items()),
        *ledger_view.lines(s),
    ]
    if diffs is not None:
        lines.append(
            "check       "
            + ("ok: two folds agree" + (" with meta.json" if s.get("_meta") else "") if not diffs else "DIFFERENT")
        )
        lines += [f"  {d}" for d in diffs]
    return "\n".join(lines)


def _cmd_replay(args: argparse.Namespace) -> int:
    from crumb.core.layout import META_FILE
    from crumb.core.reducer import fold
    from crumb.core.state import summary
    from crumb.meta import read_meta
    from crumb.transcript import read_transcript

    path = _transcript_path(args.session)
    if not path.is_file():
        print(
            f"crumb replay: no transcript at {path}; give a session id, a session folder or a transcript file",
            file=sys.stderr,
        )
        return EXIT_USAGE
    from crumb.errors import TranscriptError

    try:
        read = read_transcript(path, repair=False)  # a replay runs nothing and writes nothing
    except TranscriptError as e:  # exit 1 is "the folds differ": a line it cannot read is another answer
        print(
            f"crumb replay: {e}; a replay folds every line, so fix or remove that one "
            "(`crumb status SID` shows the session without it)",
            file=sys.stderr,
        )
        return EXIT_USAGE
    if read.repair is not None:
        print(f"crumb replay: {read.repair.describe()}", file=sys.stderr)
    events = read.events
    if not events:
        print(f"crumb replay: {path} holds no events", file=sys.stderr)
        return EXIT_USAGE
    state = fold(events)
    out = summary(state)
    diffs = None
    meta = read_meta(path.parent) if args.check else None
    if args.check:
        diffs = _replay_differences(state, fold(events), meta) + _parent_differences(path, state)
        if meta is None and (path.parent / META_FILE).exists():  # there to compare with, but unreadable
            diffs.append(f"meta.json beside it is not a JSON object the replay can compare with ({path.parent})")
    if args.json:
        extra: dict[str, Any] = {"transcript": str(path), "events": len(events)}
        if diffs is not None:
            extra["check"] = {"ok": not diffs, "meta_compared": meta is not None, "differences": diffs}
        cli.print_json(out | extra, indent=2)
    else:
        print(_replay_text(path, len(events), out | {"_meta": meta is not None}, diffs))
    return EXIT_DIFFERENT if diffs else EXIT_OK


def _register_replay(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("replay", help="fold a transcript through the reducer (no effect runs) and print the outcome")
    p.add_argument(
        "session",
        metavar="SESSION|PATH",
        help="a session id under $CRUMB_HOME/sessions, a session folder or a transcript file",
    )
    p.add_argument("--json", action="store_true", help="print machine-readable JSON")
    p.add_argument(
        "--check",
        action="store_true",
        help="fold twice and compare, and compare with meta.json; exit 1 on any difference",
    )
    p.set_defaults(func=_cmd_replay)


# --- registration ---------------------------------------------------------------------------


def register(sub: argparse._SubParsersAction) -> None:
    """Add every core command that this module defines."""
    for name in ("_register_schema", "_register_explain", "_register_replay"):
        if (adder := globals().get(name)) is not None:
            adder(sub)
