"""The process table of a CRUMB stack: the one source for ``Procfile`` and ``docker-compose.yml``.

``crumb up`` runs this table under honcho; ``crumb procfile`` writes (or, with ``--check``,
verifies) both files from it, and a test parses both files and compares them with the table.
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass, field
from pathlib import Path

from crumb.config import Settings
from crumb.core.roles import QUEUES

__all__ = ["Proc", "PROCESSES", "nice_weight", "procfile_text", "compose_text", "check_files", "write_files"]


@dataclass(frozen=True)
class Proc:
    """One long-running process of a stack."""

    name: str
    argv: tuple[str, ...]
    # Scaled with `docker compose --scale NAME=N` (no container_name, no fixed host port).
    scalable: bool = False
    # Container ports published on the host's loopback, for the processes a person opens.
    ports: tuple[int, ...] = ()
    # Extra environment in a container, where the process must listen beyond loopback.
    compose_env: tuple[tuple[str, str], ...] = field(default=())
    # Its container's CPU weight against the others' 1024 (docker's cpu_shares), where a nice value
    # weighs only inside the container; None leaves docker's default.
    cpu_shares: int | None = None

    @property
    def command(self) -> str:
        return shlex.join(self.argv)


def nice_weight(nice: int) -> int:
    """The scheduler's weight of a nice value against nice 0's 1024 (each step ≈ 1.25×): 110 at 10."""
    return max(2, round(1024 / 1.25**nice))


def _worker(queue: str, *, scalable: bool = False) -> Proc:
    # QA's browsers are batch work (crumb.qa.priority): outside a container a qa-only worker runs at
    # qa_nice; in one, a nice value weighs only inside the container, so the container gets its weight.
    qa = queue == "qa"
    return Proc(
        f"worker-{queue}",
        ("crumb", "worker", "-Q", queue),
        scalable=scalable,
        cpu_shares=nice_weight(Settings().qa_nice) if qa else None,
    )


PROCESSES: tuple[Proc, ...] = (
    Proc("coordinator", ("crumb", "coordinator")),
    # gunicorn with threaded workers (web/production.py): a crowd of streams, one Redis reader per worker.
    # Beyond loopback in a container, so the dashboard needs a token: compose refuses to start without one.
    Proc(
        "web",
        ("crumb", "web", "--server", "gunicorn"),
        ports=(7321, 7322),
        compose_env=(
            ("CRUMB_WEB_HOST", "0.0.0.0"),
            (
                "CRUMB_WEB_TOKEN",
                "${CRUMB_WEB_TOKEN:?set CRUMB_WEB_TOKEN to a long random string: the dashboard listens beyond loopback}",
            ),
        ),
    ),
    *(_worker(q, scalable=(q == "qa")) for q in QUEUES),
    # Flower reads FLOWER_PORT / FLOWER_ADDRESS from the environment; the default is 5555.
    Proc("flower", ("celery", "-A", "tasks", "flower"), ports=(5555,), compose_env=(("FLOWER_ADDRESS", "0.0.0.0"),)),
)

_HEADER = "# Generated from crumb/procs.py by `crumb procfile`; edit the table there, not this file.\n"


def procfile_text(procs: tuple[Proc, ...] = PROCESSES) -> str:
    return _HEADER + "".join(f"{p.name}: {p.command}\n" for p in procs)


def _yaml_list(items: tuple[str, ...] | list[str]) -> str:
    # JSON string literals are valid YAML flow scalars, and quote everything that needs it.
    import json

    return "[" + ", ".join(json.dumps(i) for i in items) + "]"


def compose_text(procs: tuple[Proc, ...] = PROCESSES) -> str:
    """docker-compose.yml: Redis with AOF, every process, one shared volume for $CRUMB_HOME."""
    out = [
        _HEADER,
        "x-crumb: &crumb\n",
        "  build: .\n",
        "  image: crumb:latest\n",
        "  restart: unless-stopped\n",
        "  depends_on: [redis]\n",
        '  volumes: ["crumb-home:/data/crumb"]\n',
        "  environment: &crumb-env\n",
        "    CRUMB_HOME: /data/crumb\n",
        "    CRUMB_REDIS_URL: redis://redis:6379/0\n",
        "    CRUMB_NAMESPACE: ${CRUMB_NAMESPACE:-crumb}\n",
        "\n",
        "services:\n",
        "  redis:\n",
        "    image: redis:7\n",
        "    restart: unless-stopped\n",
        '    command: ["redis-server", "--appendonly", "yes", "--maxmemory-policy", "noeviction"]\n',
        '    volumes: ["redis-data:/data"]\n',
    ]
    for p in procs:
        out.append(f"  {p.name}:\n")
        out.append("    <<: *crumb\n")
        out.append(f"    command: {_yaml_list(p.argv)}\n")
        if p.compose_env:
            out.append("    environment:\n")
            out.append("      <<: *crumb-env\n")
            out.extend(f'      {k}: "{v}"\n' for k, v in p.compose_env)
        if p.cpu_shares is not None:
            out.append(f"    cpu_shares: {p.cpu_shares}\n")
        if p.ports:
            out.append(f"    ports: {_yaml_list([f'127.0.0.1:{n}:{n}' for n in p.ports])}\n")
    out += ["\n", "volumes:\n", "  crumb-home:\n", "  redis-data:\n"]
    return "".join(out)


def _targets(root: Path) -> dict[Path, str]:
    return {root / "Procfile": procfile_text(), root / "docker-compose.yml": compose_text()}


def write_files(root: Path) -> list[Path]:
    """Write Procfile and docker-compose.yml under ``root``; return the files that changed."""
    changed = []
    for path, text in _targets(root).items():
        if not path.exists() or path.read_text() != text:
            path.write_text(text)
            changed.append(path)
    return changed


def check_files(root: Path) -> list[Path]:
    """The files under ``root`` that differ from the table (empty when both are current)."""
    return [path for path, text in _targets(root).items() if not path.exists() or path.read_text() != text]
