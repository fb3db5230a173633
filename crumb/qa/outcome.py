"""What play proved: the ``play`` check's decision, its evidence for the report and the trace file."""

from __future__ import annotations

import json

from crumb.core.contracts import PlayEvidence, PlayInput, PlayMark, PlayRun, Severity
from crumb.qa import trace
from crumb.qa.compare import changed
from crumb.qa.evidence import Evidence, error_line
from crumb.qa.ledger import Ledger
from crumb.qa.play import PLAY_MS, Seen

_GRADE: dict[str, int] = {"": 0, "minor": 1, "major": 2, "blocker": 3}


def play_errors(evidence: Evidence) -> list[str]:
    """The errors first thrown while playing (others belong to boot)."""
    return [e for e in evidence.errors() if " [play: " in e]


def thrown_by(error: str, evidence: Evidence) -> str:
    """``error`` with the input whose handler threw it, when init.js saw it thrown only there (never by the
    game's frames, timers or load). It is still a blocker (issue 13: any exception during play): the
    author reads which control to fix."""
    line = error_line(error)
    during = evidence.answered.get(line)
    if during is None or line in evidence.unprompted:
        return error
    return f"{error} (thrown by the game's {during} handler when QA gave that input)"


def decide(ledger: Ledger, evidence: Evidence, runs: list[Seen], restarted: tuple[str, str]) -> None:
    """Grade what the runs showed: errors (blocker), restart (as ``restarted`` says), an outcome
    input cannot change (major), no game over seen (a minor finding that says what QA could see)."""
    problems: list[tuple[Severity, str]] = []
    errors = play_errors(evidence)
    if errors:
        problems.append(("blocker", f"{len(errors)} error(s) while playing, first: {thrown_by(errors[0], evidence)}"))
    severity, how = restarted
    if severity == "blocker" and errors and how.endswith(errors[0]):
        problems = []  # the restart's own error says it better
    if severity:
        problems.append((severity, how))  # type: ignore[arg-type]  # checked: one of the grades
    problems += [
        ("major", f"the hook claims a game over the screen does not show: {r.unshown}") for r in runs if r.unshown
    ]
    idle, bot = runs[0], runs[-1]
    same = _same_outcome(idle, bot)
    if same:
        problems.append(
            ("major", f"the bot's play ended exactly as idling did ({same}): input cannot change the outcome")
        )
    ends = [f"{r.name}: game over at {r.ended_at / 1000:.1f} s ({r.ended_how})" for r in runs if r.ended_at is not None]
    timers = [r.timer_ends_at for r in runs if r.timer_ends_at is not None]
    if not ends and timers:  # a timer running down ends the game: seen, not waited for
        ends = [f"a timer runs down (window.__crumb.time_left): the game ends at {min(timers) / 1000:.0f} s"]
    elif not ends:
        ledger.finding("minor", _no_end_seen(runs))
    summary = "; ".join([*(ends or [f"no game over within {PLAY_MS // 1000} s"]), _scores(runs)])
    if not severity:
        summary += f"; restart: {how or 'not tried'}"
    if not problems:
        ledger.decide("play", "pass", summary)
        return
    worst = max(problems, key=lambda p: _GRADE[p[0]])[0]
    ledger.decide("play", "fail", "; ".join(p[1] for p in problems) + f" ({summary})", severity=worst)


def _no_end_seen(runs: list[Seen]) -> str:
    """What not seeing a game over says, and no more: QA plays a few seconds, and without the hook it
    reads an end only in the page's words, so a game that ends later, or on its canvas, looks the same
    as one that cannot be lost."""
    span = f"{PLAY_MS // 1000} s"
    said = f"play: no game over seen in {span} of idling or of the bot's play"
    if any(r.hooked for r in runs):
        return f"{said} (window.__crumb never said one); a game that lasts longer is not played to its end"
    return (
        f"{said}; without a window.__crumb hook QA sees an end only in words on the page ('game over',"
        f" 'you win'), so one drawn on a canvas, or one after {span}, is not seen"
    )


def _same_outcome(idle: Seen, bot: Seen) -> str:
    """Both runs ended on the same game-over screen (and the same score): say so, else ''."""
    a, b = idle.final(), bot.final()
    if idle.ended_at is None or bot.ended_at is None or a is None or b is None or changed(a, b):
        return ""
    if idle.hooked and bot.hooked and idle.score != bot.score:
        return ""
    return f"the same game-over screen, score {bot.score:g}" if bot.score is not None else "the same game-over screen"


def _scores(runs: list[Seen]) -> str:
    parts = []
    for r in runs:
        score = f"score {r.scores[0]:g} → {r.score:g}" if r.scores and r.score is not None else "no score seen"
        parts.append(f"{r.name}: {score}, {len(r.inputs)} inputs" if r.inputs else f"{r.name}: {score}")
    return "; ".join(parts)


def evidence_of(ledger: Ledger, runs: list[Seen], restart: str, entry: str, bot_seed: int, page_seed: int) -> None:
    """Save the marks and the trace beside the report, and put the play evidence on the ledger."""
    kept = []
    for run in runs:
        marks = []
        for i, (t, label, png) in enumerate(run.marks):
            path, sha = ledger.keep_file(f"play-{run.name}-{i:02d}.png", png)
            marks.append(PlayMark(t_ms=t, label=label, path=path, sha256=sha))
        kept.append(
            PlayRun(
                name=run.name,
                ended_at_ms=run.ended_at,
                ended_how=run.ended_how,
                states=run.states[:40],
                scores=run.scores[:200],
                inputs=[PlayInput(t_ms=t, input=what, why=why) for t, what, why in run.inputs],
                marks=marks,
            )
        )
    data = trace.build(entry, bot_seed, page_seed, [(r.name, r.ops) for r in runs])
    path, _ = ledger.keep_file(trace.TRACE_NAME, json.dumps(data).encode())
    ledger.play = PlayEvidence(
        span_ms=PLAY_MS, bot_seed=bot_seed, page_seed=page_seed, runs=kept, restart=restart, trace=path
    )
