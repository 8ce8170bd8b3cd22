import Benchmark
import Dispatch
import Foundation
import Synchronization
import Traceless
import TracelessTracker

// The tracker's three costs, each against a baseline measured in the same run, so that
// BENCHMARKS.md can give ratios that hold on another machine:
//
// - capture-to-enqueue: one `receive` on the caller's thread, per call, against appending
//   the same value to a locked Swift array (emptied on the same thread, and on another);
// - store: committing events through the real SQLite queue (accepted, built, encoded,
//   committed, one transaction per burst), against raw inserts of the same rows (read back
//   from a tracker's database) in one transaction;
// - batch encode + gzip of 1,000 events, against JSONEncoder of the same events + the same gzip.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput],
        warmupIterations: 3,
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 30)

    // MARK: Capture-to-enqueue (one call per iteration: the percentiles are per call)

    // Calls come in bursts of 1,000 and the writer catches up in between (untimed), as in an
    // app; back-to-back calls for seconds would outrun any writer and time the inbox's growth.
    let perCall = Benchmark.Configuration(
        metrics: [.wallClock], warmupIterations: 1_000, maxDuration: .seconds(10), maxIterations: 200_000)

    Benchmark("capture: locked array append (baseline)", configuration: perCall) { benchmark in
        if burst.next() { lockedArray.drain() }
        benchmark.startMeasurement()
        lockedArray.append(sampleInteraction)
        benchmark.stopMeasurement()
    }

    // The same append, but the buffer is emptied on another thread, as the tracker's writer
    // empties its inbox: the caller then appends into memory that thread touched last.
    Benchmark("capture: locked array append, drained by another thread (baseline)", configuration: perCall) { benchmark in
        if handOffBurst.next() { handOffArray.drainOnOtherThread() }
        benchmark.startMeasurement()
        handOffArray.append(sampleInteraction)
        benchmark.stopMeasurement()
    }

    // The same append, with what the tracker's benchmark does between its bursts done here
    // too: a tracker takes a burst of events and commits it to disk. The commit's threads run
    // on the caller's cores and evict its caches, and the disk's interrupts land there: the
    // plain baseline above never meets either.
    Benchmark("capture: locked array append, a tracker's commit between bursts (baseline)", configuration: perCall) { benchmark in
        let tracker = commitBetweenBurstsTracker.tracker!
        if commitBurst.next() {
            commitArray.drain()
            for _ in 0..<1_000 { tracker.receive(sampleInteraction) }
            tracker.flushToDisk()
        }
        benchmark.startMeasurement()
        commitArray.append(sampleInteraction)
        benchmark.stopMeasurement()
    } setup: {
        try commitBetweenBurstsTracker.open()
    } teardown: {
        commitBetweenBurstsTracker.close()
    }

    Benchmark("capture: Tracker.receive", configuration: perCall) { benchmark in
        let tracker = captureTracker.tracker!
        if burst.next() { tracker.flushToDisk() }
        benchmark.startMeasurement()
        tracker.receive(sampleInteraction)
        benchmark.stopMeasurement()
    } setup: {
        try captureTracker.open()
    } teardown: {
        captureTracker.close()
    }

    // The same two costs measured in pairs: each iteration makes 1,000 calls of each,
    // alternating which goes first, each call timed on its own; the tracker's background
    // threads and the other processes on the machine then weigh on both alike. Percentiles
    // are over all calls; the ratio of two percentiles is the figure for the ask.
    Benchmark("capture paired: Tracker.receive and locked array append, per call",
              configuration: .init(metrics: [pairedReceive, pairedAppend], warmupIterations: 5, scalingFactor: .one,
                                   maxDuration: .seconds(10), maxIterations: 200)) { benchmark in
        let tracker = pairedCaptureTracker.tracker!
        for call in 0..<1_000 {
            if call % 2 == 0 {
                benchmark.measurement(pairedReceive, timed { tracker.receive(sampleInteraction) })
                benchmark.measurement(pairedAppend, timed { pairedArray.append(sampleInteraction) })
            } else {
                benchmark.measurement(pairedAppend, timed { pairedArray.append(sampleInteraction) })
                benchmark.measurement(pairedReceive, timed { tracker.receive(sampleInteraction) })
            }
        }
        // Between bursts, untimed: the writer catches up and the array is emptied, as above.
        tracker.flushToDisk()
        pairedArray.drain()
    } setup: {
        try pairedCaptureTracker.open()
    } teardown: {
        pairedCaptureTracker.close()
    }

    // 1,000 calls back to back per iteration, timed together: each call's own cost without
    // the per-call clock reads above (about 50 ns), and without its tail.
    let loop = Benchmark.Configuration(metrics: [.wallClock], warmupIterations: 10, scalingFactor: .kilo,
                                       maxDuration: .seconds(5), maxIterations: 300)

    Benchmark("capture loop: locked array append (baseline)", configuration: loop) { benchmark in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { loopArray.append(sampleInteraction) }
        benchmark.stopMeasurement()
        loopArray.drain()
    }

    Benchmark("capture loop: Tracker.receive", configuration: loop) { benchmark in
        let tracker = loopTracker.tracker!
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { tracker.receive(sampleInteraction) }
        benchmark.stopMeasurement()
        tracker.flushToDisk()
    } setup: {
        try loopTracker.open()
    } teardown: {
        loopTracker.close()
    }

    // MARK: Store throughput (events per second = storeBatch / time per iteration)

    Benchmark("store: raw SQLite inserts, one transaction (baseline)") { benchmark in
        try rawStore!.insertAll()
    } setup: {
        rawStore = try RawStore(path: Scratch.database("raw").path, rows: try storeRows())
    } teardown: {
        rawStore = nil
    }

    for synchronous in [TrackerConfiguration.Synchronous.full, .normal] {
        let storeTracker = BenchmarkTracker("store", synchronous: synchronous, maxQueuedEvents: 10_000_000)
        Benchmark("store: Tracker, synchronous=\(synchronous.rawValue)") { benchmark in
            let tracker = storeTracker.tracker!
            for _ in 0..<storeBatch { tracker.receive(sampleInteraction) }
            guard tracker.flushToDisk(timeout: 60) else { benchmark.error("not committed within 60 s"); return }
        } setup: {
            try storeTracker.open()
        } teardown: {
            storeTracker.close()
        }
    }

    // Both stores in every iteration, in alternating order, so that the disk's slow spells
    // (the kernel's own write-back, other processes) fall on both alike; the per-iteration
    // ratio is recorded too.
    Benchmark("store paired: Tracker (synchronous=FULL) and raw SQLite, 10,000 events",
              configuration: .init(metrics: [pairedTracker, pairedRaw, pairedRatio], warmupIterations: 3, scalingFactor: .one,
                                   maxDuration: .seconds(10), maxIterations: 60)) { benchmark in
        let tracker = pairedStoreTracker.tracker!
        var trackerTime = 0
        var rawTime = 0
        func runTracker() throws {
            trackerTime = try timedThrowing {
                for _ in 0..<storeBatch { tracker.receive(sampleInteraction) }
                guard tracker.flushToDisk(timeout: 60) else { throw RawStore.Failure(description: "not committed within 60 s") }
            }
        }
        func runRaw() throws { rawTime = try timedThrowing { try pairedRawStore!.insertAll() } }
        pairedStoreIteration += 1
        if pairedStoreIteration % 2 == 0 {
            try runTracker(); try runRaw()
        } else {
            try runRaw(); try runTracker()
        }
        benchmark.measurement(pairedTracker, trackerTime / 1_000)
        benchmark.measurement(pairedRaw, rawTime / 1_000)
        benchmark.measurement(pairedRatio, trackerTime * 100 / max(1, rawTime))
    } setup: {
        try pairedStoreTracker.open()
        pairedRawStore = try RawStore(path: Scratch.database("paired-raw").path, rows: try storeRows())
    } teardown: {
        pairedStoreTracker.close()
        pairedRawStore = nil
    }

    // MARK: Flood (events accepted per second, resident memory above the process's own)

    // Four threads call as fast as they can, far faster than any disk commits: the bounded
    // inbox drops what does not fit, counts it, and memory stays flat. The baseline keeps
    // every call in an unbounded locked array, as the inbox did before it had a bound.
    let flood = Benchmark.Configuration(
        metrics: [.wallClock, .peakMemoryResidentDelta, .custom("committed", polarity: .prefersLarger, useScalingFactor: false),
                  .custom("dropped", useScalingFactor: false)],
        warmupIterations: 0, scalingFactor: .one, maxDuration: .seconds(20), maxIterations: 5)

    Benchmark("flood: unbounded locked array, 4 threads x 250,000 (baseline)", configuration: flood) { benchmark in
        let array = LockedArray()
        DispatchQueue.concurrentPerform(iterations: floodThreads) { _ in
            for _ in 0..<floodCallsPerThread { array.append(sampleInteraction) }
        }
        benchmark.measurement(.custom("committed", polarity: .prefersLarger, useScalingFactor: false), 0)
        benchmark.measurement(.custom("dropped", useScalingFactor: false), 0)
        blackHole(array)
    }

    Benchmark("flood: Tracker.receive, 4 threads x 250,000, bound on (defaults)", configuration: flood) { benchmark in
        let tracker = floodTracker.tracker!
        let before = tracker.diagnostics
        DispatchQueue.concurrentPerform(iterations: floodThreads) { _ in
            for _ in 0..<floodCallsPerThread { tracker.receive(sampleInteraction) }
        }
        guard tracker.flushToDisk(timeout: 120) else { benchmark.error("not committed within 120 s"); return }
        let after = tracker.diagnostics
        benchmark.measurement(.custom("committed", polarity: .prefersLarger, useScalingFactor: false),
                              Int(after.committed - before.committed))
        benchmark.measurement(.custom("dropped", useScalingFactor: false),
                              Int(after.lostToBackPressure - before.lostToBackPressure))
    } setup: {
        try floodTracker.open()
    } teardown: {
        floodTracker.close()
    }

    // MARK: Batch encode + gzip, 1,000 events

    Benchmark("encode + gzip 1,000 events: JSONEncoder (baseline)") { benchmark in
        let encoder = JSONEncoder()
        // The same output shape as the tracker's: sorted keys, ISO 8601 date strings.
        encoder.outputFormatting = .sortedKeys
        encoder.dateEncodingStrategy = .iso8601
        let body = try encoder.encode(CodableBatch(batch: codableEvents, sentAt: sentAt))
        blackHole(try Gzip.compress(body))
    }

    Benchmark("encode + gzip 1,000 events: SegmentBatch") { benchmark in
        blackHole(try Gzip.compress(SegmentBatch.body(for: batchEvents, sentAt: Date())))
    }
}

