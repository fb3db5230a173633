"""Acceptance criteria from the spec, evaluated in the page: action, wait, predicate."""

from __future__ import annotations

import json
import re
import secrets
import threading
from concurrent.futures import Future

from crumb.core.contracts import AcceptanceCriterion, AcceptanceResult
from crumb.qa import compare, probes
from crumb.qa.page import GamePage, Overran
from crumb.qa.scenario import Plan, begin
from crumb.qa.start import Start

# Indirect eval runs statements or an expression; a promise is not awaited (game time is frozen): it
# settles in QA's helper (init.js) under a key of this run's, which the game never sees. The arguments are
# read by index: unpacking them would go through the array's iterator, which the game can replace (and
# hand the page a predicate of its own); eval is the browser's own (init.js).
_RUN_JS = """(args) => {
  const src = args[0], key = args[1];
  const v = (0, eval)(src);
  if (v && typeof v.then === 'function') {
    window.__qa.await(key, v);
    return {pending: true};
  }
  return {value: !!v};
}"""
# Read by DevTools, never by Playwright's evaluate: its reply goes through the page's Object.keys and
# toJSON, which the game can replace to turn an outcome QA wrote into one it prefers.
_PENDING_JS = "window.__qa.awaited({})"
_SETTLE_MS = 100
_NO_PREDICATE = "no browser predicate: the verifier judges it"
# A predicate proves something of the game only if it could have failed without it. Each one that held
# is judged again on a blank page at the game's own address (same origin, viewport, clock and seeded
# random, no game and none of its files), after the same action and wait: one that holds there too
# (``true``, ``window.x || true``, one that reads only what its action wrote) proves nothing of the
# game, and a requirement it alone proves is unmet (crumb.core.ledger).
HELD_WITHOUT_GAME = "true on a blank page without the game too: it proves nothing of the game"
# One that does not hold there is judged once more on the same page given an empty hook
# (``window.__crumb = {}``): ``!!window.__crumb`` or ``window.__crumb.state !== 'over'`` hold on any
# game that has a hook, and prove only that it has one.
HELD_WITH_EMPTY_HOOK = (
    "true on a blank page given an empty window.__crumb too: it proves only that the game has a hook, nothing of it"
)
# On the blank page, in one call: the predicate as the page is (one that throws reads the game), then,
# where it did not hold, given an empty hook that is taken away again (the next criterion on the page is
# judged without it). A hook the criterion's action made is its own: there it is not judged again. A
# promise predicate is judged as the page is only.
_ON_BLANK_JS = """(() => {
  const run = () => { try { return (RUN)(ARGS); } catch (e) { return {value: false}; } };
  const bare = run();
  if (bare.pending || bare.value || window.__crumb !== undefined) return bare;
  window.__crumb = {};
  try { const hooked = run(); return {value: !hooked.pending && hooked.value, hook: true}; }
  finally { delete window.__crumb; }
})()"""
# A predicate is the spec's own code, run while game time stands still: one that loops (``while
# (true) {}``, or waiting for the game: ``while (!window.__crumb) {}`` on the blank page) never
# returns. The browser stops it after this share of the hang budget, before the watchdog would kill
# the page and call the game hung; the criterion fails as the spec's doing (``looped``), and the
# check goes on. A predicate reads the game; it does not wait for it (``wait_ms`` does).
PREDICATE_SHARE = 0.5
# A predicate that held only on text laid out where a player cannot see it (opacity 0, off the page, a
# transparent colour): the words are the game's, and it did not show them.
UNSEEN = "but false without the words on the page a player cannot see"
LOOPED = "game time stands still while a predicate runs: one that loops or waits never ends; the spec's to fix"
# A score is what a player sees of the game's count: where a predicate that reads the hook's score
# held after its criterion's action, the score is read again on a fresh game without the action, at
# the same game time. Another score there, with the screen alike either way, is a score the game keeps
# and never shows (a hook counting keys): the game's doing. (A predicate that held on what its action
# wrote, with the same score either way, is left be.)
HOOK_SCORE = re.compile(r"__crumb\s*(\.\s*score\b|\[\s*['\"]score['\"]\s*\])")
_SCORE_JS = """(() => { try { const s = window.__crumb.score; return typeof s === "number" ? s : null; }
  catch (e) { return null; } })()"""
