export class Ship {
  constructor(x, y) { this.x = x; this.y = y; this.angle = 0; this.speed = 0.02; }
  boost() { this.speed += 0.05; }
  update(dt, held) {
    if (held.has('ArrowLeft')) this.angle -= 0.004 * dt;
    if (held.has('ArrowRight')) this.angle += 0.004 * dt;
    this.x = 180 + Math.cos(this.angle) * 100;
    this.y = 180 + Math.sin(this.angle) * 100;
    this.angle += this.speed * dt / 100;
  }
}
