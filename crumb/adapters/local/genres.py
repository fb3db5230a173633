"""The genre table of the offline studio: what each template is called, how it is found in a
pitch (English and Korean keywords), its controls, and the nearest template for genres it lacks."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from crumb.core import pitch_reader

ARROWS = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"]


@dataclass(frozen=True)
class Genre:
    name: str
    title: str
    title_ko: str
    keywords: tuple[str, ...]
    keys: list[str]
    hint: str
    hint_ko: str
    default_time_s: int | None
    tuning: dict[str, float | int] = field(default_factory=dict)
    grid_keys: tuple[str, str] | None = None  # tuning names an "AxB" in the pitch sets


GENRES: dict[str, Genre] = {
    g.name: g
    for g in (
        Genre(
            "match3",
            "Match Dash",
            "매치 대시",
            (
                "match-3",
                "match 3",
                "match3",
                "match three",
                "three in a row",
                "bejeweled",
                "매치3",
                "매치 3",
                "3매치",
                "쓰리매치",
                "매치-3",
                "세 개 맞추기",
                "3개 맞추기",
            ),
            ARROWS + ["Space", "Enter"],
            "Tap two neighbours to swap · arrows + Space",
            "이웃한 두 칸을 탭해 바꾸기 · 방향키 + Space",
            60,
            {"cols": 7, "rows": 8, "kinds": 5},
            ("cols", "rows"),
        ),
        Genre(
            "snake",
            "Snake Trail",
            "스네이크 트레일",
            ("snake", "스네이크", "뱀", "지렁이"),
            ARROWS,
            "Arrows or tap beside the head to turn",
            "방향키 또는 머리 옆을 탭해 방향 전환",
            None,
            {"grid": 18},
            ("grid", "grid"),
        ),
        Genre(
            "breakout",
            "Brick Breaker",
            "벽돌 브레이커",
            (
                "breakout",
                "brick breaker",
                "brick-breaker",
                "bricks",
                "arkanoid",
                "벽돌깨기",
                "벽돌 깨기",
                "브레이크아웃",
                "알카노이드",
                "벽돌",
            ),
            ["ArrowLeft", "ArrowRight", "Space"],
            "Drag or arrows to move · Space or tap to launch",
            "드래그 또는 방향키로 이동 · Space/탭으로 발사",
            None,
            {"brick_cols": 7, "brick_rows": 5, "lives": 3},
            ("brick_cols", "brick_rows"),
        ),
        Genre(
            "runner",
            "Sky Hopper",
            "스카이 호퍼",
            ("flappy", "runner", "endless run", "flap", "jump", "플래피", "러너", "달리기", "점프", "날갯짓"),
            ["Space", "ArrowUp"],
            "Tap or Space to flap",
            "탭 또는 Space로 날갯짓",
            None,
            {"gap": 170, "lives": 1},
        ),
        Genre(
            "dodger",
            "Star Dodger",
            "스타 닷저",
            ("dodge", "dodger", "asteroids", "bullet hell", "피하기", "비행기", "총알", "schiva", "تفادي"),
            ["ArrowLeft", "ArrowRight", "Space"],
            "Drag or arrows to steer · auto-fire",
            "드래그 또는 방향키로 조종 · 자동 발사",
            None,
            {"lives": 3, "spawn": 1.0},
        ),
        Genre(
            "catcher",
            "Basket Catch",
            "바구니 캐치",
            ("catcher", "캐처"),
            ["ArrowLeft", "ArrowRight"],
            "Drag or arrows to move the basket · catch what falls",
            "드래그 또는 방향키로 바구니 이동 · 떨어지는 것을 받기",
            None,
            {"lives": 3, "spawn": 1.0},
        ),
        Genre(
            "memory",
            "Memory Pairs",
            "메모리 페어",
            (
                "memory",
                "concentration",
                "matching pairs",
                "find pairs",
                "card flip",
                "flip cards",
                "기억",
                "메모리",
                "카드 뒤집기",
                "짝 맞추기",
                "짝맞추기",
                "같은 그림",
            ),
            ARROWS + ["Space", "Enter"],
            "Tap two cards to find a pair · arrows + Space",
            "카드 두 장을 탭해 짝 찾기 · 방향키 + Space",
            90,
            {"cols": 4, "rows": 4},
            ("cols", "rows"),
        ),
        Genre(
            "tapper",
            "Whack Rush",
            "두더지 러시",
            (
                "whack",
                "mole",
                "tapper",
                "tap game",
                "tapping",
                "clicker",
                "reaction",
                "두더지",
                "탭",
                "터치 게임",
                "클릭커",
                "반응속도",
            ),
            ARROWS + ["Space"],
            "Tap the pop-ups · arrows + Space",
            "튀어나온 것을 탭 · 방향키 + Space",
            30,
            {"holes": 3, "up_time": 1.1},
            ("holes", "holes"),
        ),
        Genre(
            "slide",
            "Slide Puzzle",
            "슬라이드 퍼즐",
            (
                "slide puzzle",
                "sliding puzzle",
                "sliding tile",
                "15 puzzle",
                "15-puzzle",
                "fifteen puzzle",
                "tile puzzle",
                "슬라이드 퍼즐",
                "슬라이딩 퍼즐",
                "15 퍼즐",
                "숫자 퍼즐",
                "퍼즐 맞추기",
            ),
            ARROWS,
            "Tap a tile next to the gap · arrows slide",
            "빈칸 옆 타일을 탭 · 방향키로 밀기",
            120,
            {"size": 4},
            ("size", "size"),
        ),
        Genre(
            "platformer",
            "Ledge Runner",
            "레지 러너",
            (
                "platformer",
                "platform game",
                "platforming",
                "jump and run",
                "side-scroller",
                "side scroller",
                "mario",
                "플랫포머",
                "플랫폼 게임",
                "횡스크롤",
                "마리오",
                "piattaforme",
                "platform",
                "منصات",
            ),
            ["Space", "ArrowUp", "ArrowRight", "ArrowLeft"],
            "Tap or Space to jump · arrows run faster or slower",
            "탭 또는 Space로 점프 · 방향키로 속도 조절",
            None,
            {"lives": 3},
        ),
        Genre(
            "shooter",
            "Star Siege",
            "스타 시즈",
            (
                "shooter",
                "shoot",
                "shoot 'em up",
                "shmup",
                "space invaders",
                "invaders",
                "galaga",
                "슈팅",
                "슈터",
                "인베이더",
                "sparatutto",
                "spara",
                "تصويب",
                "إطلاق النار",
                "رماية",
            ),
            ["ArrowLeft", "ArrowRight", "Space"],
            "Drag or arrows to move · tap or Space to fire",
            "드래그 또는 방향키로 이동 · 탭/Space로 발사",
            None,
            {"lives": 3, "cols": 6, "rows": 3},
        ),
        Genre(
            "grid_puzzle",
            "Crate Pusher",
            "상자 밀기",
            (
                "sokoban",
                "grid puzzle",
                "push the boxes",
                "push boxes",
                "box pushing",
                "crate",
                "crates",
                "소코반",
                "상자 밀기",
                "푸시 퍼즐",
                "casse",
                "scatole",
                "صناديق",
            ),
            ARROWS,
            "Arrows or tap beside the player to push crates onto targets · U undo · R restart",
            "방향키 또는 캐릭터 옆을 탭해 상자를 목표로 · U 되돌리기 · R 다시",
            180,
        ),
        Genre(
            "tetris",
            "Block Drop",
            "블록 드롭",
            (
                "tetris",
                "falling block",
                "falling blocks",
                "tetromino",
                "tetrominoes",
                "block stacking",
                "테트리스",
                "떨어지는 블록",
                "블록 쌓기",
            ),
            ARROWS + ["Space"],
            "Tap to rotate · drag to move · swipe down to drop · arrows + Space",
            "탭으로 회전 · 드래그로 이동 · 아래로 밀어 내리기 · 방향키 + Space",
            None,
            {"cols": 10, "rows": 20, "lines_per_level": 10},
            ("cols", "rows"),
        ),
        Genre(
            "racing",
            "Lane Racer",
            "레인 레이서",
            ("racing", "racer", "race car", "car race", "car racing", "레이싱", "자동차 경주", "카레이싱"),
            ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"],
            "Tap beside the car or drag to change lanes · arrows steer and throttle",
            "차 옆을 탭하거나 드래그해 차선 변경 · 방향키로 조종과 가속",
            None,
            {"lives": 3, "lanes": 3, "spawn": 1.0},
        ),
        Genre(
            "tic_tac_toe",
            "Tic-Tac-Toe",
            "틱택토",
            ("tic tac toe", "tic-tac-toe", "tictactoe", "noughts and crosses", "틱택토", "삼목"),
            ARROWS + ["Space", "Enter"],
            "Tap a cell to mark it · three in a row wins the round · arrows + Space",
            "칸을 탭해 표시 · 한 줄에 셋이면 라운드 승리 · 방향키 + Space",
            None,
            {"rounds": 5},
        ),
        Genre(
            "chess",
            "Chess Duel",
            "체스 대결",
            ("chess", "checkmate", "체스"),
            ARROWS + ["Space", "Enter"],
            "Tap a piece, then its square · arrows + Space",
            "말을 탭하고 갈 칸을 탭 · 방향키 + Space",
            None,
        ),
        Genre(
            "pong",
            "Paddle Duel",
            "패들 대결",
            ("pong", "ping pong", "ping-pong", "table tennis", "탁구", "퐁 게임"),
            ["ArrowLeft", "ArrowRight"],
            "Drag in your half or hold the arrows to move the paddle · far paddle: A/D",
            "내 쪽에서 드래그하거나 방향키로 패들 이동 · 건너편 패들: A/D",
            None,
            {"points_to_win": 7},
        ),
    )
}

# Genres without a template of their own, mapped to the nearest one (keyword -> genre).
NEAREST: dict[str, str] = {
    "puzzle": "match3",
    "gem": "match3",
    "candy crush": "match3",
    "퍼즐": "match3",
    "보석": "match3",
    "pac-man": "snake",
    "pacman": "snake",
    "maze": "snake",
    "tron": "snake",
    "미로": "snake",
    "pinball": "breakout",
    "paddle": "breakout",
    "핀볼": "breakout",
    "dino": "runner",
    "helicopter": "runner",
    "bird": "runner",
    "car": "racing",
    "space": "shooter",
    "meteor": "dodger",
    "자동차": "racing",
    "운석": "dodger",
    "quiz": "memory",
    "trivia": "memory",
    "card": "memory",
    "simon": "memory",
    "퀴즈": "memory",
    "카드": "memory",
    "rhythm": "tapper",
    "idle": "tapper",
    "click": "tapper",
    "cookie": "tapper",
    "fishing": "tapper",
    "리듬": "tapper",
    "클릭": "tapper",
    "낚시": "tapper",
    "2048": "slide",
    "sudoku": "slide",
    "jigsaw": "slide",
    "스도쿠": "slide",
    "직소": "slide",
    "puzzle with levels": "grid_puzzle",
    "maze puzzle": "grid_puzzle",
}

FALLBACK = "tapper"

# The particular games (crumb.core.pitch_kinds.TITLES) each template is: a pitch naming another game
# of the same kind ("a chrome dino game" of the runner, a Flappy Bird) is not met by it. "Tetris" has no
# entry: the reader holds a pitch naming it to its kind, falling blocks (pitch_kinds.TITLES leaves out a
# game that is its own kind), and the tetris template is that kind, met or failed by its own criteria.
TITLES: dict[str, tuple[str, ...]] = {
    "runner": ("flappy_bird",),
    "platformer": ("super_mario",),
    "shooter": ("space_invaders", "galaga"),
    "match3": ("bejeweled", "candy_crush"),
    "breakout": ("arkanoid",),
}

# Who and what each template shows (crumb.core.pitch_kinds.CHARACTERS): a pitch that names another
# ("an endless runner with a dinosaur") is not met by it. The rest draw pieces, cards and shapes.
CAST: dict[str, tuple[str, ...]] = {
    "runner": ("bird",),
    "tapper": ("mole",),
    "shooter": ("alien", "spaceship"),
    "dodger": ("spaceship",),
    "racing": ("car",),
}

# The nearest template to each kind of game the house reads (crumb.core.pitch_kinds) and has no
# template for, by how it is played: so "flipper" and "pinball" get the paddle game "핀볼" gets, in any
# language the reader knows. A kind not here (a tower defense, an RPG) has none near enough:
# FALLBACK.
KIND_NEAREST: dict[str, str] = {
    "puzzle": "match3",
    "bubble_shooter": "shooter",
    "asteroids": "shooter",
    "pinball": "breakout",
    "crossing": "dodger",
    "maze": "snake",
    "quiz": "memory",
    "card_game": "memory",
    "mahjong": "memory",
    "rhythm": "tapper",
    "fishing": "tapper",
    "stacker": "tapper",
    "sudoku": "slide",
    "jigsaw": "slide",
    "number_merge": "slide",
    "minesweeper": "grid_puzzle",
}


def find_word(text: str, keyword: str) -> int:
    """Where keyword starts in text as a word of its own (ASCII) or a substring (Korean); -1 if absent."""
    if keyword.isascii():
        found = re.search(rf"(?<![a-z0-9]){re.escape(keyword)}(?:s|es|ing|er|ers)?(?![a-z0-9])", text)
        return found.start() if found else -1
    return text.find(keyword)


def _earliest(text: str, table: dict[str, str]) -> tuple[str, str] | None:
    hits = [(pos, -len(kw), kw, genre) for kw, genre in table.items() if (pos := find_word(text, kw)) >= 0]
    if not hits:
        return None
    _, _, keyword, genre = min(hits)
    return keyword, genre


def detect(text: str) -> tuple[str, str | None]:
    """The template genre a pitch asks for, and a note when it is only the nearest one.

    The kind of game is read as the house reads it (:func:`crumb.core.pitch_reader.kind`, every
    language of its vocabulary); a kind without a template gets the one nearest to it
    (``KIND_NEAREST``), and the studio's own keywords catch what that reading leaves.
    """
    kind = pitch_reader.kind(text)
    if kind and kind[0] in GENRES:
        return kind[0], None
    lowered = text.lower()
    direct = _earliest(lowered, {kw: g.name for g in GENRES.values() for kw in g.keywords})
    if direct:
        return direct[1], None
    if kind and kind[0] in KIND_NEAREST:
        genre = KIND_NEAREST[kind[0]]
        return genre, f"no '{kind[1]}' template: built the nearest genre, {genre} ({GENRES[genre].title})"
    near = _earliest(lowered, NEAREST)
    if near:
        keyword, genre = near
        return genre, f"no '{keyword}' template: built the nearest genre, {genre} ({GENRES[genre].title})"
    if kind:
        return FALLBACK, f"no '{kind[1]}' template, nor one near it: built {FALLBACK} ({GENRES[FALLBACK].title})"
    return FALLBACK, f"no known genre in the pitch: built the nearest genre, {FALLBACK} ({GENRES[FALLBACK].title})"


def named_genre(text: str) -> str | None:
    """A template genre named outright in text (feedback such as 'make it a snake game'), else None."""
    direct = _earliest(text.lower(), {kw: g.name for g in GENRES.values() for kw in g.keywords})
    return direct[1] if direct else None
