#!/usr/bin/env bash
# make inspect: the collector with the inspector in the background (killed by PID on exit)
# and, once the demo has --inspect, a HostKit demo session that keeps interacting.
set -euo pipefail
port=${PORT:-8787}
token=${TOKEN:-$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')}
swift build -c debug --product Collector >/dev/null
swift run -c debug --skip-build Collector --port "$port" --inspector --pairing-token "$token" --quiet &
collector=$!
trap 'kill "$collector" 2>/dev/null || true' EXIT
echo "Open http://127.0.0.1:$port/inspector#token=$token"
if swift run -c debug Demo --help 2>&1 | grep -q -- --inspect; then
    swift run -c debug Demo --inspect "http://127.0.0.1:$port" --pairing-token "$token" --keep-interacting
else
    echo "(the demo has no --inspect yet: the collector runs alone; Ctrl-C to stop)"
    wait "$collector"
fi
