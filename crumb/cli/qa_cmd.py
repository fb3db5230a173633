"""``crumb qa DIR``: the deterministic QA check on any game folder."""

from __future__ import annotations

import argparse
from pathlib import Path

from crumb.cli import common as cli


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "qa",
        help="check a game folder in headless Chromium",
        description="Run the deterministic QA check on a game folder (entry index.html, else game.html, "
        "else its only .html file). Exit 0 playable, 3 limited (runs and responds, but a major "
        "finding such as not phone-ready), 1 broken (a blocker), 2 the check itself failed.",
    )
    p.add_argument("dir", help="the game folder")  # text, so that "" is not read as the current folder
    p.add_argument("--json", action="store_true", help="print the JSON report instead of a table")
    p.add_argument(
        "--timeout", type=float, metavar="S", help="hard time limit in seconds (default: config qa_timeout_s)"
    )
    p.add_argument("--spec", type=cli.path_arg, metavar="spec.json", help="controls and acceptance criteria to use")
    p.add_argument(
        "--out", type=cli.path_arg, metavar="DIR", help="where screenshots and report.json go (default: a temp dir)"
    )
    p.add_argument(
        "--replay",
        type=cli.path_arg,
        metavar="TRACE",
        help="replay a play trace (the trace.json beside a report) on DIR and compare its screenshots mark by mark: "
        "exit 0 every mark identical, 1 some differ, 2 the trace cannot be replayed",
    )
    p.set_defaults(func=run)


def _spec(path: Path | None):
    from pydantic import ValidationError

    from crumb.core.contracts import Spec
    from crumb.errors import ConfigError

    if path is None:
        return None
    try:
        return Spec.model_validate_json(path.read_text(encoding="utf-8"))
    except OSError as e:
        raise ConfigError(f"cannot read the spec ({e.strerror})", file=str(path)) from e
    except UnicodeDecodeError as e:
        raise ConfigError(f"not UTF-8 text (byte {e.start}); pass the spec.json a planner wrote", file=str(path)) from e
    except ValidationError as e:
        raise ConfigError(f"not a valid spec: {e.errors()[0]['loc']} {e.errors()[0]['msg']}", file=str(path)) from e


def _game_dir(given: str) -> Path:
    """The folder to check as given; a path that names no folder is a usage error (exit 2), not a broken game."""
    from crumb.errors import QaError

    if not given.strip():
        raise QaError("the game folder is empty text: pass the folder that holds index.html")
    path = Path(given)
    if path.is_file():
        raise QaError(f"{path} is a file: pass the folder that holds it ({path.parent})")
    if not path.is_dir():
        raise QaError(f"no folder at {path}: pass the folder that holds the game's index.html")
    return path


def run(args: argparse.Namespace) -> int:
    from crumb.config import check_value, load_settings
    from crumb.qa import run_qa
    from crumb.qa.ledger import exit_code

    # The same bounds as qa_timeout_s in crumb.toml: a positive, finite number of seconds.
    timeout = None if args.timeout is None else check_value("qa_timeout_s", args.timeout, "--timeout")
    args.dir = _game_dir(args.dir)
    settings = load_settings(qa_timeout_s=timeout)
    if args.replay is not None:
        return _replay(args, settings)
    report = run_qa(args.dir, settings=settings, spec=_spec(args.spec), out_dir=args.out)
    print(report.model_dump_json(indent=2) if args.json else table(report))
    return exit_code(report)


def _replay(args: argparse.Namespace, settings) -> int:
    import json

    from crumb.qa.runner import run_replay

    done = run_replay(args.dir, args.replay, settings=settings)
    if args.json:
        marks = [{**vars(m), "identical": m.identical} for m in done.marks]
        print(json.dumps({"identical": done.identical, "marks": marks, "errors": done.errors}, indent=2))
    else:
        for m in done.marks:
            same = "same" if m.identical else "DIFF"
            print(
                f"{same}  {m.run:<5} {m.t_ms / 1000:>6.2f} s  {m.label or '-':<24} {m.recorded[:12]} {m.replayed[:12]}"
            )
        alike = sum(m.identical for m in done.marks)
        print(f"{'IDENTICAL' if done.identical else 'DIFFERENT'}  ·  {alike} of {len(done.marks)} marks identical")
    return 0 if done.identical else 1


def table(report) -> str:
    """The report as a table a person can read."""
    mark = {"pass": "ok  ", "fail": "FAIL", "skip": "skip"}
    lines = [f"{mark[c.status]}  {c.severity or '':<7}  {c.name:<15} {c.ms:>6} ms  {c.detail}" for c in report.checks]
    lines += [f"      acceptance {a.id}: {a.status} {a.detail}" for a in report.acceptance]
    lines += [f"      finding: {f}" for f in report.findings]
    fps = f"{report.fps:.0f} fps" if report.fps is not None else "fps n/a"
    verdict = (
        f"NOT DECIDED ({report.busy}: run it again when the machine is less busy)"
        if report.busy
        else "ERROR (the check itself failed)"
        if report.exec_exit_code == 2
        else (report.verdict or "?").upper()
    )
    lines.append(
        f"{verdict}  ·  {report.game_time_ms / 1000:.1f} s of game time  ·  {fps}  ·  "
        f"{len(report.screenshots)} screenshots  ·  {report.runtime_ms} ms ({report.cpu_ms} ms of CPU)"
    )
    return "\n".join(lines)
