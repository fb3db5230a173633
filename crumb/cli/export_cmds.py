"""`crumb export`, `crumb release`, `crumb copy-artifacts`: traces, frozen versions, verified copies."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("export", help="write a session's trace as OTLP JSON or a Chrome trace")
    p.add_argument("session", metavar="SID")
    p.add_argument("--format", choices=("otel", "chrome"), default="otel",
                   help="otel: OTLP/JSON resourceSpans; chrome: chrome://tracing / Perfetto JSON")  # fmt: skip
    p.add_argument("--out", type=Path, help="file to write (default: stdout)")
    p.set_defaults(func=_export)

    p = sub.add_parser("release", help="freeze a session's artifacts as a version with sha256 hashes")
    p.add_argument("session", metavar="SID")
    p.add_argument("--as", dest="version", required=True, metavar="vN", help="version name: v1, v2, v3-short-label")
    p.add_argument("--json", action="store_true", help="print the manifest as JSON")
    p.set_defaults(func=_release)

    p = sub.add_parser("copy-artifacts", help="copy a session's or release's artifacts and verify every hash")
    p.add_argument("ref", metavar="SID|vN", help="a session id, SID/vN, or a release name unique across sessions")
    p.add_argument("--to", type=Path, required=True, metavar="DIR")
    p.set_defaults(func=_copy)


def _settings():
    from crumb.config import load_settings

    return load_settings()


def _export(args: argparse.Namespace) -> int:
    from crumb import exports

    events = exports.load_session(_settings(), args.session)
    doc = exports.otel_trace(events) if args.format == "otel" else exports.chrome_trace(events)
    text = json.dumps(doc, ensure_ascii=False, indent=1) + "\n"
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(text, encoding="utf-8")
        print(f"wrote {args.format} trace of {args.session} to {args.out}", file=sys.stderr)
    else:
        sys.stdout.write(text)
    return 0


def _release(args: argparse.Namespace) -> int:
    from crumb import bus, exports
    from crumb.errors import InfraError
    from crumb.ids import now_iso

    settings = _settings()
    dest, manifest = exports.release(settings, args.session, args.version, released_at=now_iso())
    if args.json:
        print(json.dumps(manifest, indent=2, ensure_ascii=False))
    else:
        print(f"released {args.version} of {args.session}: {len(manifest['files'])} files, "
              f"verdict {manifest['verdict'] or '—'}, at {dest}")  # fmt: skip
    draft = exports.version_released_draft(args.session, dest, manifest)
    try:
        bus.submit_draft(settings, draft)
    except InfraError as e:
        print(f"crumb: the release folder is written, but no stack is reachable to record version.released ({e}). "
              "The coordinator is the only transcript writer: start the stack (`crumb up`) and release "
              "again under a new name, or keep this folder as is.", file=sys.stderr)  # fmt: skip
        return 4
    print("version.released sent to the coordinator", file=sys.stderr)
    return 0


def _copy(args: argparse.Namespace) -> int:
    from crumb import exports

    files = exports.copy_artifacts(_settings(), args.ref, args.to)
    print(f"copied {len(files)} files from {args.ref} to {args.to}; every sha256 verified")
    return 0
