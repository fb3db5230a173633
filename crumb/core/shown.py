"""People's and agents' text as a person reads it: characters that change how text looks without being
seen (bidi overrides and isolates, zero-width characters, control characters) are marked, so a pitch,
a game's title or a feedback text cannot disguise itself on a terminal or the dashboard. What is
stored is never changed: only what is shown."""

from __future__ import annotations

import re

__all__ = ["json_shown", "shown"]

# Invisible characters that reorder or hide text. Bidi embeddings, overrides and isolates turn text
# round ("Trojan Source"); zero-width spaces, word joiners, invisible operators and the byte-order mark
# hide where words break or join; line and paragraph separators end a line a terminal does not show;
# control characters (an escape sequence) rewrite a terminal. The zero-width joiner and non-joiner
# (U+200C, U+200D) stay as they are: Persian, Hindi and emoji sequences need them, and they turn
# nothing round. So do the left-to-right and right-to-left marks.
_INVISIBLE = "\u202a-\u202e\u2066-\u2069\u200b\u2060-\u2064\ufeff\u180e\u2028\u2029\x7f-\x9f"
_HIDDEN = re.compile(f"[\x00-\x1f{_INVISIBLE}]")
_HIDDEN_IN_JSON = re.compile(f"[{_INVISIBLE}]")  # json.dumps escapes the rest of the controls itself
# Line breaks and tabs keep a text's shape where it has several lines; a one-line view shows them. A
# carriage return is always shown: on a terminal it writes the rest of a line over its start.
_KEPT = {"\n": "\\n", "\t": "\\t"}


def shown(text: object, *, one_line: bool = False) -> str:
    """``text`` with every hidden character marked as ``<U+202E>`` and a carriage return as ``\\r``; with
    ``one_line``, line breaks and tabs as ``\\n`` and ``\\t`` too (a row of a list must not start another)."""
    text = "" if text is None else str(text)

    def mark(found: re.Match[str]) -> str:
        char = found.group()
        if char in _KEPT:
            return _KEPT[char] if one_line else char
        return "\\r" if char == "\r" else f"<U+{ord(char):04X}>"

    return _HIDDEN.sub(mark, text)


def json_shown(encoded: str) -> str:
    """JSON text (``json.dumps(..., ensure_ascii=False)``) with each hidden character written as its
    ``\\uXXXX`` escape: the same JSON value, but one a person reading it sees the characters of."""
    return _HIDDEN_IN_JSON.sub(lambda found: f"\\u{ord(found.group()):04x}", encoded)