UNSHOWN = "and the screen the same either way: the hook claims a score the screen does not show"


class Unacted:
    """The hook's score on a fresh game without any action, at the game time of each criterion that
    may need it (an action, and a predicate that reads the score): one fresh game read at each of
    their waits in turn, played by the first of them that passes and asks; the others wait for it.
    Where a criterion's score is the same either way, or cannot be read either way, the screen is
    not looked at, so most need no game of their own; one whose score differs is shown the screen
    of a game without its action, from this game (the first) or a fresh one (the others)."""

    def __init__(self, criteria: list[AcceptanceCriterion]) -> None:
        self.waits = sorted({c.wait_ms for c in criteria if _reads_the_score(c)})
        self._lock = threading.Lock()
        self._scores: dict[int, float | None] | None = None

    def score_at(
        self, page: GamePage, plan: Plan, started: Start, criterion: AcceptanceCriterion, scored: float
    ) -> tuple[float | None, bytes | None, bytes | None]:
        """The score without an action at ``criterion``'s game time; where it is another than
        ``scored`` and this call played the game, the screenshots with (taken first, from ``page`` as
        the criterion left it) and without the action at that time."""
        with self._lock:
            if self._scores is not None:
                return self._scores.get(criterion.wait_ms), None, None
            acted = page.shot(presented=True)  # the game without the action replaces it on this page
            self._scores, unacted_shot = _scores_unacted(page, plan, started, self.waits, criterion, scored)
            return self._scores.get(criterion.wait_ms), acted, unacted_shot


def _reads_the_score(criterion: AcceptanceCriterion) -> bool:
    return bool(criterion.action and criterion.predicate and HOOK_SCORE.search(criterion.predicate))


def _scores_unacted(
    page: GamePage, plan: Plan, started: Start, waits: list[int], criterion: AcceptanceCriterion, scored: float
) -> tuple[dict[int, float | None], bytes | None]:
    """One fresh game without an action, its score read at each of ``waits`` (none after the game
    threw), and its screen at ``criterion``'s where its score is not ``scored``."""
    from playwright.sync_api import Error

    scores: dict[int, float | None] = dict.fromkeys(waits)
    shot = None
    _fresh_game(page, plan, started, "acceptance without an action (scores at " + ", ".join(map(str, waits)) + " ms)")
    began = page.run_ms
    for wait in waits:
        try:
            page.advance(began + wait - page.run_ms)
        except Error:  # the game threw without the action: each criterion is judged by what it did with it
            break
        scores[wait] = _score(page, criterion)
        if wait == criterion.wait_ms and scores[wait] is not None and scores[wait] != scored:
            shot = page.shot(presented=True)
    return scores, shot


