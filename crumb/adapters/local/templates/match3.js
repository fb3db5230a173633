/* Match-3: swap neighbours to line up three or more; cascades chain into combos. With mechanics:
   bomb pieces that clear the 3x3 around them when picked, and invalid swaps that cost time. */
(function () {
  var T, C, R, K, s, ox, oy, board, cur, sel, down, wait, moves, shuffles, matches;
  function cell(c, r) { return r >= 0 && r < R && c >= 0 && c < C ? board[r][c] : null; }
  function fresh(E) {
    board = [];
    for (var r = 0; r < R; r++) { board.push([]); for (var c = 0; c < C; c++) {
      var k; do { k = E.irand(K); } while ((c > 1 && board[r][c - 1].k === k && board[r][c - 2].k === k) ||
        (r > 1 && board[r - 1][c].k === k && board[r - 2][c].k === k));
      board[r].push({ k: k, dx: 0, dy: -(R + 2) * s, pop: 0, y0: r });
    } }
  }
  function runs() {
    var hit = [], r, c, n;
    for (r = 0; r < R; r++) for (c = 0; c < C; c = c + n) { n = 1; while (c + n < C && board[r][c + n].k === board[r][c].k) n++; if (n >= 3) hit.push({ c: c, r: r, n: n, h: 1 }); }
    for (c = 0; c < C; c++) for (r = 0; r < R; r = r + n) { n = 1; while (r + n < R && board[r + n][c].k === board[r][c].k) n++; if (n >= 3) hit.push({ c: c, r: r, n: n, h: 0 }); }
    return hit;
  }
  function swap(a, b) { var t = board[a.r][a.c]; board[a.r][a.c] = board[b.r][b.c]; board[b.r][b.c] = t;
    board[a.r][a.c].dx += (b.c - a.c) * s; board[a.r][a.c].dy += (b.r - a.r) * s; board[b.r][b.c].dx += (a.c - b.c) * s; board[b.r][b.c].dy += (a.r - b.r) * s;
    board[a.r][a.c].y0 = a.r; board[b.r][b.c].y0 = b.r; }
  function hasMove() {
    for (var r = 0; r < R; r++) for (var c = 0; c < C; c++) for (var d = 0; d < 2; d++) {
      var b = d ? { c: c, r: r + 1 } : { c: c + 1, r: r }; if (!cell(b.c, b.r)) continue;
      var x = board[r][c].k; board[r][c].k = board[b.r][b.c].k; board[b.r][b.c].k = x;
      var ok = runs().length > 0; board[b.r][b.c].k = board[r][c].k; board[r][c].k = x; if (ok) return true;
    }
    return false;
  }
  function clear(E) {
    var hit = runs(); if (!hit.length) { if (!hasMove()) { fresh(E); shuffles++; E.float(E.W / 2, E.H / 2, 'SHUFFLE'); } return false; }
    hit.forEach(function (g) {
      var mc = g.c + (g.h ? (g.n - 1) / 2 : 0), mr = g.r + (g.h ? 0 : (g.n - 1) / 2);
      E.hit(10 * g.n + (g.n - 3) * 20, ox + (mc + 0.5) * s, oy + (mr + 0.5) * s, E.pieces[board[g.r][g.c].k]);
      for (var i = 0; i < g.n; i++) board[g.r + (g.h ? 0 : i)][g.c + (g.h ? i : 0)].pop = 1;
    });
    drop(E);
    matches += hit.length;
    if (E.on('bomb') && matches >= 6) { matches = 0; board[E.irand(R)][E.irand(C)].bomb = true; }
    wait = 0.3; return true;
  }
  function blast(p, E) {   /* a bomb clears the 3x3 around it */
    var n = 0;
    for (var r = p.r - 1; r <= p.r + 1; r++) for (var c = p.c - 1; c <= p.c + 1; c++) if (cell(c, r)) { board[r][c].pop = 1; board[r][c].bomb = false; n++; }
    E.hook.mechanics.bomb.cleared += n; E.hit(10 * n, ox + (p.c + 0.5) * s, oy + (p.r + 0.5) * s, E.cfg.theme.accent); E.shake(8);
    drop(E); wait = 0.3;
  }
  function fixture(kind, E) {   /* a match appears at the bottom, a bomb under the cursor, or the player swaps two that do not match */
    if (kind === 'food') { var k = board[R - 1][0].k; for (var c = 1; c < 3; c++) board[R - 1][c].k = k; if (wait <= 0) clear(E); return true; }
    if (kind === 'bomb') { if (!E.on('bomb')) return false; board[cur.r][cur.c].bomb = true; return true; }
    if (kind !== 'miss') return false;
    for (var r = 0; r < R; r++) for (c = 0; c + 1 < C; c++) {
      var a = { c: c, r: r }, b = { c: c + 1, r: r }; swap(a, b); var ok = runs().length; swap(a, b);
      if (!ok) { wait = 0; attempt(a, b, E); return true; }
    }
    return false;
  }
  function drop(E) {
    for (var c = 0; c < C; c++) {
      var col = [], r;
      for (r = R - 1; r >= 0; r--) if (!board[r][c].pop) col.push(board[r][c]);
      var born = R - col.length;
      for (r = R - 1; r >= 0; r--) {
        var p = col[R - 1 - r] || { k: E.irand(K), dx: 0, dy: 0, pop: 0, y0: r - born };
        p.dy += (p.y0 - r) * s; p.y0 = r; board[r][c] = p;
      }
    }
  }
  function attempt(a, b, E) {
    if (!cell(b.c, b.r) || Math.abs(a.c - b.c) + Math.abs(a.r - b.r) !== 1 || wait > 0) return;
    swap(a, b); sel = null; moves++;
    if (!runs().length) { swap(a, b); E.miss(); E.shake(4); return; }
    cur = { c: b.c, r: b.r }; clear(E);
  }
  function choose(p, E) {
    if (board[p.r][p.c].bomb && wait <= 0) { sel = null; blast(p, E); return; }
    if (sel && Math.abs(sel.c - p.c) + Math.abs(sel.r - p.r) === 1) attempt(sel, p, E);
    else sel = sel && sel.c === p.c && sel.r === p.r ? null : { c: p.c, r: p.r };
  }
  var DIRS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  CRUMB.register({
    init: function (E) {
      T = E.cfg.tuning; C = T.cols || 7; R = T.rows || 8; K = Math.min(6, T.kinds || 5);
      s = Math.min((E.W - 20) / C, (E.H - E.TOP - 50) / R); ox = (E.W - C * s) / 2; oy = E.TOP + 14 + (E.H - E.TOP - 30 - R * s) / 2;
      cur = { c: Math.floor(C / 2), r: Math.floor(R / 2) }; sel = null; down = null; wait = 0; moves = 0; shuffles = 0; matches = 0; fresh(E);
    },
    spawn: function (kind, E) { return fixture(kind, E); },
    update: function (dt, E) {
      var v = 1400 * dt * Math.max(0.6, E.speed);
      for (var r = 0; r < R; r++) for (var c = 0; c < C; c++) { var p = board[r][c];
        p.dx = Math.abs(p.dx) <= v ? 0 : p.dx - Math.sign(p.dx) * v; p.dy = Math.abs(p.dy) <= v ? 0 : p.dy - Math.sign(p.dy) * v; }
      if (wait > 0) { wait -= dt; if (wait <= 0) clear(E); }
    },
    idle: function (dt, E) { this.update(dt, E); },
    key: function (k, isDown, E) {
      if (!isDown) return;
      var d = DIRS[k];
      if (d && sel) { attempt(sel, { c: sel.c + d[0], r: sel.r + d[1] }, E); return; }
      if (d) { cur = { c: Math.max(0, Math.min(C - 1, cur.c + d[0])), r: Math.max(0, Math.min(R - 1, cur.r + d[1])) }; return; }
      if (k === 'Space' || k === 'Enter') choose(cur, E);
    },
    tap: function (x, y, E) {
      var c = Math.floor((x - ox) / s), r = Math.floor((y - oy) / s);
      if (!cell(c, r)) { sel = null; return; }
      cur = { c: c, r: r }; down = { c: c, r: r, x: x, y: y }; choose(cur, E);
    },
    drag: function (x, y, E) {
      if (!down) return;
      var dx = x - down.x, dy = y - down.y; if (Math.max(Math.abs(dx), Math.abs(dy)) < s * 0.45) return;
      var b = Math.abs(dx) > Math.abs(dy) ? { c: down.c + Math.sign(dx), r: down.r } : { c: down.c, r: down.r + Math.sign(dy) };
      var a = down; down = null; attempt(a, b, E);
    },
    release: function () { down = null; },
    draw: function (ctx, E) {
      ctx.fillStyle = 'rgba(0,0,0,.28)'; E.rr(ox - 6, oy - 6, C * s + 12, R * s + 12, 14); ctx.fill();
      for (var r = 0; r < R; r++) for (var c = 0; c < C; c++) {
        if ((r + c) % 2) { ctx.fillStyle = 'rgba(255,255,255,.04)'; ctx.fillRect(ox + c * s, oy + r * s, s, s); }
        var p = board[r][c], x = ox + (c + 0.5) * s + p.dx, y = oy + (r + 0.5) * s + p.dy;
        if (y < oy - s * 0.5) continue;
        E.shape(p.k, x, y, s * 0.36, E.pieces[p.k]);
        if (p.bomb) { ctx.strokeStyle = '#fff'; ctx.lineWidth = 3; ctx.beginPath(); ctx.arc(x, y, s * 0.42, 0, 6.283); ctx.stroke(); E.text('*', x, y, s * 0.5, '#fff'); }
      }
      var hl = function (q, color, w) { ctx.strokeStyle = color; ctx.lineWidth = w; E.rr(ox + q.c * s + 2, oy + q.r * s + 2, s - 4, s - 4, 8); ctx.stroke(); };
      if (E.hook.state === 'playing') hl(cur, 'rgba(255,255,255,.55)', 2);
      if (sel) hl(sel, E.cfg.theme.accent, 4);
    },
    picture: function () {   /* what draw shows, or null while a piece moves or a cascade is due */
      if (wait > 0) return null;
      var out = [cur.c, cur.r, sel ? sel.c + ',' + sel.r : '-'];
      for (var r = 0; r < R; r++) for (var c = 0; c < C; c++) { var p = board[r][c];
        if (p.dx || p.dy) return null;
        out.push(p.k + (p.bomb ? '*' : '')); }
      return out.join(' ');
    },
    expose: function (h) { h.cols = C; h.rows = R; h.cursor = { c: cur.c, r: cur.r }; h.selected = sel ? { c: sel.c, r: sel.r } : null; h.moves = moves; h.busy = wait > 0; }
  });
})();
