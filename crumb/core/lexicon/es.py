"""Spanish: the words of a pitch in Spanish, by the vocabulary's keys (see :mod:`crumb.core.lexicon`)."""

from __future__ import annotations

CODE = "es"
NAME = "Spanish"
LETTERS = "ñ¿¡"

# Plural endings ("serpientes", "monedas").
ENDINGS = ("s", "es")

# Word endings that tell Spanish from Italian, French and Portuguese when their common words tie.
SUFFIXES = ("ción", "ciones", "dad", "tad", "ía", "ías", "iendo")

# Words that begin a clause of their own: a phrase's gap never holds one.
JOINERS = ("y", "e", "pero", "mientras", "aunque")
# Words that begin a phrase of their own, and words that ask nothing of a game on their own (see
# pitch_words.PHRASE_STARTS and FILLERS).
PHRASE_STARTS = ("con", "donde", "en el que", "en la que", "contra", "también", "luego", "que")
FILLERS = (
    "yo",
    "me",
    "mi",
    "mis",
    "nosotros",
    "quiero",
    "quisiera",
    "haz",
    "hazme",
    "hacer",
    "crea",
    "créame",
    "por",
    "favor",
    "porfa",
    "porfavor",
    "gracias",
    "divertido",
    "simple",
    "sencillo",
    "pequeño",
    "corto",
    "rápido",
    "chévere",
    "bonito",
    "clásico",
    "tipo",
    "estilo",
    "algo",
    "muy",
    "solo",
    "sólo",
    "todo",
    "jugar",
    "jugador",
    "jugadores",
    "hay",
    "es",
    "ser",
    "tener",
    "puede",
    "versión",
    "clon",
    "onda",
    "wey",
    "pa",
)
# An opponent, not a thing to play on (see pitch_words.OPPONENTS): "against the computer".
OPPONENTS = ("contra",)
# Words that say the thing named right after them is not (see pitch_words.NEGATIONS).
NEGATIONS = ("no", "nunca", "jamás", "sin", "ni")
# Words for "like" said between a negation and a game named (see pitch_words.LIKENESS).
LIKENESS = ("como", "tipo", "parecido a", "igual que", "estilo")
# Words for "or" that carry a negation on to the thing after them (see pitch_words.DISJUNCTIONS).
DISJUNCTIONS = ("o", "u")
# Verbs said between a negation and the thing (see pitch_words.NEGATED_VERBS): "no va más rápido", "no hay enemigos".
NEGATED_VERBS = (
    "va",
    "van",
    "es",
    "son",
    "se vuelve",
    "se vuelven",
    "se pone",
    "se ponen",
    "se hace",
    "se hacen",
    "hay",
    "habrá",
    "tiene",
    "tienen",
)

# Its words that an English word matches: "que sea más rápido" (that it be faster) names no sea.
FALSE_FRIENDS = ("sea",)

MARKERS = (
    "un",
    "una",
    "unos",
    "el",
    "los",
    "las",
    "la",
    "del",
    "al",
    "de",
    "con",
    "donde",
    "que",
    "y",
    "en",
    "por",
    "para",
    "cada",
    "cuando",
    "juego",
    # "I want": a pitch that mixes in English words ("quiero un snake game") still says it in Spanish.
    "quiero",
    "quisiera",
    "segundos",
    "minutos",
    "tienes",
    "puedes",
    "se",
    "es",
    "hay",
    "más",
    "muy",
    "pero",
    "también",
    "como",
    "contra",
    "entre",
    "sobre",
    "hasta",
    "desde",
    # Said as typed: "pa" (para), "pa'l" (para el), "porfa" (por favor).
    "pa",
    "porfa",
)

# Its words for a game: a kind's name one letter off beside one is read (see pitch_words.GAME_WORDS).
GAME_WORDS = (
    "juego",
    "juegos",
)

