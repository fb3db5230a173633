/* Chess: White against the computer's Black, or two players taking turns on one screen. Every piece moves
   by its rules (castling, en passant, a pawn reaching the end becomes a queen), a move that leaves one's
   own king in check is refused, a capture scores the piece's value, and checkmate or stalemate ends the
   game (a checkmate given scores 500). Keys: arrows move the cursor, Space or Enter picks a piece and then
   its square. Touch: tap a piece, then the square it goes to. */
(function () {
  var VALUE = { p: 1, n: 3, b: 3, r: 5, q: 9, k: 0 }, GLYPH = { k: '\u265a', q: '\u265b', r: '\u265c', b: '\u265d', n: '\u265e', p: '\u265f' };
  var KNIGHT = [[1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1]], KING = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]];
  var LINES = { b: KING.slice(4), r: KING.slice(0, 4), q: KING };
  var pos, two, sel, cur, targets, thinkT, aiMoves, plies, refused, captures, result, last, s, ox, oy, DEPTH, BUDGET, nodes;
  function side(c) { return c === '.' ? '' : c === c.toUpperCase() ? 'w' : 'b'; }
  function at(p, x, y) { return x < 0 || y < 0 || x > 7 || y > 7 ? null : p.b[y * 8 + x]; }
  function setup(rows, turn) { return { b: rows.join('').split(''), turn: turn, castle: rows.length === 8 && rows[0] === 'rnbqkbnr' ? 'KQkq' : '', ep: -1 }; }
  function attacked(p, sq, by) {   /* whether side `by` attacks square sq */
    var x = sq % 8, y = Math.floor(sq / 8), up = by === 'w' ? 1 : -1, i, c;
    for (i = -1; i <= 1; i += 2) { c = at(p, x + i, y + up); if (c && c === (by === 'w' ? 'P' : 'p')) return true; }
    for (i = 0; i < 8; i++) { c = at(p, x + KNIGHT[i][0], y + KNIGHT[i][1]); if (c && side(c) === by && c.toLowerCase() === 'n') return true; }
    for (i = 0; i < 8; i++) { c = at(p, x + KING[i][0], y + KING[i][1]); if (c && side(c) === by && c.toLowerCase() === 'k') return true; }
    for (i = 0; i < 8; i++) {
      var dx = KING[i][0], dy = KING[i][1], kx = x + dx, ky = y + dy, slider = i < 4 ? 'r' : 'b';
      while ((c = at(p, kx, ky)) === '.') { kx += dx; ky += dy; }
      if (c && side(c) === by && (c.toLowerCase() === slider || c.toLowerCase() === 'q')) return true;
    }
    return false;
  }
  function king(p, who) { return p.b.indexOf(who === 'w' ? 'K' : 'k'); }
  function inCheck(p, who) { var k = king(p, who); return k >= 0 && attacked(p, k, who === 'w' ? 'b' : 'w'); }
  function pseudo(p) {   /* every move of the side to move by how its pieces move, before the king's safety */
    var out = [], me = p.turn, foe = me === 'w' ? 'b' : 'w';
    var add = function (from, x, y, flag) { var c = at(p, x, y); if (c !== null && side(c) !== me) out.push({ from: from, to: y * 8 + x, flag: flag || '' }); return c === '.'; };
    for (var sq = 0; sq < 64; sq++) {
      var c = p.b[sq]; if (side(c) !== me) continue;
      var x = sq % 8, y = Math.floor(sq / 8), t = c.toLowerCase(), i;
      if (t === 'p') {
        var f = me === 'w' ? -1 : 1, home = me === 'w' ? 6 : 1;
        if (at(p, x, y + f) === '.') { out.push({ from: sq, to: sq + 8 * f, flag: '' }); if (y === home && at(p, x, y + 2 * f) === '.') out.push({ from: sq, to: sq + 16 * f, flag: 'double' }); }
        for (i = -1; i <= 1; i += 2) { var d = at(p, x + i, y + f), to = (y + f) * 8 + x + i;
          if (d && side(d) === foe) out.push({ from: sq, to: to, flag: '' }); else if (d === '.' && to === p.ep) out.push({ from: sq, to: to, flag: 'ep' }); }
      } else if (t === 'n' || t === 'k') {
        var jumps = t === 'n' ? KNIGHT : KING; for (i = 0; i < 8; i++) add(sq, x + jumps[i][0], y + jumps[i][1]);
      } else LINES[t].forEach(function (v) { var kx = x + v[0], ky = y + v[1]; while (add(sq, kx, ky)) { kx += v[0]; ky += v[1]; } });
    }
    var row = me === 'w' ? 56 : 0, K = me === 'w' ? 'K' : 'k', Q = me === 'w' ? 'Q' : 'q';
    if (p.b[row + 4] === K && !inCheck(p, me)) {
      if (p.castle.indexOf(K) >= 0 && p.b[row + 5] === '.' && p.b[row + 6] === '.' && !attacked(p, row + 5, foe)) out.push({ from: row + 4, to: row + 6, flag: 'castle' });
      if (p.castle.indexOf(Q) >= 0 && p.b[row + 3] === '.' && p.b[row + 2] === '.' && p.b[row + 1] === '.' && !attacked(p, row + 3, foe)) out.push({ from: row + 4, to: row + 2, flag: 'castle' });
    }
    return out;
  }
  function play(p, m) {   /* the position after move m */
    var q = { b: p.b.slice(), turn: p.turn === 'w' ? 'b' : 'w', castle: p.castle, ep: -1 }, c = q.b[m.from];
    q.b[m.to] = c; q.b[m.from] = '.';
    if (m.flag === 'ep') q.b[m.to + (p.turn === 'w' ? 8 : -8)] = '.';
    if (m.flag === 'double') q.ep = (m.from + m.to) / 2;
    if (m.flag === 'castle') { var rk = m.to > m.from ? m.from + 3 : m.from - 4, rt = m.to > m.from ? m.from + 1 : m.from - 1; q.b[rt] = q.b[rk]; q.b[rk] = '.'; }
    if (c.toLowerCase() === 'p' && (m.to < 8 || m.to > 55)) q.b[m.to] = p.turn === 'w' ? 'Q' : 'q';
    [[m.from], [m.to]].forEach(function (a) { var r = { 56: 'Q', 63: 'K', 0: 'q', 7: 'k', 60: 'KQ', 4: 'kq' }[a[0]]; if (r) q.castle = q.castle.replace(new RegExp('[' + r + ']', 'g'), ''); });
    return q;
  }
  function legal(p) { return pseudo(p).filter(function (m) { return !inCheck(play(p, m), p.turn); }); }
  function worth(p) {   /* material and a little centre, from the side to move's view */
    var v = 0;
    for (var sq = 0; sq < 64; sq++) { var c = p.b[sq]; if (c === '.') continue;
      var x = sq % 8, y = Math.floor(sq / 8), centre = 0.1 * (3.5 - Math.max(Math.abs(x - 3.5), Math.abs(y - 3.5)));
      v += (side(c) === p.turn ? 1 : -1) * (VALUE[c.toLowerCase()] + (c.toLowerCase() === 'k' ? 0 : centre)); }
    return v;
  }
  function gain(p, m) { return VALUE[p.b[m.to].toLowerCase()] || 0; }
  function search(p, depth, alpha, beta) {   /* negamax with alpha-beta: a mate is worth more than any material */
    if (++nodes > BUDGET) return 0;   /* over the budget: this depth's answer is thrown away */
    if (!depth) return worth(p);
    var moves = legal(p);
    if (!moves.length) return inCheck(p, p.turn) ? -1000 - depth : 0;
    moves.sort(function (a, b) { return gain(p, b) - gain(p, a); });   /* captures first: alpha-beta cuts more */
    for (var i = 0; i < moves.length; i++) { var v = -search(play(p, moves[i]), depth - 1, -beta, -alpha); if (v > alpha) alpha = v; if (alpha >= beta) break; }
    return alpha;
  }
  function choose() {   /* deeper and deeper, keeping the deepest answer found within the budget: a phone never waits long */
    var moves = legal(pos), pick = moves[0];
    nodes = 0;
    for (var d = 1; d <= DEPTH && nodes <= BUDGET; d++) {
      var best = -1e9, found = null;
      for (var i = 0; i < moves.length; i++) { var v = -search(play(pos, moves[i]), d - 1, -1e9, 1e9) + Math.random() * 0.05; if (v > best) { best = v; found = moves[i]; } }
      if (nodes <= BUDGET) pick = found;
    }
    return pick;
  }
  function centre(sq) { return [ox + (sq % 8 + 0.5) * s, oy + (Math.floor(sq / 8) + 0.5) * s]; }
  function move(from, to, E, byComputer) {   /* a move asked for, played when the rules allow it */
    if (result || E.hook.state !== 'playing') return false;
    var m = legal(pos).filter(function (x) { return x.from === from && x.to === to; })[0];
    if (!m) { refused++; E.miss(); E.shake(4); return false; }
    var took = pos.b[to] !== '.' ? pos.b[to] : m.flag === 'ep' ? 'p' : null, mover = pos.turn, c = centre(to);
    pos = play(pos, m); plies++; last = m; sel = -1; targets = []; if (byComputer) aiMoves++;
    if (took) { captures++; if (two || mover === 'w') E.hit(10 * VALUE[took.toLowerCase()], c[0], c[1], E.cfg.theme.accent); else E.burst(c[0], c[1], '#f55', 14); }
    if (!legal(pos).length) {
      result = inCheck(pos, pos.turn) ? 'checkmate' : 'stalemate';
      if (result === 'checkmate' && (two || mover === 'w')) E.hit(500, E.W / 2, oy + 4 * s, E.cfg.theme.accent);
      E.flash(E.cfg.theme.accent, 0.4); thinkT = 1.2;
    } else thinkT = 0.5;
    return true;
  }
  function pick(sq, E) {   /* a tap or Space on a square: choose one's own piece, or move the chosen one there */
    if (result || (!two && pos.turn !== 'w')) return;
    if (side(pos.b[sq]) === pos.turn) { sel = sq; targets = legal(pos).filter(function (m) { return m.from === sq; }).map(function (m) { return m.to; }); return; }
    if (sel >= 0) move(sel, sq, E, false);
  }
  var SQ = function (name) { return (8 - +name[1]) * 8 + 'abcdefgh'.indexOf(name[0]); };
  function fixture(kind, E) {   /* a position where the player's move shows one rule, and that move asked for */
    var from = { food: 'a1', miss: 'e2', hazard: 'd2', mate: 'a1', turns: 'e2' }[kind];
    if (!from || result) return false;
    var to = { food: 'a7', miss: 'e5', hazard: 'd3', mate: 'a8', turns: 'e4' }[kind];
    if (kind === 'food') pos = setup(['.......k', 'q.......', '........', '........', '........', '........', '.....PPP', 'R.....K.'], 'w');
    if (kind === 'hazard') pos = setup(['....k...', '........', '........', '........', '....r...', '........', '...P....', '....K...'], 'w');
    if (kind === 'mate') pos = setup(['......k.', '.....ppp', '........', '........', '........', '........', '.....PPP', 'R.....K.'], 'w');
    if (kind === 'miss' || kind === 'turns') pos = setup(['rnbqkbnr', 'pppppppp', '........', '........', '........', '........', 'PPPPPPPP', 'RNBQKBNR'], 'w');
    var ok = move(SQ(from), SQ(to), E, false);
    if (kind === 'turns') return ok && two && move(SQ('e7'), SQ('e5'), E, false);
    return kind === 'miss' || kind === 'hazard' ? !ok : ok;
  }
  var DIRS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  CRUMB.register({
    init: function (E) {
      two = E.on('two_players'); DEPTH = { easy: 1, normal: 2, hard: 3 }[E.cfg.difficulty] || 2; BUDGET = DEPTH > 2 ? 6000 : 2500;
      s = Math.floor(Math.min(E.W - 16, E.H - E.TOP - 90) / 8); ox = (E.W - 8 * s) / 2; oy = E.TOP + 44;
      pos = setup(['rnbqkbnr', 'pppppppp', '........', '........', '........', '........', 'PPPPPPPP', 'RNBQKBNR'], 'w');
      sel = -1; cur = SQ('e2'); targets = []; thinkT = 0; aiMoves = 0; plies = 0; refused = 0; captures = 0; result = ''; last = null;
    },
    spawn: fixture,
    update: function (dt, E) {
      if (result) { thinkT -= dt; if (thinkT <= 0) E.over(); return; }
      if (!two && pos.turn === 'b') { thinkT -= dt * E.speed; if (thinkT <= 0) { var m = choose(); move(m.from, m.to, E, true); } }
    },
    key: function (k, down, E) {
      if (!down) return;
      var d = DIRS[k];
      if (d) cur = Math.max(0, Math.min(7, Math.floor(cur / 8) + d[1])) * 8 + Math.max(0, Math.min(7, cur % 8 + d[0]));
      else if (k === 'Space' || k === 'Enter') pick(cur, E);
      else if (k === 'Escape') { sel = -1; targets = []; }
    },
    tap: function (x, y, E) {
      var c = Math.floor((x - ox) / s), r = Math.floor((y - oy) / s);
      if (c < 0 || r < 0 || c > 7 || r > 7) return; cur = r * 8 + c; pick(cur, E);
    },
    draw: function (ctx, E) {
      var th = E.cfg.theme, check = inCheck(pos, pos.turn) ? king(pos, pos.turn) : -1;
      for (var sq = 0; sq < 64; sq++) {
        var x = ox + (sq % 8) * s, y = oy + Math.floor(sq / 8) * s, dark = (sq % 8 + Math.floor(sq / 8)) % 2;
        ctx.fillStyle = dark ? 'rgba(0,0,0,.38)' : 'rgba(255,255,255,.22)'; ctx.fillRect(x, y, s, s);
        if (last && (sq === last.from || sq === last.to)) { ctx.fillStyle = 'rgba(255,220,80,.25)'; ctx.fillRect(x, y, s, s); }
        if (sq === sel) { ctx.fillStyle = th.accent; ctx.globalAlpha = 0.45; ctx.fillRect(x, y, s, s); ctx.globalAlpha = 1; }
        if (sq === check) { ctx.fillStyle = 'rgba(255,60,60,.55)'; ctx.fillRect(x, y, s, s); }
        var c = pos.b[sq];
        if (c !== '.') {
          ctx.font = Math.round(s * 0.82) + 'px "DejaVu Sans", "Segoe UI Symbol", "Noto Sans Symbols2", serif'; ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
          ctx.lineWidth = 2; ctx.strokeStyle = side(c) === 'w' ? '#222' : '#eee'; ctx.strokeText(GLYPH[c.toLowerCase()], x + s / 2, y + s * 0.54);
          ctx.fillStyle = side(c) === 'w' ? '#fafafa' : '#161616'; ctx.fillText(GLYPH[c.toLowerCase()], x + s / 2, y + s * 0.54);
        }
        if (targets.indexOf(sq) >= 0) { ctx.fillStyle = th.accent; ctx.beginPath(); ctx.arc(x + s / 2, y + s / 2, s * (c === '.' ? 0.14 : 0.42), 0, 6.283); ctx.globalAlpha = c === '.' ? 0.9 : 0.4; ctx.fill(); ctx.globalAlpha = 1; }
      }
      if (E.hook.state === 'playing') { ctx.strokeStyle = th.fg; ctx.lineWidth = 3; ctx.strokeRect(ox + (cur % 8) * s + 1.5, oy + Math.floor(cur / 8) * s + 1.5, s - 3, s - 3); }
      [['w', oy + 8 * s + 22], ['b', oy - 20]].forEach(function (r) {
        ctx.globalAlpha = pos.turn === r[0] && !result ? 1 : 0.3; ctx.fillStyle = r[0] === 'w' ? '#fafafa' : '#161616';
        ctx.beginPath(); ctx.arc(E.W / 2, r[1], 9, 0, 6.283); ctx.fill(); ctx.strokeStyle = th.fg; ctx.lineWidth = 2; ctx.stroke(); ctx.globalAlpha = 1;
      });
    },
    picture: function () { return [pos.b.join(''), pos.turn, sel, cur, targets.join(','), result].join('|'); },
    expose: function (h) {
      h.board = pos.b.join(''); h.turn = pos.turn; h.players = two ? 2 : 1; h.plies = plies; h.ai_moves = aiMoves; h.refused = refused;
      h.captures = captures; h.result = result; h.check = inCheck(pos, pos.turn); h.selected = sel; h.cursor = cur; h.depth = DEPTH;
      h.at = function (name) { return pos.b[SQ(name)]; };
    }
  });
})();
