"""The scripts QA evaluates in the page to read it: the hook, the layout, what can be clicked, what it says."""

from __future__ import annotations

import json

# How far the page has scrolled, put back to the top left (keys or swipes the game did not keep
# moved it, and the screen is judged as the game drew it); text a click or drag selected, let go
# (the browser's highlight, not the game's drawing; not while the player types in a field); CSS
# animations set where game time puts them (init.js, qa.animate), or, where they still run on real
# time, the finite ones taken to their end (so a run shows the same picture however fast the
# machine); and window.__crumb flattened to scalars (one level of nested numbers), or null without
# a hook. The hook is the game's: a getter that throws leaves its key out, and QA reads at most
# HOOK_KEYS keys of it, each name and text cut to HOOK_CHARS (a hook can hold megabytes).
HOOK_KEYS = 64
HOOK_CHARS = 200
SAMPLE = """() => {
  const scrolled = [Math.round(Math.abs(scrollX)), Math.round(Math.abs(scrollY))];
  if (scrollX || scrollY) scrollTo(0, 0);
  const selected = window.getSelection && getSelection(), typing = document.activeElement;
  if (selected && selected.rangeCount && !(typing && (typing.isContentEditable || /^(INPUT|TEXTAREA)$/.test(typing.tagName))))
    selected.removeAllRanges();
  if (window.__qa && window.__qa.onGameTime) window.__qa.animate();  // animations on game time (init.js)
  else for (const a of document.getAnimations ? document.getAnimations() : [])
    if (a.playState === 'running' && a.effect && Number.isFinite(a.effect.getComputedTiming().endTime)) a.finish();
  let h;
  try { h = window.__crumb; if (!h || typeof h !== 'object') return [scrolled, null]; } catch (e) { return [scrolled, null]; }
  const keys = (o) => { try { return Object.keys(o).slice(0, HOOK_KEYS); } catch (e) { return []; } };
  const cut = (s) => s.length > HOOK_CHARS ? s.slice(0, HOOK_CHARS) : s;
  const out = {};
  for (const k of keys(h)) {
    try {
      const v = h[k];
      if (typeof v === 'string') out[cut(k)] = cut(v);
      else if (['number', 'boolean'].includes(typeof v)) out[cut(k)] = v;
      else if (v && typeof v === 'object' && !Array.isArray(v))
        for (const k2 of keys(v)) { try { const v2 = v[k2]; if (typeof v2 === 'number') out[cut(k + '.' + k2)] = v2; } catch (e) {} }
    } catch (e) { /* a getter that throws: that key is left out */ }
  }
  return [scrolled, out];
}""".replace("HOOK_KEYS", str(HOOK_KEYS)).replace("HOOK_CHARS", str(HOOK_CHARS))

# Page coordinates to the screen's: a phone shows a page without a viewport tag zoomed out to fit.
# ``shown(e)``: the part of an element's box its ancestors do not clip (overflow other than visible),
# as a player sees it: a parallax layer larger than the box it scrolls in (radius-raid's background
# canvases) shows only the box, and its centre is not the play area's. An ancestor clips an element
# positioned absolutely only from its containing block on; one fixed, only the window does.
_ON_SCREEN = """const vv = window.visualViewport || {offsetLeft: 0, offsetTop: 0, scale: 1};
  const onScreen = ([x, y]) => [Math.round((x - vv.offsetLeft) * vv.scale), Math.round((y - vv.offsetTop) * vv.scale)];
  const shown = (e) => {
    const r = e.getBoundingClientRect();
    let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom], from = getComputedStyle(e).position;
    for (let a = e.parentElement; a && a !== document.body && from !== 'fixed'; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (from === 'absolute' && s.position === 'static' && s.transform === 'none') continue;
      const b = a.getBoundingClientRect();
      if (s.overflowX !== 'visible') { left = Math.max(left, b.left); right = Math.min(right, b.right); }
      if (s.overflowY !== 'visible') { top = Math.max(top, b.top); bottom = Math.min(bottom, b.bottom); }
      from = s.position;
    }
    return {left, top, right, bottom, width: Math.max(0, right - left), height: Math.max(0, bottom - top)};
  };"""

MANY_ALIKE = 9  # like controls (one tag and first class) past which some may be marked out: a 3×3 board