KINDS = {
    "match3": ("tres en raya de gemas", "combina tres", "combinar tres", "juntar tres", "tres en línea"),
    "snake": ("serpiente", "serpientes", "viborita", "culebra", "culebrita", "juego de la víbora"),
    "breakout": ("rompeladrillos", "rompe ladrillos", "ladrillos", "rompebloques", "rompe bloques", "arkanoid"),
    "runner": ("corredor infinito", "carrera infinita", "corre sin fin", "runner infinito", "juego de correr"),
    "platformer": ("plataformas", "juego de plataformas", "tipo mario", "como mario", "estilo mario"),
    "shooter": ("matamarcianos", "juego de naves", "juego de disparos", "shooter", "disparos espaciales"),
    "dodger": ("esquiva", "esquivar", "esquivando"),
    "catcher": (
        "atrap~ … que caen",
        "atrap~ … cayendo",
        "atrap~ … con una cesta",
        "recog~ … que caen",
        "agarr~ … que caen",
        "con una cesta",
        "con la cesta",
    ),
    "memory": ("memoria", "encuentra las parejas", "parejas de cartas", "memorama"),
    "tapper": (
        "topo",
        "topos",
        "golpea al topo",
        "aplasta el topo",
        "reventar globos",
        "reventar los globos",
        "revienta los globos",
        "explotar globos",
        "explota los globos",
    ),
    "slide": ("puzle deslizante", "rompecabezas deslizante", "juego del quince"),
    "grid_puzzle": ("sokoban", "empuja las cajas", "empujar cajas", "empujar bloques"),
    "tower_defense": ("defensa de torres", "tower defense"),
    "chess": ("ajedrez", "jaque mate"),
    "tetris": ("tetris", "bloques que caen", "piezas que caen"),
    "racing": ("carreras", "carreritas", "carrera de coches", "coches de carreras", "karts"),
    "pong": ("pong", "tenis de mesa", "ping pong"),
    "pinball": ("pinball", "máquina de pinball"),
    "rhythm": ("ritmo", "juego musical", "juego de baile"),
    "quiz": ("preguntas y respuestas", "cuestionario", "quiz"),
    "card_game": ("solitario", "juego de cartas", "póker", "blackjack"),
    "rpg": ("juego de rol", "rpg", "roguelike", "mazmorras"),
    "strategy": ("estrategia",),
    "fighting": ("juego de lucha", "peleas", "beat 'em up"),
    "sudoku": ("sudoku",),
    "maze": ("laberinto", "pac-man"),
    "golf": ("golf", "minigolf"),
    "sports": ("fútbol", "baloncesto", "tenis"),
    "word_game": ("juego de palabras", "crucigrama", "ahorcado", "sopa de letras"),
    "simulation": ("simulación", "simulador", "granja", "construir una ciudad"),
    "typing": ("juego de mecanografía", "mecanografía", "escribir las palabras"),
    "tic_tac_toe": ("tres en raya", "ta-te-ti", "tatetí"),
    "minesweeper": ("buscaminas",),
    "number_merge": ("2048", "fusionar números", "unir números"),
    "connect_four": ("conecta cuatro", "4 en raya", "cuatro en raya", "cuatro en línea"),
    "asteroids": ("juego de asteroides",),
    "crossing": ("cruzar la calle", "cruza la calle", "cruzar la carretera", "cruza la carretera"),
    "bubble_shooter": ("lanzaburbujas", "revienta burbujas", "dispara burbujas"),
    "stacker": ("apilar bloques", "juego de apilar", "apila los bloques"),
    "fishing": ("juego de pesca", "pescar", "pesca"),
    "cooking": ("juego de cocina", "cocinar", "restaurante"),
    "mahjong": ("mahjong",),
    "board_game": ("juego de mesa", "damas", "parchís", "backgammon"),
    "jigsaw": ("puzle de piezas", "rompecabezas de piezas"),
    "slingshot": ("tirachinas", "resortera", "catapulta"),
    "puzzle": ("puzle", "rompecabezas", "acertijo"),
}

MECHANICS = {
    "shrink_paddle": ("la paleta se encoge", "la pala se encoge", "la paleta se hace más pequeña", "paleta más corta"),
    "speed_up": (
        "velocidad y … aument~",
        "velocidad y … suben",
        "más rápid~",
        "cada vez más rápid~",
        "se acelera",
        "acelera",
        "aceleran",
        "acelerando",
        "velocidad … aument~",
        "aument~ la velocidad",
        "velocidad … sube",
        "velocidad … subiendo",
        "sube la velocidad",
        "velocidad creciente",
    ),
    "bonus": ("objetos de bonificación", "bonificación", "puntos dobles", "vale el doble", "valen el doble", "dorad~"),
    "hazards": ("obstáculos", "obstáculo", "pinchos", "púas", "trampas", "trampa", "minas", "lava"),
    "lives": (
        *("vidas", "corazones", "vida extra", "pierdes una vida", "pierde una vida", "perder una vida"),
        *("una vida", "una sola vida", "1 vida"),
    ),
    "double_jump": ("doble salto", "salto doble", "saltar dos veces"),
    "shield": ("escudo", "potenciador", "potenciadores", "power-up", "invencib~"),
    "narrowing_gap": ("el hueco se estrecha", "huecos más estrechos", "el espacio se cierra"),
    "time_penalty": (
        # A penalty of so many seconds ("5 seconds off"): its time is no time limit.
        "rest~ … segundo",
        "quit~ tiempo",
        "rest~ tiempo",
        "quit~ … segundo",
        "pierd~ … segundo",
        "menos … segundo",
        "penalización de tiempo",
        "pierdes tiempo",
        "pierdes segundos",
        "resta segundos",
    ),
    "combo": ("combo", "combos", "multiplicador", "racha", "cadena"),
    "bomb": ("bomba", "bombas", "explosiv~"),
    "poison": ("veneno", "venenos~", "envenenad~", "tóxic~"),
    "levels": ("niveles", "nivel", "dificultad creciente"),
    "high_score": ("puntuación máxima", "mejor puntuación", "récord", "clasificación"),
    "coins": ("monedas", "moneda"),
    "enemies": ("enemigos", "enemigo", "monstruos"),
    "boss": ("jefe final", "jefes finales", "jefe"),
    "two_players": (
        "dos jugadores",
        "2 jugadores",
        "multijugador",
        "1 contra 1",
        "uno contra uno",
        "dos personas",
        "2 personas",
    ),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": (
        "contra … ordenador",
        "contra … computadora",
        "contra … computador",
        "contra … máquina",
        "contra … ia",
        "contra … cpu",
        "contra … pc",
        "contra … bot",
    ),
    "wrap": ("atraviesa las paredes", "atravesar las paredes", "sale por el otro lado", "aparece por el otro lado"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("paredes", "pared", "muros", "muro", "bordes")}

