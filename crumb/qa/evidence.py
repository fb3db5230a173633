"""What a game page said while QA ran it: errors, blocked requests, missing files, navigations, each
once, the first few kept and the rest counted."""

from __future__ import annotations

from dataclasses import dataclass, field

# Of each kind of evidence QA keeps the first KEPT items, each cut to TEXT_CHARS, and counts the
# rest: a game that logs thousands of errors or asks for megabyte URLs is judged on all of them, and
# its report still fits one event (a qa.result past max_draft_bytes could not be recorded).
KEPT = 40
TEXT_CHARS = 300
LISTS = (
    "page_errors",
    "console_errors",
    "blocked",
    "missing",
    "oversize",
    "navigations",
    "refusals",
    "unfetched",
    "unknown_keys",
)


@dataclass
class Evidence:
    """What the page said while it ran: errors with the phase and game time they happened at."""

    page_errors: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    blocked: list[str] = field(default_factory=list)
    blocked_kinds: dict[str, str] = field(default_factory=dict)  # blocked URL → what it was (script, image, …)
    missing: list[str] = field(default_factory=list)  # files the game asked for that its folder lacks
    oversize: list[str] = field(default_factory=list)  # files it asked for that QA would not serve: why, each
    navigations: list[str] = field(default_factory=list)  # pages the game tried to leave for (prevented)
    refusals: list[str] = field(default_factory=list)  # browser policy refusals (autoplay)
    # What the page threw where a request QA blocked failed (a fetch, an XHR, an import): the block's
    # doing, which the network check reports; online the request would have been answered.
    unfetched: list[str] = field(default_factory=list)
    unknown_keys: list[str] = field(default_factory=list)  # keys the spec names that no keyboard has
    # Each error line thrown by the game's handler of an input QA gave → that input ('keydown'), and
    # the lines thrown anywhere else (its frames, its timers, its load): init.js says which.
    answered: dict[str, str] = field(default_factory=dict)
    unprompted: set[str] = field(default_factory=set)
    game_time_ms: int = 0
    unkept: dict[str, int] = field(default_factory=dict)  # list → items seen past its first KEPT
    _seen: dict[str, set[int]] = field(default_factory=dict, repr=False)

    def errors(self) -> list[str]:
        return self.page_errors + self.console_errors

    def keep(self, name: str, item: str, key: str | None = None) -> bool:
        """Add ``item`` to the list ``name`` once (by ``key``, default the item), or count it past
        KEPT; whether it was new."""
        seen = self.seen(name)
        token = hash(item if key is None else key)
        if token in seen:
            return False
        seen.add(token)
        if len(self.of(name)) < KEPT:
            self.of(name).append(item)
        else:
            self.unkept[name] = self.unkept.get(name, 0) + 1
        return True

    def seen(self, name: str) -> set[int]:
        """Every item of ``name`` seen so far, kept or only counted, by the hash of its key."""
        if name not in self._seen:
            key = error_line if name.endswith("errors") else str
            self._seen[name] = {hash(key(x)) for x in self.of(name)}
        return self._seen[name]

    def count_past(self, name: str, tokens: set[int]) -> None:
        """Count the items of another page's evidence (by ``seen``) this one has not seen, past KEPT."""
        seen = self.seen(name)
        new = tokens - seen
        seen |= new
        if new:
            self.unkept[name] = self.unkept.get(name, 0) + len(new)

    def of(self, name: str) -> list[str]:
        items: list[str] = getattr(self, name)
        return items

    def count(self, *names: str) -> int:
        """How many items of these lists were seen, kept or not."""
        return sum(len(self.of(n)) + self.unkept.get(n, 0) for n in names)


def cut(text: str) -> str:
    """A URL or a line as evidence keeps it: at most TEXT_CHARS."""
    return text if len(text) <= TEXT_CHARS else text[: TEXT_CHARS - 1] + "…"


def error_line(item: str) -> str:
    """An error without its ``[phase, time]`` tail (GamePage._error)."""
    return item.rsplit(" [", 1)[0]
