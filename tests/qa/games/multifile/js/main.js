import { Ship } from './ship.js';

const canvas = document.getElementById('c');
const g = canvas.getContext('2d');
const sprite = new Image();
sprite.src = 'img/ship.svg';
const ship = new Ship(180, 180);
const game = window.__crumb = { state: 'playing', score: 0, angle: 0, thrust: 0 };
const held = new Set();
addEventListener('keydown', e => held.add(e.code));
addEventListener('keyup', e => held.delete(e.code));
canvas.addEventListener('pointerdown', () => { ship.boost(); game.thrust++; });

let last = null;
function frame(t) {
  const dt = last === null ? 0 : Math.min(50, t - last);
  last = t;
  ship.update(dt, held);
  game.angle = Math.round(ship.angle * 100) / 100;
  game.score += dt / 1000;
  g.fillStyle = '#101820';
  g.fillRect(0, 0, 360, 360);
  g.save();
  g.translate(ship.x, ship.y);
  g.rotate(ship.angle);
  g.drawImage(sprite, -16, -16, 32, 32);
  g.restore();
  requestAnimationFrame(frame);
}
requestAnimationFrame(frame);