# Where to click or tap while playing: the largest canvas (centre and lower left), else a few
# visible controls (buttons, cells, anything given a pointer listener: A Dark Room's 'light fire' is
# a div with a click handler), else the middle of the screen. Elements the game listens on come
# before those that only look clickable (klondike's cards before the empty .cell slots the table is
# laid out in, which come first in the page), and a control whose centre is under another element
# is passed over, as a click there lands on that one (a card under the cards dealt onto it). Of
# each, one of every kind (tag and first class) comes first, as a player tries each sort of control
# before a second of one: codebreaker's pegs before the holes of its rows not yet in play. Of many like
# controls (a board's squares), those that look unlike most of them come first: the squares a game
# marked (reversi's dots on the four it takes a move on, a lit target) are where a player presses.
TARGETS = (
    """() => {
  """
    + _ON_SCREEN
    + """
  const seen = (r) => r.width > 4 && r.height > 4 && r.bottom > 0 && r.right > 0
    && r.top < innerHeight && r.left < innerWidth;
  const mid = (r) => [Math.round(Math.min(Math.max(r.left + r.width / 2, 1), innerWidth - 1)),
                      Math.round(Math.min(Math.max(r.top + r.height / 2, 1), innerHeight - 1))];
  const canvases = [...document.querySelectorAll('canvas')].map(shown).filter(seen)
    .sort((a, b) => b.width * b.height - a.width * a.height);
  if (canvases.length) { const r = canvases[0];
    return [mid(r), [Math.round(r.left + r.width / 4), Math.round(r.top + r.height * 3 / 4)]].map(onScreen); }
  const qa = window.__qa, plain = 'button, [onclick], input, [role=button], .cell, td';
  const heard = (e) => !!qa && qa.pointerTargets.has(e) && e.tagName !== 'CANVAS';
  const reached = (e, [x, y]) => { const hit = document.elementFromPoint(x, y); return !hit || e.contains(hit) || hit.contains(e); };
  const all = [...document.querySelectorAll('body *')].filter(e => heard(e) || e.matches(plain));
  const kind = (e) => e.tagName + '.' + (e.classList[0] || ''), kinds = new Set();
  const firstOfKind = ([e]) => !kinds.has(kind(e)) && !!kinds.add(kind(e));
  const varied = (list) => { const first = list.filter(firstOfKind); return [...first, ...list.filter(x => !first.includes(x))]; };
  const shownAndReached = (list) => list.map(e => [e, e.getBoundingClientRect()]).filter(([e, r]) => seen(r) && reached(e, mid(r)));
  // How a control looks, its words apart: the colours of it and of what it holds that is shown.
  const look = (e) => [e, ...e.querySelectorAll('*')].map((x) => { const s = getComputedStyle(x);
    return s.visibility === 'hidden' || Number(s.opacity) === 0 ? '-' : [s.backgroundColor, s.backgroundImage, s.borderTopColor].join(); }).join('|');
  const marked = (list) => {
    const groups = new Map(), odd = new Set();
    for (const x of list) (groups.get(kind(x[0])) || groups.set(kind(x[0]), []).get(kind(x[0]))).push(x);
    for (const group of groups.values()) {
      if (group.length < MANY_ALIKE) continue;
      const looks = group.map(([e]) => look(e)), count = new Map();
      for (const l of looks) count.set(l, (count.get(l) || 0) + 1);
      const [usual, n] = [...count].sort((a, b) => b[1] - a[1])[0];
      if (2 * n >= group.length) group.forEach((x, i) => looks[i] !== usual && odd.add(x));
    }
    return [...list.filter((x) => odd.has(x)), ...list.filter((x) => !odd.has(x))];
  };
  const clickable = [...varied(marked(shownAndReached(all.filter(heard)))), ...varied(marked(shownAndReached(all.filter(e => !heard(e)))))]
    .slice(0, 3).map(([e, r]) => mid(r));
  return (clickable.length ? clickable : [[Math.round(innerWidth / 2), Math.round(innerHeight / 2)]]).map(onScreen);
}"""
).replace("MANY_ALIKE", str(MANY_ALIKE))

