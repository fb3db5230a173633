// Brick Bash: steer the paddle with the mouse, a finger, or the arrow keys. The ball serves itself.
var wall = document.getElementById('wall'), g = wall.getContext('2d');
var paddle = 200, ball = {x: 240, y: 250, dx: 3, dy: -3}, bricks = [], keys = {}, lives = 3, points = 0;
for (var r = 0; r < 5; r++) for (var c = 0; c < 10; c++) bricks.push({x: 4 + c * 47.6, y: 30 + r * 18, alive: true, row: r});
function aim(clientX) { var b = wall.getBoundingClientRect(); paddle = (clientX - b.left) / b.width * 480 - 40; }
wall.addEventListener('mousemove', function (e) { aim(e.clientX); });
wall.addEventListener('pointerdown', function (e) { aim(e.clientX); });
wall.addEventListener('touchmove', function (e) { aim(e.touches[0].clientX); e.preventDefault(); }, {passive: false});
addEventListener('keydown', function (e) { keys[e.key] = true; });
addEventListener('keyup', function (e) { keys[e.key] = false; });
function update() {
  if (keys.ArrowLeft) paddle -= 7;
  if (keys.ArrowRight) paddle += 7;
  paddle = Math.max(0, Math.min(400, paddle));
  ball.x += ball.dx; ball.y += ball.dy;
  if (ball.x < 5 || ball.x > 475) ball.dx = -ball.dx;
  if (ball.y < 5) ball.dy = -ball.dy;
  if (ball.y > 335 && ball.y < 345 && ball.x > paddle && ball.x < paddle + 80) { ball.dy = -Math.abs(ball.dy); ball.dx = (ball.x - paddle - 40) / 8; }
  if (ball.y > 370) { lives = lives ? lives - 1 : 3; ball = {x: 240, y: 250, dx: 3, dy: -3}; }
  bricks.forEach(function (b) {
    if (b.alive && ball.x > b.x && ball.x < b.x + 44 && ball.y > b.y && ball.y < b.y + 14) { b.alive = false; ball.dy = -ball.dy; points += 10; }
  });
}
function draw() {
  g.fillStyle = '#000'; g.fillRect(0, 0, 480, 360);
  bricks.forEach(function (b) { if (b.alive) { g.fillStyle = ['#e63946', '#f4a261', '#e9c46a', '#2a9d8f', '#457b9d'][b.row]; g.fillRect(b.x, b.y, 44, 14); } });
  g.fillStyle = '#fff'; g.fillRect(paddle, 340, 80, 10);
  g.beginPath(); g.arc(ball.x, ball.y, 5, 0, 7); g.fill();
  g.font = '14px monospace'; g.fillText('score ' + points + '  lives ' + lives, 8, 18);
}
(function loop() { update(); draw(); requestAnimationFrame(loop); })();
