"""How well the pitch reader reads a corpus: per language, the pitches read exactly as listed, and the
requirements found, missed and read where the pitch asks for none.

    .venv/bin/python bench/pitch_reading.py [--corpus varied|wider|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|kinds|corpus|all]
                                            [--only ar,hi,...] [--show] [--unmarked] [--asks]
                                            [--labelled [--held-out|--eleventh|--twelfth|--thirteenth|--fourteenth|--fifteenth|--sixteenth]]

A pitch is read exactly when the reader's requirement ids are the listed ones, with the listed kind of
game, time limit, difficulty and language. A requirement counts as found when its id is read (the
genre, the time limit and the language only with the listed value), as missed when it is listed and not found, and as read wrongly
when it is read and not listed (or read with another value). ``--show`` prints each pitch read otherwise. ``--unmarked`` reads the
Latin-script pitches that have marks as typed without them ("mais rapido", "Vier gewinnt fur zwei
Spieler"), and only those. ``--asks`` counts instead the pitches with a phrase the reader has no words
for (the ``ask`` requirements of :func:`crumb.core.pitch_reader.floor`), per language, and with
``--show`` prints each with its asks. ``--labelled`` measures those asks on the pitches labelled with what
they ask (``tests/core/pitches_asks.py``): the labelled asks found, the false asks (on a pitch labelled
with none, or none labelled where they are) and the asks quoting words the reader did read; with
``--show``, each pitch with an ask found or labelled; with ``--held-out``, on the held-out labelled set
(``tests/core/pitches_asks_held.py``) instead, with ``--eleventh`` (``--twelfth``) on the eleventh
(twelfth) set's asks. On the eleventh and twelfth sets, which list the creatures and vehicles each pitch
names, ``--corpus eleventh`` (``twelfth``) also counts those read (the ``character.<key>`` of
:func:`crumb.core.pitch_reader.floor`): the pitches whose cast is read exactly, the keys found, missed
and read where none is listed. On the thirteenth set, which lists the numbers each pitch attaches to a
requirement the reader names ("3 lives", "10 monedas", "first to 7 points"), ``--corpus thirteenth`` also
counts those: kept (the requirement of that id keeps the number as its ``count``), asked (an ask quotes
the words that hold it), dropped (neither), and the counts read where none is listed or with another
number (wrong); ``--labelled --thirteenth`` measures its asks. The fourteenth set (opponents, doors and keys,
denied and corrected kinds, native number words) lists its numbers so too: ``--corpus fourteenth`` and
``--labelled --fourteenth``; the fifteenth (where a thing is and which way a game runs: a paddle on the left,
a vertical shooter, tetris upside down) so too: ``--corpus fifteenth`` and ``--labelled --fifteenth``; the sixteenth
(a round said to end, a way to lose with its number, a limit on a move, an axis, a word inside another) so
too: ``--corpus sixteenth`` and ``--labelled --sixteenth``.
Pure: no Redis, no browser.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from crumb.core import pitch_reader  # noqa: E402
from crumb.core.pitch_match import bare  # noqa: E402
from tests.core.pitches import CORPUS, Pitch  # noqa: E402
from tests.core.pitches_asks import LABELLED  # noqa: E402
from tests.core.pitches_asks import measure as measure_asks  # noqa: E402
from tests.core.pitches_asks_held import HELD_OUT  # noqa: E402
from tests.core.pitches_eighth import EIGHTH  # noqa: E402
from tests.core.pitches_eleventh import ELEVENTH, ELEVENTH_ASKS, ELEVENTH_CAST  # noqa: E402
from tests.core.pitches_fifteenth import FIFTEENTH, FIFTEENTH_ASKS, FIFTEENTH_COUNTS  # noqa: E402
from tests.core.pitches_fifth import FIFTH  # noqa: E402
from tests.core.pitches_fourteenth import FOURTEENTH, FOURTEENTH_ASKS, FOURTEENTH_COUNTS  # noqa: E402
from tests.core.pitches_kinds import KINDS_SET  # noqa: E402
from tests.core.pitches_ninth import NINTH  # noqa: E402
from tests.core.pitches_seventh import SEVENTH  # noqa: E402
from tests.core.pitches_sixteenth import SIXTEENTH, SIXTEENTH_ASKS, SIXTEENTH_COUNTS  # noqa: E402
from tests.core.pitches_sixth import SIXTH  # noqa: E402
from tests.core.pitches_tenth import TENTH  # noqa: E402
from tests.core.pitches_thirteenth import THIRTEENTH, THIRTEENTH_ASKS, THIRTEENTH_COUNTS  # noqa: E402
from tests.core.pitches_twelfth import TWELFTH, TWELFTH_ASKS, TWELFTH_CAST  # noqa: E402
from tests.core.pitches_varied import VARIED  # noqa: E402
from tests.core.pitches_wider import WIDER  # noqa: E402

_VALUED = ("genre", "time_limit", "language")


def _expected(case: Pitch) -> set[str]:
    """The listed requirements, the genre, time limit and language with their values, and the difficulty."""
    out = {i for i in case.ids if i not in _VALUED} | {f"language={case.lang}"}
    out |= {f"genre={case.kind}"} if case.kind else set()
    out |= {f"time_limit={case.time_s}"} if case.time_s else set()
    return out | ({f"difficulty={case.difficulty}"} if case.difficulty else set())


def _read(text: str) -> set[str]:
    found = {r.id: r for r in pitch_reader.read(text)}
    out = {i for i in found if i not in _VALUED}
    out |= {f"{i}={found[i].value}" for i in _VALUED if i in found}
    level = pitch_reader.difficulty(text)
    return out | ({f"difficulty={level[0]}"} if level else set())


def _requirements(case: Pitch) -> tuple[set[str], set[str]]:
    """(the requirements listed, those read) of a pitch."""
    return _expected(case), _read(case.text)


def _cast(case: Pitch) -> tuple[set[str], set[str]]:
    """(the creatures and vehicles listed, those read: ``character.<key>``) of a pitch of the eleventh
    or twelfth set."""
    got = {r.value for r in pitch_reader.floor(case.text) if r.id.startswith(f"{pitch_reader.CHARACTER_ID}.")}
    return set({**ELEVENTH_CAST, **TWELFTH_CAST}.get(case.text, ())), got


def measure(
    cases: list[Pitch], show: bool = False, pair: Callable[[Pitch], tuple[set[str], set[str]]] = _requirements
) -> dict[str, dict[str, int]]:
    """Per language (and ``all``): pitches, exactly read, requirements listed, found, missed, read wrongly
    (or, with ``pair`` :func:`_cast`, the same of the creatures and vehicles named)."""
    figures: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for case in cases:
        want, got = pair(case)
        for lang in (case.lang, "all"):
            row = figures[lang]
            row["pitches"] += 1
            row["exact"] += want == got
            row["listed"] += len(want)
            row["found"] += len(want & got)
            row["missed"] += len(want - got)
            row["wrong"] += len(got - want)
        if show and want != got:
            print(f"[{case.lang}] {case.text}\n    missed: {sorted(want - got)}  wrong: {sorted(got - want)}")
    return figures


def counts(cases: list[Pitch], show: bool = False) -> dict[str, int]:
    """Of the numbers the thirteenth to sixteenth sets list: kept on their requirement, asked, dropped; and the counts
    read where none is listed (or with another number)."""
    out = dict.fromkeys(("listed", "kept", "asked", "dropped", "wrong"), 0)
    for case in cases:
        floor = pitch_reader.floor(case.text)
        got = {(r.id, r.count) for r in floor if r.count is not None}
        asked = [r.source for r in floor if r.id.startswith("ask.")]
        listed = {**THIRTEENTH_COUNTS, **FOURTEENTH_COUNTS, **FIFTEENTH_COUNTS, **SIXTEENTH_COUNTS}.get(case.text, ())
        for count in listed:
            at = case.text.find(count.words)
            span = (at, at + len(count.words))
            kept = (count.id, count.number) in got
            quoted = not kept and any(
                (i := case.text.find(part)) >= 0 and i < span[1] and span[0] < i + len(part)
                for words in asked
                for part in words.split(" · ")
            )
            out["listed"] += 1
            out["kept" if kept else "asked" if quoted else "dropped"] += 1
            if show and not kept:
                print(f"[{case.lang}] {case.text}\n    {count.id}={count.number}: {'asked' if quoted else 'dropped'}")
        wrong = got - {(count.id, count.number) for count in listed}
        out["wrong"] += len(wrong)
        if show and wrong:
            print(f"[{case.lang}] {case.text}\n    counts read wrongly: {sorted(wrong)}")
    return out


def asks(cases: list[Pitch], show: bool = False) -> None:
    """Per language (and ``all``): pitches, and those with at least one ask (and how many asks)."""
    figures: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for case in cases:
        found = [r.source for r in pitch_reader.floor(case.text) if r.kind == "ask"]
        for lang in (case.lang, "all"):
            figures[lang]["pitches"] += 1
            figures[lang]["with_asks"] += bool(found)
            figures[lang]["asks"] += len(found)
        if show and found:
            print(f"[{case.lang}] {case.text}\n    asks: {found}")
    print(f"{'lang':<5} {'pitches':>7} {'with asks':>9} {'asks':>5}")
    for lang in sorted(figures, key=lambda k: (k == "all", k)):
        row = figures[lang]
        print(f"{lang:<5} {row['pitches']:>7} {row['with_asks']:>9} {row['asks']:>5}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--corpus",
        choices=(
            "varied",
            "wider",
            "fifth",
            "sixth",
            "seventh",
            "eighth",
            "ninth",
            "tenth",
            "eleventh",
            "twelfth",
            "thirteenth",
            "fourteenth",
            "fifteenth",
            "sixteenth",
            "kinds",
            "corpus",
            "all",
        ),
        default="varied",
    )
    parser.add_argument("--only", default="", help="comma-separated language codes")
    parser.add_argument("--show", action="store_true", help="print each pitch read otherwise than listed")
    parser.add_argument("--unmarked", action="store_true", help="read the pitches with marks typed without them")
    parser.add_argument("--asks", action="store_true", help="count the pitches with phrases the reader cannot read")
    parser.add_argument("--labelled", action="store_true", help="measure the asks on the labelled pitches")
    parser.add_argument("--held-out", action="store_true", help="with --labelled: on the held-out labelled set")
    parser.add_argument("--eleventh", action="store_true", help="with --labelled: on the eleventh set's asks")
    parser.add_argument("--twelfth", action="store_true", help="with --labelled: on the twelfth set's asks")
    parser.add_argument("--thirteenth", action="store_true", help="with --labelled: on the thirteenth set's asks")
    parser.add_argument("--fourteenth", action="store_true", help="with --labelled: on the fourteenth set's asks")
    parser.add_argument("--fifteenth", action="store_true", help="with --labelled: on the fifteenth set's asks")
    parser.add_argument("--sixteenth", action="store_true", help="with --labelled: on the sixteenth set's asks")
    args = parser.parse_args()
    if args.labelled:
        held = HELD_OUT if args.held_out else LABELLED
        later = (
            SIXTEENTH_ASKS
            if args.sixteenth
            else FIFTEENTH_ASKS
            if args.fifteenth
            else FOURTEENTH_ASKS
            if args.fourteenth
            else THIRTEENTH_ASKS
            if args.thirteenth
            else TWELFTH_ASKS
            if args.twelfth
            else None
        )
        labelled = later or (ELEVENTH_ASKS if args.eleventh else held)
        row = measure_asks(pitch_reader.floor, labelled, show=args.show)
        print(" ".join(f"{k}={v}" for k, v in row.items()))
        print(
            f"recall {row['found']}/{row['labelled']}, false asks {row['false']} ({row['false_on_none']} on pitches "
            f"labelled with none), quoting read words {row['quote_read']}"
        )
        return
    cases = {
        "varied": list(VARIED),
        "wider": list(WIDER),
        "fifth": list(FIFTH),
        "sixth": list(SIXTH),
        "seventh": list(SEVENTH),
        "eighth": list(EIGHTH),
        "ninth": list(NINTH),
        "tenth": list(TENTH),
        "eleventh": list(ELEVENTH),
        "twelfth": list(TWELFTH),
        "thirteenth": list(THIRTEENTH),
        "fourteenth": list(FOURTEENTH),
        "fifteenth": list(FIFTEENTH),
        "sixteenth": list(SIXTEENTH),
        "kinds": list(KINDS_SET),
        "corpus": list(CORPUS),
        "all": [
            *VARIED,
            *WIDER,
            *FIFTH,
            *SIXTH,
            *SEVENTH,
            *EIGHTH,
            *NINTH,
            *TENTH,
            *ELEVENTH,
            *TWELFTH,
            *THIRTEENTH,
            *FOURTEENTH,
            *FIFTEENTH,
            *SIXTEENTH,
            *CORPUS,
        ],
    }[args.corpus]
    if args.only:
        cases = [c for c in cases if c.lang in args.only.split(",")]
    if args.unmarked:
        cases = [dataclasses.replace(c, text=bare(c.text)) for c in cases if bare(c.text) != c.text]
    if args.asks:
        asks(cases, args.show)
        return
    figures = measure(cases, args.show)
    print(f"{'lang':<5} {'pitches':>7} {'exact':>6} {'listed':>6} {'found':>6} {'missed':>6} {'wrong':>6}")
    for lang in sorted(figures, key=lambda k: (k == "all", k)):
        row = figures[lang]
        cells = " ".join(f"{row[k]:>6}" for k in ("exact", "listed", "found", "missed", "wrong"))
        print(f"{lang:<5} {row['pitches']:>7} {cells}")
    if args.corpus in ("eleventh", "twelfth"):
        row = measure(cases, args.show, _cast)["all"]
        print("cast: " + " ".join(f"{k}={v}" for k, v in row.items()))
    if args.corpus in ("thirteenth", "fourteenth", "fifteenth", "sixteenth"):
        print("counts: " + " ".join(f"{k}={v}" for k, v in counts(cases, args.show).items()))


if __name__ == "__main__":
    main()