THEMES = {
    "candy": ("caramelo~", "dulces", "golosinas", "azúcar"),
    "ocean": ("océano", "mar", "submarin~", "peces", "arrecife"),
    "space": ("espacio", "espacial", "galaxia", "estrellas", "alienígenas", "planetas"),
    "forest": ("bosque", "selva", "jungla", "naturaleza", "jardín"),
    "neon": ("neón", "cyber", "synthwave"),
    "fruit": ("frutas", "fruta", "zumo", "bayas"),
    "spooky": ("halloween", "fantasmas", "fantasma", "zombis", "terror", "vampiro", "vampiros"),
    "winter": ("invierno", "nieve", "hielo", "navidad"),
    "desert": ("desierto", "dunas", "egipto"),
    "retro": ("retro", "píxel", "pixel", "8 bits", "clásico"),
}

CONTROLS = {
    "keys": ("flechas", "teclado", "teclas de flecha", "barra espaciadora", "tecla espacio"),
    "touch": ("toca", "tocar", "táctil", "desliza", "deslizar"),
    "mouse": ("ratón", "clic", "haz clic", "arrastra"),
}
DIFFICULTY = {
    "easy": (
        "fácil",
        "facil",
        "fáciles",
        "sencillo",
        "relajante",
        "relajado",
        "tranquilo",
        "para niños",
        "principiantes",
        "casual",
    ),
    "hard": ("difícil", "dificil", "difíciles", "desafiante", "exigente", "hardcore", "brutal", "para expertos"),
}
TARGETS = {
    # Played on the way: "pa jugar en el bus".
    "phone": (
        "móvil",
        "celular",
        "teléfono",
        "smartphone",
        "tableta",
        "el cel",
        "mi cel",
        "pa'l cel",
        "jugar … en el bus",
        "jugar … en el metro",
        "jugar … en el camión",
    ),
    "desktop": ("ordenador", "computadora", "computador", "compu", "pc", "portátil", "escritorio"),
}

WIN = ("ganas", "ganar", "victoria", "gana")
LOSE = ("pierdes", "perder", "mueres", "derrota")
# A round said to end, neither lost nor won: its clause tells which.
ROUND_ENDS = (
    "fin del juego",
    "el juego termina",
    "la partida termina",
    "termina el juego",
    "termina la partida",
    "el juego se acaba",
    "se acaba el juego",
)
LOSE_NOT_BEFORE = ("una vida", "tiempo", "segundos")

SECOND_WORDS = ("segundo", "segundos", "seg")
MINUTE_WORDS = ("minuto", "minutos")
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = (
    "temporizador",
    "un temporizador",
    "cronómetro",
    "un cronómetro",
    "reloj",
    "un reloj",
    "límite de tiempo",
    "un límite de tiempo",
    "tiempo límite",
    "cuenta atrás",
    "cuenta regresiva",
    "timer",
)
UNTIMED = ("tiempo ilimitado", "sin tiempo")
HALF_MINUTE = ("medio minuto",)
HALVES_AFTER_UNIT = ("y medio", "y media")
TIME_PHRASES = {"minuto y medio": 90}
EVERY_WORDS = ("cada",)
NUMBER_WORDS = {
    "uno": 1,
    "dos": 2,
    "tres": 3,
    "cuatro": 4,
    "cinco": 5,
    "diez": 10,
    "quince": 15,
    "veinte": 20,
    "veinticinco": 25,
    "treinta": 30,
    "cuarenta": 40,
    "cincuenta": 50,
    "sesenta": 60,
    "noventa": 90,
}

# The space bar, where the words around "espacio" press it (see pitch_words.KEY_NAMES).
KEY_NAMES = ("espacio",)
KEY_PRESSES = (
    "pulsa",
    "pulsar",
    "pulsando",
    "presiona",
    "presionar",
    "presionando",
    "aprieta",
    "apretar",
    "apretando",
    "toca",
    "tocar",
    "dale al",
    "darle al",
)
KEY_USES = ("con", "con el", "usa", "usar", "usando", "usa el", "usando el", "tecla", "la tecla", "con la tecla")
KEY_AFTER = ("para", "y", "cuando", "tecla")
# Words that take back the kind said before them for the one after (see pitch_words.CORRECTIONS).
CORRECTIONS = ("mejor", "o más bien", "pensándolo bien", "mejor dicho")
