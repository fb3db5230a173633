/* Catcher: move the basket and catch what falls; a catch scores, a miss (it reaches the ground) costs
   a life. With mechanics: golden ones worth double and shield pickups that absorb a miss. */
(function () {
  var bx, target, items, drops, spawnT, caught, missed, BW = 74, PY = 540, LINE = PY - 14;
  function fall(x, y, vy, gold) { items.push({ x: x, y: y, r: 15, vy: vy, k: gold ? 0 : 1 + Math.floor(Math.random() * 5), gold: !!gold, spin: 0 }); }
  function spawn(E) { fall(E.rand(24, E.W - 24), E.TOP, E.rand(170, 230) * E.speed, false); }
  function place(kind, E, natural) {   /* natural: from the top; else where the basket meets it next */
    if (kind === 'shield') { if (!E.on('shield')) return false; drops.push({ x: natural ? E.rand(30, E.W - 30) : bx, y: natural ? E.TOP : LINE - 40 }); return true; }
    if (kind === 'bonus' && !E.on('bonus')) return false;
    if (kind === 'food' || kind === 'bonus') { if (natural) fall(E.rand(24, E.W - 24), E.TOP, 180 * E.speed, kind === 'bonus'); else fall(bx, LINE - 40, 200, kind === 'bonus'); return true; }
    if (kind === 'hazard' || kind === 'miss') { fall(bx < E.W / 2 ? E.W - 24 : 24, E.H - 50, 200, false); return true; }  /* falls where the basket is not */
    return false;
  }
  function steer(dt, E) {
    var sp = 360 * E.speed * dt;
    if (E.held.ArrowLeft || E.held.ArrowRight) target = null;
    if (E.held.ArrowLeft) bx -= sp; if (E.held.ArrowRight) bx += sp;
    if (target !== null) bx += Math.max(-sp * 2, Math.min(sp * 2, target - bx));
    bx = Math.max(BW / 2, Math.min(E.W - BW / 2, bx));
  }
  CRUMB.register({
    init: function (E) { bx = E.W / 2; target = null; items = []; drops = []; spawnT = 0.4; caught = 0; missed = 0; },
    spawn: place,
    update: function (dt, E) {
      steer(dt, E);
      spawnT -= dt; if (spawnT <= 0) { spawn(E); spawnT = Math.max(0.35, 1.0 / (E.cfg.tuning.spawn || 1) / E.speed - E.t * 0.004); }
      drops = drops.filter(function (d) { var was = d.y; d.y += 160 * dt; if (was < LINE && d.y >= LINE && Math.abs(d.x - bx) < BW / 2 + 8) { E.shield(); return false; } return d.y < E.H + 20; });
      for (var i = items.length - 1; i >= 0; i--) {
        var it = items[i], was = it.y; it.y += it.vy * dt; it.spin += dt * 3;
        if (was < LINE && it.y >= LINE && Math.abs(it.x - bx) < BW / 2 + it.r * 0.5) {   /* into the basket */
          items.splice(i, 1); caught++; E.hit(10, it.x, LINE - 10, it.gold ? '#ffd700' : E.pieces[it.k], it.gold); continue;
        }
        if (it.y > E.H - 8) {   /* it reached the ground */
          items.splice(i, 1); missed++; E.loseLife(it.x, E.H - 20);
          if (E.hook.state !== 'playing') return;
        }
      }
    },
    tap: function (x) { target = x; },
    drag: function (x) { target = x; },
    draw: function (ctx, E) {
      ctx.fillStyle = 'rgba(255,255,255,.12)'; ctx.fillRect(0, E.H - 8, E.W, 8);
      items.forEach(function (it) { ctx.save(); ctx.translate(it.x, it.y); ctx.rotate(it.spin); E.shape(it.gold ? 5 : it.k, 0, 0, it.r, it.gold ? '#ffd700' : E.pieces[it.k]); ctx.restore(); });
      drops.forEach(function (d) { E.shape(3, d.x, d.y, 11, E.cfg.theme.accent); });
      var M = E.hook.mechanics; if (M.shield && M.shield.active) { ctx.strokeStyle = E.cfg.theme.accent; ctx.lineWidth = 3; E.rr(bx - BW / 2 - 6, LINE - 10, BW + 12, 40, 10); ctx.stroke(); }
      ctx.fillStyle = E.cfg.theme.accent; ctx.beginPath();
      ctx.moveTo(bx - BW / 2, LINE); ctx.lineTo(bx + BW / 2, LINE); ctx.lineTo(bx + BW / 2 - 10, PY + 16); ctx.lineTo(bx - BW / 2 + 10, PY + 16); ctx.closePath(); ctx.fill();
      ctx.strokeStyle = E.cfg.theme.fg; ctx.lineWidth = 2; ctx.beginPath(); ctx.moveTo(bx - BW / 2 + 6, LINE + 10); ctx.lineTo(bx + BW / 2 - 6, LINE + 10); ctx.stroke();
    },
    expose: function (h) { h.basket_x = Math.round(bx); h.caught = caught; h.missed = missed; h.falling = items.length; }
  });
})();