# Points across the largest canvas, for a second look at a game that answered no click at its centre
# or lower left (crumb.qa.checks._glanced): ``rows``, CANVAS_GRID × CANVAS_GRID of them, each at the
# middle of its cell, top to bottom, where a canvas game keeps controls of its own (a hand of cards
# along its bottom, a piece off its middle); and ``held``, on the bottom row's line at HELD_ACROSS of
# the canvas's width, where the outer lanes' buttons of a rhythm game or a lane runner are whether it
# has three lanes or four (1/6 is the middle of the first of three, and inside the first of four).
# Shown on screen; null with no canvas.
CANVAS_GRID = 4
CONTROLS = 4  # of the page's own controls beside the canvas, clicked one a segment before the canvas's points
HELD_ACROSS = (1 / 6, 5 / 6)
GRID_POINTS = (
    (
        """() => {
  """
        + _ON_SCREEN
        + """
  const seen = (r) => r.width > 4 && r.height > 4 && r.bottom > 0 && r.right > 0
    && r.top < innerHeight && r.left < innerWidth;
  const canvases = [...document.querySelectorAll('canvas')].map(shown).filter(seen)
    .sort((a, b) => b.width * b.height - a.width * a.height);
  if (!canvases.length) return null;
  const r = canvases[0], n = CANVAS_GRID, rows = [];
  const within = (v, low, high) => Math.round(Math.min(Math.max(v, Math.max(low, 1)), high - 1));
  const at = (across, down) => onScreen([within(r.left + r.width * across, r.left, Math.min(r.right, innerWidth)),
                                         within(r.top + r.height * down, r.top, Math.min(r.bottom, innerHeight))]);
  for (let row = 0; row < n; row++) rows.push([...Array(n)].map((_, col) => at((col + 0.5) / n, (row + 0.5) / n)));
  // Elements the game listens on for a press, apart from the canvas and what holds it (a plant's card
  // in a list beside a lawn, a tool in a palette): shown, reached at their centre, one of each kind
  // (tag and first class) first, in the page's order.
  const qa = window.__qa, first = [], rest = [], kinds = new Set();
  for (const e of qa ? document.querySelectorAll('body *') : []) {
    if (!qa.pointerTargets.has(e) || e.tagName === 'CANVAS' || e.querySelector('canvas')
      || getComputedStyle(e).visibility === 'hidden') continue;
    const b = shown(e);
    if (!seen(b)) continue;
    const x = Math.min(Math.max(b.left + b.width / 2, 1), innerWidth - 1), y = Math.min(Math.max(b.top + b.height / 2, 1), innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    if (hit && !e.contains(hit) && !hit.contains(e)) continue;
    const kind = e.tagName + '.' + (e.classList[0] || '');
    (kinds.has(kind) ? rest : first).push(onScreen([Math.round(x), Math.round(y)]));
    kinds.add(kind);
  }
  return {rows, held: HELD_ACROSS.map((across) => at(across, (n - 0.5) / n)), controls: [...first, ...rest].slice(0, CONTROLS)};
}"""
    )
    .replace("CANVAS_GRID", str(CANVAS_GRID))
    .replace("CONTROLS", str(CONTROLS))
    .replace("HELD_ACROSS", "[" + ", ".join(repr(f) for f in HELD_ACROSS) + "]")
)

# A board of cells, as a player sees a chess or draughts board: like elements (one tag and first
# class) of one size, laid out in a grid of at least 3×3 that they mostly fill; of several, the
# largest. Each cell says whether a piece stands on it: a picture inside it (img, svg, canvas, an
# element with a background image, or one filled with a colour over a fifth of the cell: a CSS
# disc) or a symbol in its words (♟, ●), not a letter or a digit (the board's own a–h, 1–8), or a
# piece laid over it (klotski's blocks lie over the cells the board is laid out in: what a click at
# the cell's centre reaches, smaller than half the board). Returns the rows top to bottom, each a
# list of [x, y, occupied], or null.
BOARD = (
    """() => {
  """
    + _ON_SCREEN
    + """
  const groups = new Map();
  for (const e of document.querySelectorAll('body *')) {
    const r = e.getBoundingClientRect();
    if (r.width < 8 || r.height < 8 || r.bottom <= 0 || r.right <= 0 || r.top >= innerHeight || r.left >= innerWidth) continue;
    const key = e.tagName + '.' + (e.classList[0] || '');
    const list = groups.get(key) || [];
    if (list.length < 400) list.push([e, r]);
    groups.set(key, list);
  }
  const lines = (values) => values.sort((a, b) => a - b).reduce((found, v) =>
    found.length && v - found[found.length - 1] <= 2 ? found : [...found, v], []);
  let best = null;
  for (const list of groups.values()) {
    if (list.length < 9) continue;
    const [w, h] = [list[0][1].width, list[0][1].height];
    if (!list.every(([, r]) => Math.abs(r.width - w) <= 2 && Math.abs(r.height - h) <= 2)) continue;
    const xs = lines(list.map(([, r]) => r.left)), ys = lines(list.map(([, r]) => r.top));
    if (xs.length < 3 || ys.length < 3 || list.length < 0.8 * xs.length * ys.length || list.length > xs.length * ys.length) continue;
    if (!best || list.length * w * h > best.area) best = {list, xs, ys, area: list.length * w * h};
  }
  if (!best) return null;
  const big = (c, e) => { const a = c.getBoundingClientRect(), b = e.getBoundingClientRect(); return a.width * a.height >= 0.2 * b.width * b.height; };
  const filled = (c, e) => { const s = getComputedStyle(c);
    return s.visibility !== 'hidden' && (s.backgroundImage !== 'none' || (!/^(transparent|rgba\\(.*, 0\\))$/.test(s.backgroundColor) && big(c, e))); };
  const pictured = (e) => !!e.querySelector('img, svg, canvas') || [...e.querySelectorAll('*')].some((c) => filled(c, e));
  const span = (all, size) => all[all.length - 1] - all[0] + size;
  const boardArea = span(best.xs, best.list[0][1].width) * span(best.ys, best.list[0][1].height);
  const covered = (e, r) => { const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || e.contains(hit) || hit.contains(e)) return false;
    const b = hit.getBoundingClientRect(); return b.width * b.height < boardArea / 2; };
  const holds = (e, r) => pictured(e) || covered(e, r) || /[^\\s\\p{L}\\p{N}\\p{P}]/u.test(e.innerText || '');
  const at = (v, all) => all.findIndex((line) => Math.abs(line - v) <= 2);
  const rows = best.ys.map(() => best.xs.map(() => null));
  for (const [e, r] of best.list) {
    const [x, y] = onScreen([r.left + r.width / 2, r.top + r.height / 2]);
    rows[at(r.top, best.ys)][at(r.left, best.xs)] = [x, y, holds(e, r)];
  }
  return rows;
}"""
)

