// One session: its SSE stream (events + state frames), the intervention WebSocket, the game frame.
"use strict";
(function () {
  const page = document.getElementById("page");
  const sid = page.dataset.sid;
  const preview = page.dataset.preview;
  const feed = document.getElementById("feed");
  const fKind = document.getElementById("f-kind");
  const fActor = document.getElementById("f-actor");
  const fText = document.getElementById("f-text");
  const fPrivate = document.getElementById("f-private");
  const lines = document.getElementById("lines");
  const seen = new Set();
  const kinds = new Set();
  const actors = new Set();
  let lastId = null;
  let es = null;
  let buildId = page.dataset.build || "";

  // --- the feed -------------------------------------------------------------------------
  function addOption(select, set, value) {
    if (set.has(value)) return;
    set.add(value);
    const o = document.createElement("option");
    o.value = o.textContent = value;
    select.appendChild(o);
  }
  function matches(row) {
    const k = fKind.value, a = fActor.value, t = fText.value.toLowerCase();
    return (!k || row.dataset.kind === k) && (!a || row.dataset.actor === a) &&
      (!t || row.textContent.toLowerCase().includes(t));
  }
  function applyFilters() {
    let shown = 0;
    for (const row of feed.querySelectorAll(".ev")) {
      row.hidden = !matches(row);
      if (!row.hidden) shown++;
    }
    document.getElementById("feed-count").textContent = shown + " / " + seen.size;
  }
  function span(cls, text) {
    const s = document.createElement("span");
    s.className = cls;
    s.textContent = crumb.shown(text);
    return s;
  }
  function addEvent(ev) {
    if (seen.has(ev.id)) return;
    seen.add(ev.id);
    document.getElementById("feed-empty")?.remove();
    addOption(fKind, kinds, ev.kind);
    addOption(fActor, actors, ev.from);
    const row = document.createElement("div");
    const priv = ev.metadata && ev.metadata.visibility === "private";
    row.className = "ev " + ev.kind.replace(/\./g, "-") + (ev.from === "user" ? " user" : "") +
      (ev.kind === "ack" ? " ack" : "") + (ev.kind === "error" ? " error" : "") + (ev.kind === "audit" ? " audit" : "") +
      (priv ? " private" : "");
    row.id = "ev-" + ev.id;
    row.dataset.kind = ev.kind;
    row.dataset.actor = ev.from;
    const ts = new Date(ev.ts);
    row.appendChild(span("mono muted", isNaN(ts) ? ev.ts : ts.toLocaleTimeString()));
    row.appendChild(span("", ev.from));
    row.appendChild(span("mono", ev.kind));
    const body = document.createElement("div");
    body.className = "body";
    let text = ev.body || "";
    if (ev.kind === "ack" && ev.metadata && ev.metadata.ack_for) text = "✓ " + text + "  (for " + ev.metadata.ack_for + ")";
    body.textContent = crumb.shown(text.length > 600 ? text.slice(0, 600) + "…" : text);
    const extra = Object.assign({}, ev);
    if (extra.data || extra.scores || extra.artifacts || extra.metadata) {
      const det = document.createElement("details");
      const sum = document.createElement("summary");
      sum.textContent = "details";
      const pre = document.createElement("pre");
      pre.textContent = crumb.shown(JSON.stringify({ id: ev.id, data: ev.data, scores: ev.scores, artifacts: ev.artifacts, metadata: ev.metadata }, null, 1));
      det.append(sum, pre);
      body.appendChild(det);
    }
    row.appendChild(body);
    row.hidden = !matches(row);
    const atBottom = feed.scrollHeight - feed.scrollTop - feed.clientHeight < 40;
    feed.appendChild(row);
    if (atBottom) feed.scrollTop = feed.scrollHeight;
    lastId = ev.id;
  }
  [fKind, fActor].forEach((el) => el.addEventListener("change", applyFilters));
  fText.addEventListener("input", applyFilters);

  // --- state frames: panels rendered by the server's templates ----------------------------
  const panels = { header: "p-header", pipeline: "p-pipeline", requirements: "p-requirements", scorecard: "p-scorecard", qa: "p-qa", actors: "p-actors", spec: "p-spec" };
  function applyState(st) {
    for (const [name, id] of Object.entries(panels)) {
      if (st.html && st.html[name] !== undefined) document.getElementById(id).innerHTML = st.html[name];
    }
    crumb.tickAges();
    updateButtons(st.summary || {});
    if (st.build_event_id && st.build_event_id !== buildId) {
      buildId = st.build_event_id;
      showGame();
    }
    applyFilters();
  }
  function updateButtons(s) {
    const partial = s.stage === "awaiting_approval";
    const running = s.status === "running";
    document.getElementById("btn-approve").disabled = !partial;
    document.getElementById("btn-veto").disabled = !(partial || s.status === "done");
    document.getElementById("btn-pause").disabled = !running;
    document.getElementById("btn-resume").disabled = s.status !== "paused";
  }
  const statusEl = document.getElementById("status");
  updateButtons(statusEl ? { status: statusEl.dataset.status, stage: statusEl.dataset.stage } : {});

  // --- the game ---------------------------------------------------------------------------
  function showGame() {
    const wrap = document.getElementById("game-wrap");
    let frame = document.getElementById("game");
    if (!frame) {
      wrap.textContent = "";
      frame = document.createElement("iframe");
      frame.id = "game";
      frame.name = "game";  // the QA panel's "play the recorded trace" link opens in it
      frame.title = "the game";
      frame.setAttribute("sandbox", "allow-scripts");
      frame.setAttribute("referrerpolicy", "no-referrer");
      wrap.appendChild(frame);
      const p = document.createElement("p");
      p.className = "small";
      const b = document.createElement("button");
      b.type = "button"; b.id = "game-reload"; b.textContent = "Reload";
      b.addEventListener("click", reloadGame);
      p.appendChild(b);
      wrap.appendChild(p);
    }
    frame.src = preview + "/" + sid + "/?b=" + encodeURIComponent(buildId);
  }
  function reloadGame() { const f = document.getElementById("game"); if (f) f.src = f.src; }
  document.getElementById("game-reload")?.addEventListener("click", reloadGame);

  // --- the SSE stream: one per page, resumed by Last-Event-ID -----------------------------
  function connect() {
    if (es) es.close();
    const priv = fPrivate.checked;
    const url = "/api/sessions/" + sid + "/stream" + (priv ? "?private=1" : "");
    if (priv) {  // showing private events means the whole history again
      for (const row of feed.querySelectorAll(".ev")) row.remove();
      seen.clear();
    }
    es = new EventSource(url);
    es.onopen = () => crumb.live(true, "live");
    es.onerror = () => crumb.live(false, "reconnecting…");
    es.addEventListener("ev", (m) => addEvent(JSON.parse(m.data)));
    es.addEventListener("state", (m) => applyState(JSON.parse(m.data)));
    es.addEventListener("waiting", () => crumb.live(true, "waiting for the coordinator…"));
    es.addEventListener("problem", (m) => crumb.live(false, JSON.parse(m.data).error));
  }
  fPrivate.addEventListener("change", () => {
    if (!fPrivate.checked) for (const row of feed.querySelectorAll(".ev.private")) row.remove();
    connect();
  });
  connect();

  // --- interventions over the WebSocket ---------------------------------------------------
  let ws = null;
  let nextRef = 1;
  const byRef = new Map();
  const byId = new Map();
  function lineItem(line) {
    const li = document.createElement("li");
    li.className = "wait";
    li.append(span("st", "sending"), span("mono", line), span("small muted msg", ""));
    lines.prepend(li);
    return li;
  }
  function setItem(li, cls, status, msg) {
    li.className = cls;
    li.querySelector(".st").textContent = status;
    li.querySelector(".msg").textContent = msg || "";
  }
  function feedNote(li, message) {
    // A refused line never becomes an event; it still shows in the feed, marked as local.
    document.getElementById("feed-empty")?.remove();
    const row = document.createElement("div");
    row.className = "ev error local";
    row.dataset.kind = "refused";
    row.dataset.actor = "user";
    row.append(span("mono muted", new Date().toLocaleTimeString()), span("", "you"), span("mono", "refused"),
      span("body", li.querySelector(".mono").textContent + " — " + message));
    row.hidden = !matches(row);
    feed.appendChild(row);
    feed.scrollTop = feed.scrollHeight;
  }
  function openSocket() {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    ws = new WebSocket(proto + "//" + location.host + "/ws/sessions/" + sid);
    ws.onmessage = (m) => {
      const d = JSON.parse(m.data);
      const li = d.ref ? byRef.get(d.ref) : byId.get(d.for);
      if (d.type === "sent" && li) { byId.set(d.id, li); li.dataset.id = d.id; setItem(li, "wait", "sent", d.kind + " · waiting for ack"); }
      else if (d.type === "error" && li) { setItem(li, "err", "error", d.message); feedNote(li, d.message); }
      else if (d.type === "ack" && li) setItem(li, "ok", "ack ✓", d.body || "");
      else if (d.type === "reply" && li) setItem(li, "ok", "answer", d.body || "");
    };
    ws.onclose = () => setTimeout(openSocket, 1500);
  }
  openSocket();
  function send(line) {
    const li = lineItem(line);
    const ref = String(nextRef++);
    byRef.set(ref, li);
    if (!ws || ws.readyState !== WebSocket.OPEN) { setItem(li, "err", "error", "not connected; try again in a moment"); return; }
    ws.send(JSON.stringify({ ref, line }));
  }
  const history = [];
  let back = 0;
  const input = document.getElementById("say");
  document.getElementById("say-form").addEventListener("submit", (e) => {
    e.preventDefault();
    if (!input.value.trim()) return;
    send(input.value);
    history.push(input.value);
    if (history.length > 50) history.shift();
    back = 0;
    input.value = "";
  });
  input.addEventListener("keydown", (e) => {  // ↑/↓ walk through the lines sent from this page
    if (e.key !== "ArrowUp" && e.key !== "ArrowDown") return;
    back = Math.max(0, Math.min(history.length, back + (e.key === "ArrowUp" ? 1 : -1)));
    input.value = back ? history[history.length - back] : "";
    e.preventDefault();
  });
  for (const b of document.querySelectorAll("button[data-line]")) b.addEventListener("click", () => send(b.dataset.line));
  for (const a of document.querySelectorAll("a.example")) a.addEventListener("click", (e) => {
    e.preventDefault();
    input.value = a.dataset.example;
    input.focus();
  });
})();
