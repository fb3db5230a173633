"""The ``local`` offline studio: a pitch-reading planner, a template builder and an evidence-based verifier.

It needs no account and no network, and is the default binding when nothing else is bound.
"""

from crumb.adapters.local.builder import build
from crumb.adapters.local.planner import plan
from crumb.adapters.local.verifier import judge

__all__ = ["build", "judge", "plan"]
