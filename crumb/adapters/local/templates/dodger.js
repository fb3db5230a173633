/* Dodger: steer, auto-fire at what falls, and do not get hit. With mechanics: golden rocks worth
   double and shield pickups that absorb a hit. */
(function () {
  var px, target, rocks, shots, drops, fireT, spawnT, shotsFired, kills, inv, PY = 540;
  function spawn(E) {
    var r = E.rand(12, 24);
    rocks.push({ x: E.rand(r, E.W - r), y: E.TOP - r, r: r, vy: E.rand(90, 170) * E.speed, vx: E.rand(-30, 30), k: E.irand(E.pieces.length), hp: r > 19 ? 2 : 1, spin: E.rand(0, 6) });
  }
  function place(kind, E, natural) {   /* natural: from the top; else where the ship meets it next */
    if (kind === 'shield') { if (!E.on('shield')) return false; drops.push({ x: natural ? E.rand(30, E.W - 30) : px, y: natural ? E.TOP : PY - 16 }); return true; }
    if (kind === 'bonus' && !E.on('bonus') || ['food', 'bonus', 'hazard'].indexOf(kind) < 0) return false;
    var rock = { x: px, y: kind === 'hazard' ? PY : PY - 120, r: 14, vy: 20, vx: 0, k: 0, hp: 1, spin: 0, gold: kind === 'bonus' };
    if (natural) { rock.x = E.rand(20, E.W - 20); rock.y = E.TOP; rock.vy = 120 * E.speed; }
    if (kind === 'hazard') inv = 0;
    rocks.push(rock); return true;
  }
  function steer(dt, E) {
    var sp = 330 * E.speed * dt;
    if (E.held.ArrowLeft || E.held.ArrowRight) target = null;
    if (E.held.ArrowLeft) px -= sp; if (E.held.ArrowRight) px += sp;
    if (target !== null) px += Math.max(-sp * 1.8, Math.min(sp * 1.8, target - px));
    px = Math.max(18, Math.min(E.W - 18, px));
  }
  function shoot(dt, E) {
    fireT -= dt; if (fireT > 0) return;
    fireT = E.held.Space ? 0.12 : 0.28; shotsFired++; shots.push({ x: px, y: PY - 20 });
  }
  function struck(E, rock, i) {
    rocks.splice(i, 1); if (inv > 0) return;
    var M = E.hook.mechanics; if (M.shield && M.shield.active) { E.loseLife(px, PY); return; }
    inv = 1.4; E.loseLife(px, PY); E.burst(rock.x, rock.y, E.pieces[rock.k], 16);
  }
  CRUMB.register({
    init: function (E) { px = E.W / 2; target = null; rocks = []; shots = []; drops = []; fireT = 0; spawnT = 1; shotsFired = 0; kills = 0; inv = 0; },
    spawn: place,
    update: function (dt, E) {
      steer(dt, E); shoot(dt, E); inv = Math.max(0, inv - dt);
      spawnT -= dt; if (spawnT <= 0) { spawn(E); spawnT = Math.max(0.25, 0.9 / (E.cfg.tuning.spawn || 1) / E.speed - E.t * 0.004); }
      drops = drops.filter(function (d) { d.y += 110 * dt; if (Math.hypot(d.x - px, d.y - PY) < 30) { E.shield(); return false; } return d.y < E.H + 20; });
      shots.forEach(function (s) { s.y -= 560 * dt; }); shots = shots.filter(function (s) { return s.y > E.TOP - 10; });
      for (var i = rocks.length - 1; i >= 0; i--) {
        var r = rocks[i]; r.y += r.vy * dt; r.x += r.vx * dt; r.spin += dt * 2;
        if (r.y > E.H + r.r) { rocks.splice(i, 1); continue; }
        if (Math.hypot(r.x - px, r.y - PY) < r.r + 14) { struck(E, r, i); if (E.hook.state !== 'playing') return; continue; }
        for (var j = shots.length - 1; j >= 0; j--) {
          if (Math.abs(shots[j].x - r.x) < r.r && Math.abs(shots[j].y - r.y) < r.r + 8) {
            shots.splice(j, 1); r.hp--; E.burst(r.x, r.y, E.pieces[r.k], 5);
            if (r.hp <= 0) { rocks.splice(i, 1); kills++; E.hit(r.r > 19 ? 20 : 10, r.x, r.y, E.pieces[r.k], r.gold); break; }
          }
        }
      }
    },
    tap: function (x) { target = x; },
    drag: function (x) { target = x; },
    draw: function (ctx, E) {
      ctx.fillStyle = 'rgba(255,255,255,.5)';
      for (var i = 0; i < 40; i++) { var sy = ((i * 71 + E.t * (20 + i % 3 * 25)) % (E.H - E.TOP)) + E.TOP; ctx.fillRect((i * 137) % E.W, sy, 1.5, 1.5); }
      rocks.forEach(function (r) { ctx.save(); ctx.translate(r.x, r.y); ctx.rotate(r.spin); E.shape(r.hp > 1 ? 3 : 1, 0, 0, r.r, r.gold ? '#ffd700' : E.pieces[r.k]); ctx.restore(); });
      drops.forEach(function (d) { E.shape(3, d.x, d.y, 11, E.cfg.theme.accent); });
      var M = E.hook.mechanics; if (M.shield && M.shield.active) { ctx.strokeStyle = E.cfg.theme.accent; ctx.lineWidth = 3; ctx.beginPath(); ctx.arc(px, PY, 28, 0, 6.283); ctx.stroke(); }
      ctx.fillStyle = E.cfg.theme.fg; shots.forEach(function (s) { ctx.fillRect(s.x - 2, s.y - 8, 4, 12); });
      if (inv > 0 && Math.floor(inv * 12) % 2) return;
      ctx.fillStyle = E.cfg.theme.accent; ctx.beginPath(); ctx.moveTo(px, PY - 22); ctx.lineTo(px + 17, PY + 14); ctx.lineTo(px, PY + 6); ctx.lineTo(px - 17, PY + 14); ctx.closePath(); ctx.fill();
      ctx.fillStyle = E.pieces[1]; ctx.beginPath(); ctx.arc(px, PY + 12 + Math.random() * 4, 4, 0, 6.283); ctx.fill();
    },
    expose: function (h) { h.player_x = Math.round(px); h.enemies = rocks.length; h.shots = shotsFired; h.kills = kills; }
  });
})();
