"""One Chromium that several checks of a process play on at once, each through its own Playwright.

The sync Playwright API serves one thread per driver, so a check thread cannot borrow another's
browser object. Instead an owner thread launches Chromium with a DevTools port, and each check
thread's pool connects its own driver to that port (``connect_over_cdp``). Contexts never share a
renderer, so checks stay isolated; what they share is the browser process and its memory.

A hung page cannot be unblocked by killing "the renderers" any more (they are every check's), so a
pool's first kill closes its own pages through a DevTools connection of the pool's own, one that
answers from any thread (the watchdog's): the browser then ends their renderers.
"""

from __future__ import annotations

import json
import os
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from itertools import count
from typing import Any

from crumb.config import Settings
from crumb.errors import QaError
from crumb.qa import procs
from crumb.qa.pool import CLOSE_S, BrowserPool

PORT_ARG = "--remote-debugging-port=0"  # Chromium picks a free port and writes it into its profile
PORT_FILE = "DevToolsActivePort"
LAUNCH_S = 60.0  # a launch that takes longer failed
CDP_S = 10.0  # a DevTools answer that takes longer is not coming


class SharedBrowser:
    """The process's one Chromium for checks at once: ``endpoint()`` (launched or relaunched on
    demand) for pools to connect to; ``generation`` counts launches."""

    def __init__(self, settings: Settings) -> None:
        self._owner = BrowserPool(settings, extra_args=(PORT_ARG,))  # used on the owner thread only
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="crumb-qa-browser")
        self._lock = threading.Lock()  # one launch at a time
        self._contexts_lock = threading.Lock()  # one new context at a time: told apart by the ids it adds
        self._cdp_lock = threading.Lock()
        self._pid = 0
        self._endpoint = ""
        self._cdp: _Cdp | None = None
        self.generation = 0

    def endpoint(self) -> tuple[int, str]:
        """(generation, the DevTools WebSocket URL) of a live browser, launching one if none lives."""
        with self._lock:
            if not self.alive():
                self._thread.submit(self._owner.close).result(timeout=LAUNCH_S)  # a dead one's driver too
                self._pid, self._endpoint = self._thread.submit(self._launch).result(timeout=LAUNCH_S)
                self._forget_connection()
                self.generation += 1
            return self.generation, self._endpoint

    def _launch(self) -> tuple[int, str]:
        self._owner.new_context().close()  # launches the browser (on this, the owner's, thread)
        pids = [p for p in self._owner.browsers() if _running(p)]
        if len(pids) != 1:
            raise QaError(f"expected one Chromium below the shared browser's driver, found {len(pids)}")
        profile = _profile_dir(pids[0])
        deadline = time.monotonic() + LAUNCH_S
        while True:
            try:
                port, path = (profile / PORT_FILE).read_text().split()[:2]
                return pids[0], f"ws://127.0.0.1:{port}{path}"
            except (OSError, ValueError):
                if time.monotonic() > deadline or not _running(pids[0]):
                    raise QaError(f"Chromium (pid {pids[0]}) never opened its DevTools port") from None
                time.sleep(0.01)  # Chromium writes the file once its port listens

    @property
    def pid(self) -> int:
        """The browser process's id (0 before the first launch)."""
        return self._pid

    def alive(self) -> bool:
        return bool(self._pid) and _running(self._pid)

    def new_context(self, browser: Any, options: dict[str, Any], mine: set[str]) -> tuple[Any, set[str]]:
        """A new context on ``browser`` (a pool's connection to this one) and the ids of the pool's
        contexts that still exist, the new one's added."""
        with self._contexts_lock:
            before = self._context_ids()
            context = browser.new_context(**options)
            after = self._context_ids()
        return context, (mine & after) | (after - before)

    def close_pages(self, contexts: set[str]) -> None:
        """Close every page of these contexts (a hung one too: the browser ends its renderer)."""
        try:
            cdp = self._connection()
            for target in cdp.call("Target.getTargets")["targetInfos"]:
                if target["type"] == "page" and target.get("browserContextId") in contexts:
                    cdp.call("Target.closeTarget", {"targetId": target["targetId"]})
        except Exception:
            pass  # the browser is gone or not answering: the watchdog's next level kills it

    def kill(self) -> None:
        """Kill the browser (every check on it loses its pages; the next context relaunches it)."""
        if self._pid:
            procs.kill([self._pid])

    def close(self) -> None:
        """Close the browser and its driver; safe to call twice."""
        try:
            self._thread.submit(self._owner.close).result(timeout=CLOSE_S)
        except Exception:
            self.kill()  # a driver stuck on a dead browser: the process goes, the driver with ours
        self._thread.shutdown(wait=False)
        self._pid = 0
        self._forget_connection()

    def _context_ids(self) -> set[str]:
        return set(self._connection().call("Target.getBrowserContexts")["browserContextIds"])

    def _connection(self) -> _Cdp:
        with self._cdp_lock:
            if self._cdp is None or not self._cdp.open:
                self._cdp = _Cdp(self._endpoint)
            return self._cdp

    def _forget_connection(self) -> None:
        with self._cdp_lock:
            cdp, self._cdp = self._cdp, None
        if cdp is not None:
            cdp.close()


class _Cdp:
    """A DevTools connection to the browser of its own, usable from any thread (one call at a time)."""

    def __init__(self, url: str) -> None:
        from simple_websocket import Client

        self._ws = Client.connect(url, max_message_size=None)
        self._ids = count(1)
        self._lock = threading.Lock()

    @property
    def open(self) -> bool:
        return bool(self._ws.connected)

    def call(self, method: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
        with self._lock:
            sent = next(self._ids)
            self._ws.send(json.dumps({"id": sent, "method": method, "params": params or {}}))
            deadline = time.monotonic() + CDP_S
            while (left := deadline - time.monotonic()) > 0:
                raw = self._ws.receive(timeout=left)
                if raw is None:
                    break
                answer = json.loads(raw)
                if answer.get("id") == sent:
                    if "error" in answer:
                        raise QaError(f"Chromium refused {method}: {answer['error'].get('message')}")
                    return answer.get("result", {})
            raise QaError(f"Chromium did not answer {method} within {CDP_S:g} s")

    def close(self) -> None:
        try:
            self._ws.close()
        except Exception:
            pass  # the browser already closed it


def _running(pid: int) -> bool:
    """A live process (a killed one not yet reaped by its parent is a zombie: not running)."""
    try:
        stat = open(f"/proc/{pid}/stat").read()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def _profile_dir(pid: int) -> Any:
    from pathlib import Path

    try:
        args = open(f"/proc/{pid}/cmdline", "rb").read().split(b"\0")
    except OSError as e:
        raise QaError(f"Chromium (pid {pid}) exited as it started") from e
    for arg in args:
        if arg.startswith(b"--user-data-dir="):
            return Path(os.fsdecode(arg.split(b"=", 1)[1]))
    raise QaError(f"Chromium (pid {pid}) has no profile folder to find its DevTools port in")
