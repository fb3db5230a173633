"""Broken variants of any game folder, made at test time: each transform breaks a copy in one known way."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

ENTRY_NAMES = ("index.html", "game.html")
_LOCAL_SCRIPT = re.compile(r"""<script\b[^>]*\bsrc\s*=\s*["']?(?!https?:|//)([^"'\s>?#]+)""", re.I)
_HEAD = re.compile(r"<head\b[^>]*>", re.I)
_ASSET_SUFFIXES = (".png", ".jpg", ".jpeg", ".gif", ".svg", ".webp", ".wav", ".ogg", ".mp3")
# Input events a player produces; the no_input transform drops every listener for them.
INPUT_EVENTS = (
    "keydown",
    "keyup",
    "keypress",
    "mousedown",
    "mouseup",
    "mousemove",
    "click",
    "pointerdown",
    "pointerup",
    "pointermove",
    "touchstart",
    "touchend",
    "touchmove",
)


class NotApplicable(ValueError):
    """The game lacks what the transform needs (no local script, no asset)."""


def entry_of(game: Path) -> Path:
    """The page a player opens: index.html, else game.html, else the folder's only .html file."""
    for name in ENTRY_NAMES:
        if (game / name).is_file():
            return game / name
    pages = sorted(game.glob("*.html"))
    if len(pages) != 1:
        raise NotApplicable(f"{game} has no index.html or game.html and {len(pages)} .html files")
    return pages[0]


def local_scripts(game: Path) -> list[Path]:
    """The entry's own script files, in page order (libraries usually first, the game's code last)."""
    entry = entry_of(game)
    found = [(entry.parent / src).resolve() for src in _LOCAL_SCRIPT.findall(entry.read_text(errors="replace"))]
    return [p for p in found if p.is_file()]


def _is_library(script: Path) -> bool:
    return ".min." in script.name or bool({"lib", "libs", "vendor", "node_modules"} & set(script.parent.parts))


def own_script(game: Path) -> Path:
    """The game's own code: the last local script that is not a library (else the last one)."""
    scripts = local_scripts(game)
    if not scripts:
        raise NotApplicable(f"{game} loads no local script")
    return ([s for s in scripts if not _is_library(s)] or scripts)[-1]


def _inject_first(game: Path, script: str) -> None:
    """Put a script at the very top of <head>, so it runs before anything the game loads."""
    entry = entry_of(game)
    html = entry.read_text(errors="replace")
    tag = f"<script>{script}</script>"
    head = _HEAD.search(html)
    entry.write_text(html[: head.end()] + tag + html[head.end() :] if head else tag + html)


def missing_script(game: Path) -> str:
    """The game's own script is missing: a 404."""
    script = own_script(game)
    script.unlink()
    return f"the game's script {script.relative_to(game.resolve())} is missing (404)"


def syntax_error(game: Path) -> str:
    """The game's own script ends in a syntax error, so none of it runs."""
    main = own_script(game)
    main.write_text(main.read_text(errors="replace") + "\nfunction score( {\n")
    return f"{main.relative_to(game.resolve())} ends in a syntax error, so none of it runs"


# Three seconds into play the animation loop starts throwing before the game's frame code runs.
_LATE_THROW = """(function () {
  var raf = window.requestAnimationFrame.bind(window), started = null;
  window.requestAnimationFrame = function (callback) {
    return raf(function (t) {
      if (started === null) started = t;
      if (t - started > 3000) { var boss = undefined; boss.health -= 1; }
      callback(t);
    });
  };
})();"""


def late_exception(game: Path) -> str:
    """Three seconds into play every animation frame throws a TypeError: the game freezes."""
    _inject_first(game, _LATE_THROW)
    return "three seconds into play every animation frame throws a TypeError and the game freezes"


_DEAF = """(function () {{
  var dropped = {}, add = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {{
    if (dropped.indexOf(type) < 0) return add.call(this, type, listener, options);
  }};
  [Window.prototype, Document.prototype, HTMLElement.prototype, window, document].forEach(function (target) {{
    dropped.forEach(function (type) {{
      try {{ Object.defineProperty(target, 'on' + type, {{configurable: true, get: function () {{ return null; }}, set: function () {{}}}}); }}
      catch (e) {{ /* a non-configurable handler property stays as it is */ }}
    }});
  }});
}})();""".format(repr(list(INPUT_EVENTS)).replace("'", '"'))


def no_input(game: Path) -> str:
    """Every keyboard, mouse and touch handler is dropped: nothing the player does reaches the game."""
    _inject_first(game, _DEAF)
    return "every keyboard, mouse and touch handler is dropped, so nothing the player does reaches the game"


def cdn_library(game: Path) -> str:
    """The game's library (its first library script, else its first script) comes from a CDN."""
    scripts = local_scripts(game)
    if not scripts:
        raise NotApplicable(f"{game} loads no local script")
    library = ([s for s in scripts if _is_library(s)] or scripts)[0]
    rel = library.relative_to(game.resolve()).as_posix()
    entry = entry_of(game)
    url = f"https://cdn.jsdelivr.net/npm/{library.stem.split('.')[0].lower()}/dist/{library.name}"
    entry.write_text(
        re.sub(
            rf"""(["']?)(\./)?{re.escape(rel)}(\?[^"'\s>]*)?\1""",
            f'"{url}"',
            entry.read_text(errors="replace"),
            count=1,
        )
    )
    library.unlink()
    return f"{rel} is loaded from {url} instead of the folder"


def asset_404(game: Path) -> str:
    """The first image or sound the game's code names is missing: a 404."""
    assets: list[Path] = []
    for kinds in ((".js", ".css"), (".html",)):  # art the code draws comes before icons the page links
        texts = " ".join(p.read_text(errors="replace") for p in game.rglob("*") if p.is_file() and p.suffix in kinds)
        assets = assets or sorted(p for p in game.rglob("*") if p.suffix.lower() in _ASSET_SUFFIXES and p.name in texts)
    if not assets:
        raise NotApplicable(f"{game} names no image or sound file in its code")
    assets[0].unlink()
    return f"the asset {assets[0].relative_to(game).as_posix()} is missing (404)"


TRANSFORMS: dict[str, Callable[[Path], str]] = {
    "missing_script": missing_script,
    "syntax_error": syntax_error,
    "late_exception": late_exception,
    "no_input": no_input,
    "cdn_library": cdn_library,
    "asset_404": asset_404,
}
