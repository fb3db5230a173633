"""Settings: defaults < ``crumb.toml`` < ``CRUMB_*`` environment variables, read once per entry point.

No other module reads ``os.environ`` for configuration: the CLI, the Celery app and the Flask
factory each call :func:`load_settings` and pass the frozen :class:`Settings` down.
"""

from __future__ import annotations

import dataclasses
import logging
import math
import os
import re
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from crumb.core.admission import parse_limits
from crumb.core.layout import SessionPaths
from crumb.core.roles import ADAPTERS
from crumb.core.state import DEFAULT_LIMITS, Limits
from crumb.errors import ConfigError


@dataclass(frozen=True)
class Settings:
    home: Path = field(default_factory=lambda: Path.home() / ".crumb")
    redis_url: str | None = None  # None: embedded server for `crumb run`, or the URL `crumb up` recorded
    namespace: str = "crumb"
    # budgets and limits (DESIGN §4)
    respec_max: int = Limits.respec_max
    verify_max: int = Limits.verify_max
    token_budget: int = Limits.token_budget
    wall_clock_min: float = Limits.wall_clock_min
    spawn_timeout_min: float = 30.0
    spawn_idle_timeout_s: float = 600.0
    circuit_open_at: int = Limits.circuit_open_at
    # money (crumb.core.budget): 0 = no budget; the pause asks a person at cost_pause_at of a budget
    cost_budget_usd: float = Limits.cost_budget_usd
    daily_cost_cap_usd: float = Limits.daily_cost_cap_usd
    cost_pause_at: float = Limits.cost_pause_at
    qa_busy_retries: int = Limits.qa_busy_retries  # a check the machine's other work outran is run again
    # USD per million tokens (in, out) by "adapter" or "adapter:model", for adapters that report no cost
    prices: tuple[tuple[str, float, float], ...] = ()
    idle_after_min: float = 10.0  # a session with no event for this long reads "idle" (crumb.lifecycle)
    # QA (DESIGN §6)
    qa_timeout_s: float = 120.0
    qa_hang_s: float = 10.0  # one browser step (a key press, a second of game time) longer than this is a hung page
    qa_max_bytes: int = 5_000_000
    qa_max_files: int = 200
    # Browsers a check drives at once: 2 plays the phone pass (and the frame rate) beside the laptop's
    # runs, in a second browser on its own thread; 1 runs everything in turn on one browser.
    qa_lanes: int = 2
    # Checks one QA worker process runs at once, all on one Chromium (crumb.qa.checkpool); `crumb worker
    # -Q qa` then runs a threads pool of this size. 1: one check at a time, on a browser of its own.
    qa_checks_at_once: int = 1
    # A worker process that takes qa checks launches its browser as it starts, in the background, not
    # at its first check: `crumb run` sets it for its one worker (a threads pool), so the launch overlaps
    # the stack's start, the planner and the builder. With prefork, each child launches one.
    qa_warm_up: bool = False
    # QA's browser: Debian's chromium-headless-shell, or its chromium where the shell is not installed
    # (crumb.qa.pool.browser_path); any other path is started as it is.
    chromium_path: str = "/usr/bin/chromium-headless-shell"
    # The nice value QA's browsers run at (crumb.qa.priority): batch work, below the coordinator and the
    # actors, so a check in Chromium does not delay a freed slot's next spawn. 0 leaves them alone.
    qa_nice: int = 10
    # runtime
    # The time slice (ms) the coordinator and the actors' workers ask the kernel for (crumb.sched):
    # a freed slot's next spawn waits on their wake-ups. 0 leaves the kernel's default.
    sched_slice_ms: float = 0.0
    live_maxlen: int = 10_000
    lease_ttl_s: float = 10.0
    batch_size: int = 100
    # A batch that sends nothing out (drafts only) waits this long for more entries before its fsync,
    # so an outcome that follows a draft joins its commit instead of queueing behind it (0 = off).
    commit_window_ms: float = 25.0
    ingest_retention_s: float = 600.0  # committed ingest entries older than this are trimmed away
    max_draft_bytes: int = 1_048_576  # one draft (a note, a body, a field) as JSON; past it the draft is refused
    redis_max_connections: int = 256  # per process; the dashboard's streams share one (web/hub.py)
    log_level: str = "WARNING"  # what each process logs (dropped ingest entries are WARNING)
    # web
    web_host: str = "127.0.0.1"
    web_port: int = 7321
    preview_port: int = 7322
    web_token: str | None = None
    web_origins: str | None = None  # space-separated extra origins the dashboard is reached at (may frame games)
    # live streams (SSE, WebSocket) served at once per dashboard process; the rest get 503 + Retry-After
    web_live_streams: int = 256
    flower_url: str = "http://127.0.0.1:5555"
    # agents
    preset: str | None = None
    bind: tuple[str, ...] = ()  # "actor=adapter[:model]" items, from crumb.toml [bind] or --bind
    openai_base_url: str = "https://api.openai.com/v1"
    openai_api_key: str | None = None
    # Run the agent CLIs with $CRUMB_HOME hidden but for their workspace, in namespaces of their own
    # (crumb.adapters.confine); where the machine forbids that, they run in the open and say so.
    agent_confine: bool = True
    # An agent CLI that cannot be confined (agent_confine off, or the machine forbids it) is not run:
    # its spawn fails saying why, instead of running in the open.
    agent_confine_required: bool = False
    # fleet: global slots per adapter, adapter:model or qa, "key=n" (crumb.toml [concurrency], CRUMB_CONCURRENCY)
    concurrency: tuple[str, ...] = ()

    @property
    def sessions_dir(self) -> Path:
        return self.home / "sessions"

    def session_dir(self, session_id: str) -> Path:
        return self.sessions_dir / session_id

    def paths(self, session_id: str) -> SessionPaths:
        """Where each part of one session lives (transcript, meta.json, artifacts, workspaces)."""
        return SessionPaths(self.session_dir(session_id))

    def replace(self, **changes: Any) -> Settings:
        return dataclasses.replace(self, **changes)

    def concurrency_limits(self) -> dict[str, int]:
        """``{key: slots}`` from ``concurrency`` (0 or absent: unlimited), validated when loaded."""
        return parse_limits(self.concurrency)

    def limits(self) -> dict[str, Any]:
        """The budgets a session records on its ``session.start`` so replay never reads config."""
        return {name: getattr(self, name) for name in DEFAULT_LIMITS}


