/* Snake: eat to grow, do not hit the walls or yourself. With mechanics: golden apples worth double,
   poison apples that shorten you, rocks that cost a life, a shield that lets you shrug one off, no walls
   (wrap): the head leaves one edge and comes back on the other, and the hook counts each crossing. */
(function () {
  var N, s, ox, oy, body, dir, next, items, acc, grow, eaten, wraps, START = 3;
  var DIRS = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };
  var VEC = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };
  var BACK = { up: 'down', down: 'up', left: 'right', right: 'left' };
  var SIDES = { up: ['left', 'right'], down: ['left', 'right'], left: ['up', 'down'], right: ['up', 'down'] };
  var LOOK = { food: 0, bonus: 1, poison: 4, rock: 3, shield: 2 };
  function taken(x, y) {
    return body.some(function (b) { return b.x === x && b.y === y; }) || items.some(function (i) { return i.x === x && i.y === y; });
  }
  function put(kind, E) {   /* a free cell off the start row, so a respawn never lands on a rock */
    var x, y, tries = 0;
    do { x = E.irand(N); y = E.irand(N); tries++; } while ((taken(x, y) || (kind === 'rock' && y === Math.floor(N / 2))) && tries < 500);
    items.push({ x: x, y: y, kind: kind, k: E.irand(6) });
  }
  function room(d) { var v = VEC[d], n = 0; while (n < 4) { var c = cell(body[0].x + v[0] * (n + 1), body[0].y + v[1] * (n + 1)), x = c.x, y = c.y;
    if (x < 0 || y < 0 || x >= N || y >= N || body.some(function (b) { return b.x === x && b.y === y; })) break; n++; } return n; }
  function crossed(W, h) { W.crossings++; W.from = { x: body[0].x, y: body[0].y }; W.to = { x: h.x, y: h.y }; }
  function cell(x, y) { return wraps ? { x: (x + N) % N, y: (y + N) % N } : { x: x, y: y }; }   /* past an edge: the other one, with no walls */
  function ahead(kind) {   /* the next cell on the way, turning first when a wall or the body is near */
    var ways = [next].concat(SIDES[next]), best = ways.filter(function (d) { return room(d) >= 3; })[0];
    turn(best || ways.sort(function (a, b) { return room(b) - room(a); })[0]); var v = VEC[next], c = cell(body[0].x + v[0], body[0].y + v[1]), x = c.x, y = c.y;
    items = items.filter(function (i) { return i.x !== x || i.y !== y; });
    items.push({ x: x, y: y, kind: kind, k: 0 }); return true;
  }
  function turn(d) { if (d && d !== BACK[dir]) next = d; }
  function eat(item, E, h) {
    var x = ox + (h.x + 0.5) * s, y = oy + (h.y + 0.5) * s, M = E.hook.mechanics;
    items.splice(items.indexOf(item), 1);
    if (item.kind === 'food' || item.kind === 'bonus') {
      grow += 2; eaten++; E.hit(10, x, y, E.pieces[item.k], item.kind === 'bonus');
      if (!items.some(function (i) { return i.kind === 'food'; })) put('food', E);
    } else if (item.kind === 'poison') {
      M.poison.eaten++; grow = 0; E.float(x, y, '-2', '#b06bff'); E.burst(x, y, '#b06bff', 16);
      if (body.length <= 1) return E.loseLife(x, y) ? 'over' : 'hurt';
      body.splice(Math.max(1, body.length - 2)); put('poison', E);
    } else if (item.kind === 'shield') E.shield();
    else if (item.kind === 'rock') {
      if (M.hazards) M.hazards.hits++;
      if (!E.loseLife(x, y) && !(M.shield && M.shield.active)) return 'hurt';
      return E.hook.state === 'playing' ? null : 'over';
    }
    return null;
  }
  function tick(E) {
    dir = next; var v = VEC[dir], h = cell(body[0].x + v[0], body[0].y + v[1]);
    var dead = h.x < 0 || h.y < 0 || h.x >= N || h.y >= N ||
      body.some(function (b, i) { return i < body.length - 1 && b.x === h.x && b.y === h.y; });
    if (dead) {
      E.burst(ox + (body[0].x + 0.5) * s, oy + (body[0].y + 0.5) * s, E.cfg.theme.accent, 26);
      if (!E.loseLife()) respawn(); return;
    }
    var item = items.filter(function (i) { return i.x === h.x && i.y === h.y; })[0], got = item ? eat(item, E, h) : null;
    if (got === 'hurt') { respawn(); return; }
    if (got === 'over') return;
    if (h.x !== body[0].x + v[0] || h.y !== body[0].y + v[1]) crossed(E.hook.mechanics.wrap, h);
    body.unshift(h);
    if (grow > 0) grow--; else body.pop();
  }
  function respawn() { var y = Math.floor(N / 2); body = [{ x: 3, y: y }, { x: 2, y: y }, { x: 1, y: y }]; dir = next = 'right'; grow = 0; }
  CRUMB.register({
    init: function (E) {
      N = E.cfg.tuning.grid || 18; s = Math.min((E.W - 16) / N, (E.H - E.TOP - 30) / N);
      ox = (E.W - N * s) / 2; oy = E.TOP + 10 + (E.H - E.TOP - 20 - N * s) / 2;
      respawn(); acc = 0; eaten = 0; items = []; put('food', E); wraps = E.on('wrap');
      if (wraps) E.hook.mechanics.wrap = { crossings: 0, from: null, to: null };
      if (E.on('poison')) put('poison', E);
      if (E.on('hazards')) for (var i = 0; i < (E.cfg.tuning.hazards_count || 3); i++) { put('rock', E); E.hook.mechanics.hazards.placed++; }
    },
    update: function (dt, E) {
      acc += dt; var every = 0.14 / E.speed / (1 + eaten * 0.01);
      while (acc >= every && E.hook.state === 'playing') { acc -= every; tick(E); }
    },
    spawn: function (kind, E, natural) {
      var as = { food: 'food', bonus: 'bonus', poison: 'poison', hazard: 'rock', shield: 'shield' }[kind];
      if (!as || (kind !== 'food' && kind !== 'hazard' && !E.on(kind))) return false;
      if (!natural) return ahead(as);
      put(as, E); return true;
    },
    key: function (k, down) { if (down) turn(DIRS[k]); },
    tap: function (x, y) {
      var hx = ox + (body[0].x + 0.5) * s, hy = oy + (body[0].y + 0.5) * s, dx = x - hx, dy = y - hy;
      if (dir === 'up' || dir === 'down') turn(dx < 0 ? 'left' : 'right'); else turn(dy < 0 ? 'up' : 'down');
    },
    draw: function (ctx, E) {
      ctx.fillStyle = 'rgba(0,0,0,.3)'; E.rr(ox - 4, oy - 4, N * s + 8, N * s + 8, 10); ctx.fill();
      if (wraps) { ctx.strokeStyle = E.cfg.theme.accent; ctx.lineWidth = 2; ctx.setLineDash([s * 0.3, s * 0.3]); ctx.strokeRect(ox - 2, oy - 2, N * s + 4, N * s + 4); ctx.setLineDash([]); }
      ctx.fillStyle = 'rgba(255,255,255,.035)';
      for (var i = 0; i < N; i++) for (var j = (i % 2); j < N; j += 2) ctx.fillRect(ox + i * s, oy + j * s, s, s);
      var pulse = 1 + Math.sin(E.t * 8) * 0.08, M = E.hook.mechanics;
      items.forEach(function (it) {
        var cx = ox + (it.x + 0.5) * s, cy = oy + (it.y + 0.5) * s;
        if (it.kind === 'rock') { ctx.fillStyle = '#8a8f98'; E.rr(cx - s * 0.45, cy - s * 0.45, s * 0.9, s * 0.9, s * 0.2); ctx.fill(); return; }
        var col = { food: E.pieces[it.k], bonus: '#ffd700', poison: '#b06bff', shield: E.cfg.theme.accent }[it.kind];
        E.shape(it.kind === 'food' ? it.k : LOOK[it.kind], cx, cy, s * 0.42 * pulse, col);
      });
      body.forEach(function (b, i) {
        ctx.fillStyle = i === 0 ? E.cfg.theme.accent : E.pieces[(i >> 2) % 2 ? 2 : 3];
        ctx.globalAlpha = 1 - Math.min(0.5, i / (body.length * 2)); E.rr(ox + b.x * s + 1, oy + b.y * s + 1, s - 2, s - 2, s * 0.3); ctx.fill();
      });
      ctx.globalAlpha = 1; var v = VEC[dir], hx = ox + (body[0].x + 0.5) * s, hy = oy + (body[0].y + 0.5) * s;
      if (M.shield && M.shield.active) { ctx.strokeStyle = E.cfg.theme.accent; ctx.lineWidth = 3; ctx.beginPath(); ctx.arc(hx, hy, s * 0.9, 0, 6.283); ctx.stroke(); }
      ctx.fillStyle = E.cfg.theme.bg;
      [-1, 1].forEach(function (side) { ctx.beginPath(); ctx.arc(hx + v[0] * s * 0.15 - v[1] * side * s * 0.2, hy + v[1] * s * 0.15 + v[0] * side * s * 0.2, s * 0.1, 0, 6.283); ctx.fill(); });
    },
    expose: function (h) {
      var food = items.filter(function (i) { return i.kind === 'food'; })[0] || { x: -1, y: -1 };
      h.dir = next; h.length = body.length; h.start_length = START; h.head = { x: body[0].x, y: body[0].y }; h.grid = N; h.food = { x: food.x, y: food.y };
    }
  });
})();
