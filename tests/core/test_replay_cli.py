"""`crumb replay`: both original transcripts replay to their recorded outcomes; --check catches drift."""

from __future__ import annotations

import json
import shutil

import pytest

from crumb.cli import main
from tests.conftest import fixture_dir


@pytest.mark.parametrize(
    ("name", "reason", "verdict"),
    [
        ("transcript-fail-qa.jsonl", "token_exhausted", "FAIL"),
        ("transcript-pass-cat-puzzle.jsonl", "wall_clock_exhausted", "PASS"),
    ],
)
def test_original_transcripts_replay_to_their_recorded_done_reason(name, reason, verdict, capsys):
    path = fixture_dir() / name
    recorded = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    assert reason in [e.get("body") for e in recorded if e["kind"] == "done"]
    assert main(["replay", str(path), "--json", "--check"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["status"], out["reason"], out["verdict"]) == ("done", reason, verdict)
    assert out["events"] == len(recorded) and out["check"]["ok"]
    assert set(out["scores"]) == {"D1", "D2", "D3", "D4", "D5", "D6"}
    assert sum(out["counts"].values()) == len(recorded)
    assert (out["requirements"], out["unmet"]) == (None, [])  # legacy: the original wrote no ledger
    assert main(["replay", str(path)]) == 0
    assert "requirements none (a legacy spec without a ledger: judged as recorded)" in capsys.readouterr().out


def test_replay_by_session_id_prints_outcome_and_compares_meta(crumb_home, monkeypatch, capsys):
    monkeypatch.setenv("CRUMB_HOME", str(crumb_home))
    sdir = crumb_home / "sessions" / "s1"
    sdir.mkdir(parents=True)
    shutil.copy(fixture_dir() / "transcript-fail-qa.jsonl", sdir / "transcript.jsonl")
    assert main(["replay", "s1"]) == 0
    text = capsys.readouterr().out
    assert "token_exhausted" in text and "FAIL" in text and "D2" in text and "qa-check-effect" in text
    assert main(["replay", "s1", "--json"]) == 0
    meta = json.loads(capsys.readouterr().out)
    (sdir / "meta.json").write_text(json.dumps(meta))
    assert main(["replay", "s1", "--check"]) == 0
    capsys.readouterr()
    (sdir / "meta.json").write_text(json.dumps(meta | {"reason": "verdict_pass"}))
    assert main(["replay", "s1", "--check", "--json"]) == 1
    assert "meta.json differs at reason" in json.loads(capsys.readouterr().out)["check"]["differences"][0]


def test_replay_of_a_missing_session_is_a_usage_error(crumb_home, monkeypatch, capsys):
    monkeypatch.setenv("CRUMB_HOME", str(crumb_home))
    assert main(["replay", "nope"]) == 2
    assert "no transcript" in capsys.readouterr().err