_FIELDS = {f.name: f for f in fields(Settings)}
# Environment names that are not CRUMB_<FIELD>.
_ENV_ALIASES = {"OPENAI_BASE_URL": "openai_base_url", "OPENAI_API_KEY": "openai_api_key"}


# The smallest (and largest) value each number may take; "> 0" where zero would mean "never".
_RANGES: dict[str, tuple[float, float, bool]] = {  # name: (low, high, low is allowed)
    "respec_max": (0, 1_000, True),
    "verify_max": (1, 1_000, True),
    "token_budget": (1, 1e12, True),
    "wall_clock_min": (0, 1e6, False),
    "spawn_timeout_min": (0, 1e5, False),
    "spawn_idle_timeout_s": (0, 1e7, False),
    "idle_after_min": (0, 1e6, False),
    "circuit_open_at": (1, 1_000, True),
    "cost_budget_usd": (0, 1e6, True),
    "daily_cost_cap_usd": (0, 1e7, True),
    "cost_pause_at": (0, 1, False),
    "qa_busy_retries": (0, 100, True),
    "qa_timeout_s": (0, 86_400, False),
    "qa_hang_s": (0, 86_400, False),
    "qa_max_bytes": (1, 1e12, True),
    "qa_max_files": (1, 1e7, True),
    "qa_lanes": (1, 2, True),
    "qa_checks_at_once": (1, 16, True),
    "qa_nice": (0, 19, True),
    "sched_slice_ms": (0, 100, True),
    "live_maxlen": (1, 1e9, True),
    "lease_ttl_s": (0, 86_400, False),
    "batch_size": (1, 100_000, True),
    "commit_window_ms": (0, 10_000, True),
    "ingest_retention_s": (0, 1e9, True),
    "web_port": (1, 65_535, True),
    "preview_port": (1, 65_535, True),
    "max_draft_bytes": (1024, 1e9, True),
    "redis_max_connections": (16, 100_000, True),
    "web_live_streams": (1, 100_000, True),
    "prices": (0, 1e4, True),  # USD per million tokens
}


