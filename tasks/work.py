"""What an effect task does, without Celery: claim the effect, run it, submit its outcome.

The Celery tasks (``tasks/__init__.py``) and :class:`crumb.executors.InlineExecutor` both call
:func:`run_effect`. Tasks only submit drafts to the ingest stream; the coordinator writes them.

At-least-once delivery, exactly-once outcome: the task claims ``{ns}:effect:{id}`` with
``SET NX`` and a short TTL it keeps renewing while it runs. A duplicate that finds the claim
held waits: when the holder finishes the claim says ``done`` and the duplicate does nothing;
when the holder died the claim expires and the duplicate runs the effect. The coordinator's
outstanding check drops any second outcome that still slips through.
"""

from __future__ import annotations

import hashlib
import logging
import threading
import time
import traceback
import uuid
from pathlib import Path
from typing import Any, Callable

from crumb import bus
from crumb.config import Settings
from crumb.connections import keys, redis_client, redis_errors
from crumb.core.effects import Effect

log = logging.getLogger("crumb.tasks")

DONE = "done"
DONE_TTL_S = 7 * 24 * 3600
QA_TOOL = "qa-check-effect@v1"

_RENEW = """
if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end
return 0
"""


class Claim:
    """This process's claim on one effect, renewed in the background while the effect runs."""

    def __init__(self, settings: Settings, effect_id: str) -> None:
        self.settings = settings
        self.key = keys(settings).effect(effect_id)
        self.token = f"run:{uuid.uuid4().hex}"
        self.ttl_ms = max(1000, int(settings.lease_ttl_s * 1000))
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def acquire(self, give_up_after_s: float) -> bool:
        """Take the claim; wait while a live holder runs; False when the effect is already done."""
        r = redis_client(self.settings)
        deadline = time.monotonic() + give_up_after_s
        while True:
            with redis_errors(self.settings, f"claiming {self.key}"):
                if r.set(self.key, self.token, nx=True, px=self.ttl_ms):
                    self._start_renewing()
                    return True
                holder = r.get(self.key)
            if holder == DONE:
                return False
            if time.monotonic() > deadline:
                return False
            time.sleep(min(1.0, self.ttl_ms / 4000))

    def _start_renewing(self) -> None:
        def renew() -> None:
            r = redis_client(self.settings)
            while not self._stop.wait(self.ttl_ms / 3000):
                try:
                    r.eval(_RENEW, 1, self.key, self.token, self.ttl_ms)
                except Exception as e:  # a blip: the next renewal may succeed before the TTL runs out
                    log.warning("could not renew %s: %s", self.key, e)

        self._thread = threading.Thread(target=renew, name=f"claim {self.key}", daemon=True)
        self._thread.start()

    def finish(self) -> None:
        """Mark the effect done so a late duplicate does nothing."""
        self._stop.set()
        with redis_errors(self.settings, f"marking {self.key} done"):
            redis_client(self.settings).set(self.key, DONE, ex=DONE_TTL_S)

    def abandon(self) -> None:
        self._stop.set()


def run_effect(settings: Settings, effect: Effect, *, pool: Any = None) -> str:
    """Run one spawn or qa_check effect and submit its outcome; returns what happened."""
    claim = Claim(settings, effect.id)
    if not claim.acquire(give_up_after_s=_time_limit_s(settings, effect)):
        log.info("effect %s already done elsewhere: nothing to do", effect.id)
        return "duplicate"
    try:
        drafts = qa_outcome(settings, effect, pool) if effect.type == "qa_check" else spawn_outcome(settings, effect)
        bus.submit_outcome(settings, effect.id, effect.session_id, drafts)
    except BaseException:
        claim.abandon()  # let a redelivery run it again
        raise
    claim.finish()
    return "ran"


def _time_limit_s(settings: Settings, effect: Effect) -> float:
    return settings.qa_timeout_s + 30 if effect.type == "qa_check" else settings.spawn_timeout_min * 60 + 60


def _stamp(draft: dict[str, Any], effect: Effect) -> dict[str, Any]:
    out = dict(draft)
    out.setdefault("session_id", effect.session_id)
    out["metadata"] = {**(out.get("metadata") or {}), "effect_id": effect.id}
    return out


def spawn_outcome(settings: Settings, effect: Effect) -> list[dict[str, Any]]:
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
    return [_stamp(d, effect) for d in drafts]


def spawn_failure(effect: Effect, error: BaseException, *, latency_ms: int) -> list[dict[str, Any]]:
    """error + agent.stop from the actor, for a spawn whose code raised."""
    actor = effect.actor or "system"
    reason = f"{type(error).__name__}: {error}"
    return [
        {
            "from": actor, "kind": "error", "body": f"{actor} failed: {reason}",
            "data": {"reason": "spawn_raised", "error": reason, "traceback": traceback.format_exc()[-2000:]},
        },
        {
            "from": actor, "kind": "agent.stop", "body": f"{actor} stopped after an error",
            "data": {"exit_code": 1}, "metadata": {"latency_ms": latency_ms, "tokens_in": 0, "tokens_out": 0},
        },
    ]  # fmt: skip


def qa_outcome(settings: Settings, effect: Effect, pool: Any = None) -> list[dict[str, Any]]:
    """qa.result (always, exec_exit_code 2 when the check itself raised) plus artifact.created for screenshots."""
    session_dir = settings.session_dir(effect.session_id)
    entry = session_dir / (effect.artifact or "artifacts/game/index.html")
    try:
        from crumb.qa import run_qa

        report = run_qa(
            entry.parent, settings=settings, spec=_spec(effect),
            out_dir=session_dir / "artifacts" / "qa" / _safe(effect.id), rel_to=session_dir, pool=pool,
        )  # fmt: skip
        data = report.model_dump(mode="json")
    except Exception as e:
        log.exception("qa_check %s could not run", effect.id)
        data = {"exec_exit_code": 2, "entry": entry.name, "checks": [], "findings": [f"the QA check raised: {type(e).__name__}: {e}"]}
    data["build_event_id"] = effect.build_event_id
    meta = {"deterministic": True, "tool": QA_TOOL, "visibility": "public"}
    drafts = [
        {
            "from": "system", "kind": "qa.result", "step": "qa", "parent_event_id": effect.build_event_id,
            "body": f"QA {data.get('verdict') or 'error'} (exit {data['exec_exit_code']})", "data": data, "metadata": meta,
        }
    ]  # fmt: skip
    shots = _screenshots(session_dir, data.get("screenshots") or [])
    if shots:
        drafts.append({"from": "system", "kind": "artifact.created", "body": f"{len(shots)} QA screenshot(s)", "artifacts": shots, "metadata": meta})
    return [_stamp(d, effect) for d in drafts]


def _spec(effect: Effect) -> Any:
    """The spec a qa_check effect carries, as the model run_qa takes (None when absent or unusable)."""
    from crumb.core.contracts import Spec

    raw = (effect.inputs or {}).get("spec")
    if raw is None or isinstance(raw, Spec):
        return raw
    try:
        return Spec.model_validate(raw)
    except ValueError as e:
        log.warning("qa_check %s: the spec does not validate (%s); checking without acceptance predicates", effect.id, e)
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


Runner = Callable[[Settings, Effect], str]
