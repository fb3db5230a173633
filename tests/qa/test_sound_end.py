"""Real Chromium: a sound's end comes at the game time its sound runs out, on QA's clock, not on the
audio device's real one (a game that starts play when its 'ready, go' sound ends started at no fixed
game time, often after QA's whole run)."""

from __future__ import annotations

from pathlib import Path

from crumb.qa.page import GamePage
from crumb.qa.watchdog import Watchdog
from tests.waiting import wait_until

# Sounds of silence made in the page (no file to fetch); each source notes the game times of its ends,
# heard by its onended and by a listener, and whether the browser sent them.
GAME = """<!doctype html><html><body><script>
const c = new AudioContext();
window.ends = {};
window.sound = (name, seconds, how) => {
  const s = name === 'tone' ? c.createOscillator() : name === 'built' ? new AudioBufferSourceNode(c) : c.createBufferSource();
  if (s.buffer !== undefined) s.buffer = c.createBuffer(1, Math.round(8000 * seconds), 8000);
  const heard = window.ends[name] = [];
  s.onended = (e) => heard.push(['onended', Math.round(performance.now()), e.isTrusted]);
  s.addEventListener('ended', (e) => heard.push(['listener', Math.round(performance.now()), e.isTrusted]));
  if (how === 'loop') s.loop = true;
  if (how === 'late') s.start(c.currentTime + 0.5); else s.start();
  if (how === 'stopped' || how === 'loop') s.stop(c.currentTime + 0.3);
  if (name === 'tone') s.stop(c.currentTime + 0.2);
  window.began = Math.round(performance.now());
};
// The audio device's own time, which QA leaves alone: how far a sound has really played.
window.deviceTime = () => c.getOutputTimestamp().contextTime;
</script></body></html>"""


def _page(pool, tmp_path: Path, dog: Watchdog) -> GamePage:
    (tmp_path / "index.html").write_text(GAME)
    page = GamePage(pool, tmp_path, "index.html", dog)
    page.load("sound")
    return page


def _ends(page: GamePage, name: str) -> list[list]:
    return page.page.evaluate(f"window.ends[{name!r}]")


def test_a_sound_ends_when_its_game_time_runs_out_and_the_devices_end_is_not_heard(pool, tmp_path):
    with Watchdog(total_s=60, hang_s=30, kill=pool.kill) as dog:
        page = _page(pool, tmp_path, dog)
        try:
            # A game's own Event class (kaboom declares one) is not what QA tells the end with.
            page.page.evaluate("() => { window.Event = class Event { constructor(type) { this.type = type; } }; }")
            page.page.evaluate("window.sound('short', 0.25)")
            began = page.page.evaluate("window.began")
            # The device plays it out in real time while game time stands: its end is kept from the game.
            wait_until(lambda: page.page.evaluate("window.deviceTime()") > 1.0, 20, "the device to play past the sound")
            unheard = _ends(page, "short")
            page.advance(240)
            before_end = _ends(page, "short")
            page.advance(32)
            at_end = _ends(page, "short")
            page.advance(1000)
            after = _ends(page, "short")
        finally:
            page.close()
    assert unheard == [] and before_end == [], (unheard, before_end)
    # Heard once by each, untrusted (QA's), at the game time its 0.25 s ran out (on the 16 ms frame grid).
    assert [(how, trusted) for how, _, trusted in at_end] == [("onended", False), ("listener", False)], at_end
    assert all(250 <= t - began <= 272 for _, t, _ in at_end), (began, at_end)
    assert after == at_end, after


def test_a_stop_a_later_start_a_loop_an_oscillator_and_a_constructed_source(pool, tmp_path):
    with Watchdog(total_s=60, hang_s=30, kill=pool.kill) as dog:
        page = _page(pool, tmp_path, dog)
        try:
            for name, seconds, how in (("stopped", 5, "stopped"), ("loop", 1, "loop"), ("late", 0.25, "late")):
                page.page.evaluate(f"window.sound({name!r}, {seconds}, {how!r})")
            page.page.evaluate("window.sound('tone', 0, '')")
            page.page.evaluate("window.sound('built', 0.1, '')")
            began = page.page.evaluate("window.began")
            page.advance(1000)
            ends = {n: _ends(page, n) for n in ("stopped", "loop", "late", "tone", "built")}
        finally:
            page.close()
    # A 5 s sound stopped at 0.3 s, and an endless loop stopped then, end at 0.3 s; one started 0.5 s on
    # ends 0.25 s after that; an oscillator ends at its stop (0.2 s); a source from the node's
    # constructor ends like one from the context's createBufferSource.
    expected = {"stopped": 300, "loop": 300, "late": 750, "tone": 200, "built": 100}
    for name, at in expected.items():
        assert [how for how, _, _ in ends[name]] == ["onended", "listener"], (name, ends[name])
        assert all(not trusted and at <= t - began <= at + 20 for _, t, trusted in ends[name]), (
            name,
            began,
            ends[name],
        )
