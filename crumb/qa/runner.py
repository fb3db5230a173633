"""``run_qa``: the deterministic QA check of one game folder, from files to a ``QaReport``."""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from crumb.config import Settings
from crumb.core.contracts import QaReport, Spec
from crumb.errors import QaError
from crumb.qa import artifact, checks, procs, trace
from crumb.qa.evidence import Evidence, cut
from crumb.qa.ledger import Ledger
from crumb.qa.page import GamePage
from crumb.qa.pool import BrowserPool
from crumb.qa.side import Side, merge
from crumb.qa.watchdog import Hung, Watchdog

REPORT_NAME = "report.json"


def run_qa(
    game_dir: Path,
    *,
    settings: Settings,
    spec: Spec | None = None,
    out_dir: Path | None = None,
    rel_to: Path | None = None,
    pool: BrowserPool | None = None,
) -> QaReport:
    """Check a game folder in a real browser and return the evidence; never raises for a bad game."""
    began, meter = time.perf_counter(), procs.CpuMeter()
    if spec is not None and not isinstance(spec, Spec):
        raise QaError(f"spec must be a crumb.core.contracts.Spec, not {type(spec).__name__}")
    out = Path(out_dir) if out_dir is not None else Path(tempfile.mkdtemp(prefix="crumb-qa-"))
    ledger = Ledger(out, Path(rel_to) if rel_to is not None else out)
    game_dir = Path(game_dir)
    try:
        report = _run(game_dir, settings, spec, ledger, pool, began, meter)
    except Exception as e:  # the check itself broke: still a report, with what was decided so far
        said = cut(f"{type(e).__name__}: {e}")  # in every undecided check: a long text once is enough
        ledger.fill("fail", f"not decided: the QA check itself failed ({said})")
        report = ledger.report(exec_exit_code=2)
        report.findings.append(f"qa-check exception: {said}")
    report.runtime_ms = round((time.perf_counter() - began) * 1000)
    report.cpu_ms = report.cpu_ms or round(meter.used() * 1000)
    _save(report, out)
    return report


def _save(report: QaReport, out: Path) -> None:
    try:
        out.mkdir(parents=True, exist_ok=True)
        (out / REPORT_NAME).write_text(report.model_dump_json(indent=2))
    except OSError as e:
        raise QaError(f"cannot write the QA report into {out} ({e.strerror}); pass a writable out_dir") from e


def _run(
    game_dir: Path,
    settings: Settings,
    spec: Spec | None,
    ledger: Ledger,
    pool: BrowserPool | None,
    began: float,
    meter: procs.CpuMeter,
) -> QaReport:
    with ledger.timing("entry"):
        entry, found = artifact.find_entry(game_dir)
    ledger.decide("entry", "pass" if entry else "fail", found)
    loadable = True
    if game_dir.is_dir():
        with ledger.timing("limits"):
            loadable = checks.limits(game_dir, settings, ledger)
    if entry is None or not loadable:
        ledger.fill("skip", "not run: there is no entry to load" if entry is None else "not run: see limits")
        return ledger.report()
    own = pool is None
    pool = pool or BrowserPool(settings)
    try:
        if own:
            _launch(pool)
        evidence, cpu_s = _in_browser(game_dir, entry, settings, spec, ledger, pool, began, meter)
    finally:
        if own:
            pool.close()
    return ledger.report(
        entry=entry,
        console_errors=evidence.console_errors,
        page_errors=evidence.page_errors,
        blocked_requests=evidence.blocked,
        game_time_ms=evidence.game_time_ms,
        cpu_ms=round(cpu_s * 1000),
    )


def _launch(pool: BrowserPool) -> None:
    """Launch a new pool's browsers now: with ``qa_lanes`` = 2 the phone lane's launches on its own
    thread beside this one, not when the side page first asks for it (after the laptop's first load).
    A launch that fails here fails again where the check opens its page, and is reported there."""
    try:
        pool.warm()
    except Exception:
        pass


def _in_browser(
    game_dir: Path,
    entry: str,
    settings: Settings,
    spec: Spec | None,
    ledger: Ledger,
    pool: BrowserPool,
    began: float,
    meter: procs.CpuMeter,
) -> tuple[Evidence, float]:
    """Run the browser checks; return the evidence and the CPU seconds used, read while the page's
    renderer still lives."""
    total_s = settings.qa_timeout_s - (time.perf_counter() - began)
    side: Side[checks.Phone] = Side(pool, game_dir, entry, settings, began)
    with Watchdog(
        total_s=total_s,
        hang_s=min(settings.qa_hang_s, settings.qa_timeout_s),
        kill=pool.kill,
        gone=pool.browser_gone,
        reading=procs.browsers_reading,
    ) as dog:
        page = None
        try:
            page = GamePage(pool, game_dir, entry, dog)
            checks.play_all(page, spec, ledger, side)
            if changed := page.changed_builtins():
                ledger.finding(
                    "minor",
                    f"the game replaced the browser's own {cut(changed)}: what QA and its clock read through "
                    "them (the frame rate among them) may not be what a player's browser shows",
                )
            ledger.decide(
                "timeout",
                "pass",
                f"finished in {time.perf_counter() - began:.1f} s (limit {settings.qa_timeout_s:g} s)",
            )
        except Hung as hung:
            if hung.out_of_time and (why := dog.busy()):
                checks.busy(hung, why, settings.qa_timeout_s, ledger)
            else:
                checks.hung(hung, side.page if side.hung is hung else page, ledger)
        except Exception as e:
            # QA's own scripts read the page through its built-ins: one the game replaced is the game's
            # doing, judged as such; anything else is QA's failure (run_qa, exit 2).
            for where in (page, side.page):
                changed = where.changed_builtins() if where is not None else ""
                if changed:
                    checks.replaced_builtins(changed, e, where, ledger)
                    break
            else:
                raise
        finally:
            side.settle()  # a side page still playing (the laptop's runs broke off) finishes first
            cpu_s = meter.used()
            if page is not None:
                page.close()
        evidence = page.evidence if page is not None else Evidence()
        if side.page is not None:
            merge(evidence, side.page.evidence)
            side.close()
        checks.verdicts_from_evidence(evidence, ledger)
    if dog.fired is not None or side.hung is not None:
        pool.recycle()  # what this game's hang left running must not judge the next game
    return evidence, cpu_s


def run_replay(
    game_dir: Path, trace_path: Path, *, settings: Settings, pool: BrowserPool | None = None
) -> trace.Replayed:
    """Replay the trace at ``trace_path`` on the game in ``game_dir`` in a new browser context."""
    data = trace.load(trace_path)
    entry, found = artifact.find_entry(Path(game_dir))
    if entry is None:
        raise QaError(f"no game to replay the trace on in {game_dir}: {found}")
    if entry != data.get("entry", entry):
        raise QaError(
            f"the trace was recorded on {data['entry']}, but {game_dir} has {entry}: pass the game it came from"
        )
    own = pool is None
    pool = pool or BrowserPool(settings)
    try:
        with Watchdog(
            total_s=settings.qa_timeout_s,
            hang_s=settings.qa_hang_s,
            kill=pool.kill,
            gone=pool.browser_gone,
            reading=procs.browsers_reading,
        ) as dog:
            page = GamePage(pool, Path(game_dir), entry, dog, seed=int(data.get("page_seed", 0)) or None)
            try:
                return trace.Replayed(trace.replay(page, data), page.evidence.errors())
            except Hung as hung:
                raise QaError(f"the game hung during the replay while trying to {hung.label}") from hung
            finally:
                page.close()
    finally:
        if own:
            pool.close()
