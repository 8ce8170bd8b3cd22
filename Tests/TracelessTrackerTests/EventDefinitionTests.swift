import CollectorKit
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import TracelessTracker
import XCTest

/// IN4: event definitions delivered in the remote configuration name interactions.
final class EventDefinitionTests: XCTestCase {
    func testIN4_aDefinitionInTheRemoteConfigurationNamesTheNextMatchingTap() async throws {
        let key = "CheckoutViewController.UIButton.pay:.TouchUpInside"
        let document = """
            {"eventDefinitions": [
              {"id": "bad", "version": 1, "name": "$reserved", "screen": "CheckoutViewController", "elementKey": "\(key)"},
              {"id": "d1", "version": 3, "name": "Payment Started", "screen": "CheckoutViewController", "elementKey": "\(key)", "text": "Pay"},
              {"id": "d2", "version": 1, "name": "Second Match", "screen": "CheckoutViewController", "elementKey": "\(key)"},
              {"id": "d3", "version": 1, "name": "Wrong Index", "screen": "CheckoutViewController", "elementKey": "\(key)", "index": "0-3"},
              "not a definition"
            ]}
            """
        let (_, batchURL) = try await startCollector { $0.remoteConfiguration = Data(document.utf8) }
        let reports = ReportLog()
        var configuration = makeConfiguration(reports: reports)
        configuration.remoteConfigurationURL = URL(string: "/config", relativeTo: batchURL)!.absoluteURL
        let tracker = try makeTracker(configuration)
        await eventually("the definitions fetched") { tracker.remoteConfiguration.eventDefinitions.count == 3 }
        XCTAssertEqual(tracker.remoteConfiguration.eventDefinitions.map(\.id), ["d1", "d2", "d3"])

        tracker.receive(tap("Pay"))                                  // d1 (the first match, not d2)
        tracker.receive(tap("Pay later"))                            // text differs: d2
        tracker.receive(tap("Pay", screen: "CartViewController"))    // another screen: unnamed
        XCTAssertTrue(tracker.flushToDisk())

        let messages = DatabaseReader.messages(at: configuration.databaseURL)
        let properties = messages.map { $0["properties"] as? [String: Any] ?? [:] }
        XCTAssertEqual(messages.map { $0["event"] as? String }, ["Payment Started", "Second Match", "Element Clicked"])
        XCTAssertEqual(properties.map { $0["traceless_definition"] as? String }, ["d1@3", "d2@1", nil])
        XCTAssertEqual(properties.map { $0["traceless_original_event"] as? String }, ["Element Clicked", "Element Clicked", nil])
        XCTAssertEqual(properties.map { $0["element_key"] as? String }, [key, key, "CartViewController.UIButton.pay:.TouchUpInside"])

        let refused = reports.all.compactMap { report -> EventDefinitionError? in
            if case .eventDefinitionRefused(let error) = report { return error } else { return nil }
        }
        XCTAssertEqual(refused.count, 2)
        guard case .malformed(0, "bad", let reason)? = refused.first else { return XCTFail("\(refused)") }
        XCTAssertTrue(reason.contains("reserved"), reason)
        guard case .malformed(4, nil, _)? = refused.last else { return XCTFail("\(refused)") }
    }
}

/// IN4 end to end, without the browser: a definition saved through the collector's inspector
/// (as the page saves it) reaches a running app through `GET /config`, and the app's next tap
/// of that element arrives at the collector named, with no release and no relaunch.
final class EventDefinitionLoopTests: XCTestCase {
    func testIN4_aDefinitionSavedInTheInspectorNamesTheNextUploadedTap() async throws {
        let (collector, batchURL) = try await startCollector { $0.inspectorToken = "pairing" }
        var configuration = makeConfiguration(uploadURL: batchURL)
        configuration.remoteConfigurationURL = URL(string: "/config", relativeTo: batchURL)!.absoluteURL
        let tracker = try makeTracker(configuration)

        tracker.receive(tap("Pay"))
        _ = await tracker.flush()
        await eventually("the first tap uploaded") { await collector.events.contains { $0.event == "Element Clicked" } }

        let definition = Data(#"{"name": "Payment Started", "screen": "CheckoutViewController", "elementKey": "CheckoutViewController.UIButton.pay:.TouchUpInside"}"#.utf8)
        func post(_ path: String) async throws -> (Int, Data) {
            var request = URLRequest(url: URL(string: path, relativeTo: batchURL)!.absoluteURL)
            request.httpMethod = "POST"
            request.setValue("pairing", forHTTPHeaderField: "X-Traceless-Pairing")
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = definition
            let (body, response) = try await URLSession.shared.data(for: request)
            return ((response as? HTTPURLResponse)?.statusCode ?? 0, body)
        }
        // IN5 on what the SDK uploaded (the Segment profile's property names): the stored tap matches.
        let (previewStatus, preview) = try await post("/inspector/definitions/preview")
        XCTAssertEqual(previewStatus, 200)
        XCTAssertEqual((try JSONSerialization.jsonObject(with: preview) as? [String: Any])?["matches"] as? Int, 1)
        let (status, body) = try await post("/inspector/definitions")
        XCTAssertEqual(status, 201, String(decoding: body, as: UTF8.self))

        let refused = await tracker.refreshRemoteConfiguration()
        XCTAssertNil(refused)
        tracker.receive(tap("Pay"))
        _ = await tracker.flush()
        await eventually("the next tap uploaded under the definition's name") {
            await collector.events.contains { $0.event == "Payment Started" }
        }
        let events = await collector.events
        let named = try XCTUnwrap(events.first { $0.event == "Payment Started" })
        let properties = try XCTUnwrap((try JSONSerialization.jsonObject(with: named.json) as? [String: Any])?["properties"] as? [String: Any])
        XCTAssertEqual(properties["traceless_original_event"] as? String, "Element Clicked")
        XCTAssertEqual((properties["traceless_definition"] as? String)?.hasSuffix("@1"), true)
        XCTAssertEqual(events.filter { $0.event == "Element Clicked" }.count, 1, "the first tap keeps its name")
    }
}
