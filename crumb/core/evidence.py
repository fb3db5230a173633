"""The verifier's words against QA's record: what its evidence says that QA's report contradicts.

The validator caps a verdict by what QA recorded, whatever the verifier wrote; the verifier's
evidence strings are what a person reads as the reason, so they must not misstate the record. Three
misstatements are found, in each dimension's evidence and in the feedback (not in the suggested
change, which says what to make, not what is):

- ``cites_failed_as_passed``: a statement that says only that things pass ("AC1 holds", "checks
  passed: boot, frame_rate", "requirements met: R1 [AC1]") names a criterion or a QA check that QA
  saw fail. A statement is a sentence, or a part of one between contrasting words ("but", "while")
  or, where it says both, between commas ("AC1 passes, AC2 fails" says AC1 passes); one holding any
  word of failing, of not being or of a hedge ("should", "partly") says no such thing.
- ``cites_unknown_id``: an id in the form of the spec's criteria or requirements ("AC-9" beside
  "AC-1", "R7" beside "R1") that neither has.
- ``quotes_unmeasured_number``: a number said in frames a second, milliseconds or a percentage ("60
  fps", "120 ms", "40% of the screen") that is none of the numbers QA's report holds, nor the spec's,
  rounded or cut to the places it is written with (all or none, 100% and 0%, count things: no
  measurement).

It reads only what the house has: for a report without QA's checks (the original's, before per-check
results) or a spec without ids, nothing is found. Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["Facts", "Misstatement", "facts_of", "misstatements"]

CITES_FAILED = "cites_failed_as_passed"
CITES_UNKNOWN = "cites_unknown_id"
UNMEASURED = "quotes_unmeasured_number"

_PASSING = re.compile(
    r"(?<![\w-])(?:pass(?:es|ed|ing)?|holds?|held|ok|okay|met|meets|works?|working|succeed(?:s|ed)?|"
    r"verified|satisfie[sd]|proven|green)(?![\w-])|[✓✔]",
    re.IGNORECASE,
)
_NOT_PASSING = re.compile(
    r"(?<![\w-])(?:fail(?:s|ed|ing|ure|ures)?|broken|breaks?|not|no|none|never|unmet|missing|false|skip(?:s|ped)?|"
    r"partial(?:ly)?|partly|except|without|cannot|unable|should|would|could|must|needs?|once|if|unless|"
    r"wrong|error|errors|crash(?:es|ed)?|hangs?|hung|lacks?|lacking)(?![\w-])|n't|[✗✘]",
    re.IGNORECASE,
)
_SENTENCES = re.compile(r"[.;!?\n]+(?:\s|$)|(?<![\w-])(?:but|while|whereas|however|although|though)(?![\w-])", re.I)
_CHECKS = re.compile(r"(?<![\w-])(?:checks?|qa)(?![\w-])", re.IGNORECASE)
_ID_SHAPE = re.compile(r"^([A-Za-z]+)([-_.]?)(\d+)$")
# A number and its unit: frames a second, milliseconds, a share.
_QUOTED = re.compile(
    r"(?<![\w.])(\d+(?:\.\d+)?)\s*(fps|frames? (?:a|per) second|ms|milliseconds?|%|per ?cent)(?![\w])"
    r"|(?<![\w])(fps)\s*(?:of\s*)?(\d+(?:\.\d+)?)(?![\w.])",
    re.IGNORECASE,
)
# A number of its own in QA's words ("58 fps", "in 33.2%"), not the digits of an id or a hash.
_NUMBER = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.]*\w)")
# A share of all or none ("100% of the criteria") counts things; it is no measurement.
_SHARES = ("%", "percent", "per cent")


@dataclass(frozen=True)
class Facts:
    """What QA and the spec recorded, as the evidence is checked against it."""

    failed: frozenset[str]  # criteria QA saw fail
    failed_checks: frozenset[str]  # QA's checks that failed
    known: frozenset[str]  # every id the spec gives a criterion or a requirement, and QA's checks
    shapes: tuple[tuple[str, str], ...]  # (letters, separator) of the spec's ids: "AC-1" is ("ac", "-")
    numbers: tuple[float, ...]  # every number QA's report and the spec hold


@dataclass(frozen=True)
class Misstatement:
    rule: str
    where: str  # D1, D3, D5 or feedback
    said: str  # the words of the evidence, cut
    why: str

    def to_dict(self) -> dict[str, str]:
        return {"rule": self.rule, "where": self.where, "said": self.said, "why": self.why}


def _numbers_in(value: Any, out: list[float], depth: int = 0) -> None:
    if depth > 20:
        return
    if isinstance(value, bool):
        return
    if isinstance(value, (int, float)):
        out.append(float(value))
    elif isinstance(value, str):
        out.extend(float(n) for n in _NUMBER.findall(value))
    elif isinstance(value, Mapping):
        for v in value.values():
            _numbers_in(v, out, depth + 1)
    elif isinstance(value, (list, tuple)):
        for v in value:
            _numbers_in(v, out, depth + 1)


def facts_of(
    spec: Mapping[str, Any] | None, qa: Mapping[str, Any] | None, judged: Iterable[Mapping[str, Any]] = ()
) -> Facts | None:
    """The facts of a spec with ids and a QA report with its checks; None where the house has no such
    record to hold the words against (the original's reports, a legacy spec, no QA run). ``judged``:
    the rows of the ledger as the house judged it, whose ids the house gave too (a requirement it added
    from the pitch, which the spec left out)."""
    if not isinstance(qa, Mapping) or not isinstance(qa.get("checks"), list) or not isinstance(spec, Mapping):
        return None
    rows = [
        *(c for c in spec.get("acceptance_criteria") or () if isinstance(c, Mapping)),
        *(r for r in spec.get("requirements") or () if isinstance(r, Mapping)),
        *(r for r in judged if isinstance(r, Mapping)),
    ]
    ids = {str(r["id"]) for r in rows if isinstance(r.get("id"), str)}
    if not ids:
        return None
    acceptance: list[Any] = qa["acceptance"] if isinstance(qa.get("acceptance"), list) else []
    failed = {str(r.get("id")) for r in acceptance if isinstance(r, Mapping) and r.get("status") == "fail"}
    checks = {str(c.get("name")) for c in qa["checks"] if isinstance(c, Mapping) and c.get("name")}
    failed_checks = {str(c.get("name")) for c in qa["checks"] if isinstance(c, Mapping) and c.get("status") == "fail"}
    shapes = {(m.group(1).lower(), m.group(2)) for i in ids if (m := _ID_SHAPE.match(i))}
    numbers: list[float] = []
    _numbers_in(qa, numbers)
    _numbers_in(spec, numbers)
    return Facts(
        frozenset(failed),
        frozenset(failed_checks),
        frozenset(ids | checks),
        tuple(sorted(shapes)),
        tuple(sorted(set(numbers))),
    )


def _statements(text: str) -> list[str]:
    """The statements of a text: its sentences, split at contrasting words; a sentence that says both
    that things pass and that they do not, split at its commas too."""
    out: list[str] = []
    for sentence in _SENTENCES.split(text):
        if _PASSING.search(sentence) and _NOT_PASSING.search(sentence):
            out += sentence.split(",")
        else:
            out.append(sentence)
    return [s for s in out if s.strip()]


def _cited(statement: str, names: Iterable[str]) -> list[str]:
    return [n for n in names if re.search(rf"(?<![\w.-]){re.escape(n)}(?![\w-])", statement, re.IGNORECASE)]


def _measured(number: str, numbers: tuple[float, ...]) -> bool:
    """Whether a number as written is one of ``numbers`` rounded or cut to its places ("58" for 57.6 or
    58.4, "57.9" for 57.93): 60 said of a measured 58 is not."""
    places = len(number.partition(".")[2])
    return any(abs(float(number) - n) < 10.0**-places for n in numbers)


def _cut(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 160 else text[:159] + "…"


def misstatements(said: Mapping[str, Iterable[str]], facts: Facts | None) -> list[Misstatement]:
    """Each misstatement of QA's record in the verifier's texts (``said``: where → its texts)."""
    if facts is None:
        return []
    out: list[Misstatement] = []
    unknown_shape = [
        re.compile(rf"(?<![\w.-]){re.escape(letters)}{re.escape(sep)}\d+(?![\w-])", re.IGNORECASE)
        for letters, sep in facts.shapes
    ]
    known = {k.lower() for k in facts.known}
    for where, texts in said.items():
        for text in texts:
            for statement in _statements(text):
                if _PASSING.search(statement) and not _NOT_PASSING.search(statement):
                    # A check's name is often a plain word ("start", "play"): named as a check only
                    # where it is written as one (frame_rate) or the statement speaks of checks.
                    checks = [c for c in facts.failed_checks if "_" in c or _CHECKS.search(statement)]
                    for name in _cited(statement, sorted({*facts.failed, *checks})):
                        why = f"it says {name} passes; QA saw {name} fail"
                        out.append(Misstatement(CITES_FAILED, where, _cut(statement), why))
            for shape in unknown_shape:
                for m in shape.finditer(text):
                    if m.group().lower() not in known:
                        why = f"it names {m.group()}, which is no criterion or requirement of the spec"
                        out.append(Misstatement(CITES_UNKNOWN, where, _cut(text), why))
            for m in _QUOTED.finditer(text):
                number, unit = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
                if not _measured(number, facts.numbers) and not (unit.lower() in _SHARES and float(number) in (0, 100)):
                    why = f"it quotes {number} {unit.lower()}, a number QA never measured (nor the spec says)"
                    out.append(Misstatement(UNMEASURED, where, _cut(text), why))
    return list(dict.fromkeys(out))
