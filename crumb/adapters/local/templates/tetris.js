/* Falling blocks: the seven tetrominoes fall into a well; move, rotate, soft and hard drop them, and a
   full row clears and scores (more for more rows at once, times the level). Every so many lines the
   level rises and the pieces fall faster; a piece that cannot enter the well ends the round.
   Keys: arrows move / rotate (Up) / soft drop (Down), Space hard drops. Touch: tap rotates, a drag
   moves a column per cell, down soft drops, and a quick swipe down hard drops. */
(function () {
  var SHAPES = [[4, [0, 1, 1, 1, 2, 1, 3, 1]], [2, [0, 0, 1, 0, 0, 1, 1, 1]], [3, [1, 0, 0, 1, 1, 1, 2, 1]],
    [3, [1, 0, 2, 0, 0, 1, 1, 1]], [3, [0, 0, 1, 0, 1, 1, 2, 1]], [3, [0, 0, 0, 1, 1, 1, 2, 1]], [3, [2, 0, 0, 1, 1, 1, 2, 1]]];
  var POINTS = [0, 100, 300, 500, 800], KICKS = [[0, 0], [-1, 0], [1, 0], [-2, 0], [2, 0], [0, -1]], LOCK = 0.5;
  var C, R, PER, s, ox, oy, board, cur, next, bag, acc, lockT, resets, lines, drops, turns, moves, das, touch;
  function cells(p, dx, dy, dr) {
    var n = SHAPES[p.k][0], d = SHAPES[p.k][1], r = ((p.r + (dr || 0)) % 4 + 4) % 4, out = [];
    for (var i = 0; i < 8; i += 2) { var x = d[i], y = d[i + 1]; for (var j = 0; j < r; j++) { var t = x; x = n - 1 - y; y = t; }
      out.push([p.x + (dx || 0) + x, p.y + (dy || 0) + y]); }
    return out;
  }
  function fits(p, dx, dy, dr) {
    return cells(p, dx, dy, dr).every(function (c) { return c[0] >= 0 && c[0] < C && c[1] < R && (c[1] < 0 || !board[c[1]][c[0]]); });
  }
  function draw7(E) { if (!bag.length) { bag = [0, 1, 2, 3, 4, 5, 6]; for (var i = 6; i > 0; i--) { var j = E.irand(i + 1), t = bag[i]; bag[i] = bag[j]; bag[j] = t; } } return bag.pop(); }
  function enter(E) {   /* the next piece enters the well: where it cannot, the stack has reached the top */
    cur = { k: next, r: 0, x: Math.floor((C - SHAPES[next][0]) / 2), y: 0 }; next = draw7(E); acc = 0; lockT = 0; resets = 0;
    if (!fits(cur)) E.over();
  }
  function color(E, k) { return k === 6 ? E.cfg.theme.accent : E.pieces[k % E.pieces.length]; }
  function shift(dx, E) { if (cur && fits(cur, dx, 0)) { cur.x += dx; moves++; settle(); return true; } return false; }
  function settle() { if (lockT > 0 && resets < 15) { lockT = 0; resets++; } }
  function rotate(E) {
    for (var i = 0; i < KICKS.length; i++) if (fits(cur, KICKS[i][0], KICKS[i][1], 1)) {
      cur.x += KICKS[i][0]; cur.y += KICKS[i][1]; cur.r = (cur.r + 1) % 4; turns++; settle(); return;
    }
  }
  function fall(E) { return Math.max(0.04, 0.8 * Math.pow(0.82, E.level - 1)) / E.speed; }
  function clearRows(E) {
    var full = [];
    for (var y = 0; y < R; y++) if (board[y].every(Boolean)) full.push(y);
    if (!full.length) return;
    full.forEach(function (y) { board.splice(y, 1); board.unshift(new Array(C).fill(0)); E.burst(ox + C * s / 2, oy + (y + 0.5) * s, E.cfg.theme.accent, 10); });
    lines += full.length;
    E.hit(POINTS[Math.min(4, full.length)] * E.level, ox + C * s / 2, oy + (full[0] + 0.5) * s, E.cfg.theme.accent);
    if (full.length === 4) E.shake(8);
    var lv = 1 + Math.floor(lines / PER);
    if (lv > E.level) E.levelUp(lv, Math.round(100 * fall({ level: 1, speed: 1 }) / fall({ level: lv, speed: 1 })) / 100);
  }
  function lock(E) {
    cells(cur).forEach(function (c) { if (c[1] >= 0) board[c[1]][c[0]] = cur.k + 1; });
    cur = null; clearRows(E);
    if (E.hook.state === 'playing') enter(E);
  }
  function hardDrop(E) {
    var n = 0; while (fits(cur, 0, 1)) { cur.y++; n++; }
    drops++; E.hook.score += 2 * n; lock(E);
  }
  function deepest() {   /* the column with the most room above its stack */
    var best = -1, room = -1;
    for (var x = 0; x < C; x++) { var y = 0; while (y < R && !board[y][x]) y++; if (y > room) { room = y; best = x; } }
    return room >= 4 ? best : -1;
  }
  function fixture(kind, E) {
    if (!cur) return false;
    if (kind === 'food') {   /* a row one short of full, with an upright I over its gap, dropped by the player */
      var gx = deepest(); if (gx < 0) return false;
      cur = { k: 0, r: 1, x: gx - 2, y: 0 }; var land = 0; while (fits(cur, 0, land + 1)) land++;
      for (var x = 0; x < C; x++) if (x !== gx) board[land + 3][x] = 7;
      hardDrop(E); return true;
    }
    if (kind === 'level') { var lv = E.level; for (var i = 0; i < 4 * PER && E.level === lv; i++) { board[R - 1].fill(7); clearRows(E); } return true; }
    if (kind === 'hazard') {   /* the stack rises to just under the falling piece, a gap in each row */
      var low = Math.max.apply(null, cells(cur).map(function (c) { return c[1]; }));
      for (var y = low + 1; y < R; y++) for (x = 0; x < C; x++) board[y][x] = x === (y * 3) % C ? 0 : 7;
      return true;
    }
    return false;
  }
  function gravity(dt, E) {
    var soft = E.held.ArrowDown, every = soft ? Math.min(0.05, fall(E)) : fall(E);
    acc += dt;
    while (acc >= every && cur) { acc -= every; if (fits(cur, 0, 1)) { cur.y++; if (soft) E.hook.score++; } else break; }
    if (cur && !fits(cur, 0, 1)) { lockT += dt; if (lockT >= LOCK) lock(E); } else lockT = 0;
  }
  function repeat(dt, E) {   /* a held arrow moves again after a short pause, then quickly */
    var dir = E.held.ArrowLeft ? -1 : E.held.ArrowRight ? 1 : 0;
    if (!dir) { das = 0; return; }
    das += dt; if (das > 0.17) { das -= 0.05; shift(dir, E); }
  }
  CRUMB.register({
    levels: true,
    init: function (E) {
      var T = E.cfg.tuning; C = T.cols || 10; R = T.rows || 20; PER = T.lines_per_level || 10;
      s = Math.floor(Math.min((E.W - 110) / C, (E.H - E.TOP - 24) / R)); ox = 12; oy = E.TOP + 12;
      board = []; for (var y = 0; y < R; y++) board.push(new Array(C).fill(0));
      bag = []; lines = 0; drops = 0; turns = 0; moves = 0; das = 0; touch = null; next = draw7(E); enter(E);
    },
    spawn: fixture,
    update: function (dt, E) { if (!cur) return; repeat(dt, E); if (cur) gravity(dt, E); },
    key: function (k, isDown, E) {
      if (!isDown || !cur) return;
      if (k === 'ArrowLeft') { das = 0; shift(-1, E); } else if (k === 'ArrowRight') { das = 0; shift(1, E); }
      else if (k === 'ArrowUp' || k === 'x') rotate(E);
      else if (k === 'Space') hardDrop(E);
      else if (k === 'ArrowDown') acc = fall(E);
    },
    tap: function (x, y, E) { touch = { x: x, y: y, y0: y, ly: y, t: E.t, moved: false }; },
    drag: function (x, y, E) {
      if (!touch || !cur) return;
      while (x - touch.x >= s) { touch.x += s; touch.moved = true; shift(1, E); }
      while (touch.x - x >= s) { touch.x -= s; touch.moved = true; shift(-1, E); }
      while (y - touch.y >= s && cur && fits(cur, 0, 1)) { touch.y += s; touch.moved = true; cur.y++; E.hook.score++; }
      touch.ly = y;
    },
    release: function (E) {
      var t = touch; touch = null; if (!t || !cur) return;
      var dy = t.ly - t.y0;
      if (!t.moved && dy < s / 2) rotate(E);
      else if (dy > 2 * s && E.t - t.t < 0.35) hardDrop(E);
    },
    draw: function (ctx, E) {
      ctx.fillStyle = 'rgba(0,0,0,.35)'; E.rr(ox - 5, oy - 5, C * s + 10, R * s + 10, 10); ctx.fill();
      ctx.fillStyle = 'rgba(255,255,255,.04)';
      for (var x = 1; x < C; x++) ctx.fillRect(ox + x * s, oy, 1, R * s);
      var block = function (cx, cy, k, a) {
        ctx.globalAlpha = a; ctx.fillStyle = k === 7 ? 'rgba(160,160,170,.8)' : color(E, k); E.rr(cx + 1, cy + 1, s - 2, s - 2, s * 0.18); ctx.fill();
        ctx.fillStyle = 'rgba(255,255,255,.25)'; ctx.fillRect(cx + 3, cy + 3, s - 6, s * 0.2); ctx.globalAlpha = 1;
      };
      for (var y = 0; y < R; y++) for (x = 0; x < C; x++) if (board[y][x]) block(ox + x * s, oy + y * s, board[y][x] - 1, 1);
      if (cur) {
        var g = 0; while (fits(cur, 0, g + 1)) g++;
        cells(cur, 0, g).forEach(function (c) { if (c[1] >= 0) block(ox + c[0] * s, oy + c[1] * s, cur.k, 0.22); });
        cells(cur).forEach(function (c) { if (c[1] >= 0) block(ox + c[0] * s, oy + c[1] * s, cur.k, 1); });
      }
      var px = ox + C * s + 14, pw = E.W - px - 8, q = Math.min(18, pw / 4.5);
      ctx.fillStyle = 'rgba(0,0,0,.3)'; E.rr(px, oy, pw, pw, 10); ctx.fill();
      var n = SHAPES[next][0], d = SHAPES[next][1];
      for (var i = 0; i < 8; i += 2) { ctx.fillStyle = color(E, next); E.rr(px + pw / 2 + (d[i] - n / 2) * q + 1, oy + pw / 2 + (d[i + 1] - (n === 4 ? 1.5 : n / 2 - 0.5) - 0.5) * q + 1, q - 2, q - 2, 4); ctx.fill(); }
      E.text('\u2261 ' + lines, px + pw / 2, oy + pw + 24, 18, E.cfg.theme.fg);
    },
    expose: function (h, E) {
      h.cols = C; h.rows = R; h.lines = lines; h.lines_per_level = PER; h.drops = drops; h.rotations = turns; h.moves = moves;
      h.piece = cur ? { k: cur.k, x: cur.x, y: cur.y, r: cur.r } : null; h.next = next;
      h.spawn_x = cur ? Math.floor((C - SHAPES[cur.k][0]) / 2) : null;
      h.stack = board.reduce(function (n, row) { return n + row.filter(Boolean).length; }, 0);
      var top = 0; while (top < R && board[top].every(function (v) { return !v; })) top++; h.height = R - top;
      h.fall_ms = Math.round(1000 * fall(E)); h.start_fall_ms = Math.round(1000 * fall({ level: 1, speed: E.cfg.speed }));
    }
  });
})();
