"""The transcript: one writer per file, nothing invalid written, torn lines repaired, tail resumable."""

from __future__ import annotations

import json
import multiprocessing
import os
import threading
from pathlib import Path

import pytest

from crumb import transcript
from crumb.errors import DraftInvalid, TranscriptError
from crumb.meta import read_meta, write_meta
from crumb.tail import Tailer, tail
from crumb.transcript import (
    TranscriptWriter,
    read_events,
    read_transcript,
    repair_torn_tail,
    writer_for,
)
from tests.schema_check import assert_valid_against_original

SID = "s-test"


def note(body: str, **extra) -> dict:
    return {"from": "system", "kind": "note", "body": body, **extra}


@pytest.fixture(autouse=True)
def _fresh_registry():
    transcript.reset_writers()
    yield
    transcript.reset_writers()


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "sessions" / SID / "transcript.jsonl"


def lines_of(path: Path) -> list[bytes]:
    data = path.read_bytes()
    assert data.endswith(b"\n")
    return data.split(b"\n")[:-1]


def test_append_fills_id_ts_and_session_and_the_line_validates_against_the_original(path):
    event = TranscriptWriter(path, SID).append(note("hello"))
    assert len(event.id) == 26 and event.ts.endswith("Z") and event.session_id == SID
    (line,) = lines_of(path)
    assert json.loads(line) == event.to_dict()
    assert_valid_against_original(json.loads(line))


def test_append_keeps_an_id_and_ts_the_draft_already_has(path):
    draft = note("x", id="01ARZ3NDEKTSV4RRFFQ69G5FAV", ts="2026-01-01T00:00:00.000Z")
    event = TranscriptWriter(path, SID).append(draft)
    assert (event.id, event.ts) == ("01ARZ3NDEKTSV4RRFFQ69G5FAV", "2026-01-01T00:00:00.000Z")


def test_an_invalid_draft_raises_naming_the_problem_and_writes_nothing(path):
    writer = TranscriptWriter(path, SID)
    writer.append(note("first"))
    before = path.read_bytes()
    with pytest.raises(DraftInvalid, match="kind"):
        writer.append({"from": "system", "kind": "no.such.kind"})
    with pytest.raises(DraftInvalid, match="draft 1 of 2"):
        writer.append_many([note("ok"), {"from": "nobody", "kind": "note"}])
    with pytest.raises(DraftInvalid, match="serialise"):
        writer.append(note("x", data={"thing": object()}))
    assert path.read_bytes() == before


def test_a_draft_without_a_session_id_and_no_writer_session_is_refused(path):
    with pytest.raises(DraftInvalid, match="session_id"):
        TranscriptWriter(path).append(note("orphan"))
    assert not path.exists()


def test_a_batch_is_one_write_with_exactly_one_fsync(path, monkeypatch):
    calls = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (calls.append(fd), real_fsync(fd))[1])
    events = TranscriptWriter(path, SID).append_many([note(f"n{i}") for i in range(10)])
    assert len(calls) == 1
    assert [e.body for e in read_events(path)] == [f"n{i}" for i in range(10)]
    assert [e.id for e in events] == [e.id for e in read_events(path)]


def test_the_registry_gives_one_writer_per_resolved_path(path, monkeypatch):
    path.parent.mkdir(parents=True)
    monkeypatch.chdir(path.parent)
    assert writer_for(path, SID) is writer_for("transcript.jsonl", SID)
    assert writer_for(path, SID) is not writer_for(path.with_name("other.jsonl"), SID)


def test_twenty_threads_appending_at_once_give_twenty_well_formed_lines(path):
    writer = writer_for(path, SID)
    barrier = threading.Barrier(20)

    def worker(i: int) -> None:
        barrier.wait()
        writer.append(note(f"thread {i} " + "x" * 5000))

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(20)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    lines = lines_of(path)
    assert len(lines) == 20
    assert sorted(json.loads(x)["body"].split()[1] for x in lines) == sorted(str(i) for i in range(20))


def _append_from_process(path: str, tag: str, n: int) -> None:
    writer = TranscriptWriter(path, SID)
    for i in range(n):
        writer.append_many([note(f"{tag}-{i}-a " + tag * 20000), note(f"{tag}-{i}-b")])


def test_two_processes_appending_never_interleave(path):
    path.parent.mkdir(parents=True)
    ctx = multiprocessing.get_context("spawn")
    procs = [ctx.Process(target=_append_from_process, args=(str(path), tag, 25)) for tag in "PQ"]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
        assert p.exitcode == 0
    bodies = [e.body for e in read_events(path)]
    assert len(bodies) == 100
    for tag in "PQ":
        mine = [b.split()[0] for b in bodies if b.startswith(tag)]
        assert mine == [f"{tag}-{i}-{half}" for i in range(25) for half in "ab"]
    # A batch is one write under one lock: its two lines stay adjacent.
    for i, body in enumerate(bodies):
        if body.split()[0].endswith("-a"):
            assert bodies[i + 1] == body.split()[0][:-1] + "b"


