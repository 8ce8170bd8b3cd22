#!/usr/bin/env bash
# Developer check (not CI) of the on-demand entry points in
# Modules/CTracelessRuntime/entry_points.c: builds scripts/entry-points-check.c with
# them and the static trampolines, natively with gcc and clang (at -O0 and -O2), and
# for aarch64 with aarch64-linux-gnu-gcc -static run under qemu-aarch64.
# A missing tool is skipped with a message; any failing run makes the exit status 1.
# aarch64 tools on Debian: apt-get install gcc-aarch64-linux-gnu qemu-user
set -uo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
module="$root/Modules/CTracelessRuntime"
sources=("$root/scripts/entry-points-check.c" "$module/entry_points.c" "$module/trampolines.c")
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

failed=0
ran=0

# check NAME RUNNER COMPILER FLAGS...
check() {
    local name="$1" runner="$2" compiler="$3"
    shift 3
    if ! command -v "$compiler" >/dev/null; then
        echo "== $name: skipped ($compiler not installed)"
        return
    fi
    if [ -n "$runner" ] && ! command -v "$runner" >/dev/null; then
        echo "== $name: skipped ($runner not installed)"
        return
    fi
    echo "== $name"
    if ! "$compiler" -std=gnu11 -Wall -Wextra -Werror -pthread "$@" -I "$module/include" "${sources[@]}" -o "$out/$name"; then
        echo "== $name: FAILED to build"
        failed=1
        return
    fi
    ran=$((ran + 1))
    if ! ${runner:+"$runner"} "$out/$name"; then
        echo "== $name: FAILED"
        failed=1
    fi
}

case "$(uname -m)" in
x86_64 | aarch64)
    check "native-gcc-O0" "" gcc -O0
    check "native-gcc-O2" "" gcc -O2
    check "native-clang-O0" "" clang -O0
    check "native-clang-O2" "" clang -O2
    ;;
*) echo "== native: skipped (entry points support x86_64 and aarch64; this is $(uname -m))" ;;
esac
if [ "$(uname -m)" != aarch64 ]; then
    qemu=qemu-aarch64
    command -v qemu-aarch64 >/dev/null || qemu=qemu-aarch64-static
    check "aarch64-gcc-O0" "$qemu" aarch64-linux-gnu-gcc -static -O0
    check "aarch64-gcc-O2" "$qemu" aarch64-linux-gnu-gcc -static -O2
    check "aarch64-gcc-O2-bti" "$qemu" aarch64-linux-gnu-gcc -static -O2 -mbranch-protection=standard
fi

if [ "$failed" -ne 0 ]; then
    echo "entry point checks FAILED"
    exit 1
fi
echo "entry point checks passed ($ran configuration(s) ran)"
