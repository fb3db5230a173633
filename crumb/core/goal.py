"""What a session's pitch must be: the one check the CLI, the dashboard, the bus and the coordinator
share, so a blank pitch is refused where it is typed instead of becoming a session that builds a
game nobody asked for."""

from __future__ import annotations

import unicodedata

MAX_GOAL_CHARS = 2000  # as Spec.pitch: the planner copies the pitch into its spec
EXAMPLE = '"a 60-second match-3 with a combo bonus"'


def control_char(text: str) -> str | None:
    """The first control character of ``text`` other than a tab or a line break, as "U+001B at 7"; None
    when it has none. People's text (a pitch, an intervention) reaches prompts and terminals."""
    for at, char in enumerate(text):
        if unicodedata.category(char) == "Cc" and char not in "\t\n\r":
            return f"U+{ord(char):04X} at {at}"
    return None


def not_unicode(text: str) -> str | None:
    """Why ``text`` cannot be written as UTF-8 (a lone surrogate: a JSON "\\ud800", or bytes that were not
    UTF-8 in argv), as "surrogates not allowed at 0"; None when it can. Signing, Redis and the transcript need UTF-8."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as e:
        return f"{e.reason} at {e.start}"
    return None


def goal_problem(goal: object) -> str | None:
    """Why ``goal`` cannot be a pitch, in words that say what to do; None when it can."""
    if not isinstance(goal, str):
        return f"the pitch must be text, not {type(goal).__name__}"
    text = goal.strip()
    if not text:
        return f"the pitch is empty: describe the game in one line, e.g. {EXAMPLE}"
    if len(text) > MAX_GOAL_CHARS:
        return f"the pitch is {len(text)} characters long, {MAX_GOAL_CHARS} at most: describe the game in one line"
    if (why := not_unicode(text)) is not None:
        return f"the pitch is not valid Unicode text ({why}): send UTF-8 text"
    if (found := control_char(text)) is not None:
        return f"the pitch holds a control character ({found}): send plain text"
    if not any(unicodedata.category(char)[0] in "LNS" for char in text):  # letters, digits, symbols (emoji)
        return f"the pitch has no words, only punctuation ({text[:40]!r}): describe the game, e.g. {EXAMPLE}"
    return None


def clean_goal(goal: object) -> str:
    """The pitch without surrounding blanks; ValueError (the reason) when it cannot be one."""
    problem = goal_problem(goal)
    if problem is not None:
        raise ValueError(problem)
    assert isinstance(goal, str)
    return goal.strip()
