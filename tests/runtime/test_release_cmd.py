"""`crumb release` from where you are: right after `crumb run` with no stack, against `crumb up`, as a zip."""

from __future__ import annotations

import hashlib
import json
import os
import zipfile
from pathlib import Path

import pytest

from crumb.bundle import write_zip
from crumb.cli import main
from crumb.config import Settings
from crumb.record import NoDispatch
from crumb.stack import stack_path, write_stack
from tests.runtime.cli_helpers import CRUMB, GOAL, clean_env, crumb, run_watched
from tests.runtime.runtime_harness import coordinator, transcript
from tests.web.sessions import make_session


def _released(settings: Settings, sid: str) -> list[dict]:
    return [e.data for e in transcript(settings, sid) if e.kind == "version.released"]


# Its module fixture runs a whole offline session (run_watched allows 600 s: QA is slow on a busy box)
# inside the setup of the first test that asks for it, under that test's timeout.
pytestmark = pytest.mark.timeout(660)


@pytest.fixture(scope="module")
def offline_session(tmp_path_factory) -> tuple[Path, str]:
    """One real offline `crumb run` (embedded server), as `make demo` does; no stack is left running."""
    home = tmp_path_factory.mktemp("release-home")
    w = run_watched(
        [*CRUMB, "run", "--goal", GOAL, "--json"], clean_env(home), timeout_s=600
    )  # QA is slow on a busy box
    assert w.proc.returncode == 0, w.stderr[-3000:]
    return home, json.loads(w.stdout)["session_id"]


def test_release_right_after_an_offline_run_records_version_released_and_exits_0(offline_session):
    home, sid = offline_session
    settings = Settings(home=home)
    assert not stack_path(settings).exists()  # nothing is running: `crumb run` stopped everything
    w = run_watched([*CRUMB, "release", sid, "--as", "v1"], clean_env(home), timeout_s=90)
    assert w.proc.returncode == 0, w.stderr
    assert "written by an embedded coordinator" in w.stderr
    manifest = (home / "sessions" / sid / "releases" / "v1" / "manifest.json").read_bytes()
    (released,) = _released(settings, sid)
    assert released["version"] == "v1" and released["manifest_sha256"] == hashlib.sha256(manifest).hexdigest()
    assert w.survivors() == [] and not stack_path(settings).exists()  # the brief server is gone again


def test_a_release_name_already_taken_exits_2_and_records_nothing(offline_session):
    home, sid = offline_session
    first = crumb("release", sid, "--as", "v2", env=clean_env(home), timeout=90)
    assert first.returncode == 0, first.stderr
    again = crumb("release", sid, "--as", "v2", env=clean_env(home), timeout=90)
    assert again.returncode == 2 and "release v2 of" in again.stderr and "already exists" in again.stderr
    assert [d["version"] for d in _released(Settings(home=home), sid)].count("v2") == 1


def test_release_zip_is_a_static_bundle_with_the_game_at_its_root_and_its_hashes(offline_session, tmp_path):
    home, sid = offline_session
    out = tmp_path / "site.zip"
    done = crumb("release", sid, "--as", "v3", "--zip", str(out), "--json", env=clean_env(home), timeout=90)
    assert done.returncode == 0, done.stderr
    printed = json.loads(done.stdout)
    assert printed["zip"] == str(out) and printed["recorded"] == {"via": "embedded", "written": True}
    with zipfile.ZipFile(out) as zf:
        names = zf.namelist()
        assert names[0] == "index.html" and {"crumb-release.json", "SHA256SUMS"} <= set(names)
        bundle = json.loads(zf.read("crumb-release.json"))
        assert bundle["session_id"] == sid and bundle["name"] == "v3" and bundle["entry"] == "index.html"
        game = {p.removeprefix("game/") for p in printed["files"] if p.startswith("game/")}
        assert set(bundle["files"]) == game == set(names) - {"crumb-release.json", "SHA256SUMS"}
        for line in zf.read("SHA256SUMS").decode().splitlines():  # what `sha256sum -c` checks
            digest, name = line.split("  ", 1)
            assert hashlib.sha256(zf.read(name)).hexdigest() == digest == bundle["files"][name]["sha256"]
    folder = home / "sessions" / sid / "releases" / "v3"
    again = write_zip(folder, json.loads((folder / "manifest.json").read_text()), tmp_path / "again.zip")
    assert again.read_bytes() == out.read_bytes()  # the same release always zips to the same bytes


def test_a_bundle_refuses_a_release_whose_game_no_longer_matches_its_manifest(offline_session, tmp_path):
    home, sid = offline_session
    assert crumb("release", sid, "--as", "v4", env=clean_env(home), timeout=90).returncode == 0
    folder = home / "sessions" / sid / "releases" / "v4"
    (folder / "artifacts" / "game" / "index.html").write_text("tampered")
    from crumb.exports import ExportError

    with pytest.raises(ExportError, match="game/index.html of release v4 no longer matches its manifest"):
        write_zip(folder, json.loads((folder / "manifest.json").read_text()), tmp_path / "x.zip")
    assert not (tmp_path / "x.zip").exists() and not list(tmp_path.glob(".x.zip*"))  # nor a half-written one


def test_a_bundle_of_a_release_missing_a_game_file_says_which_and_leaves_no_zip(offline_session, tmp_path):
    home, sid = offline_session
    assert crumb("release", sid, "--as", "v5", env=clean_env(home), timeout=90).returncode == 0
    folder = home / "sessions" / sid / "releases" / "v5"
    (folder / "artifacts" / "game" / "index.html").unlink()
    from crumb.exports import ExportError

    with pytest.raises(ExportError, match="cannot read game/index.html of release v5 .*; not bundled"):
        write_zip(folder, json.loads((folder / "manifest.json").read_text()), tmp_path / "y.zip")
    assert not list(tmp_path.glob("*y.zip*"))


@pytest.fixture
def no_stack_env(monkeypatch, settings: Settings) -> Settings:
    for key in [k for k in os.environ if k.startswith("CRUMB_")]:
        monkeypatch.delenv(key)
    monkeypatch.setenv("CRUMB_HOME", str(settings.home))
    return settings


def test_release_finds_a_crumb_up_stack_through_stack_json(no_stack_env: Settings, redis_client, capsys):
    sid = make_session(no_stack_env, verdict="PASS", finished=True)
    write_stack(no_stack_env, redis_url=no_stack_env.redis_url, kind="up")  # as `crumb up` records itself
    with coordinator(no_stack_env, NoDispatch()):
        assert main(["release", sid, "--as", "v1"]) == 0
    assert f"written by the stack at {no_stack_env.redis_url}" in capsys.readouterr().err
    assert [d["version"] for d in _released(no_stack_env, sid)] == ["v1"]


def test_release_export_and_copy_artifacts_take_redis_like_the_other_stack_commands(
    no_stack_env: Settings, redis_client, monkeypatch, tmp_path, capsys
):
    sid = make_session(no_stack_env, verdict="PASS", finished=True)
    monkeypatch.setenv("CRUMB_NAMESPACE", no_stack_env.namespace)
    url = no_stack_env.redis_url
    with coordinator(no_stack_env, NoDispatch()):
        assert main(["release", sid, "--as", "v2", "--redis", url]) == 0
    assert [d["version"] for d in _released(no_stack_env, sid)] == ["v2"]
    assert main(["export", sid, "--redis", url, "--out", str(tmp_path / "t.json")]) == 0
    assert main(["copy-artifacts", f"{sid}/v2", "--redis", url, "--to", str(tmp_path / "copy")]) == 0
    assert (tmp_path / "copy" / "game" / "index.html").is_file()
