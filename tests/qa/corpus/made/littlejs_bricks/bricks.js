// Little Bricks (LittleJS): the paddle follows the mouse or a finger; arrow keys work too. Click to serve.
'use strict';
const levelSize = vec2(20, 28);
let paddle, ball, bricks, score, lastMouseX;

class Brick extends EngineObject {
  constructor(pos) { super(pos, vec2(1.9, 0.9), undefined, 0, hsl(pos.y / 10, 0.7, 0.55)); this.setCollision(); this.mass = 0; }
  collideWithObject(o) { this.destroy(); score++; return true; }
}
class Paddle extends EngineObject {
  constructor() { super(vec2(levelSize.x / 2, 1), vec2(4, 0.6)); this.setCollision(); this.mass = 0; }
  update() {
    if (keyIsDown('ArrowLeft')) this.pos.x -= 0.4;
    else if (keyIsDown('ArrowRight')) this.pos.x += 0.4;
    else if (mouseIsDown(0) || mousePosScreen.x !== lastMouseX) this.pos.x = mousePos.x;
    lastMouseX = mousePosScreen.x;
    this.pos.x = clamp(this.pos.x, this.size.x / 2, levelSize.x - this.size.x / 2);
  }
}
class Ball extends EngineObject {
  constructor(pos) { super(pos, vec2(0.5)); this.velocity = vec2(0.12, 0.2); this.setCollision(); this.elasticity = 1; this.damping = 1; }
  collideWithObject(o) {
    if (o === paddle && this.velocity.y < 0) {
      this.velocity = this.velocity.rotate(0.3 * (o.pos.x - this.pos.x));
      this.velocity.y = Math.max(-this.velocity.y, 0.2);
      return false;
    }
    return true;
  }
}
function gameInit() {
  setCameraPos(levelSize.scale(0.5));
  setCanvasFixedSize(vec2(400, 560));
  setCameraScale(20);
  score = 0;
  bricks = [];
  for (let x = 2; x <= levelSize.x - 2; x += 2) for (let y = 18; y < 26; y += 1) bricks.push(new Brick(vec2(x, y)));
  paddle = new Paddle();
  const wall = (pos, size) => { const w = new EngineObject(pos, size); w.setCollision(); w.mass = 0; w.color = rgb(0.2, 0.2, 0.3); };
  wall(vec2(-0.5, levelSize.y / 2), vec2(1, 100));
  wall(vec2(levelSize.x + 0.5, levelSize.y / 2), vec2(1, 100));
  wall(vec2(levelSize.x / 2, levelSize.y + 0.5), vec2(100, 1));
}
function gameUpdate() {
  if (ball && ball.pos.y < -1) { ball.destroy(); ball = null; }
  if (!ball && (mouseWasPressed(0) || keyWasPressed('Space'))) ball = new Ball(vec2(paddle.pos.x, 3));
}
function gameUpdatePost() {}
function gameRender() { drawRect(cameraPos, levelSize, rgb(0.1, 0.1, 0.15)); }
function gameRenderPost() {
  drawTextScreen('Score ' + score, vec2(mainCanvasSize.x / 2, 30), 28);
  if (!ball) drawTextScreen('click or tap to serve', vec2(mainCanvasSize.x / 2, mainCanvasSize.y / 2), 22);
}
engineInit(gameInit, gameUpdate, gameUpdatePost, gameRender, gameRenderPost);
