/* Shooter: a marching formation fires back; move, shoot it down wave after wave, do not get hit.
   With mechanics: waves as levels of rising difficulty, shield pickups, and bombs: the next shot
   after a bomb pickup blasts every foe near the one it hits. */
(function () {
  var PY = 545, px, target, foes, shots, bolts, drops, coolT, fireT, dirX, kills, fired, inv, wave, bombs;
  function formation(E) {
    var rows = Math.min(5, (E.cfg.tuning.rows || 3) + (E.on('levels') ? wave : 0)), cols = E.cfg.tuning.cols || 6;
    foes = [];
    for (var r = 0; r < rows; r++) for (var c = 0; c < cols; c++) foes.push({ x: 50 + c * 48, y: E.TOP + 40 + r * 38, k: r % E.pieces.length });
    dirX = 1;
  }
  function pace(E) { return E.speed * (E.on('levels') ? 1 + 0.15 * wave : 1); }
  function shoot(E) { if (coolT > 0) return; coolT = 0.32; fired++; shots.push({ x: px, y: PY - 20, bomb: bombs > 0 }); if (bombs > 0) bombs--; }
  function kill(i, E) {
    var f = foes.splice(i, 1)[0]; kills++; E.hit(10, f.x, f.y, E.pieces[f.k]);
    if (E.on('bomb') && kills % 8 === 0) drops.push({ x: f.x, y: f.y, bomb: true });
    return f;
  }
  function blast(f, E) {   /* the foes around the one a bomb hit go with it */
    var n = 1; E.burst(f.x, f.y, '#ffb000', 30); E.shake(8);
    for (var i = foes.length - 1; i >= 0; i--) if (Math.abs(foes[i].x - f.x) < 70 && Math.abs(foes[i].y - f.y) < 80) { kill(i, E); n++; }
    E.hook.mechanics.bomb.cleared += n;
  }
  function crowd(f) { return foes.filter(function (o) { return Math.abs(o.x - f.x) < 70 && Math.abs(o.y - f.y) < 80; }).length; }
  function struck(E) {
    if (inv > 0) return;
    var M = E.hook.mechanics;
    if (M.shield && M.shield.active) { E.loseLife(px, PY); inv = 0.5; return; }
    inv = 1.4; E.loseLife(px, PY);
  }
  function steer(dt, E) {
    var sp = 300 * dt;
    if (E.held.ArrowLeft || E.held.ArrowRight) target = null;
    if (E.held.ArrowLeft) px -= sp; if (E.held.ArrowRight) px += sp;
    if (target !== null) px += Math.max(-sp * 1.6, Math.min(sp * 1.6, target - px));
    px = Math.max(18, Math.min(E.W - 18, px));
    if (E.held.Space || E.held.ArrowUp) shoot(E);
  }
  function advance(dt, E) {   /* the formation marches sideways, steps down at an edge, and fires at the ship */
    var sp = 40 * pace(E) * dt, minX = 1e9, maxX = -1e9;
    foes.forEach(function (f) { f.x += sp * dirX; minX = Math.min(minX, f.x); maxX = Math.max(maxX, f.x); });
    if ((dirX > 0 && maxX > E.W - 20) || (dirX < 0 && minX < 20)) { dirX = -dirX; foes.forEach(function (f) { f.y += 16; }); }
    fireT -= dt * pace(E);
    if (fireT <= 0 && foes.length) {
      fireT = E.rand(0.7, 1.2); var near = foes.slice().sort(function (a, b) { return Math.abs(a.x - px) - Math.abs(b.x - px); })[0];
      bolts.push({ x: near.x, y: near.y + 12 });
    }
    if (foes.some(function (f) { return f.y > PY - 30; })) { E.loseLife(px, PY); if (E.hook.state === 'playing') formation(E); }
  }
  CRUMB.register({
    init: function (E) { px = E.W / 2; target = null; shots = []; bolts = []; drops = []; coolT = 0; fireT = 1.2; kills = 0; fired = 0; inv = 0; wave = 0; bombs = 0; formation(E); },
    update: function (dt, E) {
      coolT -= dt; inv = Math.max(0, inv - dt); steer(dt, E); advance(dt, E);
      shots.forEach(function (s) { s.y -= 520 * dt; }); shots = shots.filter(function (s) { return s.y > E.TOP - 10; });
      bolts.forEach(function (b) { b.y += 240 * pace(E) * dt; }); bolts = bolts.filter(function (b) { return b.y < E.H + 10; });
      for (var j = shots.length - 1; j >= 0; j--) for (var i = foes.length - 1; i >= 0; i--)
        if (Math.abs(shots[j].x - foes[i].x) < 18 && Math.abs(shots[j].y - foes[i].y) < 16) { var hitF = kill(i, E); if (shots.splice(j, 1)[0].bomb) blast(hitF, E); break; }
      bolts = bolts.filter(function (b) { if (Math.abs(b.x - px) < 16 && Math.abs(b.y - PY) < 14) { struck(E); return false; } return true; });
      drops = drops.filter(function (d) { d.y += 100 * dt; if (Math.hypot(d.x - px, d.y - PY) < 28) { if (d.bomb) bombs++; else E.shield(); return false; } return d.y < E.H; });
      if (!foes.length && E.hook.state === 'playing') { wave++; if (E.on('levels')) E.levelUp(E.level + 1, pace(E)); E.hit(50, E.W / 2, E.H / 2, E.cfg.theme.accent); formation(E); }
    },
    spawn: function (kind, E, natural) {
      if (kind === 'shield') { if (!E.on('shield')) return false; drops.push({ x: natural ? E.rand(30, E.W - 30) : px, y: natural ? E.TOP : PY - 10 }); return true; }
      if (kind === 'hazard') { inv = 0; bolts.push({ x: px, y: PY - 4 }); return true; }
      if (kind === 'bomb') { if (!E.on('bomb')) return false; var mid = foes.slice().sort(function (a, b) { return crowd(b) - crowd(a); })[0];
        if (mid) { px = target = mid.x; bombs++; coolT = 0; } return !!mid; }   /* the player takes a bomb under the thickest of the formation */
      if (kind === 'level') { while (foes.length) kill(0, E); return true; }
      if (kind !== 'food' || !foes.length) return false;
      var low = foes.slice().sort(function (a, b) { return b.y - a.y; })[0];   /* the player's shot reaches the lowest foe */
      shots.push({ x: low.x, y: low.y + 6 }); return true;
    },
    key: function (k, down, E) { if (down && (k === 'Space' || k === 'ArrowUp')) shoot(E); },
    tap: function (x, y, E) { target = x; shoot(E); },
    drag: function (x) { target = x; },
    idle: function (dt, E) { if (foes) foes.forEach(function (f) { f.y += Math.sin(E.t * 3 + f.x) * 0.1; }); },
    draw: function (ctx, E) {
      var th = E.cfg.theme, M = E.hook.mechanics;
      ctx.fillStyle = 'rgba(255,255,255,.45)';
      for (var i = 0; i < 30; i++) ctx.fillRect((i * 131) % E.W, ((i * 89 + E.t * 30) % (E.H - E.TOP)) + E.TOP, 1.5, 1.5);
      foes.forEach(function (f) { E.shape(2 + (f.k % 3), f.x, f.y + Math.sin(E.t * 4 + f.x) * 2, 14, E.pieces[f.k]); });
      shots.forEach(function (s) { ctx.fillStyle = s.bomb ? '#ffb000' : th.fg; ctx.fillRect(s.x - (s.bomb ? 5 : 2), s.y - 9, s.bomb ? 10 : 4, 12); });
      ctx.fillStyle = '#ff5c5c'; bolts.forEach(function (b) { ctx.fillRect(b.x - 3, b.y - 6, 6, 12); });
      drops.forEach(function (d) { E.shape(d.bomb ? 0 : 3, d.x, d.y, 11, d.bomb ? '#ffb000' : th.accent); });
      if (inv > 0 && Math.floor(inv * 12) % 2) return;
      ctx.fillStyle = th.accent; ctx.beginPath(); ctx.moveTo(px, PY - 20); ctx.lineTo(px + 18, PY + 12); ctx.lineTo(px - 18, PY + 12); ctx.closePath(); ctx.fill();
      if (M.shield && M.shield.active) { ctx.strokeStyle = th.accent; ctx.lineWidth = 3; ctx.beginPath(); ctx.arc(px, PY, 28, 0, 6.283); ctx.stroke(); }
      if (E.hook.state === 'playing' && fired === 0) E.text('SPACE / TAP TO FIRE', E.W / 2, PY - 70, 15, th.fg);
    },
    expose: function (h) {
      /* which way it runs: the ship below the whole formation, its newest shot's height (shots fly up) */
      h.ship_y = PY; h.foes_low = foes.length ? Math.max.apply(null, foes.map(function (f) { return f.y; })) : null;
      h.shot_y = shots.length ? Math.round(shots[shots.length - 1].y) : null;
      h.player_x = Math.round(px); h.enemies = foes.length; h.shots = fired; h.kills = kills; h.wave = wave; h.bolts = bolts.length; h.bombs = bombs; }
  });
})();
