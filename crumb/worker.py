"""What an effect task does, without Celery: claim the effect, run it, submit its outcome.

The Celery tasks (``tasks/__init__.py``) and :class:`crumb.executors.InlineExecutor` both call
:func:`run_effect`. Tasks only submit drafts to the ingest stream; the coordinator writes them.

At-least-once delivery, exactly-once outcome: the task claims ``{ns}:effect:{id}`` (a
:class:`crumb.lease.RenewedLock`, renewed while it runs). A duplicate that finds the claim held
waits: when the holder finishes the claim says ``done`` and the duplicate does nothing; when the
holder died the claim expires and the duplicate runs the effect. The coordinator's outstanding
check drops any second outcome that still slips through.
"""

from __future__ import annotations

import hashlib
import logging
import time
import traceback
import uuid
from pathlib import Path
from typing import Any

from crumb import bus, spend
from crumb.config import Settings
from crumb.connections import keys, redis_client, redis_errors
from crumb.core.effects import Effect, QaCheck, Spawn
from crumb.core.layout import SessionPaths
from crumb.errors import QaError
from crumb.lease import RenewedLock
from crumb.paths import first_link

__all__ = ["Claim", "run_effect", "time_limits_s", "spawn_outcome", "qa_outcome", "spawn_failure"]

log = logging.getLogger("crumb.tasks")

DONE = "done"
DONE_TTL_S = 7 * 24 * 3600
QA_TOOL = "qa-check-effect@v1"
# Soft limit first (the task can still submit an error outcome), hard limit a margin later.
HARD_MARGIN_S = 30.0


def time_limits_s(settings: Settings, effect_type: str) -> tuple[float, float]:
    """(soft, hard) seconds an effect's task may run: its budget, then a margin to report the timeout."""
    soft = settings.qa_timeout_s + 10 if effect_type == "qa_check" else settings.spawn_timeout_min * 60
    return soft, soft + HARD_MARGIN_S


class Claim:
    """This process's claim on one effect, renewed in the background while the effect runs."""

    def __init__(self, settings: Settings, effect_id: str) -> None:
        self.settings = settings
        self.key = keys(settings).effect(effect_id)
        self._lock = RenewedLock(settings, self.key, f"run:{uuid.uuid4().hex}", retake=True)

    def acquire(self, give_up_after_s: float) -> bool:
        """Take the claim; wait while a live holder runs; False when the effect is already done."""
        deadline = time.monotonic() + give_up_after_s
        while not self._lock.acquire():
            if self._lock.holder() == DONE or time.monotonic() > deadline:
                return False
            time.sleep(min(1.0, self._lock.ttl_ms / 4000))
        return True

    def finish(self) -> None:
        """Mark the effect done so a late duplicate does nothing."""
        self._lock.stop_renewing()
        with redis_errors(self.settings, f"marking {self.key} done"):
            redis_client(self.settings).set(self.key, DONE, ex=DONE_TTL_S)

    def abandon(self) -> None:
        """Let the claim lapse, so a redelivery runs the effect again."""
        self._lock.stop_renewing()


def run_effect(settings: Settings, effect: Effect, *, pool: Any = None) -> str:
    """Run one spawn or qa_check effect and submit its outcome; returns what happened."""
    claim = Claim(settings, effect.id)
    # A holder still running at its hard limit is killed; its claim lapses within one TTL.
    if not claim.acquire(give_up_after_s=time_limits_s(settings, effect.type)[1] + settings.lease_ttl_s):
        log.info("effect %s already done elsewhere: nothing to do", effect.id)
        return "duplicate"
    try:
        if isinstance(effect, QaCheck):
            drafts = qa_outcome(settings, effect, pool)
        elif isinstance(effect, Spawn):
            drafts = spawn_outcome(settings, effect)
        else:
            raise TypeError(f"effect {effect.id} of type {effect.type} is the coordinator's to run, not a worker's")
        bus.submit_outcome(settings, effect.id, effect.session_id, drafts)
    except BaseException:
        claim.abandon()  # let a redelivery run it again
        raise
    claim.finish()
    return "ran"


def _stamp(draft: dict[str, Any], effect: Effect) -> dict[str, Any]:
    out = dict(draft)
    out.setdefault("session_id", effect.session_id)
    out["metadata"] = {**(out.get("metadata") or {}), "effect_id": effect.id}
    return out


def spawn_outcome(settings: Settings, effect: Spawn) -> list[dict[str, Any]]:
    """The outcome drafts of a spawn: the actor's events ending with agent.stop, or error + agent.stop."""
    from crumb import actors

    def emit(draft: dict[str, Any]) -> None:
        try:
            bus.submit_draft(settings, _stamp(draft, effect))
        except Exception as e:  # progress is best effort; the outcome is what counts
            log.warning("could not send progress for %s: %s", effect.id, e)

    started = time.monotonic()
    try:
        drafts = actors.run_spawn(effect, settings, emit=emit)
    except Exception as e:
        log.exception("spawn %s failed", effect.id)
        drafts = spawn_failure(effect, e, latency_ms=int((time.monotonic() - started) * 1000))
    # The stack's spend today, for the daily cap (crumb.spend): recorded once per effect id.
    return spend.stamp_stop(settings, effect.id, [_stamp(d, effect) for d in drafts])


