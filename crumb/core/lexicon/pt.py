"""Portuguese (Brazil and Portugal): the words of a pitch in Portuguese, by the vocabulary's keys
(see :mod:`crumb.core.lexicon`).

Portuguese shares "de", "que", "se", "para", "por", "cada", "segundos" with Spanish (and "e" with
Italian, "a" with English); its own common words ("um", "uma", "o", "da", "na", "com", "jogo",
"você", "não") and its letters ã and õ tell it from them. Not "do", "no" or "em": English words too
("do or die", "no walls", "shoot 'em up"). Brazil and Portugal name some things apart; both are
here ("celular" and "telemóvel", "tela" and "ecrã", "mouse" and "rato").
Bare "espaço" is no theme ("barra de espaço", "o espaço diminui"): "no espaço", "espacial".
"""

from __future__ import annotations

CODE = "pt"
NAME = "Portuguese"
# ã and õ are Portuguese alone; ç, ê, â, ô French too (split between both).
LETTERS = "ãõçêâô"

# Plural endings ("cobras", "celulares").
ENDINGS = ("s", "es")

# Word endings that tell Portuguese from Spanish, Italian and French when their common words tie.
SUFFIXES = ("ção", "ções", "dade", "dades", "agem", "ão", "ões", "nha", "nho", "lha", "lho")

# Words that begin a clause of their own: a phrase's gap never holds one.
JOINERS = ("e", "mas", "enquanto", "embora")
# Words that begin a phrase of their own, and words that ask nothing of a game on their own (see
# pitch_words.PHRASE_STARTS and FILLERS).
PHRASE_STARTS = ("com", "onde", "em que", "no qual", "na qual", "contra", "também", "depois", "que")
FILLERS = (
    "eu",
    "me",
    "meu",
    "minha",
    "nós",
    "quero",
    "queria",
    "faz",
    "faça",
    "fazer",
    "cria",
    "crie",
    "por",
    "favor",
    "pfv",
    "obrigado",
    "divertido",
    "simples",
    "pequeno",
    "curto",
    "rápido",
    "legal",
    "bonito",
    "clássico",
    "tipo",
    "estilo",
    "algo",
    "muito",
    "só",
    "apenas",
    "tudo",
    "jogar",
    "jogador",
    "jogadores",
    "tem",
    "é",
    "ser",
    "ter",
    "pode",
    "versão",
    "clone",
)
# An opponent, not a thing to play on (see pitch_words.OPPONENTS): "against the computer".
OPPONENTS = ("contra",)
# Words that say the thing named right after them is not (see pitch_words.NEGATIONS).
NEGATIONS = ("não", "nunca", "jamais", "sem", "nem")
# Words for "like" said between a negation and a game named (see pitch_words.LIKENESS).
LIKENESS = ("como", "tipo", "igual", "igual a", "parecido com", "estilo")
# Words for "or" that carry a negation on to the thing after them (see pitch_words.DISJUNCTIONS).
DISJUNCTIONS = ("ou",)
# Verbs said between a negation and the thing (see pitch_words.NEGATED_VERBS): "não fica mais rápida", "não tem inimigos".
NEGATED_VERBS = (
    "vai",
    "vão",
    "é",
    "são",
    "fica",
    "ficam",
    "se torna",
    "se tornam",
    "tem",
    "têm",
    "há",
    "terá",
    "haverá",
)

MARKERS = (
    "um",
    "uma",
    "uns",
    "umas",
    "o",
    "os",
    "a",
    "da",
    "dos",
    "das",
    "na",
    "nos",
    "nas",
    "ao",
    "aos",
    "à",
    "de",
    "com",
    "onde",
    "que",
    "e",
    "é",
    "para",
    "pra",
    "por",
    "pelo",
    "pela",
    "cada",
    "quando",
    "jogo",
    "jogos",
    "segundos",
    "minutos",
    "você",
    "tu",
    "tem",
    "tens",
    "não",
    "mais",
    "se",
    "seu",
    "sua",
    "muito",
    "fica",
    "mas",
    "também",
    "como",
    "contra",
    "entre",
    "sobre",
    "até",
    "desde",
)

# Portuguese words that a word of another language's vocabulary matches, but that mean something
# else here: "sugar" is to suck (English), "bom" good (Dutch bomb), "maus" bad (German mouse),
# "topo" the top (Spanish mole), "eis" here is (German ice).
FALSE_FRIENDS = ("sugar", "bom", "maus", "topo", "eis")

# Its words for a game: a kind's name one letter off beside one is read (see pitch_words.GAME_WORDS).
GAME_WORDS = (
    "jogo",
    "jogos",
)

