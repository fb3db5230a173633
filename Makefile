# Two commands a newcomer needs: `make demo` and `make test`. Both set up what they need and
# are safe to run again.
SHELL := /bin/bash
VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(VENV)/bin/pip
CRUMB := $(VENV)/bin/crumb
STAMP := $(VENV)/.installed
PYTEST_ARGS ?=
# make test's pytest-xdist workers: each takes whole test files (--dist loadfile), so a module's fixtures
# (a Celery stack, a browser) start once. TEST_WORKERS=0 runs the suite in one process, as before.
TEST_WORKERS ?= 2
DEMO_GOAL ?= a 60-second match-3 with a combo bonus

.PHONY: setup demo lint test proofs bench bench-qa-corpus chromium redis agent-clis engines clean

setup: $(STAMP) chromium

$(STAMP): pyproject.toml
	test -x $(PY) || python3 -m venv $(VENV)
	$(PIP) install -q --upgrade pip
	$(PIP) install -q -e '.[dev]'
	touch $(STAMP)

# Debian's Chromium: Playwright cannot download its own browser here. QA runs its headless shell (the
# same engine without a browser window, lighter per page); the dashboard's tests and people, chromium.
chromium:
	@command -v chromium >/dev/null 2>&1 && command -v chromium-headless-shell >/dev/null 2>&1 || { \
	  echo "installing Debian's chromium and chromium-headless-shell"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null; }
	@test -e /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc || { \
	  echo "installing Debian's fonts-noto-cjk (QA's browser draws Chinese, Japanese and Korean with it)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk >/dev/null; }

# The tests use a real Redis on 127.0.0.1:6379; start one when none answers.
redis:
	@redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 || { \
	  echo "starting redis-server"; \
	  command -v redis-server >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null; }; \
	  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no; \
	  for i in 1 2 3 4 5 6 7 8 9 10; do redis-cli ping >/dev/null 2>&1 && break; sleep 0.3; done; }

# The real agent CLIs, project-local, for the flag contract test (no account needed for --help).
agent-clis:
	@{ test -x .tools/node_modules/.bin/claude && test -x .tools/node_modules/.bin/codex && \
	   test -x .tools/node_modules/.bin/gemini; } || { \
	  mkdir -p .tools && npm install --silent --no-audit --no-fund --prefix .tools \
	    @anthropic-ai/claude-code @openai/codex @google/gemini-cli >/dev/null; }

# Game engines for the QA corpus's hand-made games, copied into a temporary copy of a game at test
# time (tests/qa/corpus/harness.py); never committed.
ENGINES := phaser@3.90.0 pixi.js@8.22.0 kontra@10.0.2 littlejsengine@1.20.0
engines:
	@test "$$(cat .tools/engines/.installed 2>/dev/null)" = "$(ENGINES)" || { \
	  mkdir -p .tools/engines && npm install --silent --no-audit --no-fund --prefix .tools/engines $(ENGINES) >/dev/null && \
	  echo "$(ENGINES)" > .tools/engines/.installed; }

demo: setup
	$(CRUMB) run --goal "$(DEMO_GOAL)"

# The gates: ruff (lint and format) and mypy (strict on crumb/core), configured in pyproject.toml.
lint: setup
	$(PY) -m ruff check .
	$(PY) -m ruff format --check .
	$(PY) -m mypy

test: setup redis agent-clis engines lint
	$(PY) -m pytest -q -m "not slow" -n $(TEST_WORKERS) --dist loadfile $(PYTEST_ARGS)

proofs: setup redis agent-clis engines
	$(PY) -m pytest -q $(PYTEST_ARGS)

bench: setup redis
	$(PY) bench/run_all.py

# QA over the whole labelled corpus (real games too when found): a table and the accuracy.
bench-qa-corpus: setup engines
	$(PY) bench/qa_corpus.py

clean:
	rm -rf $(VENV) .tools .pytest_cache
