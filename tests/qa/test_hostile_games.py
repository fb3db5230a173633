"""Games that attack QA itself: evidence floods and hooks that throw or hold enormous values. Each
still gets a verdict on what it does, in a report small enough to be recorded (max_draft_bytes)."""

from __future__ import annotations

import pytest

from crumb.core.contracts import AcceptanceCriterion, Spec
from crumb.qa import run_qa

# A canvas game that answers keys on screen (as tests/qa/games/canvas), plus what each test adds.
GAME = """<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>hostile</title>
<style>html,body{margin:0;height:100%;background:#112}canvas{display:block;width:100vw;height:100vh}</style>
</head><body><canvas id="c" width="390" height="844"></canvas><script>
const g = document.getElementById('c').getContext('2d');
let t = 0, x = 195, score = 0;
addEventListener('keydown', (e) => { x += e.key === 'ArrowLeft' ? -20 : 20; score++; });
addEventListener('pointerdown', (e) => { x = e.clientX; score++; });
(function frame() {
  t++;
  g.fillStyle = '#112'; g.fillRect(0, 0, 390, 844);
  g.fillStyle = '#4cf'; g.fillRect(x - 20, 600 + Math.sin(t / 10) * 40, 40, 40);
  requestAnimationFrame(frame);
})();
EXTRA
</script></body></html>"""


def _report(extra: str, pool, qa_settings, tmp_path, page: str = GAME):
    game = tmp_path / "game"
    game.mkdir(exist_ok=True)
    (game / "index.html").write_text(page.replace("EXTRA", extra))
    return run_qa(game, settings=qa_settings, pool=pool, out_dir=tmp_path / "qa")


FLOOD = """
for (let i = 0; i < 1000; i++) console.error('flood ' + i + ' ' + 'x'.repeat(280));
fetch('http://far.away/' + 'a'.repeat(1_500_000)).catch(() => {});
for (let i = 0; i < 100; i++) fetch('http://far.away/' + i).catch(() => {});
"""


def test_a_game_flooding_the_console_and_the_network_is_counted_whole_in_a_report_of_bounded_size(
    pool, qa_settings, tmp_path
):
    report = _report(FLOOD, pool, qa_settings, tmp_path)
    boot, network = report.check("boot"), report.check("network")
    assert boot.status == "fail" and boot.detail.startswith("1000 error(s)"), boot.detail[:300]
    assert network.status == "fail" and network.detail.startswith("101 request(s)"), network.detail[:300]
    assert len(network.detail) < 2000, f"the network check's detail is {len(network.detail)} characters"
    assert len(report.console_errors) + len(report.blocked_requests) <= 100
    size = len(report.model_dump_json())
    assert size < 100_000, f"the report is {size} characters: it would not fit one event"


HOSTILE_HOOK = """
window.__crumb = {
  get state() { throw new Error('no state for you'); },
  get score() { return score; },
  title: 'y'.repeat(2_000_000),
  nested: new Proxy({}, {ownKeys() { throw new Error('no keys either'); }}),
};
"""


def test_a_hook_whose_getters_throw_or_hold_megabytes_is_read_for_what_it_gives(pool, qa_settings, tmp_path):
    report = _report(HOSTILE_HOOK, pool, qa_settings, tmp_path)
    failed = [(c.name, c.detail[:200]) for c in report.checks if c.status == "fail"]
    assert report.exec_exit_code != 2, report.findings
    assert report.verdict == "playable", failed
    size = len(report.model_dump_json())
    assert size < 100_000, f"the report is {size} characters: it would not fit one event"


def test_a_request_for_a_path_no_file_can_have_is_a_404_not_the_end_of_the_check(pool, qa_settings, tmp_path):
    """A NUL byte, or a name longer than the file system takes, made the file server raise inside
    the browser's request, and the whole check ended as QA's own failure (exit 2)."""
    report = _report(
        "fetch('a%00b').catch(() => {}); fetch('/' + 'a'.repeat(5000)).catch(() => {});", pool, qa_settings, tmp_path
    )
    assert report.exec_exit_code != 2, report.findings
    boot = report.check("boot")
    assert boot.status == "fail" and "is not in the game's folder (404)" in boot.detail, boot.detail[:300]
    assert len(boot.detail) < 1000, f"the boot check's detail is {len(boot.detail)} characters"


