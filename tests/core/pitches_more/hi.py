"""Hindi pitches, with what a person reading them would list."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p(
        "एक साँप का खेल जिसमें हर सेब के साथ गति बढ़ती है, ज़हरीले सेब भी हैं",
        "hi",
        "snake",
        "in",
        "mechanic.speed_up",
        "mechanic.poison",
    ),
    p(
        "ब्रेकआउट गेम जिसमें पैडल छोटा होता जाता है, तीन जानें",
        "hi",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "mechanic.lives",
    ),
    p(
        "डबल जंप और काँटों वाला प्लेटफ़ॉर्म गेम, 90 सेकंड, मोबाइल के लिए",
        "hi",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.hazards",
        "time_limit",
        "target.phone",
        time_s=90,
    ),
    p("अंतरिक्ष में शूटर गेम, ढाल और बम के साथ", "hi", "shooter", "in", "theme", "mechanic.shield", "mechanic.bomb"),
    p("दो मिनट का मैच-3 पहेली गेम, कॉम्बो के साथ", "hi", "match3", "in", "time_limit", "mechanic.combo", time_s=120),
    p("मेमोरी गेम, एक मिनट में सारे जोड़े ढूँढो", "hi", "memory", "in", "time_limit", time_s=60),
    p(
        "अंतहीन दौड़ वाला रनर जो हर 10 सेकंड में और तेज़ होता है, कीबोर्ड से खेलें",
        "hi",
        "runner",
        "in",
        "mechanic.speed_up",
        "controls.keys",
    ),
    p("छछूंदर मारने वाला खेल, सुनहरे छछूंदर पर बोनस", "hi", "tapper", "in", "mechanic.bonus"),
    p("शतरंज की पहेलियाँ, दो चालों में मात", "hi", "chess", "in"),
    p("टावर डिफेंस गेम जिसमें दुश्मनों की लहरें आती हैं", "hi", "tower_defense", "off", "mechanic.enemies"),
    p("कार रेस का खेल, तीन लेवल", "hi", "racing", "in", "mechanic.levels"),
    p("बच्चों के लिए आसान साँप का खेल", "hi", "snake", "in", difficulty="easy"),
    p(
        "बहुत मुश्किल प्लेटफ़ॉर्म गेम जिसमें अंत में बॉस है",
        "hi",
        "platformer",
        "in",
        "mechanic.boss",
        difficulty="hard",
    ),
    p("टेट्रिस जैसा खेल, गिरते ब्लॉक, ३ मिनट", "hi", "tetris", "in", "time_limit", time_s=180),
)