# The play area: the largest visible canvas, else the body, as [left, top, width, height].
PLAY_AREA = (
    """() => {
  """
    + _ON_SCREEN
    + """
  const seen = (r) => r.width > 20 && r.height > 20 && r.bottom > 0 && r.top < innerHeight;
  const c = [...document.querySelectorAll('canvas, svg')].map(shown).filter(seen)
    .sort((a, b) => b.width * b.height - a.width * a.height)[0];
  const r = c || {left: 0, top: 0, width: innerWidth, height: innerHeight};
  const left = Math.max(0, r.left), top = Math.max(0, r.top);
  return [...onScreen([left, top]), Math.min(r.width, innerWidth - left) * vv.scale, Math.min(r.height, innerHeight - top) * vv.scale];
}"""
)

# Start buttons: words drawn on a canvas that ask for a click ("Click here to start") and pictures
# drawn there whose file is named for starting (enter.png; init.js), then visible elements that look
# clickable (buttons, links inside the page, links to another page of the game, as a landing page's
# 'Play' is, anything with a pointer listener or onclick, role=button) and that a click at their
# centre reaches (not under a dialog), those in a box that covers another first (a dialog's buttons before the page's links), then those whose words ask to
# start or play (a menu's 'New game' before the title above it, which only recolours itself when
# clicked), else top to bottom; then the
# canvas centre. Each has a label: its words (``named``; of several lines, the one that asks to start
# or play, else the first) or, with none, what it is ('the img #start', 'a div.cell (one of 256)').
CANVAS_CENTRE = "the canvas centre"  # the last of START_BUTTONS on a page with a canvas
# Words on a control that ask to start or play, in eighteen languages, every one the offline studio
# writes its games in among them (a JavaScript pattern, flags iu):
# those of a script with spaces standing alone, those of Chinese, Japanese and Korean anywhere.
START_WORDS = (
    r"(?<![\p{L}\p{N}_])(?:start|play|begin|go|continue|new game"
    r"|empezar|comenzar|jugar|iniciar|nueva partida|nuevo juego|continuar"
    r"|commencer|jouer|démarrer|nouvelle partie|continuer"
    r"|starten|spielen|beginnen|neues spiel|weiter|spelen|nieuw spel"
    r"|começar|comecar|jogar|novo jogo"
    r"|inizia|iniziare|gioca|giocare|nuova partita|continua"
    r"|начать|играть|играй|старт|новая игра|продолжить|почати|грати|нова гра"
    r"|zacznij|zacząć|graj|grać|rozpocznij|rozpocząć|nowa gra"
    r"|başla|basla|başlat|başlamak|oyna|oynamak|yeni oyun|devam"
    r"|bắt đầu|chơi|mulai"
    r"|ابدأ|البدء|للبدء|العب|للعب|शुरू|खेलें|खेलो|खेलने)(?![\p{L}\p{N}_])"
    r"|开始|開始|スタート|はじめる|始める|プレイ|시작|플레이"
)
# Words that ask a player to click, tap, touch or press, in the languages of START_WORDS (the same flags).
ASK_WORDS = (
    r"(?<![\p{L}\p{N}_])(?:click|tap|touch|press|hit|push"
    r"|haz clic|clic|pulsa|pulse|toca|toque|presiona|presione"
    r"|cliquez|clique|cliquer|touchez|touche|appuyez|appuie"
    r"|klicke|klicken|klick|tippe|tippen|drücke|drücken|berühre|klik|tik|druk"
    r"|pressione|clica|clicca|tocca|premi"
    r"|нажмите|нажми|кликните|коснитесь|коснись|натисніть|натисни|торкніться|торкнися"
    r"|kliknij|dotknij|naciśnij|wciśnij|tıkla|tikla|dokun|basın|basin|bas"
    r"|nhấn|chạm|bấm|ketuk|sentuh|tekan"
    r"|انقر|اضغط|المس|क्लिक|टैप|दबाएं|दबाओ)(?![\p{L}\p{N}_])"
    r"|点击|點擊|点按|轻触|觸摸|触摸|按下|按|タップ|クリック|押して|押す|터치|클릭|탭|누르|눌러"
)
# A line that asks for a click, a tap or a key to start ("Click here to start", "点击开始",
# "スタートするにはタップ", "शुरू करने के लिए टैप करें"): an ask and a start word, either first (as a
# language puts them), with no sentence's end between, nor a comma when the start word comes first
# ("Play with the arrows, press P to pause" asks for no start).
ASKS_TO_START = (
    rf"(?:{ASK_WORDS})[^.!?。！？\n]{{0,30}}?(?:{START_WORDS})"
    rf"|(?:{START_WORDS})[^.!?。！？,;，、\n]{{0,30}}?(?:{ASK_WORDS})"
)
START_BUTTONS = (
    (
        """() => {
  """
        + _ON_SCREEN
        + """
  const qa = window.__qa;
  const seen = (r) => r.width > 4 && r.height > 4 && r.bottom > 0 && r.right > 0
    && r.top < innerHeight && r.left < innerWidth;
  const startWords = new RegExp(START_WORDS, 'iu');
  const asks = (l) => startWords.test(l);
  const words = (e) => {
    const lines = String(e.innerText || e.value || e.getAttribute('aria-label') || e.getAttribute('title')
      || e.getAttribute('alt') || '').split(/\\n+/).map(l => l.replace(/\\s+/g, ' ').trim()).filter(Boolean);
    return lines.find(asks) || lines[0] || '';
  };
  const what = (e) => {
    const tag = e.tagName.toLowerCase(), cls = e.classList[0];
    if (e.id) return `the ${tag} #${e.id}`;
    if (page(e)) return `the link to ${e.getAttribute('href')}`;  // a picture of the game, say
    const alike = cls ? document.getElementsByClassName(cls).length : 0;
    if (cls) return alike > 1 ? `a ${tag}.${cls} (one of ${alike})` : `the ${tag}.${cls}`;
    const file = (e.getAttribute('src') || '').split(/[?#]/)[0].split('/').pop();
    return file ? `the ${tag} ${file}` : `a ${tag} with no label`;
  };
  const box = (e) => {  // the positioned box an element is drawn in: a dialog, a panel
    for (let a = e; a && a !== document.body; a = a.parentElement) if (getComputedStyle(a).position !== 'static') return a;
    return null;
  };
  // A link to another page of the game (on its own origin, to an HTML page, in this window): a
  // player follows it into the game; a link off the game's origin is leaving it.
  const page = (e) => {
    if (!e.matches('a[href]') || (e.target && e.target !== '_self')) return false;
    const to = new URL(e.href, location.href);
    return to.origin === location.origin && to.pathname !== location.pathname && /(\\.html?|\\/)$/i.test(to.pathname);
  };
  const found = [], fronts = new Set();
  for (const e of document.querySelectorAll('body *')) {
    const clickable = e.matches('button, [onclick], [role=button], input[type=button], input[type=submit], a[href^="#"]')
      || page(e) || (qa && qa.pointerTargets.has(e) && e.tagName !== 'CANVAS' && e !== document.body);
    if (!clickable || getComputedStyle(e).visibility === 'hidden') continue;
    const r = e.getBoundingClientRect();
    if (!seen(r)) continue;
    const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
    const hit = document.elementFromPoint(Math.min(Math.max(cx, 0), innerWidth - 1), Math.min(Math.max(cy, 0), innerHeight - 1));
    if (hit && !e.contains(hit) && !hit.contains(e)) {  // under something else, where a click lands: a dialog over it
      const front = box(hit);
      if (front) fronts.add(front);
      continue;
    }
    const label = words(e).slice(0, 30);
    const [x, y] = onScreen([cx, cy]);
    found.push({label: label || what(e), named: !!label, asks: asks(label), x, y, e, order: found.length});
    if (found.length >= 40) break;
  }
  const front = (f) => [...fronts].some(b => b.contains(f.e)) ? 1 : 0;
  found.sort((a, b) => front(b) - front(a) || b.asks - a.asks || a.order - b.order);
  found.splice(6);
  for (const [text, at] of (qa ? qa.drawnButtons : new Map())) {
    if (!at.canvas.isConnected || !at.canvas.width || !at.canvas.height) continue;
    const r = at.canvas.getBoundingClientRect();
    const [x, y] = onScreen([r.left + at.x * r.width / at.canvas.width, r.top + at.y * r.height / at.canvas.height]);
    if (seen(r)) found.unshift({label: text.trim().slice(0, 30), named: true, x, y});
  }
  const c = [...document.querySelectorAll('canvas')].map(shown).filter(seen)
    .sort((a, b) => b.width * b.height - a.width * a.height)[0];
  if (c) { const [x, y] = onScreen([c.left + c.width / 2, c.top + c.height / 2]); found.push({label: 'CANVAS_CENTRE', named: false, x, y}); }
  return found.map(({label, named, x, y, e}) => ({label, named, x, y, element: !!e && e.tagName !== 'CANVAS'}));
}"""
    )
    .replace("CANVAS_CENTRE", CANVAS_CENTRE)
    .replace("START_WORDS", json.dumps(START_WORDS))
)