class Shared:
    """One check's criteria as jobs for whichever of its pages is free: the criteria with no action
    together (one fresh game), each one with an action alone (a fresh game of its own), longest
    first. The side page takes jobs once its own passes are done, the laptop's page when it gets
    here; every criterion is judged on a fresh game either way, at its own game time."""

    def __init__(self, criteria: list[AcceptanceCriterion]) -> None:
        self.criteria = criteria
        passive = [i for i, c in enumerate(criteria) if c.predicate and not c.action]
        jobs = [[i] for i, c in enumerate(criteria) if c.predicate and c.action]
        if len(passive) > 1:
            jobs.append(sorted(passive, key=lambda i: criteria[i].wait_ms))
        else:
            jobs += [[i] for i in passive]
        self._jobs = sorted(jobs, key=lambda job: -max(criteria[i].wait_ms for i in job))
        self._taken: list[tuple[list[int], Future[dict[int, AcceptanceResult]]]] = []
        self._lock = threading.Lock()
        self.judged_on: dict[str, str] = {}  # criterion id → the page that judged it (its phase's owner)
        self.unacted = Unacted(criteria)

    def left(self) -> bool:
        """Whether a job is still waiting for a page."""
        with self._lock:
            return bool(self._jobs)

    def work(self, page: GamePage, plan: Plan, started: Start, where: str, most: int | None = None) -> None:
        """Judge jobs on ``page`` until none is left (or ``most`` are done). A job that breaks off
        (the page hung or died) raises here and is judged again by ``results``."""
        done = 0
        while most is None or done < most:
            with self._lock:
                if not self._jobs:
                    return
                job = self._jobs.pop(0)
                future: Future[dict[int, AcceptanceResult]] = Future()
                self._taken.append((job, future))
            try:
                future.set_result(_judge_job(page, plan, started, [(i, self.criteria[i]) for i in job], self.unacted))
            except BaseException as e:
                future.set_exception(e)
                raise
            self.judged_on.update((self.criteria[i].id, where) for i in job)
            done += 1

    def results(self, page: GamePage, plan: Plan, started: Start, where: str) -> list[AcceptanceResult]:
        """Judge what is left on ``page``, wait for what the other page took, and return every
        criterion's result in the spec's order; a job the other page broke off is judged here."""
        self.work(page, plan, started, where)
        found: dict[int, AcceptanceResult] = {}
        for job, future in list(self._taken):
            try:
                found.update(future.result())
            except Exception:
                found.update(_judge_job(page, plan, started, [(i, self.criteria[i]) for i in job], self.unacted))
                self.judged_on.update((self.criteria[i].id, where) for i in job)
        return [
            found[i] if i in found else AcceptanceResult(id=c.id, status="skip", detail=_NO_PREDICATE)
            for i, c in enumerate(self.criteria)
        ]


def evaluate_all(
    page: GamePage, plan: Plan, started: Start, criteria: list[AcceptanceCriterion]
) -> list[AcceptanceResult]:
    """Every criterion's result, in the spec's order, all judged on ``page``."""
    return Shared(criteria).results(page, plan, started, "this page")


def _judge_job(
    page: GamePage,
    plan: Plan,
    started: Start,
    job: list[tuple[int, AcceptanceCriterion]],
    unacted: Unacted | None = None,
) -> dict[int, AcceptanceResult]:
    """Judge the job's criteria on the game (``_on_the_game``), then each that held on a blank page."""
    results = _on_the_game(page, plan, started, job, unacted)
    held = [(i, c) for i, c in job if results[i].status == "pass"]
    for i, found in without_game(page, held).items():
        if isinstance(found, Overran):  # it proves nothing either way, and it hangs a page: the spec's to fix
            results[i] = _looped(dict(job)[i], found, " on a blank page without the game")
        elif found:
            results[i] = results[i].model_copy(
                update={"held_without_game": True, "detail": f"{results[i].detail}; {found}"}
            )
    return results


def without_game(page: GamePage, criteria: list[tuple[int, AcceptanceCriterion]]) -> dict[int, str | Overran]:
    """Each of ``criteria`` judged on a blank page after its action and wait (the ones without an
    action on one page, in the order of their waits; each with one on a page of its own): how its
    predicate held there (empty: it did not), or how it overran its time. No game runs there: a loop
    is the spec's."""
    found: dict[int, str | Overran] = {}
    passive = sorted((ic for ic in criteria if not ic[1].action), key=lambda ic: ic[1].wait_ms)
    for group in ([passive] if passive else []) + [[ic] for ic in criteria if ic[1].action]:
        with page.blank(f"acceptance without the game ({', '.join(c.id for _, c in group)})"):
            for i, criterion in group:
                found[i] = _holds_without_game(page, criterion)
    return found


def _holds_without_game(page: GamePage, criterion: AcceptanceCriterion) -> str | Overran:
    from playwright.sync_api import Error

    assert criterion.predicate is not None  # only criteria that held get here
    try:
        if criterion.action:
            _run(page, f"action of {criterion.id} without the game", criterion.action, bounded=True)
    except (Error, Overran):
        pass  # an action that needs the game throws (or waits for it) here: the predicate is judged all the same
    page.advance(max(0, criterion.wait_ms - page.run_ms))
    label = f"predicate of {criterion.id} without the game"
    key = secrets.token_hex(16)
    expression = _ON_BLANK_JS.replace("(RUN)(ARGS)", f"({_RUN_JS})({json.dumps([criterion.predicate, key])})")
    try:
        found = page.run_bounded(label, expression, page.dog.hang_s * PREDICATE_SHARE)
        held = _settled(page, label, found, key)
    except Error:
        return ""  # a promise predicate that rejects: it reads the game
    except Overran as e:
        return e
    if not held:
        return ""
    return HELD_WITH_EMPTY_HOOK if found.get("hook") else HELD_WITHOUT_GAME


