"""Random valid event sequences: the reducer never raises, replay is deterministic, effects stay sane."""

from __future__ import annotations

import copy
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from crumb.core.effects import EFFECT_TYPES
from crumb.core.events import ACTORS, KINDS
from crumb.core.reducer import fold, reduce
from crumb.core.roles import SPAWNABLE
from crumb.core.state import initial_state, summary
from tests.core.helpers import SHA, Sim

_VERDICTS = st.sampled_from(["PASS", "PARTIAL", "FAIL", "REJECT"])
_SCORE = st.floats(min_value=0, max_value=5, allow_nan=False)
_ACTOR_OR_JUNK = st.sampled_from([*SPAWNABLE, "qa", "nobody"])

_DATA = {
    "session.start": st.fixed_dictionaries(
        {
            "limits": st.fixed_dictionaries(
                {
                    "respec_max": st.integers(1, 3),
                    "verify_max": st.integers(1, 5),
                    "token_budget": st.integers(1, 5000),
                    "wall_clock_min": st.floats(0.01, 5),
                }
            ),
            "bindings": st.just({"builder": {"adapter": "codex", "fallback": ["local"]}}),
        }
    ),
    "qa.result": st.fixed_dictionaries(
        {
            "exec_exit_code": st.sampled_from([0, 1, 2, "x"]),
            "checks": st.lists(
                st.fixed_dictionaries(
                    {
                        "name": st.sampled_from(["phone_fit", "boot", "acceptance"]),
                        "status": st.sampled_from(["pass", "fail", "skip"]),
                    }
                ),
                max_size=3,
            ),
            "acceptance": st.lists(
                st.fixed_dictionaries({"id": st.just("ac1"), "status": st.sampled_from(["pass", "fail"])}), max_size=2
            ),
        }
    ),
    "user.intervene": st.fixed_dictionaries(
        {},
        optional={
            "goto": _ACTOR_OR_JUNK,
            "target_actor": _ACTOR_OR_JUNK,
            "sandwich_append": st.text(max_size=8),
            "swap": st.one_of(
                st.fixed_dictionaries({"from": _ACTOR_OR_JUNK, "to": st.sampled_from(["local", "mock", ""])}),
                st.just("builder=mock:m1"),
            ),
            "reset_circuit": st.one_of(st.just(True), _ACTOR_OR_JUNK),
            "cancel": st.sampled_from(["all", "builder"]),
            "note": st.text(max_size=5),
            "redo": st.booleans(),
        },
    ),
    "user.pause": st.fixed_dictionaries({}, optional={"actor": _ACTOR_OR_JUNK}),
    "user.resume": st.fixed_dictionaries({}, optional={"actor": _ACTOR_OR_JUNK}),
    "spec": st.just({"title": "T"}),
    "spec.update": st.just({"title": "T2"}),
    "verify.result": st.fixed_dictionaries(
        {"verdict": _VERDICTS, "aggregate": st.floats(0, 30), "scores": st.just({"D1": {"value": 3}})}
    ),
}
_SCORES = st.fixed_dictionaries(
    {"verdict": _VERDICTS, "D1": st.builds(lambda x: {"score": x, "source": "verifier-llm"}, _SCORE)},
    optional={
        "D2": st.builds(lambda x: {"score": x, "source": "verifier-llm"}, _SCORE),
        "D5": st.builds(lambda x: {"score": x, "source": "verifier-llm"}, _SCORE),
        "deviation": st.fixed_dictionaries({"type": st.sampled_from(["Critical", "Important", "Minor"])}),
        "feedback": st.text(max_size=10),
    },
)

STEP = st.fixed_dictionaries(
    {
        "kind": st.sampled_from([*KINDS, "goal", "spec", "build", "qa.result", "judge.score", "error", "agent.stop"]),
        "from": st.sampled_from(ACTORS),
        "body": st.one_of(st.none(), st.text(max_size=12)),
        "after_s": st.sampled_from([0, 1, 30, 900]),
        "close": st.booleans(),
        "tokens": st.sampled_from([0, 0, 0, 400]),
        "data": st.data(),
    }
)


def _events(steps: list[dict]) -> list:
    """Build valid events from the drawn steps, folding as we go so outcomes can name real effects."""
    sim = Sim()
    for step in steps:
        kind = step["kind"]
        fields: dict = {"body": step["body"], "after_s": step["after_s"]}
        if kind in _DATA:
            fields["data"] = step["data"].draw(_DATA[kind])
        if kind == "judge.score":
            fields["scores"] = step["data"].draw(_SCORES)
        if kind == "build":
            fields["artifacts"] = [{"path": "artifacts/game/index.html", "sha256": SHA}]
        meta: dict = {"tokens_in": step["tokens"]} if step["tokens"] else {}
        if step["close"] and sim.state.outstanding:
            meta["effect_id"] = sorted(sim.state.outstanding)[0]
        if meta:
            fields["metadata"] = meta
        sim.send(kind, step["from"], **fields)
    return sim.events


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(STEP, min_size=1, max_size=40))
def test_random_valid_sequences_fold_deterministically_with_sane_effects(steps):
    events = _events(steps)
    state = initial_state(events[0].session_id)
    seen: set[str] = set()
    for e in events:
        snapshot = copy.deepcopy(state)
        new, effects = reduce(state, e)
        assert state == snapshot, "reduce changed its input state"
        state = new
        for fx in effects:
            assert fx.type in EFFECT_TYPES
            assert fx.id.startswith(e.id + ".") and fx.id not in seen
            seen.add(fx.id)
            if fx.type == "spawn":
                assert fx.actor in SPAWNABLE and fx.adapter
        assert set(state.outstanding) <= seen
        if state.done:
            assert state.outstanding == {}
    assert fold(events) == state == fold(list(events))
    json.dumps(summary(state))
