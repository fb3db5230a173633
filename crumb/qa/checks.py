"""The named checks: each turns what the runs showed into a pass, fail or skip with a reason."""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import Future, InvalidStateError
from contextlib import suppress
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from crumb.config import Settings
from crumb.core.contracts import Spec
from crumb.core.layout import GAME_MAX_DEPTH
from crumb.qa import acceptance, artifact, outcome, probes
from crumb.qa import play as plays
from crumb.qa.bot import Bot
from crumb.qa.compare import Judgement, Run, cells, changed, judge, motion
from crumb.qa.evidence import Evidence, cut
from crumb.qa.ledger import Ledger
from crumb.qa.page import DESKTOP, PHONE, PHONE_TURNED, GamePage
from crumb.qa.scenario import (
    GLANCE_LEAD_MS,
    GLANCE_MS,
    PHONE_SEGMENTS,
    SEGMENTS,
    SOAK_TO_MS,
    Plan,
    begin,
    plan_for,
    play,
    with_known,
)
from crumb.qa.side import Side
from crumb.qa.start import BOOT_MS, PROBE_MS, Start
from crumb.qa.watchdog import Hung

FPS_WINDOW_S = 0.3
FPS_FINDING = 30.0
FPS_FAIL = 10.0
IDLE_FPS = 60.0  # what a page with next to nothing to draw gets on an idle machine
MACHINE_FPS = 50.0  # below this, that page shows the machine busy: a game's rate is read against it
OVERFLOW_SLACK = 0.04  # a few pixels past the edge (a border, a shadow) do not stop anyone playing
MIN_ZOOM = 0.5  # zoomed out further than this, a game is too small to play with a finger…
MIN_FILL = 0.5  # …unless its play area (a canvas sized to the window) still fills this share of the screen
SCROLL_JUMP_PX = 64  # a page that scrolls this far under the player has jumped, not nudged


def limits(game_dir: Path, settings: Settings, ledger: Ledger) -> bool:
    """Decide the limits check; False when the folder is nested too deep to be loaded at all."""
    found = artifact.inventory(game_dir)
    if found.too_deep:
        said = f"{found.too_deep[:120]}…: folders nested more than {GAME_MAX_DEPTH} deep; a game needs a few levels"
        ledger.decide("limits", "fail", said, severity="blocker")
        return False
    over = []
    if found.bytes > settings.qa_max_bytes:
        over.append(f"{found.bytes / 1e6:.1f} MB > {settings.qa_max_bytes / 1e6:.1f} MB")
    if found.files > settings.qa_max_files:
        over.append(f"{found.files} files > {settings.qa_max_files}")
    summary = f"{found.files} files, {found.bytes / 1e6:.2f} MB"
    ledger.decide("limits", "fail" if over else "pass", "; ".join(over) if over else summary)
    return True


