"""French: the words of a pitch in French, by the vocabulary's keys (see :mod:`crumb.core.lexicon`).

French shares "un", "la", "de", "que", "en", "se" with Spanish, Italian or Portuguese; its own
common words ("jeu", "avec", "où", "les", "des", "dans", "chaque") and its letters tell it from them.
Bare "espace" is no theme here ("la barre d'espace", "appuie sur espace"): "l'espace", "spatial".
"""

from __future__ import annotations

CODE = "fr"
NAME = "French"
# ç, ê, â, ô are Portuguese too (split between both); è, î, û, ë, œ French alone (Italian writes
# "è" alone, a common word of its own). Not ù: Italian writes "più" in almost every pitch.
LETTERS = "çêâôèîûëœ"

# Plural endings ("serpents", "jeux").
ENDINGS = ("s", "x")

# Word endings that tell French from Spanish, Italian and Portuguese when their common words tie.
SUFFIXES = ("eau", "eaux", "eux", "euse", "ette", "ée", "ées", "té", "tés", "oir", "ique", "ieur", "it")

# Words that begin a clause of their own: a phrase's gap never holds one.
JOINERS = ("et", "mais", "tandis", "alors que", "bien que")
# Words that begin a phrase of their own, and words that ask nothing of a game on their own (see
# pitch_words.PHRASE_STARTS and FILLERS).
PHRASE_STARTS = ("avec", "où", "dans lequel", "dans laquelle", "contre", "aussi", "puis", "qui", "que")
FILLERS = (
    "je",
    "moi",
    "me",
    "mon",
    "ma",
    "mes",
    "nous",
    "veux",
    "voudrais",
    "fais",
    "faire",
    "fait",
    "crée",
    "créer",
    "s'il",
    "stp",
    "svp",
    "plaît",
    "merci",
    "amusant",
    "fun",
    "simple",
    "petit",
    "petite",
    "court",
    "rapide",
    "cool",
    "sympa",
    "joli",
    "classique",
    "genre",
    "style",
    "type",
    "un",
    "peu",
    "très",
    "juste",
    "seulement",
    "tout",
    "jouer",
    "joueur",
    "joueurs",
    "il",
    "y",
    "a",
    "ça",
    "ce",
    "c'est",
    "est",
    "être",
    "avoir",
    "peut",
    "version",
    "clone",
    "façon",
)
# An opponent, not a thing to play on (see pitch_words.OPPONENTS): "against the computer".
OPPONENTS = ("contre",)
# Words that say the thing named right after them is not (see pitch_words.NEGATIONS).
NEGATIONS = ("ne", "pas", "jamais", "sans", "aucun", "aucune", "ni")
# Words for "like" said between a negation and a game named (see pitch_words.LIKENESS).
LIKENESS = ("comme", "genre", "style", "façon")
# Words for "or" that carry a negation on to the thing after them (see pitch_words.DISJUNCTIONS).
DISJUNCTIONS = ("ou",)
NEGATIONS_AFTER = ("pas", "jamais")  # "la vitesse n'augmente pas"
# Words that typed without their marks are other words: "Corse" (Corsica), not "corsé" (hard).
MARKED_ONLY = ("corsé",)

MARKERS = (
    "un",
    "une",
    "le",
    "la",
    "les",
    "l",
    "des",
    "du",
    "de",
    "d",
    "au",
    "aux",
    "à",
    "ça",
    "avec",
    "où",
    "qui",
    "que",
    "qu",
    "et",
    "est",
    "sont",
    "dans",
    "pour",
    "sur",
    "par",
    "chaque",
    "quand",
    "jeu",
    "jeux",
    "partie",
    "secondes",
    "minutes",
    "vous",
    "tu",
    "il",
    "elle",
    "en",
    "ne",
    "pas",
    "plus",
    "mais",
    "se",
    "ce",
    "cette",
    "ces",
    "ses",
    "votre",
    "ton",
    "très",
    "faut",
    "peut",
    "contre",
    "entre",
    "comme",
    "aussi",
    "sous",
)

# Words of French that a word of another language's vocabulary (with its endings) matches, but that
# mean something else here: "les touches" are keys, "un coin" a corner, "des bosses" bumps (English),
# "Mars" no Spanish sea.
FALSE_FRIENDS = ("touches", "toucher", "coin", "coins", "bosses", "bosser", "stages", "golfes", "mars")

# Its words for a game: a kind's name one letter off beside one is read (see pitch_words.GAME_WORDS).
GAME_WORDS = (
    "jeu",
    "jeux",
)