KINDS = {
    "match3": (
        "combinar três",
        "combine três",
        "junte três",
        "juntar três",
        "três em linha",
        "três iguais",
        "três em sequência",
    ),
    "snake": ("cobra", "cobrinha", "jogo da cobrinha", "serpente"),
    "breakout": ("quebra-blocos", "quebra-tijolos", "quebra tijolos", "tijolo", "tijolinhos"),
    "runner": (
        "jogo de corrida infinita",
        "jogo de corrida sem fim",
        "corrida infinita",
        "corrida sem fim",
        "corredor infinito",
        "corra sem parar",
    ),
    "platformer": (
        "jogo de plataforma",
        "plataforma",
        "plataformas",
        "igual o mario",
        "igual mario",
        "tipo mario",
        "estilo mario",
    ),
    "shooter": ("jogo de tiro", "tiro espacial", "navinha", "jogo de nave", "jogo de naves"),
    "dodger": ("desvi~", "esquiv~", "evit~"),
    "catcher": (
        "peg~ … caindo",
        "peg~ … que caem",
        "apanh~ … caindo",
        "apanh~ … que caem",
        "com uma cesta",
        "com a cesta",
        "com um cesto",
    ),
    "memory": (
        "memória",
        "jogo da memória",
        "encontre os pares",
        "encontrar os pares",
        "ache os pares",
        "achar os pares",
        "pares de cartas",
    ),
    "tapper": (
        "toupeira",
        "acerte a toupeira",
        "bata na toupeira",
        "estourar balões",
        "estourar os balões",
        "estoure os balões",
        "estourar bexigas",
    ),
    "slide": (
        "quebra-cabeça deslizante",
        "quebra-cabeças deslizante",
        "puzzle deslizante",
        "peças deslizantes",
        "jogo do quinze",
        "jogo do 15",
    ),
    "grid_puzzle": (
        "sokoban",
        "empurrar caixas",
        "empurrar as caixas",
        "empurre as caixas",
        "empurra as caixas",
        "empurrar blocos",
    ),
    "tower_defense": ("tower defense", "defesa de torre", "defesa de torres"),
    "chess": ("xadrez", "xeque-mate", "xeque mate"),
    "tetris": ("tetris", "blocos que caem", "peças que caem"),
    "racing": (
        "corrida de carros",
        "corridas de carros",
        "corrida de carro",
        "jogo de corrida",
        "carros de corrida",
        "kart",
    ),
    "pong": ("pong", "tênis de mesa", "ténis de mesa", "pingue-pongue", "ping-pong"),
    "pinball": ("pinball",),
    "rhythm": ("jogo de ritmo", "jogo musical", "jogo de dança"),
    "quiz": ("quiz", "perguntas e respostas", "jogo de perguntas"),
    "card_game": ("jogo de cartas", "jogo de paciência", "pôquer", "poker", "blackjack", "paciência de cartas"),
    "rpg": ("rpg", "jogo de rpg", "roguelike"),
    "strategy": ("estratégia",),
    "fighting": ("jogo de luta", "jogos de luta", "jogo de briga"),
    "sudoku": ("sudoku",),
    "maze": ("labirinto", "pac-man"),
    "golf": ("golfe", "minigolfe", "golf"),
    "sports": ("futebol", "basquete", "basquetebol", "tênis", "ténis", "vôlei", "voleibol"),
    "word_game": ("jogo de palavras", "palavras cruzadas", "caça-palavras", "jogo da forca"),
    "simulation": ("simulação", "simulador", "fazendinha", "jogo de gestão", "construir uma cidade"),
    "typing": ("jogo de digitação", "digitação", "datilografia", "digitar as palavras", "digite as palavras"),
    "tic_tac_toe": ("jogo da velha", "jogo do galo"),
    "minesweeper": ("campo minado",),
    "number_merge": ("2048", "juntar os números", "junte os números", "juntar números", "somar os números"),
    "connect_four": ("lig 4", "lig4", "ligue 4", "quatro em linha", "4 em linha"),
    "asteroids": ("jogo de asteroides", "jogo dos asteroides"),
    "crossing": ("atravessar a rua", "atravesse a rua", "atravessar a estrada", "atravesse a estrada"),
    "bubble_shooter": ("atirador de bolhas", "estourar bolhas", "estoure as bolhas", "bubble shooter"),
    "stacker": ("empilhar blocos", "empilhar os blocos", "empilhe os blocos", "jogo de empilhar"),
    "fishing": ("jogo de pesca", "pescar", "pescaria"),
    "cooking": ("jogo de culinária", "jogo de cozinhar", "cozinhar", "culinária"),
    "mahjong": ("mahjong",),
    "board_game": ("jogo de tabuleiro", "jogo de damas", "gamão", "ludo"),
    "jigsaw": ("quebra-cabeça de peças", "quebra-cabeça de encaixe", "monte a imagem", "montar a imagem"),
    "slingshot": ("estilingue", "atiradeira", "catapulta"),
    "puzzle": ("quebra-cabeça", "quebra-cabeças", "puzzle", "enigma"),
}

