"""Binding resolution, one test per layer: --bind > crumb.toml [bind] > preset > ambient > local."""

from __future__ import annotations

import pytest

from crumb.bindings import list_presets, load_preset, resolve_bindings
from crumb.config import load_settings
from crumb.core.roles import BINDABLE as ACTORS
from crumb.errors import ConfigError


@pytest.fixture
def bin_with(tmp_path):
    def make(*names: str) -> str:
        d = tmp_path / "bin"
        d.mkdir(exist_ok=True)
        for n in names:
            (d / n).write_text("#!/bin/sh\n")
            (d / n).chmod(0o755)
        return str(d)

    return make


def adapters(bindings):
    return {a: b["adapter"] for a, b in bindings.items()}


def test_with_nothing_bound_and_no_cli_every_actor_is_local(settings, bin_with):
    b = resolve_bindings(settings, [], None, env_path=bin_with())
    assert b == {a: {"adapter": "local", "model": None, "fallback": []} for a in ACTORS}


def test_ambient_clis_on_path_are_split_across_providers(settings, bin_with):
    b = resolve_bindings(settings, [], None, env_path=bin_with("claude", "codex", "gemini"))
    assert adapters(b) == {"planner-lead": "claude-code", "builder": "codex", "verifier": "gemini-cli"}
    assert b["builder"]["fallback"] == ["local"]
    two = resolve_bindings(settings, [], None, env_path=bin_with("claude", "codex"))
    assert two["builder"]["adapter"] != two["verifier"]["adapter"]


def test_a_preset_beats_ambient_and_turns_it_off(settings, bin_with):
    b = resolve_bindings(settings, [], "cross-3way", env_path=bin_with("claude"))
    assert adapters(b) == {"planner-lead": "claude-code", "builder": "codex", "verifier": "gemini-cli"}
    assert all(x["fallback"] == ["local"] for x in b.values())
    assert resolve_bindings(settings, [], "mock", env_path=bin_with())["builder"]["fallback"] == []


def test_config_bind_beats_the_preset(settings, bin_with):
    s = settings.replace(bind=("builder=openai:llama3",))
    b = resolve_bindings(s, [], "cross-3way", env_path=bin_with())
    assert b["builder"] == {"adapter": "openai", "model": "llama3", "fallback": ["local"]}
    assert b["verifier"]["adapter"] == "gemini-cli"


def test_cli_bind_beats_config_and_a_model_only_bind_keeps_the_adapter(settings, bin_with):
    s = settings.replace(bind=("builder=openai:llama3",))
    b = resolve_bindings(
        s, ["builder=mock:latency=1,fail=0.5", "verifier=:gemini-9"], "cross-3way", env_path=bin_with()
    )
    assert b["builder"] == {"adapter": "mock", "model": "latency=1,fail=0.5", "fallback": ["local"]}
    assert b["verifier"] == {"adapter": "gemini-cli", "model": "gemini-9", "fallback": ["local"]}


def test_a_bind_turns_ambient_off_for_the_other_actors(settings, bin_with):
    b = resolve_bindings(settings, ["builder=mock"], None, env_path=bin_with("claude"))
    assert adapters(b) == {"planner-lead": "local", "builder": "mock", "verifier": "local"}


def test_the_preset_from_settings_is_used_when_none_is_given(settings, bin_with):
    assert (
        adapters(resolve_bindings(settings.replace(preset="mock"), [], None, env_path=bin_with()))["builder"] == "mock"
    )


def test_crumb_toml_bind_table_reaches_the_resolution(tmp_path, bin_with):
    cfg = tmp_path / "crumb.toml"
    cfg.write_text('[bind]\nverifier = "codex:gpt-5#high"\n')
    s = load_settings(env={}, config_path=cfg, home=tmp_path)
    assert resolve_bindings(s, [], None, env_path=bin_with())["verifier"] == {
        "adapter": "codex",
        "model": "gpt-5#high",
        "fallback": ["local"],
    }


@pytest.mark.parametrize(
    ("binds", "message"),
    [
        (["builder=nope"], "--bind:bind.builder: unknown adapter 'nope'"),
        (["painter=local"], "--bind:bind.painter: unknown actor 'painter'"),
        (["builder"], "--bind:bind: must be <actor>=<adapter>[:<model>]"),
    ],
)
def test_a_bad_bind_is_a_config_error_naming_the_source_and_key(settings, binds, message):
    with pytest.raises(ConfigError) as e:
        resolve_bindings(settings, binds, None, env_path="")
    assert str(e.value).startswith(message)


def test_a_bad_config_bind_names_crumb_toml(settings):
    with pytest.raises(ConfigError, match=r"^crumb.toml \[bind\]:bind.builder: unknown adapter"):
        resolve_bindings(settings.replace(bind=("builder=gpt",)), [], None, env_path="")


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ('[actors.builder]\nadapter = "local"\nharness = "codex"\n', "actors.builder.harness"),
        ('[actors.builder]\nadapter = "claude-local"\n', "actors.builder"),
        ('[actors.painter]\nadapter = "local"\n', "actors.painter"),
        ('[routing]\nflow = "x"\n', "routing"),
        ('[actors.builder]\nadapter = "local"\nfallback = ["codex-local"]\n', "actors.builder"),
    ],
)
def test_an_unknown_key_or_adapter_in_a_preset_names_the_file_and_key(tmp_path, text, key):
    path = tmp_path / "bad.toml"
    path.write_text(text)
    with pytest.raises(ConfigError) as e:
        load_preset(str(path))
    assert e.value.file == str(path) and e.value.key == key


def test_an_unknown_preset_lists_the_known_ones(settings):
    with pytest.raises(ConfigError, match="cross-3way, local, mock, openai, solo-claude"):
        resolve_bindings(settings, [], "nope", env_path="")


def test_every_shipped_preset_loads_and_binds_all_actors():
    assert set(list_presets()) >= {"local", "mock", "solo-claude", "cross-3way", "openai"}
    for name in list_presets():
        assert set(load_preset(name)) == set(ACTORS), name
