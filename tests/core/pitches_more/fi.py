"""Finnish pitches, with what a person reading them would list (its cases written onto its words:
"tuplahypyllä", with a double jump; "kahdelle pelaajalle", for two players)."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p(
        "matopeli, jossa mato nopeutuu jokaisen omenan jälkeen, 2 minuuttia",
        "fi",
        "snake",
        "in",
        "mechanic.speed_up",
        "time_limit",
        time_s=120,
    ),
    p(
        "avaruusammuskelu kilvellä ja viidellä elämällä, pitää toimia puhelimella",
        "fi",
        "shooter",
        "in",
        "theme",
        "mechanic.shield",
        "mechanic.lives",
        "target.phone",
    ),
    p(
        "tasohyppely metsässä tuplahypyllä ja kultakolikoilla, ei vihollisia",
        "fi",
        "platformer",
        "in",
        "theme",
        "mechanic.double_jump",
        "mechanic.coins",
    ),
    p("helppo muistipeli lapsille, 90 sekuntia", "fi", "memory", "in", "time_limit", time_s=90, difficulty="easy"),
    p("shakki tietokonetta vastaan, todella vaikea", "fi", "chess", "in", "mechanic.vs_computer", difficulty="hard"),
    p("ristinolla kahdelle pelaajalle puhelimella", "fi", "tic_tac_toe", "in", "mechanic.two_players", "target.phone"),
    p(
        "breakout, jossa maila pienenee ja pallo nopeutuu",
        "fi",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "mechanic.speed_up",
    ),
    p("palapeli koirasta, puolitoista minuuttia", "fi", "jigsaw", "off", "time_limit", time_s=90),
    p(
        "matopeli ilman seiniä, mutta myrkyllisiä omenoita on paljon",
        "fi",
        "snake",
        "in",
        "mechanic.wrap",
        "mechanic.poison",
    ),
)