KINDS = {
    "match3": (
        "aligner trois",
        "alignez trois",
        "aligne trois",
        "associer trois",
        "associez trois",
        "trois identiques",
        "trois à la suite",
        "trois d'affilée",
    ),
    "snake": ("serpent", "jeu du serpent"),
    "breakout": ("casse-brique", "casse-briques", "casse brique", "casse briques", "briques"),
    "runner": ("course infinie", "course sans fin", "coureur infini", "runner infini"),
    "platformer": ("jeu de plateforme", "plateforme", "plateformes", "plate-forme", "plates-formes"),
    "shooter": ("jeu de tir", "shoot'em up", "shoot them up", "tir spatial"),
    "dodger": ("esquiv~", "évit~"),
    "catcher": (
        "attrap~ … qui tomb~",
        "attrap~ … tombant~",
        "rattrap~ … qui tomb~",
        "attrap~ … avec un panier",
        "avec un panier",
    ),
    "memory": (
        "mémoire",
        "memoire",
        "trouver les paires",
        "trouve les paires",
        "trouvez les paires",
        "retrouve les paires",
        "retrouver les paires",
        "paires de cartes",
        "jeu des paires",
    ),
    "tapper": (
        "la taupe",
        "les taupes",
        "des taupes",
        "une taupe",
        "tape-taupe",
        "tape taupe",
        "éclater les ballons",
        "éclater des ballons",
        "crever les ballons",
        "crever des ballons",
    ),
    "slide": ("taquin", "puzzle coulissant", "tuiles coulissantes", "pièces coulissantes", "puzzle à glissière"),
    "grid_puzzle": (
        "sokoban",
        "pousser des caisses",
        "pousser les caisses",
        "pousse des caisses",
        "pousse les caisses",
        "poussez des caisses",
        "poussez les caisses",
        "pousse-caisses",
        "pousser des blocs",
    ),
    "tower_defense": ("tower defense", "défense de tour", "défense de tours"),
    "chess": ("d'échecs", "d’échecs", "aux échecs", "échec et mat"),
    "tetris": ("tetris", "blocs qui tombent", "pièces qui tombent"),
    "racing": ("course de voitures", "courses de voitures", "jeu de course", "course automobile", "karting"),
    "pong": ("pong", "tennis de table", "ping-pong"),
    "pinball": ("pinball", "flipper"),
    "rhythm": ("jeu de rythme", "jeu musical", "jeu de danse"),
    "quiz": ("quiz", "questions-réponses", "questionnaire", "culture générale"),
    "card_game": ("jeu de cartes", "solitaire", "belote", "poker", "blackjack"),
    "rpg": ("jeu de rôle", "jdr", "rpg", "roguelike"),
    "strategy": ("stratégie",),
    "fighting": ("jeu de combat", "jeux de combat", "baston", "beat'em up"),
    "sudoku": ("sudoku",),
    "maze": ("labyrinthe", "pac-man"),
    "golf": ("golf", "minigolf", "mini-golf"),
    # Not bare "foot", an English word: "jeu de foot".
    "sports": ("football", "jeu de foot", "match de foot", "basket-ball", "basketball", "tennis", "rugby", "handball"),
    "word_game": ("jeu de mots", "mots croisés", "mots mêlés", "jeu du pendu", "le pendu", "jeu de pendu"),
    "simulation": ("simulation", "simulateur", "jeu de gestion", "construire une ville"),
    "typing": ("jeu de dactylo", "dactylographie", "jeu de frappe", "vitesse de frappe", "taper au clavier"),
    "tic_tac_toe": ("morpion",),
    "minesweeper": ("démineur",),
    "number_merge": (
        "2048",
        "fusionner les nombres",
        "fusionner les chiffres",
        "fusion de nombres",
        "fusion de chiffres",
    ),
    "connect_four": ("puissance 4", "puissance quatre", "4 à la suite", "quatre à la suite"),
    "asteroids": ("jeu d'astéroïdes", "jeu des astéroïdes"),
    "crossing": (
        "traverser la route",
        "traverse la route",
        "traversez la route",
        "traverser la rue",
        "traverse la rue",
    ),
    "bubble_shooter": ("tir de bulles", "lance-bulles", "éclate les bulles", "éclater les bulles", "bubble shooter"),
    "stacker": ("empiler des blocs", "empiler les blocs", "empile les blocs", "empilez les blocs", "jeu d'empilement"),
    # Not bare "pêche": a peach too.
    "fishing": ("jeu de pêche", "pêcher", "partie de pêche", "à la pêche"),
    "cooking": ("jeu de cuisine", "cuisiner", "faire la cuisine", "gérer un restaurant"),
    "mahjong": ("mahjong",),
    "board_game": ("jeu de société", "jeu de plateau", "jeu de dames", "aux dames", "petits chevaux", "backgammon"),
    "jigsaw": ("puzzle à assembler", "pièces du puzzle", "reconstituer l'image", "reconstitue l'image"),
    # Not "fronde": Italian, Spanish and Portuguese leaves.
    "slingshot": ("lance-pierre", "lance-pierres", "catapulte"),
    "puzzle": ("puzzle", "casse-tête", "énigme"),
}