/// Events per iteration of the store benchmarks.
let storeBatch = 10_000

let pairedCaptureTracker = BenchmarkTracker("paired-capture", maxQueuedEvents: 10_000)
let pairedArray = LockedArray()
let pairedReceive = BenchmarkMetric.custom("Tracker.receive (ns)")
let pairedAppend = BenchmarkMetric.custom("locked array append (ns)")

let pairedStoreTracker = BenchmarkTracker("paired-store", maxQueuedEvents: 10_000_000)
nonisolated(unsafe) var pairedRawStore: RawStore?
nonisolated(unsafe) var pairedStoreIteration = 0
let pairedTracker = BenchmarkMetric.custom("Tracker (µs)")
let pairedRaw = BenchmarkMetric.custom("raw SQLite (µs)")
let pairedRatio = BenchmarkMetric.custom("Tracker / raw (%)")

/// Nanoseconds that `body` took.
@inline(__always)
func timed(_ body: () -> Void) -> Int {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Int(DispatchTime.now().uptimeNanoseconds - start)
}

func timedThrowing(_ body: () throws -> Void) throws -> Int {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Int(DispatchTime.now().uptimeNanoseconds - start)
}

let captureTracker = BenchmarkTracker("capture", maxQueuedEvents: 10_000)
nonisolated(unsafe) var rawStore: RawStore?
let floodTracker = BenchmarkTracker("flood", maxQueuedEvents: 10_000)

