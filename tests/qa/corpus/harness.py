"""The QA corpus: labelled games (hand-made here, real ones kept outside the repo) and their broken variants.

A case is materialised into a temporary folder (engine library copied in, transform applied) and checked
with ``crumb.qa.run_qa`` exactly as a user's game would be.
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from crumb.config import Settings
from crumb.core.contracts import QaReport
from crumb.qa import BrowserPool, run_qa
from tests.qa.corpus.variants import TRANSFORMS

CORPUS = Path(__file__).resolve().parent
REPO = CORPUS.parents[2]
MADE = CORPUS / "made"
ENGINES = REPO / ".tools" / "engines" / "node_modules"
VERDICTS = ("playable", "limited", "broken")
# Where the real games may live, first found wins: the environment, beside the checkout, this machine.
REAL_ENV = "CRUMB_QA_CORPUS"
REAL_PLACES = (REPO.parent / "shared" / "qa-corpus", Path("/work/corpus/real"))


@dataclass(frozen=True)
class Case:
    """One labelled game: where it comes from, what a careful player would say, and which checks say why."""

    name: str  # made/<game>, real/<game>, or <base>+<transform>
    source: Path
    expect: str
    reason: str
    fails: tuple[str, ...] = ()
    passes: tuple[str, ...] = ()
    fast: bool = False
    engine: tuple[str, str] | None = None  # (file under .tools/engines/node_modules, where it goes in the game)
    transform: str | None = None
    entry: str | None = None

    @property
    def kind(self) -> str:
        return "variant" if self.transform else self.name.split("/", 1)[0]


def real_root() -> Path | None:
    """The folder of real games, or None when this machine has none."""
    places = [Path(os.environ[REAL_ENV])] if os.environ.get(REAL_ENV) else list(REAL_PLACES)
    return next((p for p in places if (p / "SOURCES.md").is_file()), None)


def _case(kind: str, root: Path, label: dict) -> Case:
    engine = label.get("engine")
    case = Case(
        name=f"{kind}/{label['name']}",
        source=root / label.get("dir", label["name"]),
        expect=label["expect"],
        reason=label["reason"],
        fails=tuple(label.get("fails", ())),
        passes=tuple(label.get("passes", ())),
        fast=bool(label.get("fast")),
        entry=label.get("entry"),
        engine=(f"{engine['package']}/{engine['file']}", engine["to"]) if engine else None,
    )
    if case.expect not in VERDICTS:
        raise ValueError(f"{case.name}: expect must be one of {VERDICTS}, not {case.expect!r}")
    return case


def load_cases(real: Path | None = None) -> list[Case]:
    """Every labelled case: the made games, the real ones when ``real`` is given, and the variants of both."""
    made = json.loads((CORPUS / "made.json").read_text())
    cases = [_case("made", MADE, g) for g in made["games"]]
    if real is not None:
        cases += [_case("real", real, g) for g in json.loads((CORPUS / "real.json").read_text())["games"]]
    by_name = {c.name: c for c in cases}
    for v in made["variants"]:
        base = by_name.get(v["base"])
        if base is None:
            if v["base"].startswith("real/") and real is None:
                continue
            raise ValueError(f"variant of an unknown game {v['base']!r}")
        if v["transform"] not in TRANSFORMS:
            raise ValueError(f"unknown transform {v['transform']!r}; known: {sorted(TRANSFORMS)}")
        cases.append(
            Case(
                name=f"{v['base']}+{v['transform']}",
                source=base.source,
                expect="broken",
                reason=(TRANSFORMS[v["transform"]].__doc__ or "").strip(),
                fails=tuple(v["fails"]),
                fast=bool(v.get("fast")),
                engine=base.engine,
                transform=v["transform"],
                entry=base.entry,
            )
        )
    return cases


def missing_engines(cases: list[Case]) -> list[str]:
    """Engine files the cases need that ``make engines`` has not installed."""
    return sorted({c.engine[0] for c in cases if c.engine and not (ENGINES / c.engine[0]).is_file()})


def materialise(case: Case, into: Path) -> tuple[Path, str]:
    """Copy the game into ``into``, add its engine, apply its transform; return the folder and what was done."""
    if not case.source.is_dir():
        raise FileNotFoundError(f"{case.name}: no game folder at {case.source}")
    game = into / case.name.replace("/", "-")
    shutil.copytree(case.source, game, symlinks=True)
    if case.engine:
        library = ENGINES / case.engine[0]
        if not library.is_file():
            raise FileNotFoundError(f"{library} is missing: run `make engines`")
        (game / case.engine[1]).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(library, game / case.engine[1])
    done = TRANSFORMS[case.transform](game) if case.transform else "as published"
    return game, done


def got_verdict(report: QaReport) -> str:
    """The report's graded verdict; a report from before the graded verdict is read from its exit code."""
    if report.verdict is not None:
        return report.verdict
    return {0: "playable", 1: "broken"}.get(report.exec_exit_code, "error")


def failing(report: QaReport) -> list[str]:
    return [c.name for c in report.checks if c.status == "fail"]


def check_case(case: Case, *, settings: Settings, pool: BrowserPool, out: Path | None = None) -> QaReport:
    """Materialise the case in a temporary folder and run QA on it."""
    with tempfile.TemporaryDirectory(prefix="crumb-corpus-") as tmp:
        game, _ = materialise(case, Path(tmp))
        return run_qa(game, settings=settings, pool=pool, out_dir=out or Path(tmp) / "qa-out")
