// Sky Hopper: hop from cloud to cloud. The menu entries are plain divs wired up below.
var sky = document.getElementById('sky'), g = sky.getContext('2d');
var bird, clouds, running = false, score = 0;
document.querySelectorAll('.menu-item').forEach(function (item) {
  item.addEventListener('click', function () {
    if (item.dataset.action === 'play') startGame();
    else item.textContent = item.dataset.action === 'scores' ? 'Best: 0' : 'Made by Pip & Co.';
  });
});
function startGame() {
  document.getElementById('menu').style.display = 'none';
  sky.style.display = 'block';
  bird = {x: 200, y: 300, vy: 0, vx: 0};
  clouds = [0, 1, 2, 3, 4].map(function (i) { return {x: 60 + (i * 97) % 280, y: 560 - i * 120}; });
  running = true;
}
function hop() { if (running) bird.vy = -9; }
sky.addEventListener('pointerdown', function (e) {
  if (!running) return;
  var r = sky.getBoundingClientRect();
  bird.vx = (e.clientX - r.left) / r.width < 0.5 ? -3 : 3;
  hop();
});
addEventListener('keydown', function (e) {
  if (!running) return;
  if (e.key === 'ArrowLeft') bird.vx = -3;
  if (e.key === 'ArrowRight') bird.vx = 3;
  if (e.key === ' ' || e.key === 'ArrowUp') hop();
});
function frame() {
  if (running) {
    bird.vy += 0.4; bird.y += bird.vy; bird.x = (bird.x + bird.vx + 400) % 400; bird.vx *= 0.96;
    clouds.forEach(function (c) {
      if (bird.vy > 0 && Math.abs(bird.x - c.x - 40) < 45 && Math.abs(bird.y - c.y) < 10) { bird.vy = -10; score++; }
    });
    if (bird.y < 250) { var dy = 250 - bird.y; bird.y = 250; clouds.forEach(function (c) { c.y += dy; if (c.y > 620) { c.y -= 620; c.x = (c.x * 7 + 53) % 320; } }); }
    if (bird.y > 640) { bird.y = 300; bird.vy = 0; score = 0; }
    g.fillStyle = '#87ceeb'; g.fillRect(0, 0, 400, 600);
    g.fillStyle = '#fff'; clouds.forEach(function (c) { g.fillRect(c.x, c.y, 80, 18); });
    g.fillStyle = '#e94'; g.beginPath(); g.arc(bird.x, bird.y - 12, 12, 0, 7); g.fill();
    g.fillStyle = '#246'; g.font = '22px sans-serif'; g.fillText(score, 12, 30);
  }
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
