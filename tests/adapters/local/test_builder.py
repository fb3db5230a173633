"""The offline builder writes one small, self-contained, themed game per genre, and feedback changes it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from crumb.adapters.local import build, plan
from crumb.adapters.local.genres import GENRES

from .pitches import PITCHES

EXTERNAL = re.compile(r"(?:https?:)?//[a-z0-9.-]+\.[a-z]{2,}", re.IGNORECASE)


def _config(index: Path) -> dict[str, object]:
    found = re.search(r"window\.CRUMB_CONFIG = (\{.*?\});</script>", index.read_text(encoding="utf-8"))
    assert found, "the config block is missing"
    return json.loads(found.group(1))


def test_there_are_at_least_eight_genre_templates() -> None:
    assert len(GENRES) >= 8 and set(PITCHES) == set(GENRES)


@pytest.mark.parametrize("genre", sorted(PITCHES))
def test_every_genre_builds_a_small_offline_index_with_the_hook_and_title(genre: str, tmp_path: Path) -> None:
    spec, _ = plan(PITCHES[genre])
    files = build(spec, tmp_path)
    index = tmp_path / "index.html"
    html = index.read_text(encoding="utf-8")
    assert index in files and all(f.is_file() for f in files)
    assert index.stat().st_size <= 150 * 1024
    assert not EXTERNAL.search(html), EXTERNAL.search(html)
    assert "window.__crumb" in html and f"<title>{spec.title}</title>" in html
    assert f'<h1 id="crumb-title">{spec.title}</h1>' in html
    assert 'name="viewport"' in html and "touch-action:none" in html
    assert _config(index)["genre"] == genre


def test_theme_and_tuning_reach_the_built_game(tmp_path: Path) -> None:
    ocean, _ = plan("a 30-second ocean match-3")
    candy, _ = plan("a 45-second candy match-3 on a 9x9 grid")
    a, b = _config(build(ocean, tmp_path / "a")[0]), _config(build(candy, tmp_path / "b")[0])
    assert a["theme"] != b["theme"] and a["theme"]["bg"] == ocean.theme["bg"]  # type: ignore[index]
    assert (a["time_limit"], b["time_limit"]) == (30, 45)
    assert b["tuning"] == {"cols": 9, "rows": 9, "kinds": 5}


def test_slower_bigger_buttons_and_korean_feedback_change_the_build_and_are_recorded(tmp_path: Path) -> None:
    spec, _ = plan("a 60-second match-3 with a combo bonus")
    plain = _config(build(spec, tmp_path / "plain")[0])
    lines = ["It is too fast, make it slower", "버튼을 더 크게 해 주세요", "시간을 더 주세요", "great colours"]
    files = build(spec, tmp_path / "fed", feedback=lines)
    fed = _config(files[0])
    assert fed["speed"] < plain["speed"] and fed["button_scale"] > plain["button_scale"]
    assert fed["time_limit"] == 75
    notes = json.loads((tmp_path / "fed" / "build-notes.json").read_text(encoding="utf-8"))
    assert notes["applied"] == lines[:3] and notes["unapplied"] == ["great colours"]
    assert "It is too fast, make it slower" in files[0].read_text(encoding="utf-8").split("<style>")[0]


def test_verifier_feedback_about_phone_fit_and_input_changes_the_build(tmp_path: Path) -> None:
    spec, _ = plan("a brick breaker")
    before = build(spec, tmp_path / "before")[0].read_text(encoding="utf-8")
    after_file = build(
        spec,
        tmp_path / "after",
        feedback=["QA check phone_fit failed. Fix phone overflow.", "QA check input_response failed"],
    )[0]
    after = after_file.read_text(encoding="utf-8")
    assert "overflow-x:hidden" in after and "overflow-x:hidden" not in before
    assert _config(after_file)["input_assist"] is True


def test_a_spec_genre_without_a_template_builds_the_nearest_one_with_a_note(tmp_path: Path) -> None:
    spec, _ = plan("a match-3")
    odd = spec.model_copy(update={"genre": "pinball-like", "pitch": "a snake-ish pinball"})
    build(odd, tmp_path)
    notes = json.loads((tmp_path / "build-notes.json").read_text(encoding="utf-8"))
    assert notes["genre"] == "snake" and "nearest genre" in notes["notes"][0]


def test_the_same_spec_and_feedback_always_build_the_same_bytes(tmp_path: Path) -> None:
    spec, _ = plan("콤보 보너스가 있는 60초 매치3 게임")
    one = build(spec, tmp_path / "1", feedback=["slower"])[0].read_bytes()
    two = build(spec, tmp_path / "2", feedback=["slower"])[0].read_bytes()
    assert one == two and "게임 오버".encode() in one
