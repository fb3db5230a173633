"""The offline builder: dress a genre template in the spec's theme and tuning, apply feedback,
and write one self-contained ``index.html`` (plus ``build-notes.json``)."""

from __future__ import annotations

import html
import json
from importlib import resources
from pathlib import Path
from typing import Any

from crumb.adapters.local import feedback as fb
from crumb.adapters.local.genres import FALLBACK, GENRES, named_genre
from crumb.adapters.local.mechanics import MECHANICS, supports
from crumb.adapters.local.texts import genre_text
from crumb.adapters.local.themes import THEMES
from crumb.core.contracts import Spec
from crumb.errors import AdapterError

MAX_BYTES = 150 * 1024
_TEXTS = {
    "en": {
        "T_SCORE": "Score",
        "T_COMBO": "Combo",
        "T_LIVES": "Lives",
        "T_TIME": "Time",
        "T_PLAY": "Play",
        "T_AGAIN": "Play again",
        "T_OVER": "Game over",
        "T_BEST": "Best",
        "T_LEVEL": "Level",
        "T_PRESS": "Enter / Space / tap to start",
    },
    "ko": {
        "T_SCORE": "점수",
        "T_COMBO": "콤보",
        "T_LIVES": "목숨",
        "T_TIME": "시간",
        "T_PLAY": "시작",
        "T_AGAIN": "다시 하기",
        "T_OVER": "게임 오버",
        "T_BEST": "최고",
        "T_LEVEL": "레벨",
        "T_PRESS": "Enter / Space / 탭으로 시작",
    },
    "it": {
        "T_SCORE": "Punti",
        "T_COMBO": "Combo",
        "T_LIVES": "Vite",
        "T_TIME": "Tempo",
        "T_PLAY": "Gioca",
        "T_AGAIN": "Gioca ancora",
        "T_OVER": "Partita finita",
        "T_BEST": "Record",
        "T_LEVEL": "Livello",
        "T_PRESS": "Invio / Spazio / tocca per iniziare",
    },
    "ar": {
        "T_SCORE": "النقاط",
        "T_COMBO": "كومبو",
        "T_LIVES": "الأرواح",
        "T_TIME": "الوقت",
        "T_PLAY": "ابدأ",
        "T_AGAIN": "العب مجددا",
        "T_OVER": "انتهت اللعبة",
        "T_BEST": "الأفضل",
        "T_LEVEL": "المستوى",
        "T_PRESS": "Enter / Space / المس للبدء",
    },
    "es": {
        "T_SCORE": "Puntos",
        "T_COMBO": "Combo",
        "T_LIVES": "Vidas",
        "T_TIME": "Tiempo",
        "T_PLAY": "Jugar",
        "T_AGAIN": "Jugar otra vez",
        "T_OVER": "Fin del juego",
        "T_BEST": "Récord",
        "T_LEVEL": "Nivel",
        "T_PRESS": "Enter / Espacio / toca para empezar",
    },
    "ja": {
        "T_SCORE": "スコア",
        "T_COMBO": "コンボ",
        "T_LIVES": "ライフ",
        "T_TIME": "タイム",
        "T_PLAY": "スタート",
        "T_AGAIN": "もう一度",
        "T_OVER": "ゲームオーバー",
        "T_BEST": "ベスト",
        "T_LEVEL": "レベル",
        "T_PRESS": "Enter / Space / タップでスタート",
    },
    "zh": {
        "T_SCORE": "得分",
        "T_COMBO": "连击",
        "T_LIVES": "生命",
        "T_TIME": "时间",
        "T_PLAY": "开始",
        "T_AGAIN": "再玩一次",
        "T_OVER": "游戏结束",
        "T_BEST": "最高分",
        "T_LEVEL": "关卡",
        "T_PRESS": "Enter / 空格 / 轻触开始",
    },
    "ru": {
        "T_SCORE": "Очки",
        "T_COMBO": "Комбо",
        "T_LIVES": "Жизни",
        "T_TIME": "Время",
        "T_PLAY": "Играть",
        "T_AGAIN": "Ещё раз",
        "T_OVER": "Игра окончена",
        "T_BEST": "Рекорд",
        "T_LEVEL": "Уровень",
        "T_PRESS": "Enter / Пробел / коснись, чтобы начать",
    },
    "tr": {
        "T_SCORE": "Puan",
        "T_COMBO": "Kombo",
        "T_LIVES": "Can",
        "T_TIME": "Süre",
        "T_PLAY": "Oyna",
        "T_AGAIN": "Tekrar oyna",
        "T_OVER": "Oyun bitti",
        "T_BEST": "En iyi",
        "T_LEVEL": "Seviye",
        "T_PRESS": "Başlamak için Enter / Boşluk / dokun",
    },
    "uk": {
        "T_SCORE": "Очки",
        "T_COMBO": "Комбо",
        "T_LIVES": "Життя",
        "T_TIME": "Час",
        "T_PLAY": "Грати",
        "T_AGAIN": "Ще раз",
        "T_OVER": "Гру закінчено",
        "T_BEST": "Рекорд",
        "T_LEVEL": "Рівень",
        "T_PRESS": "Enter / Пробіл / торкнися, щоб почати",
    },
    "de": {
        "T_SCORE": "Punkte",
        "T_COMBO": "Combo",
        "T_LIVES": "Leben",
        "T_TIME": "Zeit",
        "T_PLAY": "Spielen",
        "T_AGAIN": "Nochmal spielen",
        "T_OVER": "Spiel vorbei",
        "T_BEST": "Rekord",
        "T_LEVEL": "Level",
        "T_PRESS": "Enter / Leertaste / Tippen zum Starten",
    },
    "nl": {
        "T_SCORE": "Punten",
        "T_COMBO": "Combo",
        "T_LIVES": "Levens",
        "T_TIME": "Tijd",
        "T_PLAY": "Spelen",
        "T_AGAIN": "Opnieuw spelen",
        "T_OVER": "Einde spel",
        "T_BEST": "Record",
        "T_LEVEL": "Level",
        "T_PRESS": "Enter / spatie / tik om te starten",
    },
    "fr": {
        "T_SCORE": "Score",
        "T_COMBO": "Combo",
        "T_LIVES": "Vies",
        "T_TIME": "Temps",
        "T_PLAY": "Jouer",
        "T_AGAIN": "Rejouer",
        "T_OVER": "Partie terminée",
        "T_BEST": "Record",
        "T_LEVEL": "Niveau",
        "T_PRESS": "Entrée / Espace / touchez pour commencer",
    },
    "pt": {
        "T_SCORE": "Pontos",
        "T_COMBO": "Combo",
        "T_LIVES": "Vidas",
        "T_TIME": "Tempo",
        "T_PLAY": "Jogar",
        "T_AGAIN": "Jogar de novo",
        "T_OVER": "Fim de jogo",
        "T_BEST": "Recorde",
        "T_LEVEL": "Nível",
        "T_PRESS": "Enter / Espaço / toque para começar",
    },
}
_STRICT_FIT_CSS = "html,body{max-width:100vw;overflow-x:hidden}#app{width:min(100vw,60vh,100%)}"
_CONTRAST_CSS = ".pill{background:rgba(0,0,0,.7);border-color:#fff}.screen{background:rgba(0,0,0,.88)}"


