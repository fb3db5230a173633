"""The core commands: ``schema`` (our JSON Schema), ``explain`` (a kind, or the intervention grammar), ``replay``.

Each command registers in its own ``_register_<name>(sub)``; :func:`register` calls every one
that exists, so the commands of this group can land independently.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

EXIT_OK, EXIT_USAGE = 0, 2
GRAMMAR_TOPICS = ("grammar", "intervene", "interventions")


def _print_json(value: Any) -> None:
    print(json.dumps(value, ensure_ascii=False, indent=2))


# --- schema ---------------------------------------------------------------------------------


def _cmd_schema(args: argparse.Namespace) -> int:
    from crumb.events import json_schema

    print(json.dumps(json_schema(), ensure_ascii=False, indent=None if args.compact else 2))
    return EXIT_OK


def _register_schema(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("schema", help="print the JSON Schema of a transcript line (from the event model)")
    p.add_argument("--json", action="store_true", help="accepted for symmetry: the output is always JSON")
    p.add_argument("--compact", action="store_true", help="print it on one line")
    p.set_defaults(func=_cmd_schema)


# --- explain --------------------------------------------------------------------------------


def _explain_kind_text(kind: str) -> str:
    from crumb.catalog import ENVELOPE, KIND_DOCS

    doc = KIND_DOCS[kind]
    width = max(len(k) for k in (*doc.carries, *ENVELOPE)) if doc.carries else max(map(len, ENVELOPE))
    lines = [f"{doc.kind}  ({doc.group})", "", f"emitted by: {doc.emitted_by}", f"reducer:    {doc.reducer}", ""]
    lines.append("carries:" if doc.carries else "carries: nothing beyond the envelope")
    lines += [f"  {name:<{width}}  {meaning}" for name, meaning in doc.carries.items()]
    lines += ["", "envelope (every kind):"]
    lines += [f"  {name:<{width}}  {'required' if req else 'optional'}  {meaning}" for name, (req, meaning) in ENVELOPE.items()]
    return "\n".join(lines)


def _explain_kind_json(kind: str) -> dict[str, Any]:
    from crumb.catalog import ENVELOPE, KIND_DOCS

    envelope = {name: {"required": req, "meaning": meaning} for name, (req, meaning) in ENVELOPE.items()}
    return KIND_DOCS[kind].to_dict() | {"envelope": envelope}


def _cmd_explain(args: argparse.Namespace) -> int:
    from crumb.catalog import KIND_DOCS
    from crumb.inbox import grammar_rows, grammar_text

    topic = args.topic
    if topic is None:
        return _explain_overview(args.json)
    if topic.lower() in GRAMMAR_TOPICS:
        if args.json:
            _print_json(grammar_rows())
        else:
            print(grammar_text())
        return EXIT_OK
    if topic not in KIND_DOCS:
        known = ", ".join(KIND_DOCS)
        print(f"crumb explain: unknown kind {topic!r}. Known kinds: {known}; or `crumb explain grammar`.", file=sys.stderr)
        return EXIT_USAGE
    if args.json:
        _print_json(_explain_kind_json(topic))
    else:
        print(_explain_kind_text(topic))
    return EXIT_OK


def _explain_overview(as_json: bool) -> int:
    from crumb.catalog import KIND_DOCS

    if as_json:
        _print_json({"kinds": [d.to_dict() for d in KIND_DOCS.values()], "topics": list(GRAMMAR_TOPICS)})
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


# --- registration ---------------------------------------------------------------------------


def register(sub: argparse._SubParsersAction) -> None:
    """Add every core command that this module defines."""
    for name in ("_register_schema", "_register_explain", "_register_replay"):
        if (adder := globals().get(name)) is not None:
            adder(sub)
