"""Spanish pitches, with what a person reading them would list."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p("un juego de serpiente donde la serpiente crece al comer manzanas", "es", "snake", "in"),
    p(
        "un juego de la serpiente que se acelera, con manzanas envenenadas",
        "es",
        "snake",
        "in",
        "mechanic.speed_up",
        "mechanic.poison",
    ),
    p(
        "un rompeladrillos donde la paleta se encoge, tienes tres vidas",
        "es",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "mechanic.lives",
    ),
    p(
        "un juego de plataformas con doble salto y pinchos, 90 segundos, para móvil",
        "es",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.hazards",
        "time_limit",
        "target.phone",
        time_s=90,
    ),
    p(
        "un matamarcianos espacial con escudo y bombas",
        "es",
        "shooter",
        "in",
        "mechanic.shield",
        "mechanic.bomb",
        "theme",
    ),
    p(
        "combina tres gemas en 60 segundos con multiplicador de combo",
        "es",
        "match3",
        "in",
        "mechanic.combo",
        "time_limit",
        time_s=60,
    ),
    p("un juego de memoria con cartas, tienes un minuto", "es", "memory", "in", "time_limit", time_s=60),
    p("golpea al topo con topos dorados que valen el doble", "es", "tapper", "in", "mechanic.bonus"),
    p("un juego de ajedrez para dos jugadores", "es", "chess", "in", "mechanic.two_players"),
    p("un tower defense con tres tipos de torres", "es", "tower_defense", "off"),
    p("un juego de carreras de coches, dos minutos", "es", "racing", "in", "time_limit", time_s=120),
    p("un buscaminas de 60 segundos", "es", "minesweeper", "off", "time_limit", time_s=60),
    p(
        "un juego de la serpiente donde la velocidad aumenta con cada manzana, tienes tres vidas",
        "es",
        "snake",
        "in",
        "mechanic.speed_up",
        "mechanic.lives",
    ),
    # Short pitches whose common words ("la") tie with Italian and French: their own words tell.
    p("la serpiente come manzanas", "es", "snake", "in"),
    p("la culebra crece, la velocidad aumenta", "es", "snake", "in", "mechanic.speed_up"),
    p(
        "un juego de plataformas difícil, con pinchos y tres vidas",
        "es",
        "platformer",
        "in",
        "mechanic.hazards",
        "mechanic.lives",
        difficulty="hard",
    ),
)
