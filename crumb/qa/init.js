// Injected before any game script: a seeded Math.random and a counter of animation frames.
(() => {
  let seed = 0x2545f491;
  Math.random = function random() {
    seed = (seed + 0x6d2b79f5) | 0;  // mulberry32: small, fast, same sequence on every run
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const qa = { frames: 0 };
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
})();