def _in_range(name: str, value: float, source: str) -> float:
    low, high, low_ok = _RANGES.get(name, (-math.inf, math.inf, True))
    if not math.isfinite(value) or value > high or value < low or (value == low and not low_ok):
        bound = f"{'at least' if low_ok else 'more than'} {low:g}" + (f" and at most {high:g}" if high < 1e6 else "")
        raise ConfigError(f"must be {bound}, got {value!r}", file=source, key=name)
    return value


_SWITCH = {"1": True, "true": True, "yes": True, "on": True, "0": False, "false": False, "no": False, "off": False}


def _switch(raw: Any) -> bool:
    """A yes/no setting: a TOML boolean, or one of the words in ``_SWITCH`` (any other text is a ValueError)."""
    if isinstance(raw, bool):
        return raw
    word = str(raw).strip().lower()
    if word not in _SWITCH:
        raise ValueError(f"{raw!r} is neither on nor off (use true or false)")
    return _SWITCH[word]


def _coerce(name: str, raw: Any, source: str) -> Any:
    default = _FIELDS[name].default if _FIELDS[name].default is not dataclasses.MISSING else None
    kind = type(default) if default is not None else (Path if name == "home" else str)
    try:
        if name == "home":
            if not isinstance(raw, str):  # a TOML number or true would become a folder named "5" or "True"
                raise TypeError(type(raw).__name__)
            if not raw.strip() or not raw.isprintable():  # Path("") is the current folder: sessions would land
                raise ValueError("empty")  # wherever crumb ran; a NUL fails only at the first file written
            return Path(os.path.expanduser(raw))
        if name == "bind":
            from crumb.bindings import parse_bind  # it reads presets with read_toml, below

            # ";" or whitespace separates items: commas belong to adapter options (mock:latency=1,fail=0.2).
            items = (
                raw.replace(";", " ").split() if isinstance(raw, str) else [f"{k}={v}" for k, v in dict(raw).items()]
            )
            bound = tuple(i.strip() for i in items if i.strip())
            for item in bound:  # checked here, so the error names where the item came from
                parse_bind(item, source)
            return bound
        if name == "redis_url" and raw not in ("", None):
            return _redis_url(str(raw), source)
        if kind is str and raw is not None and not isinstance(raw, str):
            raise TypeError(type(raw).__name__)  # a TOML number, date or table where text is meant: quote it
        if name == "namespace" and not NAMESPACE.fullmatch(str(raw)):
            raise ValueError("not a namespace")
        if name in _TEXT_RULES and raw not in ("", None) and not _TEXT_RULES[name](str(raw)):
            raise ValueError(name)
        if name == "preset" and raw not in ("", None):
            from crumb.bindings import preset_path

            preset_path(str(raw), source=source)  # it names a file: checked here, so the error names this setting
        if name == "concurrency":  # "claude-code=2,mock=2" or a TOML table; checked here, once
            if isinstance(raw, dict):
                limits = parse_limits(raw, source)
            else:
                limits = parse_limits([i for i in str(raw).replace(";", ",").replace(" ", ",").split(",") if i], source)
            return tuple(f"{k}={n}" for k, n in limits.items())
        if name == "prices":
            return parse_prices(raw, source)
        if kind is bool:
            return _switch(raw)
        # A TOML true, array or table is never a number or a string: refuse it rather than str() it.
        if isinstance(raw, (bool, list, dict)) or (kind is int and isinstance(raw, float) and not raw.is_integer()):
            raise TypeError(type(raw).__name__)
        if kind is int:
            return int(_in_range(name, int(raw), source))
        if kind is float:
            return _in_range(name, float(raw), source)
        if raw in ("", None):
            if default is not None:  # "" means unset only for settings that may be unset
                raise ValueError("empty")
            return None
        return str(raw)
    except (TypeError, ValueError) as e:
        expected = (
            "true or false"
            if kind is bool
            else "text (in quotes)"
            if kind is str and isinstance(e, TypeError) and name != "namespace"
            else _EXPECTED.get(name) or _KIND_SAID.get(kind, f"a {kind.__name__}")
        )
        shown = repr(raw) if len(repr(raw)) <= 200 else f"{repr(raw)[:200]}… ({len(str(raw))} characters)"
        raise ConfigError(f"expected {expected}, got {shown}", file=source, key=name) from e


