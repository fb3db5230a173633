"""The intervention grammar: every command, every error, unicode, and no line ever slips through."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from crumb.core.events import USER_KINDS, complete_draft
from crumb.core.inbox import GRAMMAR, grammar_rows, grammar_text, parse_line
from crumb.core.roles import ADAPTERS
from crumb.errors import InterventionError
from tests.schema_check import assert_valid_against_original

SID = "s-inbox"
ULID = "01ARZ3NDEKTSV4RRFFQ69G5FAV"
TS = "2026-12-02T10:00:00.000Z"


def parse(line: str) -> dict:
    """Parse, then prove the draft becomes a valid event under both our model and the original schema."""
    draft = parse_line(line, SID)
    assert draft["from"] == "user" and draft["session_id"] == SID and draft["kind"] in USER_KINDS
    event = complete_draft(draft, new_id=ULID, now=TS)
    assert_valid_against_original(event.to_dict())
    return {k: v for k, v in draft.items() if k not in ("from", "session_id")}


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("/approve", {"kind": "user.approve"}),
        ("/approve looks good", {"kind": "user.approve", "body": "looks good"}),
        ("/veto", {"kind": "user.veto"}),
        ("/veto the jump feels floaty", {"kind": "user.veto", "body": "the jump feels floaty"}),
        ("/pause", {"kind": "user.pause"}),
        ("/pause lunch", {"kind": "user.pause", "body": "lunch"}),
        ("/pause @builder", {"kind": "user.pause", "data": {"actor": "builder"}}),
        ("/pause @planner rethinking", {"kind": "user.pause", "body": "rethinking", "data": {"actor": "planner-lead"}}),
        ("/resume", {"kind": "user.resume"}),
        ("/resume @verifier", {"kind": "user.resume", "data": {"actor": "verifier"}}),
        ("/goto builder", {"kind": "user.intervene", "data": {"goto": "builder"}}),
        (
            "/goto planner add a boss level",
            {
                "kind": "user.intervene",
                "body": "add a boss level",
                "data": {"goto": "planner-lead", "target_actor": "planner-lead", "sandwich_append": "add a boss level"},
            },
        ),
        ("/goto @verifier", {"kind": "user.intervene", "data": {"goto": "verifier"}}),
        ("/swap builder=codex", {"kind": "user.intervene", "data": {"swap": {"from": "builder", "to": "codex"}}}),
        (
            "/swap planner = claude",
            {"kind": "user.intervene", "data": {"swap": {"from": "planner-lead", "to": "claude-code"}}},
        ),
        ("/append use arrow keys", {"kind": "user.intervene", "data": {"sandwich_append": "use arrow keys"}}),
        (
            "/append @builder use arrow keys",
            {"kind": "user.intervene", "data": {"sandwich_append": "use arrow keys", "target_actor": "builder"}},
        ),
        (
            "/note tried it on a phone",
            {"kind": "user.intervene", "body": "tried it on a phone", "data": {"note": "tried it on a phone"}},
        ),
        ("/redo", {"kind": "user.intervene", "data": {"redo": True}}),
        (
            "/redo keep the score visible",
            {"kind": "user.intervene", "body": "keep the score visible", "data": {"redo": True}},
        ),
        ("/reset-circuit builder", {"kind": "user.intervene", "data": {"reset_circuit": "builder"}}),
        ("/reset_circuit all", {"kind": "user.intervene", "data": {"reset_circuit": True}}),
        ("/reset-circuit ALL", {"kind": "user.intervene", "data": {"reset_circuit": True}}),
        (
            "@verifier check touch",
            {"kind": "user.intervene", "body": "check touch", "data": {"target_actor": "verifier"}},
        ),
        (
            "@Planner-Lead more levels",
            {"kind": "user.intervene", "body": "more levels", "data": {"target_actor": "planner-lead"}},
        ),
        ("make it pastel", {"kind": "user.intervene", "body": "make it pastel"}),
        ("  make it pastel  \n", {"kind": "user.intervene", "body": "make it pastel"}),
        ("/APPROVE", {"kind": "user.approve"}),
    ],
)
def test_each_command_becomes_its_user_draft(line, expected):
    assert parse(line) == expected


@pytest.mark.parametrize("adapter", ADAPTERS)
def test_swap_accepts_every_adapter(adapter):
    assert parse(f"/swap verifier={adapter}")["data"]["swap"] == {"from": "verifier", "to": adapter}


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("", "empty intervention"),
        ("   \t ", "empty intervention"),
        ("/swap builder", "/swap needs <actor>=<adapter>, got 'builder'"),
        ("/swap", "/swap needs <actor>=<adapter>, got nothing"),
        ("/swap wizard=codex", "<actor> before '=' to be one of planner-lead, builder, verifier"),
        ("/swap builder=gpt5", "<adapter> after '=' to be one of claude-code, codex"),
        ("/goto", "/goto needs <actor>"),
        ("/goto researcher look at videos", "got 'researcher'"),
        ("/pause @nobody now", "/pause needs @actor to be one of"),
        ("/resume @", "/resume needs @actor"),
        # Read as a reason, a bare actor's name paused every actor (the global pause).
        (
            "/pause builder",
            "/pause builder: for builder alone, write /pause @builder; for every actor, start the reason",
        ),
        ("/resume planner now", "/resume planner: for planner-lead alone, write /resume @planner; for every"),
        (
            "/append verifier be strict",
            "/append verifier: for verifier alone, write /append @verifier; for every actor, start the text",
        ),
        ("/append", "/append needs <text>"),
        ("/append @builder", "/append needs <text>"),
        ("/append @ghost text", "/append needs @actor"),
        ("/note", "/note needs <text>"),
        ("/reset-circuit", "/reset-circuit needs <actor|all>"),
        ("/reset-circuit wizard", "got 'wizard'"),
        ("/reset-circuit builder now", "got 'builder now'"),
        ("@builder", "needs a message after @builder"),
        ("@someone hello", "needs @<actor> to be one of"),
        ("@", "needs @<actor>"),
        ("/aprove", "unknown command '/aprove'; known commands: /approve"),
        ("/", "unknown command '/'"),
        ("/cancel @builder", "unknown command '/cancel'"),
    ],
)
def test_a_malformed_line_is_refused_saying_what_was_expected(line, message):
    with pytest.raises(InterventionError) as info:
        parse_line(line, SID)
    assert message in str(info.value)
    assert info.value.line == line and info.value.expected
    assert info.value.exit_code == 2


def test_a_lone_surrogate_is_refused_not_crashed_on():
    with pytest.raises(InterventionError, match="not valid Unicode"):
        parse_line("hello \ud800", SID)


@pytest.mark.parametrize(
    "text",
    ["고양이 퍼즐 게임을 더 귀엽게 만들어줘", "🐱🎮✨ more cats", "emoji 👩‍👩‍👧 family", "mixed 한국어 and English"],
)
def test_unicode_round_trips_through_the_draft_and_the_event(text):
    for line, where in ((text, "body"), (f"@builder {text}", "body"), (f"/append {text}", "data")):
        draft = parse_line(line, SID)
        event = complete_draft(draft, new_id=ULID, now=TS)
        again = type(event).model_validate_json(event.to_json())
        value = again.body if where == "body" else again.data["sandwich_append"]
        assert value == text


def test_a_multi_line_message_keeps_its_inner_newlines():
    assert parse("@builder first\nsecond")["body"] == "first\nsecond"


def test_the_grammar_table_names_every_command_once_with_an_example_that_parses():
    names = [c.name for c in GRAMMAR]
    assert len(names) == len(set(names)) == 13
    for cmd in GRAMMAR:
        assert parse(cmd.example)["kind"] == cmd.kind
    assert [r["command"] for r in grammar_rows()] == names
    text = grammar_text()
    for cmd in GRAMMAR:
        assert cmd.usage in text


_prefixes = st.sampled_from(
    [
        "",
        "/",
        "@",
        "/approve ",
        "/veto ",
        "/pause ",
        "/pause @",
        "/resume @",
        "/goto ",
        "/swap ",
        "/append @",
        "/note ",
        "/redo ",
        "/reset-circuit ",
        "/reset_circuit ",
        "@builder ",
        "@planner ",
        "/swap builder=",
    ]
)


@settings(max_examples=400, deadline=None)
@given(prefix=_prefixes, text=st.text(max_size=60))
def test_any_text_either_parses_to_a_valid_draft_or_raises_intervention_error(prefix, text):
    line = prefix + text
    try:
        draft = parse_line(line, SID)
    except InterventionError as e:
        assert str(e)
        return
    event = complete_draft(draft, new_id=ULID, now=TS)
    assert event.kind in USER_KINDS
    assert_valid_against_original(event.to_dict())
