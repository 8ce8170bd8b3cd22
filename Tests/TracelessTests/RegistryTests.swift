import Foundation
import RuntimeFixtures
import TestSupport
import Traceless
import TracelessRuntime
import XCTest

final class RegistryTests: XCTestCase {
    override func setUp() {
        super.setUp()
        rf_log_reset()
    }

    func testInstallOrderPutsRequirementsFirstThenPriorityThenID() {
        let a = TestPlugin("a", priority: 1)
        let b = TestPlugin("b", priority: 5, requires: [.plugin("c")])
        let c = TestPlugin("c", priority: 0)
        let d = TestPlugin("d", priority: 1)
        let order = TracelessRegistry.installOrder(of: [a, b, c, d]).map(\.id)
        XCTAssertEqual(order, ["a", "d", "c", "b"])
        XCTAssertEqual(TracelessRegistry.installOrder(of: [d, c, b, a]).map(\.id), order, "deterministic whatever the input order")
    }

    func testEveryValidationProblemIsListedAndNothingIsInstalled() {
        let before = Fixture.counter.implementation(for: "ping")
        let plugins: [any InterceptionPlugin] = [
            TestPlugin("dup", points: [("RFCounter", "ping", .before, false)]),
            TestPlugin("dup"),
            TestPlugin("needs-missing", requires: [.plugin("absent"), .classNamed("NoSuchClassAnywhere")]),
            TestPlugin("x", conflicts: [PluginConflict("y", reason: "both hook setDelegate: differently")]),
            TestPlugin("y"),
            TestPlugin("loop-a", requires: [.plugin("loop-b")]),
            TestPlugin("loop-b", requires: [.plugin("loop-a")]),
        ]
        let registry = TracelessRegistry(plugins: plugins)
        XCTAssertThrowsError(try registry.start()) { error in
            guard case RegistryError.invalidPluginSet(let problems) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(problems.contains(.duplicateID("dup")))
            XCTAssertTrue(problems.contains(.missingRequirement(plugin: "needs-missing", requirement: .plugin("absent"))))
            XCTAssertTrue(problems.contains(.missingRequirement(plugin: "needs-missing", requirement: .classNamed("NoSuchClassAnywhere"))))
            XCTAssertTrue(problems.contains(.conflict("x", "y", reason: "both hook setDelegate: differently")))
            XCTAssertTrue(problems.contains { if case .cycle(let ids) = $0 { Set(ids) == ["loop-a", "loop-b"] } else { false } })
            XCTAssertEqual(problems.count, 5)
        }
        XCTAssertFalse(registry.isStarted)
        XCTAssertEqual(Fixture.counter.implementation(for: "ping"), before, "nothing installed")
    }

