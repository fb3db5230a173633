"""Polish pitches, with what a person reading them would list (its nouns and adjectives declined)."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p(
        "Gra w węża, który rośnie i przyspiesza, a zatrute jabłka go skracają",
        "pl",
        "snake",
        "in",
        "mechanic.speed_up",
        "mechanic.poison",
    ),
    p(
        "Zbijanie cegieł, w którym paletka się zmniejsza po każdym rzędzie, masz trzy życia",
        "pl",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "mechanic.lives",
    ),
    p(
        "Platformówka z podwójnym skokiem i kolcami, 90 sekund, na telefon",
        "pl",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.hazards",
        "time_limit",
        "target.phone",
        time_s=90,
    ),
    p(
        "Kosmiczna strzelanka z tarczą i bombami",
        "pl",
        "shooter",
        "in",
        "theme",
        "mechanic.shield",
        "mechanic.bomb",
    ),
    p(
        "Łatwa gra pamięciowa dla dzieci, znajdź pary w dwie minuty",
        "pl",
        "memory",
        "in",
        "time_limit",
        time_s=120,
        difficulty="easy",
    ),
    p("Szachy przeciwko komputerowi, bardzo trudne", "pl", "chess", "in", "mechanic.vs_computer", difficulty="hard"),
    p("Wyścig samochodów na pustyni, zbieraj monety", "pl", "racing", "in", "theme", "mechanic.coins"),
    p("Gra planszowa dla dwóch graczy", "pl", "board_game", "off", "mechanic.two_players"),
    p(
        "Strzelanka z wrogami na kolejnych poziomach i bossem na końcu",
        "pl",
        "shooter",
        "in",
        "mechanic.enemies",
        "mechanic.levels",
        "mechanic.boss",
    ),
    # "poziom trudności" (the difficulty level) asks for no hard game.
    p("Gra w węża z wyborem poziomu trudności, sterowanie strzałkami", "pl", "snake", "in", "controls.keys"),
)
