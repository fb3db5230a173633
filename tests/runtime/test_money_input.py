"""Money settings: bad input is refused saying what was wrong; the price table prices what an adapter does not report."""

from __future__ import annotations

import pytest

from crumb.cli import main
from crumb.config import load_settings
from crumb.errors import ConfigError
from crumb.spend import price_of, priced


@pytest.mark.parametrize(
    ("env", "said"),
    [
        ({"CRUMB_COST_BUDGET_USD": "-1"}, "$CRUMB_COST_BUDGET_USD:cost_budget_usd: must be at least 0, got -1.0"),
        ({"CRUMB_COST_BUDGET_USD": "lots"}, "cost_budget_usd: expected a number, got 'lots'"),
        ({"CRUMB_DAILY_COST_CAP_USD": "nan"}, "daily_cost_cap_usd: must be at least 0"),
        ({"CRUMB_COST_PAUSE_AT": "1.5"}, "cost_pause_at: must be more than 0 and at most 1, got 1.5"),
        ({"CRUMB_COST_PAUSE_AT": "0"}, "cost_pause_at: must be more than 0"),
        ({"CRUMB_PRICES": "openai=cheap"}, "'openai': 'cheap' is not a price; [prices] is a table"),
        ({"CRUMB_PRICES": "nope=1/2"}, "'nope' names no adapter (known: claude-code"),
        ({"CRUMB_PRICES": "openai=-1/2"}, "prices: must be at least 0"),
    ],
)
def test_a_bad_money_setting_in_the_environment_is_a_config_error_naming_it(env, said):
    with pytest.raises(ConfigError) as e:
        load_settings(env=env)
    assert said in str(e.value)


def test_a_bad_prices_table_in_crumb_toml_names_the_file(tmp_path):
    path = tmp_path / "crumb.toml"
    path.write_text('prices = "openai=1/2"\n')
    with pytest.raises(ConfigError, match=r"crumb.toml:prices: \[prices\] is a table"):
        load_settings(env={}, config_path=path)
    path.write_text('[prices]\n"openai:gpt-5-mini" = { in = 0.25, out = 2.0 }\ncodex = { in = 1.25, out = 10 }\n')
    assert load_settings(env={}, config_path=path).prices == (("codex", 1.25, 10.0), ("openai:gpt-5-mini", 0.25, 2.0))


@pytest.mark.parametrize(("flag", "said"), [("-3", "must be at least 0, got -3.0"), ("abc", "expected a number")])
def test_a_bad_cost_budget_flag_exits_2_saying_what_a_budget_is(flag, said, capsys):
    for command in ("run", "submit"):
        with pytest.raises(SystemExit) as e:
            main([command, "--goal", "a snake game", "--cost-budget-usd", flag])
        err = capsys.readouterr().err
        assert e.value.code == 2 and "--cost-budget-usd" in err and said in err and "US dollars" in err


def test_a_cost_is_priced_from_the_table_only_when_the_adapter_reports_none():
    s = load_settings(env={"CRUMB_PRICES": "openai=1/10 openai:gpt-5-mini=0.25/2"})
    assert price_of(s, "openai", "gpt-5-mini") == (0.25, 2.0) and price_of(s, "openai", "other") == (1.0, 10.0)
    assert price_of(s, "codex", None) is None
    assert priced(s, "openai", "gpt-5-mini", None, (1_000_000, 100_000)) == ("estimated", 0.45, (0.25, 2.0))
    assert priced(s, "openai", "gpt-5-mini", 0.07, (1_000_000, 100_000)) == ("reported", 0.07, None)
    assert priced(s, "codex", None, None, (5, 5)) == ("unpriced", 0.0, None)


def test_a_session_asking_for_a_bad_budget_is_refused_before_anything_is_sent(settings, redis_client):
    from crumb import bus, connections

    for limits, said in (({"cost_budget_usd": -1}, "must be at least 0"), ({"token_budget": 5}, "may ask only for")):
        with pytest.raises(ConfigError, match=said):
            bus.request_session(settings, "a snake game", bindings={}, limits=limits)
    assert redis_client.xlen(connections.keys(settings).ingest) == 0
