# One image for every process of docker-compose.yml (generated from crumb/procs.py).
FROM python:3.11-slim-bookworm
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium chromium-headless-shell fonts-noto-cjk \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY pyproject.toml README.md ./
COPY crumb ./crumb
COPY tasks ./tasks
COPY web ./web
COPY agents ./agents
COPY presets ./presets
RUN pip install --no-cache-dir .
ENV CRUMB_HOME=/data/crumb PYTHONUNBUFFERED=1
VOLUME /data/crumb
CMD ["crumb", "--help"]
