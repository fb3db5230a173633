"""Greek pitches, with what a person reading them would list."""

from __future__ import annotations

from tests.core.pitches import p

CORPUS = (
    p(
        "Ένα παιχνίδι φιδιού που γίνεται όλο και πιο γρήγορο, με δηλητηριώδη μήλα",
        "el",
        "snake",
        "in",
        "mechanic.speed_up",
        "mechanic.poison",
    ),
    p(
        "Breakout όπου η ρακέτα μικραίνει, με τρεις ζωές",
        "el",
        "breakout",
        "in",
        "mechanic.shrink_paddle",
        "mechanic.lives",
    ),
    p(
        "Παιχνίδι πλατφόρμας με διπλό άλμα και αγκάθια, 90 δευτερόλεπτα, για κινητό",
        "el",
        "platformer",
        "in",
        "mechanic.double_jump",
        "mechanic.hazards",
        "time_limit",
        "target.phone",
        time_s=90,
    ),
    p(
        "Διαστημικό παιχνίδι σκοποβολής με ασπίδα και βόμβες",
        "el",
        "shooter",
        "in",
        "theme",
        "mechanic.shield",
        "mechanic.bomb",
    ),
    p(
        "Ένα παιχνίδι τρία στη σειρά για 2 λεπτά με πολλαπλασιαστή",
        "el",
        "match3",
        "in",
        "time_limit",
        "mechanic.combo",
        time_s=120,
    ),
    p("ΠΑΙΧΝΙΔΙ ΜΝΗΜΗΣ: ΒΡΕΣ ΤΑ ΖΕΥΓΑΡΙΑ ΣΕ ΕΝΑ ΛΕΠΤΟ", "el", "memory", "in", "time_limit", time_s=60),
    p(
        "Ατελείωτο τρέξιμο που επιταχύνει κάθε 10 δευτερόλεπτα, με τα βελάκια",
        "el",
        "runner",
        "in",
        "mechanic.speed_up",
        "controls.keys",
    ),
    p("Οι χρυσοί τυφλοπόντικες δίνουν διπλούς πόντους", "el", "tapper", "in", "mechanic.bonus"),
    p("Σκάκι με γρίφους: ματ σε δύο κινήσεις", "el", "chess", "in"),
    p("Άμυνα πύργων με κύματα εχθρών", "el", "tower_defense", "off", "mechanic.enemies"),
    p("Αγώνας αυτοκινήτων σε τρεις πίστες", "el", "racing", "in", "mechanic.levels"),
    p("Ένα εύκολο φιδάκι για παιδιά", "el", "snake", "in", difficulty="easy"),
    p(
        "Ένα πολύ δύσκολο παιχνίδι πλατφόρμας με αρχηγό στο τέλος",
        "el",
        "platformer",
        "in",
        "mechanic.boss",
        difficulty="hard",
    ),
    p("Παιχνίδι αποφυγής αστεροειδών, άντεξε μισό λεπτό", "el", "dodger", "in", "time_limit", time_s=30),
)
