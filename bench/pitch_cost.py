"""What reading a long repetitive pitch costs: CPU seconds of ``pitch_reader.floor`` by length.

    .venv/bin/python bench/pitch_cost.py ["3 min "] [--lengths 500,1000,2000,4000]

The unit is repeated to each length (cut there); a pitch of it 600 characters long is read first, so
that compiling the unit's words is not counted. CPU time (``time.process_time``), not the clock: a busy
machine slows every read alike. A pitch is refused past ``MAX_GOAL_CHARS`` (2,000); longer ones show how
the cost grows. Pure: no Redis, no browser.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from crumb.core import pitch_reader  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("unit", nargs="?", default="3 min ", help="the words repeated")
    parser.add_argument("--lengths", default="500,1000,2000,4000", help="comma-separated lengths in characters")
    args = parser.parse_args()

    def pitch(n: int) -> str:
        return (args.unit * (n // max(1, len(args.unit)) + 1))[:n]

    pitch_reader.floor(pitch(600))
    for n in (int(x) for x in args.lengths.split(",")):
        start = time.process_time()
        pitch_reader.floor(pitch(n))
        print(f"{args.unit!r} {n:6d} characters: {time.process_time() - start:.2f} s CPU", flush=True)


if __name__ == "__main__":
    main()
