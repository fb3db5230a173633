"""The requirements ledger as terminal lines, for ``crumb run``, ``crumb status`` and ``crumb replay``."""

from __future__ import annotations

from typing import Any

from crumb.core.shown import shown

LEGACY = "none (a legacy spec without a ledger: judged as recorded)"


def lines(summary: dict[str, Any], label_width: int = 11) -> list[str]:
    """``requirements N of M met`` and one line per requirement, unmet ones with their reason."""
    rows = summary.get("requirements")
    pad = " " * label_width
    if rows is None:
        said = LEGACY if summary.get("verdict") else "not judged yet"
        return [f"{'requirements':<{label_width}} {said}"]
    met = sum(1 for r in rows if r.get("met"))
    out = [f"{'requirements':<{label_width}} {met} of {len(rows)} met"]
    for r in rows:
        proof = ", ".join(f"{c['id']} {c['status']}" for c in r.get("criteria") or ()) or "no criterion"
        words = f" ← “{r['source']}”" if r.get("source") and r.get("kind") != "language" else ""
        if r.get("met"):
            out.append(f"{pad} met    {r['id']}: {r['text']}{words} [{proof}]")
        else:
            out.append(f"{pad} UNMET  {r['id']}: {r['text']}{words} — {r.get('reason') or 'not proven'}")
    return [shown(line, one_line=True) for line in out]  # a pitch's words, as they are, seen


def status_text(row: dict[str, Any], summary: dict[str, Any]) -> str:
    """``crumb status`` as text: one ``key value`` line per field, then the ledger."""
    width = max(len(k) for k in [*row, "requirements"])  # every value starts in one column
    said = []
    for k, v in row.items():
        if k == "unreadable":  # each line of the transcript that is not an event, named as the dashboard does
            said += [f"{k:<{width}} {u['message']}" for u in v]
        else:
            said.append(f"{k:<{width}} {'-' if v is None else (', '.join(v) or 'none') if isinstance(v, list) else v}")
    return "\n".join([*(shown(line, one_line=True) for line in said), *lines(summary, width)])
