"""Catalan pitches, with what a person reading them would list (told from Spanish by the words it
writes otherwise: "amb", "joc", "segons", "minuts", "vides"; typed without its accents too)."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p(
        "joc de la serp que va cada cop més ràpid, 2 minuts",
        "ca",
        "snake",
        "in",
        "mechanic.speed_up",
        "time_limit",
        time_s=120,
    ),
    p(
        "un joc de trets a l'espai amb escut i tres vides, per al mòbil",
        "ca",
        "shooter",
        "in",
        "theme",
        "mechanic.shield",
        "mechanic.lives",
        "target.phone",
    ),
    p(
        "joc de plataformes al bosc amb doble salt i monedes, pero sense enemics",
        "ca",
        "platformer",
        "in",
        "theme",
        "mechanic.double_jump",
        "mechanic.coins",
    ),
    p(
        "un joc de memoria facil per a nens, amb animals, 90 segons",
        "ca",
        "memory",
        "in",
        "time_limit",
        time_s=90,
        difficulty="easy",
    ),
    p("escacs contra l'ordinador, molt difícil", "ca", "chess", "in", difficulty="hard"),
    p("tres en ratlla per a dos jugadors al mòbil", "ca", "tic_tac_toe", "in", "mechanic.two_players", "target.phone"),
    p(
        "trencamaons on la pala es fa petita i la bola accelera",
        "ca",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "mechanic.speed_up",
    ),
    p(
        "un qüestionari de ciència amb rànquing i bombes, es juga amb el teclat",
        "ca",
        "quiz",
        "off",
        "mechanic.high_score",
        "mechanic.bomb",
        "controls.keys",
    ),
    p("la serp sense parets ni verí, un minut i mig", "ca", "snake", "in", "mechanic.wrap", "time_limit", time_s=90),
)
