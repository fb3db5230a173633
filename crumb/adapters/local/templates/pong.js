/* Pong: a paddle at each end of a court; the ball bounces off the side walls and the paddles, faster
   with every return. A ball past a paddle is a point to the other side (the player's points score 10);
   the first to the match's points wins it and ends the game. The far paddle is the computer's or, with
   two players, the second player's. Keys: Left/Right (the far paddle: A/D). Touch: drag in your half. */
(function () {
  var PW, PH = 12, R = 8, NEED, two, me, foe, ball, serveT, pts, returns, aiReturns, rally, cw, top, bottom;
  function serve(toward) {   /* the ball leaves the middle toward one side, a little aslant */
    var a = (Math.random() * 0.8 - 0.4);
    ball = { x: cw / 2, y: (top + bottom) / 2, vx: 200 * Math.sin(a), vy: toward * 200 * Math.cos(a), v: 200 };
    serveT = 0.7; rally = 0;
  }
  function bounce(p, dir, E, player) {   /* a return: off the paddle at an angle by where it hit, and faster */
    var off = Math.max(-1, Math.min(1, (ball.x - p.x) / (PW / 2)));
    ball.v = Math.min(620, ball.v * 1.06); rally++;
    ball.vx = ball.v * Math.sin(off * 0.9); ball.vy = dir * ball.v * Math.cos(off * 0.9);
    if (player) returns++; else aiReturns++;
    E.burst(ball.x, ball.y, E.cfg.theme.accent, 8);
  }
  function point(toMe, E) {
    if (toMe) { pts.me++; E.hit(10, cw / 2, top + 40, E.cfg.theme.accent); } else { pts.foe++; E.miss(); E.flash('#f33', 0.3); }
    if (pts.me >= NEED || pts.foe >= NEED) { E.over(); return; }
    serve(toMe ? 1 : -1);
  }
  function steer(p, dir, dt, speed) { p.x = Math.max(PW / 2, Math.min(cw - PW / 2, p.x + dir * speed * dt)); }
  function fixture(kind, E) {   /* the ball set on its way to a paddle, placed where the rule shows */
    var at = function (x, y, vy) { ball = { x: x, y: y, vx: 0, vy: vy, v: Math.abs(vy) }; serveT = 0; };
    if (kind === 'food') { at(me.x, bottom - 60, 260); return true; }                     /* at the player's paddle: a return */
    if (kind === 'hazard') { me.x = PW / 2; at(cw - 20, bottom - 60, 260); return true; }  /* past the player: the foe's point */
    if (kind === 'bonus') { foe.x = PW / 2; at(cw - 20, top + 60, -260); return true; }    /* past the far paddle: the player's point */
    if (kind === 'win') { pts.me = NEED - 1; foe.x = PW / 2; at(cw - 20, top + 60, -260); return true; }
    if (kind === 'turns') { at(me.x, bottom - 40, 500); foe.x = me.x; return true; }       /* each paddle returns it in turn */
    return false;
  }
  CRUMB.register({
    init: function (E) {
      two = E.on('two_players'); NEED = E.cfg.tuning.points_to_win || 7; cw = E.W; top = E.TOP + 16; bottom = E.H - 16;
      PW = { easy: 90, normal: 74, hard: 62 }[E.cfg.difficulty] || 74;
      me = { x: cw / 2, y: bottom - 20 }; foe = { x: cw / 2, y: top + 20 }; pts = { me: 0, foe: 0 }; returns = 0; aiReturns = 0; serve(1);
    },
    spawn: fixture,
    update: function (dt, E) {
      var H = E.held, fast = 330 * E.speed;
      steer(me, (H.ArrowRight ? 1 : 0) - (H.ArrowLeft ? 1 : 0), dt, fast);
      if (two) steer(foe, (H.d ? 1 : 0) - (H.a ? 1 : 0), dt, fast);
      else { var aim = ball.vy < 0 ? ball.x : cw / 2, lag = { easy: 150, normal: 210, hard: 290 }[E.cfg.difficulty] || 210;
        steer(foe, Math.max(-1, Math.min(1, (aim - foe.x) / 20)), dt, lag * E.speed); }
      if (serveT > 0) { serveT -= dt; return; }
      ball.x += ball.vx * dt * E.speed; ball.y += ball.vy * dt * E.speed;
      if (ball.x < R) { ball.x = R; ball.vx = Math.abs(ball.vx); } else if (ball.x > cw - R) { ball.x = cw - R; ball.vx = -Math.abs(ball.vx); }
      if (ball.vy > 0 && ball.y + R >= me.y - PH / 2 && ball.y < me.y && Math.abs(ball.x - me.x) <= PW / 2 + R) bounce(me, -1, E, true);
      else if (ball.vy < 0 && ball.y - R <= foe.y + PH / 2 && ball.y > foe.y && Math.abs(ball.x - foe.x) <= PW / 2 + R) bounce(foe, 1, E, two);
      else if (ball.y > bottom + R) point(false, E);
      else if (ball.y < top - R) point(true, E);
    },
    key: function () {},
    tap: function (x, y) { (two && y < (top + bottom) / 2 ? foe : me).x = Math.max(PW / 2, Math.min(cw - PW / 2, x)); },
    drag: function (x, y) { (two && y < (top + bottom) / 2 ? foe : me).x = Math.max(PW / 2, Math.min(cw - PW / 2, x)); },
    draw: function (ctx, E) {
      var th = E.cfg.theme;
      ctx.fillStyle = 'rgba(255,255,255,.18)'; for (var x = 8; x < cw; x += 24) ctx.fillRect(x, (top + bottom) / 2 - 2, 12, 4);
      E.text(String(pts.foe), cw - 30, (top + bottom) / 2 - 30, 28, th.fg); E.text(String(pts.me), cw - 30, (top + bottom) / 2 + 30, 28, th.fg);
      ctx.fillStyle = th.accent; E.rr(me.x - PW / 2, me.y - PH / 2, PW, PH, 6); ctx.fill();
      ctx.fillStyle = E.pieces[1]; E.rr(foe.x - PW / 2, foe.y - PH / 2, PW, PH, 6); ctx.fill();
      ctx.fillStyle = th.fg; ctx.beginPath(); ctx.arc(ball.x, ball.y, R, 0, 6.283); ctx.fill();
    },
    expose: function (h) {
      h.players = two ? 2 : 1; h.paddle_x = Math.round(me.x); h.far_x = Math.round(foe.x); h.points = pts.me; h.foe_points = pts.foe;
      h.points_to_win = NEED; h.returns = returns; h.plies = returns; h.ai_moves = aiReturns; h.ball_speed = Math.round(ball.v); h.ball_vy = ball.vy; h.rally = rally;
    }
  });
})();
