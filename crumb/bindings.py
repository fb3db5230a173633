"""Which adapter (and model) runs each actor: ``--bind`` > ``crumb.toml [bind]`` > preset > ambient > ``local``.

The result is recorded on ``session.start`` (``bindings``), so replay never reads config:
``{actor: {"adapter": str, "model": str | None, "fallback": [adapter, ...]}}``.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

from crumb.config import Settings, read_toml
from crumb.core.roles import ADAPTER_NAMES, BINDABLE, CLI_BINARIES
from crumb.errors import ConfigError

__all__ = ["PRESETS_DIR", "resolve_bindings", "load_preset", "list_presets", "preset_path", "ambient", "parse_bind"]

PRESETS_DIR = Path(__file__).resolve().parents[1] / "presets"
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_BIND_RE = re.compile(r"^\s*(?P<actor>[\w-]+)\s*=\s*(?P<adapter>[\w.-]*)(?::(?P<model>.+))?\s*$")
# A preset named by its file in presets/ (without .toml): the name becomes part of a path, so it has no "/".
PRESET_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")
_PRESET_KEYS = {"meta": {"description", "requires_cli", "requires_api_keys"}, "actor": {"adapter", "model", "fallback"}}
Binding = dict[str, Any]


def parse_bind(item: str, source: str) -> tuple[str, str | None, str | None]:
    """``actor=adapter[:model]`` -> (actor, adapter or None, model or None); ConfigError naming ``source``."""
    m = _BIND_RE.match(item)
    if not m or not (m["adapter"] or m["model"]):
        raise ConfigError(f"must be <actor>=<adapter>[:<model>], got {item!r}", file=source, key="bind")
    actor, adapter = m["actor"], m["adapter"] or None
    if actor not in BINDABLE:
        raise ConfigError(f"unknown actor {actor!r} (known: {', '.join(BINDABLE)})", file=source, key=f"bind.{actor}")
    if adapter and adapter not in ADAPTER_NAMES:
        raise ConfigError(
            f"unknown adapter {adapter!r} (known: {', '.join(ADAPTER_NAMES)})", file=source, key=f"bind.{actor}"
        )
    if m["model"] and (problem := model_problem(m["model"])):
        raise ConfigError(problem, file=source, key=f"bind.{actor}")
    return actor, adapter, m["model"]


def model_problem(model: str) -> str | None:
    """Why ``model`` (``name[#effort]``) is no model name, or None. It follows --model on an agent CLI's
    command line, where one beginning with '-' is read as a flag of its own: gemini took
    ``--model --approval-mode=yolo`` as leave to run any command unasked."""
    name, _, effort = model.partition("#")
    for part, what in ((name, "model"), (effort, "effort")):
        if part.startswith("-"):
            return (
                f"the {what} {part[:60]!r} begins with '-', which the agent's command line would read as a flag; "
                "give a model name, e.g. gpt-5 or gpt-5#high"
            )
    if _CONTROL.search(model):
        return f"the model {model[:60]!r} holds a control character; give a model name, e.g. gpt-5 or gpt-5#high"
    return None


def list_presets(presets_dir: Path = PRESETS_DIR) -> list[str]:
    return sorted(p.stem for p in presets_dir.glob("*.toml"))


def preset_path(name: str, presets_dir: Path = PRESETS_DIR, source: str | None = None) -> Path:
    """The file of preset ``name``: ``presets/<name>.toml``, or ``name`` itself when it is the path of a .toml
    file; a ConfigError naming ``source`` (else the file looked for) when it is neither, or not there."""
    known = ", ".join(list_presets(presets_dir))
    if not name.endswith(".toml") and not PRESET_NAME.fullmatch(name):
        raise ConfigError(
            f"{name[:80]!r} is no preset: give the name of one in {presets_dir} ({known}: letters, digits, '-' "
            "and '_', no '/'), or the path of a .toml file",
            file=source,
            key="preset",
        )
    path = Path(name) if name.endswith(".toml") else presets_dir / f"{name}.toml"
    if not path.is_file():
        raise ConfigError(f"no such preset {str(path)!r} (known: {known})", file=source, key="preset")
    return path


def load_preset(name: str, presets_dir: Path = PRESETS_DIR) -> dict[str, Binding]:
    """The actors a preset binds; a name is looked up in ``presets/``, a path ending in .toml is read as is."""
    path = preset_path(name, presets_dir)
    data = read_toml(path)
    for key in data:
        if key not in ("meta", "actors"):
            raise ConfigError("unknown key (known: meta, actors)", file=str(path), key=key)
    for key in data.get("meta", {}):
        if key not in _PRESET_KEYS["meta"]:
            raise ConfigError(
                f"unknown key (known: {', '.join(sorted(_PRESET_KEYS['meta']))})", file=str(path), key=f"meta.{key}"
            )
    out: dict[str, Binding] = {}
    for actor, table in data.get("actors", {}).items():
        where = f"actors.{actor}"
        if actor not in BINDABLE:
            raise ConfigError(f"unknown actor (known: {', '.join(BINDABLE)})", file=str(path), key=where)
        for key in table:
            if key not in _PRESET_KEYS["actor"]:
                raise ConfigError("unknown key (known: adapter, model, fallback)", file=str(path), key=f"{where}.{key}")
        adapters = [table.get("adapter")] if "adapter" in table else []
        for adapter in adapters + list(table.get("fallback", [])):
            if adapter not in ADAPTER_NAMES:
                raise ConfigError(
                    f"unknown adapter {adapter!r} (known: {', '.join(ADAPTER_NAMES)})", file=str(path), key=where
                )
        model = table.get("model")
        if model is not None and (
            problem := "the model must be text" if not isinstance(model, str) else model_problem(model)
        ):
            raise ConfigError(problem, file=str(path), key=f"{where}.model")
        out[actor] = {k: table[k] for k in ("adapter", "model", "fallback") if k in table}
    return out


def ambient(env_path: str | None = None) -> dict[str, str]:
    """Adapters for the agent CLIs found on PATH, split across providers when more than one is there."""
    found = [a for a, binary in CLI_BINARIES.items() if shutil.which(binary, path=env_path)]
    if not found:
        return {}
    builder = "codex" if "codex" in found else found[0]
    others = [a for a in ("gemini-cli", "claude-code", "codex") if a in found and a != builder]
    verifier = others[0] if others else builder  # a different provider judges, when there is one
    planner = "claude-code" if "claude-code" in found else found[0]
    return {"planner-lead": planner, "builder": builder, "verifier": verifier}


def resolve_bindings(
    settings: Settings, cli_binds: list[str], preset: str | None, env_path: str | None = None
) -> dict[str, Binding]:
    """Each actor's adapter, model and fallback chain, from the highest layer that names it."""
    preset = preset or settings.preset
    preset_layer = load_preset(preset) if preset else {}
    config_layer = _bind_layer(settings.bind, "crumb.toml [bind]")
    cli_layer = _bind_layer(cli_binds, "--bind")
    ambient_layer = ambient(env_path) if not (preset or settings.bind or cli_binds) else {}
    out: dict[str, Binding] = {}
    for actor in BINDABLE:
        binding: Binding = {"adapter": "local", "model": None}
        if actor in ambient_layer:
            binding["adapter"] = ambient_layer[actor]
        for layer in (preset_layer, config_layer, cli_layer):
            given = layer.get(actor, {})
            if given.get("adapter") and given["adapter"] != binding["adapter"]:
                binding["model"] = None  # a model belongs to the adapter that named it
            binding.update({k: v for k, v in given.items() if k in ("adapter", "model") and v})
        chain = preset_layer.get(actor, {}).get("fallback", ["local"])
        binding["fallback"] = [a for i, a in enumerate(chain) if a != binding["adapter"] and a not in chain[:i]]
        out[actor] = binding
    return out


def _bind_layer(items: tuple[str, ...] | list[str], source: str) -> dict[str, Binding]:
    layer: dict[str, Binding] = {}
    for item in items:
        actor, adapter, model = parse_bind(item, source)
        layer[actor] = {"adapter": adapter, "model": model}
    return layer