def play_all(page: GamePage, spec: Spec | None, ledger: Ledger, side: Side[Phone] | None = None) -> None:
    """Run every browser check on one page; the phone's pass and the frame rate on ``side``'s page
    (beside the laptop's runs when it has a lane of its own), else on this one, last."""
    plan = plan_for(spec)
    # The side page opens once the laptop's page has loaded and plays the phone's pass as soon as the
    # first run knows how the game starts; its second run without input only when the laptop's two
    # were not alike.
    starts: Future[Start] = Future()
    deterministic: Future[bool] = Future()

    def alike(same: bool) -> None:  # told once, by whichever page knows first
        with suppress(InvalidStateError):
            deterministic.set_result(same)

    # A side page with a browser of its own first plays the laptop's second run without input (the
    # laptop's page goes on with the first), then the phone's pass.
    second: Future[Run] | None = Future() if side is not None and side.beside else None
    # The acceptance criteria: judged by this page after the bot, and by a side page beside it once
    # its own passes are done, each on a fresh game, whichever page takes it.
    criteria = acceptance.Shared(list(spec.acceptance_criteria) if spec else [])

    def open_side() -> None:
        # Once the laptop's page has loaded: opening a page and loading one at the same time slow
        # each other down (both are the browser's own work), and the side page has nothing to play
        # before the laptop's first run knows how the game starts.
        if side is not None and not side.started:
            side.start(lambda side_page: _side(side_page, plan, starts, deterministic, second, criteria))
            if second is not None:  # a side page that never opened (its browser died) plays no run either
                side.then(partial(_unplayed, second))

    try:
        with ledger.timing("boot", "visual_change", "start"):
            first, shots = play(
                page,
                plan,
                phase="desktop run 1",
                inputs=False,
                start=None,
                boot_shot=True,
                on_load=open_side,
                on_start=starts.set_result,
            )
            page.advance(max(0, SOAK_TO_MS - page.run_ms))
            shots.append(page.shot())
        started = first.start
        laptop = with_known(plan, started)  # the keys found while starting it are played too
        went = started.actions or started.hook_start  # else how says that nothing QA tried started it
        ledger.decide("start", "pass" if went else "skip", f"started by {started.how}" if went else started.how)
        ledger.keep_screenshot(shots[0], "started", "desktop")
        ledger.keep_screenshot(shots[-1], f"after {SOAK_TO_MS // 1000} s", "desktop")
        with ledger.timing("play"):  # the idle run goes on from the first run
            idle = plays.idle(page, shots[0])
            restarted = ("", "")
            if idle.ended_at is not None:
                restarted = plays.restart(page, idle, started, _bot(page, laptop, started, plays.BOT_SEED + 1))
        with ledger.timing("input_response", "page_scroll"):
            with_input = _input_response(page, laptop, first, second, ledger, alike)
        _visual_change([cells(s) for s in shots], with_input, ledger)
        with ledger.timing("play"):  # the bot goes on from the input run
            _play(page, laptop, started, idle, restarted, ledger, shots[0])
        with ledger.timing("acceptance"):
            _acceptance(page, laptop, started, spec, criteria, ledger)
    finally:  # the laptop's runs broke off: the side page stops waiting for them
        if not starts.done():
            starts.set_exception(RuntimeError("the laptop's first run broke off before the game started"))
        alike(True)
    phone = side.result() if side is not None else _phone(page, plan, started, deterministic)
    _phone_fit(phone, ledger)
    rate, machine = phone.fps or 0.0, None
    if 0 < rate < FPS_FINDING:
        # A low rate may be the machine's (the laptop's runs, other checks, other sessions): the game
        # is measured again on the laptop's page beside a page with next to nothing to draw, over the
        # same window, and judged on its share of what the machine gave that page.
        begin(page, plan, "frame rate", started)
        rate, machine, phone.fps_s = page.frames_beside_machine(FPS_WINDOW_S)
    if rate < FPS_FAIL and (clock := _clock_builtins(page.changed_builtins())):
        ledger.decide(
            "frame_rate",
            "skip",
            f"not judged: the game replaced the browser's own {clock}, which the clock's frames in real time run"
            f" through ({rate:.0f} fps measured)",
            ms=phone.fps_ms,
        )
        return
    _frame_rate(rate, phone.fps_s, phone.fps_ms, ledger, machine)


# What Playwright's clock, which runs in the game's page, uses to run its frames in real time: a game
# that replaced one stops them (a promise's then that never calls back), and measured 0 or 3 fps.
_CLOCK_BUILTINS = ("Promise", "window.setTimeout", "window.clearTimeout", "window.performance", "performance.", "Date")


def _clock_builtins(changed: str) -> str:
    """Those of the replaced built-ins (GamePage.changed_builtins) that the clock runs through."""
    return ", ".join(name for name in changed.split(", ") if name.startswith(_CLOCK_BUILTINS))


@dataclass
class Phone:
    """What the phone's pass saw (the runs, the layout, the last screenshot) and the frame rate
    measured after it, in frames per second."""

    base: Run
    tried: Run
    second: Run | None
    size: dict[str, int]
    shot: bytes
    ms: int
    fps: float | None = None
    fps_ms: int = 0
    fps_s: float = FPS_WINDOW_S  # the real time the rate was measured over
    screen: dict[str, int] = field(default_factory=lambda: dict(PHONE))  # the way the phone was held
    turned: str = ""  # why the upright page asked to be turned sideways (then played so)
    sooner: str = ""  # why the taps began before the laptop's start did (the game was over by then)
    keyboard: str = ""  # why a phone cannot play it past its start: only keys changed the play after it


def _side(
    page: GamePage,
    plan: Plan,
    starts: Future[Start],
    deterministic: Future[bool],
    second: Future[Run] | None,
    criteria: acceptance.Shared,
) -> Phone:
    """The side page's work: the laptop's second run without input (into ``second``, when asked for),
    the phone's pass, then acceptance criteria the laptop's page has not taken yet, judged at the
    laptop's size."""
    if second is not None:
        try:
            run, _ = play(page, plan, phase="desktop run 2", inputs=False, start=starts.result(), boot_shot=True)
        except BaseException as e:  # the laptop's page plays it instead; the phone's pass is not played
            second.set_exception(e)
            raise
        second.set_result(run)
    started = starts.result()
    phone = _phone(page, plan, started, deterministic)
    try:
        # The frame rate let real time run: left so, the page drew every frame of it (a WebGL one on the
        # CPU, through the one GPU process both pages share) while the laptop's page played on beside it.
        page.pause()
        if criteria.left():
            page.resize(DESKTOP)
            criteria.work(page, with_known(plan, started), started, "side page")
    except Exception:
        pass  # a criterion this page broke off on (it hung, or died) is judged on the laptop's page
    return phone


