"""Indonesian pitches, with what a person reading them would list (English words among them, as
Indonesian pitches use them)."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p(
        "Game ular yang makin cepat setiap makan apel, ada apel beracun juga",
        "id",
        "snake",
        "in",
        "mechanic.speed_up",
        "mechanic.poison",
    ),
    p(
        "Permainan pemecah bata di mana papan pemukulnya mengecil setiap baris hilang, tiga nyawa",
        "id",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "mechanic.lives",
    ),
    p(
        "game platform dengan lompat ganda dan jebakan berduri, 90 detik, untuk hp",
        "id",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.hazards",
        "time_limit",
        "target.phone",
        time_s=90,
    ),
    p(
        "Game tembak-tembakan luar angkasa dengan perisai dan bom",
        "id",
        "shooter",
        "in",
        "theme",
        "mechanic.shield",
        "mechanic.bomb",
    ),
    p(
        "Game memori yang mudah untuk anak-anak, cari pasangan kartu dalam dua menit",
        "id",
        "memory",
        "in",
        "time_limit",
        time_s=120,
        difficulty="easy",
    ),
    p(
        "Pukul tikus tanah secepatnya, ada kombo dan skor tertinggi",
        "id",
        "tapper",
        "in",
        "mechanic.combo",
        "mechanic.high_score",
    ),
    p("catur melawan komputer yang sulit", "id", "chess", "in", "mechanic.vs_computer", difficulty="hard"),
    p("Balapan mobil di gurun, kumpulkan koin", "id", "racing", "in", "theme", "mechanic.coins"),
    p("Main ular tangga berdua", "id", "board_game", "off", "mechanic.two_players"),
    p("game menghindar dari meteor, kamu kalah kalau tertabrak", "id", "dodger", "in", "lose"),
)
