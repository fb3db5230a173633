"""Dutch pitches, with what a person reading them would list."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p(
        "Een snake game waarin de slang steeds sneller wordt, met giftige appels",
        "nl",
        "snake",
        "in",
        "mechanic.speed_up",
        "mechanic.poison",
    ),
    p(
        "Een stenenbreker waarbij de peddel krimpt, je hebt drie levens",
        "nl",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "mechanic.lives",
    ),
    p(
        "Een platformspel met een dubbele sprong en stekels, 90 seconden, voor op de telefoon",
        "nl",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.hazards",
        "time_limit",
        "target.phone",
        time_s=90,
    ),
    p(
        "Een ruimteshooter met een schild en bommen, te spelen met de pijltjestoetsen",
        "nl",
        "shooter",
        "in",
        "mechanic.shield",
        "mechanic.bomb",
        "theme",
        "controls.keys",
    ),
    p(
        "Drie op een rij met edelstenen in 60 seconden, met combo's",
        "nl",
        "match3",
        "in",
        "mechanic.combo",
        "time_limit",
        time_s=60,
    ),
    p(
        "Flappy bird kloon met power-ups, een highscore en openingen die steeds smaller worden",
        "nl",
        "runner",
        "in",
        "mechanic.shield",
        "mechanic.high_score",
        "mechanic.narrowing_gap",
    ),
    p("Een memoryspel met dierenkaartjes, je hebt een minuut", "nl", "memory", "in", "time_limit", time_s=60),
    p("Mep de mol, met gouden mollen die dubbel tellen", "nl", "tapper", "in", "mechanic.bonus"),
    # "om de 10 seconden" is a rhythm (every 10 seconds), no time limit.
    p(
        "Een endless runner in de jungle die om de 10 seconden sneller gaat",
        "nl",
        "runner",
        "in",
        "mechanic.speed_up",
        "theme",
    ),
    p(
        "Sokoban: duw de kisten naar de doelen, met levels en een ranglijst",
        "nl",
        "grid_puzzle",
        "in",
        "mechanic.levels",
        "mechanic.high_score",
    ),
    p("Een schuifpuzzel in pixelstijl die je met de muis speelt", "nl", "slide", "in", "theme", "controls.mouse"),
    p(
        "Een game voor op je mobiel: ontwijk de meteoren door te tikken",
        "nl",
        "dodger",
        "in",
        "target.phone",
        "controls.touch",
    ),
    # "in" is English, German and Dutch; "seconden" only Dutch.
    p("Snake in 30 seconden", "nl", "snake", "in", "time_limit", time_s=30),
    p("Een schaakspel voor twee spelers", "nl", "chess", "in", "mechanic.two_players"),
    p("Een tower defense met drie soorten torens", "nl", "tower_defense", "off"),
    p("Een racegame met auto's, drie minuten", "nl", "racing", "in", "time_limit", time_s=180),
    p("Vier op een rij tegen een vriend", "nl", "connect_four", "off"),
    p(  # a "trap" is a staircase: no hazards
        "een platformspel waar je via de trap naar boven klimt en munten verzamelt",
        "nl",
        "platformer",
        "in",
        "mechanic.coins",
    ),
    p(
        "een runner in de jungle waarbij de snelheid elke minuut toeneemt",
        "nl",
        "runner",
        "in",
        "mechanic.speed_up",
        "theme",
    ),
    p("Breakout in 2 minuten", "nl", "breakout", "in", "time_limit", time_s=120),  # German writes "Minuten"
    p("een makkelijk match-3 spel voor kinderen", "nl", "match3", "in", difficulty="easy"),
)
