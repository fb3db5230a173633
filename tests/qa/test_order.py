"""The order of a check's work across its two pages, and a screenshot taken once when nothing changed."""

from __future__ import annotations

import threading

import pytest

from crumb.qa import checks, probes, run_qa, side
from crumb.qa import page as pages
from crumb.qa.page import GamePage
from crumb.qa.watchdog import Watchdog

from .conftest import GAMES


@pytest.fixture
def loads(monkeypatch):
    """Every page load and the side page's start, in the order they happened: (page, phase) for a load
    (recorded when it has loaded), ("side", "start") when the side page was asked to open."""
    seen: list[tuple[object, str]] = []
    lock = threading.Lock()
    load, start = GamePage.load, side.Side.start

    def recorded_load(self, phase):
        load(self, phase)
        with lock:
            seen.append((self, phase))

    def recorded_start(self, fn):
        with lock:
            seen.append(("side", "start"))
        start(self, fn)

    monkeypatch.setattr(GamePage, "load", recorded_load)
    monkeypatch.setattr(side.Side, "start", recorded_start)
    return seen


def test_beside_the_laptop_the_side_page_opens_after_its_first_load_and_plays_the_second_baseline(
    loads, pool, qa_settings, tmp_path
):
    report = run_qa(GAMES / "canvas", settings=qa_settings.replace(qa_lanes=2), pool=pool, out_dir=tmp_path)
    assert report.verdict == "playable", [(c.name, c.detail) for c in report.checks if c.status == "fail"]
    laptop = loads[0][0]
    assert loads[:2] == [(laptop, "desktop run 1"), ("side", "start")]  # opening a page slows a load down
    own = [phase for page, phase in loads if page is laptop]
    beside = [phase for page, phase in loads if page not in (laptop, "side")]
    # The laptop goes on to the input run while the side page plays the second run without input.
    assert own[:2] == ["desktop run 1", "desktop input run"] and "desktop run 2" not in own
    assert beside[:3] == ["desktop run 2", "phone run", "phone touch run"]


def test_the_side_page_hears_whether_the_baselines_matched_once_it_has_played_its_own(
    monkeypatch, pool, qa_settings, tmp_path
):
    """Its phone's pass asks whether the laptop's two runs without input were alike (a third phone run
    when not): it is told as soon as its own run (the second baseline) is done, not after the laptop's
    input run. The laptop's input run here waits until the side page measures the frame rate, the
    step after that question: if the answer waited for the input run, neither would go on."""
    measuring = threading.Event()
    measure, play = GamePage.frames_per_second, checks.play
    waited: list[bool] = []

    def measured(self, *args, **kwargs):
        measuring.set()
        return measure(self, *args, **kwargs)

    def laptop_play(page, plan, *, phase, **kwargs):
        if phase == "desktop input run":
            waited.append(measuring.wait(timeout=30))
        return play(page, plan, phase=phase, **kwargs)

    monkeypatch.setattr(GamePage, "frames_per_second", measured)
    monkeypatch.setattr(checks, "play", laptop_play)
    report = run_qa(GAMES / "canvas", settings=qa_settings.replace(qa_lanes=2), pool=pool, out_dir=tmp_path)
    assert waited == [True], "the side page waited for the laptop's input run to learn whether its baselines matched"
    assert report.verdict == "playable", [(c.name, c.detail) for c in report.checks if c.status == "fail"]
    input_response = report.check("input_response")
    assert input_response is not None and input_response.status == "pass", input_response


def test_on_one_lane_the_baseline_comes_before_the_input_run_the_bot_goes_on_from(loads, pool, qa_settings, tmp_path):
    report = run_qa(GAMES / "canvas", settings=qa_settings.replace(qa_lanes=1), pool=pool, out_dir=tmp_path)
    assert report.verdict == "playable", [(c.name, c.detail) for c in report.checks if c.status == "fail"]
    laptop = loads[0][0]
    own = [phase for page, phase in loads if page is laptop]
    assert own[:3] == ["desktop run 1", "desktop run 2", "desktop input run"]
    bot = next(r for r in report.play.runs if r.name == "bot")
    assert bot.inputs, "the bot played"


