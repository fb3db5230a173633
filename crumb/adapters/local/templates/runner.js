/* Flappy runner: flap through the gaps; the ground and the pipes end the run. With mechanics: the
   gap narrows as you score, and shield orbs let you shrug off a crash. */
(function () {
  var y, vy, pipes, orbs, dist, flaps, passed, GAP, GAP0, X = 90, RAD = 14, GROUND = 560, hurt, ready;
  function flap(E) { ready = 0; vy = -330; flaps++; E.burst(X - 10, y + 8, 'rgba(255,255,255,.7)', 4); }
  function spawn(E, x) {
    var room = GROUND - E.TOP - GAP - 60;
    pipes.push({ x: x, gap: E.TOP + 30 + Math.random() * room, k: E.irand(E.pieces.length), done: false });
  }
  function narrow(E) { if (E.on('narrowing_gap')) GAP = Math.max(E.cfg.tuning.gap_min || 110, GAP - (E.cfg.tuning.gap_step || 8)); }
  function crash(E) {
    var M = E.hook.mechanics;
    if (M.shield && M.shield.active) { E.loseLife(X, y); hurt = 0.8; vy = -200; y = Math.min(y, GROUND - 60); return; }
    if (E.loseLife(X, y)) return;
    y = (E.TOP + GROUND) / 2; vy = -120; hurt = 1.2;
    pipes = pipes.filter(function (p) { return p.x > X + 120; });
  }
  CRUMB.register({
    init: function (E) {
      GAP = GAP0 = (E.cfg.tuning.gap || 170) * (E.cfg.input_assist ? 1.15 : 1);
      y = (E.TOP + GROUND) / 2; vy = 0; pipes = []; orbs = []; dist = 0; flaps = 0; passed = 0; hurt = 0; ready = 1.2;
      spawn(E, E.W + 40); spawn(E, E.W + 250);
    },
    update: function (dt, E) {
      if (ready > 0) { ready -= dt; y = (E.TOP + GROUND) / 2 + Math.sin(E.t * 6) * 6; return; }   /* get ready: hover until a flap */
      var sp = 150 * E.speed * (1 + passed * 0.015);
      vy = Math.min(600, vy + 1100 * dt); y += vy * dt; dist += sp * dt; hurt = Math.max(0, hurt - dt);
      pipes.forEach(function (p) {
        p.x -= sp * dt;
        if (!p.done && p.x + 30 < X) { p.done = true; passed++; narrow(E); E.hit(10, X, p.gap + GAP / 2, E.pieces[p.k]); }
      });
      orbs = orbs.filter(function (o) { o.x -= sp * dt; if (Math.hypot(o.x - X, o.y - y) < RAD + 14) { E.shield(); return false; } return o.x > -20; });
      if (pipes[0] && pipes[0].x < -70) pipes.shift();
      var lastX = pipes.length ? pipes[pipes.length - 1].x : E.W; if (lastX < E.W - 150) spawn(E, lastX + 210);
      if (y > GROUND - RAD || y < E.TOP - 40) { crash(E); return; }
      if (hurt > 0) return;
      var hitPipe = pipes.some(function (p) { return X + RAD > p.x && X - RAD < p.x + 60 && (y - RAD < p.gap || y + RAD > p.gap + GAP); });
      if (hitPipe) crash(E);
    },
    spawn: function (kind, E, natural) {
      if (kind === 'shield') { if (!E.on('shield')) return false; var nx = pipes.filter(function (p) { return p.x > X + 40; })[0];
        orbs.push(natural && nx ? { x: nx.x + 30, y: nx.gap + GAP / 2 } : { x: X + 4, y: y }); return true; }
      if (kind !== 'food' && kind !== 'hazard') return false;
      if (ready > 0 || y > (E.TOP + GROUND) / 2 - 40) flap(E);   /* the player flaps at the pipe */
      var p = pipes.filter(function (q) { return !q.done; })[0];
      if (!p) { spawn(E, X); p = pipes[pipes.length - 1]; }
      p.x = kind === 'food' ? X - 70 : X - 10;   /* food: the pipe is all but behind the bird */ p.gap = kind === 'food' ? y - GAP / 2 : (y > 300 ? E.TOP : GROUND - 60); hurt = 0;
      return true;
    },
    key: function (k, down, E) { if (down && (k === 'Space' || k === 'ArrowUp' || k === 'Enter')) flap(E); },
    tap: function (x, yy, E) { flap(E); },
    idle: function (dt, E) { y = (E.TOP + GROUND) / 2 + Math.sin(E.t * 3 + dt) * 10; },
    draw: function (ctx, E) {
      var th = E.cfg.theme;
      ctx.fillStyle = 'rgba(255,255,255,.06)';
      for (var i = 0; i < 6; i++) { var hx = ((i * 97 - dist * 0.3) % 460 + 460) % 460 - 50; ctx.beginPath(); ctx.arc(hx, 470 - (i % 3) * 40, 70, 0, 6.283); ctx.fill(); }
      pipes.forEach(function (p) {
        ctx.fillStyle = E.pieces[p.k]; E.rr(p.x, E.TOP - 10, 60, p.gap - E.TOP + 10, 8); ctx.fill(); E.rr(p.x, p.gap + GAP, 60, GROUND - p.gap - GAP, 8); ctx.fill();
        ctx.fillStyle = 'rgba(0,0,0,.2)'; ctx.fillRect(p.x + 44, E.TOP, 10, p.gap - E.TOP); ctx.fillRect(p.x + 44, p.gap + GAP, 10, GROUND - p.gap - GAP);
      });
      ctx.fillStyle = th.panel; ctx.fillRect(0, GROUND, E.W, E.H - GROUND);
      ctx.fillStyle = th.accent; for (var g = 0; g < 14; g++) ctx.fillRect(((g * 30 - dist) % 420 + 420) % 420 - 30, GROUND, 16, 5);
      orbs.forEach(function (o) { E.shape(3, o.x, o.y, 12 + Math.sin(E.t * 8) * 2, th.accent); });
      if (ready > 0 && E.hook.state === 'playing') E.text('TAP / SPACE', E.W / 2, 200, 20, th.fg);
      if (hurt > 0 && Math.floor(hurt * 10) % 2) return;
      ctx.save(); ctx.translate(X, y); ctx.rotate(Math.max(-0.5, Math.min(1, vy / 500)));
      ctx.fillStyle = th.accent; ctx.beginPath(); ctx.ellipse(0, 0, RAD + 3, RAD, 0, 0, 6.283); ctx.fill();
      ctx.fillStyle = th.fg; ctx.beginPath(); ctx.ellipse(-4, 3 + Math.sin(E.t * 20) * 3, 8, 5, 0, 0, 6.283); ctx.fill();
      ctx.fillStyle = th.bg; ctx.beginPath(); ctx.arc(7, -4, 3, 0, 6.283); ctx.fill();
      ctx.fillStyle = E.pieces[1]; ctx.beginPath(); ctx.moveTo(RAD + 2, -1); ctx.lineTo(RAD + 10, 2); ctx.lineTo(RAD + 2, 5); ctx.fill(); ctx.restore();
    },
    expose: function (h) { h.player_y = Math.round(y); h.vy = Math.round(vy); h.flaps = flaps; h.passed = passed; h.distance = Math.round(dist); h.gap = Math.round(GAP); h.start_gap = Math.round(GAP0); }
  });
})();