def _template(name: str) -> str:
    return resources.files("crumb.adapters.local").joinpath("templates", name).read_text(encoding="utf-8")


def _genre(spec: Spec) -> tuple[str, str | None]:
    if spec.genre in GENRES:
        return spec.genre, None
    near = named_genre(spec.genre) or named_genre(spec.pitch) or FALLBACK
    return near, f"spec genre '{spec.genre}' has no template: built the nearest genre, {near}"


def _theme(spec: Spec, contrast: bool) -> dict[str, object]:
    base = THEMES.get(spec.theme.get("name", ""), THEMES["neon"])
    pick = {k: spec.theme.get(k, getattr(base, k)) for k in ("bg", "panel", "fg", "accent")}
    pieces = [spec.theme.get(f"piece{i}", c) for i, c in enumerate(base.pieces)]
    if contrast:
        pick["fg"] = "#ffffff"
    return {**pick, "pieces": pieces}


def _config(spec: Spec, genre: str, knobs: fb.Knobs) -> dict[str, Any]:
    tuning = dict(spec.tuning)
    time_limit = spec.time_limit_s
    if time_limit and knobs["time_bonus_s"]:
        time_limit = min(3600, max(5, time_limit + int(knobs["time_bonus_s"])))
    lives = tuning.get("lives")
    lives = max(1, int(lives) + int(knobs["lives_bonus"])) if lives is not None else None
    speed = float(tuning.pop("speed", 1.0)) * float(knobs["speed"])
    mechanics = [m for m in spec.mechanics if supports(m, genre)]
    for name in mechanics:
        tuning = {**MECHANICS[name].params, **tuning}
    return {
        "title": spec.title,
        "genre": genre,
        "lang": spec.language,
        "time_limit": time_limit,
        "mechanics": mechanics,
        "combo": "combo" in mechanics,
        "combo_window": 1.6 if spec.difficulty != "hard" else 1.2,
        "lives": lives,
        "speed": round(speed, 3),
        "tuning": tuning,
        "theme": _theme(spec, bool(knobs["contrast"])),
        "start_keys": _start_keys(spec),
        "font_scale": knobs["font_scale"],
        "button_scale": knobs["button_scale"],
        "input_assist": bool(knobs["input_assist"]),
        "difficulty": spec.difficulty,
    }


