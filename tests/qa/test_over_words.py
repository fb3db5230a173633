"""How QA reads a page's words in eighteen languages: a game over (play), the words that say an end and
none of a title screen's or a menu's; a line that asks for a click or a key to start (start); and every
such word the offline studio's games say."""

from __future__ import annotations

import pytest

from crumb.adapters.local.builder import _TEXTS
from crumb.qa import probes
from crumb.qa.play import SAID, ended
from crumb.qa.probes import START_WORDS
from crumb.qa.start import ASKS_TO_START

ENDINGS = [
    ("GAME OVER", "GAME OVER"),
    ("Game Over! Your score: 3", "Game Over"),
    ("Time's up!", "Time's up"),
    ("游戏结束 得分 12", "游戏结束"),
    ("遊戲結束", "遊戲結束"),
    ("你输了！", "你输了"),
    ("ゲームオーバー", "ゲームオーバー"),
    ("スコア 40 もう一度遊ぶ", "もう一度遊ぶ"),
    ("게임오버입니다", "게임오버"),
    ("게임 종료", "게임 종료"),
    ("¡Fin del juego!", "Fin del juego"),
    ("Has perdido", "Has perdido"),
    ("Partie terminée", "Partie terminée"),
    ("Vous avez gagné !", "Vous avez gagné"),
    ("Spiel vorbei", "Spiel vorbei"),
    ("Noch einmal spielen", "Noch einmal spielen"),
    ("Fim de jogo", "Fim de jogo"),
    ("Hai perso", "Hai perso"),
    ("Игра окончена", "Игра окончена"),
    ("Koniec gry", "Koniec gry"),
    ("Oyun bitti", "Oyun bitti"),
    ("Trò chơi kết thúc", "Trò chơi kết thúc"),
    ("Permainan selesai", "Permainan selesai"),
    ("انتهت اللعبة", "انتهت اللعبة"),
    ("खेल खत्म", "खेल खत्म"),
]

# A title screen's or a menu's words in the same languages, and English that only contains an ending's
# letters.
NOT_ENDINGS = [
    "Start Game",
    "New game",
    "Restart",
    "开始游戏",
    "重新开始",
    "ゲームスタート",
    "게임 시작",
    "Nuevo juego",
    "Jugar",
    "Nouvelle partie",
    "Spiel starten",
    "Iniciar jogo",
    "Nuova partita",
    "Начать игру",
    "Rozpocznij grę",
    "Oyuna başla",
    "Bắt đầu",
    "Mulai",
    "Gracias por jugar",
    "the endgame overall",
    "domain lagi",
]


@pytest.mark.parametrize(("says", "words"), ENDINGS)
def test_the_words_of_an_ending_say_the_game_is_over(says, words):
    assert ended(None, says) == f"{SAID} {words!r}"


@pytest.mark.parametrize("says", NOT_ENDINGS)
def test_a_title_screens_or_a_menus_words_do_not(says):
    assert ended(None, says) == ""


# The words the offline studio's games show, in each language it writes them in: QA reads every one
# (its game over and its play-again button as an end, its play button as asking to start).
STUDIO = sorted(_TEXTS.items())


@pytest.mark.parametrize(("language", "texts"), STUDIO, ids=[lang for lang, _ in STUDIO])
def test_the_studios_game_over_and_play_again_words_say_the_game_is_over(language, texts):
    assert ended(None, texts["T_OVER"]) and ended(None, texts["T_AGAIN"]), (texts["T_OVER"], texts["T_AGAIN"])


def test_the_studios_play_buttons_ask_to_start_and_its_game_over_words_do_not(pool):
    context = pool.new_context()
    try:
        page = context.new_page()
        asks = page.evaluate(
            "([pattern, words]) => words.map((w) => new RegExp(pattern, 'iu').test(w))",
            [START_WORDS, [t["T_PLAY"] for _, t in STUDIO] + [t["T_OVER"] for _, t in STUDIO]],
        )
    finally:
        context.close()
    plays, overs = asks[: len(STUDIO)], asks[len(STUDIO) :]
    assert all(plays), [lang for (lang, _), a in zip(STUDIO, plays, strict=True) if not a]
    assert not any(overs), [lang for (lang, _), a in zip(STUDIO, overs, strict=True) if a]


# A line that asks for a click, a tap or a key to start (start.ASKS_TO_START, and init.js's words drawn
# on a canvas), in both orders a language puts them in; and lines that name an ask and a start word
# without asking to start.
ASKS = [
    "Click here to start",
    "Press any key to begin",
    "点击开始",
    "按空格键开始游戏",
    "スタートするにはタップ",
    "화면을 터치하여 시작하세요",
    "Pulsa ESPACIO para jugar",
    "Clique para começar",
    "Натисніть, щоб почати",
    "Kliknij, aby rozpocząć",
    "Oynamak için dokun",
    "Nhấn để chơi",
    "Ketuk untuk mulai",
    "खेलने के लिए दबाएं",
]
NOT_ASKS = [
    "Play with the arrows, press P to pause",
    "Press R to restart",
    "Hit points: 3. Play time 2:00",
    "开始之前，请阅读规则",
    "Touch",
    "Start",
]


@pytest.mark.parametrize("line", ASKS)
def test_a_line_that_asks_for_a_click_or_a_key_to_start_is_read_as_asking(line):
    assert ASKS_TO_START.search(line), line


@pytest.mark.parametrize("line", NOT_ASKS)
def test_a_line_that_only_names_an_ask_and_a_start_word_is_not(line):
    assert not ASKS_TO_START.search(line), (line, ASKS_TO_START.search(line))


def test_the_studios_press_to_start_lines_ask_to_start_here_and_on_a_canvas(pool):
    lines = [t["T_PRESS"] for _, t in STUDIO]
    context = pool.new_context()
    try:
        drawn = context.new_page().evaluate(
            "([pattern, lines]) => lines.map((l) => new RegExp(pattern, 'iu').test(l))", [probes.ASKS_TO_START, lines]
        )
    finally:
        context.close()
    read = [bool(ASKS_TO_START.search(line)) for line in lines]
    assert all(read), [lang for (lang, _), r in zip(STUDIO, read, strict=True) if not r]
    assert all(drawn), [lang for (lang, _), r in zip(STUDIO, drawn, strict=True) if not r]
