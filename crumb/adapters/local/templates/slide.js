/* Slide puzzle: slide tiles into the gap until they read in order; each solve deals a new one. */
(function () {
  var N, tiles, gap, s, ox, oy, moves, solved, home;
  function at(c, r) { return r * N + c; }
  function slide(c, r, E, quiet) {   /* move the tile at (c,r) into the gap if they touch */
    var gc = gap % N, gr = Math.floor(gap / N);
    if (Math.abs(gc - c) + Math.abs(gr - r) !== 1) return false;
    var i = at(c, r), t = tiles[i]; tiles[gap] = t; tiles[i] = 0; t.dx = (c - gc) * s; t.dy = (r - gr) * s;
    var landed = t.n - 1 === gap; gap = i;
    if (quiet) return true;
    moves++;
    if (landed) E.hit(5, ox + (gap % N + 0.5) * s, oy + (Math.floor(gap / N) + 0.5) * s, E.pieces[(t.n - 1) % 6]);
    if (isSolved()) { solved++; E.hit(100 + N * 25, E.W / 2, E.H / 2, E.cfg.theme.accent); E.flash(E.cfg.theme.accent, 0.4); shuffle(E); }
    return true;
  }
  function isSolved() { return tiles.every(function (t, i) { return i === N * N - 1 ? !t : t && t.n === i + 1; }); }
  function shuffle(E) {
    tiles = []; for (var i = 1; i < N * N; i++) tiles.push({ n: i, dx: 0, dy: 0 }); tiles.push(0); gap = N * N - 1;
    var prev = -1;
    for (var k = 0; k < N * N * 12 || isSolved(); k++) {
      var gc = gap % N, gr = Math.floor(gap / N), opts = [[gc - 1, gr], [gc + 1, gr], [gc, gr - 1], [gc, gr + 1]].filter(function (p) {
        return p[0] >= 0 && p[1] >= 0 && p[0] < N && p[1] < N && at(p[0], p[1]) !== prev; });
      var p = opts[E.irand(opts.length)]; prev = gap; slide(p[0], p[1], E, true);
    }
    tiles.forEach(function (t) { if (t) { t.dx = 0; t.dy = 0; } });
  }
  var PUSH = { ArrowLeft: [1, 0], ArrowRight: [-1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
  CRUMB.register({
    init: function (E) {
      N = E.cfg.tuning.size || 4; s = Math.min((E.W - 24) / N, (E.H - E.TOP - 60) / N); ox = (E.W - N * s) / 2; oy = E.TOP + 20 + (E.H - E.TOP - 40 - N * s) / 2;
      moves = 0; solved = 0; shuffle(E);
    },
    update: function (dt, E) {
      var v = 1500 * dt;
      tiles.forEach(function (t) { if (!t) return; t.dx = Math.abs(t.dx) <= v ? 0 : t.dx - Math.sign(t.dx) * v; t.dy = Math.abs(t.dy) <= v ? 0 : t.dy - Math.sign(t.dy) * v; });
    },
    key: function (k, down, E) {   /* an arrow pushes the tile beside the gap in that direction */
      var d = PUSH[k]; if (!down || !d) return;
      var c = gap % N + d[0], r = Math.floor(gap / N) + d[1];
      if (c >= 0 && r >= 0 && c < N && r < N) slide(c, r, E);
    },
    tap: function (x, y, E) {
      var c = Math.floor((x - ox) / s), r = Math.floor((y - oy) / s);
      if (c < 0 || r < 0 || c >= N || r >= N) return;
      var gc = gap % N, gr = Math.floor(gap / N);   /* a tap in the gap's row or column slides the whole line */
      if (c === gc && r !== gr) while (Math.floor(gap / N) !== r) slide(c, Math.floor(gap / N) + Math.sign(r - Math.floor(gap / N)), E);
      else if (r === gr && c !== gc) while (gap % N !== c) slide(gap % N + Math.sign(c - gap % N), r, E);
      else if (c !== gc) {   /* off the gap's lines: slide the gap's neighbour on the tap's side, along the longer axis */
        if (Math.abs(c - gc) >= Math.abs(r - gr)) slide(gc + Math.sign(c - gc), gr, E); else slide(gc, gr + Math.sign(r - gr), E);
      }
    },
    draw: function (ctx, E) {
      var th = E.cfg.theme;
      ctx.fillStyle = 'rgba(0,0,0,.3)'; E.rr(ox - 8, oy - 8, N * s + 16, N * s + 16, 14); ctx.fill();
      tiles.forEach(function (t, i) {
        if (!t) return;
        var x = ox + (i % N) * s + t.dx, y = oy + Math.floor(i / N) * s + t.dy, good = t.n - 1 === i;
        ctx.fillStyle = good ? th.accent : E.pieces[(t.n - 1) % 6]; ctx.globalAlpha = good ? 1 : 0.85;
        E.rr(x + 3, y + 3, s - 6, s - 6, 12); ctx.fill(); ctx.globalAlpha = 1;
        ctx.fillStyle = 'rgba(255,255,255,.2)'; E.rr(x + 7, y + 6, s - 14, (s - 12) * 0.35, 8); ctx.fill();
        E.text(String(t.n), x + s / 2, y + s / 2 + 2, s * 0.38, th.bg);
      });
      E.text(solved ? 'solved ' + solved : 'order 1 \u2192 ' + (N * N - 1), E.W / 2, oy + N * s + 28, 14, th.fg);
    },
    picture: function () {   /* what draw shows, or null while a tile slides */
      var out = [solved];
      for (var i = 0; i < tiles.length; i++) { var t = tiles[i];
        if (t && (t.dx || t.dy)) return null;
        out.push(t ? t.n : '_'); }
      return out.join(' ');
    },
    expose: function (h) { h.size = N; h.moves = moves; h.solved = solved; h.gap = { c: gap % N, r: Math.floor(gap / N) };
      h.in_place = tiles.filter(function (t, i) { return t && t.n - 1 === i; }).length; }
  });
})();