def test_a_check_that_fails_itself_on_a_long_message_still_reports_in_a_few_kilobytes(
    qa_settings, tmp_path, monkeypatch
):
    """Every undecided check carries the exception's text: a 5000-character path in it made a 62 kB report."""

    def breaks(*args, **kwargs):
        raise OSError(f"File name too long: '{'a' * 100_000}'")

    monkeypatch.setattr("crumb.qa.runner._run", breaks)
    report = run_qa(tmp_path, settings=qa_settings, out_dir=tmp_path / "qa")
    assert report.exec_exit_code == 2 and report.check("boot").detail.startswith("not decided: the QA check itself")
    size = len(report.model_dump_json())
    assert size < 20_000, f"the report is {size} characters"


def test_a_game_that_reloads_itself_is_judged_not_the_end_of_the_check(pool, qa_settings, tmp_path):
    """location.reload() replaced the page under QA's next look at it: 'Execution context was destroyed'
    ended the whole check as QA's own failure (exit 2)."""
    report = _report("setTimeout(() => location.reload(), 300);", pool, qa_settings, tmp_path)
    assert report.exec_exit_code != 2, report.findings


def test_a_game_that_reloads_when_the_mouse_button_is_let_go_is_judged_not_the_end_of_the_check(
    pool, qa_settings, tmp_path
):
    """A restart by reloading the page, on the pointer's release: QA's look at the page after a drag
    (dropping the text it selected) met the new document, 'Execution context was destroyed', exit 2."""
    extra = "addEventListener('pointerup', () => location.reload());"
    report = _report(extra, pool, qa_settings, tmp_path)
    assert report.exec_exit_code != 2, report.findings
    assert report.check("input_response").status == "pass", report.check("input_response")


def test_a_game_that_goes_fullscreen_on_a_key_is_judged_not_the_end_of_the_check(pool, qa_settings, tmp_path):
    """A fullscreen page refused QA's next viewport ('restore it to normal state first'): exit 2."""
    extra = "addEventListener('keydown', () => document.documentElement.requestFullscreen().catch(() => {}));"
    report = _report(extra, pool, qa_settings, tmp_path)
    assert report.exec_exit_code != 2, report.findings
    assert report.verdict == "playable", [(c.name, c.detail[:200]) for c in report.checks if c.status == "fail"]


def test_a_game_that_runs_its_page_out_of_memory_is_broken_saying_it_crashed(pool, qa_settings, tmp_path):
    """The renderer of a page that runs out of memory dies ('Target crashed'): that is the game's doing,
    a verdict on it, where it ended the check as QA's own failure (exit 2). The page's JavaScript heap is
    capped, so it dies at a gigabyte instead of taking the machine's memory with it."""
    extra = (
        "const hog = []; setInterval(() => { for (let i = 0; i < 50; i++) hog.push(new Array(1e6).fill(i)); }, 100);"
    )
    report = _report(extra, pool, qa_settings, tmp_path)
    assert report.exec_exit_code == 1 and report.verdict == "broken", report.findings
    said = [c.detail for c in report.checks if c.status == "fail"]
    # crashed, or hung first: near its heap's end a page spends its time collecting garbage
    assert any(d.startswith(("the page crashed", "the page hung")) for d in said), said


def test_a_spec_naming_a_key_no_keyboard_has_is_a_finding_not_the_end_of_the_check(check):
    """The planner's spec names the keys QA presses; Playwright refused 'NotAKey' ('Unknown key') and
    the whole check ended as QA's own failure (exit 2), blamed on no one."""
    from crumb.core.contracts import AcceptanceCriterion, Controls, Spec

    spec = Spec(
        title="Dodge",
        genre="arcade",
        pitch="dodge the stars",
        controls=Controls(keys=["ArrowLeft", "NotAKey"], pointer=True, start=["Bogus", "Space"]),
        acceptance_criteria=[
            AcceptanceCriterion(id="plays", text="it starts", predicate="window.__crumb.state === 'playing'")
        ],
    )
    report = check("canvas", spec=spec)
    assert report.exec_exit_code == 0 and report.verdict == "playable", report.findings
    unknown = [f for f in report.findings if "no key a keyboard has" in f]
    assert unknown == ["minor: the spec names 'Bogus', 'NotAKey': no key a keyboard has; QA could not press them"], (
        report.findings
    )


