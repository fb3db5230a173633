"""The files agents hand back and the report QA writes: the contracts between workers and agents.

Planner-lead writes ``spec.json`` (a :class:`Spec`), the builder writes ``artifacts/game/``, the
verifier writes ``verdict.json`` (a :class:`Verdict`), and QA produces a :class:`QaReport`, which
becomes ``qa.result.data``. Pure data: no I/O here.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

Verdict_ = Literal["PASS", "PARTIAL", "FAIL", "REJECT"]
Deviation = Literal["Critical", "Important", "Minor"]
CheckStatus = Literal["pass", "fail", "skip"]
Severity = Literal["blocker", "major", "minor"]
QaVerdict = Literal["playable", "limited", "broken"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class AcceptanceCriterion(_Model):
    """One machine-checkable acceptance criterion.

    ``predicate`` is a JavaScript expression evaluated in the page after ``action`` (also
    JavaScript) has run and ``wait_ms`` of game time has passed; truthy means the criterion holds.
    A criterion without a predicate is judged by the verifier alone.
    """

    id: str = Field(pattern=r"^[A-Za-z0-9_.-]{1,32}$")
    text: str = Field(min_length=1, max_length=500)
    predicate: str | None = Field(default=None, max_length=2000)
    action: str | None = Field(default=None, max_length=2000)
    wait_ms: int = Field(default=500, ge=0, le=60_000)


class Controls(_Model):
    """How a player drives the game; QA presses exactly these."""

    keys: list[str] = Field(default_factory=list, max_length=16)  # Playwright key names: "ArrowLeft", "Space"
    pointer: bool = True  # clicks on desktop, taps on a phone
    start: list[str] = Field(default_factory=list, max_length=4)  # keys, or "click", that leave the title screen


RequirementKind = Literal[
    "genre",
    "mechanic",
    "rule",
    "win",
    "lose",
    "time_limit",
    "theme",
    "controls",
    "target",
    "language",
    "change",
    "ask",
]
RequirementStatus = Literal["planned", "unmet"]


class Requirement(_Model):
    """One thing the pitch asks for, with the pitch's own words and the criteria that prove it.

    ``criteria`` names acceptance criteria (by id) whose browser predicate proves the requirement in
    the running game. ``status="unmet"`` is the planner's (or the validator's) honest statement that
    the build will not provide it, with ``reason`` in plain words; it is never dropped or swapped.
    ``kind="change"`` is a change request on a continued game. ``value`` is the canonical thing asked
    for where there is one (a kind of game such as ``tower_defense``, seconds, a theme, a language
    code): the ids and values the house reads in a pitch are listed in :mod:`crumb.core.pitch_reader`.
    ``count`` is the number the pitch attaches to the thing ("3 lives", "10 monedas", "first to 7
    points"): a game with another number of it does not meet the requirement.
    """

    id: str = Field(pattern=r"^[A-Za-z0-9_.-]{1,40}$")
    kind: RequirementKind
    text: str = Field(min_length=1, max_length=300)
    source: str = Field(default="", max_length=300)  # the words of the pitch it comes from
    value: str = Field(default="", max_length=60)
    count: int | None = Field(default=None, ge=0, le=1_000_000)
    criteria: list[str] = Field(default_factory=list, max_length=10)
    status: RequirementStatus = "planned"
    reason: str = Field(default="", max_length=500)


class Spec(_Model):
    """``spec.json``: what planner-lead asks the builder to make."""

    title: str = Field(min_length=1, max_length=120)
    genre: str = Field(min_length=1, max_length=40)
    pitch: str = Field(min_length=1, max_length=2000)
    summary: str = Field(default="", max_length=4000)
    language: str = Field(default="en", max_length=16)
    time_limit_s: int | None = Field(default=None, ge=5, le=3600)
    mechanics: list[str] = Field(default_factory=list, max_length=20)
    theme: dict[str, str] = Field(default_factory=dict)  # e.g. {"name": "ocean", "bg": "#013", "accent": "#4cf"}
    difficulty: Literal["easy", "normal", "hard"] = "normal"
    controls: Controls = Field(default_factory=Controls)
    acceptance_criteria: list[AcceptanceCriterion] = Field(min_length=1, max_length=30)
    # A finite number: JSON has no NaN or Infinity (Python reads them; the transcript writes null).
    tuning: dict[str, Annotated[float, Field(allow_inf_nan=False)] | int | str | bool] = Field(default_factory=dict)
    notes: list[str] = Field(default_factory=list, max_length=20)
    # The requirements ledger (DESIGN law 10). Empty only in legacy specs written before it existed.
    requirements: list[Requirement] = Field(default_factory=list, max_length=40)

    @field_validator("acceptance_criteria", "requirements")
    @classmethod
    def _ids_once(
        cls, items: list[AcceptanceCriterion] | list[Requirement]
    ) -> list[AcceptanceCriterion] | list[Requirement]:
        # Criteria and requirements are named by id (a requirement's criteria, QA's results, the ledger's
        # rows): of two with one id, a result would stand for both, a failed one hidden behind a passed one.
        seen: set[str] = set()
        for item in items:
            if item.id in seen:
                raise ValueError(
                    f"the id {item.id!r} is given twice; each one is named by its id, so give each its own"
                )
            seen.add(item.id)
        return items


class DimScore(_Model):
    score: float = Field(ge=0, le=5)
    evidence: list[str] = Field(default_factory=list)

    @field_validator("score", mode="before")
    @classmethod
    def _not_a_switch(cls, v: object) -> object:
        if isinstance(v, bool):  # read as a number, true would be a score of 1 and false of 0
            raise ValueError(f"a score is a number from 0 to 5, not {str(v).lower()}")
        return v


class Verdict(_Model):
    """``verdict.json``: the verifier's judgement of the evidence.

    D1, D3 and D5 are the verifier's to give. D2, D4 and D6 belong to QA and the reducer; a
    verifier that sends them anyway is corrected by the validator and the correction is audited.
    """

    D1: DimScore
    D3: DimScore
    D5: DimScore
    D2: DimScore | None = None
    D4: DimScore | None = None
    D6: DimScore | None = None
    verdict: Verdict_
    feedback: str = Field(default="", max_length=4000)
    deviation: Deviation | None = None
    suggested_change: str | None = Field(default=None, max_length=4000)


class QaCheck(_Model):
    name: str  # one of QA_CHECK_NAMES
    status: CheckStatus
    detail: str = ""
    ms: int = 0
    severity: Severity | None = None  # set on a failing check: blocker → broken, major → limited


class AcceptanceResult(_Model):
    """A criterion as QA judged it in the game. ``held_without_game``: its predicate, having held,
    held on a blank page at the game's address too (crumb.qa.acceptance): it proves nothing of the game.
    ``looped``: it failed because its predicate did not return in time, on the game or on that blank
    page: the spec's to fix, not the game's."""

    id: str
    status: CheckStatus
    detail: str = ""
    held_without_game: bool = False
    looped: bool = False


class Screenshot(_Model):
    path: str  # relative to the session folder (or to the report's folder for `crumb qa`)
    sha256: str = Field(pattern=r"^[a-f0-9]{64}$")
    viewport: str = "desktop"  # desktop | phone
    label: str = ""


class PlayInput(_Model):
    """One input the play bot gave, at ``t_ms`` of game time since its run's load."""

    t_ms: int
    input: str  # "ArrowLeft 240 ms", "click 640,360"
    why: str = "sensible"  # sensible (the game's own controls), random, repeat (it had just scored), restart


class PlayMark(_Model):
    """A screenshot taken during play, the filmstrip's frame and a replay's checkpoint."""

    t_ms: int
    label: str
    path: str  # like Screenshot.path
    sha256: str = Field(pattern=r"^[a-f0-9]{64}$")


class PlayRun(_Model):
    """One run of play: ``idle`` (started, then left alone) or ``bot`` (played by the seeded bot)."""

    name: str
    ended_at_ms: int | None = None  # game over seen at this game time, None: not within the span
    ended_how: str = ""  # what showed it: the hook's state, a timer, the words on screen
    states: list[str] = Field(default_factory=list)  # window.__crumb.state values seen, in order
    scores: list[float] = Field(default_factory=list)  # window.__crumb.score values seen, in order
    inputs: list[PlayInput] = Field(default_factory=list)
    marks: list[PlayMark] = Field(default_factory=list)


class PlayEvidence(_Model):
    """What the ``play`` check saw; ``trace`` is the replayable trace beside the report (``crumb qa --replay``)."""

    span_ms: int
    bot_seed: int
    page_seed: int
    runs: list[PlayRun] = Field(default_factory=list)
    restart: str = ""
    trace: str = ""


class QaReport(_Model):
    """The deterministic QA evidence.

    ``verdict``: ``playable`` (no failing check), ``limited`` (it runs and responds, but a check failed
    with severity major, e.g. not phone-ready), ``broken`` (a check failed with severity blocker).
    ``exec_exit_code``: 0 the game runs (playable or limited), 1 broken, 2 the check itself failed.
    ``busy``: why it was not decided when the machine, not the game, ate its time (exit 2, no verdict):
    other work kept the machine's CPU busy until the check ran out of it; worth running again.
    """

    exec_exit_code: Literal[0, 1, 2]
    verdict: QaVerdict | None = None  # None only in reports written before the graded verdict
    entry: str = "index.html"
    checks: list[QaCheck] = Field(default_factory=list)
    acceptance: list[AcceptanceResult] = Field(default_factory=list)
    console_errors: list[str] = Field(default_factory=list)
    page_errors: list[str] = Field(default_factory=list)
    blocked_requests: list[str] = Field(default_factory=list)
    fps: float | None = None
    game_time_ms: int = 0
    screenshots: list[Screenshot] = Field(default_factory=list)
    findings: list[str] = Field(default_factory=list)  # non-gating notes, e.g. "fps 24 < 30"
    runtime_ms: int = 0
    cpu_ms: int = 0  # CPU time of the checker and its browser processes (renderers included)
    play: PlayEvidence | None = None  # None when the play check did not run
    busy: str = ""

    def check(self, name: str) -> QaCheck | None:
        return next((c for c in self.checks if c.name == name), None)


QA_CHECK_NAMES = (
    "entry",
    "limits",
    "boot",
    "start",
    "visual_change",
    "input_response",
    "page_scroll",
    "phone_fit",
    "network",
    "frame_rate",
    "acceptance",
    "play",
    "timeout",
)
