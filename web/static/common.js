// Shared by every page: relative ages that tick locally, and the live indicator.
"use strict";
const crumb = {
  // Characters that turn text round or hide in it (bidi overrides, zero-width, controls), marked as
  // <U+202E>: a pitch or an agent's text cannot disguise itself (as crumb.core.shown on the server).
  shown(text) {
    return String(text).replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b\u202a-\u202e\u2028\u2029\u2060-\u2064\u2066-\u2069\u180e\ufeff]/g,
      (c) => (c === "\r" ? "\\r" : "<U+" + c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0") + ">"));
  },
  fmtAge(ms) {
    const s = Math.max(0, Math.floor(ms / 1000));
    if (s < 60) return s + " s";
    if (s < 3600) return Math.floor(s / 60) + " m " + (s % 60) + " s";
    if (s < 86400) return Math.floor(s / 3600) + " h " + Math.floor((s % 3600) / 60) + " m";
    return Math.floor(s / 86400) + " d";
  },
  tickAges() {
    for (const t of document.querySelectorAll("time[data-since]")) {
      const since = Date.parse(t.dataset.since);
      if (!since) { t.textContent = "—"; continue; }
      const until = t.dataset.until ? Date.parse(t.dataset.until) : Date.now();
      t.textContent = crumb.fmtAge(until - since);
      t.title = t.dataset.since;
    }
  },
  live(state, text) {
    const dot = document.getElementById("live");
    if (dot) dot.className = "live-dot " + (state ? "on" : "off");
    const label = document.getElementById("live-text");
    if (label) label.textContent = text;
  },
};
crumb.tickAges();
setInterval(crumb.tickAges, 1000);