# What the page says now: its visible text and the words drawn on canvases since the last look.
SAYS_NOW = """() => { const qa = window.__qa, recent = qa ? qa.recent.splice(0) : [];
  return [(document.body && document.body.innerText || '').slice(0, 4000), ...recent].join('\\n'); }"""

# Whether a short finite CSS animation or transition of the page is still under way, one waiting out
# its delay included (cards dealt one after another, an intro): the page is setting itself up and
# about to move by itself. Endless ones (a pulsing start button) never end, and long ones (a round's
# timer bar shrinking over 10 or 60 s) run through play: neither says whether it is ready, and
# waiting on a timer bar would play the round after it ran out.
SETTING_UP_MS = 2_000  # the longest one run of an animation (its delay apart) that sets a page up
OWN_MOTION = f"""() => (document.getAnimations ? document.getAnimations() : []).some((a) => {{
  if (a.playState !== 'running' || !a.effect) return false;
  const timing = a.effect.getComputedTiming();
  return Number.isFinite(timing.endTime) && timing.activeDuration <= {SETTING_UP_MS};
}})"""

# Keys pressed for the game alone: the browser's own actions on them are cancelled from here on (the
# events still reach the game's listeners) — scrolling by the arrows, Space and the page keys (a box of
# the page with overflow scrolls under the player: bug-tap's, 82% of a phone's screen, which QA's sample
# does not put back as it does the window's), and Enter or Space pressing the control that has the focus.
# What the game does with a key it reads (its own scrollTo included) is left as it is.
GAME_KEYS_ONLY = """() => {
  // The arrows and the page keys scroll on keydown, Space on keypress (cancelling its keydown would
  // keep the keypress from the game too); a focused control is pressed by Space and Enter.
  const scrolls = {keydown: ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'Home', 'End'], keypress: [' '], keyup: []};
  const control = 'a, button, summary, select, [role=button], [role=tab], [role=link], input[type=button], input[type=submit], input[type=reset], input[type=checkbox], input[type=radio]';
  const typing = (t) => t.isContentEditable || /^(INPUT|TEXTAREA)$/.test(t.tagName) && !t.matches(control);
  for (const type of Object.keys(scrolls))
    EventTarget.prototype.addEventListener.call(window, type, (e) => {
      const t = e.target instanceof Element ? e.target : null;
      if (t && typing(t)) return;
      if (scrolls[type].includes(e.key) || ((e.key === 'Enter' || e.key === ' ') && t && t.closest(control))) e.preventDefault();
    }, true);
}"""

