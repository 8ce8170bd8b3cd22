import CollectorKit
import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import TracelessTracker
import XCTest

/// ID12: remote switches fetched from the example Collector's `GET /config`.
final class RemoteConfigurationTests: XCTestCase {
    private func configURL(_ batchURL: URL) -> URL {
        URL(string: "/config", relativeTo: batchURL)!.absoluteURL
    }

    private func names(_ configuration: TrackerConfiguration) -> [String] {
        DatabaseReader.messages(at: configuration.databaseURL).map { $0["event"] as? String ?? "" }
    }

    private func remoteReports(_ reports: ReportLog) -> [RemoteConfigurationError] {
        reports.all.compactMap { if case .remoteConfigurationFailed(let error, _) = $0 { return error } else { return nil } }
    }

    func testID12ConfigurationIsFetchedAtStartAppliedAndPersisted() async throws {
        let (collector, batchURL) = try await startCollector {
            $0.remoteConfiguration = Data(#"{"blockedEvents": ["Debug Tapped", "Element Clicked"], "disabledPlugins": ["traceless.kvo-compat"]}"#.utf8)
        }
        let reports = ReportLog()
        var configuration = makeConfiguration(reports: reports)
        configuration.remoteConfigurationURL = configURL(batchURL)
        do {
            let tracker = try Tracker(configuration: configuration)
            await eventually("the configuration fetched at start") { tracker.remoteConfiguration.blockedEvents.contains("Debug Tapped") }
            XCTAssertEqual(tracker.disabledPlugins, ["traceless.kvo-compat"])
            let blocked = try tracker.track("Debug Tapped")
            XCTAssertEqual(blocked.waitUntilDurable(), .dropped(plugin: RemoteConfiguration.pluginName,
                                                              reason: "blocked by the remote configuration"))
            tracker.receive(tap())                     // "Element Clicked" is blocked too
            XCTAssertEqual(try tracker.track("Order Placed").waitUntilDurable(), .durable)
            XCTAssertTrue(tracker.flushToDisk())
            tracker.shutdown()
        }
        XCTAssertEqual(names(configuration), ["Order Placed"])
        XCTAssertTrue(reports.all.contains { if case .remoteConfigurationApplied = $0 { return true } else { return false } })
        let fetches = await collector.configStats.requests

        // The next launch applies the saved configuration before anything is captured, and
        // does not fetch again within the refresh interval: its fetcher starts by waiting.
        let relaunchClock = TestClock()
        configuration.clock = relaunchClock
        let relaunched = try makeTracker(configuration)
        XCTAssertTrue(relaunched.remoteConfiguration.blockedEvents.contains("Debug Tapped"))
        XCTAssertEqual(try relaunched.track("Debug Tapped").waitUntilDurable(),
                       .dropped(plugin: RemoteConfiguration.pluginName, reason: "blocked by the remote configuration"))
        await eventually("the relaunched fetcher waiting out the interval") { !relaunchClock.sleeps.isEmpty }
        XCTAssertGreaterThan(relaunchClock.sleeps[0], 0)
        XCTAssertLessThanOrEqual(relaunchClock.sleeps[0], configuration.remoteConfigurationRefreshInterval)
        let fetchesAfterRelaunch = await collector.configStats.requests
        XCTAssertEqual(fetchesAfterRelaunch, fetches)
        let mode = try FileManager.default.attributesOfItem(
            atPath: RemoteSwitches.fileURL(for: configuration.databaseURL).path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)
    }

    func testID12UnchangedConfigurationIsA304ByETag() async throws {
        let (collector, batchURL) = try await startCollector { $0.remoteConfiguration = Data(#"{"sampleRate": 1}"#.utf8) }
        let reports = ReportLog()
        var configuration = makeConfiguration(reports: reports)
        configuration.remoteConfigurationURL = configURL(batchURL)
        let tracker = try makeTracker(configuration)
        // Applied, not only received: the collector counts the request before the
        // tracker has the answer and its ETag.
        await eventually("the first configuration applied") {
            reports.all.contains { if case .remoteConfigurationApplied = $0 { return true } else { return false } }
        }
        let first = await collector.configStats.requests
        XCTAssertEqual(first, 1)
        let error = await tracker.refreshRemoteConfiguration()
        XCTAssertNil(error)
        let stats = await collector.configStats
        XCTAssertEqual(stats.requests, 2)
        XCTAssertEqual(stats.notModified, 1)
    }

    func testID12MalformedConfigurationKeepsTheLastGood() async throws {
        let (collector, batchURL) = try await startCollector { $0.remoteConfiguration = Data(#"{"blockedEvents": ["Debug"]}"#.utf8) }
        let reports = ReportLog()
        var configuration = makeConfiguration(reports: reports)
        configuration.remoteConfigurationURL = configURL(batchURL)
        let tracker = try makeTracker(configuration)
        await eventually("the good configuration") { tracker.remoteConfiguration.blockedEvents == ["Debug"] }

        for malformed in [#"{"blockedEvents": "Debug""#, #"{"sampleRate": 2}"#, #"["enabled", false]"#] {
            await collector.setRemoteConfiguration(Data(malformed.utf8))
            let error = await tracker.refreshRemoteConfiguration()
            guard case .malformed? = error else { return XCTFail("\(malformed): \(String(describing: error))") }
            XCTAssertEqual(tracker.remoteConfiguration.blockedEvents, ["Debug"])
        }
        await collector.setRemoteConfiguration(nil)    // 404
        let missing = await tracker.refreshRemoteConfiguration()
        XCTAssertEqual(missing, .status(404))
        XCTAssertEqual(tracker.remoteConfiguration.blockedEvents, ["Debug"])
        XCTAssertEqual(remoteReports(reports).count, 4)
        // And the saved one is still the good one.
        XCTAssertEqual(RemoteSwitches.load(from: RemoteSwitches.fileURL(for: configuration.databaseURL))?
            .configuration.blockedEvents, ["Debug"])
    }

    func testID12UnreachableConfigurationKeepsTheLastGoodAndRedactsItsURL() async throws {
        let reports = ReportLog()
        let clock = TestClock()
        var configuration = makeConfiguration(clock: clock, reports: reports)
        do {
            let (_, batchURL) = try await startCollector { $0.remoteConfiguration = Data(#"{"enabled": false}"#.utf8) }
            configuration.remoteConfigurationURL = configURL(batchURL)
            let tracker = try Tracker(configuration: configuration)
            await eventually("the configuration") { !tracker.remoteConfiguration.enabled }
            tracker.shutdown()
        }
        // A port nobody listens on, with a secret in the URL.
        configuration.remoteConfigurationURL = URL(string: "http://user:hunter22@127.0.0.1:9/config?token=s3cr3t-t0ken")!
        clock.advance(7 * 3600)                     // the saved one is stale: fetched at start
        let tracker = try makeTracker(configuration)
        XCTAssertFalse(tracker.remoteConfiguration.enabled)
        await eventually("the failure report") { !self.remoteReports(reports).isEmpty }
        guard case .unreachable? = remoteReports(reports).first else { return XCTFail("\(reports.all)") }
        XCTAssertEqual(remoteReports(reports).count, 1, "no retry before the refresh interval")
        XCTAssertFalse(tracker.remoteConfiguration.enabled)
        let text = "\(reports.all)"
        XCTAssertFalse(text.contains("s3cr3t-t0ken"), text)
        XCTAssertFalse(text.contains("hunter22"), text)
        XCTAssertTrue(text.contains("<redacted>"), text)
    }

    func testID12DisabledTurnsTrackingOff() async throws {
        let (_, batchURL) = try await startCollector { $0.remoteConfiguration = Data(#"{"enabled": false}"#.utf8) }
        var configuration = makeConfiguration()
        configuration.remoteConfigurationURL = configURL(batchURL)
        configuration.observesApplicationLifecycle = false
        let tracker = try makeTracker(configuration)
        await eventually("the configuration") { !tracker.remoteConfiguration.enabled }
        tracker.applicationDidLaunch()
        tracker.receive(tap())
        let receipt = try tracker.track("Order Placed")
        XCTAssertEqual(receipt.outcome, .dropped(plugin: RemoteConfiguration.pluginName, reason: "tracking disabled remotely"))
        XCTAssertTrue(tracker.flushToDisk())
        XCTAssertEqual(names(configuration), [])
    }

    func testID12SamplingIsDecidedPerInstall() throws {
        let quarter = RemoteConfiguration(sampleRate: 0.25)
        let ids = (0..<4_000).map { _ in UUID().uuidString.lowercased() }
        let inSample = ids.filter { quarter.samples(anonymousID: $0) }
        XCTAssertEqual(Double(inSample.count) / Double(ids.count), 0.25, accuracy: 0.04)
        // The same install answers the same every time.
        XCTAssertTrue(inSample.allSatisfy { quarter.samples(anonymousID: $0) })
        XCTAssertFalse(RemoteConfiguration(sampleRate: 0).samples(anonymousID: ids[0]))
        XCTAssertTrue(RemoteConfiguration(sampleRate: 1).samples(anonymousID: ids[0]))
        let outID = ids.first { !quarter.samples(anonymousID: $0) }!
        XCTAssertFalse(quarter.samples(anonymousID: outID))

        // A sampled-out install captures nothing, and its receipts say why.
        let configuration = makeConfiguration()
        try RemoteSwitches.save(.init(configuration: RemoteConfiguration(sampleRate: 0), etag: nil,
                                      fetchedAt: Date().timeIntervalSince1970),
                                to: RemoteSwitches.fileURL(for: configuration.databaseURL))
        let tracker = try makeTracker(configuration)
        guard case .dropped(RemoteConfiguration.pluginName, _)? = try tracker.track("Order Placed").outcome else {
            return XCTFail("not sampled out")
        }
        XCTAssertTrue(tracker.flushToDisk())
        XCTAssertEqual(names(configuration), [])
    }

    func testID12StartDoesNotWaitForASilentServer() async throws {
        // The server holds the fetch until the test releases it: while held, the fetch
        // cannot have ended, so a durable event then proves start and track did not wait.
        let server = try HeldServer()
        addTeardownBlock { server.close() }
        let reports = ReportLog()
        var configuration = makeConfiguration(reports: reports)
        configuration.remoteConfigurationURL = URL(string: "http://127.0.0.1:\(server.port)/config")!
        configuration.remoteConfigurationTimeout = 600
        let tracker = try makeTracker(configuration)
        XCTAssertEqual(try tracker.track("Order Placed").waitUntilDurable(), .durable)
        let arrived = await server.waitForRequest()
        XCTAssertTrue(arrived, "the fetch reached the server")
        XCTAssertEqual(remoteReports(reports), [], "the fetch is still held")
        XCTAssertEqual(tracker.remoteConfiguration, RemoteConfiguration())

        server.release("HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        await eventually("the held fetch's answer") { !self.remoteReports(reports).isEmpty }
        XCTAssertEqual(remoteReports(reports), [.status(503)])
        XCTAssertEqual(try tracker.track("After").waitUntilDurable(), .durable)
    }

    func testID12AFetchFromASilentServerEndsAtTheTimeout() async throws {
        let server = try HeldServer()
        addTeardownBlock { server.close() }
        let reports = ReportLog()
        var configuration = makeConfiguration(reports: reports)
        configuration.remoteConfigurationURL = URL(string: "http://127.0.0.1:\(server.port)/config")!
        configuration.remoteConfigurationTimeout = 1
        let started = Date()
        let tracker = try makeTracker(configuration)
        await eventually("the timeout") { !self.remoteReports(reports).isEmpty }
        guard case .unreachable? = remoteReports(reports).first else { return XCTFail("\(reports.all)") }
        // Nothing ends a held fetch early but the timeout; swift-corelibs-foundation counts
        // request timeouts in whole seconds (1.5 s is 1 s).
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 0.9)
        XCTAssertEqual(tracker.remoteConfiguration, RemoteConfiguration())
    }

    func testID12InvalidURLIsAConfigurationError() {
        var configuration = makeConfiguration()
        configuration.remoteConfigurationURL = URL(string: "ftp://user:pw@example.com/config?key=abcdef")
        XCTAssertThrowsError(try Tracker(configuration: configuration)) { error in
            guard case TrackerError.configuration(.invalidRemoteConfigurationURL(let shown)) = error else {
                return XCTFail("\(error)")
            }
            XCTAssertFalse(shown.contains("abcdef"))
        }
    }
}
