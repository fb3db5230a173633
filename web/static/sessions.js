// The sessions list: one SSE stream of rendered row changes for every session.
"use strict";
(function () {
  const tbody = document.querySelector("#sessions tbody");
  const empty = document.getElementById("empty");
  const count = document.getElementById("count");
  function put(html, flash) {
    const tpl = document.createElement("template");
    tpl.innerHTML = html.trim();
    const row = tpl.content.firstElementChild;
    const old = document.getElementById(row.id);
    if (old) old.replaceWith(row); else tbody.prepend(row);
    if (flash) row.classList.add("flash");
    applyFilter();
    empty.hidden = tbody.children.length > 0;
    count.textContent = tbody.children.length;
    crumb.tickAges();
  }
  const q = document.getElementById("q");
  const fStatus = document.getElementById("f-status");
  function applyFilter() {
    const text = q.value.trim().toLowerCase(), st = fStatus.value;
    for (const row of tbody.children) {
      const okText = !text || row.textContent.toLowerCase().includes(text);
      const okStatus = !st || row.dataset.status === st || row.dataset.stage === st || row.dataset.lifecycle === st;
      row.hidden = !(okText && okStatus);
    }
  }
  q.addEventListener("input", applyFilter);
  fStatus.addEventListener("change", applyFilter);
  const es = new EventSource("/api/stream/sessions?html=1");
  es.onopen = () => crumb.live(true, "live");
  es.onerror = () => crumb.live(false, "reconnecting…");
  es.addEventListener("snapshot", (m) => {
    const d = JSON.parse(m.data);
    for (const html of (d.html || []).slice().reverse()) put(html, false);
    crumb.live(true, "live · " + (d.sessions || []).length + " sessions");
  });
  es.addEventListener("row", (m) => put(JSON.parse(m.data).html, true));
  // The cost forecast for the pitch and bindings the form would start with (crumb.forecast).
  const form = document.getElementById("start-form");
  const out = document.getElementById("forecast");
  let timer = null;
  function askForecast() {
    const params = new URLSearchParams();
    for (const [k, v] of new FormData(form)) if (k === "goal" || k === "preset" || k.startsWith("bind_")) params.set(k, v);
    if (!params.get("goal")) { out.textContent = "Cost forecast: type a pitch."; return; }
    fetch("/api/forecast?" + params.toString())
      .then((r) => r.ok ? r.json() : r.text().then((t) => ({ text: "no forecast: " + t.slice(0, 200) })))
      .then((d) => { out.textContent = "Cost forecast " + d.text; })
      .catch(() => { out.textContent = "Cost forecast: unavailable"; });
  }
  if (form && out) form.addEventListener("input", () => { clearTimeout(timer); timer = setTimeout(askForecast, 400); });
})();
