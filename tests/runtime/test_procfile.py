"""Procfile and docker-compose.yml are generated from one table (crumb/procs.py) and stay in step."""

from __future__ import annotations

import shlex
from pathlib import Path

import yaml

from crumb.core.roles import QUEUES
from crumb.procs import PROCESSES, check_files, compose_text, procfile_text

ROOT = Path(__file__).resolve().parents[2]
EXPECTED = {"coordinator", "web", "worker-planner", "worker-builder", "worker-verifier", "worker-qa", "flower"}


def _procfile(path: Path) -> dict[str, list[str]]:
    out = {}
    for line in path.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            name, _, command = line.partition(":")
            out[name.strip()] = shlex.split(command)
    return out


def test_the_table_has_every_process_the_design_names():
    assert {p.name for p in PROCESSES} == EXPECTED
    workers = {p.name: p.argv for p in PROCESSES if p.name.startswith("worker-")}
    assert {argv[-1] for argv in workers.values()} == set(QUEUES)


def test_the_procfile_in_the_repo_runs_exactly_the_tables_commands():
    assert _procfile(ROOT / "Procfile") == {p.name: list(p.argv) for p in PROCESSES}


def test_docker_compose_runs_the_same_commands_on_redis_with_persistence_and_one_shared_home():
    compose = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
    services = compose["services"]
    assert set(services) == EXPECTED | {"redis"}
    redis_cmd = services["redis"]["command"]
    assert redis_cmd[redis_cmd.index("--appendonly") + 1] == "yes"
    for proc in PROCESSES:
        svc = services[proc.name]
        assert svc["command"] == list(proc.argv), proc.name
        assert svc["volumes"] == ["crumb-home:/data/crumb"], proc.name
        assert svc["environment"]["CRUMB_HOME"] == "/data/crumb"
        assert svc["environment"]["CRUMB_REDIS_URL"].startswith("redis://redis:")
    assert set(compose["volumes"]) == {"crumb-home", "redis-data"}


def test_the_qa_worker_can_be_scaled_with_docker_compose():
    svc = yaml.safe_load(compose_text())["services"]["worker-qa"]
    assert "container_name" not in svc
    assert "ports" not in svc


def test_the_checked_in_files_are_what_the_generator_writes(tmp_path):
    assert check_files(ROOT) == []
    (tmp_path / "Procfile").write_text(procfile_text().replace("worker -Q qa", "worker -Q qa,builder"))
    (tmp_path / "docker-compose.yml").write_text(compose_text())
    assert check_files(tmp_path) == [tmp_path / "Procfile"]


def test_crumb_procfile_check_exits_1_on_a_stale_file_and_0_on_a_fresh_one(tmp_path):
    from crumb.cli import main

    assert main(["procfile", "--root", str(tmp_path)]) == 0
    assert main(["procfile", "--check", "--root", str(tmp_path)]) == 0
    (tmp_path / "docker-compose.yml").write_text("services: {}\n")
    assert main(["procfile", "--check", "--root", str(tmp_path)]) == 1


def test_the_qa_worker_container_weighs_what_qa_nice_weighs_outside_one():
    """In a container a nice value counts only inside it, so the qa worker's container gets the CPU
    weight of qa_nice against the other services' default 1024."""
    from crumb.config import load_settings
    from crumb.procs import nice_weight

    services = yaml.safe_load((ROOT / "docker-compose.yml").read_text())["services"]
    assert services["worker-qa"]["cpu_shares"] == nice_weight(load_settings(env={}).qa_nice) == 110
    assert [name for name, svc in services.items() if "cpu_shares" in svc] == ["worker-qa"]
    assert [nice_weight(n) for n in (0, 5, 19)] == [1024, 336, 15]  # the kernel's table: 1024, 335, 15
