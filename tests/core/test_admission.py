"""Fair admission (crumb.core.admission): limits never passed, a person first, round-robin across sessions."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crumb.core.admission import (
    AUTO,
    PERSON,
    Waiter,
    admit,
    admitted_note,
    holds_slot,
    order,
    parse_limits,
    slot_keys,
    waiting_note,
)
from crumb.core.effects import QaCheck, Spawn
from crumb.errors import ConfigError
from tests.core.helpers import Sim

_KEYS = ["mock", "codex", "mock:fast"]


def _spawn(eid: str, adapter: str = "mock", model: str | None = None, sid: str = "s1") -> Spawn:
    return Spawn(id=eid, session_id=sid, cause_id=eid.rsplit(".", 1)[0], actor="builder", adapter=adapter, model=model)


def _waiters(draw_parties: list[int], key: str = "mock", priorities: list[int] | None = None) -> list[Waiter]:
    prios = priorities or [AUTO] * len(draw_parties)
    return [Waiter(f"e{i}.0", f"p{p}", (key,), prios[i], seq=i) for i, p in enumerate(draw_parties)]


@st.composite
def _scenario(draw):
    limits = {k: draw(st.integers(0, 4)) for k in _KEYS}
    held: dict[str, dict[str, int]] = {}
    for k in _KEYS:
        if limits[k]:
            n = draw(st.integers(0, limits[k]))
            held[k] = {f"p{i}": 1 for i in range(n)}
    waiting = []
    for i in range(draw(st.integers(0, 25))):
        keys = draw(st.sampled_from([("mock",), ("codex",), ("mock", "mock:fast")]))
        waiting.append(Waiter(f"e{i}.0", f"p{draw(st.integers(0, 5))}", keys, draw(st.sampled_from([PERSON, AUTO])), i))
    return limits, held, waiting


@settings(max_examples=300, deadline=None)
@given(_scenario())
def test_admission_never_passes_a_limit_and_leaves_no_free_slot_unused(case) -> None:
    limits, held, waiting = case
    out = admit(limits, held, waiting)
    for key, n in limits.items():
        used = sum(out.held.get(key, {}).values())
        if n:
            assert used <= n, f"{key}: {used} slots held with a limit of {n}"
    left = [w for w in waiting if w.effect_id not in out.admitted]
    for w in left:  # work conserving: whoever still waits needs a key that is full
        full = [k for k in w.keys if limits.get(k, 0) and sum(out.held.get(k, {}).values()) >= limits[k]]
        assert full, f"{w.effect_id} waits although every key it needs ({w.keys}) has room"
    assert len(set(out.admitted)) == len(out.admitted)
    assert sorted(out.positions) == sorted(w.effect_id for w in left)


@settings(max_examples=200, deadline=None)
@given(_scenario())
def test_admission_is_deterministic(case) -> None:
    limits, held, waiting = case
    assert admit(limits, held, waiting) == admit(limits, held, list(waiting))


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 4), min_size=1, max_size=30), st.integers(1, 4))
def test_a_person_goes_ahead_of_every_automatic_spawn(parties, limit) -> None:
    prios = [AUTO] * len(parties)
    prios[-1] = PERSON  # the last to arrive
    out = admit({"mock": limit}, {}, _waiters(parties, priorities=prios))
    assert out.admitted[0] == f"e{len(parties) - 1}.0", "a person's spawn waited behind automatic work"


def test_sixteen_variants_do_not_starve_a_single_session() -> None:
    group = [Waiter(f"v{i}.0", "group:g", ("mock",), AUTO, seq=i) for i in range(16)]
    single = Waiter("s.0", "single", ("mock",), AUTO, seq=99)  # arrives last
    nxt = order({"mock": {"group:g": 2}}, [*group, single], {})
    assert nxt[0] == "s.0", f"the single session is at place {nxt.index('s.0') + 1} of {len(nxt)}"


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 3), min_size=4, max_size=40))
def test_backlogged_parties_are_served_in_turn(parties) -> None:
    """Round-robin: in the admission order no party gets a second turn while another that waits has had none."""
    waiting = _waiters(parties)
    seq = order({}, waiting, {})
    party = {w.effect_id: w.party for w in waiting}
    remaining = {p: parties.count(int(p[1:])) for p in {w.party for w in waiting}}
    turns: dict[str, int] = {}
    for eid in seq:
        p = party[eid]
        behind = [q for q in remaining if remaining[q] and turns.get(q, 0) < turns.get(p, 0)]
        assert not behind, f"{p} took turn {turns.get(p, 0) + 1} while {behind} waited with fewer"
        turns[p] = turns.get(p, 0) + 1
        remaining[p] -= 1


def test_weights_share_in_proportion() -> None:
    heavy = [Waiter(f"h{i}.0", "heavy", ("mock",), seq=i, weight=2.0) for i in range(30)]
    light = [Waiter(f"l{i}.0", "light", ("mock",), seq=100 + i, weight=1.0) for i in range(30)]
    first = admit({"mock": 9}, {}, [*heavy, *light]).admitted
    assert sum(1 for e in first if e.startswith("h")) == 6, first


def test_parse_limits_reads_the_table_and_refuses_what_it_cannot_use() -> None:
    assert parse_limits(["claude-code=2", "mock=0", "openai:gpt-5=3", "qa=4"]) == {
        "claude-code": 2,
        "mock": 0,
        "openai:gpt-5": 3,
        "qa": 4,
    }
    with pytest.raises(ConfigError, match="unknown adapter 'cladue'"):
        parse_limits(["cladue=2"])
    with pytest.raises(ConfigError, match="whole number"):
        parse_limits({"mock": -1})
    with pytest.raises(ConfigError, match="whole number"):
        parse_limits({"mock": 1.5})
    with pytest.raises(ConfigError, match="key=n"):
        parse_limits(["mock"])


def test_a_spawn_takes_its_adapter_slot_and_its_model_slot_only_where_one_is_limited() -> None:
    limits = {"openai": 8, "openai:gpt-5": 2}
    assert slot_keys(_spawn("a.0", "openai", "gpt-5"), limits) == ("openai", "openai:gpt-5")
    assert slot_keys(_spawn("a.0", "openai", "gpt-4o"), limits) == ("openai",)
    qa = QaCheck(id="b.0", session_id="s1", cause_id="b", artifact="artifacts/game/index.html", build_event_id="b")
    assert slot_keys(qa, limits) == ("qa",)


def test_slot_notes_fold_into_the_state_and_leave_when_the_spawn_ends() -> None:
    sim = Sim(bindings={"planner-lead": {"adapter": "mock"}})
    sim.send("goal", "user", body="a snake game")
    spawn = next(e for e in sim.effects if e.type == "spawn")
    limits = {"mock": 1}
    sim.send("note", "coordinator", **_note(waiting_note(spawn, ("mock",), limits, 3, priority="auto")))
    row = sim.state.summary()["waiting_for_slot"]
    assert [(r["effect_id"], r["position"], r["limit"], r["key"]) for r in row] == [(spawn.id, 3, 1, "mock")]
    sim.send("note", "coordinator", **_note(admitted_note(spawn, ("mock",), limits, in_flight=1, limit=1)))
    assert sim.state.summary()["waiting_for_slot"] == []
    assert holds_slot(sim.state.slots, spawn.id)
    sim.send("note", "builder", data={"slot": "admitted", "effect_id": "x.0"})  # only the coordinator's count
    assert "x.0" not in sim.state.slots


def _note(draft: dict) -> dict:
    return {"body": draft["body"], "data": draft["data"], "metadata": draft["metadata"]}
