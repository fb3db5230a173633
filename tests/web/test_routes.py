"""Pages and JSON payloads of the dashboard, over sessions written to disk with crumb.transcript."""

from __future__ import annotations

import json

from crumb.config import Settings
from tests.web.sessions import SPEC, make_session, write_plain


def test_the_sessions_page_lists_each_session_with_status_stage_verdict_and_cost(client, settings: Settings):
    sid = make_session(settings, verdict="PARTIAL")
    done = make_session(settings, verdict="PASS", finished=True, goal="a snake game")
    page = client.get("/").get_data(as_text=True)
    assert f'id="row-{sid}"' in page and f'id="row-{done}"' in page
    assert "a snake game" in page and "awaiting approval" in page
    rows = {r["session_id"]: r for r in client.get("/api/sessions").get_json()["sessions"]}
    assert rows[sid]["stage"] == "awaiting_approval" and rows[sid]["verdict"] == "PARTIAL"
    assert rows[done]["status"] == "done" and rows[done]["reason"]
    assert rows[sid]["cost_usd"] > 0 and rows[sid]["started_at"]


def test_an_empty_home_shows_a_useful_empty_state(client):
    page = client.get("/").get_data(as_text=True)
    assert "No sessions yet" in page and 'name="goal"' in page


def test_the_session_page_shows_pipeline_scorecard_qa_spec_and_the_sandboxed_game(
    client, settings: Settings, partial_session
):
    page = client.get(f"/s/{partial_session}").get_data(as_text=True)
    for stage in ("Planner", "Builder", "QA", "Verifier"):
        assert stage in page
    assert 'data-dim="D1"' in page and "verifier-llm" in page and "qa-check-effect" in page
    assert "self_bias_same_provider" in page and "same provider ×0.85" in page  # the validator's corrections
    assert "input_response" in page and "qa/desktop.png" in page  # QA checks and screenshots
    assert "AC1" in page and "the ball bounces" in page  # the spec
    assert 'sandbox="allow-scripts"' in page and "allow-same-origin" not in page
    assert f":{settings.preview_port}/{partial_session}/" in page
    assert "/approve" in page and "@&lt;actor&gt;" in page  # buttons and the grammar help from crumb.core.inbox


def test_a_qa_run_the_busy_machine_outran_reads_not_decided_with_why_not_as_a_failure(client, settings: Settings):
    busy = "the machine was too busy to finish the check in 120 s (over its 118 s the machine had 0% of its CPU idle)"
    sid = make_session(settings, qa={"exec_exit_code": 2, "verdict": None, "busy": busy})
    page = client.get(f"/s/{sid}").get_data(as_text=True)
    assert '<span class="pill" id="qa-exit">not decided (exit 2)</span>' in page
    assert f"QA could not finish: {busy}. Not the game's doing" in page
    plain = client.get(f"/s/{make_session(settings)}").get_data(as_text=True)
    assert '<span class="pill PASS" id="qa-exit">exit 0</span>' in plain and 'id="qa-busy"' not in plain


def test_the_requirements_panel_shows_each_requirement_its_criteria_their_qa_evidence_and_met_or_unmet(
    client, settings: Settings
):
    ledger = [
        {
            "id": "mechanic.bounce",
            "kind": "mechanic",
            "text": "the ball bounces",
            "source": "paddle",
            "criteria": ["AC1"],
        },
        {
            "id": "language",
            "kind": "language",
            "text": "the game's text is in English",
            "value": "en",
            "criteria": ["AC2"],
        },
    ]
    sid = make_session(settings, verdict="PASS", spec={**SPEC, "requirements": ledger})
    page = client.get(f"/s/{sid}").get_data(as_text=True)
    panel = page.split('id="p-requirements"', 1)[1].split("</section>", 1)[0]
    assert "1 of 2 met" in panel and "as judged" in panel
    bounce = panel.split('data-req="mechanic.bounce"', 1)[1].split("</tr>", 1)[0]
    assert (
        "the ball bounces" in bounce
        and "paddle" in bounce
        and "AC1" in bounce
        and ">pass<" in bounce
        and ">met<" in bounce
    )
    language = panel.split('data-req="language"', 1)[1].split("</tr>", 1)[0]
    assert ">unmet<" in language and "AC2" in language and "was not checked in the browser" in language
    state = client.get(f"/api/sessions/{sid}").get_json()
    assert state["summary"]["verdict"] == "PARTIAL" and state["summary"]["unmet"] == [
        "language"
    ]  # a PASS with anything unmet