def _start_keys(spec: Spec) -> list[str]:
    keys = [k for k in spec.controls.start if k != "click"]
    return keys or ["Enter", "Space"]


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True).replace("</", "<\\/")


def _fill(shell: str, values: dict[str, str]) -> str:
    for key, value in values.items():
        shell = shell.replace("{{" + key + "}}", value)
    return shell


def _page(spec: Spec, genre: str, knobs: fb.Knobs, notes: dict[str, object]) -> str:
    config = _config(spec, genre, knobs)
    css = (
        _template("shell.css")
        + (_STRICT_FIT_CSS if knobs["strict_fit"] else "")
        + (_CONTRAST_CSS if knobs["contrast"] else "")
    )
    hint = genre_text(GENRES[genre], spec.language)[1]
    texts = _TEXTS.get(spec.language, _TEXTS["en"])
    comment = _json(notes).replace("--", "- -")
    values = {
        "LANG": html.escape(spec.language),
        "DIR": ' dir="rtl"' if spec.language == "ar" else "",
        "BG": str(config["theme"]["bg"]),
        "TITLE": html.escape(spec.title),
        "SUMMARY": html.escape(spec.summary),
        "HINT": html.escape(hint),
        "NOTES": f"crumb-local build {comment}",
        "CSS": css,
        "CONFIG": _json(config),
        "ENGINE": _template("engine.js"),
        "GAME": _template(f"{genre}.js"),
        **{k: html.escape(v) for k, v in texts.items()},
    }
    return _fill(_template("shell.html"), values)


def build(spec: Spec, out_dir: Path, *, feedback: list[str] = []) -> list[Path]:  # noqa: B006
    """Write the game for spec into out_dir (index.html and build-notes.json); return the files written."""
    genre, note = _genre(spec)
    knobs, report = fb.apply(feedback)
    notes: dict[str, object] = {
        "genre": genre,
        "template": f"{genre}.js",
        "feedback": report,
        "applied": [r["line"] for r in report if r["applied"]],
        "unapplied": [r["line"] for r in report if not r["applied"]],
        "knobs": knobs,
        "notes": [note] if note else [],
    }
    page = _page(spec, genre, knobs, notes)
    size = len(page.encode("utf-8"))
    if size > MAX_BYTES:
        raise AdapterError(
            f"built game is {size} bytes, over the {MAX_BYTES}-byte limit: shorten the spec text",
            adapter="local",
            actor="builder",
            reason="too_large",
        )
    out_dir.mkdir(parents=True, exist_ok=True)
    index, notes_file = out_dir / "index.html", out_dir / "build-notes.json"
    index.write_text(page, encoding="utf-8")
    notes_file.write_text(
        json.dumps({**notes, "bytes": size}, ensure_ascii=False, indent=2, sort_keys=True) + "\n", encoding="utf-8"
    )
    return [index, notes_file]
