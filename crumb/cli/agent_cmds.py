"""``crumb doctor`` and ``crumb event``: what can run here, and how an agent adds a note."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from crumb.cli.common import given
from crumb.core import json_in


def register(sub: argparse._SubParsersAction) -> None:
    doctor = sub.add_parser(
        "doctor", help="which adapters and presets can run here; non-zero if the chosen binding cannot"
    )
    doctor.add_argument("--json", action="store_true", help="print the report as JSON")
    doctor.add_argument("--preset", type=given, help="check this preset's binding (default: crumb.toml's)")
    doctor.add_argument("--bind", action="append", default=[], metavar="ACTOR=ADAPTER[:MODEL]", help="as for crumb run")
    doctor.set_defaults(func=cmd_doctor)
    event = sub.add_parser("event", help="(for agents) hand one JSON draft from stdin to the worker, as this actor")
    event.set_defaults(func=cmd_event)


def cmd_doctor(args: argparse.Namespace) -> int:
    from crumb.adapters.doctor import diagnose, render
    from crumb.config import load_settings

    report = diagnose(load_settings(), args.bind, args.preset, os.environ, Path.home())
    print(json.dumps(report, indent=2) if args.json else render(report))
    return 0 if report["ok"] else 1


def cmd_event(args: argparse.Namespace) -> int:
    from crumb.config import load_settings

    # The worker sets these for the agent's process; they are its identity, not configuration.
    identity = {
        k: os.environ.get(f"CRUMB_{k.upper()}", "")
        for k in ("session_id", "actor", "adapter", "model", "effect_id", "workspace")
    }
    if not identity["session_id"] or not identity["actor"]:
        print(
            "crumb event: CRUMB_SESSION_ID and CRUMB_ACTOR must be set (the worker sets them for agents)",
            file=sys.stderr,
        )
        return 2
    from crumb.core.session_ids import is_session_id, refusal

    if (said := refusal(identity["session_id"])) is not None:  # it becomes a folder name: no path in it
        print(f"crumb event: CRUMB_SESSION_ID: {said}", file=sys.stderr)
        return 2
    if not is_session_id(identity["actor"]):  # so does the actor (its workspace): "../../x" wrote outside
        print(
            f"crumb event: CRUMB_ACTOR {identity['actor'][:80]!r} is no actor name (letters, digits, '-' and '_'); "
            "the worker sets it for the agents it runs",
            file=sys.stderr,
        )
        return 2
    try:
        draft = json_in.loads(sys.stdin.read(), repeated_ok=True)
    except json.JSONDecodeError as e:
        print(f"crumb event: stdin is not JSON ({e.msg} at line {e.lineno} column {e.colno})", file=sys.stderr)
        return 2
    code, answer = submit_agent_draft(draft, identity, load_settings())
    if answer.get("violation") == "oversize_draft":
        print(f"crumb event: {answer['detail']}", file=sys.stderr)
    print(json.dumps(answer))
    return code


def submit_agent_draft(draft: Any, identity: dict[str, str], settings: Any) -> tuple[int, dict[str, Any]]:
    """Stamp and check one agent draft and queue it for the worker that runs the agent.

    Returns (exit code, the answer printed on stdout). An agent never talks to Redis: the draft goes
    to its workspace's events.jsonl, which the worker re-checks, stamps, signs and forwards. A refused
    draft is queued as it was, so the worker records the audit.
    """
    from crumb.adapters.base import harness_of, provider_of
    from crumb.agent_notes import AGENT_EVENTS_FILE
    from crumb.core.events import complete_draft
    from crumb.core.firewall import check_draft
    from crumb.core.roles import ADAPTERS
    from crumb.errors import DraftInvalid

    actor, sid = identity["actor"], identity["session_id"]
    workspace = Path(identity.get("workspace") or settings.paths(sid).workspace(actor))
    events_file = workspace / AGENT_EVENTS_FILE
    size = len(json.dumps(draft, ensure_ascii=False).encode())
    if size > settings.max_draft_bytes:
        return 2, {
            "rejected": True,
            "violation": "oversize_draft",
            "detail": f"the draft is too large ({size} bytes; the limit is {settings.max_draft_bytes}, max_draft_bytes)",
        }
    ok, audit = check_draft(draft, actor)
    if not ok:
        _append(events_file, draft)  # the worker re-checks it and records the audit itself
        answer = {"rejected": True, "violation": (audit or {}).get("data", {}).get("violation")}
        return 2, answer | {"detail": (audit or {}).get("body", "")}
    adapter = identity["adapter"]
    metadata = {**(draft.get("metadata") or {}), "adapter": adapter, "effect_id": identity["effect_id"]}
    if adapter in ADAPTERS:
        metadata |= {"harness": harness_of(adapter), "provider": provider_of(adapter)}
    if identity["model"]:
        metadata["model"] = identity["model"]
    # An agent never picks its event's id or time: a chosen id could shadow a real event in dedupe.
    stamped = {k: v for k, v in draft.items() if k not in ("id", "ts")} | {
        "from": actor,
        "session_id": sid,
        "metadata": metadata,
    }
    try:
        complete_draft(stamped, new_id="0" * 26, now="2000-01-01T00:00:00.000Z")
    except DraftInvalid as e:
        return 2, {"rejected": True, "violation": "invalid_draft", "detail": str(e)}
    _append(events_file, stamped)
    return 0, {"queued": str(events_file)}


def _append(path: Path, draft: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a", encoding="utf-8") as fh:
        fh.write(json.dumps(draft, ensure_ascii=False) + "\n")
