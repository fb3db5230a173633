"""Swedish pitches, with what a person reading them would list (a definite noun with its article as an
ending: "ormen", "racketen"; "tre i rad" is tic-tac-toe)."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p(
        "ett ormspel där ormen växer och blir snabbare för varje äpple, 3 minuter",
        "sv",
        "snake",
        "in",
        "mechanic.speed_up",
        "time_limit",
        time_s=180,
    ),
    p(
        "rymdskjutspel med sköld och tre liv, ska funka på mobilen",
        "sv",
        "shooter",
        "in",
        "theme",
        "mechanic.shield",
        "mechanic.lives",
        "target.phone",
    ),
    p(
        "ett plattformsspel i skogen med dubbelhopp, guldmynt och taggar",
        "sv",
        "platformer",
        "in",
        "theme",
        "mechanic.double_jump",
        "mechanic.coins",
        "mechanic.hazards",
    ),
    p(
        "ett lätt memoryspel för barn med djur, 90 sekunder",
        "sv",
        "memory",
        "in",
        "time_limit",
        time_s=90,
        difficulty="easy",
    ),
    p("schack mot datorn, väldigt svårt", "sv", "chess", "in", "mechanic.vs_computer", difficulty="hard"),
    p("ett ordspel som hänga gubbe", "sv", "word_game", "off"),
    p("tre i rad för två spelare", "sv", "tic_tac_toe", "in", "mechanic.two_players"),
    p(
        "breakout där racketen krymper och bollen går allt fortare",
        "sv",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "mechanic.speed_up",
    ),
    p(
        "ett snake-spel utan väggar och utan gift, en och en halv minut",
        "sv",
        "snake",
        "in",
        "mechanic.wrap",
        "time_limit",
        time_s=90,
    ),
    p(
        "tetris med fallande block och topplista, spelas med piltangenterna",
        "sv",
        "tetris",
        "in",
        "mechanic.high_score",
        "controls.keys",
    ),
)