MECHANICS = {
    "shrink_paddle": (
        "raquete diminui",
        "raquete encolhe",
        "raquete fica menor",
        "raquete menor",
        "barra diminui",
        "barra encolhe",
        "barra fica menor",
        "barrinha diminui",
    ),
    "speed_up": (
        "velocidade e … aument~",
        "velocidade e … sobem",
        "mais rápid~",
        "cada vez mais rápid~",
        "acelera",
        "aceleram",
        "acelerando",
        "velocidade … aument~",
        "aument~ a velocidade",
        "velocidade … sobe",
        "ganha velocidade",
        "ganham velocidade",
        "velocidade crescente",
    ),
    "bonus": (
        "itens bônus",
        "itens de bônus",
        "bônus",
        "pontos em dobro",
        "pontos dobrados",
        "vale o dobro",
        "valem o dobro",
        "valem dobro",
        "dourad~",
    ),
    "hazards": ("obstáculos", "espinhos", "armadilha", "minas", "lava"),
    "lives": ("vidas", "corações", "vida extra", "uma vida", "uma só vida", "uma vida só", "uma única vida", "1 vida"),
    "double_jump": ("pulo duplo", "salto duplo", "pulo dobro", "pular duas vezes", "saltar duas vezes"),
    "shield": ("escudo", "invencib~"),
    "narrowing_gap": (
        "abertura diminui",
        "abertura fica menor",
        "aberturas mais estreitas",
        "passagem diminui",
        "passagens mais estreitas",
        "espaço diminui",
        "espaço entre os canos diminui",
        "vão diminui",
        "vãos mais estreitos",
    ),
    "time_penalty": (
        # A penalty of so many seconds ("5 seconds off"): its time is no time limit.
        "tir~ … segundo",
        "perd~ … segundo",
        "cust~ … segundo",
        "menos … segundo",
        "penalidade de tempo",
        "penalização de tempo",
        "perde tempo",
        "perdes tempo",
        "perde segundos",
        "perdes segundos",
        "tira segundos",
        "desconta segundos",
        "desconta tempo",
    ),
    "combo": ("combo", "multiplicador", "sequência de acertos"),
    "bomb": ("bomba", "explosiv~"),
    "poison": ("veneno", "envenenad~", "venenos~", "tóxic~"),
    "levels": ("níveis", "nível", "fases", "dificuldade crescente"),
    "high_score": ("recorde", "pontuação máxima", "melhor pontuação", "placar de líderes", "ranking"),
    "coins": ("moedas", "moeda", "moedinhas"),
    "enemies": ("inimigos", "inimigo", "monstros"),
    # Not bare "chefe": a chef too ("chefe de cozinha").
    "boss": ("chefão", "chefões", "chefe final", "chefes finais", "boss"),
    "two_players": (
        "dois jogadores",
        "2 jogadores",
        "multijogador",
        "multiplayer",
        "modo versus",
        "duas pessoas",
        "2 pessoas",
    ),
    # The computer as the opponent ("against the computer", "vs AI"): see pitch_words.MECHANICS.
    "vs_computer": (
        "contra … computador",
        "contra … máquina",
        "contra … ia",
        "contra … cpu",
        "contra … pc",
        "contra … bot",
    ),
    "wrap": ("atravessa as paredes", "atravessar as paredes", "sai do outro lado", "aparece do outro lado"),
}
# Walls said not to be ask for edges that wrap around (see pitch_words.MECHANICS_BY_ABSENCE).
MECHANICS_BY_ABSENCE = {"wrap": ("paredes", "parede", "muros", "bordas")}

THEMES = {
    "candy": ("doces", "guloseimas", "açúcar", "confeitaria", "rebuçados", "bombons"),
    "ocean": ("oceano", "mar", "fundo do mar", "submarin~", "peixe", "recife"),
    "space": ("no espaço", "espaço sideral", "espacial", "galáxia", "estrelas", "alienígena~", "planetas"),
    "forest": ("floresta", "selva", "natureza", "jardim", "bosque"),
    "neon": ("neon", "néon", "cyber", "synthwave"),
    "fruit": ("frutas", "fruta", "suco", "pomar", "fazenda"),
    "spooky": ("halloween", "fantasma", "zumbi~", "terror", "assombrad~", "vampir~"),
    "winter": ("inverno", "neve", "gelo", "natal"),
    "desert": ("deserto", "areia", "dunas", "egito"),
    "retro": ("retrô", "retro", "pixel", "8 bits", "clássico"),
}

