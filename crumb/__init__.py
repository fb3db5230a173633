"""CRUMB: a one-line game pitch to a playable browser game, through Planner → Builder → QA → Verifier."""

__version__ = "0.1.0"
