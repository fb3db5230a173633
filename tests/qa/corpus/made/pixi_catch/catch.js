// Star Catcher (PixiJS 8): move the basket with the arrow keys, the mouse or a finger; catch falling stars.
(async () => {
  const app = new PIXI.Application();
  await app.init({width: 400, height: 600, background: '#0d1b2a', preference: 'webgl'});
  document.body.appendChild(app.canvas);
  const basket = new PIXI.Graphics().roundRect(-40, -10, 80, 20, 8).fill(0xf4a261);
  basket.position.set(200, 560);
  app.stage.addChild(basket);
  const scoreText = new PIXI.Text({text: 'stars 0', style: {fill: '#ffffff', fontSize: 22}});
  scoreText.position.set(10, 10);
  app.stage.addChild(scoreText);
  const stars = [];
  const held = {};
  let caught = 0, spawn = 0, aim = null;
  addEventListener('keydown', (e) => { held[e.key] = true; });
  addEventListener('keyup', (e) => { held[e.key] = false; });
  app.stage.eventMode = 'static';
  app.stage.hitArea = app.screen;
  app.stage.on('pointerdown', (e) => { aim = e.global.x; });
  app.stage.on('pointermove', (e) => { if (e.buttons) aim = e.global.x; });
  app.ticker.add((ticker) => {
    const dt = ticker.deltaTime;
    if (held.ArrowLeft) { basket.x -= 7 * dt; aim = null; }
    if (held.ArrowRight) { basket.x += 7 * dt; aim = null; }
    if (aim !== null) basket.x += Math.sign(aim - basket.x) * Math.min(8 * dt, Math.abs(aim - basket.x));
    basket.x = Math.max(40, Math.min(360, basket.x));
    if ((spawn += dt) > 30) {
      spawn = 0;
      const star = new PIXI.Graphics().star(0, 0, 5, 12).fill(0xffe066);
      star.position.set(20 + Math.random() * 360, -20);
      app.stage.addChild(star); stars.push(star);
    }
    for (let i = stars.length - 1; i >= 0; i--) {
      const s = stars[i];
      s.y += 3 * dt; s.rotation += 0.05 * dt;
      const caughtIt = Math.abs(s.y - basket.y) < 16 && Math.abs(s.x - basket.x) < 44;
      if (caughtIt || s.y > 620) {
        if (caughtIt) scoreText.text = 'stars ' + (++caught);
        app.stage.removeChild(s); s.destroy(); stars.splice(i, 1);
      }
    }
  });
})();
