/* Memory: turn two cards at a time and find every pair; a cleared table deals a new one. */
(function () {
  var C, R, cards, cur, open, hideT, cw, ch, ox, oy, matched, deals;
  function deal(E) {
    var n = C * R / 2, faces = [];
    for (var i = 0; i < n; i++) faces.push(i, i);
    for (var j = faces.length - 1; j > 0; j--) { var k = E.irand(j + 1), t = faces[j]; faces[j] = faces[k]; faces[k] = t; }
    cards = faces.map(function (f) { return { f: f, up: false, done: false, turn: 0 }; }); open = []; hideT = 0;
  }
  function flip(i, E) {
    var c = cards[i];
    if (!c || c.up || c.done) return;
    if (open.length === 2) { hideNow(); }
    c.up = true; c.turn = 1; open.push(i);
    if (open.length < 2) return;
    var a = cards[open[0]], b = cards[open[1]];
    if (a.f === b.f) {
      a.done = b.done = true; matched++; open = [];
      E.hit(20, ox + (i % C + 0.5) * cw, oy + (Math.floor(i / C) + 0.5) * ch, E.pieces[a.f % 6]);
      if (cards.every(function (x) { return x.done; })) { deals++; E.hit(50, E.W / 2, E.H / 2, E.cfg.theme.accent); deal(E); }
    } else { E.miss(); hideT = 0.8 / E.speed; }
  }
  function fixture(kind, E) {   /* the player turns a pair that matches (food) or two that do not (miss) */
    if (open.length) hideNow();
    var down = []; cards.forEach(function (c, i) { if (!c.up && !c.done) down.push(i); });
    for (var a = 0; a < down.length; a++) for (var b = a + 1; b < down.length; b++)
      if ((cards[down[a]].f === cards[down[b]].f) === (kind === 'food')) { flip(down[a], E); flip(down[b], E); return true; }
    return false;
  }
  function hideNow() { open.forEach(function (j) { cards[j].up = false; cards[j].turn = 1; }); open = []; hideT = 0; }
  var DIRS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  CRUMB.register({
    init: function (E) {
      C = E.cfg.tuning.cols || 4; R = E.cfg.tuning.rows || 4; if ((C * R) % 2) R++;
      cw = Math.min((E.W - 20) / C, 100); ch = Math.min((E.H - E.TOP - 40) / R, cw * 1.3);
      ox = (E.W - C * cw) / 2; oy = E.TOP + 10 + (E.H - E.TOP - 20 - R * ch) / 2;
      cur = 0; matched = 0; deals = 0; deal(E);
    },
    spawn: function (kind, E) { return (kind === 'food' || kind === 'miss') && fixture(kind, E); },
    update: function (dt) {
      cards.forEach(function (c) { c.turn = Math.max(0, c.turn - dt * 6); });
      if (hideT > 0) { hideT -= dt; if (hideT <= 0) hideNow(); }
    },
    key: function (k, down, E) {
      if (!down) return;
      var d = DIRS[k];
      if (d) { var c = Math.max(0, Math.min(C - 1, cur % C + d[0])), r = Math.max(0, Math.min(R - 1, Math.floor(cur / C) + d[1])); cur = r * C + c; }
      else if (k === 'Space' || k === 'Enter') flip(cur, E);
    },
    tap: function (x, y, E) {
      var c = Math.floor((x - ox) / cw), r = Math.floor((y - oy) / ch);
      if (c < 0 || r < 0 || c >= C || r >= R) return; cur = r * C + c; flip(cur, E);
    },
    draw: function (ctx, E) {
      var th = E.cfg.theme;
      cards.forEach(function (c, i) {
        var x = ox + (i % C) * cw, y = oy + Math.floor(i / C) * ch, sx = Math.abs(Math.cos(c.turn * Math.PI / 2));
        ctx.save(); ctx.translate(x + cw / 2, y + ch / 2); ctx.scale(Math.max(0.05, sx), 1);
        ctx.globalAlpha = c.done ? 0.35 : 1;
        ctx.fillStyle = c.up || c.done ? th.fg : th.accent; E.rr(-cw / 2 + 4, -ch / 2 + 4, cw - 8, ch - 8, 10); ctx.fill();
        if (c.up || c.done) E.shape(c.f % 6, 0, 0, Math.min(cw, ch) * 0.26, E.pieces[(c.f + Math.floor(c.f / 6)) % 6]);
        else { ctx.strokeStyle = 'rgba(255,255,255,.45)'; ctx.lineWidth = 2; E.rr(-cw / 2 + 12, -ch / 2 + 12, cw - 24, ch - 24, 6); ctx.stroke(); }
        ctx.restore();
        if (i === cur && E.hook.state === 'playing') { ctx.strokeStyle = th.fg; ctx.lineWidth = 3; E.rr(x + 1, y + 1, cw - 2, ch - 2, 12); ctx.stroke(); }
      });
    },
    picture: function () {   /* what draw shows, or null while a card turns */
      var out = [cur];
      for (var i = 0; i < cards.length; i++) { var c = cards[i];
        if (c.turn) return null;
        out.push(c.f + (c.up ? 'u' : '') + (c.done ? 'd' : '')); }
      return out.join(' ');
    },
    expose: function (h) {
      h.cols = C; h.rows = R; h.cursor = { c: cur % C, r: Math.floor(cur / C) }; h.pairs = C * R / 2; h.matched = matched;
      h.face_up = cards.filter(function (c) { return c.up && !c.done; }).length; h.deals = deals;
    }
  });
})();
