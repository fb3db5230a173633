// Metrics: refreshed when the sessions stream says something moved (at most every 3 s), never on a timer loop.
"use strict";
(function () {
  let due = null;
  function refresh() {
    due = null;
    fetch(location.pathname, { headers: { Accept: "text/html" } })
      .then((r) => r.text())
      .then((html) => {
        const doc = new DOMParser().parseFromString(html, "text/html");
        const fresh = doc.getElementById("metrics-body");
        if (fresh) document.getElementById("metrics-body").replaceWith(fresh);
      });
  }
  const es = new EventSource("/api/stream/sessions");
  es.onopen = () => crumb.live(true, "live");
  es.onerror = () => crumb.live(false, "reconnecting…");
  es.addEventListener("row", () => { if (!due) due = setTimeout(refresh, 3000); });
})();
