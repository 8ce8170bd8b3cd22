import Foundation
import Synchronization
import Traceless
@testable import TracelessTracker
import XCTest

final class PipelineTests: XCTestCase {
    /// Records which plugins saw which events, in order.
    final class Trace: Sendable {
        private let steps = Mutex<[String]>([])
        func add(_ step: String) { steps.withLock { $0.append(step) } }
        var all: [String] { steps.withLock { $0 } }
    }

    func testPluginsRunByStageThenInOrderOfAddition() throws {
        let trace = Trace()
        let configuration = makeConfiguration()
        let tracker = try makeTracker(configuration)
        tracker.add(ClosurePlugin(name: "enrich", stage: .enrichment) { event in
            trace.add("enrich"); event.properties["build"] = "42"; return .keep
        })
        tracker.add(ClosurePlugin(name: "destination", stage: .destination) { event in
            trace.add("destination:\(event.properties["build"]?.stringValue ?? "-")"); return .keep
        })
        tracker.add(ClosurePlugin(name: "before", stage: .before) { _ in trace.add("before"); return .keep })
        tracker.add(ClosurePlugin(name: "enrich2", stage: .enrichment) { _ in trace.add("enrich2"); return .keep })
        XCTAssertEqual(try tracker.track("Event").waitUntilDurable(), .durable)
        XCTAssertEqual(trace.all, ["before", "enrich", "enrich2", "destination:42"])
        let properties = DatabaseReader.messages(at: configuration.databaseURL).first?["properties"] as? [String: Any]
        XCTAssertEqual(properties?["build"] as? String, "42")
    }

    func testDropIsExplicitCountedAndReported() throws {
        let reports = ReportLog()
        let trace = Trace()
        let tracker = try makeTracker(makeConfiguration(reports: reports))
        tracker.add(ClosurePlugin(name: "no-debug", stage: .before) { event in
            event.name.hasPrefix("debug") ? .drop(reason: "debug event") : .keep
        })
        tracker.add(ClosurePlugin(name: "later", stage: .enrichment) { event in trace.add(event.name); return .keep })
        let dropped = try tracker.track("debug_ping")
        let kept = try tracker.track("Purchase")
        XCTAssertEqual(dropped.waitUntilDurable(), .dropped(plugin: "no-debug", reason: "debug event"))
        XCTAssertEqual(kept.waitUntilDurable(), .durable)
        XCTAssertEqual(trace.all, ["Purchase"], "a dropped event goes no further")
        XCTAssertEqual(reports.all, [.droppedByPlugin(dropped.id, plugin: "no-debug", reason: "debug event")])
        let diagnostics = tracker.diagnostics
        XCTAssertEqual(diagnostics.droppedByPlugins, 1)
        XCTAssertEqual(diagnostics.committed, 1)
        XCTAssertEqual(diagnostics.accepted, 2)
    }

    func testDestinationsSeeOnlyCommittedEventsAndTheirDropsDoNotAffectStorage() throws {
        let trace = Trace()
        let tracker = try makeTracker(makeConfiguration())
        tracker.add(ClosurePlugin(name: "picky", stage: .destination) { event in
            trace.add(event.name)
            event.name = "renamed"
            return .drop(reason: "not for me")
        })
        XCTAssertEqual(try tracker.track("One").waitUntilDurable(), .durable)
        XCTAssertTrue(tracker.flushToDisk())
        XCTAssertEqual(trace.all, ["One"])
        XCTAssertEqual(tracker.queuedCount, 1)
        XCTAssertEqual(tracker.diagnostics.droppedByDestinations, 1)
    }

    func testRemovedPluginNoLongerRuns() throws {
        let trace = Trace()
        let tracker = try makeTracker(makeConfiguration())
        tracker.add(ClosurePlugin(name: "spy", stage: .enrichment) { event in trace.add(event.name); return .keep })
        _ = try tracker.track("A").waitUntilDurable()
        tracker.removePlugin(named: "spy")
        _ = try tracker.track("B").waitUntilDurable()
        XCTAssertEqual(trace.all, ["A"])
    }

    func testSuperPropertiesAreAddedWithoutOverridingEventProperties() throws {
        var configuration = makeConfiguration()
        configuration.superProperties = ["app": "shop", "plan": "free"]
        let tracker = try makeTracker(configuration)
        try tracker.register(["tier": 2])
        _ = try tracker.track("Upgrade", properties: ["plan": "pro"]).waitUntilDurable()
        tracker.unregister(["tier"])
        tracker.receive(tap())
        XCTAssertTrue(tracker.flushToDisk())
        let properties = DatabaseReader.messages(at: configuration.databaseURL).map { $0["properties"] as? [String: Any] ?? [:] }
        XCTAssertEqual(properties[0]["plan"] as? String, "pro")
        XCTAssertEqual(properties[0]["app"] as? String, "shop")
        XCTAssertEqual(properties[0]["tier"] as? Int, 2)
        XCTAssertEqual(properties[1]["app"] as? String, "shop")
        XCTAssertNil(properties[1]["tier"])
    }
}
