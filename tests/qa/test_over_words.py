"""How play reads a game over in the page's words, in sixteen languages: the
words that say an end, and none of a title screen's or a menu's."""

from __future__ import annotations

import pytest

from crumb.qa.play import SAID, ended

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
