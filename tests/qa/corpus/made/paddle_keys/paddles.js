// A one-player paddle game: 1 starts it, Q and A move the left paddle; the computer plays the right.
var cv = document.getElementById('court'), g = cv.getContext('2d');
var playing = false, left = 170, right = 170, up = false, down = false, ball = {x: 320, y: 200, dx: 3, dy: 2};
document.addEventListener('keydown', function (e) {
  switch (e.keyCode) {
    case Game.KEY.ONE: playing = true; break;
    case Game.KEY.Q: up = true; break;
    case Game.KEY.A: down = true; break;
  }
});
document.addEventListener('keyup', function (e) {
  switch (e.keyCode) {
    case Game.KEY.Q: up = false; break;
    case Game.KEY.A: down = false; break;
  }
});
setInterval(function () {
  if (playing) {
    if (up) left = Math.max(0, left - 6);
    if (down) left = Math.min(340, left + 6);
    ball.x += ball.dx; ball.y += ball.dy;
    if (ball.y < 0 || ball.y > 392) ball.dy = -ball.dy;
    if (ball.x < 20 || ball.x > 612) ball.dx = -ball.dx;
    right += Math.sign(ball.y - right - 30) * 2;
  }
  g.fillStyle = '#000'; g.fillRect(0, 0, 640, 400);
  g.fillStyle = '#fff';
  g.fillRect(10, left, 10, 60); g.fillRect(620, right, 10, 60);
  if (playing) g.fillRect(ball.x, ball.y, 8, 8);
  else { g.font = '24px sans-serif'; g.textAlign = 'center'; g.fillText('PONG-ISH', 320, 200); }
}, 16);
