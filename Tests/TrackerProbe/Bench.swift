import Dispatch
import Foundation
import Synchronization
import Traceless
import TracelessTracker

/// Rough measurements for development; the package benchmarks are the reference.
func runBenchmarks(directory: URL) throws {
    let interaction = Interaction(
        kind: .controlAction, plugin: "bench", screen: Screen(controllerClass: "CheckoutViewController", title: "Checkout"),
        element: Element(className: "UIButton", path: "UIWindow/UIView/UIButton[0]", text: "Pay"),
        selector: "pay:", controlEvent: 64, elementKey: "CheckoutViewController/UIButton/pay:/64")
    let database = directory.appendingPathComponent("bench-\(UUID().uuidString).sqlite")
    defer {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database.path + suffix) }
    }
    var configuration = TrackerConfiguration(databaseURL: database)
    configuration.maxQueuedEvents = 10_000_000
    let tracker = try Tracker(configuration: configuration)

    // Capture-to-enqueue: each receive timed on its own, in bursts with pauses so the
    // writer both lingers and parks, as it does in an app.
    var samples: [UInt64] = []
    samples.reserveCapacity(200_000)
    for _ in 0..<200 {
        for _ in 0..<1_000 {
            let start = DispatchTime.now().uptimeNanoseconds
            tracker.receive(interaction)
            samples.append(DispatchTime.now().uptimeNanoseconds - start)
        }
        tracker.flushToDisk()
    }
    func summary(_ samples: [UInt64]) -> String {
        let sorted = samples.sorted()
        func percentile(_ p: Double) -> UInt64 { sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }
        return "p50 \(percentile(0.5)) p90 \(percentile(0.9)) p99 \(percentile(0.99)) p99.9 \(percentile(0.999)) max \(sorted.last!)"
    }
    // The baseline: the same calls appending to a locked array, drained between bursts.
    let locked = Mutex<[Interaction]>([])
    var baseline: [UInt64] = []
    baseline.reserveCapacity(200_000)
    for _ in 0..<200 {
        for _ in 0..<1_000 {
            let start = DispatchTime.now().uptimeNanoseconds
            locked.withLock { $0.append(interaction) }
            baseline.append(DispatchTime.now().uptimeNanoseconds - start)
        }
        locked.withLock { $0.removeAll(keepingCapacity: true) }
    }
    print("capture-to-enqueue ns: \(summary(samples))")
    print("locked array append ns: \(summary(baseline))")

    // Store throughput: accept 200k events in rounds of 10,000 (the in-memory bound: more at
    // once would measure drops) and wait until they are committed.
    // CPU time is printed too: on a shared machine it varies far less than wall time.
    let count = 200_000
    let start = DispatchTime.now().uptimeNanoseconds
    let cpuStart = processCPUSeconds()
    for _ in 0..<(count / 10_000) {
        for _ in 0..<10_000 { tracker.receive(interaction) }
        tracker.flushToDisk(timeout: 120)
    }
    if tracker.diagnostics.lostToBackPressure > 0 { print("dropped under load: \(tracker.diagnostics.lostToBackPressure)") }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let cpuPerEvent = (processCPUSeconds() - cpuStart) / Double(count) * 1e6
    print("store throughput: \(Int(Double(count) / seconds)) events/s (\(count) in \(String(format: "%.2f", seconds)) s, "
          + "\(String(format: "%.2f", cpuPerEvent)) µs CPU per event)")

    // Batch encode + gzip per 1,000 events.
    let events = (0..<1_000).map { index in
        Event(id: EventID(prefix: 1, sequence: UInt64(index)), origin: .interaction(.controlAction), name: "$element_click",
              properties: ["$screen_class": "CheckoutViewController", "$element_class": "UIButton", "$element_content": "Pay"],
              timestamp: Date(), anonymousId: "anon", sessionId: "session")
    }
    let rounds = 20
    let encodeStart = DispatchTime.now().uptimeNanoseconds
    var bytes = 0
    for _ in 0..<rounds { bytes = try Gzip.compress(SegmentBatch.body(for: events, sentAt: Date())).count }
    let perBatch = Double(DispatchTime.now().uptimeNanoseconds - encodeStart) / Double(rounds) / 1e6
    print("batch encode + gzip, 1,000 events: \(String(format: "%.2f", perBatch)) ms, \(bytes) bytes gzipped")
    tracker.shutdown()
}

/// User and system time of the whole process (all threads), in seconds.
private func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}
