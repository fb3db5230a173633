"""The one recording executor every test shares: it keeps what the coordinator dispatched and runs nothing."""

from __future__ import annotations

from crumb.core.effects import Effect


class RecordingExecutor:
    """An :class:`crumb.executors.Executor` that records dispatches and revocations (the executor contract's fake)."""

    def __init__(self) -> None:
        self.dispatched: list[Effect] = []
        self.revoked: list[str] = []

    def dispatch(self, effect: Effect) -> None:
        self.dispatched.append(effect)

    def revoke(self, effect_id: str) -> None:
        self.revoked.append(effect_id)
