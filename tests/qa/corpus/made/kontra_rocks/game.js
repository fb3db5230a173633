// Rock Blaster (Kontra): turn with the arrow keys and fire with Space; on a phone, tap where to shoot.
import { init, Sprite, GameLoop, initKeys, keyPressed, initPointer, onPointer, getPointer } from './lib/kontra.mjs';

const { canvas } = init('game');
initKeys();
initPointer();

const ship = Sprite({
  x: 200, y: 520, width: 24, height: 24, anchor: { x: 0.5, y: 0.5 }, rotation: 0,
  render() {
    this.context.strokeStyle = '#fff';
    this.context.beginPath();
    this.context.moveTo(0, -12); this.context.lineTo(10, 12); this.context.lineTo(-10, 12); this.context.closePath();
    this.context.stroke();
  },
});
let rocks = [], bullets = [], cooldown = 0, score = 0, clock = 0;

function shoot(angle) {
  if (cooldown > 0) return;
  cooldown = 12;
  bullets.push(Sprite({ x: ship.x, y: ship.y, dx: Math.sin(angle) * 8, dy: -Math.cos(angle) * 8, width: 4, height: 4, color: '#ff0', ttl: 70 }));
}
onPointer('down', () => {
  const p = getPointer();
  ship.rotation = Math.atan2(p.x - ship.x, ship.y - p.y);
  shoot(ship.rotation);
});

const loop = GameLoop({
  update() {
    clock++;
    cooldown--;
    if (keyPressed('arrowleft')) ship.rotation -= 0.06;
    if (keyPressed('arrowright')) ship.rotation += 0.06;
    if (keyPressed('space')) shoot(ship.rotation);
    if (clock % 45 === 0) {
      rocks.push(Sprite({ x: 20 + (clock * 53) % 360, y: -20, dy: 1.2 + (clock % 5) / 4, radius: 18,
        render() { this.context.strokeStyle = '#aaa'; this.context.beginPath(); this.context.arc(0, 0, this.radius, 0, 7); this.context.stroke(); } }));
    }
    [...rocks, ...bullets].forEach((s) => s.update());
    bullets.forEach((b) => rocks.forEach((r) => {
      if (r.isAlive() && Math.hypot(b.x - r.x, b.y - r.y) < r.radius) { r.ttl = 0; b.ttl = 0; score++; }
    }));
    rocks = rocks.filter((r) => r.isAlive() && r.y < 640);
    bullets = bullets.filter((b) => b.isAlive());
  },
  render() {
    ship.render();
    [...rocks, ...bullets].forEach((s) => s.render());
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#fff'; ctx.font = '18px monospace'; ctx.fillText('score ' + score, 10, 24);
  },
});
loop.start();
