import Benchmark
import BenchmarkFixtures
import TracelessRuntime

// The cost a hooked call pays, per mechanism, against the unhooked call in the
// same run. Each iteration makes `callsPerIteration` calls of `-tick:` through
// the runtime's message lookup (as compiled code does), so the per-call cost is
// the iteration time divided by that count. BENCHMARKS.md gives the ratios.

let callsPerIteration = 1_000

nonisolated(unsafe) var objects: [String: UnsafeMutableRawPointer] = [:]

func target(_ className: String) -> UnsafeMutableRawPointer {
    if let object = objects[className] { return object }
    let object = bm_new(className)!
    objects[className] = object
    return object
}

func measure(_ benchmark: Benchmark, _ className: String) {
    let object = target(className)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
        blackHole(bm_call_tick(object, callsPerIteration))
    }
    benchmark.stopMeasurement()
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 10,
        scalingFactor: .one,
        maxDuration: .seconds(2),
        maxIterations: 20_000)

    Benchmark("tick: direct call (baseline)") { benchmark in
        measure(benchmark, "BMDirect")
    }

    Benchmark("tick: plain swizzle") { benchmark in
        measure(benchmark, "BMSwizzled")
    } setup: {
        bm_install_plain_swizzle("BMSwizzled")
    }

    Benchmark("tick: Traceless typed hook (before)") { benchmark in
        measure(benchmark, "BMTyped")
    } setup: {
        _ = try? Hooks.hook("BMTyped", "tick:", position: .before, mechanism: .typed) { _ in }
    }

    Benchmark("tick: Traceless forwarding hook (before)") { benchmark in
        measure(benchmark, "BMForwarded")
    } setup: {
        _ = try? Hooks.hook("BMForwarded", "tick:", position: .before, mechanism: .forwarding) { _ in }
    }

    Benchmark("tick: Aspects-style forwardInvocation: (baseline)") { benchmark in
        measure(benchmark, "BMAspects")
    } setup: {
        bm_install_aspects_style("BMAspects")
    }
}
