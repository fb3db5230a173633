/* Racing: a car on a road that scrolls ever faster; switch lanes to get past the slower traffic. Each
   car passed scores, a crash costs a life (a moment of safety follows), the distance counts up.
   Keys: Left/Right change lane, Up/Down throttle. Touch: tap left or right of the car, or drag to a lane. */
(function () {
  var L, RX, RW, LW, PY = 520, CW = 34, CH = 58, lane, cx, cars, spawnT, dist, passed, crashes, inv, road, mark;
  function laneX(i) { return RX + (i + 0.5) * LW; }
  function base(E) { return 260 * E.speed; }
  function pace(E) { return Math.min(2.2, 1 + 0.03 * E.t); }   /* the road speeds up as the race goes on */
  function throttle(E) { return E.held.ArrowUp ? 1.3 : E.held.ArrowDown ? 0.7 : 1; }
  function put(E, i, y, slow) { cars.push({ lane: i, y: y, slow: slow, k: E.irand(E.pieces.length), passed: false }); }
  function traffic(E) {   /* never a wall: a car enters only a lane with room, and one lane stays open */
    var near = cars.filter(function (c) { return c.y < E.TOP + CH * 2.5; }).map(function (c) { return c.lane; });
    var open = []; for (var i = 0; i < L; i++) if (near.indexOf(i) < 0) open.push(i);
    if (open.length > 1) put(E, open[E.irand(open.length)], E.TOP - CH, E.rand(0.35, 0.65));
  }
  function steer(to) { lane = Math.max(0, Math.min(L - 1, to)); }
  function place(kind, E) {   /* a car where the player meets it next: ahead in its lane, or beside it to pass */
    if (kind === 'hazard') { inv = 0; put(E, lane, PY - CH - 12, 0.6); return true; }
    if (kind === 'food') { put(E, lane > 0 ? lane - 1 : lane + 1, PY + CH / 2, 0.5); return true; }
    return false;
  }
  CRUMB.register({
    init: function (E) {
      L = E.cfg.tuning.lanes || 3; RW = Math.min(E.W - 40, L * 84); RX = (E.W - RW) / 2; LW = RW / L;
      lane = Math.floor(L / 2); cx = laneX(lane); cars = []; spawnT = 0.8; dist = 0; passed = 0; crashes = 0; inv = 0; road = base(E); mark = 0;
    },
    spawn: place,
    update: function (dt, E) {
      road = base(E) * pace(E) * throttle(E); dist += road * dt / 40; mark = (mark + road * dt) % 60; inv = Math.max(0, inv - dt);
      var want = laneX(lane), step = 900 * dt; cx += Math.max(-step, Math.min(step, want - cx));
      spawnT -= dt; if (spawnT <= 0) { traffic(E); spawnT = Math.max(0.35, 0.95 / (E.cfg.tuning.spawn || 1) / pace(E)); }
      for (var i = cars.length - 1; i >= 0; i--) {
        var c = cars[i]; c.y += road * c.slow * dt;
        var x = laneX(c.lane);
        if (Math.abs(x - cx) < CW - 4 && Math.abs(c.y - PY) < CH - 6) {
          cars.splice(i, 1); E.burst((x + cx) / 2, (c.y + PY) / 2, '#f55', 20);
          if (inv > 0) continue;
          crashes++; inv = 1.4; if (E.loseLife(cx, PY)) return; continue;
        }
        if (!c.passed && c.y > PY + CH) { c.passed = true; passed++; E.hit(10, x, PY, E.pieces[c.k]); }
        if (c.y > E.H + CH) cars.splice(i, 1);
      }
    },
    key: function (k, down) { if (!down) return; if (k === 'ArrowLeft') steer(lane - 1); else if (k === 'ArrowRight') steer(lane + 1); },
    tap: function (x) { steer(x < cx ? lane - 1 : lane + 1); },
    drag: function (x) { steer(Math.floor((x - RX) / LW)); },
    draw: function (ctx, E) {
      ctx.fillStyle = 'rgba(40,44,52,.9)'; ctx.fillRect(RX, E.TOP, RW, E.H - E.TOP);
      ctx.fillStyle = E.cfg.theme.accent; ctx.fillRect(RX - 6, E.TOP, 6, E.H - E.TOP); ctx.fillRect(RX + RW, E.TOP, 6, E.H - E.TOP);
      ctx.fillStyle = 'rgba(255,255,255,.55)';
      for (var i = 1; i < L; i++) for (var y = E.TOP - 60 + mark; y < E.H; y += 60) ctx.fillRect(RX + i * LW - 2, y, 4, 30);
      var car = function (x, y, color, up) {
        ctx.fillStyle = color; E.rr(x - CW / 2, y - CH / 2, CW, CH, 8); ctx.fill();
        ctx.fillStyle = 'rgba(0,0,0,.45)'; E.rr(x - CW / 2 + 5, y + (up ? -CH / 2 + 10 : CH / 2 - 22), CW - 10, 12, 3); ctx.fill();
        ctx.fillStyle = '#111'; [-1, 1].forEach(function (s) { ctx.fillRect(x + s * (CW / 2 + 1) - 3, y - CH / 2 + 8, 4, 12); ctx.fillRect(x + s * (CW / 2 + 1) - 3, y + CH / 2 - 20, 4, 12); });
      };
      cars.forEach(function (c) { car(laneX(c.lane), c.y, E.pieces[c.k], false); });
      if (!(inv > 0 && Math.floor(inv * 12) % 2)) car(cx, PY, E.cfg.theme.accent, true);
      E.text(Math.floor(dist) + ' m', E.W / 2, E.TOP + 22, 18, E.cfg.theme.fg);
    },
    expose: function (h, E) {
      h.lanes = L; h.lane = lane; h.start_lane = Math.floor(L / 2); h.distance = Math.floor(dist); h.passed = passed; h.crashes = crashes;
      h.traffic = cars.length; h.road_speed = Math.round(road); h.start_speed = Math.round(base({ speed: E.cfg.speed }));
    }
  });
})();