def _phone(page: GamePage, plan: Plan, started: Start, deterministic: Future[bool]) -> Phone:
    """At 390×844 with touch: a run without input, a run of taps and swipes (both axes), a second run
    without input when the laptop's two were not alike; then the frame rate, the page's last use.
    The taps begin no earlier than the desktop's start did: a game not ready for keys is not ready for taps.
    A game the laptop started by a click on its canvas (a PLAY drawn there) is started on the phone by
    the tap that does (found as the laptop's start was, buttons and canvas only) in every run: the taps
    that answer are then the ones that play, not a tap on PLAY that the runs without input never made.
    A start by one of the page's own controls (a DOM Start button) is played first from the tap on it
    (``_tapped_after_the_start``): where the taps after it answer, they are the phone's play; else the
    touch run from the page as it loaded, whose taps press those controls first (QA cannot tell such a
    start from a control that opens a dialog: particle-clicker's About link).
    A page that asks upright to be turned sideways (``probes.ASKS_TO_TURN``) is played as a player
    would, turned: its runs are played again at 844×390, and only such a page pays for that.
    Taps that answered only by starting the game are no phone play: see ``_after_a_tap_start``."""
    began = time.perf_counter()
    sooner = ""
    on_canvas = any(a.label.startswith("the canvas") for a in started.actions)
    after = started.ready_ms + PROBE_MS * bool(started.actions)
    # A game started by a tap may ignore the next ones for a while (a 'Get Ready' that fades for 2 s
    # before a tap plays): its runs go on as long after the start as the laptop's do.
    segments = SEGMENTS if on_canvas else PHONE_SEGMENTS
    on_phone = partial(play, page, plan, touch=True, segments=segments)

    def still(screen: dict[str, int], phase: str) -> Run:
        nonlocal sooner
        page.resize(screen)
        run = on_phone(phase=phase, inputs=False, start=None, ready_after=after, boot_shot=True, find_tap=on_canvas)[0]
        if not run.clean:  # taps were tried before the one that started it (or none did): a fresh run replays it
            run = on_phone(phase=phase + " again", inputs=False, start=run.start, boot_shot=True)[0]
        if run.over and run.start.ready_ms > BOOT_MS:
            # Over before the first tap would reach it (a layout whose seeded platforms fail at once): a
            # player taps as soon as the game shows, and so does QA, on a run of its own.
            first = (run.start.ready_ms + PROBE_MS) / 1000
            sooner = f"at {first:g} s, where the laptop's start put the first tap, the game was over without input ({run.over})"
            at_once = Start(BOOT_MS, (), "a tap as soon as the game shows")
            phase += ", tapped sooner"
            run = on_phone(phase=phase, inputs=False, start=at_once, boot_shot=True)[0]
        return run

    screen, base = PHONE, still(PHONE, "phone run")
    turned = page.probe("see whether it asks to be turned", probes.ASKS_TO_TURN) or ""
    if turned:
        screen, base = PHONE_TURNED, still(PHONE_TURNED, "phone turned run")
    size = page.overflow()
    # A game the laptop started by one of the page's controls is played from the tap that starts it
    # first: where the taps after that start answer, those taps are the phone's play, and the runs from
    # the page as it loaded (whose taps would press that control first) have nothing more to tell.
    replayed = None
    if not base.start.actions and not all(a.code for a in started.actions):
        replayed = _tapped_after_the_start(page, plan, after, deterministic.result())
    if replayed is not None and replayed.judged.reacted:
        second = replayed.baselines[1] if len(replayed.baselines) > 1 else None
        phone = Phone(replayed.baselines[0], replayed.tapped, second, size, replayed.shot, 0)
    else:
        tried, shots = on_phone(phase="phone touch run", inputs=True, start=base.start, aim=base)
        second = None
        if not deterministic.result():
            second, _ = on_phone(phase="phone run 2", inputs=False, start=base.start)
        phone = Phone(base, tried, second, size, shots[-1], 0)
        phone.keyboard = _after_a_tap_start(page, plan, started, phone, replayed)
    phone.ms = round((time.perf_counter() - began) * 1000)
    phone.screen, phone.turned = screen, turned
    first = (base.start.ready_ms + PROBE_MS) / 1000
    phone.sooner = f"taps began at {first:g} s, as soon as the game showed: {sooner}; " if sooner else ""
    began = time.perf_counter()
    page.phase = "frame rate"
    phone.fps, phone.fps_s = page.frames_per_second(FPS_WINDOW_S, FPS_FINDING)  # as the phone's last run left it
    phone.fps_ms = round((time.perf_counter() - began) * 1000)
    return phone