def test_a_request_that_never_says_it_finished_holds_game_time_once_not_at_every_step(pool, qa_settings, tmp_path):
    """A SharedWorker's script is asked for by the page and never reported finished: game time waited
    its 5 s for it at every step of the clock, and the check ran out of its time ('hung')."""
    (tmp_path / "game").mkdir()
    (tmp_path / "game" / "w.js").write_text("onconnect = () => {};")
    report = _report("new SharedWorker('w.js');", pool, qa_settings.replace(qa_timeout_s=60), tmp_path)
    failed = [(c.name, c.detail[:200]) for c in report.checks if c.status == "fail"]
    assert report.verdict == "playable", failed
    assert report.runtime_ms < 30_000, f"the check took {report.runtime_ms} ms"


def test_windows_a_game_opens_by_itself_are_blocked_as_a_players_browser_blocks_them(pool, qa_settings, tmp_path):
    """The headless shell has no popup blocker: a game opening itself twenty times per 100 ms of game
    time, each copy opening more, hung the check. A player's browser lets one window through per
    click or key, as QA's now does."""
    extra = "setInterval(() => { for (let i = 0; i < 20; i++) window.open('index.html?' + i); }, 100);"
    report = _report(extra, pool, qa_settings.replace(qa_timeout_s=60), tmp_path)
    failed = [(c.name, c.detail[:200]) for c in report.checks if c.status == "fail"]
    assert report.verdict == "playable", failed
    assert report.runtime_ms < 30_000, f"the check took {report.runtime_ms} ms"


TERABYTE = 1 << 40  # sparse: it takes no disk, and no machine can hold it in memory


def test_a_file_larger_than_the_game_may_be_is_refused_by_the_file_server_not_read_whole(pool, qa_settings, tmp_path):
    """The file server read every file the game asked for whole: a terabyte file (sparse on disk) in
    the folder ended the check as QA's own failure (MemoryError, exit 2). Now a file past the game's
    byte limit (qa_max_bytes) is answered 413 unread, and named where a missing file is."""
    (tmp_path / "game").mkdir()
    with open(tmp_path / "game" / "big.bin", "wb") as f:
        f.truncate(TERABYTE)
    report = _report("fetch('big.bin').then(r => r.arrayBuffer()).catch(() => {});", pool, qa_settings, tmp_path)
    assert report.exec_exit_code != 2, report.findings
    limits, boot = report.check("limits"), report.check("boot")
    assert limits.status == "fail" and "1099511.6 MB > 5.0 MB" in limits.detail, limits.detail
    assert boot.status == "fail" and boot.detail.startswith(
        "1 error(s), first: big.bin is 1099511.6 MB, past the game's limit of 5.0 MB: QA did not serve it (413)"
    ), boot.detail
    assert not [e for e in report.console_errors if "413" in e], report.console_errors


def test_a_socket_a_worker_opens_is_blocked_and_reported_as_the_pages_own_are(pool, qa_settings, tmp_path):
    """The page's own WebSockets are refused through Playwright's socket route, which a worker's
    never pass: the browser's resolver refused the worker's, and the network check said "no request
    left the artifact". Now a socket of a worker the page starts is listed as blocked too. (A secure one:
    the game's page is HTTPS, as a published game's is, and there the browser refuses a worker's plain
    ws:// itself, with an exception in the worker, before any connection.)"""
    (tmp_path / "game").mkdir()
    (tmp_path / "game" / "w.js").write_text("new WebSocket('wss://far.away/from-a-worker');")
    report = _report("new Worker('w.js');", pool, qa_settings, tmp_path)
    network = report.check("network")
    assert report.blocked_requests == ["wss://far.away/from-a-worker"], report.blocked_requests
    assert network.status == "fail" and network.severity == "minor", network
    assert network.detail == (
        "1 request(s) left the artifact and were blocked, first: wss://far.away/from-a-worker; the game runs without them"
    )