def _on_the_game(
    page: GamePage,
    plan: Plan,
    started: Start,
    job: list[tuple[int, AcceptanceCriterion]],
    unacted: Unacted | None = None,
) -> dict[int, AcceptanceResult]:
    """One criterion on a fresh game of its own, or the criteria with no action on one fresh game,
    judged in the order of their waits, each at the game time a fresh game of its own would have
    reached (the clock is virtual and the random seeded). One that a slow (promise) predicate before
    it has overtaken is judged on a fresh game of its own."""
    from playwright.sync_api import Error

    if len(job) == 1:
        i, criterion = job[0]
        return {i: evaluate(page, plan, started, criterion, unacted)}
    results: dict[int, AcceptanceResult] = {}
    _fresh_game(page, plan, started, "acceptance " + ", ".join(c.id for _, c in job))
    began = page.run_ms
    for i, criterion in job:
        due = began + criterion.wait_ms
        if page.run_ms > due:
            break
        try:
            page.advance(due - page.run_ms)
        except Error as e:
            results[i] = _threw(criterion, e)
            break
        results[i] = _judge(page, criterion)
    for i, criterion in job:
        if i not in results:
            results[i] = evaluate(page, plan, started, criterion, unacted)
    return results


def evaluate(
    page: GamePage, plan: Plan, started: Start, criterion: AcceptanceCriterion, unacted: Unacted | None = None
) -> AcceptanceResult:
    """Load a fresh game, start it, run the action, wait, then judge the predicate (``unacted``: the
    scores without an action this check's criteria share, else a fresh game of this one's own)."""
    from playwright.sync_api import Error

    if not criterion.predicate:
        return AcceptanceResult(id=criterion.id, status="skip", detail=_NO_PREDICATE)
    _fresh_game(page, plan, started, f"acceptance {criterion.id}")
    try:
        if criterion.action:
            _run(page, f"action of {criterion.id}", criterion.action)
        page.advance(criterion.wait_ms)
    except Error as e:
        return _threw(criterion, e)
    result = _judge(page, criterion)
    if result.status == "pass" and _reads_the_score(criterion):
        unshown = _score_unshown(page, plan, started, criterion, unacted or Unacted([criterion]))
        if unshown:
            return result.model_copy(update={"status": "fail", "detail": f"{result.detail}, but {unshown}"})
    return result


def _score_unshown(page: GamePage, plan: Plan, started: Start, criterion: AcceptanceCriterion, unacted: Unacted) -> str:
    """How the action changed the hook's score where the screen did not change (``compare.alike``
    against a fresh game without the action, at the same game time); '' when the screen shows it, the
    score is the same either way, or it cannot be read."""
    from playwright.sync_api import Error

    scored = _score(page, criterion)
    if scored is None:
        return ""
    without, acted, unacted_shot = unacted.score_at(page, plan, started, criterion, scored)
    if without is None or without == scored:
        return ""
    if acted is None:  # the game without an action was another criterion's: this one's screens, as it had them
        acted = page.shot(presented=True)
        _fresh_game(page, plan, started, f"acceptance {criterion.id} without its action")
        try:
            page.advance(criterion.wait_ms)
        except Error:  # the game threw without the action: it is judged by what it did with it
            return ""
        unacted_shot = page.shot(presented=True)
    if unacted_shot is None or not compare.alike(acted, unacted_shot):
        return ""
    return (
        f"its action made window.__crumb.score {scored:g} where a fresh game without it has {without:g} "
        f"at the same game time, {UNSHOWN}"
    )


def _score(page: GamePage, criterion: AcceptanceCriterion) -> float | None:
    """The hook's score now, if it is a number (a getter that throws or loops gives none)."""
    from playwright.sync_api import Error

    try:
        found = page.run_bounded(f"the score after {criterion.id}", _SCORE_JS, page.dog.hang_s * PREDICATE_SHARE)
    except (Error, Overran):
        return None
    return float(found) if isinstance(found, int | float) and not isinstance(found, bool) else None