def _after_a_tap_start(page: GamePage, plan: Plan, started: Start, phone: Phone, replayed: Replayed | None) -> str:
    """Why a phone cannot play the game past its start, else ''. The taps judged must be those after the
    tap that starts it: the phone's runs started so (a PLAY on the canvas) are judged so already; a game
    the laptop started by one of the page's controls (a DOM Start button) was played again from the tap
    that does (``replayed``, see ``_tapped_after_the_start``), and is judged by those runs where its touch
    run answered. Where the taps after the start changed nothing, a run of the game's keys from the same
    start says whether it needs a keyboard: only then is it said to (a control that opened a dialog, not
    the game, answers neither)."""
    baselines = [r for r in (phone.base, phone.second) if r is not None]
    by_taps = judge(baselines, phone.tried)
    if not phone.base.start.actions:  # the touch run's first taps started it
        if not by_taps.reacted or replayed is None:
            return ""
        baselines, by_taps = replayed.baselines, replayed.judged
    if by_taps.reacted is not False:
        return ""
    keys, segments = with_known(plan, started), len(baselines[0].frames)
    phase, start = "phone keys run, started", baselines[0].start
    pressed = play(page, keys, phase=phase, inputs=True, start=start, touch=True, segments=segments, keys_only=True)[0]
    by_keys = judge(baselines, pressed)
    if not by_keys.reacted:
        return ""
    held = ", ".join(sorted({k for seg in keys.segments[:segments] for k in seg}))
    return (
        f"the game needs a keyboard after its start: once a tap started it ({start.how}), no touch input"
        f" changed the play (QA's taps on its buttons and play area and swipes across it: {by_taps.detail}),"
        f" while its keys did ({by_keys.detail}; pressed {held})"
    )


@dataclass
class Replayed:
    """The phone's runs from the tap that starts the game: without input, the touch run, its last
    screenshot, and whether the touches answered."""

    baselines: list[Run]
    tapped: Run
    shot: bytes
    judged: Judgement


def _tapped_after_the_start(page: GamePage, plan: Plan, after: int, deterministic: bool) -> Replayed | None:
    """The phone's runs again, each started by the tap that does (found as the laptop's start was,
    buttons and canvas only) and as long as the laptop's: without input (twice where the laptop's runs
    were not alike), then with taps and swipes. None when no tap started the game."""
    on_phone = partial(play, page, plan, touch=True, segments=SEGMENTS)
    still = on_phone(phase="phone run, started", inputs=False, start=None, ready_after=after, find_tap=True)[0]
    if not still.start.actions:
        return None
    if not still.clean:  # taps were tried before the one that started it: a fresh run replays it
        still = on_phone(phase="phone run, started again", inputs=False, start=still.start)[0]
    baselines = [still]
    if not deterministic:
        baselines.append(on_phone(phase="phone run 2, started", inputs=False, start=still.start)[0])
    tapped, shots = on_phone(phase="phone touch run, started", inputs=True, start=still.start, aim=still)
    return Replayed(baselines, tapped, shots[-1], judge(baselines, tapped))


