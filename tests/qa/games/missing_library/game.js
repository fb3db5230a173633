// The game proper: it needs Engine from lib/engine.js.
const game = Engine.create({width: 320, height: 240});
game.on('frame', () => game.clear('#123'));