def spawn_failure(effect: Spawn, error: BaseException, *, latency_ms: int) -> list[dict[str, Any]]:
    """error + agent.stop from the actor, for a spawn whose code raised."""
    actor = effect.actor
    reason = f"{type(error).__name__}: {error}"
    return [
        {
            "from": actor,
            "kind": "error",
            "body": f"{actor} failed: {reason}",
            "data": {"reason": "spawn_raised", "error": reason, "traceback": traceback.format_exc()[-2000:]},
        },
        {
            "from": actor,
            "kind": "agent.stop",
            "body": f"{actor} stopped after an error",
            "data": {"exit_code": 1},
            "metadata": {"latency_ms": latency_ms, "tokens_in": 0, "tokens_out": 0},
        },
    ]


def qa_outcome(settings: Settings, effect: QaCheck, pool: Any = None) -> list[dict[str, Any]]:
    """qa.result (always, exec_exit_code 2 when the check itself raised) plus artifact.created for screenshots."""
    session_dir = settings.session_dir(effect.session_id)
    entry = session_dir / effect.artifact
    out_dir = SessionPaths(session_dir).qa / _safe(effect.id)
    try:
        from crumb.qa import run_qa
        from crumb.qa.checkpool import CheckPool

        _refuse_links(
            settings, effect.session_id, entry.parent.relative_to(session_dir), out_dir.relative_to(session_dir)
        )
        _the_build(session_dir, effect)
        options = {"settings": settings, "spec": _spec(effect), "out_dir": out_dir, "rel_to": session_dir}
        # A worker's CheckPool runs it on a free lane (tried again if the browser died under it).
        report = (
            pool.run_qa(entry.parent, **options)
            if isinstance(pool, CheckPool)
            else run_qa(entry.parent, pool=pool, **options)
        )
        _the_build(session_dir, effect)  # and still the build when the check ends
        data = report.model_dump(mode="json")
    except QaError as e:  # the check refused to run: say why, as it is
        log.warning("qa_check %s: %s", effect.id, e)
        data = {"exec_exit_code": 2, "entry": entry.name, "checks": [], "findings": [str(e)]}
    except Exception as e:
        log.exception("qa_check %s could not run", effect.id)
        data = {
            "exec_exit_code": 2,
            "entry": entry.name,
            "checks": [],
            "findings": [f"the QA check raised: {type(e).__name__}: {e}"],
        }
    data["build_event_id"] = effect.build_event_id
    meta = {"deterministic": True, "tool": QA_TOOL, "visibility": "public"}
    drafts: list[dict[str, Any]] = [
        {
            "from": "system",
            "kind": "qa.result",
            "step": "qa",
            "parent_event_id": effect.build_event_id,
            "body": "QA not decided (exit 2): the machine was too busy"
            if data.get("busy")
            else f"QA {data.get('verdict') or 'error'} (exit {data['exec_exit_code']})",
            "data": data,
            "metadata": meta,
        }
    ]
    shots = _screenshots(session_dir, data.get("screenshots") or [])
    if shots:
        drafts.append(
            {
                "from": "system",
                "kind": "artifact.created",
                "body": f"{len(shots)} QA screenshot(s)",
                "artifacts": shots,
                "metadata": meta,
            }
        )
    return [_stamp(d, effect) for d in drafts]


def _refuse_links(settings: Settings, sid: str, *folders: Path) -> None:
    """QaError when a folder QA serves the game from or writes its evidence into goes through a
    symlink: an agent (the worker's user) can swap one in, for the game's files to come from, or the
    report to go to, any folder of the QA host (crumb.paths)."""
    for folder in folders:
        link = first_link(settings.sessions_dir, (sid, *folder.parts))
        if link:
            raise QaError(
                f"{link.split('/', 1)[-1]}: is a symlink; QA loads and writes only plain folders of the session"
            )


def _the_build(session_dir: Path, effect: QaCheck) -> None:
    """QaError when the published game is not the build the check was asked for (crumb.published)."""
    from crumb.published import drift

    why = drift(session_dir, effect.build_event_id, effect.inputs.get("artifacts"))
    if why:
        raise QaError(why)


def _spec(effect: QaCheck) -> Any:
    """The spec a qa_check effect carries, as the model run_qa takes (None when absent or unusable)."""
    from crumb.core.contracts import Spec

    raw = effect.inputs.get("spec")
    if raw is None or isinstance(raw, Spec):
        return raw
    try:
        return Spec.model_validate(raw)
    except ValueError as e:
        log.warning(
            "qa_check %s: the spec does not validate (%s); checking without acceptance predicates", effect.id, e
        )
        return None


def _screenshots(session_dir: Path, shots: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Screenshot artifacts with sha256 computed from the files on disk (never trusted from the report)."""
    out = []
    for shot in shots:
        path = session_dir / str(shot.get("path", ""))
        try:
            digest = hashlib.sha256(path.read_bytes()).hexdigest()
        except OSError:
            continue
        out.append({"path": str(shot["path"]), "sha256": digest, "role": "screenshot"})
    return out


def _safe(effect_id: str) -> str:
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in effect_id)
