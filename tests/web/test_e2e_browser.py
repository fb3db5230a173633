"""End to end in real headless Chromium: a real coordinator with the inline executor and the mock adapter.

One browser and one stack per module. The flow a person follows: open the dashboard, start a
session from the form, watch events arrive, send an intervention and see its ack, play the draft
game in its sandbox, approve the PARTIAL, and see the sessions list follow along without a reload.
"""

from __future__ import annotations

import re

import pytest

from tests.web.e2e import browser, live_stack
from tests.web.sessions import make_session

pytestmark = [pytest.mark.browser, pytest.mark.redis]

BINDS = {"planner-lead": "mock", "builder": "mock", "verifier": "mock:verdict=PARTIAL"}


@pytest.fixture(scope="module")
def stack(tmp_path_factory):
    with live_stack(tmp_path_factory.mktemp("home")) as s:
        yield s


@pytest.fixture(scope="module")
def chromium():
    with browser() as b:
        yield b


@pytest.fixture
def page(chromium):
    context = chromium.new_context()
    p = context.new_page()
    errors: list[str] = []
    p.on("pageerror", lambda e: errors.append(str(e)))
    yield p
    context.close()
    assert not errors, f"page errors: {errors}"


def test_a_person_starts_a_session_watches_it_steps_in_and_approves_the_partial(stack, page, monkeypatch):
    page.goto(stack.url + "/")
    listing = page.context.new_page()
    listing.goto(stack.url + "/")
    listing.wait_for_selector("#live.on")

    page.fill("input[name=goal]", "a paddle game with a combo bonus")
    for actor, bind in BINDS.items():
        page.fill(f"input[name='bind_{actor}']", bind)
    page.click("button[type=submit]")
    page.wait_for_url(re.compile(r"/s/[0-9A-Z]{26}\?new=1$"))
    sid = page.url.rsplit("/", 1)[1].split("?")[0]

    # events arrive live, one feed row per event id
    page.wait_for_selector("#feed .ev[data-kind=goal]", timeout=20_000)
    page.wait_for_selector("#feed .ev[data-kind=spec]", timeout=20_000)

    # an intervention in the grammar gets its ack in the box and in the feed
    page.fill("#say", "/note keep the palette warm")
    page.press("#say", "Enter")
    page.wait_for_selector("#lines li.ok >> text=ack ✓", timeout=15_000)
    page.wait_for_selector("#feed .ev[data-kind=ack]", timeout=15_000)
    # a line that does not fit the grammar is answered with the error, not dropped
    page.fill("#say", "/goto nobody")
    page.press("#say", "Enter")
    page.wait_for_selector("#lines li.err", timeout=10_000)
    assert "/goto" in page.inner_text("#lines li.err")
    assert "/goto nobody" in page.inner_text("#feed .ev.local")  # and in the feed, marked as never sent

    # the verifier says PARTIAL: the session waits for a person
    page.wait_for_selector(
        "#btn-approve:not([disabled])", timeout=120_000
    )  # QA runs a real browser: slow on a busy box
    assert "PARTIAL" in page.inner_text("#p-header")
    assert page.inner_text("#p-scorecard").count("verifier-llm") >= 1
    assert "exit 0" in page.inner_text("#p-qa")

    # the game plays in a sandboxed frame on the preview origin
    frame_el = page.wait_for_selector("iframe#game")
    assert frame_el.get_attribute("sandbox") == "allow-scripts"
    game = next(f for f in page.frames if f.url.startswith(stack.preview_url))
    game.wait_for_selector("canvas, body", timeout=10_000)

    # the list page followed along without a reload
    listing.wait_for_selector(f"#row-{sid} >> text=awaiting approval", timeout=15_000)

    page.click("#btn-approve")
    page.wait_for_selector("#lines li.ok >> text=ack ✓ >> nth=0")
    page.wait_for_selector("#status[data-status=done]", timeout=20_000)  # no string eval: the page's CSP forbids it
    assert "user approved" in page.inner_text("#p-header")
    listing.wait_for_selector(f"#row-{sid} >> text=user approved", timeout=15_000)
    listing.close()

    # a release from the CLI goes through the coordinator and shows up in the open page
    from crumb.cli import main

    for key, value in {
        "CRUMB_HOME": str(stack.settings.home),
        "CRUMB_REDIS_URL": stack.settings.redis_url,
        "CRUMB_NAMESPACE": stack.settings.namespace,
    }.items():
        monkeypatch.setenv(key, value)
    assert main(["release", sid, "--as", "v1"]) == 0
    page.wait_for_selector("#feed .ev[data-kind='version.released']", timeout=15_000)
    assert (stack.settings.session_dir(sid) / "releases" / "v1" / "manifest.json").exists()


def test_the_game_runs_in_an_opaque_sandbox_without_network_or_access_to_the_dashboard(stack, page):
    sid = make_session(stack.settings, verdict="PARTIAL")
    page.goto(f"{stack.url}/s/{sid}")
    page.wait_for_selector("iframe#game")
    game = None
    for _ in range(50):
        game = next((f for f in page.frames if f.url.startswith(f"{stack.preview_url}/{sid}/")), None)
        if game is not None:
            break
        page.wait_for_timeout(100)
    assert game is not None
    game.wait_for_selector("#title >> text=Paddle running")  # game.js ran: 'self' scripts load in the sandbox
    game.wait_for_selector("body[data-probe]", state="attached")
    assert game.evaluate("document.body.dataset.probe") == "fetch blocked"  # connect-src 'none'
    assert game.evaluate("origin") == "null"  # opaque: no cookies, no storage of the dashboard
    assert (
        game.evaluate("(() => { try { return String(parent.document.title); } catch (e) { return 'denied'; } })()")
        == "denied"
    )


def test_private_events_show_only_when_asked_and_filters_narrow_the_feed(stack, page):
    sid = make_session(stack.settings, verdict="PARTIAL")
    page.goto(f"{stack.url}/s/{sid}")
    page.wait_for_selector("#feed .ev[data-kind=audit]")
    assert page.locator("#feed .ev.private").count() == 0
    page.check("#f-private")
    page.wait_for_selector("#feed .ev.private")
    page.select_option("#f-actor", "verifier")
    visible = page.locator("#feed .ev:not([hidden])")
    assert visible.count() >= 2 and set(visible.evaluate_all("els => els.map(e => e.dataset.actor)")) == {"verifier"}


def test_the_sessions_list_filters_by_text_and_status(stack, page):
    done = make_session(stack.settings, verdict="PASS", finished=True, goal="a finished frogger")
    waiting = make_session(stack.settings, verdict="PARTIAL", goal="a waiting tetris")
    page.goto(stack.url + "/")
    page.wait_for_selector("#live.on")
    page.select_option("#f-status", "awaiting_approval")
    assert page.is_visible(f"#row-{waiting}") and not page.is_visible(f"#row-{done}")
    page.select_option("#f-status", "")
    page.fill("#q", "frogger")
    assert page.is_visible(f"#row-{done}") and not page.is_visible(f"#row-{waiting}")
