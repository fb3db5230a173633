// Flap Fish: tap, click or press Space to swim up through the gaps in the kelp.
var sea = document.getElementById('sea'), g = sea.getContext('2d');
var fish = {y: 240, vy: 0}, kelp = [], t = 0, mode = 'ready', best = 0, score = 0;
function flap() { if (mode !== 'swim') { mode = 'swim'; fish.y = 240; kelp = []; score = 0; } fish.vy = -5.5; }
addEventListener('keydown', function (e) { if (e.code === 'Space' || e.code === 'ArrowUp') { flap(); e.preventDefault(); } });
sea.addEventListener('pointerdown', flap);
function frame() {
  t++;
  if (mode === 'swim') {
    fish.vy += 0.3; fish.y += fish.vy;
    if (t % 90 === 0) kelp.push({x: 330, gap: 120 + (t * 37) % 220});
    kelp.forEach(function (k) { k.x -= 2; if (k.x === 60) score++; });
    kelp = kelp.filter(function (k) { return k.x > -40; });
    var hit = fish.y > 470 || fish.y < 0 || kelp.some(function (k) { return k.x < 76 && k.x > 24 && Math.abs(fish.y - k.gap) > 55; });
    if (hit) { mode = 'over'; best = Math.max(best, score); }
  } else fish.y = 240 + Math.sin(t / 15) * 10;
  g.fillStyle = '#05445e'; g.fillRect(0, 0, 320, 480);
  g.fillStyle = '#3a7d44'; kelp.forEach(function (k) { g.fillRect(k.x, 0, 36, k.gap - 55); g.fillRect(k.x, k.gap + 55, 36, 480); });
  g.fillStyle = '#ffa62b'; g.beginPath(); g.ellipse(60, fish.y, 16, 10, fish.vy / 12, 0, 7); g.fill();
  g.fillStyle = '#fff'; g.font = '22px sans-serif'; g.textAlign = 'center';
  g.fillText(mode === 'swim' ? score : mode === 'over' ? 'best ' + best + ' - tap to retry' : 'tap to swim', 160, 40);
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
