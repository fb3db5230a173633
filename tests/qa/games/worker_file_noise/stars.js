// Ten numbers from this worker's crypto every 5 ms of the worker's own time.
setInterval(() => postMessage(Array.from(crypto.getRandomValues(new Uint32Array(10)), (v) => v / 2 ** 32)), 5);
