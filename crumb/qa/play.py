"""Proof of play: a seeded bot plays the game for a bounded span of game time, beside an idle run.

Both runs continue pages other checks have loaded already (the idle run goes on from the first
desktop run, the bot from the input run), so play costs game time, not page loads. What they
show: whether the game can end (the hook's state, a timer running out, the words on screen),
whether a restart starts a new game, whether the bot's inputs change how it ends, and any error
thrown while playing. Everything done to the page is kept as a replayable trace (crumb.qa.trace).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from crumb.qa import probes
from crumb.qa.bot import Bot, Input
from crumb.qa.compare import alike, cells
from crumb.qa.page import GamePage
from crumb.qa.start import Action, Start, apply, button_label

PLAY_MS = 8_000  # game time each run of play reaches, from its load
LOOK_MS = 1_000  # each run looks at the game (hook, words on screen) about this often
MARK_MS = 3_000  # a screenshot for the filmstrip (and the replay's checkpoints) this often
RESTART_WAIT_MS = 250  # after each restart control, before looking
AFTER_RESTART_MS = 750  # the bot plays this long after a restart, to see the new game run
MAX_RESTARTS = 6  # restart controls tried at most
BOT_SEED = 1
OVER_STATES = re.compile(
    r"^(?:over|game[ _-]?over|dead|died|lost|lose|won|win|end|ended|finished|complete|done|results?)$", re.I
)
TITLE_STATES = re.compile(r"title|menu|ready|start|intro|idle|attract", re.I)
# Words a game shows when a game has ended, in eighteen languages, every one the offline studio writes
# its games in among them (tests/qa/test_over_words.py holds them to its words): each says the end
# itself ("game over", "you lost", "play again"), not a word a title or a menu also uses ("start", "new
# game", "restart" are on a title screen as often as on an ending one). Words of a script with spaces
# stand alone ("main lagi", not "domain lagi"); those of Chinese, Japanese and Korean anywhere.
_OVER_SPACED = (
    r"game\s*over|you\s+(?:lose|lost|died|win|won)|final\s+score|play\s+again|try\s+again|time'?s\s+up",
    r"fin\s+del\s+juego|juego\s+terminado|has\s+(?:perdido|ganado)|perdiste|ganaste|(?:jugar|intentar)\s+de\s+nuevo"
    r"|volver\s+a\s+jugar|jugar\s+otra\s+vez|puntuaci[oó]n\s+final",
    r"partie\s+termin[ée]e|fin\s+de\s+(?:la\s+)?partie|jeu\s+termin[ée]|(?:vous\s+avez|tu\s+as)\s+(?:perdu|gagn[ée])|rejouer",
    r"spiel\s+(?:vorbei|beendet|zu\s+ende)|(?:du\s+hast|sie\s+haben)\s+(?:verloren|gewonnen)|noch\s*(?:ein)?mal\s+spielen",
    r"fim\s+de\s+jogo|voc[eê]\s+(?:perdeu|ganhou)|jogar\s+(?:novamente|de\s+novo)|pontua[çc][ãa]o\s+final",
    r"partita\s+finita|fine\s+del\s+gioco|hai\s+(?:perso|vinto)|gioca\s+ancora|punteggio\s+finale",
    r"игра\s+окончена|конец\s+игры|(?:вы|ты)\s+(?:проиграли|проиграл|выиграли|выиграл)|играть\s+снова|ещ[её]\s+раз",
    r"гру\s+закінчено|гра\s+закінчена|(?:ви|ти)\s+(?:програли|програв|виграли|виграв)|ще\s+раз",
    r"einde\s+spel|spel\s+voorbij|opnieuw\s+spelen|(?:je|u)\s+(?:hebt|heeft)\s+(?:verloren|gewonnen)",
    r"koniec\s+gry|przegra[łl]e[śs]|wygra[łl]e[śs]|zagraj\s+ponownie",
    r"oyun\s+bitti|kaybettin|kazand[ıi]n|tekrar\s+oyna",
    r"trò\s+chơi\s+kết\s+thúc|bạn\s+đã\s+(?:thua|thắng)|chơi\s+lại",
    r"permainan\s+selesai|kamu\s+(?:kalah|menang)|main\s+lagi",
    r"انتهت\s+اللعبة|لقد\s+(?:خسرت|فزت)|العب\s+مجددا|खेल\s+खत्म|गेम\s+ओवर",
)
_OVER_UNSPACED = (
    r"游戏结束|遊戲結束|你输了|你輸了|你赢了|你贏了|再玩一次|再来一次|再來一次|最终得分|最終得分|时间到|時間到",
    r"ゲームオーバー|ゲーム終了|タイムアップ|もう一度遊ぶ|もう一度|あなたの負け|あなたの勝ち",
    r"게임\s*오버|게임\s*종료|다시\s*하기|최종\s*점수|시간\s*종료",
)
OVER_WORDS = re.compile(rf"(?<!\w)(?:{'|'.join(_OVER_SPACED)})(?!\w)|{'|'.join(_OVER_UNSPACED)}", re.I)
_RESTART_KEYS = ("Enter", "Space", "KeyR")
SAID = "the screen said"  # how a game over read in the page's words begins (the rest are the hook's word)


@dataclass
class Seen:
    """What one run of play showed (the report's ``PlayRun`` before its screenshots are saved)."""

    name: str
    hooked: bool = False
    states: list[str] = field(default_factory=list)
    scores: list[float] = field(default_factory=list)
    inputs: list[tuple[int, str, str]] = field(default_factory=list)  # game time, what, why
    marks: list[tuple[int, str, bytes]] = field(default_factory=list)  # game time, label, PNG
    ended_at: int | None = None
    ended_how: str = ""
    unshown: str = ""  # a game over the hook claimed and the screen did not show (not believed)
    started: bytes | None = None  # a screenshot (PNG) of the game as it started
    over_score: float | None = None  # the score when it ended
    timer: tuple[int, float] | None = None  # the first (game time, time_left) seen
    timer_ends_at: int | None = None  # a timer seen running down ends at this game time
    ops: list[dict[str, Any]] = field(default_factory=list)  # the page's ops from its load: the trace

    @property
    def score(self) -> float | None:
        return self.scores[-1] if self.scores else None

    def final(self) -> bytes | None:
        return cells(self.marks[-1][2]) if self.marks else None


def ended(hook: dict[str, Any] | None, says: str) -> str:
    """How the game shows it is over, or ''. A hook with a state is believed over the screen."""
    hook = hook or {}
    state = hook.get("state")
    if isinstance(state, str):
        return f"window.__crumb.state became {state!r}" if OVER_STATES.match(state.strip()) else ""
    for flag in ("over", "gameOver", "gameover", "game_over", "dead"):
        if hook.get(flag) is True:
            return f"window.__crumb.{flag} became true"
    for clock in ("time_left", "timeLeft", "timer"):
        if isinstance(hook.get(clock), (int, float)) and hook[clock] <= 0:
            return f"the timer ran out (window.__crumb.{clock} reached 0)"
    found = OVER_WORDS.search(says)
    return f"{SAID} {found.group(0)!r}" if found else ""


def _note(page: GamePage, seen: Seen) -> str:
    """Look at the game: keep the states and scores seen; say how it ended, if it did."""
    hook, says, changes = page.look()
    seen.hooked = seen.hooked or hook is not None
    for t, state, score in changes:  # every state change since the last look, at its frame
        _keep(seen, state, score)
        if state is not None and OVER_STATES.match(state.strip()) and seen.ended_at is None:
            seen.ended_at, seen.ended_how = t, f"window.__crumb.state became {state!r}"
            seen.over_score = score
    if hook is not None:
        _keep(seen, hook.get("state"), hook.get("score"))
        _timer(seen, hook, page.run_ms)
    how = ended(hook, says)
    if how and seen.ended_at is None:
        seen.ended_at, seen.ended_how, seen.over_score = page.run_ms, how, seen.score
    return how or (seen.ended_how if seen.ended_at is not None else "")


def _keep(seen: Seen, state: Any, score: Any) -> None:
    if isinstance(state, str) and (not seen.states or seen.states[-1] != state):
        seen.states.append(state)
    if isinstance(score, (int, float)) and not isinstance(score, bool):
        if not seen.scores or seen.scores[-1] != round(float(score), 2):
            seen.scores.append(round(float(score), 2))


def _timer(seen: Seen, hook: dict[str, Any], run_ms: int) -> None:
    """Note a timer running down (``time_left`` falling): the game ends when it reaches 0."""
    left = next((hook[k] for k in ("time_left", "timeLeft") if isinstance(hook.get(k), (int, float))), None)
    if left is None:
        return
    if seen.timer is not None and 0 < left < seen.timer[1]:
        seen.timer_ends_at = run_ms + round(left * 1000)
    if seen.timer is None:
        seen.timer = (run_ms, left)


def _believe(seen: Seen) -> None:
    """The hook's game over stands unless the screen can tell it did not happen: a picture at the
    claim alike the game's as it started shows nothing ended (as in crumb.qa.compare.judge, the hook
    is no witness against a screen that shows no difference; where the screen moved, it cannot tell)."""
    if seen.ended_at is None or seen.ended_how.startswith(SAID) or seen.started is None or not seen.marks:
        return
    if alike(seen.started, seen.marks[-1][2]):
        seen.unshown = (
            f"{seen.ended_how} at {seen.ended_at / 1000:.1f} s ({seen.name}), and the screen is as it was "
            "when the game started"
        )
        seen.ended_at, seen.ended_how, seen.over_score = None, "", None


def _mark(page: GamePage, seen: Seen, label: str) -> None:
    png = page.shot(presented=True)
    page.ops[-1]["mark"] = label
    seen.marks.append((page.run_ms, label, png))


def idle(page: GamePage, started: bytes | None = None) -> Seen:
    """Leave the started game alone until it ends or the span is over (the page is a started run;
    ``started``: a screenshot of the game as it started)."""
    page.phase = "play: idle"
    seen = Seen("idle", ops=page.ops, started=started)
    _mark(page, seen, "idle: started")
    next_mark = page.run_ms + MARK_MS
    while page.run_ms < PLAY_MS:
        page.advance(min(LOOK_MS, PLAY_MS - page.run_ms))
        if _note(page, seen):
            _mark(page, seen, "idle: game over")
            _believe(seen)
            break
        if page.run_ms >= next_mark:
            _mark(page, seen, f"idle: {page.run_ms / 1000:.1f} s")
            next_mark += MARK_MS
    else:
        if seen.marks[-1][0] != page.run_ms:
            _mark(page, seen, "idle: end of the span")
    return seen


def controls(start: Start, keys: tuple[str, ...]) -> tuple[str, ...]:
    """The keys the bot treats as the game's own: the ones it is known to use, else the plan's."""
    known = tuple(k for k in sorted(start.uses) if k != "Escape") or keys  # Escape pauses or quits
    return tuple(dict.fromkeys(k for k in known if k))


def bot_run(page: GamePage, bot: Bot, started: bytes | None = None) -> Seen:
    """Play with the bot until the game ends or the span is over (the page is a started run;
    ``started``: a screenshot of the game as it started)."""
    page.phase = "play: bot"
    seen = Seen("bot", ops=page.ops, started=started)
    _mark(page, seen, "bot: takes over")
    next_mark, next_look, before = page.run_ms + MARK_MS, page.run_ms + LOOK_MS, None
    while page.run_ms < PLAY_MS:
        _give(page, seen, bot.next(improved=_improved(before, seen.score)))
        before = seen.score
        if page.run_ms < min(next_look, PLAY_MS):
            continue
        next_look = page.run_ms + LOOK_MS
        if _note(page, seen):
            _mark(page, seen, "bot: game over")
            _believe(seen)
            break
        if page.run_ms >= next_mark:
            _mark(page, seen, f"bot: {page.run_ms / 1000:.1f} s")
            next_mark += MARK_MS
    else:
        if seen.marks[-1][0] != page.run_ms:
            _mark(page, seen, "bot: end of the span")
    return seen


def _improved(before: float | None, now: float | None) -> bool:
    return before is not None and now is not None and now > before


def _give(page: GamePage, seen: Seen, given: Input) -> None:
    if given.key:
        seen.inputs.append((page.run_ms, f"{given.key} {given.hold_ms} ms", given.why))
        page.hold((given.key,), given.hold_ms)
    else:
        seen.inputs.append((page.run_ms, f"click {given.x},{given.y}", given.why))
        page.click(given.x, given.y, touch=False)
    page.advance(given.gap_ms)


@dataclass(frozen=True)
class _Over:
    """How the game stood at its game over: the score, and how many errors had been seen."""

    score: float | None
    errors: int


def restart(page: GamePage, seen: Seen, start: Start, bot: Bot) -> tuple[str, str]:
    """After a game over, start a new game as a player would; returns (problem severity or '', what happened).

    Tried in turn: the game's start controls, Enter, Space, R, the buttons on screen, the canvas.
    A new game is one the hook no longer calls over, or whose screen no longer says so; then the
    bot plays it a little: it must not throw, and its score must have been reset."""
    page.phase = "play: restart"
    over = _Over(seen.over_score, len(page.evidence.errors()))
    page.advance(RESTART_WAIT_MS)
    hook, says, _ = page.look()
    if not ended(hook, says):
        pressed = any(t >= (seen.ended_at or 0) for t, _, why in seen.inputs)
        by = "the bot's next input after game over" if pressed else "the game itself (it left the game-over screen)"
        return _new_game(page, seen, start, bot, hook, by, over)
    for action in _restart_actions(page, start):
        seen.inputs.append((page.run_ms, action.describe(), "restart"))
        apply(page, action, touch=False)
        page.advance(RESTART_WAIT_MS)
        hook, says, _ = page.look()
        if len(page.evidence.errors()) > over.errors:
            return "blocker", f"restarting by {action.describe()} threw: {page.evidence.errors()[over.errors]}"
        if not ended(hook, says):
            return _new_game(page, seen, start, bot, hook, action.describe(), over)
    return "major", "after game over nothing QA tried started a new game (a player would have to reload the page)"


def _restart_actions(page: GamePage, start: Start) -> list[Action]:
    found = list(start.actions)
    found += [Action(code=k, why="a usual restart key") for k in _RESTART_KEYS]
    for b in page.probe("find the buttons", probes.START_BUTTONS):
        found.append(Action(x=b["x"], y=b["y"], label=button_label(b)))
    unique: dict[tuple[str, int, int], Action] = {}
    for a in found:
        unique.setdefault((a.code, a.x, a.y), a)
    return list(unique.values())[:MAX_RESTARTS]


def _new_game(
    page: GamePage, seen: Seen, start: Start, bot: Bot, hook: dict[str, Any] | None, by: str, over: _Over
) -> tuple[str, str]:
    if hook is not None and TITLE_STATES.search(str(hook.get("state", ""))):
        for again in start.actions:  # back on the title screen: start as the first game was started
            seen.inputs.append((page.run_ms, again.describe(), "restart"))
            apply(page, again, touch=False)
        page.advance(RESTART_WAIT_MS)
        hook = page.look()[0]
    _mark(page, seen, "restarted")
    score = (hook or {}).get("score")
    began = page.run_ms
    while page.run_ms - began < AFTER_RESTART_MS:
        _give(page, seen, bot.next())
    hook = page.look()[0]
    _mark(page, seen, "new game")
    if len(page.evidence.errors()) > over.errors:
        return "blocker", f"the new game after restarting by {by} threw: {page.evidence.errors()[over.errors]}"
    how = f"restarted by {by}"
    if isinstance(score, (int, float)) and isinstance(over.score, (int, float)) and over.score > 0:
        if score >= over.score:
            return "major", f"{how}, but the score was not reset ({score:g} after a game that ended on {over.score:g})"
        how += f", score {over.score:g} → {score:g}"
    state = (hook or {}).get("state")
    return "", how + (f", then {state!r} after {AFTER_RESTART_MS / 1000:g} s of play" if state else "")
