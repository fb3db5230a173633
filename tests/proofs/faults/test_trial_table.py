"""docs/PROOFS.md's trial table: a run of one kind of trial replaces that kind's rows and keeps the rest."""

from __future__ import annotations

from tests.proofs.faults import proof

OLD = f"""# Proofs

{proof.START}
Machine: old.

{
    proof.table(
        [
            proof.Trial("worker SIGKILL", "1", fault="kill", reason="verdict_pass", events=22),
            proof.Trial("worker SIGKILL", "2", fault="kill", reason="verdict_pass", events=22),
            proof.Trial("load", "100 sessions", fault="old load", reason="verdict_pass", events=1800),
            proof.Trial("torn last line", "1", fault="torn", reason="verdict_pass", events=19),
        ]
    )
}
{proof.END}

## Bad input
"""


def _rows(text: str) -> list[tuple[str, str, str]]:
    block = text[text.index(proof.START) : text.index(proof.END)]
    return [
        tuple(cell.strip() for cell in line.split("|")[1:4])  # type: ignore[misc]
        for line in block.splitlines()
        if line.startswith("| ") and not line.startswith("| kind |")
    ]


def test_a_run_of_one_kind_replaces_only_that_kinds_rows(tmp_path, monkeypatch):
    docs = tmp_path / "PROOFS.md"
    docs.write_text(OLD)
    monkeypatch.setattr(proof, "DOCS", docs)
    proof.write_docs([proof.Trial("load", "100 sessions", fault="new load", reason="verdict_pass")], "Machine: new.")
    text = docs.read_text()
    assert _rows(text) == [
        ("worker SIGKILL", "1", "kill"),
        ("worker SIGKILL", "2", "kill"),
        ("torn last line", "1", "torn"),
        ("load", "100 sessions", "new load"),  # the old load row is gone, not doubled
    ]
    assert "Machine: new." in text and "Machine: old." not in text
    assert "Rows of worker SIGKILL, torn last line: from earlier runs" in text
    assert text.endswith("## Bad input\n")  # what follows the table is untouched
    assert text.count("| kind | trial |") == 1


def test_a_run_of_every_kind_leaves_no_earlier_rows_and_no_note(tmp_path, monkeypatch):
    docs = tmp_path / "PROOFS.md"
    docs.write_text(OLD)
    monkeypatch.setattr(proof, "DOCS", docs)
    kinds = ("worker SIGKILL", "load", "torn last line")
    proof.write_docs([proof.Trial(k, "seed 0", fault="again") for k in kinds], "Machine: new.")
    text = docs.read_text()
    assert _rows(text) == [(k, "seed 0", "again") for k in kinds]
    assert "earlier runs" not in text
