"""German pitches, with what a person reading them would list."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p(
        "Ein Schlangenspiel, bei dem die Schlange mit jedem Apfel schneller wird",
        "de",
        "snake",
        "in",
        "mechanic.speed_up",
    ),
    p(
        "Ein Breakout-Spiel, bei dem der Schläger schrumpft, mit drei Leben",
        "de",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "mechanic.lives",
    ),
    p(
        "Ein Jump'n'Run mit Doppelsprung und Stacheln, 90 Sekunden, fürs Handy",
        "de",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.hazards",
        "time_limit",
        "target.phone",
        time_s=90,
    ),
    p(
        "Ein Weltraum-Shooter mit Schutzschild und Bomben, Steuerung mit den Pfeiltasten",
        "de",
        "shooter",
        "in",
        "mechanic.shield",
        "mechanic.bomb",
        "theme",
        "controls.keys",
    ),
    p(
        "Drei gewinnt mit Edelsteinen: 60 Sekunden Zeit und ein Combo-Multiplikator",
        "de",
        "match3",
        "in",
        "mechanic.combo",
        "time_limit",
        time_s=60,
    ),
    p(
        "Ein Flappy-Bird-Klon mit Power-ups, Highscore und einer Lücke, die immer enger wird",
        "de",
        "runner",
        "in",
        "mechanic.shield",
        "mechanic.high_score",
        "mechanic.narrowing_gap",
    ),
    p("Memory mit Tierkarten, du hast zwei Minuten", "de", "memory", "in", "time_limit", time_s=120),
    p("Hau den Maulwurf mit goldenen Maulwürfen, die doppelt zählen", "de", "tapper", "in", "mechanic.bonus"),
    # "alle 10 Sekunden" is a rhythm (every 10 seconds), no time limit.
    p(
        "Ein Endlos-Runner im Dschungel, der alle 10 Sekunden schneller wird",
        "de",
        "runner",
        "in",
        "mechanic.speed_up",
        "theme",
    ),
    p(
        "Sokoban: schiebe die Kisten auf die Zielfelder, mit Levels und Bestenliste",
        "de",
        "grid_puzzle",
        "in",
        "mechanic.levels",
        "mechanic.high_score",
    ),
    p("Ein Schiebepuzzle mit Pixelgrafik, das man mit der Maus spielt", "de", "slide", "in", "theme", "controls.mouse"),
    p(
        "Dies ist ein Ausweichspiel: weiche den Meteoren aus, zum Tippen auf dem Handy",
        "de",
        "dodger",
        "in",
        "controls.touch",
        "target.phone",
    ),
    # "in" is English, German and Dutch; "Sekunden" only German.
    p("Snake in 30 Sekunden", "de", "snake", "in", "time_limit", time_s=30),
    # Italian "stelle" (stars) is no German "Stelle" (a place); "Space zum Springen" is the key, not the look.
    p("Ein Sokoban, in dem jede Kiste an die richtige Stelle muss", "de", "grid_puzzle", "in"),
    p("Ein Endlos-Runner mit Space zum Springen", "de", "runner", "in", "controls.keys"),
    p("Ein Schachspiel für zwei Spieler", "de", "chess", "off", "mechanic.two_players"),
    p("Ein Tower-Defense-Spiel mit drei Turmtypen", "de", "tower_defense", "off"),
    p("Ein Autorennen gegen die Uhr, drei Minuten", "de", "racing", "off", "time_limit", time_s=180),
    p("Vier gewinnt für zwei Spieler", "de", "connect_four", "off", "mechanic.two_players"),
    p(  # "dieser" is no English "dies": no way to lose
        "Ein Jump'n'Run: in dieser Höhle sammelst du Münzen und weichst Stacheln aus",
        "de",
        "platformer",
        "in",
        "mechanic.coins",
        "mechanic.hazards",
    ),
    p(
        "Breakout fürs Handy: die Geschwindigkeit erhöht sich nach jeder Reihe",
        "de",
        "breakout",
        "in",
        "mechanic.speed_up",
        "target.phone",
    ),
    p("Tetris in 3 Minuten", "de", "tetris", "off", "time_limit", time_s=180),  # Dutch writes "minuten"
)
