"""Money on ``crumb run`` / ``submit``: the ``--cost-budget-usd`` option and the cost forecast shown before a run."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

__all__ = ["add_budget_option", "show_forecast", "register"]


def add_budget_option(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--cost-budget-usd",
        type=_usd,
        metavar="USD",
        help="this session's budget in money: it pauses and asks at cost_pause_at (80%%), stops at the "
        "budget with reason cost_budget (default: cost_budget_usd in crumb.toml, 0 = none)",
    )


def _usd(raw: str) -> float:
    """A budget in USD, checked like the setting it overrides (a clear argparse error otherwise)."""
    from crumb.config import check_value
    from crumb.errors import ConfigError

    try:
        return float(check_value("cost_budget_usd", raw, ""))
    except ConfigError as e:
        raise argparse.ArgumentTypeError(f"{e} (a number of US dollars, 0 = no budget)") from None


def show_forecast(
    settings: Any,
    args: argparse.Namespace,
    bindings: Callable[[Any, argparse.Namespace], dict[str, Any]],
    progress: Any,
) -> dict[str, Any] | None:
    """The cost forecast from past transcripts, shown before a new session starts (None for a resume)."""
    goal = getattr(args, "goal", None)
    if not goal or getattr(args, "session_id", None):
        return None
    from crumb.forecast import forecast

    out = forecast(settings, goal, bindings(settings, args))
    progress.line(f"forecast {out['text']}")
    if settings.cost_budget_usd > 0:
        pause = f"{settings.cost_pause_at:.0%}"
        progress.line(f"budget   ${settings.cost_budget_usd:.2f}: pauses and asks at {pause}, stops at 100%")
    return out


def cmd_forecast(args: argparse.Namespace) -> int:
    from crumb.cli import common as cli
    from crumb.cli.runtime_cmds import weight
    from crumb.forecast import forecast

    weight(args)  # not used by the forecast, but a flag given wrong is refused as `crumb run` refuses it
    settings = cli.settings(args)
    out = forecast(settings, args.goal, cli.bindings(settings, args))
    if args.json:
        cli.print_json(out)
        return 0
    lines = [f"forecast {out['text']}"]
    for a in out["actors"]:
        cost = f"${a['median_usd']:.4f} (p90 ${a['p90_usd']:.4f})" if a["sessions"] else "-"
        lines.append(f"  {a['actor']:<13}{a['adapter']:<12}{cost:<30}{a['sessions']} session(s), {a['match']}")
    print("\n".join(lines))
    return 0


def register(sub: argparse._SubParsersAction) -> None:
    from crumb.cli.common import add_json, add_session_opts

    p = sub.add_parser(
        "forecast",
        help="what a session would cost, from the finished sessions' transcripts (per actor and adapter)",
        description="Forecast a session's cost before starting it: per actor, the median and 90th "
        "percentile of what that actor spent on the same adapter in finished sessions of the same "
        "kind of game (else of any kind, said so), and how many sessions that rests on.",
    )
    add_session_opts(p)
    add_json(p)
    p.set_defaults(func=cmd_forecast)
