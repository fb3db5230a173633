"""A corpus of pitches with the requirements a person reading them would list, in every language the
vocabulary has words for (English, Korean, Italian and Arabic here; more in ``pitches_more``).

Each entry: the pitch, its language, the requirement ids the house must read in it (the floor), the
kind of game asked for, whether the offline studio has a template for that kind (``scope``:
``in`` for a template genre, ``off`` for a kind it cannot build), its time limit (``time_s``: the
seconds, ``UNTIMED`` where the pitch says there is to be none, as the reader's value ``none``, or None
where it says nothing of one) and how hard it asks the game to be (``difficulty``: ``easy``, ``hard``
or None). Used by the pitch reader's tests,
the offline sessions' tests and ``bench/fidelity.py``.
"""

from __future__ import annotations

from dataclasses import dataclass

from crumb.core.pitch_reader import NO_TIME_LIMIT

# The time limit of a pitch that says there is to be none ("no timer", "sans chrono"): the reader's value.
UNTIMED = NO_TIME_LIMIT


@dataclass(frozen=True)
class Pitch:
    text: str
    lang: str
    ids: frozenset[str]
    kind: str | None
    scope: str  # in | off
    time_s: int | str | None = None
    difficulty: str | None = None

    @property
    def mechanics(self) -> list[str]:
        return sorted(i.split(".", 1)[1] for i in self.ids if i.startswith("mechanic."))


def p(
    text: str,
    lang: str,
    kind: str | None,
    scope: str,
    *ids: str,
    time_s: int | str | None = None,
    difficulty: str | None = None,
) -> Pitch:
    base = {"language"} | ({"genre"} if kind else set())
    return Pitch(text, lang, frozenset(base | set(ids)), kind, scope, time_s, difficulty)


def seconds(value: str) -> int | str:
    """A ``time_limit`` requirement's value as the corpus lists it: its seconds, or ``UNTIMED``."""
    return value if value == UNTIMED else int(value)


