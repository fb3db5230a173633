/* Snake: eat to grow, do not hit the walls or yourself. */
(function () {
  var N, s, ox, oy, body, dir, next, food, acc, grow, eaten;
  var DIRS = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };
  var VEC = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };
  var BACK = { up: 'down', down: 'up', left: 'right', right: 'left' };
  function place(E) {
    do { food = { x: E.irand(N), y: E.irand(N), k: E.irand(6) }; }
    while (body.some(function (b) { return b.x === food.x && b.y === food.y; }));
  }
  function turn(d) { if (d && d !== BACK[dir]) next = d; }
  function tick(E) {
    dir = next; var v = VEC[dir], h = { x: body[0].x + v[0], y: body[0].y + v[1] };
    var dead = h.x < 0 || h.y < 0 || h.x >= N || h.y >= N ||
      body.some(function (b, i) { return i < body.length - 1 && b.x === h.x && b.y === h.y; });
    if (dead) {
      E.burst(ox + (body[0].x + 0.5) * s, oy + (body[0].y + 0.5) * s, E.cfg.theme.accent, 26);
      if (!E.loseLife()) respawn(); return;
    }
    body.unshift(h);
    if (h.x === food.x && h.y === food.y) { grow += 2; eaten++; E.hit(10, ox + (h.x + 0.5) * s, oy + (h.y + 0.5) * s, E.pieces[food.k]); place(E); }
    if (grow > 0) grow--; else body.pop();
  }
  function respawn() { var y = Math.floor(N / 2); body = [{ x: 3, y: y }, { x: 2, y: y }, { x: 1, y: y }]; dir = next = 'right'; }
  CRUMB.register({
    init: function (E) {
      N = E.cfg.tuning.grid || 18; s = Math.min((E.W - 16) / N, (E.H - E.TOP - 30) / N);
      ox = (E.W - N * s) / 2; oy = E.TOP + 10 + (E.H - E.TOP - 20 - N * s) / 2;
      respawn(); acc = 0; grow = 0; eaten = 0; place(E);
    },
    update: function (dt, E) {
      acc += dt; var every = 0.14 / E.speed / (1 + eaten * 0.01);
      while (acc >= every && E.hook.state === 'playing') { acc -= every; tick(E); }
    },
    key: function (k, down) { if (down) turn(DIRS[k]); },
    tap: function (x, y) {
      var hx = ox + (body[0].x + 0.5) * s, hy = oy + (body[0].y + 0.5) * s, dx = x - hx, dy = y - hy;
      if (dir === 'up' || dir === 'down') turn(dx < 0 ? 'left' : 'right'); else turn(dy < 0 ? 'up' : 'down');
    },
    draw: function (ctx, E) {
      ctx.fillStyle = 'rgba(0,0,0,.3)'; E.rr(ox - 4, oy - 4, N * s + 8, N * s + 8, 10); ctx.fill();
      ctx.fillStyle = 'rgba(255,255,255,.035)';
      for (var i = 0; i < N; i++) for (var j = (i % 2); j < N; j += 2) ctx.fillRect(ox + i * s, oy + j * s, s, s);
      var pulse = 1 + Math.sin(E.t * 8) * 0.08;
      E.shape(food.k, ox + (food.x + 0.5) * s, oy + (food.y + 0.5) * s, s * 0.42 * pulse, E.pieces[food.k]);
      body.forEach(function (b, i) {
        ctx.fillStyle = i === 0 ? E.cfg.theme.accent : E.pieces[(i >> 2) % 2 ? 2 : 3];
        ctx.globalAlpha = 1 - Math.min(0.5, i / (body.length * 2)); E.rr(ox + b.x * s + 1, oy + b.y * s + 1, s - 2, s - 2, s * 0.3); ctx.fill();
      });
      ctx.globalAlpha = 1; var v = VEC[dir], hx = ox + (body[0].x + 0.5) * s, hy = oy + (body[0].y + 0.5) * s;
      ctx.fillStyle = E.cfg.theme.bg;
      [-1, 1].forEach(function (side) { ctx.beginPath(); ctx.arc(hx + v[0] * s * 0.15 - v[1] * side * s * 0.2, hy + v[1] * s * 0.15 + v[0] * side * s * 0.2, s * 0.1, 0, 6.283); ctx.fill(); });
    },
    expose: function (h) { h.dir = next; h.length = body.length; h.head = { x: body[0].x, y: body[0].y }; h.grid = N; h.food = { x: food.x, y: food.y }; }
  });
})();
