import Dispatch
import Foundation
import Synchronization
import Traceless
@testable import TracelessTracker
import XCTest

/// TR5: a flood from many threads keeps memory bounded; every drop is counted and reported.
///
/// A `.before` plugin holds the writer thread until the flood is over, as a slow disk would,
/// so the in-memory queue certainly fills: the bound is what stops it, not the writer's speed.
final class FloodTests: XCTestCase {
    /// Blocks the writer thread in its pipeline until released.
    private final class Gate: TrackerPlugin {
        let name = "gate"
        let stage = PluginStage.before
        private let open = DispatchSemaphore(value: 0)
        private let entered = DispatchSemaphore(value: 0)
        private let once = Mutex(false)

        func process(_ event: inout Event) -> PluginDecision {
            let first = once.withLock { done -> Bool in defer { done = true }; return !done }
            if first {
                entered.signal()
                open.wait()
            }
            return .keep
        }

        func waitUntilHolding() { entered.wait() }
        func release() { open.signal() }
    }

    func testTR5FloodFromManyThreadsIsBoundedAndEveryDropIsReported() throws {
        let reports = ReportLog()
        var configuration = makeConfiguration(reports: reports)
        configuration.maxPendingEvents = 1_000
        configuration.maxQueuedEvents = 1_000_000
        let tracker = try makeTracker(configuration)
        let gate = Gate()
        tracker.add(gate)
        tracker.receive(tap("first"))
        gate.waitUntilHolding()

        let threads = 4, perThread = 5_000
        let fullReceipts = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in 0..<perThread {
                if index % 2 == 0 {
                    tracker.receive(tap("t\(thread)-\(index)"))
                } else if let receipt = try? tracker.track("Flood", properties: ["i": .int(index)]),
                          receipt.outcome == .lost(.queueFull) {
                    fullReceipts.withLock { $0 += 1 }
                }
            }
        }
        let whileHeld = tracker.diagnostics
        XCTAssertLessThanOrEqual(whileHeld.peakPendingEvents, 1_000, "the bound holds")
        XCTAssertEqual(whileHeld.accepted, UInt64(1 + threads * perThread))
        XCTAssertEqual(whileHeld.lostToBackPressure, UInt64(1 + threads * perThread - 1 - 1_000),
                       "everything beyond the bound is dropped (the writer holds the first event)")

        gate.release()
        XCTAssertTrue(tracker.flushToDisk(timeout: 30))
        let diagnostics = tracker.diagnostics
        XCTAssertEqual(diagnostics.committed, 1_001)
        XCTAssertEqual(diagnostics.accepted, diagnostics.committed + diagnostics.lost + diagnostics.droppedByPlugins)
        XCTAssertEqual(diagnostics.pending, 0)
        let reported = reports.all.reduce(0) { total, report in
            if case .droppedUnderLoad(let count, 1_000) = report { return total + count }
            return total
        }
        XCTAssertEqual(UInt64(reported), diagnostics.lostToBackPressure, "every drop is reported")
        XCTAssertGreaterThan(fullReceipts.withLock { $0 }, 0, "a dropped custom event's receipt says so")
        XCTAssertEqual(DatabaseReader.messageIDs(at: configuration.databaseURL).count, 1_001)
    }

    func testTR5LifecycleEventsAreNeverDroppedUnderLoad() throws {
        var configuration = makeConfiguration()
        configuration.maxPendingEvents = 5
        let tracker = try makeTracker(configuration)
        let gate = Gate()
        tracker.add(gate)
        tracker.receive(tap())
        gate.waitUntilHolding()
        for _ in 0..<10 { tracker.receive(tap()) }
        tracker.applicationDidEnterBackground()
        tracker.applicationWillEnterForeground()
        XCTAssertEqual(tracker.diagnostics.lostToBackPressure, 5, "taps beyond the bound dropped")
        gate.release()
        XCTAssertTrue(tracker.flushToDisk())
        let names = DatabaseReader.messages(at: configuration.databaseURL).map { $0["event"] as? String ?? "" }
        // The tracker's first opened event comes after its install event.
        XCTAssertEqual(names.suffix(3), ["Application Backgrounded", "Application Installed", "Application Opened"],
                       "session transitions kept")
        XCTAssertEqual(tracker.diagnostics.committed, 1 + 5 + 3)
    }

    func testTR5ByteBoundDropsBeforeTheCountBound() throws {
        var configuration = makeConfiguration()
        configuration.maxPendingBytes = 64 * 1024
        let tracker = try makeTracker(configuration)
        let gate = Gate()
        tracker.add(gate)
        tracker.receive(tap())
        gate.waitUntilHolding()
        let big = String(repeating: "b", count: 8_000)
        let outcomes = try (0..<20).map { _ in try tracker.track("Big", properties: ["blob": .string(big)]).outcome }
        let dropped = outcomes.filter { $0 == .lost(.queueFull) }.count
        XCTAssertGreaterThan(dropped, 0)
        XCTAssertLessThan(dropped, 20)
        gate.release()
        XCTAssertTrue(tracker.flushToDisk())
        XCTAssertEqual(tracker.diagnostics.committed, UInt64(1 + 20 - dropped))
    }

    func testTR5WaitPolicyWaitsThenDropsAtItsDeadline() throws {
        var configuration = makeConfiguration()
        configuration.maxPendingEvents = 10
        configuration.backPressure = .wait(timeout: 0.5)
        let tracker = try makeTracker(configuration)
        let gate = Gate()
        tracker.add(gate)
        tracker.receive(tap())
        gate.waitUntilHolding()
        for _ in 0..<10 { tracker.receive(tap()) }
        // The writer is held: no room can come, however long the wait.
        let late = try tracker.track("Late")
        XCTAssertEqual(late.outcome, .lost(.queueFull), "no room came within the timeout")
        XCTAssertEqual(tracker.diagnostics.lostToBackPressure, 1)
        gate.release()
        XCTAssertTrue(tracker.flushToDisk())
        XCTAssertEqual(tracker.diagnostics.committed, 11)
    }

    func testTR5WaitPolicyLetsAWaitingCallerInOnceTheWriterDrains() throws {
        var configuration = makeConfiguration()
        configuration.maxPendingEvents = 10
        // Longer than any test: the caller gets in because the writer drained, not by luck.
        configuration.backPressure = .wait(timeout: 600)
        let tracker = try makeTracker(configuration)
        let gate = Gate()
        tracker.add(gate)
        tracker.receive(tap())
        gate.waitUntilHolding()
        for _ in 0..<10 { tracker.receive(tap()) }
        // The group's wait orders the thread's write before the read.
        final class Slot: @unchecked Sendable { var receipt: EventReceipt? }
        let slot = Slot()
        let waiter = DispatchGroup()
        DispatchQueue.global().async(group: waiter) { slot.receipt = try? tracker.track("Waiter") }
        gate.release()
        waiter.wait()
        for _ in 0..<200 { tracker.receive(tap()) }
        XCTAssertTrue(tracker.flushToDisk())
        XCTAssertEqual(slot.receipt?.waitUntilDurable(), .durable)
        XCTAssertEqual(tracker.diagnostics.lostToBackPressure, 0)
        XCTAssertEqual(tracker.diagnostics.committed, 212)
    }
}
