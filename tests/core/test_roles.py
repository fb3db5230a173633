"""The roles table is the one place the actors are spelled: everything that runs a role agrees with it."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from crumb.adapters.prompt import output_contract
from crumb.config import Settings
from crumb.core.events import ACTORS, HOUSE
from crumb.core.roles import ADAPTERS, BINDABLE, LANES, OUTPUT_FILES, PIPELINE, QUEUES, ROLES, SPAWNABLE

AGENTS = Path(__file__).resolve().parents[2] / "agents"


def test_every_role_is_an_actor_of_the_schema_and_the_house_is_the_rest():
    assert {r.actor for r in ROLES} <= set(ACTORS)
    assert set(SPAWNABLE) | set(HOUSE) == set(ACTORS) and not set(SPAWNABLE) & set(HOUSE)


def test_every_actor_has_its_own_trace_lane():
    assert set(LANES) == set(ACTORS) and sorted(LANES.values()) == list(range(1, len(ACTORS) + 1))


@pytest.mark.parametrize("actor", BINDABLE)
def test_a_bindable_role_has_a_prompt_an_output_contract_and_files_to_write(actor):
    assert (AGENTS / f"{actor}.md").is_file()
    contract = output_contract(actor, Settings())
    assert OUTPUT_FILES[actor] and all(f.split("/")[0] in contract for f in OUTPUT_FILES[actor])


def test_the_pipeline_runs_planner_builder_qa_verifier_each_on_its_own_queue():
    assert PIPELINE == (("planner", "planner-lead"), ("builder", "builder"), ("qa", "system"), ("verifier", "verifier"))
    assert QUEUES == ("planner", "builder", "verifier", "qa")


@pytest.mark.parametrize("name", ADAPTERS)
def test_every_adapter_name_leads_to_a_module_that_makes_it(name):
    module = importlib.import_module(ADAPTERS[name].module)
    assert callable(module.make)