def _web_url(text: str, *, path: bool = True) -> bool:
    """An http(s) URL with a host (and, without ``path``, nothing after the port): an origin."""
    try:
        parts = urlsplit(text)
        parts.port  # noqa: B018 - a port that is no number raises here, not in `crumb up`
    except ValueError:
        return False
    return (
        parts.scheme in ("http", "https")
        and bool(parts.hostname)
        and text.isprintable()
        and not any(c.isspace() for c in text)
        and (path or (parts.path in ("", "/") and not parts.query and not parts.fragment))
    )


# Text settings read as a URL, an origin, a host or a log level: checked when loaded, where the error can
# name the file and key, not at first use (a worker's failed request, `crumb up` reading the port).
_TEXT_RULES: dict[str, Callable[[str], bool]] = {
    "openai_base_url": _web_url,
    "flower_url": _web_url,
    "web_origins": lambda text: all(_web_url(o, path=False) for o in text.split()),
    "web_host": lambda text: text.isprintable() and not any(c.isspace() or c in "/;," for c in text),
    "log_level": lambda text: isinstance(logging.getLevelName(text.upper()), int),
    "chromium_path": lambda text: text.isprintable() and bool(text.strip()),
}
_KIND_SAID = {str: "text (in quotes)", int: "a whole number", float: "a number"}  # not "a int", "a float"
_EXPECTED = {
    "home": "a folder path",
    "namespace": "a namespace: 1 to 64 letters, digits, '-', '_' or '.', starting with a letter or digit",
    "openai_base_url": "an http:// or https:// URL, like https://api.openai.com/v1",
    "flower_url": "an http:// or https:// URL, like http://127.0.0.1:5555",
    "web_origins": "origins separated by spaces, each http(s)://host[:port] with no path",
    "web_host": "a host name or IP address to listen on, like 127.0.0.1 (no spaces, no '/')",
    "log_level": "a log level: DEBUG, INFO, WARNING or ERROR",
    "chromium_path": "the path of a Chromium program, like /usr/bin/chromium",
}


_REDIS_SCHEMES = ("redis", "rediss", "unix")  # what redis-py's from_url reads
# Every Redis key of a stack starts with "{namespace}:": a ":" or a space in it would read as part of a key.
NAMESPACE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,63}")


def _redis_url(url: str, source: str) -> str:
    """A Redis URL redis-py reads as written: it would take ``/abc`` as database 0 without a word."""
    parts = urlsplit(url)
    if parts.scheme not in _REDIS_SCHEMES:  # else the first connection fails, far from this setting, as exit 4
        raise ConfigError(
            f"{url[:80]!r} is not a Redis URL: use redis://host:port/0 (or rediss://, unix://)",
            file=source,
            key="redis_url",
        )
    db = parts.path.lstrip("/")
    if parts.scheme in ("redis", "rediss") and db and not db.isdigit():
        raise ConfigError(
            f"{url!r}: the database after the last / must be a number; use redis://host:port/0",
            file=source,
            key="redis_url",
        )
    return url


_PRICES_USAGE = (
    '[prices] is a table of "adapter[:model]" = {in = USD, out = USD} per million tokens '
    '(environment: CRUMB_PRICES="openai:gpt-5-mini=0.25/2.0 codex=1.25/10")'
)


