"""How a brick breaker's and a dodger's round ends, proven in Chromium: the ball lost, or a rock on the
ship, with the last life ends it ('game over when the ball falls', 'you lose when an asteroid hits you'
are held to these), and a build where that costs nothing fails the criterion and leaves such a way to
lose unmet."""

from __future__ import annotations

from pathlib import Path

import pytest

from crumb.adapters.local import plan
from crumb.adapters.local.requirements import ledger
from crumb.qa import BrowserPool

from .studio import broken, criterion_id, failed

ENDS = [
    (
        "a brick breaker, game over when the ball falls",
        "if (!E.loseLife(ball.x, E.H - 10)) serve();",
        "serve();",
        "losing the ball with the last life ends the round",
    ),
    (
        "a dodge game, you lose when an asteroid hits you",
        "inv = 1.4; E.loseLife(px, PY);",
        "inv = 1.4;",
        "a rock hitting the ship with its last life ends the round",
    ),
]


@pytest.mark.browser
@pytest.mark.parametrize(("goal", "code", "instead", "rule"), ENDS)
def test_the_way_the_round_ends_is_proven_and_a_build_without_it_fails(
    goal: str, code: str, instead: str, rule: str, tmp_path: Path, pool: BrowserPool
) -> None:
    spec, _ = plan(goal)
    lose = next(r for r in ledger(goal, spec)[0] if r.kind == "lose")
    assert lose.status == "planned" and lose.criteria == [criterion_id(spec, rule)]
    first, report = broken(spec, tmp_path, pool, code, instead)
    assert not failed(first)
    assert criterion_id(spec, rule) in failed(report)