# Two ways to claim frames: write QA's count, or put a getter of the game's own in its place.
CLAIMS_FRAMES = """
setInterval(() => { try { window.__qa.frames += 40; } catch (e) {} }, 20);
try { let n = 0; Object.defineProperty(window.__qa, 'frames', {get() { return n += 7; }}); } catch (e) {}
try { window.__qa.frame = () => Promise.resolve(0); } catch (e) {}
"""


def test_a_game_writing_qas_frame_count_is_measured_by_the_frames_it_asks_for(pool, qa_settings, tmp_path):
    """The frame count QA reads was a plain field of window.__qa: a game drawing no frame at all that
    added to it (or put a getter of its own in its place) was measured at 2,057 fps and passed the
    frame rate check. Now the count is kept where only QA's script writes it."""
    still = GAME.replace("requestAnimationFrame(frame);", "")  # draws once, asks for no frame after
    report = _report(CLAIMS_FRAMES, pool, qa_settings, tmp_path, page=still)
    frame_rate = report.check("frame_rate")
    assert frame_rate.status == "skip", frame_rate
    assert frame_rate.detail == "the game requests no animation frames (no requestAnimationFrame loop)"
    assert report.fps is None


def test_callbacks_a_game_asks_for_in_one_frame_count_as_that_one_frame(pool, qa_settings, tmp_path):
    """Each animation-frame callback was counted as a frame: a game with two loops was measured at
    twice the rate it drew (130 fps), one asking for twenty callbacks a frame at 1,409, and a game
    drawing 8 frames a second with two loops passed as 16. A browser draws at most the display's 60."""
    many = "(function many() { for (let i = 0; i < 20; i++) requestAnimationFrame(() => {}); requestAnimationFrame(many); })();"
    report = _report(many, pool, qa_settings, tmp_path)
    assert report.check("frame_rate").status == "pass", report.check("frame_rate")
    assert report.fps is not None and report.fps < 100, f"{report.fps} fps: each callback counted as a frame"


# A game that claims every slow (promise) predicate held: in the global QA read the outcome from, and
# through the promises' own then.
CLAIMS_PREDICATES = """
Object.defineProperty(window, '__qaPending', {get() { return {done: true, value: true}; }, set() {}});
const then = Promise.prototype.then;
Promise.prototype.then = function (ok, no) { return then.call(this, () => ok && ok(true), no); };
"""


def test_a_game_cannot_claim_a_predicate_held_that_its_promise_says_did_not(pool, qa_settings, tmp_path):
    """A predicate returning a promise settled in window.__qaPending, which the game could define as
    always done and true: a criterion its game did not meet (a score of 1000 in half a second) passed."""
    slow = AcceptanceCriterion(
        id="AC1", text="scores 1000", predicate="Promise.resolve(window.__crumb && window.__crumb.score >= 1000)"
    )
    spec = Spec(title="hostile", genre="arcade", pitch="a hostile game", acceptance_criteria=[slow])
    game = tmp_path / "game"
    game.mkdir()
    (game / "index.html").write_text(
        GAME.replace("EXTRA", "window.__crumb = {state: 'playing', score: 0};" + CLAIMS_PREDICATES)
    )
    report = run_qa(game, settings=qa_settings, pool=pool, spec=spec, out_dir=tmp_path / "qa")
    [judged] = report.acceptance
    assert judged.status == "fail", judged
    assert judged.detail.endswith("→ false"), judged.detail


# A game answering for QA when it reads the page: its eval replaced (or declared anew before the game's
# own script), or the arrays' iterator swapping the predicate QA hands the page for 'true'.
ANSWERS_FOR_QA = {
    "replaces eval": "const real = window.eval;"
    " window.eval = function (s) { return String(s).includes('>= 1000') ? true : real(s); };",
    "declares eval": "",  # a script of its own before the game's: let eval = …
    "swaps the predicate": """const it = Array.prototype[Symbol.iterator];
Array.prototype[Symbol.iterator] = function () {
  const ours = this.length === 2 && /^[0-9a-f]{32}$/.test(this[1]) && String(this[0]).includes('>= 1000');
  return it.call(ours ? ['true', this[1]] : this);
};""",
}


