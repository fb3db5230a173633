"""The pool's browser runs the pages QA opens and nothing of its own beside them."""

from __future__ import annotations

from crumb.qa import procs


def test_a_page_comes_without_the_browsers_own_ui_pages(pool):
    # Chromium 156 preloads its omnibox popup as a WebUI page, a renderer of its own, for every
    # window it opens: for every context a check opens. QA's browser has no omnibox to pop up.
    context = pool.new_context()
    try:
        context.new_page().goto("about:blank")
        targets = context.browser.new_browser_cdp_session().send("Target.getTargets")["targetInfos"]
        ui = [t["url"] for t in targets if t["type"] == "browser_ui" or t["url"].startswith("chrome://")]
        assert ui == [], ui
        webui = [p for p in procs.chromium_pids() if "--top-chrome-webui" in procs.cmdline(p)]
        assert webui == [], [procs.cmdline(p)[:200] for p in webui]
    finally:
        context.close()