CONTROLS = {
    "keys": (
        "com as setas",
        "use as setas",
        "usando as setas",
        "pelas setas",
        "setas do teclado",
        "setas direcionais",
        "setinhas",
        "teclado",
        "teclas de seta",
        "barra de espaço",
        "tecla espaço",
    ),
    "touch": (
        "toque",
        "toca na tela",
        "toque na tela",
        "tela sensível ao toque",
        "toque no ecrã",
        "ecrã tátil",
        "controles touch",
        "controle touch",
        "comandos touch",
        "tela touch",
        "deslize",
        "deslizar",
    ),
    "mouse": ("mouse", "com o rato", "usando o rato", "clique", "clicar", "arrastar", "arraste"),
}
DIFFICULTY = {
    "easy": ("fácil", "facil", "fáceis", "tranquilo", "relaxante", "para crianças", "iniciantes", "casual"),
    "hard": ("difícil", "dificil", "difíceis", "desafiador~", "exigente", "hardcore", "brutal", "para experientes"),
}
TARGETS = {
    # Played on the way: "pra jogar no busão" (on the bus).
    "phone": (
        "celular",
        "telemóvel",
        "telefone",
        "smartphone",
        "tablet",
        "iphone",
        "ipad",
        "jogar … no ônibus",
        "jogar … no busão",
        "jogar … no metrô",
        "jogar … no trem",
    ),
    # Not bare "computador": "contra o computador" is an opponent, not where the game plays.
    "desktop": ("no computador", "para computador", "pc", "desktop"),
}

WIN = ("você vence", "você ganha", "para vencer", "para ganhar", "vitória", "vence quem", "tu ganhas", "tu vences")
LOSE = (
    "você perde",
    "tu perdes",
    "perdes",
    "perde quando",
    "perde se",
    "perder o jogo",
    "game over",
    "você morre",
    "derrota",
)
# A round said to end, neither lost nor won: its clause tells which.
ROUND_ENDS = ("fim de jogo", "o jogo acaba", "o jogo termina", "a partida acaba", "a partida termina")
LOSE_NOT_BEFORE = ("uma vida", "tempo", "segundos")

SECOND_WORDS = ("segundo", "segundos", "seg")
MINUTE_WORDS = ("minuto", "minutos")
# Words for a timer, read where said not to be, and words that alone say there is none (see
# pitch_words.TIMER_WORDS, UNTIMED).
TIMER_WORDS = (
    "temporizador",
    "um temporizador",
    "cronômetro",
    "um cronômetro",
    "relógio",
    "um relógio",
    "limite de tempo",
    "um limite de tempo",
    "tempo limite",
    "contagem regressiva",
    "timer",
    "um timer",
)
UNTIMED = ("tempo ilimitado", "sem tempo")
HALF_MINUTE = ("meio minuto",)
HALVES_AFTER_UNIT = ("e meio", "e meia")
TIME_PHRASES = {"minuto e meio": 90}
EVERY_WORDS = ("cada",)  # "a cada 10 segundos" is a rhythm
NUMBER_WORDS = {
    "um": 1,
    "uma": 1,
    "dois": 2,
    "duas": 2,
    "três": 3,
    "quatro": 4,
    "cinco": 5,
    "dez": 10,
    "quinze": 15,
    "vinte": 20,
    "trinta": 30,
    "quarenta": 40,
    "cinquenta": 50,
    "sessenta": 60,
    "noventa": 90,
}

# The space bar, where the words around "espaço" press it (see pitch_words.KEY_NAMES).
KEY_NAMES = ("espaço",)
KEY_PRESSES = (
    "aperte",
    "apertar",
    "apertando",
    "aperta",
    "pressione",
    "pressionar",
    "pressionando",
    "clica",
    "segure",
    "segura",
    "toque",
    "tocar",
)
KEY_USES = ("com", "com o", "usa", "usar", "usando", "usando o", "use o", "tecla", "a tecla", "na tecla")
KEY_AFTER = ("para", "pra", "quando", "tecla")
# Words that take back the kind said before them for the one after (see pitch_words.CORRECTIONS).
CORRECTIONS = ("melhor", "ou melhor", "aliás", "pensando bem")
