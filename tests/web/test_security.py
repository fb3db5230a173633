"""Security of the dashboard: loopback or token, token + Origin on every mutation, no path or symlink escape."""

from __future__ import annotations

import os

import pytest

from crumb.config import Settings
from crumb.errors import ConfigError

SAY = "/api/sessions/{sid}/say"


def test_a_mutation_without_the_token_is_refused(client, partial_session):
    r = client.post(SAY.format(sid=partial_session), json={"line": "/approve"})
    assert r.status_code == 403 and "token" in r.get_json()["error"]
    assert client.post("/api/sessions", json={"goal": "a game"}).status_code == 403


def test_a_foreign_origin_is_refused_even_with_the_cookie(client, token, partial_session):
    client.set_cookie("crumb_token", token)
    r = client.post(
        SAY.format(sid=partial_session), json={"line": "/approve"}, headers={"Origin": "https://evil.example"}
    )
    assert r.status_code == 403 and "cross-site" in r.get_json()["error"]


def test_a_cross_site_form_post_is_refused(client, token):
    client.set_cookie("crumb_token", token)
    r = client.post("/api/sessions", data={"goal": "spend money"}, headers={"Origin": "null"})
    assert r.status_code == 403


def test_a_request_the_browser_marks_cross_site_is_refused(client, token, partial_session):
    r = client.post(
        SAY.format(sid=partial_session),
        json={"line": "/approve"},
        headers={"X-Crumb-Token": token, "Sec-Fetch-Site": "same-site"},
    )  # e.g. from the preview port
    assert r.status_code == 403


def test_a_cookie_without_any_origin_or_referer_is_refused(client, token, partial_session):
    client.set_cookie("crumb_token", token)
    assert client.post(SAY.format(sid=partial_session), json={"line": "/pause"}).status_code == 403


def test_the_token_header_or_the_cookie_with_our_origin_is_accepted(client, token, partial_session):
    r = client.post(SAY.format(sid=partial_session), json={"line": "/pause"}, headers={"X-Crumb-Token": token})
    assert r.status_code == 202 and r.get_json()["kind"] == "user.pause"
    client.set_cookie("crumb_token", token)
    r = client.post(SAY.format(sid=partial_session), json={"line": "/resume"}, headers={"Origin": "http://localhost"})
    assert r.status_code == 202


def test_a_page_view_on_loopback_hands_out_the_per_launch_token_as_a_strict_httponly_cookie(client, token):
    cookie = client.get("/").headers["Set-Cookie"]
    assert f"crumb_token={token}" in cookie and "HttpOnly" in cookie and "SameSite=Strict" in cookie


def test_a_foreign_host_header_is_refused_on_loopback(client):
    assert client.get("/", headers={"Host": "attacker.example:7321"}).status_code == 421


def test_listening_beyond_loopback_without_a_token_is_refused(settings: Settings):
    from web.server import check_bind

    with pytest.raises(ConfigError, match="token"):
        check_bind(settings.replace(web_host="0.0.0.0"))
    check_bind(settings.replace(web_host="0.0.0.0", web_token="t" * 32))


def test_crumb_web_exits_2_beyond_loopback_without_a_token(monkeypatch, settings: Settings):
    from crumb.cli import main

    monkeypatch.setenv("CRUMB_HOME", str(settings.home))
    monkeypatch.delenv("CRUMB_WEB_TOKEN", raising=False)
    assert main(["web", "--host", "0.0.0.0", "--port", "1"]) == 2


def test_with_a_configured_token_every_route_needs_it_and_the_link_sets_the_cookie(settings: Settings, redis_client):
    from web import create_app

    app = create_app(settings.replace(web_host="0.0.0.0", web_token="s3cret-" * 5), TESTING=True)
    c = app.test_client()
    assert c.get("/").status_code == 403
    assert c.get("/?token=wrong").status_code == 403
    r = c.get("/?token=" + "s3cret-" * 5)
    assert r.status_code == 303 and "crumb_token=" in r.headers["Set-Cookie"]
    assert c.get("/").status_code == 200


