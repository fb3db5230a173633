"""The intervention WebSocket, ``/ws/sessions/<sid>``: lines in; ``sent``/``error`` at once and
``ack`` out when the coordinator answers, matched by the draft id it acknowledges. A message is one
JSON object ``{"ref", "line"}``; one larger than ``WS_MAX_MESSAGE_BYTES`` closes the socket (1009)
while it is being read. The socket is a live stream: it takes one of the bounded slots."""

from __future__ import annotations

import json
from typing import Any

from flask import Blueprint, current_app
from flask_sock import Sock

from crumb.core import json_in
from crumb.errors import InterventionError
from web import data
from web.slots import RETRY_AFTER_S

bp = Blueprint("socket", __name__)
sock = Sock()
WS_MAX_MESSAGE_BYTES = 64 * 1024  # a line is at most MAX_LINE_CHARS (crumb.core.inbox) characters


@sock.route("/ws/sessions/<sid>", bp=bp)
def session_socket(ws: Any, sid: str) -> None:
    """Intervention lines in; ``sent`` / ``error`` at once and ``ack`` when the coordinator answers."""
    release = current_app.extensions["crumb_streams"].take()
    if release is None:
        ws.close(reason=1013, message=f"all live streams are in use; retry in {RETRY_AFTER_S} s")
        return
    try:
        _socket_loop(ws, sid)
    finally:
        release()


def _ws_line(raw: Any) -> tuple[str, Any]:
    """(line, ref) of one WebSocket message; InterventionError naming what is wrong with it."""
    try:
        msg = json_in.loads(raw)
    except ValueError as e:
        raise InterventionError(f'the message is not valid JSON ({e}); send {{"ref": ..., "line": "/approve"}}') from e
    if not isinstance(msg, dict):
        raise InterventionError('send each intervention as a JSON object: {"ref": ..., "line": "/approve"}')
    from web.api import intervention_line

    ref = msg.get("ref")
    try:  # every answer carries the ref back, as JSON the page can read: NaN and Infinity are not
        json.dumps(ref, allow_nan=False)
    except ValueError:
        raise InterventionError(
            'the ref holds NaN or Infinity, which JSON has no word for: send a string, a finite number or null as "ref"'
        ) from None
    try:
        return intervention_line(msg.get("line")), ref
    except InterventionError as e:
        e.data["ref"] = ref
        raise


def _socket_loop(ws: Any, sid: str) -> None:
    from crumb.connections import keys

    s = current_app.config["CRUMB_SETTINGS"]
    use_redis = data.redis_ok(s)
    # The coordinator's answers come through the process's live hub, like the SSE streams' events.
    sub = (
        current_app.extensions["crumb_hub"].subscribe({keys(s).live(sid): data.live_stream_tip(s, sid)})
        if use_redis
        else None
    )
    pending: dict[str, str] = {}
    ws.send(json.dumps({"type": "hello", "session_id": sid, "live": use_redis}))
    try:
        while sub is None or not sub.closed:
            raw = ws.receive(timeout=0.2)
            if raw is not None:
                _one_line(ws, s, sid, raw, pending)
            for entry in sub.get(0) if sub is not None else ():  # drained always, answered when awaited
                if pending:
                    _answer(ws, entry, pending)
    finally:
        if sub is not None:
            sub.close()


def _one_line(ws: Any, s: Any, sid: str, raw: Any, pending: dict[str, str]) -> None:
    """Send one intervention message; ``sent`` or ``error`` back at once."""
    from crumb.errors import InfraError
    from web.api import submit_line

    line, ref = None, None
    try:
        line, ref = _ws_line(raw)
        draft = submit_line(s, sid, line)
    except InterventionError as e:
        ref = e.data.get("ref", ref)
        ws.send(json.dumps({"type": "error", "ref": ref, "line": line, "message": str(e), "expected": e.expected}))
    except InfraError as e:
        ws.send(json.dumps({"type": "error", "ref": ref, "line": line, "message": f"not sent: {e}"}))
    else:
        pending[draft["id"]] = line
        ws.send(json.dumps({"type": "sent", "ref": ref, "id": draft["id"], "kind": draft["kind"], "line": line}))


def _answer(ws: Any, entry: Any, pending: dict[str, str]) -> None:
    """Pass on the coordinator's ack, error or reply to a line this socket sent."""
    try:
        obj = json.loads(entry.fields[b"event"])
    except (KeyError, ValueError):
        return
    meta = obj.get("metadata") or {}
    target = meta.get("ack_for") or meta.get("in_reply_to") or obj.get("in_reply_to")
    if target not in pending or obj.get("kind") not in ("ack", "error", "note"):
        return
    kind = "ack" if obj["kind"] == "ack" else "reply" if obj["kind"] == "note" else "error"
    if kind != "reply":
        pending.pop(target, None)
    ws.send(
        json.dumps(
            {"type": kind, "for": target, "event_id": obj.get("id"), "body": obj.get("body"), "data": obj.get("data")}
        )
    )