def test_a_legacy_session_without_a_ledger_says_so_in_the_requirements_panel(client, partial_session):
    page = client.get(f"/s/{partial_session}").get_data(as_text=True)
    assert "No requirements ledger: this spec was written before the ledger existed" in page


def test_the_state_payload_carries_the_audited_verdict_next_to_the_raw_one(client, partial_session):
    state = client.get(f"/api/sessions/{partial_session}").get_json()
    assert state["summary"]["verdict"] == "PARTIAL"
    final = state["scorecard"]["final"]
    assert final["verdict"] == "PASS" and final["aggregate"] == 27  # what the verifier claimed
    assert final["corrected"]["verdict"] == "PARTIAL" and final["violations"] == ["self_bias_same_provider"]
    assert [p["stage"] for p in state["pipeline"]] == ["planner", "builder", "qa", "verifier"]
    assert all(p["state"] == "done" for p in state["pipeline"])


def test_private_events_are_left_out_unless_asked_for(client, partial_session):
    public = client.get(f"/api/sessions/{partial_session}/events").get_json()["events"]
    everything = client.get(f"/api/sessions/{partial_session}/events?private=1").get_json()["events"]
    assert len(everything) == len(public) + 1
    assert not any((e.get("metadata") or {}).get("visibility") == "private" for e in public)


def test_a_plain_jsonl_transcript_of_valid_events_is_shown(client, settings: Settings):
    sid = "01JPLAINPLAINPLAINPLAINPLA"
    lines = [
        json.dumps(
            {
                "id": "01JAAAAAAAAAAAAAAAAAAAAAA1",
                "ts": "2026-12-02T10:00:00Z",
                "session_id": sid,
                "from": "user",
                "kind": "goal",
                "body": "a tiny breakout",
            }
        )
    ]
    write_plain(settings, sid, lines)
    assert "a tiny breakout" in client.get(f"/s/{sid}").get_data(as_text=True)
    assert "No spec yet" in client.get(f"/s/{sid}").get_data(as_text=True)


def test_an_unknown_session_is_a_404_page_and_a_404_json(client):
    assert client.get("/s/01JNOPENOPENOPENOPENOPENOP").status_code == 404
    r = client.get("/api/sessions/01JNOPENOPENOPENOPENOPENOP")
    assert r.status_code == 404 and "no session" in r.get_json()["error"]


def test_artifacts_are_served_read_only_and_active_content_is_a_download(client, partial_session):
    png = client.get(f"/api/sessions/{partial_session}/artifacts/qa/desktop.png")
    assert png.status_code == 200 and png.mimetype == "image/png"
    html = client.get(f"/api/sessions/{partial_session}/artifacts/game/index.html")
    assert html.status_code == 200 and "attachment" in html.headers["Content-Disposition"]
    assert "sandbox" in html.headers["Content-Security-Policy"]


def test_the_metrics_page_shows_per_actor_latency_tokens_cost_and_queues(client, settings: Settings, partial_session):
    page = client.get("/metrics").get_data(as_text=True)
    assert "builder" in page and "4.0 s" in page and "Flower" in page and settings.flower_url in page
    m = client.get("/api/metrics").get_json()
    assert m["sessions"]["per_actor"]["builder"]["latency_ms"]["p50"] == 4000
    assert m["sessions"]["qa"]["runs"] == 1
    assert set(m["infra"]["queues"]) == {"planner", "builder", "verifier", "qa"}
    assert m["infra"]["redis"] is True


