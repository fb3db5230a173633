"""A twelfth held-out set: pitches written before the reader was run on them, weighted to languages no
earlier set holds (Telugu, Marathi, Punjabi, Nepali, Amharic, Yoruba, Hausa, Zulu, Kazakh, Uzbek,
Georgian, Armenian, Serbian, Lithuanian, Latvian, Estonian, Khmer, Icelandic: three or four each), and
to pitches in well-held languages typed as people type them:

- without their marks ("juego de la serpiente q sea mas rapido", "gra w weza", "lam game ran san moi");
- in txt-speak ("stp", "ki", "vc", "pls", "ur", "ㄱㄱ");
- transliterated into Latin letters (Hindi "bhai ek racing game bana do", Arabic "3ayez le3ba",
  Russian "sdelay igru zmeyka");
- all in capitals, and long (25 words and more);
- a game named, then said not to be, in a language new to the sets (Georgian "ტეტრისი არა", Kazakh
  "Тетрис емес");
- numbers written as words, or in a script's own digits (Marathi "३०").

Each :class:`~tests.core.pitches_eleventh.Reading` holds the pitch as :func:`tests.core.pitches.p` lists
it (kind, scope, ids, time, difficulty), the creatures, people and vehicles it names (``cast``) and what
it asks that no requirement id expresses (``asks``), labelled as the eleventh set's are.

Measured with ``bench/pitch_reading.py --corpus twelfth`` (the reading and the cast) and
``--labelled --twelfth`` (the asks); not part of ``CORPUS``.
"""

from __future__ import annotations

from tests.core.pitches import Pitch, p
from tests.core.pitches_eleventh import Reading, r

