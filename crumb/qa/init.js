// Injected before any game script: a seeded Math.random, a count of animation frames, audio time
// on the virtual clock, WebGL without antialiasing, and what the page shows and listens for (so QA can find how to start it).
(() => {
  let seed = 0x2545f491;
  Math.random = function random() {
    seed = (seed + 0x6d2b79f5) | 0;  // mulberry32: small, fast, same sequence on every run
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const qa = { frames: 0, texts: [], recent: [], pointerTargets: new WeakSet() };
  Object.defineProperty(window, "__qa", { value: qa });
  const wrap = (raf) => function requestAnimationFrame(cb) {
    return raf.call(window, (t) => { qa.frames++; return cb(t); });
  };
  // The virtual clock may replace requestAnimationFrame after this script: wrap whatever it sets.
  let current = wrap(window.requestAnimationFrame);
  Object.defineProperty(window, "requestAnimationFrame", {
    configurable: true,
    get() { return current; },
    set(v) { current = wrap(v); },
  });

  // Audio time runs on real time in Chromium: read it from the virtual clock instead.
  const Audio = window.BaseAudioContext || window.AudioContext;
  if (Audio) {
    const born = new WeakMap();
    Object.defineProperty(Audio.prototype, "currentTime", {
      configurable: true,
      get() {
        if (!born.has(this)) born.set(this, performance.now());
        return (performance.now() - born.get(this)) / 1000;
      },
    });
  }

  // WebGL drawn by the CPU (no GPU here) pays many times over for multisampled edges, which QA's
  // coarse comparison cannot see: contexts are made without antialiasing.
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (type, attrs, ...rest) {
    if (/^(experimental-)?webgl2?$/.test(String(type))) attrs = Object.assign({}, attrs, { antialias: false });
    return getContext.call(this, type, attrs, ...rest);
  };

  // Words drawn on a canvas ("press 1 to start") are invisible to the DOM: keep the last few.
  const remember = (text) => {
    const s = String(text).slice(0, 80);
    if (!s.trim()) return;
    if (!qa.texts.includes(s)) { qa.texts.push(s); if (qa.texts.length > 40) qa.texts.shift(); }
    if (!qa.recent.includes(s) && qa.recent.length < 40) qa.recent.push(s);
  };
  for (const Ctx of [window.CanvasRenderingContext2D, window.OffscreenCanvasRenderingContext2D]) {
    if (!Ctx) continue;
    for (const name of ["fillText", "strokeText"]) {
      const draw = Ctx.prototype[name];
      Ctx.prototype[name] = function (text, ...rest) { remember(text); return draw.call(this, text, ...rest); };
    }
  }

  // Elements given a pointer listener are candidates to click when looking for a start button.
  const pointerish = new Set(["click", "mousedown", "mouseup", "pointerdown", "pointerup", "touchstart", "touchend"]);
  const listen = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function addEventListener(type, ...rest) {
    if (pointerish.has(type) && this instanceof Element) qa.pointerTargets.add(this);
    return listen.call(this, type, ...rest);
  };
})();
