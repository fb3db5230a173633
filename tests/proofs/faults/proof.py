"""What every fault trial proves about a session, and the table of trials.

A session passes its proof when its transcript: reads back (a torn line repaired), validates
line by line against the original schema, ends with ``done`` + ``session.end`` carrying a reason,
holds each event id once, holds exactly the expected outcome sequence (progress taps aside), records
at most one outcome per effect, and has no progress of an effect after that effect's outcome
(which would mean the effect ran again after it was done).
"""

from __future__ import annotations

import json
import re
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from crumb import transcript
from crumb.config import Settings
from tests.schema_check import original_errors

PROGRESS = ("agent.wake", "tool.call")
# One mock session from goal to PASS, progress taps left out.
PASS_OUTCOMES = [
    "session.start",
    "goal",
    "spec",
    "agent.stop",
    "artifact.created",
    "build",
    "agent.stop",
    "qa.result",
    "artifact.created",
    "judge.score",
    "agent.stop",
    "done",
    "session.end",
]
CLOSING = ("agent.stop", "qa.result")
DOCS = Path(__file__).resolve().parents[3] / "docs" / "PROOFS.md"
START, END = "<!-- trials:start -->", "<!-- trials:end -->"


@dataclass
class Trial:
    kind: str
    trial: str
    session: str = ""
    fault: str = ""
    reason: str = ""
    events: int = 0
    reruns: int = 0
    seconds: float = 0.0
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


ROWS: list[Trial] = []


def effect_of(event: Any) -> str | None:
    return (event.meta.model_extra or {}).get("effect_id") if event.metadata else None


def is_repair_note(event: Any) -> bool:
    """The coordinator's note that it repaired a torn transcript on start (DESIGN §3)."""
    return event.kind == "note" and event.metadata is not None and event.metadata.tool == "crumb-transcript-repair@v1"


def check_session(
    settings: Settings, sid: str, expected: list[str] = PASS_OUTCOMES
) -> tuple[list[str], dict[str, Any]]:
    """Every problem with the session's transcript (empty when the proof holds), and a few facts."""
    path = settings.session_dir(sid) / transcript.TRANSCRIPT_FILE
    problems: list[str] = []
    read = transcript.read_transcript(path)
    events = read.events
    for n, line in enumerate(path.read_bytes().split(b"\n"), 1):
        if line.strip():
            problems += [f"line {n}: {err}" for err in original_errors(json.loads(line))]
    ids = Counter(e.id for e in events)
    problems += [f"event id {i} written {n} times" for i, n in ids.items() if n > 1]
    outcomes = [e.kind for e in events if e.kind not in PROGRESS and not is_repair_note(e)]
    if outcomes != expected:
        problems.append(f"outcome sequence {outcomes} != expected {expected}")
    closing = Counter(effect_of(e) for e in events if e.kind in CLOSING)
    problems += [f"effect {eid} has {n} outcomes" for eid, n in closing.items() if n > 1]
    closed_at: dict[str, int] = {}
    for i, e in enumerate(events):
        eid = effect_of(e)
        if e.kind in CLOSING and eid:
            closed_at[eid] = i
        elif e.kind in PROGRESS and eid in closed_at:
            problems.append(f"{e.kind} {e.id} of effect {eid} after its outcome (the effect ran again)")
    reason = ""
    # A repair note is written when a coordinator starts on a torn file (DESIGN §3): after the end, when
    # the torn batch held the end; the trial checks it names the torn copy.
    told = [e for e in events if not is_repair_note(e)]
    if len(told) >= 2 and told[-2].kind == "done" and told[-1].kind == "session.end":
        reason = (told[-2].data or {}).get("reason") or told[-2].body or ""
        if not reason:
            problems.append("the done event carries no reason")
    else:
        problems.append(f"the transcript does not end with done + session.end: {[e.kind for e in told[-3:]]}")
    wakes = Counter(effect_of(e) for e in events if e.kind == "agent.wake")
    facts = {
        "events": len(events),
        "reason": reason,
        "reruns": sum(n - 1 for n in wakes.values() if n > 1),
        "repair": read.repair,
    }
    return problems, facts


def record(
    kind: str, trial: str, settings: Settings, sid: str, fault: str, seconds: float, expected: list[str] = PASS_OUTCOMES
) -> Trial:
    """Check one session, add its row to the table and return it (the caller asserts ``ok``)."""
    problems, facts = check_session(settings, sid, expected)
    row = Trial(kind, trial, sid, fault, facts["reason"], facts["events"], facts["reruns"], round(seconds, 1), problems)
    ROWS.append(row)
    print(table([row], header=False))
    return row


@contextmanager
def guarded(kind: str, trial: str, fault: str) -> Iterator[None]:
    """A trial that breaks before its session can be checked still gets its row (and fails)."""
    started = time.monotonic()
    try:
        yield
    except Exception as e:
        ROWS.append(
            Trial(
                kind,
                trial,
                "",
                fault,
                "",
                0,
                0,
                round(time.monotonic() - started, 1),
                [f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"],
            )
        )
        raise


def table(rows: list[Trial], header: bool = True) -> str:
    lines = []
    if header:
        lines += [
            "| kind | trial | fault injected | finish reason | events | re-runs | s | outcome |",
            "|---|---|---|---|---|---|---|---|",
        ]
    for r in rows:
        outcome = "ok" if r.ok else "FAILED: " + "; ".join(r.problems)[:300]
        lines.append(
            f"| {r.kind} | {r.trial} | {r.fault} | {r.reason} | {r.events} | {r.reruns} | {r.seconds} | {outcome} |"
        )
    return "\n".join(lines)


def write_docs(rows: list[Trial], machine: str) -> None:
    """Write these rows into the trial table of docs/PROOFS.md (between its markers): a kind this run
    tried replaces that kind's rows, every other kind keeps the rows of the run that last tried it."""
    if not DOCS.exists():
        return
    text = DOCS.read_text(encoding="utf-8")
    if START not in text or END not in text:
        return
    block = f"{START}\n{merged_block(text[text.index(START) : text.index(END)], rows, machine)}\n{END}"
    DOCS.write_text(
        re.sub(re.escape(START) + ".*?" + re.escape(END), lambda _m: block, text, flags=re.S), encoding="utf-8"
    )


def merged_block(old: str, rows: list[Trial], machine: str) -> str:
    """The table's new text: ``old``'s rows of the kinds not in ``rows`` (in their order, a kind's
    rows together, first), then ``rows``; the machine line of this run, and a line that says which
    kinds came from earlier runs."""
    tried = {r.kind for r in rows}
    kept = [
        line
        for line in old.splitlines()
        if line.startswith("| ") and not line.startswith("| kind |") and _kind(line) not in tried
    ]
    earlier = list(dict.fromkeys(_kind(line) for line in kept))
    note = f"\nRows of {', '.join(earlier)}: from earlier runs (this run did not try them)." if earlier else ""
    lines = [table([]), *kept] + ([table(rows, header=False)] if rows else [])
    return f"{machine}{note}\n\n" + "\n".join(lines)


def _kind(line: str) -> str:
    return line.split("|")[1].strip()


def as_json(rows: list[Trial]) -> list[dict[str, Any]]:
    return [asdict(r) | {"ok": r.ok} for r in rows]
