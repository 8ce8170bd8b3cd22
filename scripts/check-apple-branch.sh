#!/usr/bin/env bash
# CI check of the Apple side of Modules/CTracelessRuntime, which no Linux build compiles:
# clang type-checks every file with __APPLE__ defined (-fsyntax-only) against the
# runtime headers in scripts/apple-sdk/objc, written from Apple's documented declarations.
# A typo, or a call that does not match Apple's signature, fails it. Run both with
# strict dispatch prototypes (IMP is void (*)(void), Xcode's default) and the old ones.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
module="$root/Modules/CTracelessRuntime"
clang="${CLANG:-clang}"
command -v "$clang" >/dev/null || { echo "check-apple-branch: $clang not found (it comes with the Swift toolchain)" >&2; exit 1; }

flags=(-D__APPLE__ -D__MACH__ -isystem "$root/scripts/apple-sdk" -I "$module/include" -I "$module"
       -Wall -Wextra -Wno-unused-parameter -Werror)
# The headers are ours, not the GNU runtime's, and they reject a call Apple's would.
preprocessed="$(echo '#include <objc/runtime.h>' | "$clang" -E -x c "${flags[@]}" -)"
resolved="$(grep -m1 'objc/runtime.h' <<<"$preprocessed")"
[[ "$resolved" == *scripts/apple-sdk/objc/runtime.h* ]] || { echo "check-apple-branch: <objc/runtime.h> is not scripts/apple-sdk's: $resolved" >&2; exit 1; }
if echo '#include <objc/runtime.h>
IMP f(Class c, SEL s, IMP i) { return class_replaceMethod(c, s, "v@:", i); }' | "$clang" -fsyntax-only -x c "${flags[@]}" - 2>/dev/null; then
    echo "check-apple-branch: a call with Apple's arguments swapped was accepted: the check checks nothing" >&2
    exit 1
fi

checked=0
for prototypes in 0 1; do
    for file in "$module"/*.c; do
        "$clang" -fsyntax-only -x c -std=gnu11 "${flags[@]}" -DOBJC_OLD_DISPATCH_PROTOTYPES=$prototypes "$file"
        checked=$((checked + 1))
    done
    for file in "$module"/*.cpp; do
        "$clang" -fsyntax-only -x c++ -std=gnu++17 "${flags[@]}" -DOBJC_OLD_DISPATCH_PROTOTYPES=$prototypes "$file"
        checked=$((checked + 1))
    done
done
echo "check-apple-branch: $checked compilations of Modules/CTracelessRuntime with __APPLE__: no error"