SCORES_1000 = "window.__crumb && window.__crumb.score >= 1000"  # the game's score stays 0


def _judged_on(pool, qa_settings, tmp_path, predicate: str, page: str):
    """The one criterion 'scores 1000' with ``predicate`` as QA judged it on ``page``."""
    high = AcceptanceCriterion(id="AC1", text="scores 1000", predicate=predicate)
    spec = Spec(title="hostile", genre="arcade", pitch="a hostile game", acceptance_criteria=[high])
    game = tmp_path / "game"
    game.mkdir()
    (game / "index.html").write_text(page)
    [judged] = run_qa(game, settings=qa_settings, pool=pool, spec=spec, out_dir=tmp_path / "qa").acceptance
    return judged.status, judged.detail


@pytest.mark.parametrize("how", list(ANSWERS_FOR_QA))
def test_a_game_cannot_answer_for_qa_when_it_reads_a_predicate(pool, qa_settings, tmp_path, how):
    """Playwright's evaluate and a spec's predicate reach the page through its global eval and an
    array's iterator, both the game's to replace: a game whose score stayed 0 passed 'scores 1000', and
    on the blank page without it the predicate did not hold, so it proved the requirement it named."""
    page = GAME.replace("EXTRA", "window.__crumb = {state: 'playing', score: 0};" + ANSWERS_FOR_QA[how])
    if how == "declares eval":
        page = page.replace(
            "<script>", "<script>let eval = (s) => s.includes('>= 1000') || globalThis.eval(s);</script><script>"
        )
    assert _judged_on(pool, qa_settings, tmp_path, SCORES_1000, page) == ("fail", f"{SCORES_1000} → false")


# A game claiming a promise predicate held through what QA settles and reads it by: Playwright's reply
# (Object.keys and toJSON), the Map its outcome was kept in, or a function's call (QA's then.call).
CLAIMS_THROUGH_QA = {
    "its reply": """const keys = Object.keys;
Object.keys = (o) => (o && typeof o === 'object' && o.done === true && o.value === false ? [] : keys(o));
Object.defineProperty(Object.prototype, 'toJSON', {configurable: true, get() {
  return this.done === true && this.value === false ? () => ({done: true, value: true}) : undefined; }});""",
    "a map's get": """const get = Map.prototype.get;
Map.prototype.get = function (k) {
  const v = get.call(this, k);
  return v && v.done === true && v.value === false ? {done: true, value: true} : v;
};""",
    "a function's call": """const then = Promise.prototype.then;
Function.prototype.call = function (self, ...rest) {
  return this === then && rest.length === 2 ? then.apply(self, [() => rest[0](true), rest[1]]) : this.apply(self, rest);
};""",
}


@pytest.mark.parametrize("through", list(CLAIMS_THROUGH_QA))
def test_a_game_cannot_claim_a_promise_predicate_held_through_what_qa_reads_it_by(pool, qa_settings, tmp_path, through):
    """The outcome QA kept and read back went through a Map, a function's call and Playwright's reply
    (Object.keys, toJSON), each the game's to replace: a promise predicate it failed passed."""
    predicate = f"Promise.resolve({SCORES_1000})"
    page = GAME.replace("EXTRA", "window.__crumb = {state: 'playing', score: 0};" + CLAIMS_THROUGH_QA[through])
    assert _judged_on(pool, qa_settings, tmp_path, predicate, page) == ("fail", f"{predicate} → false")


