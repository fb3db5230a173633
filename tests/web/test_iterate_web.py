"""The dashboard's iteration: lineage on the session page, continue, release, variants, the gallery and compare."""

from __future__ import annotations

import json

import pytest

from crumb.config import Settings
from crumb.lineage import resolve
from tests.web.e2e import browser, live_stack
from tests.web.sessions import make_session


def _with_start(settings: Settings, sid: str, **extra) -> None:
    """Give a written session's session.start the lineage or variant a request would have carried."""
    path = settings.session_dir(sid) / "transcript.jsonl"
    lines = path.read_text().splitlines()
    first = json.loads(lines[0])
    first["data"].update(extra)
    path.write_text("\n".join([json.dumps(first), *lines[1:]]) + "\n")


def _child(settings: Settings, parent: str, change: str = "make the paddle faster") -> str:
    lineage = resolve(settings, parent, change)
    child = make_session(
        settings,
        verdict="PASS",
        finished=True,
        spec={
            **lineage["spec"],
            "requirements": [{"id": "change-1", "kind": "change", "text": change, "criteria": ["AC1"]}],
        },
    )
    _with_start(settings, child, lineage=lineage)
    return child


def _new_sessions(redis_client, settings: Settings) -> list[dict]:
    entries = redis_client.xrange(f"{settings.namespace}:ingest")
    return [json.loads(f[b"payload"]) for _id, f in entries if f[b"type"] == b"new_session"]


def test_the_session_page_shows_the_chain_the_change_and_what_changed_in_the_requirements(settings, client):
    parent = make_session(settings, verdict="PASS", finished=True)
    child = _child(settings, parent)
    page = client.get(f"/s/{child}").get_data(as_text=True)
    assert f'href="/s/{parent}"' in page and "this session" in page
    assert 'id="lineage-change">make the paddle faster<' in page
    assert 'id="requirement-diff"' in page and "change-1" in page and ">added<" in page
    parent_page = client.get(f"/s/{parent}").get_data(as_text=True)
    assert f'href="/s/{child}"' in parent_page and 'id="continue-form"' in parent_page


def test_continue_from_the_dashboard_requests_a_child_with_the_parents_lineage_and_team(
    settings, client, token, redis_client
):
    parent = make_session(settings, verdict="PASS", finished=True)
    r = client.post(
        f"/api/sessions/{parent}/continue", json={"change": "bigger buttons"}, headers={"X-Crumb-Token": token}
    )
    assert r.status_code == 201, r.get_data(as_text=True)
    (request,) = _new_sessions(redis_client, settings)
    assert request["session_id"] == r.get_json()["session_id"] and request["goal"] == "a paddle game"
    assert request["lineage"]["parent_session"] == parent and request["lineage"]["change"] == "bigger buttons"
    assert request["bindings"]["builder"]["adapter"] == "mock"  # the parent's team


def test_continue_refuses_no_change_an_unknown_session_and_a_tampered_parent(settings, client, token, redis_client):
    parent = make_session(settings, verdict="PASS", finished=True)
    h = {"X-Crumb-Token": token}
    assert client.post(f"/api/sessions/{parent}/continue", json={"change": " "}, headers=h).status_code == 400
    r = client.post("/api/sessions/01NOSUCHSESSIONXXXXXXXXXXX/continue", json={"change": "faster"}, headers=h)
    assert r.status_code == 400 and "looked for a session" in r.get_json()["error"]
    (settings.session_dir(parent) / "artifacts" / "game" / "game.js").write_text("edited by hand")
    r = client.post(f"/api/sessions/{parent}/continue", json={"change": "faster"}, headers=h)
    assert r.status_code == 400 and "game/game.js fails its hash" in r.get_json()["error"]
    assert _new_sessions(redis_client, settings) == []


def test_release_from_the_dashboard_freezes_the_game_and_sends_version_released(settings, client, token, redis_client):
    sid = make_session(settings, verdict="PASS", finished=True)
    h = {"X-Crumb-Token": token}
    r = client.post(f"/api/sessions/{sid}/release", json={"version": "v1"}, headers=h)
    assert r.status_code == 201 and (settings.session_dir(sid) / "releases" / "v1" / "manifest.json").is_file()
    drafts = [json.loads(f[b"payload"]) for _i, f in redis_client.xrange(f"{settings.namespace}:ingest")]
    assert [d["data"]["version"] for d in drafts if d.get("kind") == "version.released"] == ["v1"]
    again = client.post(f"/api/sessions/{sid}/release", json={"version": "v1"}, headers=h)
    assert again.status_code == 400 and "already exists" in again.get_json()["error"]


