import Foundation
import HostKit
import Traceless
import TracelessTracker
@testable import TracelessWebBridge
import XCTest

/// ID10: a page's event, through a real tracker: named by the page, at the page's time,
/// `hybrid`, the hosting screen, and the tracker's identity, session and super-properties.
final class WebEventTrackerTests: WebBridgeTestCase {
    func testID10APageEventIsQueuedWithThePagesNameTimeAndTheNativeContext() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("traceless-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var configuration = TrackerConfiguration(databaseURL: directory.appendingPathComponent("events.sqlite"))
        configuration.observesApplicationLifecycle = false
        let tracker = try Tracker(configuration: configuration)
        defer { _ = tracker.shutdown() }
        try tracker.register(["plan": "pro", "sku": "super-property"])
        try tracker.identify(userId: "user-7")

        try start(sink: tracker)
        let webView = showWebView()
        XCTAssertTrue(hk_load_url(webView, "https://shop.example.com/cart"))
        let time = Self.pageNow - 2_000
        XCTAssertTrue(post(Self.message(properties: #"{"sku":"A1","qty":2,"price":9.5,"gift":true}"#, time: time), to: webView))
        XCTAssertTrue(tracker.flushToDisk())

        let message = try XCTUnwrap(QueuedMessages.all(at: configuration.databaseURL).first { $0["event"] as? String == "add_to_cart" })
        let properties = try XCTUnwrap(message["properties"] as? [String: Any])
        XCTAssertEqual(properties["hybrid"] as? Bool, true)
        XCTAssertEqual(properties["sku"] as? String, "A1", "the page's property over the super-property")
        XCTAssertEqual(properties["qty"] as? Int, 2)
        XCTAssertEqual(properties["price"] as? Double, 9.5)
        XCTAssertEqual(properties["gift"] as? Bool, true)
        XCTAssertEqual(properties["plan"] as? String, "pro")
        // Segment's profile, the default: the SDK's keys without `$`, the session in the context.
        XCTAssertEqual(properties["screen_name"] as? String, "UIViewController")
        XCTAssertEqual(properties["screen_title"] as? String, "Shop")
        XCTAssertEqual(properties["plugin"] as? String, "traceless.web-bridge")
        XCTAssertNotNil((message["context"] as? [String: Any])?["sessionId"] as? Int)
        XCTAssertEqual(message["userId"] as? String, "user-7")
        XCTAssertEqual(message["anonymousId"] as? String, tracker.anonymousId)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let timestamp = try XCTUnwrap((message["timestamp"] as? String).flatMap(formatter.date(from:)))
        XCTAssertEqual(timestamp.timeIntervalSince1970 * 1000, time, accuracy: 1, "the page's time, not the native one")
    }
}