# What the page says: its visible text and the words drawn on canvases.
WORDS = """() => [(document.body && document.body.innerText || '').slice(0, 4000), ...(window.__qa ? window.__qa.texts : [])]"""

OVERFLOW = """() => {
  const d = document.documentElement, b = document.body;
  const width = Math.max(d.scrollWidth, b ? b.scrollWidth : 0);
  const wide = [...document.querySelectorAll('canvas, svg, img, table, div')]
    .map(e => e.getBoundingClientRect()).filter(r => r.width > 0 && r.height > 0)
    .reduce((m, r) => Math.max(m, r.right), 0);
  const play = [...document.querySelectorAll('canvas, svg')].map(e => e.getBoundingClientRect())
    .filter(r => r.width > 20 && r.height > 20).reduce((m, r) => Math.max(m, r.width * r.height), 0);
  // What the screen shows, in page px: a page with no viewport tag is zoomed out to fit, but one whose
  // tag says width=device-width stays at 100% however wide its content is, and innerWidth then grows
  // to the content (minesweeper's 752 px board read as fitting while the phone showed 390 px of it).
  const shown = window.visualViewport ? visualViewport.width : innerWidth;
  return {viewport: Math.round(shown), scroll: width, widest: Math.round(wide), play: Math.round(play)};
}"""

