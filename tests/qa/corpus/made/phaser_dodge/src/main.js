// Meteor Dodge (Phaser 3): a title scene, then a ship that the arrow keys or a finger steer.
class Title extends Phaser.Scene {
  constructor() { super('title'); }
  create() {
    const g = this.add.graphics();
    g.fillStyle(0x66ccff).fillTriangle(16, 0, 0, 32, 32, 32).generateTexture('ship', 32, 32).clear();
    g.fillStyle(0xaa6633).fillCircle(12, 12, 12).generateTexture('rock', 24, 24).destroy();
    this.add.text(240, 220, 'METEOR DODGE', {fontSize: '40px', color: '#ffcc00'}).setOrigin(0.5);
    const hint = this.add.text(240, 300, 'tap or press SPACE', {fontSize: '20px', color: '#ffffff'}).setOrigin(0.5);
    this.tweens.add({targets: hint, alpha: 0.2, yoyo: true, repeat: -1, duration: 500});
    this.input.keyboard.once('keydown-SPACE', () => this.scene.start('play'));
    this.input.once('pointerdown', () => this.scene.start('play'));
  }
}
class Play extends Phaser.Scene {
  constructor() { super('play'); }
  create() {
    this.ship = this.physics.add.image(240, 560, 'ship').setCollideWorldBounds(true);
    this.rocks = this.physics.add.group();
    this.score = 0;
    this.label = this.add.text(10, 10, 'score 0', {fontSize: '20px', color: '#fff'});
    this.cursors = this.input.keyboard.createCursorKeys();
    this.time.addEvent({delay: 400, loop: true, callback: () => {
      const rock = this.rocks.create(Phaser.Math.Between(20, 460), -20, 'rock');
      rock.setVelocityY(Phaser.Math.Between(120, 260));
    }});
    this.physics.add.overlap(this.ship, this.rocks, (ship, rock) => { rock.destroy(); this.score = 0; this.cameras.main.shake(150, 0.01); });
    this.input.on('pointerdown', (p) => { this.target = p.x; });
    this.input.on('pointermove', (p) => { if (p.isDown) this.target = p.x; });
  }
  update() {
    let vx = 0;
    if (this.cursors.left.isDown) vx = -300;
    else if (this.cursors.right.isDown) vx = 300;
    else if (this.target !== undefined && Math.abs(this.target - this.ship.x) > 8) vx = Math.sign(this.target - this.ship.x) * 300;
    this.ship.setVelocityX(vx);
    this.rocks.children.each((r) => { if (r.y > 660) { r.destroy(); this.score++; } });
    this.label.setText('score ' + this.score);
  }
}
new Phaser.Game({
  type: Phaser.AUTO, width: 480, height: 640, backgroundColor: '#0b0b1e',
  physics: {default: 'arcade'},
  scale: {mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_BOTH},
  scene: [Title, Play],
});
