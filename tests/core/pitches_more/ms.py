"""Malay pitches, with what a person reading them would list (told from Indonesian by the words it
writes otherwise: "minit", "saat", "telefon", "laju", "tiada")."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p(
        "permainan ular 2 minit dengan 3 nyawa",
        "ms",
        "snake",
        "in",
        "time_limit",
        "mechanic.lives",
        time_s=120,
    ),
    p(
        "permainan ular yang semakin laju setiap kali makan buah, 90 saat",
        "ms",
        "snake",
        "in",
        "theme",
        "mechanic.speed_up",
        "time_limit",
        time_s=90,
    ),
    p(
        "permainan tembak di angkasa lepas dengan perisai dan bos terakhir, untuk telefon bimbit",
        "ms",
        "shooter",
        "in",
        "theme",
        "mechanic.shield",
        "mechanic.boss",
        "target.phone",
    ),
    p(
        "permainan platform dalam hutan, kumpul duit syiling, elak perangkap, lompat berganda",
        "ms",
        "platformer",
        "in",
        "theme",
        "mechanic.coins",
        "mechanic.hazards",
        "mechanic.double_jump",
    ),
    p(
        "permainan memori yang mudah untuk kanak-kanak, setengah minit sahaja",
        "ms",
        "memory",
        "in",
        "time_limit",
        time_s=30,
        difficulty="easy",
    ),
    p("catur menentang komputer, sangat sukar", "ms", "chess", "in", "mechanic.vs_computer", difficulty="hard"),
    p(
        "ular tanpa dinding dan tiada racun, guna kekunci anak panah",
        "ms",
        "snake",
        "in",
        "mechanic.wrap",
        "controls.keys",
    ),
    p(
        "permainan pecah bata, pemukul semakin kecil dan bola makin laju",
        "ms",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "mechanic.speed_up",
    ),
    p(
        "kuiz sains untuk dua pemain dengan papan markah tertinggi",
        "ms",
        "quiz",
        "off",
        "mechanic.two_players",
        "mechanic.high_score",
    ),
)