let floodThreads = 4
let floodCallsPerThread = 250_000

let sampleInteraction = Interaction(
    kind: .controlAction, plugin: "traceless.target-action",
    screen: Screen(controllerClass: "CheckoutViewController", title: "Checkout"),
    element: Interaction.Element(className: "UIButton", path: "UIWindow/UIView/UIStackView[1]/UIButton[0]", text: "Pay"),
    selector: "pay:", controlEvent: 64, elementKey: "CheckoutViewController.UIButton.pay:.TouchUpInside")

/// Counts calls; says when a burst of 1,000 is over.
struct Burst {
    private var calls = 0

    mutating func next() -> Bool {
        calls += 1
        return calls % 1_000 == 0
    }
}

nonisolated(unsafe) var burst = Burst()

/// The baseline's buffer: what the tracker's caller-side cost would be with nothing but the lock.
final class LockedArray: Sendable {
    private let items = Mutex<[Interaction]>([])

    func append(_ interaction: Interaction) {
        items.withLock { $0.append(interaction) }
    }

    /// What the tracker's writer does to its inbox between bursts.
    func drain() {
        items.withLock { $0.removeAll(keepingCapacity: true) }
    }
}

let lockedArray = LockedArray()

nonisolated(unsafe) var handOffBurst = Burst()