def test_the_start_form_starts_variants_and_refuses_a_count_outside_1_to_16(settings, client, token, redis_client):
    h = {"X-Crumb-Token": token}
    r = client.post("/api/sessions", json={"goal": "a snake game", "variants": 3}, headers=h)
    assert r.status_code == 201
    starts = _new_sessions(redis_client, settings)
    assert [s["variant"]["index"] for s in starts] == [0, 1, 2] and {s["variant"]["group"] for s in starts} == {
        r.get_json()["group"]
    }
    for bad in (0, 17, "many"):
        r = client.post("/api/sessions", json={"goal": "a snake game", "variants": bad}, headers=h)
        assert r.status_code == 400 and ("1 and 16" in r.get_json()["error"] or "1 to 16" in r.get_json()["error"])
    assert len(_new_sessions(redis_client, settings)) == 3


def test_the_gallery_groups_games_by_pitch_and_by_lineage_with_their_thumbnails(settings, client):
    parent = make_session(settings, verdict="PASS", finished=True)
    child = _child(settings, parent)
    other = make_session(settings, verdict="PARTIAL", goal="a snake game")
    by_pitch = client.get("/gallery").get_data(as_text=True)
    assert by_pitch.count('class="card"') == 3 and by_pitch.count("<h3") == 2  # two pitches
    assert f"/api/sessions/{other}/artifacts/qa/desktop.png" in by_pitch
    assert by_pitch.count("took ") == 2  # the two finished games say how long they took
    by_lineage = client.get("/gallery?by=lineage").get_data(as_text=True)
    assert by_lineage.count("<h3") == 2 and f'Lineage of <span class="mono">{parent[-8:]}' in by_lineage
    assert f'from <span class="mono">{parent[-8:]}</span>' in by_lineage and child[-8:] in by_lineage


def test_compare_aligns_scorecards_and_ledgers_and_names_sessions_that_no_longer_exist(settings, client):
    a = make_session(settings, verdict="PASS", finished=True)
    b = _child(settings, a)
    page = client.get(f"/compare?s={a}&s={b}&s=01GONEGONEGONEGONEGONEGONE").get_data(as_text=True)
    assert "01GONEGONEGONEGONEGONEGONE</span> no longer exists" in page
    assert page.count("<iframe") == 2 and 'sandbox="allow-scripts"' in page
    assert 'data-req="change-1"' in page and "not in its ledger" in page  # the child's change, aligned with the parent
    assert page.count('data-dim="D') == 6
    gone = client.get("/compare?s=01GONEGONEGONEGONEGONEGONE&s=01ALSOGONEALSOGONEALSOGONE").get_data(as_text=True)
    assert "None of the games you picked exist any more" in gone
    one = client.get(f"/compare?s={a}")
    assert one.status_code == 400 and "pick 2 to 4 sessions" in one.get_data(as_text=True)


@pytest.mark.browser
def test_compared_games_play_side_by_side_in_sandboxed_frames_from_the_preview_origin(tmp_path):
    with live_stack(tmp_path / "home", coordinator=False) as stack, browser() as chromium:
        a = make_session(stack.settings, verdict="PASS", finished=True)
        b = make_session(stack.settings, verdict="PARTIAL", goal="a snake game")
        page = chromium.new_context().new_page()
        page.goto(f"{stack.url}/compare?s={a}&s={b}")
        frames = page.locator("table.compare iframe")
        assert frames.count() == 2
        for n, sid in enumerate((a, b)):
            assert frames.nth(n).get_attribute("src") == f"{stack.preview_url}/{sid}/"
            frame = page.frame_locator("table.compare iframe").nth(n)
            frame.locator("#title").filter(has_text="Paddle running").wait_for(
                timeout=20_000
            )  # the game's own script ran


@pytest.mark.browser
def test_continue_from_this_on_the_session_page_runs_a_child_that_starts_from_the_parents_game(tmp_path):
    with live_stack(tmp_path / "home") as stack, browser() as chromium:
        parent = make_session(stack.settings, verdict="PASS", finished=True)  # a mock team, a two-file game
        page = chromium.new_context().new_page()
        page.goto(f"{stack.url}/s/{parent}")
        page.fill("#continue-form input[name=change]", "bigger buttons")
        page.click("#continue-form button[type=submit]")
        page.wait_for_url(lambda url: "/s/" in url and parent not in url and "new=1" in url)
        child = page.url.rsplit("/", 1)[1].split("?")[0]
        page.wait_for_selector("#feed .ev[data-kind=build]", timeout=120_000)
        page.reload()
        assert (
            "bigger buttons" in page.inner_text("#lineage-change")
            and page.locator(f"#lineage a[href='/s/{parent}']").count()
        )
        # the builder started from the parent's game: the file the mock builder never writes came from the parent
        game = stack.settings.session_dir(child) / "artifacts" / "game"
        assert (game / "game.js").read_bytes() == (
            stack.settings.session_dir(parent) / "artifacts" / "game" / "game.js"
        ).read_bytes()