# The hook (as SAMPLE), what the page says now (as SAYS_NOW), the hook's state changes since the
# last look ([game time, state, score], noted by init.js after each frame) and the game time now.
LOOK = f"""() => {{ const [scrolled, hook] = ({SAMPLE})(); const qa = window.__qa;
  return [scrolled, hook, ({SAYS_NOW})(), qa ? qa.states.splice(0) : [], performance.now()]; }}"""

# Words that ask to turn the phone: a way of holding it (landscape, sideways), or turning a device,
# not a piece (a falling-block game's "rotate"), in several languages.
_DEVICE = r"(device|phone|screen|mobile|tablet)"
TURN_WORDS = (
    rf"\\b(landscape|sideways)\\b|\\b(rotate|turn|flip)\\b[^.!?]{{0,20}}\\b{_DEVICE}"  # English
    r"|querformat|(gerät|handy|bildschirm)[^.!?]{0,20}drehen"  # German
    r"|paysage|\\b(tournez|pivotez|tourner|pivoter)\\b[^.!?]{0,20}(appareil|téléphone|écran|mobile)"  # French
    r"|\\b(horizontal|orizzontale|apaisado|paisagem)\\b"  # Spanish, Portuguese, Italian
    r"|\\b(gira|gire|girar|ruota|ruotare)\\b[^.!?]{0,20}(dispositivo|teléfono|telefono|móvil|pantalla|celular|schermo)"
    r"|альбомн|поверн[^.!?]{0,20}(устройство|телефон|экран)"  # Russian
    r"|横屏|横向|旋转(手机|设备|屏幕)|横画面|横向き|가로\\s*(모드|화면|로)"  # Chinese, Japanese, Korean
)
# Whether the upright phone's page asks to be turned sideways, and why (else null). A notice is a
# visible element, not the page itself, that covers most of the screen and holds no game: nothing
# drawn (a canvas, an svg, a video), a few words, at most a few controls (a portrait game's board,
# its cells listened to, is none). It asks when a media query on orientation or aspect ratio shows it
# now (a rule that matches and sets it visible) or hides it when turned (a rule that does not match
# now and sets it hidden); else, on top at the screen's centre, when its words ask to turn the
# device. A game that reads the orientation (init.js) asks too when it draws such words on a canvas
# that covers the screen. Words alone never do: a page that mentions landscape in its prose or in
# its game's frame is not a notice.
ASKS_TO_TURN = (
    """() => {
  const read = !!(window.__qa && window.__qa.orientation);  // before this probe's own matchMedia
  const W = innerWidth, H = innerHeight, COVER = 0.6;
  const asks = (s) => new RegExp("TURN_WORDS", "i").test(s || '');
  const covers = (e) => {
    if (!(e instanceof Element) || e === document.body || e === document.documentElement) return 0;
    const s = getComputedStyle(e);
    if (s.display === 'none' || s.visibility === 'hidden' || Number(s.opacity) < 0.5) return 0;
    const r = e.getBoundingClientRect();
    const w = Math.max(0, Math.min(r.right, W) - Math.max(r.left, 0)), h = Math.max(0, Math.min(r.bottom, H) - Math.max(r.top, 0));
    return w * h / (W * H);
  };
  const notice = (e) => {  // how much of the screen it covers, as a notice; 0 if it is none
    const share = covers(e);
    if (share < COVER || e.tagName === 'CANVAS' || [...e.querySelectorAll('canvas, svg, video')].some((c) => covers(c) > 0.1)) return 0;
    const heard = (x) => !!window.__qa && window.__qa.pointerTargets.has(x);
    const controls = [e, ...e.querySelectorAll('*')].filter((x) => heard(x)
      || x.matches('button, input, select, a[href], [onclick], [role=button]')).length;
    return controls <= 3 && (e.innerText || '').trim().length <= 300 ? share : 0;
  };
  const said = (e) => { const t = (e.innerText || '').replace(/\\s+/g, ' ').trim(); return t.length <= 300 ? t : ''; };
  const rules = [];
  const walk = (list, media) => { for (const r of list || []) {
    if (r.media && r.cssRules) walk(r.cssRules, /orientation|aspect-ratio/i.test(r.media.mediaText) ? r.media.mediaText : media);
    else if (r.cssRules && !r.selectorText) walk(r.cssRules, media);
    else if (media && r.selectorText && r.style) rules.push([media, r]);
  } };
  for (const sheet of document.styleSheets) { try { walk(sheet.cssRules, null); } catch (e) { /* another origin's sheet */ } }
  for (const [media, rule] of rules) {
    const now = matchMedia(media).matches, st = rule.style;
    const shows = now && ((st.display && st.display !== 'none') || st.visibility === 'visible' || (st.opacity && Number(st.opacity) > 0));
    const hides = !now && (st.display === 'none' || st.visibility === 'hidden' || st.opacity === '0');
    if (!shows && !hides) continue;
    let found; try { found = document.querySelectorAll(rule.selectorText); } catch (e) { continue; }
    for (const e of found) {
      const share = notice(e);
      if (!share) continue;
      const words = said(e);
      return `a notice covering ${Math.round(100 * share)}% of the upright screen is ${shows ? 'shown' : 'hidden when turned'} by a @media ${media} rule` + (words ? ` ("${words.slice(0, 80)}")` : '');
    }
  }
  const hit = document.elementFromPoint(W / 2, H / 2);
  const drawn = window.__qa ? window.__qa.texts.filter(asks) : [];
  for (let e = hit; e && e !== document.body; e = e.parentElement) {
    const share = notice(e), words = said(e);
    if (share && asks(words)) return `a notice covering ${Math.round(100 * share)}% of the upright screen says "${words.slice(0, 80)}"` + (read ? ' (the game reads the orientation)' : '');
    if (read && e.tagName === 'CANVAS' && drawn.length && covers(e) >= COVER)
      return `the game reads the orientation and draws "${drawn[0].slice(0, 80)}" over ${Math.round(100 * covers(e))}% of the upright screen`;
  }
  return null;
}"""
).replace("TURN_WORDS", TURN_WORDS)

