"""The intervention WebSocket, ``/ws/sessions/<sid>``: lines in; ``sent``/``error`` at once and
``ack`` out when the coordinator answers, matched by the draft id it acknowledges. A message is one
JSON object ``{"ref", "line"}``; one larger than ``WS_MAX_MESSAGE_BYTES`` closes the socket (1009)
while it is being read. The socket is a live stream: it takes one of the bounded slots."""

from __future__ import annotations

import json
from typing import Any

from flask import Blueprint, current_app
from flask_sock import Sock

from crumb.errors import CrumbError, InterventionError
from web import data
from web.slots import RETRY_AFTER_S

bp = Blueprint("socket", __name__)
sock = Sock()
WS_MAX_MESSAGE_BYTES = 64 * 1024  # a line is at most 8000 characters


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
        msg = json.loads(raw)
    except ValueError as e:
        raise InterventionError(f'the message is not valid JSON ({e}); send {{"ref": ..., "line": "/approve"}}') from e
    if not isinstance(msg, dict):
        raise InterventionError('send each intervention as a JSON object: {"ref": ..., "line": "/approve"}')
    from web.api import intervention_line

    ref = msg.get("ref")
    try:
        return intervention_line(msg.get("line")), ref
    except InterventionError as e:
        e.data["ref"] = ref
        raise


def _socket_loop(ws: Any, sid: str) -> None:
    from crumb import bus
    from crumb.errors import InfraError
    from web.api import submit_line

    s = current_app.config["CRUMB_SETTINGS"]
    use_redis = data.redis_ok(s)
    tip = data.live_stream_tip(s, sid) if use_redis else None
    pending: dict[str, str] = {}
    ws.send(json.dumps({"type": "hello", "session_id": sid, "live": use_redis}))
    while True:
        raw = ws.receive(timeout=0.2)
        if raw is not None:
            line, ref = None, None
            try:
                line, ref = _ws_line(raw)
                draft = submit_line(s, sid, line)
            except InterventionError as e:
                ref = e.data.get("ref", ref)
                ws.send(
                    json.dumps({"type": "error", "ref": ref, "line": line, "message": str(e), "expected": e.expected})
                )
            except InfraError as e:
                ws.send(json.dumps({"type": "error", "ref": ref, "line": line, "message": f"not sent: {e}"}))
            else:
                pending[draft["id"]] = line
                ws.send(
                    json.dumps({"type": "sent", "ref": ref, "id": draft["id"], "kind": draft["kind"], "line": line})
                )
        if pending and use_redis:
            try:
                items = bus.read_live(s, sid, tip or "0", block_ms=200, count=500)
            except CrumbError:
                continue
            for entry_id, obj in items:
                tip = entry_id
                meta = obj.get("metadata") or {}
                target = meta.get("ack_for") or meta.get("in_reply_to") or obj.get("in_reply_to")
                if target in pending and obj.get("kind") in ("ack", "error", "note"):
                    kind = "ack" if obj["kind"] == "ack" else "reply" if obj["kind"] == "note" else "error"
                    if kind != "reply":
                        pending.pop(target, None)
                    ws.send(
                        json.dumps(
                            {
                                "type": kind,
                                "for": target,
                                "event_id": obj.get("id"),
                                "body": obj.get("body"),
                                "data": obj.get("data"),
                            }
                        )
                    )