def test_the_grammar_help_is_the_table_crumb_inbox_parses_with(client):
    from crumb.core.inbox import grammar_rows

    assert client.get("/api/grammar").get_json()["grammar"] == grammar_rows()


def test_the_exports_download_as_otlp_and_chrome_json(client, partial_session):
    otel = client.get(f"/api/sessions/{partial_session}/export/otel").get_json()
    assert otel["resourceSpans"][0]["scopeSpans"][0]["spans"]
    chrome = client.get(f"/api/sessions/{partial_session}/export/chrome").get_json()
    assert any(e["ph"] == "X" for e in chrome["traceEvents"])


def test_queue_depths_count_the_tasks_waiting_on_each_celery_queue(client, settings: Settings):
    from tasks import make_app

    celery = make_app(settings)
    for _ in range(2):
        celery.send_task("crumb.qa_check", args=[{"id": "x"}], queue="qa")
    try:
        infra = client.get("/api/metrics").get_json()["infra"]
        assert infra["queues"]["qa"] == 2 and infra["queues"]["builder"] == 0
        assert infra["workers"] == []  # nobody consumes: no worker answers the ping
    finally:
        celery.close()


def test_the_pipeline_has_a_timeline_lane_per_actor_and_one_for_qa(client, partial_session):
    page = client.get(f"/s/{partial_session}").get_data(as_text=True)
    assert 'class="timeline"' in page
    for lane in ("planner-lead", "builder", "verifier", "QA"):
        assert f'<td class="lane-label">{lane}</td>' in page
    assert "spawn builder: ok, 2000 ms" in page


def test_an_actors_workspace_files_are_linked_and_served_as_plain_text(client, settings: Settings, partial_session):
    ws = settings.session_dir(partial_session) / "workspaces" / "builder"
    ws.mkdir(parents=True)
    (ws / "PROMPT.md").write_text("<script>alert(1)</script> build the game")
    page = client.get(f"/s/{partial_session}").get_data(as_text=True)
    assert f"/api/sessions/{partial_session}/workspaces/builder/PROMPT.md" in page
    r = client.get(f"/api/sessions/{partial_session}/workspaces/builder/PROMPT.md")
    assert r.status_code == 200 and r.mimetype == "text/plain" and b"build the game" in r.data
    assert (
        client.get(f"/api/sessions/{partial_session}/workspaces/builder/..%2f..%2ftranscript.jsonl").status_code == 404
    )
    assert client.get(f"/api/sessions/{partial_session}/workspaces/..%2fartifacts/spec.json").status_code == 404


def test_the_sessions_page_warns_when_no_coordinator_is_running(client, settings: Settings, redis_client):
    assert 'id="no-coordinator"' in client.get("/").get_data(as_text=True)
    redis_client.set(f"{settings.namespace}:coordinator:lease", "host-1-abc", px=5000)
    assert 'id="no-coordinator"' not in client.get("/").get_data(as_text=True)


def test_a_transcript_with_a_bad_line_is_named_not_a_crash(client, settings: Settings, partial_session):
    sid = "01JBADBADBADBADBADBADBADBA"
    write_plain(settings, sid, ['{"kind": "goal"}', "not json at all"])
    rows = {r["session_id"]: r for r in client.get("/api/sessions").get_json()["sessions"]}
    assert rows[sid]["status"] == "unreadable" and "line 1 of transcript.jsonl is unreadable" in rows[sid]["reason"]
    assert rows[partial_session]["stage"] == "awaiting_approval"  # the others still show
    page = client.get(f"/s/{sid}")
    assert page.status_code == 200 and "line 2 of transcript.jsonl is unreadable" in page.get_data(as_text=True)
    assert [u["line"] for u in client.get(f"/api/sessions/{sid}").get_json()["unreadable"]] == [1, 2]
    assert client.get("/metrics").status_code == 200
