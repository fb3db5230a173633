"""Acceptance criteria from the spec, evaluated in the page: action, wait, predicate."""

from __future__ import annotations

from crumb.core.contracts import AcceptanceCriterion, AcceptanceResult
from crumb.qa.page import GamePage
from crumb.qa.scenario import Plan, begin
from crumb.qa.start import Start

# Indirect eval runs statements or an expression; a promise is not awaited (game time is frozen).
_RUN_JS = """(src) => {
  const v = (0, eval)(src);
  if (v && typeof v.then === 'function') {
    window.__qaPending = {done: false};
    v.then(x => { window.__qaPending = {done: true, value: !!x}; },
           e => { window.__qaPending = {done: true, error: String(e && e.message || e)}; });
    return {pending: true};
  }
  return {value: !!v};
}"""
_PENDING_JS = "() => window.__qaPending"
_SETTLE_MS = 100


def evaluate_all(
    page: GamePage, plan: Plan, started: Start, criteria: list[AcceptanceCriterion]
) -> list[AcceptanceResult]:
    """Every criterion's result, in the spec's order.

    The criteria with no action share one fresh game and are judged in the order of their waits,
    each at the game time a fresh game of its own would have reached (the clock is virtual and the
    random seeded): one load instead of one per criterion. One that a slow (promise) predicate
    before it has overtaken is judged on a fresh game of its own, like every criterion with an action.
    """
    from playwright.sync_api import Error

    results: dict[int, AcceptanceResult] = {}
    passive = sorted(
        (i for i, c in enumerate(criteria) if c.predicate and not c.action), key=lambda i: criteria[i].wait_ms
    )
    if len(passive) > 1:
        _fresh_game(page, plan, started, "acceptance " + ", ".join(criteria[i].id for i in passive))
        began = page.run_ms
        for i in passive:
            due = began + criteria[i].wait_ms
            if page.run_ms > due:
                break
            try:
                page.advance(due - page.run_ms)
            except Error as e:
                results[i] = _threw(criteria[i], e)
                break
            results[i] = _judge(page, criteria[i])
    return [results[i] if i in results else evaluate(page, plan, started, c) for i, c in enumerate(criteria)]


def evaluate(page: GamePage, plan: Plan, started: Start, criterion: AcceptanceCriterion) -> AcceptanceResult:
    """Load a fresh game, start it, run the action, wait, then judge the predicate."""
    from playwright.sync_api import Error

    if not criterion.predicate:
        return AcceptanceResult(id=criterion.id, status="skip", detail="no browser predicate: the verifier judges it")
    _fresh_game(page, plan, started, f"acceptance {criterion.id}")
    try:
        if criterion.action:
            _run(page, f"action of {criterion.id}", criterion.action)
        page.advance(criterion.wait_ms)
    except Error as e:
        return _threw(criterion, e)
    return _judge(page, criterion)


def _fresh_game(page: GamePage, plan: Plan, started: Start, phase: str) -> None:
    begin(page, plan, phase, started)


def _judge(page: GamePage, criterion: AcceptanceCriterion) -> AcceptanceResult:
    """Evaluate the predicate now: pass, fail, or fail with what it threw."""
    from playwright.sync_api import Error

    assert criterion.predicate is not None  # a criterion without one is skipped before it gets here
    try:
        outcome = _run(page, f"predicate of {criterion.id}", criterion.predicate)
    except Error as e:
        return _threw(criterion, e)
    if outcome is None:
        return AcceptanceResult(id=criterion.id, status="fail", detail="the predicate's promise never settled")
    detail = f"{criterion.predicate[:120]} → {'true' if outcome else 'false'}"
    return AcceptanceResult(id=criterion.id, status="pass" if outcome else "fail", detail=detail)


def _threw(criterion: AcceptanceCriterion, e: Exception) -> AcceptanceResult:
    message = getattr(e, "message", str(e))
    return AcceptanceResult(id=criterion.id, status="fail", detail=f"threw: {_first_line(message)}")


def _run(page: GamePage, label: str, source: str) -> bool | None:
    from playwright.sync_api import Error

    result = page.evaluate(label, _RUN_JS, source)
    if not result.get("pending"):
        return result["value"]
    page.advance(_SETTLE_MS)
    settled = page.evaluate(label, _PENDING_JS)
    if not settled or not settled.get("done"):
        return None
    if "error" in settled:
        raise Error(settled["error"])
    return settled["value"]


def _first_line(message: str) -> str:
    lines = [line for line in message.splitlines() if line.strip()]
    return (lines[0] if lines else message).removeprefix("Page.evaluate: ")[:300]
