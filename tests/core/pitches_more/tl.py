"""Tagalog pitches, with what a person reading them would list (a number with its linker: "tatlong
buhay", "dalawang minuto")."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p(
        "isang laro ng ahas na bumibilis bawat mansanas, tatlong minuto",
        "tl",
        "snake",
        "in",
        "mechanic.speed_up",
        "time_limit",
        time_s=180,
    ),
    p(
        "barilan sa kalawakan na may kalasag at limang buhay",
        "tl",
        "shooter",
        "in",
        "theme",
        "mechanic.shield",
        "mechanic.lives",
    ),
    p(
        "larong plataporma na may dobleng talon at mga tinik, para sa cellphone",
        "tl",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.hazards",
        "target.phone",
    ),
    p(
        "madaling laro ng memorya para sa mga bata, 90 segundo",
        "tl",
        "memory",
        "in",
        "time_limit",
        time_s=90,
        difficulty="easy",
    ),
    p("ahedres laban sa kompyuter, napakahirap", "tl", "chess", "in", difficulty="hard"),
    p(
        "tetris para sa dalawang manlalaro, limang minuto",
        "tl",
        "tetris",
        "in",
        "mechanic.two_players",
        "time_limit",
        time_s=300,
    ),
    p("karera ng kotse sa disyerto, mangolekta ng barya", "tl", "racing", "in", "theme", "mechanic.coins"),
    # "ahas at hagdan" (snakes and ladders) is a board game, not a snake game.
    p("ahas at hagdan para sa dalawang manlalaro", "tl", "board_game", "off", "mechanic.two_players"),
    p(
        "laro ng pagbasag ng bloke, pabilis nang pabilis ang bola, may bomba",
        "tl",
        "breakout",
        "in",
        "mechanic.speed_up",
        "mechanic.bomb",
    ),
)
