/* Whack-a-mole: hit what pops up before it hides. With mechanics: golden ones worth double,
   bombs that cost a life when hit, and misses that cost time. */
(function () {
  var N, holes, cur, cell, ox, oy, popT, hits, misses, pops, gold;
  function pop(E, at, kind) {
    var free = holes.filter(function (h) { return h.up <= 0; });
    if (!free.length && at === undefined) return;
    var h = at === undefined ? free[E.irand(free.length)] : holes[at];
    pops++; kind = kind || (gold ? 'gold' : (E.on('hazards') || E.on('lives')) && pops % 4 === 0 ? 'bomb' : E.on('bonus') && Math.random() < 0.1 ? 'gold' : 'mole');
    if (kind === 'gold') gold = false;
    if (kind === 'bomb' && at === undefined && E.on('hazards')) E.hook.mechanics.hazards.placed++;
    h.up = (E.cfg.tuning.up_time || 1.1) / E.speed * (E.cfg.input_assist ? 1.3 : 1); h.kind = kind; h.k = E.irand(E.pieces.length); h.rise = 0;
  }
  function whack(i, E) {
    var h = holes[i], x = ox + (i % N + 0.5) * cell, y = oy + (Math.floor(i / N) + 0.5) * cell;
    h.bonk = 0.2;
    if (h.up > 0 && h.kind === 'bomb') { h.up = 0; if (E.on('hazards')) E.hook.mechanics.hazards.hits++; E.loseLife(x, y); }
    else if (h.up > 0) { h.up = 0; hits++; E.hit(10, x, y, E.pieces[h.k], h.kind === 'gold'); }
    else { misses++; E.miss(); E.float(x, y, 'miss', 'rgba(255,255,255,.6)'); }
  }
  function empty() { for (var i = 0; i < holes.length; i++) if (holes[(cur + i) % holes.length].up <= 0) return (cur + i) % holes.length; return cur; }
  var DIRS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  CRUMB.register({
    init: function (E) {
      N = E.cfg.tuning.holes || 3; cell = Math.min((E.W - 20) / N, 118); ox = (E.W - N * cell) / 2; oy = E.TOP + 30 + (E.H - E.TOP - 40 - N * cell) / 2;
      holes = []; for (var i = 0; i < N * N; i++) holes.push({ up: 0, kind: 'mole', k: 0, rise: 0, bonk: 0 });
      cur = Math.floor(N / 2) * N + Math.floor(N / 2); popT = 0.4; hits = 0; misses = 0; pops = 0; gold = false;
    },
    spawn: function (kind, E, natural) {   /* natural: the next pop; else the player whacks one at the cursor */
      var as = { food: 'mole', bonus: 'gold', hazard: 'bomb' }[kind];
      if (kind === 'bonus' && !E.on('bonus') || kind === 'hazard' && !E.on('hazards') && !E.on('lives')) return false;
      if (natural) { gold = kind === 'bonus'; return true; }
      if (kind === 'miss') cur = empty(); else if (as) pop(E, cur, as); else return false;
      whack(cur, E); return true;
    },
    update: function (dt, E) {
      popT -= dt; if (popT <= 0) { pop(E); popT = E.rand(0.35, 0.8) / E.speed; }
      holes.forEach(function (h) { h.bonk = Math.max(0, h.bonk - dt); if (h.up > 0) { h.up -= dt; h.rise = Math.min(1, h.rise + dt * 7); } else h.rise = Math.max(0, h.rise - dt * 7); });
    },
    key: function (k, down, E) {
      if (!down) return;
      var d = DIRS[k];
      if (d) { var c = Math.max(0, Math.min(N - 1, cur % N + d[0])), r = Math.max(0, Math.min(N - 1, Math.floor(cur / N) + d[1])); cur = r * N + c; }
      else if (k === 'Space' || k === 'Enter') whack(cur, E);
      else if (/^[1-9]$/.test(k) && +k <= N * N) { cur = +k - 1; whack(cur, E); }
    },
    tap: function (x, y, E) {
      var c = Math.floor((x - ox) / cell), r = Math.floor((y - oy) / cell);
      if (c < 0 || r < 0 || c >= N || r >= N) return; cur = r * N + c; whack(cur, E);
    },
    draw: function (ctx, E) {
      var th = E.cfg.theme;
      holes.forEach(function (h, i) {
        var cx = ox + (i % N + 0.5) * cell, cy = oy + (Math.floor(i / N) + 0.5) * cell, rr = cell * 0.38;
        ctx.fillStyle = 'rgba(0,0,0,.45)'; ctx.beginPath(); ctx.ellipse(cx, cy + rr * 0.55, rr, rr * 0.38, 0, 0, 6.283); ctx.fill();
        if (h.rise > 0) {
          ctx.save(); ctx.beginPath(); ctx.rect(cx - rr, cy - rr * 1.6, rr * 2, rr * 2.15); ctx.clip();
          var my = cy + rr * 0.55 - h.rise * rr * 1.3, col = h.kind === 'gold' ? '#ffd700' : h.kind === 'bomb' ? '#222' : E.pieces[h.k];
          ctx.fillStyle = col; ctx.beginPath(); ctx.ellipse(cx, my, rr * 0.62, rr * 0.75, 0, 0, 6.283); ctx.fill();
          ctx.fillStyle = th.bg; ctx.beginPath(); ctx.arc(cx - rr * 0.22, my - rr * 0.2, rr * 0.09, 0, 6.283); ctx.arc(cx + rr * 0.22, my - rr * 0.2, rr * 0.09, 0, 6.283); ctx.fill();
          ctx.fillStyle = 'rgba(255,255,255,.5)'; ctx.beginPath(); ctx.ellipse(cx, my + rr * 0.12, rr * 0.2, rr * 0.12, 0, 0, 6.283); ctx.fill(); ctx.restore();
        }
        ctx.strokeStyle = th.accent; ctx.lineWidth = 4; ctx.beginPath(); ctx.ellipse(cx, cy + rr * 0.55, rr, rr * 0.38, 0, 0, 3.1416); ctx.stroke();
        if (i === cur && E.hook.state === 'playing') {
          ctx.save(); ctx.translate(cx + rr * 0.5, cy - rr * 0.6); ctx.rotate(h.bonk > 0 ? -0.9 : -0.3);
          ctx.fillStyle = th.fg; ctx.fillRect(-4, 0, 8, rr * 0.9); ctx.fillStyle = th.accent; E.rr(-rr * 0.35, -rr * 0.22, rr * 0.7, rr * 0.36, 6); ctx.fill(); ctx.restore();
        }
      });
    },
    expose: function (h) { h.holes = N; h.cursor = { c: cur % N, r: Math.floor(cur / N) }; h.hits = hits; h.misses = misses; h.up = holes.filter(function (x) { return x.up > 0; }).length; }
  });
})();