MECHANICS = {
    "shrink_paddle": (
        "rétréci~ … raquette",
        "raquette rétréci~",
        "raquette se rétréci~",
        "raquette qui rétréci~",
        "raquette ki rétréci~",  # txt-speak: "ki", qui
        "raquette devient plus petite",
        "raquette plus petite",
        "raquette plus courte",
        "raquette se réduit",
        "barre rétréci~",
    ),
    "speed_up": (
        "vitesse et … augment~",
        "accélèr~",
        "accélér~",
        "de plus en plus vite",
        "de plus en plus rapide~",
        "va plus vite",
        "vont plus vite",
        "devient plus rapide",
        "deviennent plus rapides",
        "vitesse … augment~",
        "augment~ la vitesse",
        "vitesse ne cesse d'augmenter",
        "gagne~ en vitesse",
        "prend~ de la vitesse",
        "vitesse croissante",
    ),
    "bonus": (
        "objets bonus",
        "points doubles",
        "double de points",
        "vaut double",
        "valent double",
        "rapporte double",
        "rapportent double",
        "rapportent le double",
        "doré~",
    ),
    # Not bare "pics": English "pics" (pictures); "des pics" is French alone.
    "hazards": ("pièges", "piège", "des pics", "les pics", "de pics", "piques", "pointes", "épines", "lave", "scies"),
    "lives": ("vies", "cœurs", "coeurs", "vie supplémentaire", "vie en plus", "une vie", "une seule vie", "1 vie"),
    "double_jump": ("double saut", "double-saut", "saut double", "sauter deux fois"),
    "shield": ("bouclier", "invincib~"),
    "narrowing_gap": (
        "écart se réduit",
        "écart rétréci~",
        "écart se resserre",
        "passage rétréci~",
        "passage se rétréci~",
        "passage se resserre",
        "passages plus étroits",
        "trous plus étroits",
        "ouverture rétréci~",
        "se resserrent",
    ),
    "time_penalty": (
        # A penalty of so many seconds ("5 seconds off"): its time is no time limit.
        "coût~ … seconde",
        "retir~ … seconde",
        "enlèv~ … seconde",
        "perd~ … seconde",
        "moins … seconde",
        "pénalité de temps",
        "pénalité de secondes",
        "secondes de pénalité",
        "perds du temps",
        "perdez du temps",
        "enlève des secondes",
        "retire des secondes",
        "coûte des secondes",
        "coûte du temps",
    ),
    "combo": ("combo", "multiplicateur", "enchaînement", "réaction en chaîne"),
    "bomb": ("bombe", "explosif"),
    "poison": ("poison", "empoisonné~", "toxique", "vénéneu~"),
    "levels": ("niveaux", "niveau", "difficulté croissante", "difficulté progressive"),
    "high_score": ("meilleur score", "meilleurs scores", "tableau des scores", "classement"),
    # Not bare "pièces": the pieces of a Tetris or a jigsaw too.
    "coins": (
        "pièces d'or",
        "pièce d'or",
        "pièces de monnaie",
        "ramass~ … pièces",
        "récupér~ … pièces",
        "collect~ … pièces",
        "attrap~ … pièces",
    ),
    "enemies": ("ennemis", "ennemi", "monstres"),
    "boss": ("boss", "boss final", "boss de fin", "combat de boss"),
    "two_players": (
        "deux joueurs",
        "2 joueurs",
        "multijoueur",
        "jouer à deux",
        "se joue à deux",
        "en duel",
        "à deux",
        "1 contre 1",
        "un contre un",
    ),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": (
        "contre l'ordinateur",
        "contre … ordinateur",
        "contre l'ia",
        "contre … ia",
        "contre … cpu",
        "contre … machine",
        "contre … bot",
    ),
    "wrap": ("traverse les murs", "traverser les murs", "ressort de l'autre côté", "réapparaît de l'autre côté"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("murs", "mur", "de murs", "de mur", "bords", "de bords", "parois", "de parois")}

THEMES = {
    "candy": ("bonbon", "sucreries", "friandises", "sucre", "confiserie~"),
    "ocean": ("océan", "la mer", "en mer", "sous-marin~", "poisson", "récif"),
    "space": ("l'espace", "l’espace", "spatial~", "galaxie", "étoiles", "extraterrestre~", "planètes", "cosmos"),
    "forest": ("forêt", "jungle", "nature", "jardin"),
    "neon": ("néon", "cyber", "synthwave"),
    "fruit": ("fruits", "jus", "baies", "verger"),
    "spooky": ("halloween", "fantôme~", "zombie~", "horreur", "hanté~", "effrayant~", "vampire~"),
    "winter": ("hiver", "neige", "glace", "noël", "givre"),
    "desert": ("désert", "sable", "égypte", "dunes"),
    "retro": ("rétro", "pixel", "8 bits", "classique"),
}

