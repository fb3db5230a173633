"""Czech pitches, with what a person reading them would list (its nouns declined: "had", "hadem";
"dvojitým skokem", with a double jump)."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p(
        "hra s hadem, který se zrychluje s každým jablkem, 2 minuty",
        "cs",
        "snake",
        "in",
        "mechanic.speed_up",
        "time_limit",
        time_s=120,
    ),
    p(
        "vesmírná střílečka se štítem a třemi životy, má jet na mobilu",
        "cs",
        "shooter",
        "in",
        "theme",
        "mechanic.shield",
        "mechanic.lives",
        "target.phone",
    ),
    p(
        "plošinovka v lese s dvojitým skokem a mincemi, ale bez nepřátel",
        "cs",
        "platformer",
        "in",
        "theme",
        "mechanic.double_jump",
        "mechanic.coins",
    ),
    p(
        "jednoduché pexeso pro děti se zvířátky, 90 sekund",
        "cs",
        "memory",
        "in",
        "time_limit",
        time_s=90,
        difficulty="easy",
    ),
    p("šachy proti počítači, hodně těžké", "cs", "chess", "in", "mechanic.vs_computer", difficulty="hard"),
    p("hra na šibenici", "cs", "word_game", "off"),
    p("piškvorky pro dva hráče na mobilu", "cs", "tic_tac_toe", "in", "mechanic.two_players", "target.phone"),
    p(
        "arkanoid, kde se pálka zmenšuje a míček zrychluje",
        "cs",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "mechanic.speed_up",
    ),
    p(
        "tetris s padajícími kostkami a žebříčkem, ovládání šipkami",
        "cs",
        "tetris",
        "in",
        "mechanic.high_score",
        "controls.keys",
    ),
    p("hra s hadem bez zdí a bez jedu, na minutu a půl", "cs", "snake", "in", "mechanic.wrap", "time_limit", time_s=90),
)
