# Two commands that work on a fresh Linux machine (see README.md).
.PHONY: prerequisites demo test memcheck benchmarks check-apple inspect

prerequisites:
	@./scripts/prerequisites.sh

## Runs the main example: a scripted app session on HostKit, captured and uploaded.
demo: prerequisites
	swift run -c debug Demo

## Runs every test.
test: prerequisites
	swift test

## Runs the runtime and plugin tests under valgrind memcheck (scripts/memcheck.sh):
## fails on any invalid access and on definite leaks allocated by Traceless code.
memcheck: prerequisites
	./scripts/memcheck.sh

## Type-checks the Apple side of Modules/CTracelessRuntime with clang against
## scripts/apple-sdk (Apple's documented runtime declarations); CI runs it.
check-apple:
	./scripts/check-apple-branch.sh

## Runs the benchmarks (package-benchmark) and prints the ratios.
benchmarks: prerequisites
	swift package --allow-writing-to-package-directory benchmark

## Runs the collector with the inspector (and the demo session, once it has --inspect); prints the page's URL.
inspect: prerequisites
	./scripts/inspect.sh