# Built-ins QA's own page scripts call, each replaced by a game so that calling it throws or answers
# nonsense. Before, QA's reading broke and the run ended as QA's own failure (exit 2, "the QA check
# itself failed"), judging nothing of the game.
REPLACES_BUILTINS = {
    "String.prototype.slice": "String.prototype.slice = function () { throw new Error('mine'); };",
    "Array.prototype.map": "Array.prototype.map = function () { return []; };",
    "Object.keys": "Object.keys = () => [];",
    "Document.prototype.querySelectorAll": "Document.prototype.querySelectorAll = () => { throw new Error('q'); };",
    "Element.prototype.getBoundingClientRect": "Element.prototype.getBoundingClientRect = () => null;",
    "Array.prototype.Symbol(Symbol.iterator)": "Array.prototype[Symbol.iterator] = function* () {};",
    # String itself, with a method under a symbol: QA names what changed with the String it kept.
    "Array.prototype.Symbol(Symbol.iterator), String": (
        "window.String = function () { throw new Error('s'); }; Array.prototype[Symbol.iterator] = function* () {};"
    ),
    # The window's and the document's own accessors, shadowed: the page's size, its body.
    "window.innerWidth": "Object.defineProperty(window, 'innerWidth', {get() { throw new Error('w'); }});",
    "document.body": "Object.defineProperty(document, 'body', {get() { throw new Error('b'); }});",
}


@pytest.mark.parametrize("name", list(REPLACES_BUILTINS))
def test_a_game_replacing_a_builtin_qa_reads_the_page_by_is_broken_naming_it_not_qa_failing(
    pool, qa_settings, tmp_path, name
):
    report = _report(REPLACES_BUILTINS[name], pool, qa_settings, tmp_path)
    said = [(c.name, c.detail[:300]) for c in report.checks if c.status == "fail"]
    assert report.exec_exit_code != 2, report.findings
    assert report.verdict == "broken", said
    blamed = [c for c in report.checks if c.status == "fail" and c.severity == "blocker" and name in c.detail]
    assert blamed and "the game replaced the browser's own" in blamed[0].detail, said


def test_the_window_accessors_qa_notes_are_all_it_has_though_it_leaves_its_interfaces_unread(pool):
    """init.js notes the window's own accessors without reading the properties named with a capital (its
    interfaces, made only when first read: reading them all cost every document 8-13 ms). That loses
    nothing only while no accessor is named so: the browser's own are counted here, by reading them all."""
    context = pool.new_context()
    try:
        page = context.new_page()
        found = page.evaluate(
            """() => {
              const accessors = Reflect.ownKeys(window).filter((key) => {
                const d = Reflect.getOwnPropertyDescriptor(window, key);
                return d && typeof d.get === "function";
              }).map(String);
              return {all: accessors.length, capital: accessors.filter((k) => k[0] >= "A" && k[0] <= "Z"),
                      size: accessors.includes("innerWidth") && accessors.includes("devicePixelRatio")};
            }"""
        )
    finally:
        context.close()
    assert found["all"] > 100 and found["size"], found  # the page's size and scroll among them
    assert found["capital"] == [], found["capital"]


def test_a_game_wrapping_a_builtin_faithfully_is_judged_on_its_play_and_the_change_noted(pool, qa_settings, tmp_path):
    report = _report(
        "const map = Array.prototype.map; Array.prototype.map = function (...a) { return map.apply(this, a); };",
        pool,
        qa_settings,
        tmp_path,
    )
    assert report.verdict == "playable", [(c.name, c.detail[:200]) for c in report.checks if c.status == "fail"]
    assert any("replaced the browser's own Array.prototype.map" in f for f in report.findings), report.findings


@pytest.mark.parametrize(
    "then",
    ["function () { return this; }", "function () { return new Promise(() => {}); }"],
    ids=["returns itself", "never settles"],
)
def test_a_game_replacing_a_promises_then_is_not_said_to_request_no_frames(pool, qa_settings, tmp_path, then):
    """Playwright's clock runs in the game's page and runs its frames in real time through promises: with
    then replaced they stop, and frame_rate said 'the game requests no animation frames' of a game that
    asks for one every frame (or failed it at 3 fps)."""
    report = _report(f"Promise.prototype.then = {then};", pool, qa_settings, tmp_path)
    rate = report.check("frame_rate")
    assert rate.status == "skip" and "replaced the browser's own Promise.prototype.then" in rate.detail, rate.detail
    assert report.exec_exit_code != 2 and report.verdict == "playable", report.findings