def _input_response(
    page: GamePage, plan: Plan, first: Run, second: Future[Run] | None, ledger: Ledger, alike: Callable[[bool], None]
) -> list[bytes]:
    """Compare an input run against two no-input runs (the first run, when it can be one, and the side
    page's, when it played one); tell ``alike`` whether those matched as soon as they have run; return
    the input run's frames. While the side page plays its run, this page plays the input run first
    (when the first run cannot be a baseline, after the side page's run, which its presses aim by);
    the last run played here is the one the bot goes on from."""

    aimed_by: list[Run | None] = []

    def with_input(aim: Run | None) -> tuple[Run, list[bytes]]:
        # ``aim``: a run without input that went as a replay (at the input run's game times) to aim by
        aimed_by.append(aim)
        return play(page, plan, phase="desktop input run", inputs=True, start=first.start, aim=aim)

    def told(run: Future[Run]) -> None:
        if not run.cancelled() and run.exception() is None:
            alike(_alike(first, run.result()))

    if second is not None and first.clean:
        # The two baselines are the first run and the side page's: the side page hears whether they
        # matched as soon as it has played its run (its phone's pass asks), not after the input run here.
        second.add_done_callback(told)
    if second is not None:
        aim = first if first.clean else None
        if aim is None:  # the side page's run (it began it as soon as the start was known) is that run
            with suppress(Exception):
                aim = second.result()
        tried, shots = with_input(aim)
    baselines = [first] if first.clean else []
    if second is not None:
        try:
            baselines.append(second.result())
        except Exception:
            pass  # the side page could not play it (its hang is its own finding): this page plays it
    while len(baselines) < 2:
        baselines.append(
            play(
                page,
                plan,
                phase=f"desktop run {len(baselines) + 2 - first.clean}",
                inputs=False,
                start=first.start,
                boot_shot=True,
            )[0]
        )
    alike(_alike(*baselines))
    if second is None:
        tried, shots = with_input(baselines[0])
    ledger.keep_screenshot(shots[-1], "with input", "desktop")
    verdict = judge(baselines, tried)
    if verdict.reacted is False:
        verdict = _glanced(page, plan, first.start, baselines, aimed_by[-1], verdict)
    ledger.decide(
        "input_response", "pass" if verdict.reacted else "fail", f"{verdict.detail}; pressed {plan.describe()}"
    )
    _page_scroll(tried, ledger)
    return [f for f in tried.frames if f is not None]


def _glanced(
    page: GamePage, plan: Plan, start: Start, baselines: list[Run], aim: Run | None, deaf: Judgement
) -> Judgement:
    """A second look before calling the laptop's input unanswered, with a slower hand and quicker eyes:
    the input run again, its presses GLANCE_LEAD_MS later after the start (a menu that listens once it
    has settled, a player who appears after an intro), its mouse dragged a frame at a time (a game that
    reads the pointer once a frame sees the way it went), on a canvas its clicks spread across it and
    held on every other segment (a card in a hand along its bottom, a lane lit while its button is
    held), and each segment sampled GLANCE_MS after its clicks and drags, the keys still held, instead
    of at its end (a flap that has landed, a trail that faded, a lane lit only while its key is down);
    then runs without input sampled at the same game times, as many as it took to tell the game's own
    changes (one where the two matched). The bot goes on from the last of them, a game nobody touched
    where the input was not seen. ``deaf`` stands where they show no more."""
    tried = play(page, plan, phase="desktop input run, glancing", inputs=True, start=start, aim=aim, glance=True)[0]
    runs = [
        play(
            page,
            plan,
            phase=f"desktop run {i + 1}, glancing",
            inputs=False,
            start=start,
            glance=True,
            glance_at=tried.glanced_at,
        )[0]
        for i in range(1 if _alike(*baselines) else 2)
    ]
    seen = judge(runs, tried)
    if not seen.reacted:
        return deaf
    beside = ", each after a click on one of the page's controls beside it" if tried.beside else ""
    clicked = f", clicked across the canvas ({probes.CANVAS_GRID}×{probes.CANVAS_GRID} points, a press held on its bottom row's outer lanes on every other segment{beside})"
    return Judgement(
        True,
        f"{seen.detail}, {GLANCE_MS} ms after its presses, which began {GLANCE_LEAD_MS / 1000:g} s later, the mouse"
        f" dragged a frame at a time{clicked if tried.across else ''} ({deaf.detail} at the segments' ends)",
    )


def _unplayed(run: Future[Run], error: BaseException | None) -> None:
    """The side page's work ended: a run it was to play and did not is told so, not waited for."""
    with suppress(InvalidStateError):
        run.set_exception(error or RuntimeError("the side page ended without playing its run"))


def _alike(a: Run, b: Run) -> bool:
    """Whether two runs without input showed the same: the same hooks, and no cell changed at any sample."""
    return a.hooks == b.hooks and all(
        x is not None and y is not None and not changed(x, y) for x, y in zip(a.frames, b.frames, strict=False)
    )


def _play(
    page: GamePage,
    plan: Plan,
    started: Start,
    idle: plays.Seen,
    restarted: tuple[str, str],
    ledger: Ledger,
    as_started: bytes,
) -> None:
    bot = _bot(page, plan, started, plays.BOT_SEED)
    seen = plays.bot_run(page, bot, as_started)
    if idle.ended_at is None and seen.ended_at is not None:
        restarted = plays.restart(page, seen, started, bot)
    outcome.evidence_of(ledger, [idle, seen], restarted[1], page.entry, plays.BOT_SEED, page.seed)
    outcome.decide(ledger, page.evidence, [idle, seen], restarted)


