"""Tamil pitches, with what a person reading them would list (case endings written onto their words:
"போனில்", on the phone; "விண்வெளியில்", in space)."""

from __future__ import annotations

from tests.core.pitches import UNTIMED, p

CORPUS = (
    p("சுவர் இல்லாத பாம்பு கேம், 2 நிமிடம்", "ta", "snake", "in", "mechanic.wrap", "time_limit", time_s=120),
    p(
        "விண்வெளியில் சுடும் விளையாட்டு, கடைசி பாஸ் சண்டை, 3 உயிர்கள்",
        "ta",
        "shooter",
        "in",
        "theme",
        "mechanic.boss",
        "mechanic.lives",
    ),
    p("குழந்தைகளுக்கு எளிதான மெமரி கேம், போனில்", "ta", "memory", "in", "target.phone", difficulty="easy"),
    p(
        "இரண்டு பேர் விளையாடும் கார் பந்தயம், 3 நிமிடம்",
        "ta",
        "racing",
        "in",
        "mechanic.two_players",
        "time_limit",
        time_s=180,
    ),
    p("கணினிக்கு எதிராக சதுரங்கம், கடினமான", "ta", "chess", "in", "mechanic.vs_computer", difficulty="hard"),
    p("ஒரு வார்த்தை விளையாட்டு", "ta", "word_game", "off"),
    p(
        "பிளாட்ஃபார்ம் கேம், இரட்டை தாவல், முள் மற்றும் நாணயங்கள்",
        "ta",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.hazards",
        "mechanic.coins",
    ),
    p("டெட்ரிஸ் போல, வேகம் அதிகரிக்கும், கீபோர்டு மட்டும்", "ta", "tetris", "in", "mechanic.speed_up", "controls.keys"),
    p("பாம்பு விளையாட்டு, டைமர் வேண்டாம், வெடிகுண்டு இல்லை", "ta", "snake", "in", "time_limit", time_s=UNTIMED),
)
