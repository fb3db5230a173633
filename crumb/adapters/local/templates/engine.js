/* CRUMB offline studio: the shared runtime every genre template plugs into.
   It owns the canvas, the title → play → over → restart flow, input, timer, lives, combo, the
   mechanics every genre shares (speed-up, bonus, shield, time penalty, high score), particles and
   the window.__crumb hook; a genre supplies init/update/draw/key/tap and spawn(kind) for its items. */
(function () {
  'use strict';
  var cfg = window.CRUMB_CONFIG, W = 360, H = 600, TOP = 64;
  var canvas = document.getElementById('game'), ctx = canvas.getContext('2d');
  var $ = function (id) { return document.getElementById(id); };
  var root = document.documentElement.style, theme = cfg.theme;
  ['bg', 'panel', 'fg', 'accent'].forEach(function (k) { root.setProperty('--' + k, theme[k]); });
  root.setProperty('--fs', cfg.font_scale); root.setProperty('--btn', cfg.button_scale);
  var game = null, last = null, held = {}, fx = [], texts = [], shake = 0, flashA = 0, flashC = '#fff', comboT = 0;
  var T = cfg.tuning, on = {}, M = {};
  (cfg.mechanics || []).forEach(function (m) { on[m] = true; });
  var hook = window.__crumb = { state: 'title', score: 0, genre: cfg.genre, title: cfg.title, level: 1,
    time_limit: cfg.time_limit, best: 0, scored: 0, speed: cfg.speed, base_speed: cfg.speed, max_lives: cfg.lives,
    mechanics: M, start: start, reset: reset, spawn: spawn };
  try { hook.best = +localStorage.getItem('crumb-best-' + cfg.genre) || 0; } catch (e) { hook.best = 0; }
  if (cfg.time_limit) hook.time_left = cfg.time_limit;
  if (cfg.combo) hook.combo = 0;
  if (cfg.lives) hook.lives = cfg.lives;

  var E = { W: W, H: H, TOP: TOP, ctx: ctx, cfg: cfg, hook: hook, held: held, t: 0,
    speed: cfg.speed, pieces: theme.pieces, level: 1 };
  E.rand = function (a, b) { return a + Math.random() * (b - a); };
  E.irand = function (n) { return Math.floor(Math.random() * n); };
  E.burst = function (x, y, color, n) {
    for (var i = 0; i < (n || 14); i++) {
      var a = Math.random() * 6.283, s = E.rand(60, 260);
      fx.push({ x: x, y: y, vx: Math.cos(a) * s, vy: Math.sin(a) * s, life: E.rand(0.35, 0.8), c: color, r: E.rand(2, 5) });
    }
  };
  E.float = function (x, y, text, color) { texts.push({ x: x, y: y, s: text, c: color || theme.fg, life: 0.9 }); };
  E.flash = function (color, strength) { flashC = color; flashA = strength || 0.35; };
  E.shake = function (s) { shake = Math.max(shake, s || 6); };
  E.on = function (name) { return !!on[name]; };
  /* A score through the game's own rules: bonus items count double, the combo multiplies, and
     every so many scores the speed-up, bonus and shield mechanics act. */
  E.hit = function (points, x, y, color, bonus) {
    var mult = 1;
    if (cfg.combo) {
      hook.combo = comboT > 0 ? hook.combo + 1 : 1; comboT = cfg.combo_window;
      mult = M.combo.mult = Math.min(4, 1 + 0.5 * (hook.combo - 1)); M.combo.best = Math.max(M.combo.best, hook.combo);
    }
    if (bonus && on.bonus) { M.bonus.taken++; M.bonus.base = points; points *= 2; M.bonus.last = points; color = '#ffd700'; }
    var gained = Math.round(points * mult);
    hook.score += gained; hook.scored++;
    E.float(x, y, '+' + gained + (mult > 1 ? '  x' + hook.combo : ''), mult > 1 ? theme.accent : color);
    E.burst(x, y, color || theme.accent, mult > 1 ? 22 : 12);
    if (on.speed_up && !M.speed_up.every_s && hook.scored % M.speed_up.every === 0) speedUp();
    if (on.bonus && hook.scored % T.bonus_every === 0) offer('bonus');
    if (on.shield && hook.scored % T.shield_every === 0) offer('shield');
    if (on.high_score) M.high_score.best = Math.max(M.high_score.best, hook.score);
    bump('pill-score'); return gained;
  };
  E.miss = function () {
    if (cfg.combo) { hook.combo = 0; comboT = 0; M.combo.mult = 1; }
    if (on.time_penalty && cfg.time_limit && hook.state === 'playing') {
      M.time_penalty.mistakes++; hook.time_left = Math.max(0, hook.time_left - T.time_penalty_s);
      E.float(W / 2, TOP + 40, '-' + T.time_penalty_s + 's', '#f55'); bump('pill-time');
    }
  };
  E.shield = function () { M.shield.taken++; M.shield.left = T.shield_s; M.shield.active = true; E.flash(theme.accent, 0.3); };
  E.loseLife = function (x, y) {
    if (on.shield && M.shield.active) { M.shield.blocked++; E.burst(x || W / 2, y || H / 2, theme.accent, 18); return false; }
    E.flash('#f33', 0.45); E.shake(10); E.miss();
    if (x !== undefined) E.burst(x, y, '#f55', 24);
    if (!cfg.lives) { E.over(); return true; }
    hook.lives -= 1; bump('pill-lives');
    if (hook.lives <= 0) { E.over(); return true; }
    return false;
  };
  E.over = function () {
    if (hook.state !== 'playing') return;
    hook.state = 'over'; held = E.held = {};
    if (hook.score > hook.best) { hook.best = hook.score; try { localStorage.setItem('crumb-best-' + cfg.genre, hook.best); } catch (e) {} }
    $('final-score').textContent = hook.score; $('final-best').textContent = hook.best;
    $('screen-over').classList.remove('hidden'); sync();
  };
  E.text = function (s, x, y, size, color, align) {
    ctx.font = '800 ' + Math.round(size * cfg.font_scale) + 'px system-ui, sans-serif';
    ctx.textAlign = align || 'center'; ctx.textBaseline = 'middle'; ctx.fillStyle = color || theme.fg; ctx.fillText(s, x, y);
  };
  E.rr = function (x, y, w, h, r) {
    ctx.beginPath(); ctx.moveTo(x + r, y); ctx.arcTo(x + w, y, x + w, y + h, r); ctx.arcTo(x + w, y + h, x, y + h, r);
    ctx.arcTo(x, y + h, x, y, r); ctx.arcTo(x, y, x + w, y, r); ctx.closePath();
  };
  E.shape = function (kind, x, y, r, color) {   /* six distinct piece shapes, no fonts needed */
    ctx.fillStyle = color; ctx.beginPath();
    var n = [0, 4, 3, 6, 5, 0][kind % 6], rot = [0, 0.785, -1.571, 0, -1.571, 0][kind % 6];
    if (kind % 6 === 0) ctx.arc(x, y, r, 0, 6.283);
    else if (kind % 6 === 5) { for (var i = 0; i < 10; i++) { var a = -1.571 + i * 0.628, q = i % 2 ? r * 0.5 : r; ctx.lineTo(x + Math.cos(a) * q, y + Math.sin(a) * q); } }
    else { for (var j = 0; j < n; j++) { var b = rot + j * 6.283 / n; ctx.lineTo(x + Math.cos(b) * r, y + Math.sin(b) * r); } }
    ctx.closePath(); ctx.fill();
    ctx.fillStyle = 'rgba(255,255,255,.35)'; ctx.beginPath(); ctx.arc(x - r * 0.3, y - r * 0.3, r * 0.28, 0, 6.283); ctx.fill();
  };

  function speedUp() {
    M.speed_up.steps++; E.speed = hook.speed = E.speed * (1 + M.speed_up.step);
    E.float(W / 2, H / 2, 'FASTER!', theme.accent); E.flash(theme.accent, 0.2);
  }
  E.levelUp = function (lv, difficulty) {
    hook.level = E.level = lv; if (on.levels) M.levels.difficulty = difficulty;
    E.float(W / 2, H / 2, 'LEVEL ' + lv, theme.accent); E.flash(theme.accent, 0.25);
  };
  /* The game places an item of a kind in play on its own (natural) or, for a test, where the player meets it next. */
  function offer(kind) { if (game.spawn) game.spawn(kind, E, true); }
  function spawn(kind, n, gap) {
    if (hook.state !== 'playing' || !game.spawn) return false;
    var ok = !!game.spawn(kind, E, false);
    if (n > 1) setTimeout(function () { spawn(kind, n - 1, gap); }, gap || 250);
    return ok;
  }
  function fresh() {   /* the mechanics' observable values for a new round */
    for (var k in M) delete M[k];
    for (var m in on) M[m] = {};
    /* every_s: a speed-up every so many seconds of play (played counts them), not every so many points */
    if (on.speed_up) M.speed_up = { every: T.speed_up_every || 5, every_s: T.speed_up_every_s || 0, played: 0, step: T.speed_up_step || 0.15, steps: 0 };
    if (on.combo) M.combo = { mult: 1, best: 0 };
    if (on.bonus) M.bonus = { taken: 0, base: 0, last: 0 };
    if (on.shield) M.shield = { taken: 0, blocked: 0, active: false, left: 0 };
    if (on.time_penalty) M.time_penalty = { mistakes: 0, seconds: T.time_penalty_s };
    if (on.high_score) M.high_score = { best: hook.best };
    if (on.levels) M.levels = { difficulty: 1 };
    if (on.hazards) M.hazards = { placed: 0, hits: 0 };
    if (on.poison) M.poison = { eaten: 0 };
    if (on.bomb) M.bomb = { cleared: 0 };
  }
  function bump(id) { var el = $(id); if (el) { el.classList.add('hot'); setTimeout(function () { el.classList.remove('hot'); }, 160); } }
  function begin() {
    hook.state = 'playing'; hook.score = 0; hook.scored = 0; hook.level = E.level = 1; E.speed = hook.speed = cfg.speed; E.t = 0;
    fresh();
    held = E.held = {}; fx = []; texts = []; comboT = 0;
    if (cfg.time_limit) hook.time_left = cfg.time_limit;
    if (cfg.combo) hook.combo = 0;
    if (cfg.lives) hook.lives = cfg.lives;
    game.init(E);
    $('screen-title').classList.add('hidden'); $('screen-over').classList.add('hidden'); sync();
  }
  function start() { if (hook.state !== 'playing') begin(); }
  function reset() { begin(); }

  function keyName(e) { return e.key === ' ' || e.key === 'Spacebar' ? 'Space' : (e.key.length === 1 ? e.key.toLowerCase() : e.key); }
  var ALIAS = { w: 'ArrowUp', a: 'ArrowLeft', s: 'ArrowDown', d: 'ArrowRight' };
  function onKey(e, down) {
    var k = keyName(e);
    if (cfg.input_assist && ALIAS[k]) k = ALIAS[k];
    if (/^Arrow|^Space$/.test(k)) e.preventDefault();
    if (hook.state !== 'playing') {
      if (down && !e.repeat && (cfg.start_keys.indexOf(k) >= 0 || hook.state === 'over')) start();
      return;
    }
    if (down && e.repeat && held[k]) return;
    held[k] = down;
    if (game.key) game.key(k, down, E);
  }
  window.addEventListener('keydown', function (e) { onKey(e, true); });
  window.addEventListener('keyup', function (e) { onKey(e, false); });

  function point(e) {
    var r = canvas.getBoundingClientRect();
    return { x: (e.clientX - r.left) / r.width * W, y: (e.clientY - r.top) / r.height * H };
  }
  var dragging = false;
  canvas.addEventListener('pointerdown', function (e) {
    if (hook.state !== 'playing') return;
    e.preventDefault(); dragging = true; var p = point(e);
    if (game.tap) game.tap(p.x, p.y, E);
  });
  canvas.addEventListener('pointermove', function (e) { if (hook.state === 'playing' && game.drag && (dragging || e.pointerType === 'mouse')) { var p = point(e); game.drag(p.x, p.y, E); } });
  window.addEventListener('pointerup', function () { dragging = false; if (game.release && hook.state === 'playing') game.release(E); });
  ['screen-title', 'screen-over'].forEach(function (id) {
    $(id).addEventListener('pointerdown', function (e) { e.preventDefault(); start(); });
  });

  function step(dt) {
    E.t += dt;
    if (comboT > 0) { comboT -= dt; if (comboT <= 0 && cfg.combo) { hook.combo = 0; M.combo.mult = 1; } }
    if (on.shield && M.shield.active) { M.shield.left = Math.max(0, M.shield.left - dt); M.shield.active = M.shield.left > 0; }
    game.update(dt, E);
    if (on.speed_up && M.speed_up.every_s && hook.state === 'playing') {
      M.speed_up.played += dt;
      if (M.speed_up.played >= M.speed_up.every_s) { M.speed_up.played -= M.speed_up.every_s; speedUp(); }
    }
    if (cfg.time_limit && hook.state === 'playing') {
      hook.time_left = Math.max(0, hook.time_left - dt);
      if (hook.time_left === 0) E.over();
    }
  }
  function stepFx(dt) {
    fx = fx.filter(function (p) { p.life -= dt; p.x += p.vx * dt; p.y += p.vy * dt; p.vy += 420 * dt; return p.life > 0; });
    texts = texts.filter(function (t) { t.life -= dt; t.y -= 40 * dt; return t.life > 0; });
    shake = Math.max(0, shake - 40 * dt); flashA = Math.max(0, flashA - 1.6 * dt);
  }
  function size() {
    var dpr = Math.min(2, window.devicePixelRatio || 1), r = canvas.getBoundingClientRect();
    return [Math.max(1, Math.round(r.width * dpr)), Math.max(1, Math.round(r.height * dpr))];
  }
  function render(pw, ph) {
    if (canvas.width !== pw || canvas.height !== ph) { canvas.width = pw; canvas.height = ph; }
    ctx.setTransform(pw / W, 0, 0, ph / H, 0, 0);
    if (shake) ctx.translate(E.rand(-shake, shake) * 0.5, E.rand(-shake, shake) * 0.5);
    var g = ctx.createLinearGradient(0, 0, 0, H); g.addColorStop(0, theme.panel); g.addColorStop(1, theme.bg);
    ctx.fillStyle = g; ctx.fillRect(-10, -10, W + 20, H + 20);
    game.draw(ctx, E);
    fx.forEach(function (p) { ctx.globalAlpha = Math.min(1, p.life * 2); ctx.fillStyle = p.c; ctx.fillRect(p.x - p.r / 2, p.y - p.r / 2, p.r, p.r); });
    texts.forEach(function (t) { ctx.globalAlpha = Math.min(1, t.life * 2); E.text(t.s, t.x, t.y, 20, t.c); });
    ctx.globalAlpha = 1;
    if (flashA > 0) { ctx.globalAlpha = flashA; ctx.fillStyle = flashC; ctx.fillRect(-10, -10, W + 20, H + 20); ctx.globalAlpha = 1; }
  }
  // The HUD is written only when a value changes: a DOM write every frame costs a style and
  // layout pass per frame, which is most of a frame's time on a small device.
  var shown = {};
  function put(id, value) { value = String(value); if (shown[id] !== value) { shown[id] = value; $(id).textContent = value; } }
  function show(id, on) { if (shown[id] !== on) { shown[id] = on; $(id).classList.toggle('off', !on); } }
  function levelled() { return !!(on.levels || (game && game.levels)); }   /* the mechanic, or a genre whose levels are its own */
  function sync() {
    if (game && game.expose) game.expose(hook, E);
    put('hud-score', hook.score);
    show('pill-time', !!cfg.time_limit); show('pill-combo', !!cfg.combo); show('pill-lives', !!cfg.lives);
    show('pill-best', !!on.high_score); show('pill-level', levelled());
    if (on.high_score) put('hud-best', M.high_score ? M.high_score.best : hook.best);
    if (levelled()) put('hud-level', hook.level);
    if (cfg.time_limit) put('hud-time', Math.ceil(hook.time_left));
    if (cfg.combo) put('hud-combo', 'x' + Math.max(1, hook.combo));
    if (cfg.lives) put('hud-lives', '\u2665'.repeat(Math.max(0, hook.lives)));
  }
  function frame(ts) {
    requestAnimationFrame(frame);
    if (last === null) last = ts;
    var dt = Math.min(0.25, Math.max(0, (ts - last) / 1000)); last = ts;
    var n = Math.max(1, Math.ceil(dt / (1 / 60))), h = dt / n;
    for (var i = 0; i < n; i++) { if (hook.state === 'playing') step(h); stepFx(h); }
    if (hook.state !== 'playing' && game.idle) game.idle(dt, E);
    var wh = size(), now = picture(wh);
    if (now === null || now !== drawn) render(wh[0], wh[1]);
    drawn = now; sync();
  }
  /* A still picture is drawn once. A game that can say what its picture shows (game.picture: a
     string, or null while anything on it moves) is redrawn only when that, the state, the canvas's
     size or the engine's own effects change: a board nobody touches costs no frame of drawing, which
     on a phone is battery, and in a check that plays a puzzle for half a minute most of its CPU. */
  var drawn = null;
  function picture(wh) {
    if (!game.picture || fx.length || texts.length || shake || flashA > 0) return null;
    var p = game.picture(E);
    return p === null ? null : [hook.state, wh[0], wh[1], p].join('|');
  }
  window.CRUMB = { register: function (g) {
    game = g; fresh(); game.init(E); sync(); requestAnimationFrame(frame);
  } };
})();