CONTROLS = {
    "keys": (
        "flèches",
        "clavier",
        "les touches",
        "touches fléchées",
        "barre d'espace",
        "barre espace",
        "touche espace",
        "zqsd",
    ),
    "touch": (
        "tactile",
        "au doigt",
        "du doigt",
        "tapote~",
        "tapez",
        "tape sur",
        "touche l'écran",
        "touchez l'écran",
        "glisse le doigt",
        "glisser le doigt",
    ),
    "mouse": ("souris", "clic", "clique~", "glisser-déposer"),
}
DIFFICULTY = {
    "easy": (
        "facile",
        "faciles",
        "détendu",
        "relaxant",
        "tranquille",
        "pour enfants",
        "pour les enfants",
        "débutants",
        "casual",
    ),
    "hard": (
        "difficile",
        "difficiles",
        "dur",
        "corsé",
        "exigeant",
        "hardcore",
        "brutal",
        "pour experts",
        "pour les experts",
    ),
}
TARGETS = {
    # Played on the way: "pour jouer dans le métro".
    "phone": (
        "téléphone",
        "smartphone",
        "mobile",
        "tablette",
        "iphone",
        "ipad",
        "jouer … dans le métro",
        "jouer … dans le bus",
        "jouer … dans le train",
    ),
    # Not bare "ordinateur": "contre l'ordinateur" is an opponent, not where the game plays.
    "desktop": (
        "sur ordinateur",
        "pour ordinateur",
        "ordinateur de bureau",
        "ordinateur portable",
        "sur ordi",
        "pour ordi",
        "pc",
    ),
}

WIN = (
    "pour gagner",
    "tu gagnes",
    "vous gagnez",
    "on gagne",
    "victoire",
    "gagner la partie",
    "gagne la partie",
    "remporte la partie",
)
LOSE = (
    "tu perds",
    "vous perdez",
    "on perd",
    "perdre la partie",
    "perdu si",
    "perdu quand",
    "partie perdue",
    "c'est perdu",
    "tu meurs",
    "vous mourez",
    "défaite",
)
# A round said to end, neither lost nor won: its clause tells which.
ROUND_ENDS = ("fin de partie", "la partie se termine", "la partie est finie", "le jeu se termine")
LOSE_NOT_BEFORE = ("une vie", "du temps", "des secondes", "temps", "secondes")

SECOND_WORDS = ("seconde", "secondes", "sec")
MINUTE_WORDS = ("minute", "minutes", "min")
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = (
    "chrono",
    "de chrono",
    "un chrono",
    "chronomètre",
    "de chronomètre",
    "un chronomètre",
    "minuteur",
    "de minuteur",
    "un minuteur",
    "minuterie",
    "limite de temps",
    "de limite de temps",
    "une limite de temps",
    "temps limite",
    "de temps limite",
    "compte à rebours",
    "de compte à rebours",
    "un compte à rebours",
    "horloge",
    "timer",
    "de timer",
    "un timer",
)
UNTIMED = ("temps illimité",)
HALF_MINUTE = ("demi-minute", "demi minute")
HALVES_AFTER_UNIT = ("et demie", "et demi")
TIME_PHRASES = {"minute et demie": 90, "minute et demi": 90}
EVERY_WORDS = ("chaque", "toutes les", "tous les")  # "toutes les 10 secondes" is a rhythm
NUMBER_WORDS = {
    "une": 1,
    "deux": 2,
    "trois": 3,
    "quatre": 4,
    "cinq": 5,
    "dix": 10,
    "quinze": 15,
    "vingt": 20,
    "trente": 30,
    "quarante": 40,
    "cinquante": 50,
    "soixante": 60,
    "quatre-vingt-dix": 90,
}

# The space bar, where the words around "espace" press it (see pitch_words.KEY_NAMES).
KEY_NAMES = ("espace",)
KEY_PRESSES = (
    "appuie sur",
    "appuyer sur",
    "appuyez sur",
    "appuyant sur",
    "tape sur",
    "taper sur",
    "tapez sur",
    "presse",
    "presser",
    "maintiens",
    "maintenir",
)
KEY_USES = ("avec", "avec la touche", "touche", "la touche", "utilise", "utiliser", "en utilisant", "via")
KEY_AFTER = ("pour", "quand", "touche", "puis")
# Words that take back the kind said before them for the one after (see pitch_words.CORRECTIONS).
CORRECTIONS = ("plutôt", "ou plutôt", "en fait", "finalement")