def _bot(page: GamePage, plan: Plan, started: Start, seed: int) -> Bot:
    """A bot with the game's controls (spec, screen, code; else the plan's) and its play area."""
    keys = plays.controls(started, tuple(k for seg in plan.segments for k in seg))
    left, top, width, height = page.probe("find the play area", probes.PLAY_AREA)
    return Bot(seed, keys, plan.pointer, (left, top, width, height))


def _page_scroll(tried: Run, ledger: Ledger) -> None:
    """The game's own keys must not move the page under it; a nudge of a few pixels (a page a little
    taller than the screen) is a minor finding, a jump is major."""
    if not tried.scrolled:
        ledger.decide("page_scroll", "pass", "the keys the game uses did not scroll the page")
        return
    moved = "; ".join(f"{key} scrolled it {px} px" for key, px in tried.scrolled.items())
    ledger.decide(
        "page_scroll",
        "fail",
        f"the keys the game uses scroll the page ({moved}); the game should call preventDefault() on them",
        severity="major" if max(tried.scrolled.values()) >= SCROLL_JUMP_PX else "minor",
    )


def _visual_change(frames: list[bytes], with_input: list[bytes], ledger: Ledger) -> None:
    alone = motion(frames)
    if alone:
        ledger.decide(
            "visual_change",
            "pass",
            f"{100 * alone:.1f}% of the screen changed over {SOAK_TO_MS // 1000} s without input",
        )
    elif motion(frames[:1] + with_input):  # from the started screen: a game the input paused at once moved first
        ledger.decide("visual_change", "pass", "the screen changes only with input")
    else:
        ledger.decide(
            "visual_change", "fail", f"nothing visible changed in {SOAK_TO_MS // 1000} s of play, with or without input"
        )


def _phone_fit(phone: Phone, ledger: Ledger) -> None:
    """No horizontal overflow, not zoomed out to a game too small to play, and taps and swipes move the
    game, on the phone held as the game asked (sideways when it asked to be turned: the notice it shows
    upright is then not a failure, and the game is judged on how it plays turned)."""
    problems = []
    size, screen = phone.size, phone.screen
    widest = max(size["scroll"], size["widest"])
    zoom = screen["width"] / max(size["viewport"], 1)  # a page without a viewport tag is zoomed out to fit
    if widest > size["viewport"] * (1 + OVERFLOW_SLACK):
        problems.append(
            f"the page is {widest} px wide on a {size['viewport']} px phone screen, which shows"
            f" {size['viewport'] / widest:.0%} of its width: the rest is off the screen"
        )
    elif zoom < MIN_ZOOM and size["play"] * zoom * zoom < MIN_FILL * screen["width"] * screen["height"]:
        problems.append(
            f"the page is {widest} px wide on a {screen['width']} px phone screen, "
            f"which shows it at {zoom:.0%} of its size"
        )
    ledger.keep_screenshot(phone.shot, "after taps and swipes", "phone")
    verdict = judge([r for r in (phone.base, phone.second) if r is not None], phone.tried)
    if phone.keyboard:
        problems.append(phone.keyboard)
    elif not verdict.reacted:
        # What QA tried, not more: a board game tapped on its centre (catch-the-cat's cat) does not
        # move, yet a player tapping a cell plays it.
        problems.append(
            "the game did not answer QA's taps and swipes (its buttons, tapped and then held, the play area's centre and lower"
            f" left, swipes across it, a finger held on a canvas's bottom lanes), so it is not shown to be playable on a phone ({verdict.detail})"
        )
    # A page laid out wider than the phone and zoomed out to fit (no viewport tag) says so.
    shown = f" (laid out {size['viewport']} px wide, shown at {zoom:.0%})" if size["viewport"] > screen["width"] else ""
    fits = f"fits the {screen['width']} px phone screen{shown} and responds to taps and swipes ({verdict.detail})"
    held = (
        f"asks to be turned sideways ({phone.turned}); played in landscape ({screen['width']}×{screen['height']}): "
        if phone.turned
        else ""
    )
    held += phone.sooner
    ledger.decide("phone_fit", "fail" if problems else "pass", held + ("; ".join(problems) or fits), ms=phone.ms)