def parse_prices(raw: Any, source: str) -> tuple[tuple[str, float, float], ...]:
    """``{"openai:gpt-5-mini": {"in": 0.25, "out": 2}}`` or ``"openai:gpt-5-mini=0.25/2 ..."`` → rows."""
    if isinstance(raw, str):
        items = [tuple(i.split("=", 1)) for i in raw.replace(";", " ").split()]
    else:
        items = list(dict(raw).items())
    rows = []
    for item in items:
        key, value = (item[0], item[1]) if len(item) == 2 else (item[0], None)
        if str(key).split(":")[0] not in ADAPTERS:
            raise ConfigError(f"{key!r} names no adapter (known: {', '.join(ADAPTERS)})", file=source, key="prices")
        pair = (
            value.split("/")
            if isinstance(value, str)
            else [value.get("in"), value.get("out")]
            if isinstance(value, dict)
            else []
        )
        try:
            usd_in, usd_out = (_in_range("prices", float(x), source) for x in pair)
        except (TypeError, ValueError):
            raise ConfigError(
                f"{key!r}: {value!r} is not a price; {_PRICES_USAGE}", file=source, key="prices"
            ) from None
        rows.append((str(key), usd_in, usd_out))
    return tuple(sorted(rows))


def check_value(name: str, raw: Any, source: str) -> Any:
    """One setting's value from text, checked as crumb.toml and the environment are (ConfigError if not)."""
    return _coerce(name, raw, source)


def read_toml(path: Path) -> dict[str, Any]:
    """Read a TOML file, naming the file and line in the error when it is malformed."""
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except tomllib.TOMLDecodeError as e:
        raise ConfigError(f"not valid TOML ({e})", file=str(path)) from e
    except UnicodeDecodeError as e:  # tomllib decodes the bytes itself, before any TOML error can arise
        raise ConfigError(f"not UTF-8 text (byte {e.start}); save it as UTF-8", file=str(path)) from e
    except OSError as e:
        raise ConfigError(f"cannot read ({e.strerror})", file=str(path)) from e


def _from_toml(path: Path) -> dict[str, Any]:
    data = read_toml(path)
    out: dict[str, Any] = {}
    for key, value in data.items():
        if key == "concurrency" and not isinstance(value, dict):
            raise ConfigError("[concurrency] must be a table of adapter = slots", file=str(path), key=key)
        if key == "prices" and not isinstance(value, dict):
            raise ConfigError(_PRICES_USAGE, file=str(path), key=key)
        if key == "bind":
            if not isinstance(value, dict):
                raise ConfigError('[bind] must be a table of actor = "adapter[:model]"', file=str(path), key=key)
            out["bind"] = _coerce("bind", value, str(path))
        elif key in _FIELDS:
            out[key] = _coerce(key, value, str(path))
        else:
            raise ConfigError(f"unknown key (known: {', '.join(sorted(_FIELDS))})", file=str(path), key=key)
    return out


def load_settings(env: Mapping[str, str] | None = None, config_path: Path | None = None, **overrides: Any) -> Settings:
    """Build the frozen settings: defaults < crumb.toml < CRUMB_* environment < explicit overrides."""
    env = os.environ if env is None else env
    values: dict[str, Any] = {}
    path = config_path or (Path(env["CRUMB_CONFIG"]) if env.get("CRUMB_CONFIG") else Path("crumb.toml"))
    if path.exists():
        values.update(_from_toml(path))
    elif config_path is not None or env.get("CRUMB_CONFIG"):
        raise ConfigError("config file not found", file=str(path))
    for key, raw in env.items():
        name = _ENV_ALIASES.get(key) or (key[6:].lower() if key.startswith("CRUMB_") else None)
        if name in _FIELDS and raw != "":
            values[name] = _coerce(name, raw, f"${key}")
    for name, value in overrides.items():
        if value is None:
            continue
        if name in _RANGES and name != "prices":  # a flag's number has the bounds the same setting has in crumb.toml
            _in_range(name, value, "argument")
        values[name] = value
    return Settings(**values)
