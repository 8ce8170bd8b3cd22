import Benchmark
import BenchmarkFixtures
import Traceless
import TracelessDelegateProxy
import TracelessTargetAction

// What a user's tap pays under each DelegateProxy strategy, against the same
// tap without Traceless, in one run; and what setDelegate: costs on 10,000 views
// over 100 delegate classes. The sink does nothing.

final class NullSink: InteractionSink {
    var receivesOnCallerThread: Bool { true }
    func receive(_ interaction: Interaction) {}
}

/// A sink that takes the default: interactions handed over on the registry's own
/// queue. What a tap then pays for the hop, against `NullSink`'s call on the tap's
/// thread, is what moving work off the tap's thread would start from.
final class QueueSink: InteractionSink {
    func receive(_ interaction: Interaction) { blackHole(interaction.elementKey) }
}

let tapsPerIteration = 100
let callsPerIteration = 1_000

nonisolated(unsafe) var stage: UnsafeMutableRawPointer?
nonisolated(unsafe) var registry: TracelessRegistry?

func start(_ strategy: DelegateProxyPlugin.Strategy?) {
    registry?.stop()
    registry = nil
    if let strategy {
        registry = TracelessRegistry(plugins: [DelegateProxyPlugin(strategy: strategy)], sink: NullSink())
        try? registry?.start()
    }
    if stage == nil { stage = bm_stage_new() }
}

/// A benchmark on one table whose delegate is taken by `strategy` (nil: no Traceless).
func tableBenchmark(
    _ name: String, _ strategy: DelegateProxyPlugin.Strategy?,
    make: @escaping @Sendable (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { bm_table_new($0) },
    _ measure: @escaping @Sendable (UnsafeMutableRawPointer?) -> Int
) {
    nonisolated(unsafe) var table: UnsafeMutableRawPointer?
    Benchmark(name) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(measure(table)) }
    } setup: {
        start(strategy)
        table = make(stage)
    } teardown: {
        registry?.stop()
        registry = nil
    }
}

/// A user's tap on a button whose target TargetAction tracks (nil: no Traceless):
/// the tracking target's report, the hook on `-[UIApplication sendEvent:]` that
/// releases sliders' held values, and the `addTarget:` hook at setup.
func buttonTapBenchmark(
    _ name: String, tracked: Bool, typed: String? = nil,
    make: @escaping @Sendable (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { bm_button_new($0) },
    sink: @escaping @Sendable () -> any InteractionSink = { NullSink() }
) {
    nonisolated(unsafe) var button: UnsafeMutableRawPointer?
    Benchmark(name) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(bm_button_taps(button, tapsPerIteration)) }
    } setup: {
        registry?.stop()
        registry = nil
        if tracked {
            registry = TracelessRegistry(plugins: [TargetActionPlugin()], sink: sink())
            try? registry?.start()
        }
        if stage == nil { stage = bm_stage_new() }
        button = make(stage)
        if let typed { bm_text_field_typed(stage, typed) }
    } teardown: {
        registry?.stop()
        registry = nil
    }
}

/// A user's tap on one of modern UIKit's components (a bar button item, a UIAction
/// button, a tab), through HostKit's iOS 17/18 path, with TargetAction (`tracked`) or
/// without Traceless.
func componentTapBenchmark(
    _ name: String, tracked: Bool, make: @escaping @Sendable () -> UnsafeMutableRawPointer?,
    taps: @escaping @Sendable (UnsafeMutableRawPointer?, Int) -> Int
) {
    nonisolated(unsafe) var element: UnsafeMutableRawPointer?
    Benchmark(name) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(taps(element, tapsPerIteration)) }
    } setup: {
        registry?.stop()
        registry = nil
        if tracked {
            registry = TracelessRegistry(plugins: [TargetActionPlugin()], sink: NullSink())
            try? registry?.start()
        }
        element = make()
    } teardown: {
        registry?.stop()
        registry = nil
    }
}

func tapBenchmark(_ name: String, _ strategy: DelegateProxyPlugin.Strategy?) {
    tableBenchmark(name, strategy) { bm_user_taps($0, tapsPerIteration) }
}

func callBenchmark(_ name: String, _ strategy: DelegateProxyPlugin.Strategy?) {
    tableBenchmark(name, strategy) { bm_delegate_calls($0, callsPerIteration) }
}