def _acceptance(
    page: GamePage, plan: Plan, started: Start, spec: Spec | None, criteria: acceptance.Shared, ledger: Ledger
) -> None:
    ledger.acceptance.extend(criteria.results(page, plan, started, "laptop page"))
    # The spec's doing, not the game's: neither the check nor a finding (which would lower the game's
    # quality) holds it against the game; the ledger does not count them for a requirement.
    looped = [r.id for r in ledger.acceptance if r.looped]
    judged = [r for r in ledger.acceptance if r.status != "skip" and not r.looped]
    failed = [r.id for r in judged if r.status == "fail"]
    empty = [r.id for r in judged if r.held_without_game]
    vacuous = f"; {', '.join(empty)} held on a blank page without the game too (proving nothing of it)" if empty else ""
    if looped:
        vacuous += f"; the predicate of {', '.join(looped)} did not return (it loops: the spec's to fix)"
    if not judged:
        none = "no criterion with a browser predicate" if spec else "no spec given"
        ledger.decide("acceptance", "skip", f"no predicate judged the game{vacuous}" if looped else none)
    elif failed:
        ledger.decide("acceptance", "fail", f"{len(failed)}/{len(judged)} failed: {', '.join(failed)}{vacuous}")
    else:
        ledger.decide("acceptance", "pass", f"{len(judged)}/{len(judged)} predicates held{vacuous}")


def _frame_rate(fps: float, window_s: float, ms: int, ledger: Ledger, machine: float | None = None) -> None:
    """Decide frame_rate from the game's rate over ``window_s`` of real time; ``machine``: a page with
    next to nothing to draw, measured beside it. Below MACHINE_FPS the machine was busy (other checks,
    other sessions): the game is judged on its share of what the machine gave any page, as it would run
    on an idle one, and the detail says both."""
    measured = f"{fps:.0f} fps over {window_s:.2f} s of real time"
    if machine is not None and 0 < fps and machine < FPS_FAIL:
        ledger.decide(
            "frame_rate",
            "skip",
            f"not judged: {measured}, while a page with next to nothing to draw got {machine:.0f} on this"
            " machine then (too busy to tell a game's rate)",
            ms=ms,
        )
        return
    if machine is not None and 0 < fps and machine < MACHINE_FPS:
        measured += f" while a page with next to nothing to draw got {machine:.0f}: the machine was busy"
        fps = min(IDLE_FPS, fps * IDLE_FPS / max(machine, 1.0))
        measured += f", so about {fps:.0f} fps on an idle one"
    if fps == 0:
        ledger.decide(
            "frame_rate", "skip", "the game requests no animation frames (no requestAnimationFrame loop)", ms=ms
        )
        return
    ledger.fps = round(fps, 1)
    if fps < FPS_FAIL:
        ledger.decide("frame_rate", "fail", f"{fps:.0f} fps < {FPS_FAIL:.0f}: {measured}", ms=ms)
        return
    if fps < FPS_FINDING:
        ledger.finding("minor", f"fps {fps:.0f} < {FPS_FINDING:.0f}")
    ledger.decide("frame_rate", "pass", measured, ms=ms)


def hung(hung: Hung, page: GamePage | None, ledger: Ledger) -> None:
    """The page hung or time ran out: say where, fail the check in progress, skip the rest."""
    where = f"while trying to {hung.label}"
    ledger.decide("timeout", "fail", f"{hung.reason} {where}")
    phase, run_ms = (page.phase, page.run_ms) if page else ("load", 0)
    current = next((name for prefix, name in _PHASE_CHECK if phase.startswith(prefix)), "boot")
    if current == "boot" and hung.label.startswith(_INPUT_STEPS):
        current = "input_response"
    if current and current in ledger.undecided():
        at = f"({phase}, {run_ms / 1000:.1f} s)"  # a step that runs the game names them already
        did = "crashed" if hung.crashed else "hung"
        ledger.decide(current, "fail", f"the page {did} {where}" + ("" if at in where else f" {at}"))
    for name in ledger.undecided():
        if name not in ("boot", "network"):
            ledger.decide(name, "skip", f"not run: the page {'crashed' if hung.crashed else 'hung'} before this check")


def busy(hung: Hung, why: str, total_s: float, ledger: Ledger) -> None:
    """The check ran out of its time on a machine other work kept busy (``Watchdog.busy``): not the
    game's doing. What was decided stays; the rest is not decided, and the report says why
    (``Ledger.busy``: exit 2, run it again when the machine is less busy)."""
    ledger.busy = f"the machine was too busy to finish the check in {total_s:g} s ({why})"
    ledger.decide("timeout", "skip", f"not decided: {ledger.busy}, while trying to {hung.label}")
    for name in ledger.undecided():
        if name not in ("boot", "network"):  # decided from the evidence gathered so far
            ledger.decide(name, "skip", "not decided: the machine was too busy to reach this check")