def test_a_missing_transcript_reads_as_no_events(tmp_path):
    assert read_events(tmp_path / "nope.jsonl") == []
    assert read_transcript(tmp_path / "nope.jsonl").repair is None


def test_a_reader_that_may_not_write_skips_a_torn_line_and_leaves_the_file_alone(path):
    writer = TranscriptWriter(path, SID)
    good = writer.append_many([note("one"), note("two")])
    with open(path, "ab") as f:
        f.write(b'{"id":"01ARZ3NDEKTSV4RRFFQ69G5FAV","ts":"2026-01-01T00:0')
    before = path.read_bytes()
    result = read_transcript(path, repair=False)
    assert [e.id for e in result.events] == [e.id for e in good]
    assert result.repair is not None and result.repair.action == "left"
    assert "left in place" in result.repair.describe()
    assert path.read_bytes() == before and not list(path.parent.glob("*.torn-*"))
    assert read_transcript(path).repair.action == "truncated"  # the writer's open still repairs it


def test_a_torn_last_line_is_cut_off_kept_aside_and_reported(path):
    writer = TranscriptWriter(path, SID)
    good = writer.append_many([note("one"), note("two")])
    torn = b'{"id":"01ARZ3NDEKTSV4RRFFQ69G5FAV","ts":"2026-01-01T00:0'
    with open(path, "ab") as f:
        f.write(torn)
    result = read_transcript(path)
    assert [e.id for e in result.events] == [e.id for e in good]
    repair = result.repair
    assert repair is not None and repair.action == "truncated"
    assert repair.torn_copy == path.with_name("transcript.jsonl.torn-1")
    assert repair.torn_copy.read_bytes() == torn
    assert "torn" in repair.describe() and str(repair.torn_copy) in repair.describe()
    assert path.read_bytes().endswith(b"\n") and len(lines_of(path)) == 2
    # The repair happens once; the next open is clean and the writer appends a proper line.
    assert read_transcript(path).repair is None
    writer.append(note("three"))
    assert [e.body for e in read_events(path)] == ["one", "two", "three"]


def test_a_second_torn_line_gets_its_own_copy(path):
    path.parent.mkdir(parents=True)
    for n in (1, 2):
        with open(path, "ab") as f:
            f.write(b'{"half')
        assert repair_torn_tail(path).torn_copy.name == f"transcript.jsonl.torn-{n}"
    assert path.read_bytes() == b""


def test_the_writer_repairs_a_torn_tail_before_appending(path):
    writer = TranscriptWriter(path, SID)
    writer.append(note("one"))
    with open(path, "ab") as f:
        f.write(b'{"id":"01AR')
    writer.append(note("two"))
    assert [e.body for e in read_events(path)] == ["one", "two"]
    assert [r.action for r in writer.repairs] == ["truncated"]


def test_a_complete_last_line_missing_its_newline_is_kept_and_terminated(path):
    event = TranscriptWriter(path, SID).append(note("whole"))
    path.write_bytes(path.read_bytes().rstrip(b"\n"))
    result = read_transcript(path)
    assert [e.id for e in result.events] == [event.id]
    assert result.repair.action == "terminated" and result.repair.torn_copy is None
    assert path.read_bytes().endswith(b"\n")


@pytest.mark.parametrize(
    ("bad", "reason"),
    [
        (b"{not json}", "not JSON"),
        (b"\xff\xfe garbage", "not UTF-8"),
        (b"[1, 2]", "not an object"),
        (b'{"kind": "note"}', "invalid event"),
    ],
)
def test_a_bad_middle_line_raises_naming_the_file_and_line(path, bad, reason):
    writer = TranscriptWriter(path, SID)
    writer.append(note("one"))
    with open(path, "ab") as f:
        f.write(bad + b"\n")
    writer.append(note("three"))
    with pytest.raises(TranscriptError, match=reason) as info:
        read_events(path)
    assert info.value.line == 2 and info.value.path == str(path)
    assert f"{path}:2:" in str(info.value)


def test_a_line_repeating_an_earlier_events_id_raises_naming_both_lines(path):
    writer = TranscriptWriter(path, SID)
    first = writer.append(note("one"))
    writer.append(note("two"))
    with open(path, "ab") as f:
        f.write(first.to_json().encode() + b"\n")
    with pytest.raises(TranscriptError, match=rf"event {first.id} is line 1's already") as info:
        read_events(path)
    assert info.value.line == 3


def test_a_line_of_another_session_raises_naming_it_and_the_first_lines_session(path):
    writer = TranscriptWriter(path, SID)
    writer.append(note("one"))
    TranscriptWriter(path, "S-other").append(note("two"))  # a copy of another session's line
    with pytest.raises(TranscriptError, match=rf"the line is of session 'S-other', not '{SID}' \(line 1's\)") as info:
        read_events(path)
    assert info.value.line == 2


