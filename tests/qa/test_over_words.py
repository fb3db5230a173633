"""How play reads a game over in the page's words, in eighteen languages: the words that say an end,
and none of a title screen's or a menu's; and every word the offline studio's games say it with."""

from __future__ import annotations

import pytest

from crumb.adapters.local.builder import _TEXTS
from crumb.qa.play import SAID, ended
from crumb.qa.probes import START_WORDS

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