    func testAFailingInstallRollsBackEverything() {
        let echoBefore = Fixture.counter.implementation(for: "echo:")
        let pingBefore = Fixture.counter.implementation(for: "ping")
        let first = TestPlugin("first", priority: 10, points: [("RFCounter", "echo:", .after, false)])
        let second = TestPlugin("second", priority: 5, points: [("RFCounter", "ping", .before, false)])
        second.failInstall = true
        let registry = TracelessRegistry(plugins: [first, second])
        XCTAssertThrowsError(try registry.start()) { error in
            guard case RegistryError.installFailed(let plugin, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(plugin, "second")
        }
        XCTAssertEqual(first.uninstalled, 1, "the plugin installed before the failure was uninstalled")
        XCTAssertEqual(Fixture.counter.implementation(for: "echo:"), echoBefore)
        XCTAssertEqual(Fixture.counter.implementation(for: "ping"), pingBefore)
        XCTAssertFalse(registry.isStarted)
        XCTAssertTrue(registry.diagnostics.hooks.isEmpty)
    }

    func testAMissingRequiredClassFailsTheStartAndAnOptionalOneIsSkipped() throws {
        let strict = TracelessRegistry(plugins: [TestPlugin("strict", points: [("NoSuchViewClass", "ping", .after, false)])])
        XCTAssertThrowsError(try strict.start())
        let lenient = TracelessRegistry(plugins: [TestPlugin("lenient", points: [("NoSuchViewClass", "ping", .after, true),
                                                                         ("RFCounter", "ping", .after, false)])])
        try lenient.start()
        defer { lenient.stop() }
        let skipped = lenient.diagnostics.skipped
        XCTAssertEqual(skipped.map(\.subject), ["-[NoSuchViewClass ping]"])
        XCTAssertEqual(skipped.first?.reason, "class not loaded")

        let private_ = TracelessRegistry(plugins: [TestPlugin("private", points: [("RFCounter", "_noSuchPrivateStep:", .before, true)])])
        try private_.start()
        defer { private_.stop() }
        XCTAssertEqual(private_.diagnostics.skipped.map(\.reason), ["method not implemented"], "an optional private step a UIKit lacks is skipped")
    }

    func testPluginsOnOneSelectorShareOneHookAndRunByPriority() throws {
        let calls = Recorder<String>()
        let low = TestPlugin("low", priority: 1, points: [("RFCounter", "ping", .before, false)], calls: calls)
        let high = TestPlugin("high", priority: 9, points: [("RFCounter", "ping", .before, false)], calls: calls)
        let sink = RecordingSink()
        let registry = TracelessRegistry(plugins: [low, high], sink: sink)
        try registry.start()
        defer { registry.stop() }

        let hooks = registry.diagnostics.hooks.filter { $0.className == "RFCounter" && $0.selector == "ping" }
        XCTAssertEqual(hooks.count, 1, "one hook for the selector")
        XCTAssertEqual(Set(hooks[0].owners), ["low", "high"])

        let counter = ObjCObject.make(Fixture.counter)
        counter.send("ping")
        XCTAssertEqual(calls.all, ["high:ping", "low:ping"])
        XCTAssertEqual(rf_log_count("RFCounter.ping"), 1, "the business method ran once")

        registry.setEnabled(false, plugin: "high")
        counter.send("ping")
        XCTAssertEqual(calls.all, ["high:ping", "low:ping", "low:ping"], "each removable alone")
        registry.setEnabled(true, plugin: "high")
        registry.setEnabled(false, plugin: "low")
        counter.send("ping")
        XCTAssertEqual(calls.all.suffix(1), ["high:ping"])
        XCTAssertEqual(sink.interactions.all.map(\.plugin), ["high", "low", "low", "high"])
    }

    func testStopRestoresEveryReplacedIMP() throws {
        let selectors: [ObjCSelector] = ["ping", "add:to:", "echo:", "flag:"]
        let before = selectors.map { Fixture.counter.implementation(for: $0) }
        let subBefore = Fixture.sub.implementation(for: "ping")
        let registry = TracelessRegistry(plugins: [
            TestPlugin("one", points: selectors.map { ("RFCounter", $0, .after, false) }),
            TestPlugin("two", points: [("RFCounter", "ping", .before, false), ("RFSubCounter", "ping", .instead, false)]),
        ])
        try registry.start()
        XCTAssertNotEqual(selectors.map { Fixture.counter.implementation(for: $0) }, before)
        XCTAssertNotEqual(Fixture.sub.implementation(for: "ping"), subBefore)
        registry.stop()
        XCTAssertEqual(selectors.map { Fixture.counter.implementation(for: $0) }, before)
        XCTAssertEqual(Fixture.sub.implementation(for: "ping"), subBefore)
        XCTAssertTrue(Hooks.installed.filter { $0.owners.contains("one") || $0.owners.contains("two") }.isEmpty)
        XCTAssertNoThrow(try registry.start(), "can start again")
        registry.stop()
    }

    func testGlobalSwitchLetsEveryCallThrough() throws {
        let calls = Recorder<String>()
        let registry = TracelessRegistry(plugins: [
            TestPlugin("p", points: [("RFCounter", "ping", .before, false), ("RFCounter", "flag:", .instead, false)], calls: calls),
        ])
        try registry.start()
        defer { registry.stop() }
        let counter = ObjCObject.make(Fixture.counter)
        registry.isInterceptionEnabled = false
        counter.send("ping")
        XCTAssertFalse(counter.send("flag:", true).bool, "an instead hook stands aside and the original answers")
        XCTAssertEqual(calls.all, [])
        XCTAssertEqual(rf_log_count("RFCounter.flag"), 1)
        registry.isInterceptionEnabled = true
        counter.send("ping")
        XCTAssertEqual(calls.all, ["p:ping"])
        XCTAssertFalse(registry.diagnostics.interceptionEnabled == false)
    }

    func testConfigurationThatDisablesInterceptionInstallsNothing() throws {
        var configuration = TracelessConfiguration()
        configuration.interceptionEnabled = false
        let before = Fixture.counter.implementation(for: "ping")
        let registry = TracelessRegistry(plugins: [TestPlugin("p", points: [("RFCounter", "ping", .before, false)])], configuration: configuration)
        try registry.start()
        defer { registry.stop() }
        XCTAssertEqual(Fixture.counter.implementation(for: "ping"), before)
        XCTAssertFalse(registry.diagnostics.interceptionEnabled)
        XCTAssertEqual(registry.diagnostics.skipped.first?.reason, "interception disabled by configuration")
    }

    func testInvalidConfigurationIsATypedErrorListingEveryProblem() {
        var configuration = TracelessConfiguration()
        configuration.samplingRate = 1.5
        configuration.ignoredViewClasses = [" "]
        let plugin = TestPlugin("opinionated")
        plugin.optionProblems = ["mode must be one of subclass, proxy"]
        configuration.pluginOptions["opinionated"] = ["mode": "weird"]
        XCTAssertThrowsError(try TracelessRegistry(plugins: [plugin], configuration: configuration).start()) { error in
            guard case RegistryError.invalidConfiguration(let problems) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(problems.count, 3, "\(problems)")
            XCTAssertTrue(problems.contains("opinionated: mode must be one of subclass, proxy"))
        }
    }

    func testIgnoreListsAndSamplingDropInteractionsAndCountThem() throws {
        var configuration = TracelessConfiguration()
        configuration.ignoredSelectors = ["echo:"]
        let sink = RecordingSink()
        let registry = TracelessRegistry(plugins: [TestPlugin("p", points: [("RFCounter", "ping", .after, false), ("RFCounter", "echo:", .after, false)])],
                                 configuration: configuration, sink: sink)
        try registry.start()
        let counter = ObjCObject.make(Fixture.counter)
        counter.send("ping")
        counter.send("echo:", counter.object)
        XCTAssertEqual(sink.interactions.all.map(\.selector), ["ping"])
        XCTAssertEqual(registry.diagnostics.plugins.first?.interactions, 1)
        XCTAssertEqual(registry.diagnostics.plugins.first?.dropped, 1)
        registry.stop()

        var none = TracelessConfiguration()
        none.samplingRate = 0
        let unsampled = TracelessRegistry(plugins: [TestPlugin("p", points: [("RFCounter", "ping", .after, false)])], configuration: none, sink: sink)
        try unsampled.start()
        counter.send("ping")
        XCTAssertEqual(sink.interactions.all.count, 1, "a session sampled out reports nothing")
        unsampled.stop()
    }

    func testASinkThatMayBlockIsCalledOffTheCallersThread() throws {
        let sink = RecordingSink(onCaller: false)
        let registry = TracelessRegistry(plugins: [TestPlugin("p", points: [("RFCounter", "ping", .after, false)])], sink: sink)
        try registry.start()
        defer { registry.stop() }
        let counter = ObjCObject.make(Fixture.counter)
        XCTAssertTrue(Thread.isMainThread)
        counter.send("ping")
        XCTAssertEqual(sink.delivered.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(sink.threads.all, [false], "delivered on the registry's queue")
    }

    func testDiagnosticsListPluginsHooksAndSkipsAsTableAndJSON() throws {
        let registry = TracelessRegistry(plugins: [
            TestPlugin("alpha", priority: 3, points: [("RFCounter", "ping", .before, false), ("Missing", "ping", .after, true)]),
            TestPlugin("beta", points: [("RFCounter", "scale:", .after, false)]),
        ])
        try registry.start()
        defer { registry.stop() }
        let diagnostics = registry.diagnostics
        XCTAssertEqual(diagnostics.plugins.map(\.id), ["alpha", "beta"])
        XCTAssertEqual(diagnostics.hooks.first { $0.selector == "scale:" }?.mechanism, "forwarding")
        XCTAssertEqual(diagnostics.hooks.first { $0.selector == "ping" }?.mechanism, "typed")
        let table = diagnostics.table()
        XCTAssertTrue(table.contains("alpha"))
        XCTAssertTrue(table.contains("RFCounter"))
        XCTAssertTrue(table.contains("class not loaded"))
        let decoded = try JSONDecoder().decode(TracelessDiagnostics.self, from: Data(diagnostics.json().utf8))
        XCTAssertEqual(decoded, diagnostics)
    }
}
