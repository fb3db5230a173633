"""Azerbaijani pitches, with what a person reading them would list (told from Turkish by ə and the
words Turkish writes otherwise: "və", "üçün", "çox", "dəqiqə"; typed without its marks too)."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p(
        "ilan oyunu, hər alma yedikdə sürətlənir, 2 dəqiqə",
        "az",
        "snake",
        "in",
        "mechanic.speed_up",
        "time_limit",
        time_s=120,
    ),
    p(
        "kosmosda atıcı oyun, qalxan və üç can ilə, telefon üçün",
        "az",
        "shooter",
        "in",
        "theme",
        "mechanic.shield",
        "mechanic.lives",
        "target.phone",
    ),
    p(
        "meşədə platforma oyunu, ikiqat tullanma və sikkələr, amma düşmənsiz",
        "az",
        "platformer",
        "in",
        "theme",
        "mechanic.double_jump",
        "mechanic.coins",
    ),
    p(
        "usaqlar ucun cox asan yaddas oyunu, heyvanlarla, 90 saniye",
        "az",
        "memory",
        "in",
        "time_limit",
        time_s=90,
        difficulty="easy",
    ),
    p("kompüterə qarşı şahmat, çox çətin", "az", "chess", "in", "mechanic.vs_computer", difficulty="hard"),
    p("iki oyunçu üçün futbol oyunu, telefonda", "az", "sports", "off", "mechanic.two_players", "target.phone"),
    p(
        "kərpic sındırma oyunu, raket kiçilir və top sürətlənir",
        "az",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "mechanic.speed_up",
    ),
    p(
        "tarix üzrə viktorina, rekordlar cədvəli və bombalarla, klaviatura ilə",
        "az",
        "quiz",
        "off",
        "mechanic.high_score",
        "mechanic.bomb",
        "controls.keys",
    ),
    p(
        "divarsız və zəhərsiz ilan oyunu, bir yarım dəqiqə",
        "az",
        "snake",
        "in",
        "mechanic.wrap",
        "time_limit",
        time_s=90,
    ),
)