def _fresh_game(page: GamePage, plan: Plan, started: Start, phase: str) -> None:
    begin(page, plan, phase, started)


def _judge(page: GamePage, criterion: AcceptanceCriterion) -> AcceptanceResult:
    """Evaluate the predicate now: pass, fail, or fail with what it threw."""
    from playwright.sync_api import Error

    assert criterion.predicate is not None  # a criterion without one is skipped before it gets here
    try:
        outcome = _run(page, f"predicate of {criterion.id}", criterion.predicate, bounded=True)
    except Error as e:
        return _threw(criterion, e)
    except Overran as e:
        return _looped(criterion, e, "")
    if outcome is None:
        return AcceptanceResult(id=criterion.id, status="fail", detail="the predicate's promise never settled")
    detail = f"{criterion.predicate[:120]} → {'true' if outcome else 'false'}"
    hidden = _held_on_unseen_words(page, criterion) if outcome else ""
    if hidden:
        return AcceptanceResult(id=criterion.id, status="fail", detail=f"{detail}, {UNSEEN}: {hidden!r}")
    return AcceptanceResult(id=criterion.id, status="pass" if outcome else "fail", detail=detail)


def _held_on_unseen_words(page: GamePage, criterion: AcceptanceCriterion) -> str:
    """The words a player cannot see that the predicate held on (``probes.UNSEEN_WORDS``): it is false
    at the same game time with them taken out; '' when it holds on what is shown, or cannot be told."""
    from playwright.sync_api import Error

    label = f"predicate of {criterion.id} on the words a player sees"
    script = f"({probes.UNSEEN_WORDS})({json.dumps([criterion.predicate])})"
    try:
        found = page.run_bounded(label, script, page.dog.hang_s * PREDICATE_SHARE)
    except (Error, Overran):
        return ""  # it ran once already: what it does a second time is not the game's to answer for
    if not isinstance(found, dict) or found.get("held", True):
        return ""
    return str(found.get("hidden", ""))


def _threw(criterion: AcceptanceCriterion, e: Exception) -> AcceptanceResult:
    message = getattr(e, "message", str(e))
    return AcceptanceResult(id=criterion.id, status="fail", detail=f"threw: {_first_line(message)}")


def _looped(criterion: AcceptanceCriterion, e: Overran, where: str) -> AcceptanceResult:
    """The criterion failed by its own predicate: it did not return (``where``), the spec's doing."""
    detail = f"{(criterion.predicate or '')[:120]} did not return within {e.limit_s:g} s{where}: {LOOPED}"
    return AcceptanceResult(id=criterion.id, status="fail", detail=detail, looped=True)


def _run(page: GamePage, label: str, source: str, bounded: bool = False) -> bool | None:
    """Run a spec's script; ``bounded``: stopped after PREDICATE_SHARE of the hang budget (``Overran``).
    An action on the game is not: it runs the game's own code, and a hang there is the game's."""

    key = secrets.token_hex(16)
    if bounded:
        limit_s = page.dog.hang_s * PREDICATE_SHARE
        result = page.run_bounded(label, f"({_RUN_JS})({json.dumps([source, key])})", limit_s)
    else:
        result = page.evaluate(label, _RUN_JS, [source, key])
    return _settled(page, label, result, key)


def _settled(page: GamePage, label: str, result: dict, key: str) -> bool | None:
    """A script's value, or, for a promise, what it settled to after _SETTLE_MS of game time."""
    from playwright.sync_api import Error

    if not result.get("pending"):
        return result["value"]
    page.advance(_SETTLE_MS)
    settled = page.run_bounded(label, _PENDING_JS.format(json.dumps(key)), page.dog.hang_s * PREDICATE_SHARE)
    if not settled or not settled.get("done"):
        return None
    if "error" in settled:
        raise Error(settled["error"])
    return settled["value"]


def _first_line(message: str) -> str:
    lines = [line for line in message.splitlines() if line.strip()]
    return (lines[0] if lines else message).removeprefix("Page.evaluate: ")[:300]
