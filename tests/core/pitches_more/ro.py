"""Romanian pitches, with what a person reading them would list (the article written onto the noun:
"șarpele", "paleta"; from twenty on, a number takes "de": "90 de secunde")."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p(
        "un joc cu șarpele care devine tot mai rapid, 2 minute și 3 vieți",
        "ro",
        "snake",
        "in",
        "mechanic.speed_up",
        "mechanic.lives",
        "time_limit",
        time_s=120,
    ),
    p(
        "un shooter în spațiu cu scut și cinci vieți, să meargă pe telefon",
        "ro",
        "shooter",
        "in",
        "theme",
        "mechanic.shield",
        "mechanic.lives",
        "target.phone",
    ),
    p(
        "un joc de platforme în pădure cu săritură dublă și monede, fără inamici",
        "ro",
        "platformer",
        "in",
        "theme",
        "mechanic.double_jump",
        "mechanic.coins",
    ),
    p(
        "un joc de memorie ușor pentru copii, 90 de secunde",
        "ro",
        "memory",
        "in",
        "time_limit",
        time_s=90,
        difficulty="easy",
    ),
    p("șah împotriva calculatorului, foarte greu", "ro", "chess", "in", "mechanic.vs_computer", difficulty="hard"),
    p("un joc de spânzurătoare", "ro", "word_game", "off"),
    p("x și 0 pentru doi jucători pe telefon", "ro", "tic_tac_toe", "in", "mechanic.two_players", "target.phone"),
    p(
        "breakout în care paleta se micșorează și apar bombe",
        "ro",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "mechanic.bomb",
    ),
    p(
        "tetris cu clasament, se joacă cu săgețile",
        "ro",
        "tetris",
        "in",
        "mechanic.high_score",
        "controls.keys",
    ),
    p("joc cu șarpe fără pereți, un minut și jumătate", "ro", "snake", "in", "mechanic.wrap", "time_limit", time_s=90),
)
