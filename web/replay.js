// Plays a QA trace's inputs into the game as it runs in the preview frame: keys and clicks at the
// game times QA gave them (here on real time, so the game is close to, not exactly, QA's run).
// Math.random is seeded from QA's seed (QA's also starts again at each moment of game time, which a
// replay on real time cannot repeat: crumb/qa/scope.js). Injected before the game's own scripts; __SCHEDULE__ is
// the run's events, [ms, "down"|"up", code], [ms, "click", x, y] in QA's viewport and [ms, "start"]
// (QA called the game's window.__crumb.start()).
(() => {
  const plan = __SCHEDULE__;
  let seed = plan.seed | 0;
  Math.random = function random() {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const named = { Space: " ", ShiftLeft: "Shift", ShiftRight: "Shift", ControlLeft: "Control", AltLeft: "Alt" };
  const keyOf = (code) => named[code] || (code.startsWith("Key") ? code.slice(3).toLowerCase()
    : code.startsWith("Digit") ? code.slice(5) : code);
  const codes = { Enter: 13, Space: 32, Escape: 27, ArrowLeft: 37, ArrowUp: 38, ArrowRight: 39, ArrowDown: 40, ShiftLeft: 16 };
  const keyCodeOf = (code) => codes[code] || (code.length === 4 ? code.charCodeAt(3) : code.startsWith("Digit") ? 48 + +code[5] : 0);
  const key = (type, code) => {
    const e = new KeyboardEvent(type, { key: keyOf(code), code, bubbles: true, cancelable: true });
    Object.defineProperty(e, "keyCode", { get: () => keyCodeOf(code) });
    Object.defineProperty(e, "which", { get: () => keyCodeOf(code) });
    (document.activeElement || document.body || document).dispatchEvent(e);
  };
  const click = (x, y) => {
    const vw = plan.viewport.width || innerWidth, vh = plan.viewport.height || innerHeight;
    const cx = x * innerWidth / vw, cy = y * innerHeight / vh;
    const target = document.elementFromPoint(cx, cy) || document.body;
    const at = { clientX: cx, clientY: cy, bubbles: true, cancelable: true, pointerId: 1, isPrimary: true, pointerType: "mouse" };
    for (const [Kind, type] of [[PointerEvent, "pointerdown"], [MouseEvent, "mousedown"], [PointerEvent, "pointerup"], [MouseEvent, "mouseup"], [MouseEvent, "click"]])
      target.dispatchEvent(new Kind(type, at));
  };
  const startByHook = () => { const h = window.__crumb; if (h && typeof h.start === "function") h.start(); };
  addEventListener("load", () => {
    for (const [ms, kind, a, b] of plan.events)
      setTimeout(() => (kind === "click" ? click(a, b) : kind === "start" ? startByHook()
        : key(kind === "down" ? "keydown" : "keyup", a)), ms);
  });
})();