func setDelegateBenchmark(_ name: String, _ strategy: DelegateProxyPlugin.Strategy?) {
    nonisolated(unsafe) var tables: UnsafeMutableRawPointer?
    nonisolated(unsafe) var delegates: UnsafeMutableRawPointer?
    Benchmark(name, configuration: .init(maxDuration: .seconds(5), maxIterations: 30)) { benchmark in
        for _ in benchmark.scaledIterations { bm_set_delegates(tables, delegates) }
    } setup: {
        start(strategy)
        tables = bm_tables_new(stage, 10_000)
        delegates = bm_delegates_new(10_000, 100)
    } teardown: {
        registry?.stop()
        registry = nil
    }
}

/// What letting go of a view and its delegate costs once the delegate was set:
/// each run makes 10,000 tables and delegates (100 classes) and sets them
/// (not measured), then releases the tables and the delegates (measured).
func releaseBenchmark(_ name: String, _ strategy: DelegateProxyPlugin.Strategy?, keepingArrays: Bool = false, pairs: Int = 10_000) {
    Benchmark(name, configuration: .init(warmupIterations: 1, maxDuration: .seconds(10), maxIterations: pairs == 10_000 ? 40 : 2_000)) { benchmark in
        let tables = bm_tables_new(stage, pairs)
        let delegates = bm_delegates_new(pairs, 100)
        bm_set_delegates(tables, delegates)
        benchmark.startMeasurement()
        if keepingArrays { bm_release_elements(tables, delegates) } else { bm_release_all(tables, delegates) }
        benchmark.stopMeasurement()
        if keepingArrays { bm_release_all(tables, delegates) }
    } setup: {
        start(strategy)
    } teardown: {
        registry?.stop()
        registry = nil
    }
}

/// A large app: `classes` delegate classes. Each iteration sets one delegate of
/// each class on one table and taps a row, so that the cost per (setDelegate:, tap)
/// can be compared between 100 and 10,000 classes (the first round, in setup, took
/// every class in).
func scaleBenchmark(_ name: String, _ strategy: DelegateProxyPlugin.Strategy?, classes: Int) {
    nonisolated(unsafe) var table: UnsafeMutableRawPointer?
    nonisolated(unsafe) var delegates: UnsafeMutableRawPointer?
    Benchmark(name, configuration: .init(maxDuration: .seconds(5), maxIterations: 20)) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(bm_set_and_tap_each(table, delegates)) }
    } setup: {
        start(strategy)
        table = bm_table_new(stage)
        delegates = bm_delegates_new(classes, classes)
        _ = bm_set_and_tap_each(table, delegates)
    } teardown: {
        registry?.stop()
        registry = nil
    }
}

