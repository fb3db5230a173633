/* Platformer: the hero runs on; jump over pits (and spikes), land on ledges, collect coins.
   With mechanics: a double jump in mid-air, spikes that cost a life, gems worth double, shield orbs. */
(function () {
  var X = 90, FLOOR = 520, G = 1500, JUMP = 560, RAD = 13;
  var wx, y, vy, ground, jumps, airJumps, coins, hurt, lands, things, edge, usedAir, runBoost;
  function add(kind, x, yy) { things.push({ kind: kind, x: x, y: yy }); }
  function extend(E) {   /* the world is built ahead of the hero: ground, a pit, a ledge, coins */
    while (edge < wx + E.W + 200) {
      var gap = E.rand(60, 105) * Math.min(1.3, E.speed), w = E.rand(170, 320), x = edge + gap;
      lands.push({ x: x, w: w, y: FLOOR });
      for (var c = 0; c < 3; c++) add('coin', x + 40 + c * 34, FLOOR - 60);
      if (E.on('hazards') && w > 210) { add('spike', x + w * 0.6, FLOOR); E.hook.mechanics.hazards.placed++; }
      if (Math.random() < 0.5) { var lx = x + E.rand(20, w - 100); lands.push({ x: lx, w: 90, y: FLOOR - 110 }); add(E.on('bonus') && Math.random() < 0.3 ? 'gem' : 'coin', lx + 45, FLOOR - 140); }
      edge = x + w;
    }
    lands = lands.filter(function (l) { return l.x + l.w > wx - X - 50; });
    things = things.filter(function (t) { return t.x > wx - X - 50; });
  }
  function jump(E) {
    if (ground) { vy = -JUMP; ground = false; jumps++; usedAir = 0; E.burst(X, y + RAD, 'rgba(255,255,255,.6)', 5); return; }
    if (E.on('double_jump') && usedAir < 1) { vy = -JUMP * 0.9; usedAir++; airJumps++; E.hook.mechanics.double_jump.used = airJumps; E.burst(X, y + RAD, E.cfg.theme.accent, 10); }
  }
  function hit(E) {
    if (hurt > 0) return;
    var M = E.hook.mechanics;
    if (M.shield && M.shield.active) { E.loseLife(X, y); hurt = 0.6; return; }
    if (M.hazards) M.hazards.hits++;
    if (!E.loseLife(X, y)) respawn(E);
  }
  function respawn(E) {   /* back on the next solid ground ahead, briefly safe */
    var l = lands.filter(function (q) { return q.y === FLOOR && q.x + q.w > wx + 40; })[0];
    if (l) wx = Math.max(wx, l.x + 20);
    y = FLOOR - RAD - 120; vy = 0; ground = false; hurt = 1.2;
    things = things.filter(function (t) { return t.kind !== 'spike' || Math.abs(t.x - wx) > 60; });
  }
  function land(prevY) {
    ground = false;
    for (var i = 0; i < lands.length; i++) {
      var l = lands[i];
      if (wx >= l.x - 6 && wx <= l.x + l.w + 6 && prevY + RAD <= l.y + 1 && y + RAD >= l.y && vy >= 0) { y = l.y - RAD; vy = 0; ground = true; usedAir = 0; return; }
    }
  }
  function touch(E) {
    things = things.filter(function (t) {
      if (Math.abs(t.x - wx) > 18 || Math.abs((t.kind === 'spike' ? t.y - 10 : t.y) - y) > 24) return true;
      if (t.kind === 'spike') { hit(E); return false; }
      if (t.kind === 'orb') { E.shield(); return false; }
      coins++; E.hit(10, X, y - 20, t.kind === 'gem' ? '#ffd700' : E.pieces[1], t.kind === 'gem'); return false;
    });
  }
  CRUMB.register({
    init: function (E) {
      wx = X; y = FLOOR - RAD; vy = 0; ground = true; jumps = 0; airJumps = 0; usedAir = 0; coins = 0; hurt = 0; runBoost = 0;
      lands = [{ x: -200, w: 700, y: FLOOR }]; things = []; edge = 500;
      for (var c = 0; c < 3; c++) add('coin', 260 + c * 34, FLOOR - 60);
      extend(E);
    },
    update: function (dt, E) {
      var sp = 175 * E.speed * (1 + 0.35 * runBoost * (E.cfg.input_assist ? 0.5 : 1));
      runBoost = E.held.ArrowRight ? 1 : E.held.ArrowLeft ? -1 : 0;
      hurt = Math.max(0, hurt - dt); wx += sp * dt;
      var prevY = y; vy = Math.min(900, vy + G * dt); y += vy * dt; land(prevY);
      touch(E); extend(E);
      if (y > E.H + 40) hit(E);
    },
    spawn: function (kind, E, natural) {
      var as = { food: 'coin', bonus: 'gem', hazard: 'spike', shield: 'orb' }[kind];
      if (!as || (kind === 'bonus' || kind === 'shield') && !E.on(kind)) return false;
      if (natural) { var l = lands[lands.length - 1]; add(as, l.x + l.w / 2, kind === 'hazard' ? FLOOR : FLOOR - 60); return true; }
      hurt = 0; add(as, wx + 4, kind === 'hazard' ? y + 10 : y); return true;
    },
    key: function (k, down, E) { if (down && (k === 'Space' || k === 'ArrowUp' || k === 'Enter' || k === 'w')) jump(E); },
    tap: function (x, yy, E) { jump(E); },
    idle: function (dt, E) { wx += 40 * dt; extend(E); },
    draw: function (ctx, E) {
      var th = E.cfg.theme, ox = wx - X;
      ctx.fillStyle = 'rgba(255,255,255,.05)';
      for (var i = 0; i < 5; i++) { var hx = ((i * 120 - ox * 0.3) % 600 + 600) % 600 - 100; ctx.beginPath(); ctx.arc(hx, 430, 90, 0, 6.283); ctx.fill(); }
      lands.forEach(function (l) { ctx.fillStyle = th.panel; ctx.fillRect(l.x - ox, l.y, l.w, l.y === FLOOR ? E.H - FLOOR : 18);
        ctx.fillStyle = th.accent; ctx.fillRect(l.x - ox, l.y, l.w, 5); });
      things.forEach(function (t) {
        var tx = t.x - ox;
        if (t.kind === 'spike') { ctx.fillStyle = '#e8e8f0'; ctx.beginPath(); for (var s = -1; s <= 1; s++) { ctx.moveTo(tx + s * 10 - 6, t.y); ctx.lineTo(tx + s * 10, t.y - 18); ctx.lineTo(tx + s * 10 + 6, t.y); } ctx.fill(); return; }
        E.shape(t.kind === 'orb' ? 3 : t.kind === 'gem' ? 5 : 0, tx, t.y + Math.sin(E.t * 5 + t.x) * 3, t.kind === 'coin' ? 8 : 11,
          t.kind === 'orb' ? th.accent : t.kind === 'gem' ? '#ffd700' : E.pieces[1]);
      });
      if (hurt > 0 && Math.floor(hurt * 10) % 2) return;
      var M = E.hook.mechanics;
      ctx.fillStyle = th.fg; E.rr(X - RAD, y - RAD, RAD * 2, RAD * 2, 6); ctx.fill();
      ctx.fillStyle = th.bg; ctx.fillRect(X + 3, y - 6, 4, 4);
      if (M.shield && M.shield.active) { ctx.strokeStyle = th.accent; ctx.lineWidth = 3; ctx.beginPath(); ctx.arc(X, y, 24, 0, 6.283); ctx.stroke(); }
    },
    expose: function (h) { h.player_x = Math.round(wx); h.player_y = Math.round(y); h.vy = Math.round(vy); h.on_ground = ground; h.jumps = jumps; h.air_jumps = airJumps; h.coins = coins; h.distance = Math.round(wx - X); }
  });
})();
