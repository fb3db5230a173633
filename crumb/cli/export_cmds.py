"""`crumb export`, `crumb release`, `crumb copy-artifacts`: traces, frozen versions, verified copies."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from crumb.cli import common as cli


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("export", help="write a session's trace as OTLP JSON or a Chrome trace")
    p.add_argument("session", metavar="SID")
    p.add_argument(
        "--format",
        choices=("otel", "chrome"),
        default="otel",
        help="otel: OTLP/JSON resourceSpans; chrome: chrome://tracing / Perfetto JSON",
    )
    p.add_argument("--out", type=cli.path_arg, help="file to write (default: stdout)")
    cli.add_redis(p, "sessions are read from disk, so this works with no stack too")
    p.set_defaults(func=_export)

    p = sub.add_parser("release", help="freeze a session's artifacts as a version with sha256 hashes")
    p.add_argument("session", metavar="SID")
    p.add_argument("--as", dest="version", required=True, metavar="vN", help="version name: v1, v2, v3-short-label")
    p.add_argument(
        "--zip",
        nargs="?",
        const="",
        default=None,
        metavar="PATH",
        help="also write a static bundle ready to host: the game at the zip's root, crumb-release.json "
        "and SHA256SUMS (default PATH: releases/vN.zip beside the release folder)",
    )
    p.add_argument("--json", action="store_true", help="print the manifest as JSON")
    cli.add_redis(p, "sessions are read from disk, so this works with no stack too")
    p.set_defaults(func=_release)

    p = sub.add_parser("copy-artifacts", help="copy a session's or release's artifacts and verify every hash")
    p.add_argument("ref", metavar="SID|vN", help="a session id, SID/vN, or a release name unique across sessions")
    p.add_argument("--to", type=cli.path_arg, required=True, metavar="DIR")
    cli.add_redis(p, "sessions are read from disk, so this works with no stack too")
    p.set_defaults(func=_copy)


def _export(args: argparse.Namespace) -> int:
    from crumb import exports

    events = exports.load_session(cli.settings(args), args.session)
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
    """Freeze the release, then have the coordinator record ``version.released`` (a brief embedded one if need be)."""
    from crumb import exports
    from crumb.errors import InfraError
    from crumb.exports import DestinationError
    from crumb.ids import now_iso
    from crumb.record import record_draft

    settings = cli.settings(args)
    events = exports.load_session(settings, args.session)  # an unknown session fails before any stack starts
    if args.zip and Path(args.zip).is_dir():  # refused before the release exists, so the same name can be retried
        raise DestinationError(
            f"--zip {args.zip} is a folder: give the bundle's file path, e.g. {Path(args.zip) / (args.version + '.zip')}"
        )
    made: dict = {}

    def freeze(stack_settings) -> dict:
        made["dest"], made["manifest"] = exports.release(
            stack_settings, args.session, args.version, events, released_at=now_iso()
        )
        return exports.version_released_draft(args.session, made["dest"], made["manifest"])

    try:
        recorded = record_draft(settings, freeze)
    except InfraError as e:
        if "dest" not in made:
            raise
        print(
            f"crumb: the release folder {made['dest']} is written, but version.released could not be recorded ({e}). "
            "The coordinator is the only transcript writer: start the stack (`crumb up`) and release again under a "
            "new name, or keep this folder as is.",
            file=sys.stderr,
        )
        return 4
    dest, manifest = made["dest"], made["manifest"]
    zipped = _zip(dest, manifest, args.zip) if args.zip is not None else None
    if args.json:
        print(
            json.dumps(
                {
                    **manifest,
                    "path": str(dest),
                    "zip": zipped and str(zipped),
                    "recorded": {"via": recorded.via, "written": recorded.written},
                },
                indent=2,
                ensure_ascii=False,
            )
        )
    else:
        print(
            f"released {args.version} of {args.session}: {len(manifest['files'])} files, "
            f"verdict {manifest['verdict'] or '—'}, at {dest}"
        )
        if zipped:
            print(f"bundle    {zipped} (unzip into any web root; sha256sum -c SHA256SUMS checks it)")
    where = (
        "by an embedded coordinator started for it"
        if recorded.via == "embedded"
        else f"by the stack at {recorded.redis_url}"
    )
    status = "written" if recorded.written else "sent, not yet written"
    print(f"version.released {status} {where}", file=sys.stderr)
    return 0


def _zip(dest: Path, manifest: dict, path: str) -> Path:
    from crumb.bundle import write_zip

    return write_zip(dest, manifest, Path(path) if path else dest.with_name(f"{dest.name}.zip"))


def _copy(args: argparse.Namespace) -> int:
    from crumb import exports

    files = exports.copy_artifacts(cli.settings(args), args.ref, args.to)
    print(f"copied {len(files)} files from {args.ref} to {args.to}; every sha256 verified")
    return 0