def test_a_screenshot_is_reused_only_while_nothing_was_done_to_the_page(pool, qa_settings):
    with Watchdog(total_s=60, hang_s=qa_settings.qa_hang_s, kill=pool.kill) as dog:
        page = GamePage(pool, GAMES / "canvas", "index.html", dog)
        try:
            page.load("test")
            page.advance(500)
            first = page.shot()
            assert page.shot(reuse=True) is first  # nothing happened: the same picture, not taken again
            shots = [op for op in page.ops if op["op"] == "shot"]
            assert len(shots) == 2 and shots[0]["sha256"] == shots[1]["sha256"]  # the trace still has both
            page.advance(pages.FRAME_MS)
            assert page.shot(reuse=True) is not first  # game time moved: taken anew
            again = page.shot()
            for label, probe in [("find the play area", probes.PLAY_AREA), ("read what it says", probes.SAYS_NOW)]:
                page.probe(label, probe)  # QA's own probes read the page and draw nothing
                assert page.shot(reuse=True) is again, label
            page.evaluate("a script", "() => 1")
            plain = page.shot(reuse=True)
            assert plain is not again  # a script may have changed the page
            # Its animations follow game time (init.js): presenting changes nothing on the screen, so
            # the plain screenshot stands in for a presented one, and that one for the next plain one.
            assert page.shot(presented=True) is plain and page.shot(reuse=True) is plain
            page.evaluate("put animations on real time", "() => { window.__qa.onGameTime = false; }")
            plain = page.shot()
            presented = page.shot(presented=True)
            assert presented is not plain  # presenting waits for the browser's frames: taken anew
            assert page.shot(reuse=True) is not presented  # nor does it stand in for a plain one
            assert [op["op"] for op in page.ops].count("shot") == 12  # every one is in the trace
        finally:
            page.close()


def test_game_time_waits_for_a_picture_set_as_an_images_src_until_its_load_event(pool, qa_settings):
    """A loader that shows its start screen on an image's load event (which comes some real time
    after the file arrived) sees it at the same game time on every run: while the event is due,
    the page counts the picture as still decoding, and game time waits for that."""
    with Watchdog(total_s=60, hang_s=qa_settings.qa_hang_s, kill=pool.kill) as dog:
        page = GamePage(pool, GAMES / "canvas", "index.html", dog)
        try:
            page.load("test")
            due = page.evaluate(
                "load a picture",
                """() => {
                    window.loaded = false;
                    const image = new Image();
                    image.onload = () => { window.loaded = true; };
                    image.src = "data:image/gif;base64,R0lGODlhAQABAAAAACwAAAAAAQABAAA=";
                    return window.__qa.decoding;
                }""",
            )
            assert due == 1  # set, not yet loaded: held like a decode
            page.advance(pages.FRAME_MS)  # game time moves only once nothing is due (GamePage._files_arrive)
            assert page.evaluate("read", "() => [window.loaded, window.__qa.decoding]") == [True, 0]
            lazy = page.evaluate(
                "a lazy picture",
                """() => {
                    const image = new Image();
                    image.loading = "lazy";
                    image.src = "data:image/gif;base64,R0lGODlhAQABAAAAACwAAAAAAQABAAA=";
                    return window.__qa.decoding;
                }""",
            )
            assert lazy == 0  # a lazy one may never load: game time does not wait for it
        finally:
            page.close()


def test_a_game_started_by_a_dom_button_is_played_on_the_phone_from_that_tap_first(loads, pool, qa_settings, tmp_path):
    """Taps after the tap on its Start button answer: those runs are the phone's play, and the touch run
    from the page as it loaded (whose taps would press Start first) is not played as well."""
    report = run_qa(
        GAMES / "dom_start_taps_play", settings=qa_settings.replace(qa_lanes=2), pool=pool, out_dir=tmp_path
    )
    phone = report.check("phone_fit")
    assert phone.status == "pass" and "responds to taps and swipes" in phone.detail, phone
    phases = [phase for _, phase in loads]
    assert "phone run, started" in phases and "phone touch run, started" in phases, phases
    assert "phone touch run" not in phases, phases


def test_where_taps_after_a_dom_start_do_not_answer_the_phone_plays_from_the_page_as_loaded_too(
    loads, pool, qa_settings, tmp_path
):
    """Its taps after the start change nothing: the touch run from the page as loaded is played as well,
    and the keys run from the tapped start says why it is not phone-ready."""
    report = run_qa(
        GAMES / "dom_start_keys_play", settings=qa_settings.replace(qa_lanes=2), pool=pool, out_dir=tmp_path
    )
    phone = report.check("phone_fit")
    assert phone.status == "fail" and "the game needs a keyboard after its start" in phone.detail, phone
    phases = [phase for _, phase in loads]
    assert {"phone run, started", "phone touch run, started", "phone touch run"} <= set(phases), phases
