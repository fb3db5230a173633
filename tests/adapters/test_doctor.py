"""`crumb doctor`: which adapters are usable, which presets can run, and the exit code for the chosen binding."""

from __future__ import annotations

import json

from crumb.adapters.doctor import diagnose, render
from crumb.cli import main


def fake_cli(bin_dir, name, version="1.2.3"):
    bin_dir.mkdir(exist_ok=True)
    script = bin_dir / name
    script.write_text(f"#!/bin/sh\necho '{version}'\n")
    script.chmod(0o755)


def test_with_no_clis_local_and_mock_run_and_cli_presets_do_not(settings, tmp_path):
    report = diagnose(settings, [], None, {"PATH": str(tmp_path)}, tmp_path)
    assert report["adapters"]["local"]["usable"] and report["adapters"]["mock"]["usable"]
    assert report["adapters"]["claude-code"] == {
        "usable": False,
        "binary": None,
        "version": None,
        "logged_in": None,
        "detail": "claude not on PATH",
    }
    assert report["presets"]["local"]["runnable"] and not report["presets"]["cross-3way"]["runnable"]
    assert report["presets"]["cross-3way"]["blocked_by"] == ["claude-code", "codex", "gemini-cli"]
    assert not report["adapters"]["openai"]["usable"]  # api.openai.com without a key
    assert report["ok"] and "ok local" in render(report).replace("  ", " ")


def test_a_cli_found_and_logged_in_is_usable_with_its_version(settings, tmp_path):
    bin_dir = tmp_path / "bin"
    fake_cli(bin_dir, "codex", "codex-cli 9.9.9")
    fake_cli(bin_dir, "claude")
    (tmp_path / ".codex").mkdir()
    (tmp_path / ".codex/auth.json").write_text("{}")
    report = diagnose(settings, [], None, {"PATH": str(bin_dir)}, tmp_path)
    codex = report["adapters"]["codex"]
    assert codex["usable"] and codex["version"] == "codex-cli 9.9.9" and codex["logged_in"]
    claude = report["adapters"]["claude-code"]
    assert not claude["usable"] and claude["logged_in"] is False and "not logged in" in claude["detail"]
    with_key = diagnose(settings, [], None, {"PATH": str(bin_dir), "ANTHROPIC_API_KEY": "k"}, tmp_path)
    assert with_key["adapters"]["claude-code"]["usable"]


def test_a_chosen_binding_that_cannot_run_fails_the_doctor(settings, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setenv("CRUMB_HOME", str(settings.home))
    monkeypatch.chdir(tmp_path)
    assert main(["doctor", "--json", "--preset", "cross-3way"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["blocked"] == {"planner-lead": "claude-code", "builder": "codex", "verifier": "gemini-cli"}
    assert main(["doctor", "--bind", "builder=mock"]) == 0
    assert "builder      mock" in capsys.readouterr().out


def test_the_doctor_says_whether_agents_are_confined_and_why_not(settings, tmp_path):
    on = diagnose(settings, [], None, {"PATH": str(tmp_path)}, tmp_path)["confinement"]
    assert on["confined"] and "see only their workspace" in on["detail"]
    off = diagnose(settings.replace(agent_confine=False), [], None, {"PATH": str(tmp_path)}, tmp_path)
    assert off["confinement"] == {
        "confined": False,
        "detail": "agent_confine is off: the agent CLIs can read $CRUMB_HOME",
    }
    assert "-- agent_confine is off" in render(off)
    required = settings.replace(agent_confine=False, agent_confine_required=True)
    assert diagnose(required, [], None, {"PATH": str(tmp_path)}, tmp_path)["confinement"]["detail"] == (
        "agent_confine is off: agent_confine_required is on, so no agent CLI will run"
    )
