#!/usr/bin/env bash
# make inspect: the collector with the inspector in the background (killed by PID on exit)
# and a HostKit demo session that streams to it and keeps interacting until Ctrl-C.
# The definitions made on the page are kept in .build/inspector-definitions.json across runs.
set -euo pipefail
port=${PORT:-8787}
token=${TOKEN:-$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')}
swift build -c debug --product Collector >/dev/null
swift build -c debug --product Demo >/dev/null
swift run -c debug --skip-build Collector --port "$port" --inspector --pairing-token "$token" \
    --definitions "${DEFINITIONS:-.build/inspector-definitions.json}" --quiet &
collector=$!
trap 'kill "$collector" 2>/dev/null || true' EXIT
echo "Open http://127.0.0.1:$port/inspector#token=$token"
# The device retries until the collector listens: no wait needed here.
swift run -c debug --skip-build Demo --inspect "http://127.0.0.1:$port" --pairing-token "$token" --keep-interacting
