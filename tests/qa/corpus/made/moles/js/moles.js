// Moles pop up on a timer; hitting one scores. Holes are buttons so taps, clicks and keys all work.
var field = document.getElementById('field'), holes = [], score = 0, timeLeft = 30, tick = 0;
for (var i = 0; i < 9; i++) {
  var hole = document.createElement('button');
  hole.className = 'hole'; hole.innerHTML = '<img src="img/mole.svg" alt="">';
  hole.addEventListener('click', whack.bind(null, i));
  field.appendChild(hole); holes.push(hole);
}
function whack(i) {
  var h = holes[i];
  if (!h.classList.contains('up')) { h.classList.add('miss'); setTimeout(function () { h.classList.remove('miss'); }, 300); return; }
  h.classList.remove('up'); h.classList.add('hit'); score++;
  document.getElementById('score').textContent = score;
  setTimeout(function () { h.classList.remove('hit'); }, 300);
}
addEventListener('keydown', function (e) { var n = parseInt(e.key, 10); if (n >= 1 && n <= 9) whack(n - 1); });
setInterval(function () {
  tick++;
  holes.forEach(function (h, i) { if ((tick + i * 5) % 7 === 0) h.classList.add('up'); else if ((tick + i * 5) % 7 === 3) h.classList.remove('up'); });
  if (tick % 2 === 0 && timeLeft > 0) document.getElementById('time').textContent = --timeLeft;
}, 500);
