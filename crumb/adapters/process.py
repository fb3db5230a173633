"""Run an agent CLI as a child process group with a wall and an idle timeout.

One I/O seam for every CLI adapter: argv list (never a shell), stdin prompt, stdout lines handed
to a callback as they arrive, SIGTERM to the whole group on timeout and SIGKILL after a grace.
"""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from crumb.errors import AdapterError

_EOF = object()
_TAIL_CHARS = 4000


@dataclass
class ProcessOutcome:
    exit_code: int
    timed_out: str | None  # None, "idle" or "wall"
    stdout_lines: int
    stderr_tail: str


def run_process(
    argv: list[str],
    *,
    cwd: Path,
    env: dict[str, str],
    stdin_text: str,
    wall_s: float,
    idle_s: float,
    on_line: Callable[[str], None],
    log_dir: Path | None = None,
    kill_grace_s: float = 3.0,
) -> ProcessOutcome:
    """Run ``argv`` in ``cwd``; every stdout line goes to ``on_line``; any output resets the idle clock."""
    try:
        proc = subprocess.Popen(
            argv,
            cwd=cwd,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,  # its own process group, so a timeout kills its children too
        )
    except OSError as e:
        raise AdapterError(f"cannot start {argv[0]}: {e.strerror or e}", reason="not_found") from e
    lines: queue.Queue = queue.Queue()
    readers = [
        threading.Thread(target=_pump, args=(proc.stdout, "out", lines), daemon=True),
        threading.Thread(target=_pump, args=(proc.stderr, "err", lines), daemon=True),
    ]
    for t in readers:
        t.start()
    threading.Thread(target=_feed, args=(proc, stdin_text), daemon=True).start()
    out_log = (log_dir / "stdout.log").open("w", encoding="utf-8") if log_dir else None
    err_log = (log_dir / "stderr.log").open("w", encoding="utf-8") if log_dir else None
    stderr_tail, n_out, open_streams, timed_out = "", 0, 2, None
    start = last = time.monotonic()
    try:
        while open_streams:
            now = time.monotonic()
            wait = min(start + wall_s - now, last + idle_s - now)
            if wait <= 0:
                timed_out = "wall" if now - start >= wall_s else "idle"
                break
            try:
                stream, text = lines.get(timeout=min(wait, 0.5))
            except queue.Empty:
                if proc.poll() is not None:
                    _kill_group(proc.pid, signal.SIGKILL)  # a leftover child holding the pipes open
                continue
            last = time.monotonic()
            if text is _EOF:
                open_streams -= 1
            elif stream == "out":
                n_out += 1
                if out_log:
                    out_log.write(text)
                on_line(text)
            else:
                stderr_tail = (stderr_tail + text)[-_TAIL_CHARS:]
                if err_log:
                    err_log.write(text)
        if timed_out:
            exit_code = _terminate(proc, kill_grace_s)
        else:
            rest = _wait_rest(proc, start + wall_s)
            if rest is None:
                timed_out, exit_code = "wall", _terminate(proc, kill_grace_s)
            else:
                exit_code = rest
        _kill_group(proc.pid, signal.SIGKILL)  # nothing an agent started outlives it
    finally:
        for fh in (out_log, err_log):
            if fh:
                fh.close()
    return ProcessOutcome(exit_code=exit_code, timed_out=timed_out, stdout_lines=n_out, stderr_tail=stderr_tail)


def _pump(stream, name: str, lines: queue.Queue) -> None:
    try:
        for raw in iter(stream.readline, b""):
            lines.put((name, raw.decode("utf-8", errors="replace")))
    finally:
        lines.put((name, _EOF))


def _feed(proc: subprocess.Popen[bytes], text: str) -> None:
    assert proc.stdin is not None  # started with stdin=PIPE
    try:
        proc.stdin.write(text.encode("utf-8"))
        proc.stdin.close()
    except (BrokenPipeError, OSError):
        pass  # the agent exited or closed stdin without reading its prompt; its exit code will say so


def _wait_rest(proc: subprocess.Popen, deadline: float) -> int | None:
    try:
        return proc.wait(timeout=max(0.0, deadline - time.monotonic()))
    except subprocess.TimeoutExpired:
        return None


def _terminate(proc: subprocess.Popen, grace_s: float) -> int:
    """SIGTERM the group, then SIGKILL it if the leader is still alive after the grace."""
    _kill_group(proc.pid, signal.SIGTERM)
    try:
        return proc.wait(timeout=grace_s)
    except subprocess.TimeoutExpired:
        _kill_group(proc.pid, signal.SIGKILL)
        return proc.wait()


def _kill_group(pgid: int, sig: signal.Signals) -> None:
    try:
        os.killpg(pgid, sig)
    except (ProcessLookupError, PermissionError):
        pass