# A spec's predicate that held, judged once more at the same game time on the words a player sees: the
# text laid out on the page that nobody can see (opacity 0 on it or an ancestor, a colour with no alpha
# and no shadow or stroke, a font under 1 px, placed wholly above or left of the page, or clipped to
# under 2 px by its own box, an ancestor's or a CSS clip) is emptied for that one call and put back
# before it returns. Text not laid out at all (display or visibility) is left alone: innerText leaves it
# out already, and textContent reads it as the game's state, as a hook is read. Returns what was hidden
# (empty: nothing, or a promise predicate, not judged so) and whether the predicate held without it.
UNSEEN_WORDS = (
    """(args) => {"""
    + _ON_SCREEN
    + """
  const none = (c) => c === 'transparent' || /^rgba\\(.*,\\s*0\\)$/.test(c);
  const clipped = (c) => /rect\\(0px,? 0px,? 0px,? 0px\\)/.test(c);
  const unseen = (e, node) => {
    const st = getComputedStyle(e);
    if (st.visibility !== 'visible' || !e.getClientRects().length) return false;
    for (let a = e; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.opacity === '0' || clipped(s.clip)) return true;
    }
    if (parseFloat(st.fontSize) < 1) return true;
    if (none(st.color) && st.textShadow === 'none' && !parseFloat(st.webkitTextStrokeWidth || '0')) return true;
    const range = document.createRange();
    range.selectNodeContents(node);
    const r = range.getBoundingClientRect();
    if (r.right + scrollX <= 0 || r.bottom + scrollY <= 0) return true;
    const own = st.overflowX !== 'visible' || st.overflowY !== 'visible' ? e.getBoundingClientRect() : r;
    const box = shown(e);
    const width = Math.min(r.right, own.right, box.right) - Math.max(r.left, own.left, box.left);
    const height = Math.min(r.bottom, own.bottom, box.bottom) - Math.max(r.top, own.top, box.top);
    return width < 2 || height < 2;
  };
  const hidden = [];
  const walk = document.createTreeWalker(document.body || document.documentElement, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n && hidden.length < 2000; n = walk.nextNode()) {
    const e = n.parentElement;
    if (!n.nodeValue.trim() || !e || e.closest('script,style,noscript,template')) continue;
    if (unseen(e, n)) hidden.push(n);
  }
  if (!hidden.length) return {held: true, hidden: ''};
  const kept = hidden.map((n) => n.nodeValue);
  const said = kept.join(' ').replace(/\\s+/g, ' ').trim().slice(0, 120);
  try {
    hidden.forEach((n) => { n.nodeValue = ''; });
    const v = (0, eval)(args[0]);
    if (v && typeof v.then === 'function') return {held: true, hidden: ''};
    return {held: !!v, hidden: said};
  } catch (e) {
    return {held: false, hidden: said};
  } finally {
    hidden.forEach((n, i) => { n.nodeValue = kept[i]; });
  }
}"""
)
