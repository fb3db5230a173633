/* Breakout: keep the ball up with the paddle and clear every brick. With mechanics: the paddle
   shrinks on each cleared row, golden bricks score double, and levels add rows and speed. */
(function () {
  var BC, BR, bricks, pad, ball, target, bw, bh, top, wave, sinceServe, cleared, PW0;
  var PW = 74, PY = 560, R = 7;
  function rows(E) { return E.on('levels') ? Math.min(BR, 1 + E.level) : BR; }
  function build(E) {
    bricks = []; bw = (E.W - 20) / BC; bh = 20; top = E.TOP + 30;
    for (var r = 0; r < rows(E); r++) for (var c = 0; c < BC; c++) bricks.push({ x: 10 + c * bw, y: top + r * (bh + 6), r: r, k: r % E.pieces.length, hp: 1 });
  }
  function smash(i, E) {   /* a brick is hit: score it, and count a row cleared when it was the last of its row */
    var b = bricks.splice(i, 1)[0];
    E.hit(10, b.x + bw / 2, b.y + bh / 2, E.pieces[b.k], b.gold); E.shake(3);
    if (bricks.some(function (o) { return o.r === b.r; })) return;
    cleared++;
    if (E.on('shrink_paddle')) { PW = Math.max(PW0 * 0.4, PW - PW0 * (E.cfg.tuning.paddle_step || 0.12)); E.float(pad, PY - 30, 'SHRINK!', '#f55'); }
  }
  function aim(b) { ball.on = true; ball.x = b.x + bw / 2; ball.y = b.y + bh + R + 1; ball.vx = 10; ball.vy = -300; }
  function serve() { ball = { x: pad, y: PY - R - 2, vx: 0, vy: 0, on: false }; sinceServe = 0; }
  function launch(E) {
    if (ball.on) return; var sp = 330 * E.speed * (1 + 0.08 * wave);
    ball.on = true; ball.vx = sp * (Math.random() < 0.5 ? -0.55 : 0.55); ball.vy = -sp * 0.83;
  }
  function collide(E) {
    for (var i = 0; i < bricks.length; i++) {
      var b = bricks[i];
      if (ball.x + R < b.x || ball.x - R > b.x + bw - 4 || ball.y + R < b.y || ball.y - R > b.y + bh) continue;
      var ox = Math.min(ball.x + R - b.x, b.x + bw - 4 - (ball.x - R)), oy = Math.min(ball.y + R - b.y, b.y + bh - (ball.y - R));
      if (ox < oy) ball.vx = -ball.vx; else ball.vy = -ball.vy;
      smash(i, E); return;
    }
  }
  function move(dt, E) {
    var sp = 420 * E.speed * dt;
    if (E.held.ArrowLeft || E.held.ArrowRight) target = null;
    if (E.held.ArrowLeft) pad -= sp; if (E.held.ArrowRight) pad += sp;
    if (target !== null) pad += Math.max(-sp * 2, Math.min(sp * 2, target - pad));
    pad = Math.max(PW / 2, Math.min(E.W - PW / 2, pad));
  }
  CRUMB.register({
    init: function (E) {
      var t = E.cfg.tuning; BC = t.brick_cols || 7; BR = t.brick_rows || 5; wave = 0; cleared = 0; pad = E.W / 2; target = null;
      PW = PW0 = E.cfg.input_assist ? 96 : 74; build(E); serve();
    },
    update: function (dt, E) {
      if (!bricks.length) { wave++; if (E.on('levels')) E.levelUp(E.level + 1, 1 + 0.08 * wave); E.hit(100, E.W / 2, E.H / 2, E.cfg.theme.accent); build(E); serve(); }
      move(dt, E);
      if (!ball.on) { ball.x = pad; sinceServe += dt; if (sinceServe > 2.5) launch(E); return; }
      var want = 330 * E.speed * (1 + 0.08 * wave), now = Math.hypot(ball.vx, ball.vy) || 1;
      ball.vx *= want / now; ball.vy *= want / now; ball.x += ball.vx * dt; ball.y += ball.vy * dt;
      if (ball.x < R) { ball.x = R; ball.vx = Math.abs(ball.vx); } if (ball.x > E.W - R) { ball.x = E.W - R; ball.vx = -Math.abs(ball.vx); }
      if (ball.y < E.TOP + R) { ball.y = E.TOP + R; ball.vy = Math.abs(ball.vy); }
      if (ball.vy > 0 && ball.y + R >= PY && ball.y < PY + 12 && Math.abs(ball.x - pad) < PW / 2 + R) {
        var sp = Math.hypot(ball.vx, ball.vy), a = (ball.x - pad) / (PW / 2) * 1.05;
        ball.vx = sp * Math.sin(a); ball.vy = -sp * Math.cos(a); E.burst(ball.x, PY, E.cfg.theme.accent, 6);
      }
      collide(E);
      if (ball.y > E.H + 20) { if (!E.loseLife(ball.x, E.H - 10)) serve(); }
    },
    spawn: function (kind, E, natural) {
      var low = bricks.slice().sort(function (a, b) { return b.y - a.y || a.x - b.x; });
      if (!low.length) return false;
      if (kind === 'bonus') { if (!E.on('bonus')) return false; var g = natural ? bricks[E.irand(bricks.length)] : low[0]; g.gold = true; if (!natural) aim(g); return true; }
      if (kind === 'food') { aim(low[0]); return true; }
      if (kind === 'hazard') { ball.on = true; ball.y = E.H + 30; return true; }
      if (kind === 'level') { while (bricks.length) smash(0, E); return true; }
      return false;
    },
    key: function (k, down, E) { if (down && (k === 'Space' || k === 'ArrowUp')) launch(E); },
    tap: function (x, y, E) { target = x; if (!ball.on) launch(E); },
    drag: function (x) { target = x; },
    draw: function (ctx, E) {
      bricks.forEach(function (b) { ctx.fillStyle = b.gold ? '#ffd700' : E.pieces[b.k]; E.rr(b.x + 2, b.y, bw - 6, bh, 5); ctx.fill();
        ctx.fillStyle = 'rgba(255,255,255,.25)'; ctx.fillRect(b.x + 6, b.y + 3, bw - 14, 4); });
      ctx.fillStyle = E.cfg.theme.accent; E.rr(pad - PW / 2, PY, PW, 12, 6); ctx.fill();
      ctx.fillStyle = E.cfg.theme.fg; ctx.beginPath(); ctx.arc(ball.x, ball.y, R, 0, 6.283); ctx.fill();
      if (!ball.on && E.hook.state === 'playing') E.text('TAP / SPACE', E.W / 2, PY - 60, 16, E.cfg.theme.fg);
    },
    expose: function (h) { h.paddle_x = Math.round(pad); h.bricks = bricks.length; h.brick_cols = BC; h.brick_rows = BR; h.ball = { x: ball.x, y: ball.y }; h.launched = ball.on; h.wave = wave; h.paddle_w = Math.round(PW); h.start_paddle_w = PW0; h.rows_cleared = cleared; }
  });
})();
