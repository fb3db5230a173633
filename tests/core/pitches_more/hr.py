"""Croatian pitches, with what a person reading them would list (its nouns declined: "zmija", "zmijom";
told by ć, đ and its common words, typed without its marks too)."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p(
        "igra sa zmijom koja je sve brža sa svakom jabukom, 2 minute",
        "hr",
        "snake",
        "in",
        "mechanic.speed_up",
        "time_limit",
        time_s=120,
    ),
    p(
        "svemirska pucačina sa štitom i tri života, za mobitel",
        "hr",
        "shooter",
        "in",
        "theme",
        "mechanic.shield",
        "mechanic.lives",
        "target.phone",
    ),
    p(
        "platformer u šumi s dvostrukim skokom i novčićima, ali bez neprijatelja",
        "hr",
        "platformer",
        "in",
        "theme",
        "mechanic.double_jump",
        "mechanic.coins",
    ),
    p(
        "jednostavna igra memorije za djecu sa zivotinjama, 90 sekundi",
        "hr",
        "memory",
        "in",
        "time_limit",
        time_s=90,
        difficulty="easy",
    ),
    p("sah protiv racunala, jako tezak", "hr", "chess", "in", "mechanic.vs_computer", difficulty="hard"),
    p("križić kružić za dva igrača na mobitelu", "hr", "tic_tac_toe", "in", "mechanic.two_players", "target.phone"),
    p(
        "razbijanje cigli gdje se palica smanjuje a loptica ubrzava",
        "hr",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "mechanic.speed_up",
    ),
    p(
        "kviz o povijesti s ljestvicom i bombama, igra se tipkovnicom",
        "hr",
        "quiz",
        "off",
        "mechanic.high_score",
        "mechanic.bomb",
        "controls.keys",
    ),
    p("zmija bez zidova i bez otrova, minutu i pol", "hr", "snake", "in", "mechanic.wrap", "time_limit", time_s=90),
)