def test_blank_lines_are_skipped_but_still_counted_for_line_numbers(path):
    writer = TranscriptWriter(path, SID)
    writer.append(note("one"))
    with open(path, "ab") as f:
        f.write(b"\n   \n{oops\n")
    with pytest.raises(TranscriptError) as info:
        read_events(path)
    assert info.value.line == 4


def test_a_line_separator_inside_a_string_does_not_split_the_line(path):
    TranscriptWriter(path, SID).append(note("a\u2028b\u0085c 한국어 🎮"))
    assert [e.body for e in read_events(path)] == ["a\u2028b\u0085c 한국어 🎮"]


def test_both_original_fixture_transcripts_read_cleanly():
    from tests.conftest import fixture_dir

    for name in ("transcript-fail-qa.jsonl", "transcript-pass-cat-puzzle.jsonl"):
        result = read_transcript(fixture_dir() / name)
        assert result.events and result.repair is None


def test_tail_yields_complete_events_with_offsets_and_holds_back_a_partial_line(path):
    writer = TranscriptWriter(path, SID)
    writer.append_many([note("one"), note("two")])
    tailer = Tailer(path)
    first = tailer.poll()
    assert [i.event.body for i in first] == ["one", "two"]
    assert first[0].offset == 0 and first[1].offset == first[0].next_offset
    assert first[1].next_offset == path.stat().st_size == tailer.offset

    line = writer.append(note("three")).to_json().encode() + b"\n"
    # Simulate the bytes arriving in two pieces: the tailer must wait for the newline.
    data = path.read_bytes()
    path.write_bytes(data[: -len(line)] + line[:10])
    assert tailer.poll() == []
    path.write_bytes(data)
    (third,) = tailer.poll()
    assert third.event.body == "three" and third.next_offset == len(data)


def test_tail_resumes_from_a_saved_offset(path):
    writer = TranscriptWriter(path, SID)
    writer.append_many([note("one"), note("two")])
    saved = list(tail(path))[0].next_offset
    writer.append(note("three"))
    assert [i.event.body for i in tail(path, saved)] == ["two", "three"]


def test_tail_follow_stops_when_asked(path):
    TranscriptWriter(path, SID).append(note("one"))
    seen = []
    for item in tail(path, follow=True, poll_s=0.01, stop=lambda: len(seen) >= 1):
        seen.append(item.event.body)
    assert seen == ["one"]


def test_tail_forgets_a_held_fragment_that_a_repair_cut_off(path):
    writer = TranscriptWriter(path, SID)
    writer.append(note("one"))
    tailer = Tailer(path)
    tailer.poll()
    with open(path, "ab") as f:
        f.write(b'{"torn')
    assert tailer.poll() == []
    writer.append(note("two"))  # repairs the torn tail, then appends
    assert [i.event.body for i in tailer.poll()] == ["two"]


def test_tail_of_a_bad_line_names_the_byte_offset(path):
    path.parent.mkdir(parents=True)
    path.write_bytes(b"{bad\n")
    with pytest.raises(TranscriptError, match="byte 0"):
        list(tail(path))


def test_write_meta_replaces_the_file_atomically_and_leaves_no_temp_file(tmp_path):
    session = tmp_path / "s1"
    write_meta(session, {"status": "running", "goal": "고양이 퍼즐 🐱"})
    target = write_meta(session, {"status": "done"})
    assert target == session / "meta.json"
    assert read_meta(session) == {"status": "done"}
    assert target.read_text(encoding="utf-8").endswith("}\n")
    assert [p.name for p in session.iterdir()] == ["meta.json"]


def test_write_meta_that_fails_keeps_the_previous_file(tmp_path):
    write_meta(tmp_path, {"status": "running"})
    with pytest.raises(TypeError):
        write_meta(tmp_path, {"status": object()})
    assert read_meta(tmp_path) == {"status": "running"}
    assert [p.name for p in tmp_path.iterdir()] == ["meta.json"]


def test_read_meta_of_a_missing_or_corrupt_file_is_none(tmp_path):
    assert read_meta(tmp_path) is None
    (tmp_path / "meta.json").write_text("{oops")
    assert read_meta(tmp_path) is None


def test_tail_hands_over_the_good_lines_before_a_bad_one_then_reports_it(path):
    writer = TranscriptWriter(path, SID)
    writer.append(note("one"))
    with open(path, "ab") as f:
        f.write(b"{bad\n")
    tailer = Tailer(path)
    assert [i.event.body for i in tailer.poll()] == ["one"]
    with pytest.raises(TranscriptError, match="byte"):
        tailer.poll()
    writer.append(note("two"))
    assert [i.event.body for i in tailer.poll()] == ["two"]  # the bad line is reported once, not forever
