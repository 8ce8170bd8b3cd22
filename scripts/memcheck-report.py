#!/usr/bin/env python3
"""Classifies valgrind memcheck XML output for scripts/memcheck.sh.

Usage: memcheck-report.py [--symbols FILE] [--verbose] RUN.xml [RUN.xml ...]

Fails (exit 1) on:
  * any memory error (invalid read/write/free, use of uninitialised values,
    bad syscall parameters, overlapping copies, ...) in any frame, and
  * any "definitely lost" leak that Traceless code allocated: walking the
    allocation stack from malloc outwards, past library frames (libobjc,
    GNUstep Base, glibc, the Swift runtime and standard library, thunks), the
    first frame of project code is a Traceless frame. A block that a test,
    fixture or HostKit function allocated while a Traceless hook was calling it
    (the hook runs the original method, which allocates) is that code's, and is
    listed, not fatal. With --strict, any Traceless frame anywhere on the
    allocation stack makes the leak Traceless's.
Definite leaks with no Traceless frame (entirely inside libobjc, GNUstep
Base, glibc, Foundation/XCTest or the Swift runtime, or test fixtures) are
listed as third-party and do not fail. Possibly/indirectly lost and
still-reachable blocks are counted, never fatal. Errors valgrind suppressed
(scripts/valgrind.supp) never reach the XML; their counts are printed.

A frame is Traceless's when
  * it is a Swift symbol whose defining module (the first identifier of the
    mangled name) is one of Traceless's library modules, or
  * it is a C symbol starting with tl_, or one of the other functions defined
    in CTracelessRuntime's object files (the --symbols list), in the test binary.
"""
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import OrderedDict

TRACELESS_MODULES = {
    "TracelessRuntime", "Traceless", "TracelessDelegateProxy", "TracelessTargetAction",
    "TracelessPageView", "TracelessKVOCompat", "TracelessRxCompat", "TracelessTracker",
}
TEST_MODULES = {
    "TracelessRuntimeTests", "TracelessTests", "DelegateProxyTests", "TargetActionTests",
    "PageViewTests", "HostKitTests", "TracelessTrackerTests",
}
LEAK_KINDS_IGNORED = {"Leak_PossiblyLost", "Leak_IndirectlyLost", "Leak_StillReachable"}
SWIFT_PREFIX = re.compile(r"^_?(?:\$[sSe]|_T0)(\d+)")


def swift_module(fn):
    """The module a mangled Swift symbol is defined in, or None."""
    m = SWIFT_PREFIX.match(fn)
    if not m:
        return None
    n = int(m.group(1))
    start = m.end()
    return fn[start:start + n]


def is_traceless(frame, c_symbols):
    fn = frame.get("fn") or ""
    if not fn:
        return False
    module = swift_module(fn)
    if module is not None:
        return module in TRACELESS_MODULES
    if fn.startswith("tl_"):
        return True
    obj = frame.get("obj") or ""
    return fn in c_symbols and obj.endswith(".xctest")


LIBRARY_SWIFT_MODULES = {"Foundation", "FoundationEssentials", "FoundationInternationalization",
                         "XCTest", "Dispatch", "Synchronization", "_Concurrency", "_StringProcessing"}


def owner(frame, c_symbols):
    """'traceless', 'project' (tests, fixtures, HostKit) or None (library code)."""
    if is_traceless(frame, c_symbols):
        return "traceless"
    fn, obj = frame.get("fn") or "", frame.get("obj") or ""
    if not fn or not obj.endswith(".xctest"):
        return None
    if fn.startswith(("_$s", "$s", "$S", "_T0")):
        module = swift_module(fn)  # None: stdlib substitution or thunk
        return "project" if module and module not in LIBRARY_SWIFT_MODULES else None
    return "project"


def allocated_by_traceless(stack, c_symbols):
    for f in stack:
        who = owner(f, c_symbols)
        if who:
            return who == "traceless"
    return False


def frames(stack):
    out = []
    if stack is None:
        return out
    for f in stack.findall("frame"):
        out.append({k: (f.findtext(k) or "") for k in ("ip", "obj", "fn", "file", "line")})
    return out


DEMANGLED = {}


def demangle_all(names):
    """Readable names for Swift symbols, through swift-demangle when it is there."""
    names = sorted({n for n in names if n and swift_module(n) is not None})
    tool = shutil.which("swift-demangle")
    if not names or not tool:
        return
    try:
        out = subprocess.run([tool], input="\n".join(names) + "\n", capture_output=True,
                             text=True, timeout=120).stdout.split("\n")
    except (OSError, subprocess.SubprocessError):
        return
    if len(out) >= len(names):
        DEMANGLED.update(zip(names, out))


def triggering_test(stack):
    """The test method on the stack (its first frame in a test module named test...)."""
    for f in stack:
        fn = f["fn"]
        if swift_module(fn) in TEST_MODULES:
            name = DEMANGLED.get(fn, fn)
            m = re.search(r"(\w+Tests?)\.(test\w*)\(", name)
            if m:
                return f"{swift_module(fn)}.{m.group(1)}/{m.group(2)}"
    return None


def describe(frame, c_symbols):
    fn = frame["fn"] or "???"
    fn = DEMANGLED.get(fn, fn)
    obj = frame["obj"].rsplit("/", 1)[-1] if frame["obj"] else "?"
    mark = "*" if is_traceless(frame, c_symbols) else " "
    if len(fn) > 160:
        fn = fn[:157] + "..."
    return f"   {mark} {fn}  ({obj})"


