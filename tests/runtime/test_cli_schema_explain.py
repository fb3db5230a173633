"""`crumb schema` and `crumb explain`: what a person or a script reads about events and interventions."""

from __future__ import annotations

import json

import pytest

from crumb.cli import main
from crumb.core.events import KINDS, json_schema
from crumb.core.inbox import GRAMMAR


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_schema_prints_our_json_schema(capsys):
    code, out, _ = run(capsys, "schema")
    assert code == 0 and json.loads(out) == json_schema()
    code, out, _ = run(capsys, "schema", "--compact")
    assert code == 0 and out.count("\n") == 1 and json.loads(out) == json_schema()


@pytest.mark.parametrize("kind", ["spec", "user.intervene", "qa.result", "agent.stop"])
def test_explain_kind_says_who_emits_it_what_it_carries_and_what_the_reducer_does(capsys, kind):
    code, out, _ = run(capsys, "explain", kind)
    assert code == 0
    assert out.startswith(kind) and "emitted by:" in out and "reducer:" in out and "session_id" in out


def test_explain_kind_json_has_the_same_facts(capsys):
    code, out, _ = run(capsys, "explain", "judge.score", "--json")
    doc = json.loads(out)
    assert code == 0 and doc["kind"] == "judge.score" and "scores.verdict" in doc["carries"]
    assert doc["envelope"]["ts"]["required"] is True


@pytest.mark.parametrize("topic", ["grammar", "intervene"])
def test_explain_grammar_prints_every_command(capsys, topic):
    code, out, _ = run(capsys, "explain", topic)
    assert code == 0
    for cmd in GRAMMAR:
        assert cmd.usage in out


def test_explain_grammar_json_is_the_grammar_table(capsys):
    code, out, _ = run(capsys, "explain", "grammar", "--json")
    assert code == 0 and [r["command"] for r in json.loads(out)] == [c.name for c in GRAMMAR]


def test_explain_an_unknown_kind_exits_2_naming_the_known_kinds(capsys):
    code, out, err = run(capsys, "explain", "spec.updated")
    assert code == 2 and out == ""
    assert "unknown kind 'spec.updated'" in err
    for kind in KINDS:
        assert kind in err


def test_explain_without_a_topic_lists_every_kind(capsys):
    code, out, _ = run(capsys, "explain")
    assert code == 0 and all(kind in out for kind in KINDS)
    code, out, _ = run(capsys, "explain", "--json")
    assert [d["kind"] for d in json.loads(out)["kinds"]] == list(KINDS)


@pytest.mark.parametrize(
    "key,value,says",
    [
        ("CRUMB_QA_TIMEOUT_S", "-1", "qa_timeout_s: must be more than 0"),
        ("CRUMB_BATCH_SIZE", "0", "batch_size: must be at least 1"),
        ("CRUMB_WEB_PORT", "70000", "web_port: must be at least 1 and at most 65535"),
        ("CRUMB_WALL_CLOCK_MIN", "inf", "wall_clock_min: must be more than 0"),
    ],
)
def test_a_setting_out_of_range_is_refused_naming_the_key(key, value, says):
    from crumb.config import load_settings
    from crumb.errors import ConfigError

    with pytest.raises(ConfigError) as err:
        load_settings(env={key: value})
    assert says in str(err.value) and key in str(err.value)
    assert load_settings(env={"CRUMB_RESPEC_MAX": "0"}).respec_max == 0  # zero respecs is a real budget