/// The first `setDelegate:` of a delegate class: `taken` classes already taken in
/// setup; each iteration makes 100 new classes (not measured) and sets one delegate
/// of each (measured).
func firstAdoptionBenchmark(_ name: String, _ strategy: DelegateProxyPlugin.Strategy?, taken: Int) {
    nonisolated(unsafe) var table: UnsafeMutableRawPointer?
    // One sample per run of the closure (the default scaling factor is one): the
    // classes are made before the measurement starts and freed after it stopped.
    Benchmark(name, configuration: .init(warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 10)) { benchmark in
        let delegates = bm_fresh_delegates_new("BMFirst\(strategy.map(\.rawValue) ?? "none")\(taken)_", 100)
        benchmark.startMeasurement()
        bm_set_each(table, delegates)
        benchmark.stopMeasurement()
        bm_release(delegates)
    } setup: {
        start(strategy)
        table = bm_table_new(stage)
        let delegates = bm_delegates_new(taken, taken)
        bm_set_each(table, delegates)
        bm_release(delegates)
    } teardown: {
        registry?.stop()
        registry = nil
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], warmupIterations: 5, scalingFactor: .one,
        maxDuration: .seconds(2), maxIterations: 5_000)

    buttonTapBenchmark("button tap x100: no Traceless (baseline)", tracked: false)
    buttonTapBenchmark("button tap x100: TargetAction", tracked: true)
    buttonTapBenchmark("button tap x100: TargetAction, a sink on the registry's queue", tracked: true, sink: { QueueSink() })
    // What the user typed is kept while the tap is reported: its texts are checked against it.
    buttonTapBenchmark("button tap x100: TargetAction, after the user typed a name", tracked: true, typed: "Ada Zqxjkvlace")
    buttonTapBenchmark("button tap x100: the event's facts read by hand in the action, no Traceless", tracked: false) {
        bm_hand_tracked_button_new($0)
    }
    for (tracked, label) in [(false, "no Traceless (baseline)"), (true, "TargetAction")] {
        componentTapBenchmark("bar button item tap x100: \(label)", tracked: tracked, make: { bm_bar_item_new() }) { bm_bar_item_taps($0, $1) }
        componentTapBenchmark("UIAction button tap x100: \(label)", tracked: tracked, make: { bm_action_button_new() }) { bm_button_taps($0, $1) }
        componentTapBenchmark("tab tap x100: \(label)", tracked: tracked, make: { bm_tabs_new() }) { bm_tab_taps($0, $1) }
        componentTapBenchmark("button tap x100, 12 views deep among 5 siblings: \(label)", tracked: tracked, make: { bm_deep_button_new(12, 5) }) { bm_button_taps($0, $1) }
    }
    tapBenchmark("user tap x100: no Traceless (baseline)", nil)
    tapBenchmark("user tap x100: subclass strategy", .subclass)
    tapBenchmark("user tap x100: proxy strategy", .proxy)
    tableBenchmark("user tap x100: the event's facts read by hand in didSelect, no Traceless", nil, make: { bm_hand_tracked_table_new($0) }) {
        bm_hand_tracked_row_taps($0, tapsPerIteration)
    }
    callBenchmark("didSelect call x1000 (not a tap): no Traceless (baseline)", nil)
    callBenchmark("didSelect call x1000 (not a tap): subclass strategy", .subclass)
    callBenchmark("didSelect call x1000 (not a tap): proxy strategy", .proxy)
    // What the proxy in front of a delegate costs the messages it does not watch, a
    // watched callback called from code, and the hooked getter.
    for (strategy, label) in [(DelegateProxyPlugin.Strategy?.none, "no Traceless (baseline)"), (.subclass, "subclass strategy"), (.proxy, "proxy strategy")] {
        tableBenchmark("scrollViewDidScroll: x1000 (unwatched): \(label)", strategy) { bm_scroll_calls($0, callsPerIteration) }
        tableBenchmark("heightForRow CGFloat x1000 (unwatched): \(label)", strategy) { Int(bm_height_calls($0, callsPerIteration)) }
        tableBenchmark("didSelect call x1000 through [table delegate]: \(label)", strategy) { bm_delegate_calls_through_getter($0, callsPerIteration) }
    }
    setDelegateBenchmark("setDelegate: 10,000 views, 100 classes: no Traceless (baseline)", nil)
    setDelegateBenchmark("setDelegate: 10,000 views, 100 classes: subclass strategy", .subclass)
    setDelegateBenchmark("setDelegate: 10,000 views, 100 classes: proxy strategy", .proxy)
    releaseBenchmark("release 10,000 views and their delegates: no Traceless (baseline)", nil)
    releaseBenchmark("release 10,000 views and their delegates: subclass strategy", .subclass)
    releaseBenchmark("release 10,000 views and their delegates: proxy strategy", .proxy)
    for (label, strategy) in [("no Traceless (baseline)", nil), ("subclass strategy", .subclass), ("proxy strategy", .proxy)] as [(String, DelegateProxyPlugin.Strategy?)] {
        releaseBenchmark("release 10,000 views and their delegates, arrays kept: \(label)", strategy, keepingArrays: true)
        releaseBenchmark("release 100 views and their delegates, arrays kept: \(label)", strategy, keepingArrays: true, pairs: 100)
    }
    for strategy in [DelegateProxyPlugin.Strategy?.none, .proxy, .subclass] {
        for classes in [100, 10_000] {
            scaleBenchmark("setDelegate: + user tap, one delegate of each of \(classes) classes: \(strategy.map { "\($0) strategy" } ?? "no Traceless (baseline)")", strategy, classes: classes)
        }
        for taken in [100, 5_000] {
            firstAdoptionBenchmark("first setDelegate: of 100 new classes, \(taken) taken: \(strategy.map { "\($0) strategy" } ?? "no Traceless (baseline)")", strategy, taken: taken)
        }
    }
}
