"""Words for the players of a game, by language, said after their number ("100 players", "4 jugadores",
"vier Spieler", "4人", "4명"): how many people a pitch asks to play at once
(:func:`crumb.core.pitch_reader.players`). A read "multiplayer" is two players on one device, the most
a template holds, so the number said beside it is the count the studio is held to.

A stem ends in ``~``; words are found as :func:`crumb.core.pitch_match.find` finds the vocabulary's. In
Chinese, Japanese and Korean the word is the counter written right after the number.

Pure: no I/O.
"""

from __future__ import annotations

__all__ = ["PLAYER_WORDS"]

PLAYER_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("players", "player", "people", "persons", "gamers"),
    "es": ("jugadores", "personas"),
    "fr": ("joueurs", "joueuses", "personnes"),
    "de": ("spieler", "spielern", "spielerinnen", "personen", "leute"),
    "pt": ("jogadores", "pessoas"),
    "it": ("giocatori", "persone"),
    "nl": ("spelers", "personen"),
    "sv": ("spelare", "personer"),
    "pl": ("graczy", "gracze", "osób", "osoby"),
    "ru": ("игрок~", "человек"),
    "uk": ("гравц~", "гравців", "людей"),
    "tr": ("oyuncu~", "kişi~"),
    "id": ("pemain", "orang"),
    "vi": ("người chơi", "người"),
    "ja": ("人",),
    "zh": ("人", "名玩家", "个玩家", "位玩家"),
    "ko": ("명", "인"),
    "ar": ("لاعب~", "لاعبين"),
    "hi": ("खिलाड़ी", "लोग"),
}