@pytest.mark.parametrize(
    "rel",
    [
        "../transcript.jsonl",
        "..%2ftranscript.jsonl",
        "game/../../transcript.jsonl",
        "/etc/passwd",
        "game/./index.html",
        "game\\index.html",
    ],
)
def test_an_artifact_path_cannot_leave_the_artifacts_folder(client, partial_session, rel):
    r = client.get(f"/api/sessions/{partial_session}/artifacts/{rel}", follow_redirects=True)
    assert r.status_code == 404


def _preview(settings: Settings):
    from web import create_preview_app

    return create_preview_app(settings).test_client()


def test_the_preview_serves_only_the_game_with_a_strict_csp(settings: Settings, partial_session):
    p = _preview(settings)
    r = p.get(f"/{partial_session}/")
    assert r.status_code == 200 and b"Paddle" in r.data
    csp = r.headers["Content-Security-Policy"]
    assert "default-src 'self' 'unsafe-inline' data: blob:" in csp and "connect-src 'none'" in csp
    assert "sandbox allow-scripts" in csp and "allow-same-origin" not in csp
    assert "Set-Cookie" not in r.headers
    assert p.get(f"/{partial_session}/game.js").status_code == 200
    assert p.get(f"/{partial_session}/assets/sprite.txt").status_code == 200
    assert p.post(f"/{partial_session}/index.html").status_code == 405
    assert p.get("/api/sessions").status_code == 404  # no control API on the preview origin


def test_the_game_may_be_framed_by_the_configured_dashboard_origins_only(settings: Settings, partial_session):
    from web import create_preview_app

    lan = settings.replace(web_host="192.168.1.20", web_token="t" * 32, web_origins="https://crumb.example")
    r = (
        create_preview_app(lan)
        .test_client()
        .get(f"/{partial_session}/", headers={"Host": f"10.9.9.9:{settings.preview_port}"})
    )
    ancestors = r.headers["Content-Security-Policy"].split("frame-ancestors ", 1)[1].split()
    assert ancestors == [
        f"http://127.0.0.1:{settings.web_port}",
        f"http://localhost:{settings.web_port}",
        f"http://192.168.1.20:{settings.web_port}",
        "https://crumb.example",
    ]  # never the Host header


@pytest.mark.parametrize(
    "rel",
    ["../transcript.jsonl", "../../transcript.jsonl", "..%2f..%2ftranscript.jsonl", "../spec.json", "%2e%2e/spec.json"],
)
def test_a_preview_path_cannot_leave_the_game_folder(settings: Settings, partial_session, rel):
    assert _preview(settings).get(f"/{partial_session}/{rel}", follow_redirects=True).status_code == 404


def test_a_symlink_in_the_game_folder_is_not_followed(settings: Settings, partial_session, tmp_path):
    game = settings.session_dir(partial_session) / "artifacts" / "game"
    secret = tmp_path / "secret.txt"
    secret.write_text("token=abc")
    os.symlink(secret, game / "leak.txt")
    os.symlink(tmp_path, game / "outside")
    os.symlink(game / "index.html", game / "inside.html")  # even one that stays inside
    p = _preview(settings)
    for rel in ("leak.txt", "outside/secret.txt", "inside.html"):
        assert p.get(f"/{partial_session}/{rel}").status_code == 404
    from web import create_app

    assert (
        create_app(settings).test_client().get(f"/api/sessions/{partial_session}/artifacts/game/leak.txt").status_code
        == 404
    )


def test_a_session_id_that_is_not_a_plain_name_is_refused(settings: Settings, client):
    assert _preview(settings).get("/..%2f..%2fetc/passwd").status_code == 404
    assert client.get("/s/..%2f..").status_code == 404