let loopTracker = BenchmarkTracker("capture-loop", maxQueuedEvents: 10_000)
let loopArray = LockedArray()

nonisolated(unsafe) var commitBurst = Burst()
let commitBetweenBurstsTracker = BenchmarkTracker("commit-between", maxQueuedEvents: 10_000)
let commitArray = LockedArray()

/// A locked array whose contents another thread takes, reads and releases between bursts,
/// as the tracker's writer does with its inbox (two buffers swapped, capacity kept).
final class HandOffArray: @unchecked Sendable {
    // `@unchecked Sendable`: `spare` is touched only by the draining thread, while the
    // caller waits for it.
    private let items = Mutex<[Interaction]>([])
    private var spare: [Interaction] = []
    private let go = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)

    init() {
        let thread = Thread { [self] in
            while true {
                go.wait()
                var taken: [Interaction] = []
                swap(&taken, &spare)
                items.withLock { swap(&taken, &$0) }
                var count = 0
                for interaction in taken { count += interaction.plugin.utf8.count }
                blackHole(count)
                taken.removeAll(keepingCapacity: true)
                spare = taken
                done.signal()
            }
        }
        thread.start()
    }

    func append(_ interaction: Interaction) {
        items.withLock { $0.append(interaction) }
    }

    func drainOnOtherThread() {
        go.signal()
        done.wait()
    }
}

let handOffArray = HandOffArray()

/// The tracker of one benchmark, made by its setup and shut down by its teardown.
final class BenchmarkTracker: @unchecked Sendable {
    // `@unchecked Sendable`: `tracker` is set by setup and teardown and read by the body,
    // which package-benchmark runs one after another.
    private(set) var tracker: Tracker?
    private let name: String
    private let synchronous: TrackerConfiguration.Synchronous
    private let maxQueuedEvents: Int

    init(_ name: String, synchronous: TrackerConfiguration.Synchronous = .full, maxQueuedEvents: Int) {
        self.name = name
        self.synchronous = synchronous
        self.maxQueuedEvents = maxQueuedEvents
    }

    func open() throws {
        tracker = try Scratch.tracker(name, synchronous: synchronous, maxQueuedEvents: maxQueuedEvents)
    }

    func close() {
        tracker?.shutdown()
        tracker = nil
    }
}

/// Databases in a fresh directory, removed when the process exits.
enum Scratch {
    static let directory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("traceless-bench-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: Scratch.directory) }
        return url
    }()

    static func database(_ name: String) -> URL {
        directory.appendingPathComponent("\(name)-\(UUID().uuidString).sqlite")
    }

    static func tracker(_ name: String, at url: URL? = nil, synchronous: TrackerConfiguration.Synchronous,
                        maxQueuedEvents: Int) throws -> Tracker {
        var configuration = TrackerConfiguration(databaseURL: url ?? database(name))
        configuration.synchronous = synchronous
        configuration.maxQueuedEvents = maxQueuedEvents
        return try Tracker(configuration: configuration)
    }
}