BASE: tuple[Pitch, ...] = (
    # --- English ---------------------------------------------------------------------------
    p("a 30-second match-3 with a combo multiplier", "en", "match3", "in", "mechanic.combo", "time_limit", time_s=30),
    p(
        "a snake game that gets faster every 5 apples, with a poison apple that shortens you",
        "en",
        "snake",
        "in",
        "mechanic.speed_up",
        "mechanic.poison",
    ),
    p("breakout where the paddle shrinks every time you clear a row", "en", "breakout", "in", "mechanic.shrink_paddle"),
    p(
        "a platformer where you double jump over spikes",
        "en",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.hazards",
    ),
    p(
        "a vertical space shooter with a timed shield power-up and three lives",
        "en",
        "shooter",
        "in",
        "mechanic.shield",
        "mechanic.lives",
        "theme",
    ),
    p("a flappy bird game where the gap narrows as your score grows", "en", "runner", "in", "mechanic.narrowing_gap"),
    p(
        "a whack-a-mole for phones with golden moles worth double points",
        "en",
        "tapper",
        "in",
        "mechanic.bonus",
        "target.phone",
    ),
    p(
        "a memory game with a time penalty for every wrong pair, 60 seconds",
        "en",
        "memory",
        "in",
        "mechanic.time_penalty",
        "time_limit",
        time_s=60,
    ),
    p(
        "a sokoban puzzle with levels of rising difficulty, arrow keys to push boxes",
        "en",
        "grid_puzzle",
        "in",
        "mechanic.levels",
        "controls.keys",
    ),
    p("a tiny tower defense with three tower types", "en", "tower_defense", "off"),
    p("a chess puzzle: mate in two", "en", "chess", "in"),
    p("a tetris clone with a high score table", "en", "tetris", "in", "mechanic.high_score"),
    p("a typing game where words fall from the sky and you type them", "en", "typing", "off"),
    p("minesweeper with a 60 second timer", "en", "minesweeper", "off", "time_limit", time_s=60),
    p("a 2048 clone for phones with a combo bonus", "en", "number_merge", "off", "target.phone", "mechanic.combo"),
    p("a frogger game where the cars get faster", "en", "crossing", "off", "mechanic.speed_up"),
    p(
        "a platformer where you collect coins and stomp enemies, with a boss at the end",
        "en",
        "platformer",
        "in",
        "mechanic.coins",
        "mechanic.enemies",
        "mechanic.boss",
    ),
    p("a two-player pong on one keyboard", "en", "pong", "in", "mechanic.two_players", "controls.keys"),
    # Typed without the hyphen or the plural, or as a sofa's co-op: still two on one device.
    p("a 2 player pong game", "en", "pong", "in", "mechanic.two_players"),
    p("couch co-op snake", "en", "snake", "in", "mechanic.two_players"),
    p(
        "whack-a-mole with touch controls for phones, 45 seconds",
        "en",
        "tapper",
        "in",
        "controls.touch",
        "target.phone",
        "time_limit",
        time_s=45,
    ),
    p(
        "an endless runner that keeps getting faster, with coins to collect",
        "en",
        "runner",
        "in",
        "mechanic.speed_up",
        "mechanic.coins",
    ),
    p(
        "a brutally hard platformer with spikes and a boss",
        "en",
        "platformer",
        "in",
        "mechanic.hazards",
        "mechanic.boss",
        difficulty="hard",
    ),
    # --- Korean ----------------------------------------------------------------------------
    p("60초 안에 두더지를 잡는 게임, 목숨 3개", "ko", "tapper", "in", "mechanic.lives", "time_limit", time_s=60),
    p("뱀 게임인데 점점 빨라지고 독사과를 먹으면 짧아져", "ko", "snake", "in", "mechanic.speed_up", "mechanic.poison"),
    p("벽돌깨기 게임, 줄을 깰 때마다 패들이 줄어드는", "ko", "breakout", "in", "mechanic.shrink_paddle"),
    p("더블 점프로 가시를 피하는 플랫포머", "ko", "platformer", "in", "mechanic.double_jump", "mechanic.hazards"),
    p("우주 슈팅 게임, 보호막 아이템과 폭탄", "ko", "shooter", "in", "mechanic.shield", "mechanic.bomb", "theme"),
    p("콤보가 있는 매치3 퍼즐, 모바일용", "ko", "match3", "in", "mechanic.combo", "target.phone"),
    p("소코반 같은 상자 밀기 퍼즐, 스테이지가 올라갈수록 어려워", "ko", "grid_puzzle", "in", "mechanic.levels"),
    p("카드 뒤집기 기억력 게임, 틀리면 시간 페널티", "ko", "memory", "in", "mechanic.time_penalty"),
    p("타워 디펜스 게임 만들어줘", "ko", "tower_defense", "off"),
    p("체스 퍼즐 게임", "ko", "chess", "in"),
    p("리듬 게임, 콤보 보너스", "ko", "rhythm", "off", "mechanic.combo"),
    p("어려운 슈팅 게임, 보스전 포함", "ko", "shooter", "in", "mechanic.boss", difficulty="hard"),
    # --- Italian ---------------------------------------------------------------------------
    p(
        "un gioco del serpente dove la velocità aumenta, hai tre vite",
        "it",
        "snake",
        "in",
        "mechanic.speed_up",
        "mechanic.lives",
    ),
    p(
        "un platform con doppio salto e spine, 90 secondi, per cellulare",
        "it",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.hazards",
        "time_limit",
        "target.phone",
        time_s=90,
    ),
    p(
        "uno sparatutto spaziale con lo scudo e le bombe",
        "it",
        "shooter",
        "in",
        "mechanic.shield",
        "mechanic.bomb",
        "theme",
    ),
    p("un gioco di memoria con le carte, hai 60 secondi", "it", "memory", "in", "time_limit", time_s=60),
    p("uno spaccamattoni dove la racchetta si accorcia", "it", "breakout", "in", "mechanic.shrink_paddle"),
    p("un gioco tre in fila con il moltiplicatore combo", "it", "match3", "in", "mechanic.combo"),
    p("acchiappa la talpa con talpe dorate che valgono doppio", "it", "tapper", "in", "mechanic.bonus"),
    p(
        "un gioco di corsa infinita nella foresta dove il varco si restringe",
        "it",
        "runner",
        "in",
        "mechanic.narrowing_gap",
        "theme",
    ),
    p("un gioco di scacchi per due giocatori", "it", "chess", "in", "mechanic.two_players"),
    p("un tower defense con tre tipi di torri", "it", "tower_defense", "off"),
    p("un gioco di corse con le auto, due minuti", "it", "racing", "in", "time_limit", time_s=120),
    p(
        "uno sparatutto spaziale in cui i nemici diventano più veloci",
        "it",
        "shooter",
        "in",
        "mechanic.enemies",
        "mechanic.speed_up",
        "theme",
    ),
    p(
        "un gioco di memoria facile per bambini, due minuti",
        "it",
        "memory",
        "in",
        "time_limit",
        time_s=120,
        difficulty="easy",
    ),
    # --- Arabic ----------------------------------------------------------------------------
    p(
        "لعبة الثعبان تصبح أسرع مع كل تفاحة، ولديك ثلاثة أرواح",
        "ar",
        "snake",
        "in",
        "mechanic.speed_up",
        "mechanic.lives",
    ),
    p("لعبة تحطيم الطوب في الفضاء مدتها ٦٠ ثانية", "ar", "breakout", "in", "time_limit", "theme", time_s=60),
    p("لعبة منصات مع قفزة مزدوجة وأشواك", "ar", "platformer", "in", "mechanic.double_jump", "mechanic.hazards"),
    p("لعبة إطلاق النار في الفضاء مع درع وقنابل", "ar", "shooter", "in", "mechanic.shield", "mechanic.bomb", "theme"),
    p("لعبة الذاكرة مع خصم الوقت عند الخطأ", "ar", "memory", "in", "mechanic.time_penalty"),
    p("لعبة اضرب الخلد على الهاتف مع كومبو", "ar", "tapper", "in", "mechanic.combo", "target.phone"),
    p("لعبة دفع الصناديق سوكوبان مع مستويات", "ar", "grid_puzzle", "in", "mechanic.levels"),
    p("لعبة الدفاع عن البرج مع ثلاثة أنواع من الأبراج", "ar", "tower_defense", "off"),
    p("لغز شطرنج: كش ملك في نقلتين", "ar", "chess", "in"),
    p("لعبة سباق سيارات", "ar", "racing", "in"),
    p("لعبة ثعبان سهلة للأطفال", "ar", "snake", "in", difficulty="easy"),
    p(
        "لعبة ثعبان تزيد فيها السرعة مع كل تفاحة، لديك ثلاثة أرواح",
        "ar",
        "snake",
        "in",
        "mechanic.speed_up",
        "mechanic.lives",
    ),
)

# The languages of crumb.core.lexicon (imported here, after p, which they use).
from tests.core.pitches_more import MORE  # noqa: E402

CORPUS: tuple[Pitch, ...] = BASE + MORE