def load(path):
    try:
        return ET.parse(path).getroot()
    except ET.ParseError as exc:
        # A run killed mid-way leaves unterminated XML: read what is there.
        text = open(path, encoding="utf-8", errors="replace").read()
        if "</valgrindoutput>" not in text:
            text += "\n</valgrindoutput>\n"
        try:
            return ET.fromstring(text)
        except ET.ParseError:
            sys.exit(f"memcheck: cannot parse {path}: {exc}")


def main(argv):
    c_symbols = set()
    verbose = False
    strict = False
    paths = []
    it = iter(argv)
    for a in it:
        if a == "--symbols":
            with open(next(it)) as fh:
                c_symbols = {line.strip() for line in fh if line.strip()}
        elif a == "--verbose":
            verbose = True
        elif a == "--strict":
            strict = True
        else:
            paths.append(a)

    fatal = OrderedDict()         # key -> [kind, what, count, bytes, stack, runs, aux stacks]
    third_party = OrderedDict()
    ignored_counts = {}
    suppressed = {}
    fatal_signals = []
    for path in paths:
        root = load(path)
        for sig in root.findall("fatal_signal"):
            fatal_signals.append((path, sig.findtext("signame"), frames(sig.find("stack"))))
        for pair in root.findall("suppcounts/pair"):
            name = pair.findtext("name")
            suppressed[name] = suppressed.get(name, 0) + int(pair.findtext("count") or 0)
        for err in root.findall("error"):
            kind = err.findtext("kind")
            what = err.findtext("xwhat/text") or err.findtext("what") or ""
            stack = frames(err.find("stack"))
            if kind in LEAK_KINDS_IGNORED:
                ignored_counts[kind] = ignored_counts.get(kind, 0) + 1
                continue
            nbytes = int(err.findtext("xwhat/leakedbytes") or 0)
            # Group by kind and the first 12 function names, across runs.
            key = (kind, tuple(f["fn"] or f["obj"] for f in stack[:12]))
            through = any(is_traceless(f, c_symbols) for f in stack)
            ours = through if strict else allocated_by_traceless(stack, c_symbols)
            if kind == "Leak_DefinitelyLost" and not ours:
                bucket = third_party
            else:
                bucket = fatal
            entry = bucket.setdefault(key, {"kind": kind, "what": what, "count": 0, "bytes": 0,
                                            "stack": stack, "runs": set(), "aux": [], "ours": ours,
                                            "through": through})
            entry.setdefault("stacks", []).append(stack)
            entry["count"] += 1
            entry["bytes"] += nbytes
            entry["runs"].add(path.rsplit("/", 1)[-1].removesuffix(".xml"))
            for aux, st in zip(err.findall("auxwhat"), err.findall("stack")[1:]):
                if not entry["aux"]:
                    entry["aux"] = [(aux.text or "", frames(st))]

    demangle_all(f["fn"] for groups in (fatal, third_party) for e in groups.values()
                 for f in [x for st in e["stacks"] for x in st] + [x for _, st in e["aux"] for x in st])

    def show(title, groups, depth):
        print(f"\n== {title}: {len(groups)} group(s)")
        for i, e in enumerate(groups.values(), 1):
            extra = f", {e['bytes']} bytes" if e["bytes"] else ""
            print(f"-- [{i}] {e['kind']} x{e['count']}{extra} in run(s) {', '.join(sorted(e['runs']))}")
            print(f"   {e['what']}")
            if e["kind"] == "Leak_DefinitelyLost" and not e["ours"] and e["through"]:
                print("   (Traceless frames below: a hook called the code that allocated this block)")
            tests = sorted({t for st in e["stacks"] if (t := triggering_test(st))})
            if tests:
                print(f"   test(s): {', '.join(tests)}")
            shown = e["stack"][:depth]
            # Up to the test harness: XCTest's frames and below say nothing.
            for i, f in enumerate(shown):
                if f["obj"].endswith("libXCTest.so"):
                    shown = shown[:i]
                    break
            for f in shown:
                print(describe(f, c_symbols))
            if len(e["stack"]) > len(shown):
                print(f"     ... {len(e['stack']) - len(shown)} more frame(s)")
            for aux, st in e["aux"]:
                print(f"   {aux}")
                for f in st[:8]:
                    print(describe(f, c_symbols))

    if fatal:
        show("ERRORS (memory errors in any frame; definite leaks allocated by Traceless code; * = Traceless frame)",
             fatal, 40)
    if third_party:
        show("definite leaks not allocated by Traceless code (libraries, tests, fixtures; not fatal)",
             third_party, 40 if verbose else 12)
    for path, sig, st in fatal_signals:
        print(f"\n== FATAL SIGNAL {sig} in {path}")
        for f in st[:20]:
            print(describe(f, c_symbols))

    n_err = sum(e["count"] for e in fatal.values() if not e["kind"].startswith("Leak_"))
    n_leak = sum(e["count"] for e in fatal.values() if e["kind"].startswith("Leak_"))
    n_third = sum(e["count"] for e in third_party.values())
    print("\n== memcheck summary")
    print(f"   memory errors (any frame):                   {n_err}")
    rule = "with a Traceless frame" if strict else "allocated by Traceless"
    print(f"   definite leaks {rule + ':':<30}{n_leak}")
    print(f"   definite leaks, not Traceless's (listed):    {n_third} in {len(third_party)} group(s)")
    others = ", ".join(f"{k.removeprefix('Leak_')} {v}" for k, v in sorted(ignored_counts.items()))
    if others:
        print(f"   other leak records (not checked):            {others}")
    supp = ", ".join(f"{k} x{v}" for k, v in sorted(suppressed.items())) or "none"
    print(f"   suppressed (scripts/valgrind.supp):          {supp}")
    if fatal_signals:
        print(f"   fatal signals:                               {len(fatal_signals)}")
    return 1 if (fatal or fatal_signals) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
