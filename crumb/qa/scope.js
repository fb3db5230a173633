// What every scope a game's code runs in gets from QA before the game's code: the page (init.js calls
// it) and each of its workers (as a prelude of their code, or served before it: crumb.qa.page).
//
// Math.random, crypto.getRandomValues and crypto.randomUUID give the same numbers on every run: a
// mulberry32 sequence from the scope's seed, crypto's from a sequence of its own (Math.random's is
// unchanged by it). The browser's own getRandomValues still checks the array (its type, its 65,536-
// byte limit) and throws as it would; its bytes are then replaced. Sparks or static drawn from either
// made two runs without input differ, and a third run's at other places read as the screen answering
// QA's input. The page's seed is the run's; a worker's is its parent's mixed with its place among
// the workers the parent made (the n-th from a blob, the n-th from a file), the same on every run.
//
// A dedicated worker also runs on game time: its timers, animation frames, performance.now() and Date
// follow the page's virtual clock, a frame at a time, where they ran on the machine's real time (the
// number of sparks a worker had drawn by a screenshot depended on how busy the machine was). After
// each frame of game time the page tells each worker it made the frame's time; the worker runs its
// timers due by then, one task each, passes the time on to its own workers, and answers when all is
// done; the page's next frame waits for the answers (init.js, qa.workersReached), so what a worker
// sent by then has reached the page at the same game time on every run. Those messages carry `token`,
// and neither the game's page nor its worker ever sees them.
//
// `token` is no secret from the game: it names a property of the scope and keys those messages, and a
// worker can read its own prelude. What the page says to QA on the console is said with a word held
// only in init.js's closures of the page: a game that learnt `token` said it was alive from inside a
// loop that never returned, and QA, which then waits for the check's own deadline rather than the
// step's, could not decide the check at all (exit 2, no verdict). `told` is where the page tells QA
// of a worker made from a file (a request, which a game can see in its resource timings: a word of
// its own). A worker is given none: a worker's worker from a file is not QA's to seed.
(function seedScope(scope, parentSeed, n, token, epochMs, told) {
  if (scope[token]) return scope[token];  // this scope has it already: nothing is done twice
  const seed = n < 0 ? parentSeed : Math.imul(parentSeed ^ Math.imul(n + 1, 0x9e3779b1), 0x85ebca6b) ^ 0x27d4eb2f;
  // Each sequence starts again from the seed and the scope's time since it began (game time, in the
  // page and a dedicated worker) whenever that time has moved since its last number: what an animation
  // frame or a timer draws does not depend on how many numbers were drawn before it. A key handler that drew one
  // and showed nothing moved every later spark of a sequence that went on, and the screen answered
  // input it never did. Numbers drawn at one moment still follow each other (re-rolling until a number
  // differs ends), and two moments' are two sequences.
  const moment = (base, t) => {
    if (t === 0) return base;  // what a game draws as it loads is the seed's own sequence, as it always was
    const us = Math.floor(t * 1000);
    let h = base ^ Math.imul(us | 0, 0x9e3779b1) ^ Math.imul(Math.floor(us / 4294967296) | 0, 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return h ^ (h >>> 16);
  };
  // The scope's time when it began: a worker's clock starts at 0; the page's game time does not start
  // again with each document, and is read at its first number or once it has loaded (began), whichever
  // comes first: game time stands still until then.
  let origin = n < 0 ? undefined : 0;
  let clock = () => scope.performance.now();  // the game's replacement cannot stop it: timedBy, and a worker's own below
  const generator = (base) => {
    let at, state;
    return () => {
      if (origin === undefined) origin = clock();
      const t = clock() - origin;
      if (t !== at) { at = t; state = moment(base, t); }
      state = (state + 0x6d2b79f5) | 0;
      let x = Math.imul(state ^ (state >>> 15), 1 | state);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return (x ^ (x >>> 14)) >>> 0;
    };
  };
  const draw = generator(seed);
  scope.Math.random = function random() { return draw() / 4294967296; };
  const Crypto = scope.Crypto;
  if (typeof Crypto === "function" && Crypto.prototype.getRandomValues) {
    const own = Crypto.prototype.getRandomValues, next = generator(seed ^ 0x5bd1e995);
    const fill = function getRandomValues(array) {
      own.call(this, array);
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      let word = 0;
      for (let i = 0; i < bytes.length; i++) {
        if ((i & 3) === 0) word = next();
        bytes[i] = (word >>> ((i & 3) * 8)) & 255;
      }
      return array;
    };
    Object.defineProperty(Crypto.prototype, "getRandomValues", { value: fill, writable: true, configurable: true });
    if (Crypto.prototype.randomUUID)  // a version 4 UUID from the same seeded bytes
      Object.defineProperty(Crypto.prototype, "randomUUID", {
        value: function randomUUID() {
          const b = fill.call(this, new Uint8Array(16));
          b[6] = (b[6] & 0x0f) | 0x40;
          b[8] = (b[8] & 0x3f) | 0x80;
          const hex = Array.from(b, (v) => (v + 256).toString(16).slice(1)).join("");
          return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
        },
        writable: true,
        configurable: true,
      });
  }

  // The workers this scope makes. One made from a blob gets this function as a prelude of its code
  // (a module's as an import before its own); one made from a file is reached through DevTools.
  const source = String(seedScope), apply = Reflect.apply, construct = Reflect.construct;
  const URL = scope.URL, Blob = scope.Blob, create = URL.createObjectURL, revoke = URL.revokeObjectURL;
  const blobs = new Map();  // a blob URL this scope made → its blob
  URL.createObjectURL = function createObjectURL(object) {
    const url = apply(create, URL, [object]);
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  };
  URL.revokeObjectURL = function revokeObjectURL(url) {
    blobs.delete(String(url));
    return apply(revoke, URL, [url]);
  };
  let made = 0, files = 0;
  const Address = scope.URL, Request = scope.XMLHttpRequest;
  const open = Request && Request.prototype.open, send = Request && Request.prototype.send;
  // A worker from a file of the game is told to QA before the browser asks for its file, so that QA
  // serves it with the prelude (crumb.qa.page, _serve): by a request QA answers before this returns.
  // A word on the console reached QA after the file's request now and then, and that worker ran on
  // the machine's time.
  const tell = (said) => {
    const request = new Request();
    apply(open, request, ["POST", told, false]);
    apply(send, request, [said]);
  };
  const sharedUrls = new Map();  // a SharedWorker's blob URL → the seeded one (the same URL reaches the same worker)
  // The address a worker is made from, as this scope makes it: with the prelude when it can have it
  // (`seeded` says so), the game's own otherwise (a data: address, a worker's worker from a file).
  const seeded = (url, options) => {
    const blob = blobs.get(String(url));
    const module = options !== null && typeof options === "object" && options.type === "module";
    if (!blob) {  // a file of the game: QA serves it with the prelude
      let address;
      try { address = new Address(String(url), scope.location.href); }
      catch (e) { return { url, seeded: false }; }  // not an address: the browser's own constructor says so
      if (!told || !open || address.origin !== scope.location.origin) return { url, seeded: false };
      tell(`${files++} ${module ? "module" : "classic"} ${address.href}`);
      return { url, seeded: true };
    }
    const prelude = `(${source})(self, ${seed}, ${made++}, ${JSON.stringify(token)}, ${epochMs});`;
    const type = { type: "text/javascript" };
    const parts = module ? [`import ${JSON.stringify(apply(create, URL, [new Blob([prelude], type)]))};`, blob] : [prelude, blob];
    return { url: apply(create, URL, [new Blob(parts, type)]), seeded: true };
  };
  // This scope's seeded workers: each waited for from its making until it says it is ready (its
  // prelude ran), for at most START_MS of real time, or until it fails to load (its error event before
  // then: a missing file, a syntax error), and then as it answers each step of game time it is told
  // of; one that takes longer than SETTLE_MS of real time to answer is late, and not waited for until
  // it answers. Starting takes the page's request for the file and QA's answer: on a busy machine it
  // outlasted 2 s, and game time went on without the worker, whose sparks then came at another time
  // on each run (and read as the screen answering input).
  const START_MS = 10000, SETTLE_MS = 2000, realTimeout = scope.setTimeout.bind(scope);
  const realNow = scope.performance.now.bind(scope.performance);  // both the machine's: game time replaces them later
  const children = new Set();  // {port, base, state: "starting" | "idle" | "asked" | "failed", at, late, since}
  let changed = () => {};
  const childOf = new WeakMap();  // a worker → its child
  if (typeof scope.Worker === "function" && typeof scope.Worker.prototype.terminate === "function") {
    const terminate = scope.Worker.prototype.terminate;  // a worker the page ended answers no more
    scope.Worker.prototype.terminate = function terminate_() {
      const child = childOf.get(this);
      if (child) { children.delete(child); changed(); }
      return apply(terminate, this, []);
    };
  }
  for (const name of ["Worker", "SharedWorker"]) {
    const Own = scope[name];
    if (typeof Own !== "function") continue;
    scope[name] = new Proxy(Own, {
      construct(target, args, newTarget) {
        const given = args.length ? [...args] : args;
        let waited = false;
        if (given.length) {
          const key = String(given[0]);
          const made = name === "SharedWorker" && sharedUrls.has(key) ? sharedUrls.get(key) : seeded(given[0], given[1]);
          if (name === "SharedWorker") sharedUrls.set(key, made);
          given[0] = made.url;
          waited = made.seeded;
        }
        const worker = construct(target, given, newTarget);
        if (name === "Worker" && waited) {
          const child = { port: worker, base: scope.performance.now(), state: "starting", at: -1, late: false, since: realNow() };
          children.add(child);
          childOf.set(worker, child);
          worker.addEventListener("message", (e) => {
            const said = e.data !== null && typeof e.data === "object" ? e.data[token] : undefined;
            if (said === undefined) return;
            e.stopImmediatePropagation();
            child.state = "idle";
            child.late = false;
            changed();
          });
          worker.addEventListener("error", () => {
            if (child.state !== "starting") return;  // a running worker's uncaught error: it goes on
            child.state = "failed";
            changed();
          });
        }
        return worker;
      },
    });
  }
  const waiting = () => {
    let n = 0;
    for (const c of children) if (c.state !== "idle" && c.state !== "failed" && !c.late) n++;
    return n;
  };
  // Tell each ready child the game time reached (in its own time, from when it was made), and call
  // `done` once none is waited for. Messages a worker sent before its answer reach this scope's
  // listeners before the answer does: they are all in by then.
  const reach = (now, done) => {
    let over = false;
    const check = () => {
      if (over) return;
      for (const child of children) {
        const to = now - child.base;
        if (child.state !== "idle" || to <= child.at) continue;
        child.state = "asked";
        child.at = to;
        child.port.postMessage({ [token]: { to, date: Date.now() } });
      }
      if (waiting()) return;
      over = true;
      changed = () => {};
      done();
    };
    changed = check;
    // Late: one asked for longer than SETTLE_MS, one starting for longer than START_MS since it was made.
    const late = () => {
      if (over) return;
      const at = realNow();
      let next = Infinity;
      for (const c of children) {
        if (c.state === "asked") c.late = true;
        else if (c.state === "starting") {
          if (at - c.since >= START_MS) c.late = true;
          else next = Math.min(next, START_MS - (at - c.since));
        }
      }
      check();
      if (!over && next < Infinity) realTimeout(late, next);
    };
    if (children.size) realTimeout(late, SETTLE_MS);
    check();
  };
  const control = { reach, get made() { return children.size; }, began() { if (origin === undefined) origin = clock(); },
    timedBy(read) { clock = read; } };
  Object.defineProperty(scope, token, { value: control });
  if (typeof scope.WorkerGlobalScope !== "function" || !(scope instanceof scope.WorkerGlobalScope)) return control;
  if (typeof scope.DedicatedWorkerGlobalScope !== "function" || !(scope instanceof scope.DedicatedWorkerGlobalScope))
    return control;  // a shared worker answers many pages: it keeps its own time

  // A dedicated worker: its clock.
  let now = 0, epoch = epochMs, nextId = 1;
  const timers = new Map();  // id → {at, every, handler, args}
  const post = scope.postMessage.bind(scope), listen = scope.addEventListener.bind(scope);
  const hop = new scope.MessageChannel();
  const later = (handler, delay, args, every) => {
    const id = nextId++;
    const wait = Math.max(0, Number(delay) || 0);
    timers.set(id, { at: now + (every ? Math.max(4, wait) : wait), every: every ? Math.max(4, wait) : 0, handler, args });
    return id;
  };
  const clear = (id) => { timers.delete(Number(id)); };
  scope.setTimeout = function setTimeout(handler, delay, ...args) { return later(handler, delay, args, false); };
  scope.setInterval = function setInterval(handler, delay, ...args) { return later(handler, delay, args, true); };
  scope.clearTimeout = function clearTimeout(id) { clear(id); };
  scope.clearInterval = function clearInterval(id) { clear(id); };
  if (typeof scope.requestAnimationFrame === "function") {
    scope.requestAnimationFrame = function requestAnimationFrame(callback) {
      return later(() => callback(now), 16 - (now % 16) || 16, [], false);
    };
    scope.cancelAnimationFrame = function cancelAnimationFrame(id) { clear(id); };
  }
  Object.defineProperty(scope.performance, "now", { value: function now_() { return now; }, configurable: true, writable: true });
  clock = () => now;
  const RealDate = scope.Date;
  const dateNow = () => epoch + now;
  scope.Date = new Proxy(RealDate, {
    construct(target, args, newTarget) { return construct(target, args.length ? args : [dateNow()], newTarget); },
    apply() { return String(new RealDate(dateNow())); },
  });
  RealDate.now = function now_() { return dateNow(); };
  const run = (to, done) => {
    const step = () => {
      let id = 0, due;
      for (const [key, timer] of timers)
        if (timer.at <= to && (due === undefined || timer.at < due.at)) { id = key; due = timer; }
      if (due === undefined) { now = Math.max(now, to); done(); return; }
      now = Math.max(now, due.at);
      if (due.every) due.at += due.every;
      else timers.delete(id);
      try {
        if (typeof due.handler === "function") apply(due.handler, scope, due.args);
        else (0, scope.eval)(String(due.handler));
      } catch (e) {
        queueMicrotask(() => { throw e; });  // reported as the worker's own uncaught error
      }
      hop.port2.postMessage(0);  // the next timer in a task of its own, after this one's promises
    };
    hop.port1.onmessage = step;
    step();
  };
  let busy = false, queued;
  const advance = (said) => {
    if (busy) { queued = said; return; }
    busy = true;
    if (epoch === epochMs) epoch = said.date - said.to;  // Date reads game time from the first step on
    run(said.to, () => reach(now, () => {
      busy = false;
      post({ [token]: "done" });
      if (queued) { const next = queued; queued = undefined; advance(next); }
    }));
  };
  listen("message", (e) => {
    const said = e.data !== null && typeof e.data === "object" ? e.data[token] : undefined;
    if (said === undefined) return;
    e.stopImmediatePropagation();
    advance(said);
  });
  // Ready once the worker's own first task (its script, and what it imports) has run: a worker busy
  // with it is still starting, not a step late.
  const started = new scope.MessageChannel();
  started.port1.onmessage = () => { started.port1.close(); post({ [token]: "ready" }); };
  started.port2.postMessage(0);
  return control;
})