READINGS: tuple[Reading, ...] = (
    # --- Telugu --------------------------------------------------------------------------------
    # "గోడలు లేకుండా": walls without, so the snake wraps around.
    r(p("పాము ఆట చేయండి, రెండు నిమిషాలు, గోడలు లేకుండా", "te", "snake", "in", "mechanic.wrap", "time_limit", time_s=120)),
    r(
        p(
            "ఒక ప్లాట్‌ఫార్మర్ గేమ్, పిల్లి డబుల్ జంప్ చేసి నాణేలు సేకరిస్తుంది",
            "te",
            "platformer",
            "in",
            "mechanic.double_jump",
            "mechanic.coins",
        ),
        cast=("cat",),
        asks=("పిల్లి",),
    ),
    r(
        p(
            "అంతరిక్షంలో షూటర్ గేమ్, మూడు ప్రాణాలు, చివర్లో పెద్ద డ్రాగన్ బాస్",
            "te",
            "shooter",
            "in",
            "theme",
            "mechanic.lives",
            "mechanic.boss",
        ),
        cast=("dragon",),
        asks=("పెద్ద డ్రాగన్",),
    ),
    r(p("నా ఫోన్ కోసం సులభమైన మెమరీ గేమ్", "te", "memory", "in", "target.phone", difficulty="easy")),
    # --- Marathi -------------------------------------------------------------------------------
    r(
        p(
            "सापाचा खेळ बनवा, तीन मिनिटांचा, प्रत्येक सफरचंदानंतर वेग वाढतो",
            "mr",
            "snake",
            "in",
            "mechanic.speed_up",
            "time_limit",
            time_s=180,
        )
    ),
    r(p("माझ्या मुलीसाठी एक सोपा मेमरी गेम", "mr", "memory", "in", difficulty="easy")),
    r(p("ब्रेकआउट सारखा खेळ, पण प्रत्येक ओळीनंतर पॅडल लहान होते", "mr", "breakout", "in", "mechanic.shrink_paddle")),
    # The script's own digits: "३०", thirty.
    r(
        p("एक धावण्याचा खेळ ज्यात माकड अडथळ्यांवरून उडी मारते, ३० सेकंद", "mr", "runner", "in", "time_limit", time_s=30),
        cast=("monkey",),
        asks=("माकड",),
    ),
    # --- Punjabi -------------------------------------------------------------------------------
    r(p("ਸੱਪ ਵਾਲੀ ਗੇਮ ਬਣਾਓ, ਦੋ ਮਿੰਟ ਦੀ", "pa", "snake", "in", "time_limit", time_s=120)),
    r(p("ਪੁਲਾੜ ਵਿੱਚ ਇੱਕ ਸ਼ੂਟਰ ਗੇਮ, ਤਿੰਨ ਜਾਨਾਂ", "pa", "shooter", "in", "theme", "mechanic.lives")),
    r(p("ਦੋ ਖਿਡਾਰੀਆਂ ਲਈ ਸ਼ਤਰੰਜ", "pa", "chess", "in", "mechanic.two_players")),
    # --- Nepali --------------------------------------------------------------------------------
    r(p("सर्पको खेल बनाउनुहोस्, दुई मिनेटको, पर्खाल बिना", "ne", "snake", "in", "mechanic.wrap", "time_limit", time_s=120)),
    r(p("मेरो छोरीको लागि एउटा सजिलो मेमोरी खेल", "ne", "memory", "in", difficulty="easy")),
    r(
        p(
            "अन्तरिक्षमा शूटर खेल, तीन वटा जीवन र अन्त्यमा ठूलो रोबोट बोस",
            "ne",
            "shooter",
            "in",
            "theme",
            "mechanic.lives",
            "mechanic.boss",
        ),
        cast=("robot",),
        asks=("ठूलो रोबोट",),
    ),
    # --- Amharic -------------------------------------------------------------------------------
    r(p("የእባብ ጨዋታ ስራልኝ፣ ሁለት ደቂቃ", "am", "snake", "in", "time_limit", time_s=120)),
    r(p("ለልጄ ቀላል የማስታወስ ጨዋታ", "am", "memory", "in", difficulty="easy")),
    # The cars are a race's own.
    r(p("የመኪና ውድድር ጨዋታ በስልክ", "am", "racing", "in", "target.phone")),
    # --- Yoruba: the second typed without its marks, as most type it -------------------------------
    r(p("Ṣe ere ejò kan, iṣẹju meji", "yo", "snake", "in", "time_limit", time_s=120)),
    r(p("ere iranti to rorun fun omo mi", "yo", "memory", "in", difficulty="easy")),
    r(p("ere ibon ni oju ofurufu pẹlu ẹmi mẹta", "yo", "shooter", "in", "theme", "mechanic.lives")),
    # --- Hausa ---------------------------------------------------------------------------------
    r(p("Ina son wasan maciji na minti biyu", "ha", "snake", "in", "time_limit", time_s=120)),
    r(p("wasan harbi a sararin samaniya, rayuka uku", "ha", "shooter", "in", "theme", "mechanic.lives")),
    r(p("wasan tseren mota a waya", "ha", "racing", "in", "target.phone")),
    # --- Zulu ----------------------------------------------------------------------------------
    r(p("Ngenzele umdlalo wenyoka wemizuzu emibili", "zu", "snake", "in", "time_limit", time_s=120)),
    r(p("umdlalo wokukhumbula olula wengane yami", "zu", "memory", "in", difficulty="easy")),
    r(p("umdlalo wokudubula emkhathini, izimpilo ezintathu", "zu", "shooter", "in", "theme", "mechanic.lives")),
    # --- Kazakh --------------------------------------------------------------------------------
    # A game said not to be, the negation after it: "Тетрис емес", Tetris not.
    r(p("Тетрис емес, жылан ойынын жаса, екі минут", "kk", "snake", "in", "time_limit", time_s=120)),
    r(
        p(
            "Ғарышта атыс ойыны, үш өмір және соңында үлкен айдаһар босс",
            "kk",
            "shooter",
            "in",
            "theme",
            "mechanic.lives",
            "mechanic.boss",
        ),
        cast=("dragon",),
        asks=("үлкен айдаһар",),
    ),
    r(p("Балама арналған жеңіл жады ойыны", "kk", "memory", "in", difficulty="easy")),
    r(p("Тетрис сияқты ойын, бірақ түстер көп", "kk", "tetris", "in"), asks=("түстер көп",)),
    # --- Uzbek ---------------------------------------------------------------------------------
    r(p("ilon o'yini qiling, ikki daqiqa", "uz", "snake", "in", "time_limit", time_s=120)),
    r(p("koinotda otishma o'yini, uchta jon", "uz", "shooter", "in", "theme", "mechanic.lives")),
    r(p("telefon uchun oson xotira o'yini", "uz", "memory", "in", "target.phone", difficulty="easy")),
    # --- Georgian ------------------------------------------------------------------------------
    # "ტეტრისი არა": Tetris no, the negation after it.
    r(p("ტეტრისი არა, გველის თამაში მინდა, ორი წუთი", "ka", "snake", "in", "time_limit", time_s=120)),
    r(
        p(
            "პლატფორმერი, სადაც კატა ორმაგად ხტება და მონეტებს აგროვებს",
            "ka",
            "platformer",
            "in",
            "mechanic.double_jump",
            "mechanic.coins",
        ),
        cast=("cat",),
        asks=("კატა",),
    ),
    r(p("მარტივი მეხსიერების თამაში ჩემი შვილისთვის", "ka", "memory", "in", difficulty="easy")),
    r(p("ჭადრაკი ორი მოთამაშისთვის", "ka", "chess", "in", "mechanic.two_players")),
    # --- Armenian ------------------------------------------------------------------------------
    r(p("Օձի խաղ սարքիր, երկու րոպե", "hy", "snake", "in", "time_limit", time_s=120)),
    r(p("Տիեզերական կրակոցի խաղ, երեք կյանք", "hy", "shooter", "in", "theme", "mechanic.lives")),
    r(p("Հեշտ հիշողության խաղ երեխայի համար", "hy", "memory", "in", difficulty="easy")),
    # --- Serbian: in Cyrillic, and one in Latin letters without its marks ("gde": Serbian's e) ----
    r(p("Направи игру змије, два минута, без зидова", "sr", "snake", "in", "mechanic.wrap", "time_limit", time_s=120)),
    r(
        p(
            "Платформер са мачком, дупли скок и новчићи",
            "sr",
            "platformer",
            "in",
            "mechanic.double_jump",
            "mechanic.coins",
        ),
        cast=("cat",),
        asks=("са мачком",),
    ),
    r(p("Шах за два играча", "sr", "chess", "in", "mechanic.two_players")),
    r(p("napravi mi igru zmije gde se brzina povecava svakih deset sekundi", "sr", "snake", "in", "mechanic.speed_up")),
    # --- Lithuanian ----------------------------------------------------------------------------
    r(p("Sukurk gyvatės žaidimą, dvi minutės", "lt", "snake", "in", "time_limit", time_s=120)),
    r(
        p(
            "platformeris, kuriame katė šokinėja dvigubu šuoliu ir renka monetas",
            "lt",
            "platformer",
            "in",
            "mechanic.double_jump",
            "mechanic.coins",
        ),
        cast=("cat",),
        asks=("katė",),
    ),
    r(p("lengvas atminties žaidimas mano vaikui", "lt", "memory", "in", difficulty="easy")),
    # Whack-a-mole: the moles are its own.
    r(p("kurmių daužymo žaidimas, 60 sekundžių", "lt", "tapper", "in", "time_limit", time_s=60)),
    # --- Latvian -------------------------------------------------------------------------------
    r(p("Uztaisi čūskas spēli, divas minūtes", "lv", "snake", "in", "time_limit", time_s=120)),
    r(p("viegla atmiņas spēle manam bērnam", "lv", "memory", "in", difficulty="easy")),
    r(p("kosmosa šaušanas spēle ar trim dzīvībām", "lv", "shooter", "in", "theme", "mechanic.lives")),
    # --- Estonian ------------------------------------------------------------------------------
    r(p("Tee mulle ussimäng, kaks minutit", "et", "snake", "in", "time_limit", time_s=120)),
    r(p("lihtne mälumäng minu lapsele", "et", "memory", "in", difficulty="easy")),
    r(p("kosmose tulistamismäng kolme eluga", "et", "shooter", "in", "theme", "mechanic.lives")),
    # --- Khmer ---------------------------------------------------------------------------------
    r(p("បង្កើតហ្គេមពស់ រយៈពេលពីរនាទី", "km", "snake", "in", "time_limit", time_s=120)),
    r(p("ហ្គេមចងចាំងាយស្រួលសម្រាប់កូនខ្ញុំ", "km", "memory", "in", difficulty="easy")),
    r(p("ហ្គេមបាញ់ក្នុងលំហអាកាស មានជីវិតបី", "km", "shooter", "in", "theme", "mechanic.lives")),
    # --- Icelandic -----------------------------------------------------------------------------
    r(p("Búðu til snákaleik, tvær mínútur", "is", "snake", "in", "time_limit", time_s=120)),
    r(p("auðveldur minnisleikur fyrir barnið mitt", "is", "memory", "in", difficulty="easy")),
    r(p("geimskotleikur með þremur lífum", "is", "shooter", "in", "theme", "mechanic.lives")),
    # --- Well-held languages, typed as people type them --------------------------------------------
    # Spanish without its marks, "q" for que.
    r(
        p(
            "quiero un juego de la serpiente q sea mas rapido cada 10 manzanas y sin paredes",
            "es",
            "snake",
            "in",
            "mechanic.speed_up",
            "mechanic.wrap",
        )
    ),
    # French txt-speak: "stp", "pis", "ki".
    r(
        p(
            "stp un casse brique avec 3 vies pis la raquette ki retrecit",
            "fr",
            "breakout",
            "in",
            "mechanic.lives",
            "mechanic.shrink_paddle",
        )
    ),
    # German without its umlauts.
    r(
        p(
            "ein snake spiel fur mein handy, 2 minuten, ohne wande",
            "de",
            "snake",
            "in",
            "target.phone",
            "mechanic.wrap",
            "time_limit",
            time_s=120,
        )
    ),
    r(p("vc pode fazer um jogo da memoria facil pro meu filho de 5 anos", "pt", "memory", "in", difficulty="easy")),
    # Russian in Latin letters.
    r(p("sdelay igru zmeyka na 2 minuty", "ru", "snake", "in", "time_limit", time_s=120)),
    # Hindi in Latin letters; a race's cars are its own.
    r(
        p(
            "bhai ek racing game bana do jisme car ho aur 60 second ka timer",
            "hi",
            "racing",
            "in",
            "time_limit",
            time_s=60,
        )
    ),
    r(
        p(
            "mujhe ek space shooter chahiye jisme 3 lives ho aur end me bada boss",
            "hi",
            "shooter",
            "in",
            "theme",
            "mechanic.lives",
            "mechanic.boss",
        )
    ),
    # Egyptian Arabic in Latin letters and digits ("3" ع, "7" ح): a snake game without walls.
    r(p("ana 3ayez le3ba zay snake bs mn gher 7eetan", "ar", "snake", "in", "mechanic.wrap")),
    # "every level": a game of levels, as the earlier sets list "na kolejnych poziomach".
    r(
        p(
            "MAKE A BREAKOUT GAME WITH 3 LIVES AND THE PADDLE GETS SMALLER EVERY LEVEL",
            "en",
            "breakout",
            "in",
            "mechanic.lives",
            "mechanic.shrink_paddle",
            "mechanic.levels",
        )
    ),
    r(p("YILAN OYUNU YAP 2 DAKIKA DUVARSIZ", "tr", "snake", "in", "mechanic.wrap", "time_limit", time_s=120)),
    r(p("pls make a flappy bird thing but ur a cat lol", "en", "runner", "in"), cast=("cat",), asks=("ur a cat",)),
    r(
        p(
            "so i want a game kind of like snake where you're a little train picking up passengers at stations, it"
            " should get faster every time you pick someone up, and last about three minutes",
            "en",
            "snake",
            "in",
            "mechanic.speed_up",
            "time_limit",
            time_s=180,
        ),
        cast=("train",),
        asks=("you're a little train", "picking up passengers at stations"),
    ),
    # "musuhnya": its enemies, named, as the earlier sets list "i nemici diventano più veloci".
    r(
        p(
            "aku mau bikin game tembak2an di luar angkasa, ada 3 nyawa, musuhnya makin cepet terus, trus di akhir ada"
            " bos gede banget kayak naga gitu",
            "id",
            "shooter",
            "in",
            "theme",
            "mechanic.lives",
            "mechanic.speed_up",
            "mechanic.boss",
            "mechanic.enemies",
        ),
        cast=("dragon",),
        asks=("kayak naga",),
    ),
    # Vietnamese without its tones.
    r(
        p(
            "lam game ran san moi, 2 phut, khong co tuong",
            "vi",
            "snake",
            "in",
            "mechanic.wrap",
            "time_limit",
            time_s=120,
        )
    ),
    # Korean chat: "ㄱㄱ", go go.
    r(p("뱀게임 ㄱㄱ 2분짜리 벽없이", "ko", "snake", "in", "mechanic.wrap", "time_limit", time_s=120)),
    r(
        p("HAZ UN JUEGO DE MEMORIA FACIL PARA MI HIJA CON CARTAS DE ANIMALES", "es", "memory", "in", difficulty="easy"),
        asks=("CARTAS DE ANIMALES",),
    ),
    # Polish without its marks.
    r(
        p(
            "gra w weza na telefon, 90 sekund, bez scian",
            "pl",
            "snake",
            "in",
            "target.phone",
            "mechanic.wrap",
            "time_limit",
            time_s=90,
        )
    ),
)

TWELFTH: tuple[Pitch, ...] = tuple(reading.pitch for reading in READINGS)
# (pitch, language, what it asks that no requirement id expresses), as :mod:`tests.core.pitches_asks_held`.
TWELFTH_ASKS: tuple[tuple[str, str, tuple[str, ...]], ...] = tuple(
    (reading.pitch.text, reading.pitch.lang, reading.asks) for reading in READINGS
)
# pitch -> the keys of the creatures, people and vehicles it names.
TWELFTH_CAST: dict[str, tuple[str, ...]] = {reading.pitch.text: reading.cast for reading in READINGS}

# The pitches the reader reads otherwise than listed where it should not (reading a thing not listed), and why.
MISREAD: dict[str, str] = {
    "Тетрис емес, жылан ойынын жаса, екі минут": (
        'Kazakh is told but not read: its "емес" (not), said after the game, is no negation the reader knows,'
        " and the Russian word for Tetris is read in any pitch"
    ),
}
