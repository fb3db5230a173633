/* Crate pusher (sokoban): push every crate onto a target; each solved level opens a harder one.
   Arrows or swipe/tap beside the player to move; U undoes, R restarts the level (or the buttons). */
(function () {
  var LEVELS = [
    ['#######', '#@ $ .#', '#######'],
    ['######', '#.   #', '#  $ #', '# @  #', '######'],
    [' #####', ' #. .#', '##$$ #', '#  @ #', '#    #', '######'],
    ['#######', '#. $  #', '#  @  #', '#  $ .#', '#######'],
    ['########', '#      #', '# $ $  #', '#.##. @#', '#      #', '########'],
    [' ######', ' #    #', '##$## #', '#  .  #', '# $.$ #', '#  .@ #', '#######']];
  /* each level's shortest solution, checked by a test: the 'level' fixture plays it */
  var SOLUTIONS = ['RRR', 'RURULL', 'LURDRU', 'LDRRUULL', 'UULLDLLULD', 'ULULDRRRULRUULLLDDLDRLDR'];
  var STEP = { U: [0, -1], D: [0, 1], L: [-1, 0], R: [1, 0] };
  var KEYS = { ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R' };
  var idx, walls, goals, boxes, me, cols, rows, s, ox, oy, history, moves, pushes, solvedT;
  function load(E, i) {
    idx = i; var map = LEVELS[i]; walls = {}; goals = []; boxes = []; history = []; solvedT = 0;
    rows = map.length; cols = Math.max.apply(null, map.map(function (r) { return r.length; }));
    map.forEach(function (row, y) { row.split('').forEach(function (ch, x) {
      if (ch === '#') walls[x + ',' + y] = true;
      if ('.*+'.indexOf(ch) >= 0) goals.push({ x: x, y: y });
      if ('$*'.indexOf(ch) >= 0) boxes.push({ x: x, y: y });
      if ('@+'.indexOf(ch) >= 0) me = { x: x, y: y };
    }); });
    s = Math.min((E.W - 20) / cols, (E.H - E.TOP - 110) / rows, 52);
    ox = (E.W - cols * s) / 2; oy = E.TOP + 20 + (E.H - E.TOP - 110 - rows * s) / 2;
  }
  function boxAt(x, y) { for (var i = 0; i < boxes.length; i++) if (boxes[i].x === x && boxes[i].y === y) return i; return -1; }
  function onGoal(b) { return goals.some(function (g) { return g.x === b.x && g.y === b.y; }); }
  function done() { return boxes.every(onGoal); }
  function move(d, E) {
    if (solvedT > 0) return false;
    var v = STEP[d], nx = me.x + v[0], ny = me.y + v[1];
    if (walls[nx + ',' + ny]) return false;
    var b = boxAt(nx, ny);
    if (b >= 0 && (walls[(nx + v[0]) + ',' + (ny + v[1])] || boxAt(nx + v[0], ny + v[1]) >= 0)) return false;
    history.push({ me: { x: me.x, y: me.y }, boxes: boxes.map(function (q) { return { x: q.x, y: q.y }; }) });
    me = { x: nx, y: ny }; moves++;
    if (b >= 0) {
      var was = onGoal(boxes[b]); boxes[b] = { x: nx + v[0], y: ny + v[1] }; pushes++;
      if (!was && onGoal(boxes[b])) E.hit(10, ox + (boxes[b].x + 0.5) * s, oy + (boxes[b].y + 0.5) * s, E.cfg.theme.accent);
    }
    if (done()) { solvedT = 0.6; E.hit(100 * (idx + 1), E.W / 2, E.H / 2, E.cfg.theme.accent); }
    return true;
  }
  function undo() { var h = history.pop(); if (h && solvedT <= 0) { me = h.me; boxes = h.boxes; } }
  function next(E) {
    if (idx + 1 >= LEVELS.length) { E.float(E.W / 2, E.H / 2, 'ALL CLEAR!'); E.over(); return; }
    E.levelUp(idx + 2, idx + 2); load(E, idx + 1);
  }
  CRUMB.register({
    init: function (E) { moves = 0; pushes = 0; load(E, 0); },
    update: function (dt, E) { if (solvedT > 0) { solvedT -= dt; if (solvedT <= 0) next(E); } },
    spawn: function (kind, E) {   /* 'level': the player plays the level's solution */
      if (kind !== 'level' || solvedT > 0) return false;
      load(E, idx); SOLUTIONS[idx].split('').forEach(function (d) { move(d, E); }); return done();
    },
    key: function (k, down, E) {
      if (!down) return;
      if (KEYS[k]) move(KEYS[k], E); else if (k === 'u' || k === 'z' || k === 'Backspace') undo(); else if (k === 'r') load(E, idx);
    },
    tap: function (x, y, E) {
      if (y > E.H - 60) { if (x < E.W / 2) undo(); else load(E, idx); return; }
      var dx = x - (ox + (me.x + 0.5) * s), dy = y - (oy + (me.y + 0.5) * s);
      if (Math.max(Math.abs(dx), Math.abs(dy)) < s * 0.4) return;
      move(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'R' : 'L') : (dy > 0 ? 'D' : 'U'), E);
    },
    draw: function (ctx, E) {
      var th = E.cfg.theme, pulse = 0.5 + Math.sin(E.t * 4) * 0.2;
      for (var y = 0; y < rows; y++) for (var x = 0; x < cols; x++) {
        var px = ox + x * s, py = oy + y * s;
        if (walls[x + ',' + y]) { ctx.fillStyle = th.panel; E.rr(px + 1, py + 1, s - 2, s - 2, 6); ctx.fill(); }
      }
      goals.forEach(function (g) { ctx.globalAlpha = pulse; ctx.strokeStyle = th.accent; ctx.lineWidth = 3; ctx.beginPath(); ctx.arc(ox + (g.x + 0.5) * s, oy + (g.y + 0.5) * s, s * 0.22, 0, 6.283); ctx.stroke(); });
      ctx.globalAlpha = 1;
      boxes.forEach(function (b) { ctx.fillStyle = onGoal(b) ? th.accent : E.pieces[1]; E.rr(ox + b.x * s + 4, oy + b.y * s + 4, s - 8, s - 8, 6); ctx.fill();
        ctx.strokeStyle = 'rgba(0,0,0,.35)'; ctx.lineWidth = 2; ctx.strokeRect(ox + b.x * s + 10, oy + b.y * s + 10, s - 20, s - 20); });
      ctx.fillStyle = th.fg; ctx.beginPath(); ctx.arc(ox + (me.x + 0.5) * s, oy + (me.y + 0.5) * s, s * 0.34, 0, 6.283); ctx.fill();
      ctx.fillStyle = 'rgba(255,255,255,.12)'; E.rr(10, E.H - 54, E.W / 2 - 15, 44, 12); ctx.fill(); E.rr(E.W / 2 + 5, E.H - 54, E.W / 2 - 15, 44, 12); ctx.fill();
      E.text('\u21b6 U', E.W / 4, E.H - 32, 16, th.fg); E.text('\u21bb R', E.W * 3 / 4, E.H - 32, 16, th.fg);
    },
    expose: function (h) { h.moves = moves; h.pushes = pushes; h.player = { x: me.x, y: me.y }; h.boxes_home = boxes.filter(onGoal).length; h.boxes = boxes.length; h.levels = LEVELS.length; }
  });
})();