def replaced_builtins(changed: str, error: Exception, page: GamePage | None, ledger: Ledger) -> None:
    """QA's reading of the page failed after the game replaced browser built-ins it reads by (a
    promise's then, an array's map, JSON, getBoundingClientRect): the game broke its own page, so the
    check in progress fails as a blocker naming them, and the checks not reached are skipped."""
    phase, run_ms = (page.phase, page.run_ms) if page else ("load", 0)
    current = next((name for prefix, name in _PHASE_CHECK if phase.startswith(prefix)), "boot")
    said = cut(f"{type(error).__name__}: {error}".split("\n", 1)[0])
    detail = (
        f"the game replaced the browser's own {cut(changed)}, and reading the page through them failed "
        f"({phase}, {run_ms / 1000:.1f} s: {said}); a game may add to the built-ins, not change them"
    )
    if current not in ledger.undecided():
        current = "boot"
    ledger.decide(current, "fail", detail, severity="blocker")
    for name in ledger.undecided():
        if name not in ("boot", "network"):
            ledger.decide(name, "skip", f"not run: the game replaced built-ins QA reads the page by (see {current})")


_INPUT_STEPS = ("press", "release", "click", "tap")
# Which check a hang fails, by the phase the page was in.
_PHASE_CHECK = (
    ("desktop run 2", "input_response"),
    ("desktop run 3", "input_response"),
    ("desktop input", "input_response"),
    ("phone", "phone_fit"),
    ("acceptance", "acceptance"),
    ("frame", "frame_rate"),
    ("play", "play"),
)


def verdicts_from_evidence(evidence: Evidence, ledger: Ledger) -> None:
    """Boot and network are judged on everything the page did in every run; policy refusals and
    prevented navigations are minor findings."""
    if "boot" not in ledger.checks:
        _boot(evidence, ledger)
    _network(evidence, ledger)
    for where in evidence.navigations:
        ledger.finding("minor", f"a click or tap tried to leave the game for {where} (QA stayed on the page)")
    for refusal in evidence.refusals:
        ledger.finding("minor", f"the browser refused (its policy, not the game's error): {refusal}")
    if evidence.unknown_keys:  # the spec's doing, not the game's
        named = ", ".join(repr(k) for k in sorted(evidence.unknown_keys))
        ledger.finding("minor", f"the spec names {named}: no key a keyboard has; QA could not press them")


# What a page shows or plays: missing, a player sees or hears the gap even when nothing throws.
SEEN = frozenset({"image", "media"})


def _network(evidence: Evidence, ledger: Ledger) -> None:
    """Every request that left the artifact fails the check. It is major when the game needs it: art or
    sound it would show or play, or a request followed by errors (a library from a CDN), or one whose
    failure the game threw (a fetch it did not catch: ``Evidence.unfetched``, which boot does not
    count). A script, a style sheet, a font or a beacon the game runs without (analytics, ads, web
    fonts) is minor: a player offline, or behind a blocker, plays the same game."""
    blocked = evidence.blocked
    if not blocked:
        ledger.decide("network", "pass", "no request left the artifact", ms=0)
        return
    seen = [u for u in blocked if evidence.blocked_kinds.get(u) in SEEN]
    booted = ledger.checks["boot"].status == "pass"
    detail = f"{evidence.count('blocked')} request(s) left the artifact and were blocked, first: {blocked[0]}"
    if seen:
        detail += f"; the game shows or plays what it fetched from outside ({seen[0]})"
    if evidence.unfetched:
        detail += f"; the game threw where a blocked request failed: {evidence.unfetched[0]}"
    elif booted and not seen:
        detail += "; the game runs without them"
    major = seen or evidence.unfetched or not booted
    ledger.decide("network", "fail", detail, ms=0, severity="major" if major else "minor")


def _boot(evidence: Evidence, ledger: Ledger) -> None:
    """Errors and missing files stop a game (a missing sprite or script is as bad as a crash)."""
    during_play = outcome.play_errors(evidence)  # the play check's to judge
    # A missing file first: the errors that follow are mostly its consequences (a script that is not
    # there leaves its names undefined), and the file is what the author has to fix.
    errors = [f"{path} is not in the game's folder (404)" for path in evidence.missing] + evidence.oversize
    errors += [outcome.thrown_by(e, evidence) for e in evidence.errors() if e not in during_play]
    # Past the first KEPT of a kind, QA counts without keeping (crumb.qa.page.Evidence): those count here.
    more = sum(evidence.unkept.get(n, 0) for n in ("missing", "oversize", "page_errors", "console_errors"))
    ledger.decide(
        "boot",
        "fail" if errors else "pass",
        f"{len(errors) + more} error(s), first: {errors[0]}" if errors else "no page or console errors",
    )
