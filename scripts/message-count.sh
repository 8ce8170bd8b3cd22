#!/usr/bin/env bash
# The messages a tracked tap sends beyond an untracked one, per tap, by receiver class
# and selector (GNU libobjc; counts every objc_msg_lookup a library or the app makes).
#
#   scripts/message-count.sh "button tap x100: no Traceless.*" "button tap x100: TargetAction"
#
# Each argument is a DelegateBenchmarks filter; taps are counted by
# -[UIWindow sendEvent:] (two events a tap). Needs the release build:
#   swift build -c release --product DelegateBenchmarks
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
gcc -O2 -shared -fPIC scripts/message-count.c -o "$work/message-count.so" -ldl
for side in baseline tracked; do
    filter=$([ "$side" = baseline ] && echo "$1" || echo "$2")
    MESSAGE_COUNT_OUT="$work/$side.tsv" LD_PRELOAD="$work/message-count.so" \
        .build/release/DelegateBenchmarks --filter "$filter" > /dev/null 2>&1
done
python3 - "$work/baseline.tsv" "$work/tracked.tsv" <<'PY'
import collections, sys
def load(path):
    counts = collections.Counter()
    for line in open(path):
        count, cls, selector = line.rstrip("\n").split("\t")
        counts[(cls, selector)] += int(count)
    return counts
base, tracked = load(sys.argv[1]), load(sys.argv[2])
taps_base = base[("UIWindow", "sendEvent:")] / 2
taps_tracked = tracked[("UIWindow", "sendEvent:")] / 2
if not taps_base or not taps_tracked:
    sys.exit("no taps counted: check the filters")
print(f"messages a tap: {sum(base.values()) / taps_base:.0f} untracked, {sum(tracked.values()) / taps_tracked:.0f} tracked")
rows = [(tracked[k] / taps_tracked - base[k] / taps_base, k) for k in set(base) | set(tracked)]
for added, (cls, selector) in sorted(rows, reverse=True):
    if abs(added) >= 0.05:
        print(f"{added:+6.2f}  {cls} {selector}")
PY
