/* Noughts and crosses: X against the computer's O, or two players taking turns on one screen. Three in
   a row wins the round (100 points, a draw 25); the starting side alternates, and the match ends when a
   side has won a majority of its rounds or every round is played. Keys: arrows move the cursor, Space
   or Enter marks. Touch: tap a cell. */
(function () {
  var LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
  var cells, turn, first, cur, two, wins, draws, rounds, ROUNDS, NEED, pause, thinkT, aiMoves, marksMade, refused, line, s, ox, oy;
  function winner(b) {
    for (var i = 0; i < LINES.length; i++) { var l = LINES[i]; if (b[l[0]] && b[l[0]] === b[l[1]] && b[l[1]] === b[l[2]]) return l; }
    return null;
  }
  function empty(b) { var out = []; for (var i = 0; i < 9; i++) if (!b[i]) out.push(i); return out; }
  var known = {};   /* board and side to move -> its value: a few thousand boards, each searched once */
  function minimax(b, side) {   /* the value of the board to 'o' with side to move: +1 o wins, -1 x wins */
    var key = b.join(',') + side; if (key in known) return known[key];
    var l = winner(b), free = empty(b), best = side === 'o' ? -2 : 2;
    if (l) best = b[l[0]] === 'o' ? 1 : -1; else if (!free.length) best = 0;
    else for (var i = 0; i < free.length; i++) {
      b[free[i]] = side; var v = minimax(b, side === 'o' ? 'x' : 'o'); b[free[i]] = '';
      best = side === 'o' ? Math.max(best, v) : Math.min(best, v);
    }
    return (known[key] = best);
  }
  function choose(E) {   /* the computer's cell: a win when it has one, else the best by minimax or now and then (by difficulty) any free one */
    var free = empty(cells), slip = { easy: 0.5, normal: 0.2, hard: 0 }[E.cfg.difficulty] || 0.2;
    for (var w = 0; w < free.length; w++) { cells[free[w]] = 'o'; var won = winner(cells); cells[free[w]] = ''; if (won) return free[w]; }
    if (Math.random() < slip) return free[E.irand(free.length)];
    if (free.length === 9) return [0, 2, 4, 6, 8][E.irand(5)];   /* an opening: a corner or the centre, no search needed */
    var best = -3, pick = [];
    free.forEach(function (i) { cells[i] = 'o'; var v = minimax(cells, 'x'); cells[i] = ''; if (v > best) { best = v; pick = [i]; } else if (v === best) pick.push(i); });
    return pick[E.irand(pick.length)];
  }
  function center(i) { return [ox + (i % 3 + 0.5) * s, oy + (Math.floor(i / 3) + 0.5) * s]; }
  function mark(i, E, byComputer) {
    if (pause > 0 || E.hook.state !== 'playing') return false;
    if (cells[i]) { refused++; E.miss(); E.shake(4); return false; }
    cells[i] = turn; marksMade++; if (byComputer) aiMoves++;
    var l = winner(cells), c = center(i);
    E.burst(c[0], c[1], turn === 'x' ? E.cfg.theme.accent : E.pieces[1], 8);
    if (l) { line = l; wins[turn]++; rounds++; if (two || turn === 'x') E.hit(100, c[0], c[1], E.cfg.theme.accent); else { E.miss(); E.flash('#f33', 0.3); } pause = 1.0; }
    else if (!empty(cells).length) { draws++; rounds++; E.hit(25, E.W / 2, oy + 1.5 * s, E.cfg.theme.fg); pause = 1.0; }
    else { turn = turn === 'x' ? 'o' : 'x'; thinkT = 0.45; }
    return true;
  }
  function deal() { cells = ['', '', '', '', '', '', '', '', '']; line = null; turn = first; thinkT = 0.45; }
  function next(E) {
    if (wins.x >= NEED || wins.o >= NEED || rounds >= ROUNDS) { E.over(); return; }
    first = first === 'x' ? 'o' : 'x'; deal();
  }
  function fixture(kind, E) {   /* the side to move has two in a row with the third cell free ('food': the player's X wins) */
    if (pause > 0) return false;
    var side = kind === 'hazard' ? 'o' : 'x';
    if (kind === 'win') { wins.x = NEED - 1; rounds = Math.min(rounds, ROUNDS - 1); }
    if (kind === 'food' || kind === 'hazard' || kind === 'win') {
      cells = [side, side, '', '', side === 'x' ? 'o' : 'x', '', side === 'x' ? 'o' : 'x', '', '']; turn = side; line = null;
      if (side === 'o' && !two) { thinkT = 0; return true; }
      return mark(2, E, false);
    }
    if (kind === 'draw') {   /* one cell left, and filling it makes no line */
      cells = ['x', 'o', 'x', 'x', 'o', 'o', 'o', 'x', '']; turn = 'x'; line = null; return mark(8, E, false);
    }
    if (kind === 'miss') { var at = cells.indexOf(''); cells[at] = 'o'; turn = 'x'; return !mark(at, E, false); }
    if (kind === 'turns') {   /* a mark for each side, as two players at one screen make them */
      return mark(empty(cells)[0], E, false) && two && mark(empty(cells)[0], E, false);
    }
    return false;
  }
  var DIRS = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -3, ArrowDown: 3 };
  CRUMB.register({
    init: function (E) {
      two = E.on('two_players'); ROUNDS = E.cfg.tuning.rounds || 5; NEED = Math.floor(ROUNDS / 2) + 1;
      s = Math.min(E.W - 40, E.H - E.TOP - 150) / 3; ox = (E.W - 3 * s) / 2; oy = E.TOP + 70;
      wins = { x: 0, o: 0 }; draws = 0; rounds = 0; pause = 0; aiMoves = 0; marksMade = 0; refused = 0; cur = 4; first = 'x'; deal();
    },
    spawn: fixture,
    update: function (dt, E) {
      if (pause > 0) { pause -= dt; if (pause <= 0) { pause = 0; next(E); } return; }
      if (!two && turn === 'o') { thinkT -= dt * E.speed; if (thinkT <= 0) mark(choose(E), E, true); }
    },
    key: function (k, down, E) {
      if (!down) return;
      var d = DIRS[k];
      if (d) { var c = cur % 3, r = Math.floor(cur / 3); if (d === -1 && c > 0 || d === 1 && c < 2 || d === -3 && r > 0 || d === 3 && r < 2) cur += d; }
      else if ((k === 'Space' || k === 'Enter') && (two || turn === 'x')) mark(cur, E, false);
    },
    tap: function (x, y, E) {
      var c = Math.floor((x - ox) / s), r = Math.floor((y - oy) / s);
      if (c < 0 || r < 0 || c > 2 || r > 2) return;
      cur = r * 3 + c; if (two || turn === 'x') mark(cur, E, false);
    },
    draw: function (ctx, E) {
      var th = E.cfg.theme, glyph = function (side, x, y, q, a) {
        ctx.globalAlpha = a; ctx.lineWidth = q * 0.22; ctx.lineCap = 'round'; ctx.strokeStyle = side === 'x' ? th.accent : E.pieces[1]; ctx.beginPath();
        if (side === 'x') { ctx.moveTo(x - q, y - q); ctx.lineTo(x + q, y + q); ctx.moveTo(x + q, y - q); ctx.lineTo(x - q, y + q); }
        else ctx.arc(x, y, q, 0, 6.283);
        ctx.stroke(); ctx.globalAlpha = 1;
      };
      ctx.fillStyle = 'rgba(0,0,0,.25)'; E.rr(ox - 8, oy - 8, 3 * s + 16, 3 * s + 16, 14); ctx.fill();
      ctx.fillStyle = th.fg; for (var i = 1; i < 3; i++) { ctx.fillRect(ox + i * s - 2, oy + 6, 4, 3 * s - 12); ctx.fillRect(ox + 6, oy + i * s - 2, 3 * s - 12, 4); }
      if (E.hook.state === 'playing' && pause <= 0) { ctx.strokeStyle = th.fg; ctx.globalAlpha = 0.35; ctx.lineWidth = 3; E.rr(ox + (cur % 3) * s + 8, oy + Math.floor(cur / 3) * s + 8, s - 16, s - 16, 10); ctx.stroke(); ctx.globalAlpha = 1; }
      cells.forEach(function (v, j) { if (v) { var c = center(j); glyph(v, c[0], c[1], s * 0.28, line && line.indexOf(j) < 0 ? 0.4 : 1); } });
      glyph('x', E.W / 2 - 90, E.TOP + 30, 10, turn === 'x' ? 1 : 0.35); E.text(String(wins.x), E.W / 2 - 60, E.TOP + 31, 22, th.fg);
      E.text(draws ? '\u00b7 ' + draws + ' \u00b7' : '\u00b7', E.W / 2, E.TOP + 31, 16, th.fg);
      glyph('o', E.W / 2 + 90, E.TOP + 30, 10, turn === 'o' ? 1 : 0.35); E.text(String(wins.o), E.W / 2 + 60, E.TOP + 31, 22, th.fg);
      for (var k = 0; k < ROUNDS; k++) { ctx.fillStyle = k < rounds ? th.accent : 'rgba(255,255,255,.25)'; ctx.beginPath(); ctx.arc(E.W / 2 + (k - (ROUNDS - 1) / 2) * 16, oy + 3 * s + 30, 5, 0, 6.283); ctx.fill(); }
    },
    picture: function () { return pause > 0 ? null : [cells.join(','), cur, turn, wins.x, wins.o, draws, rounds].join('|'); },
    expose: function (h) {
      h.cells = cells.map(function (v) { return v || '.'; }).join(''); h.turn = turn; h.cursor = cur; h.players = two ? 2 : 1;
      h.wins_x = wins.x; h.wins_o = wins.o; h.draws = draws; h.rounds = rounds; h.rounds_to_play = ROUNDS; h.ai_moves = aiMoves;
      h.plies = marksMade; h.refused = refused; h.line = line ? line.slice() : null;
    }
  });
})();
