import Foundation
import HostKit
import HostKitFixtures
import ModernCaptureFixtures
import Traceless
import TracelessInspector
import TracelessPageView
import TracelessTargetAction
import TracelessTracker
import XCTest

/// IN1, IN2, IN6, IN7: the device's side of the inspector, against a fake inspector.
final class InspectorTests: XCTestCase {
    private var owned: [HKObject] = []

    override func tearDown() {
        let pool = hk_pool_push()
        defer { hk_pool_pop(pool) }
        for object in owned.reversed() { hk_release(object) }
        owned.removeAll()
        super.tearDown()
    }

    /// A tracker on a fresh database (nothing uploads) and a registry reporting into it.
    private func makeApp(_ configure: (inout TrackerConfiguration) -> Void = { _ in }) throws -> (Tracker, TracelessRegistry) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("traceless-inspector-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var configuration = TrackerConfiguration(databaseURL: directory.appendingPathComponent("events.sqlite"), uploadURL: nil)
        configuration.flushAt = 1_000_000
        configuration.flushInterval = 3_600
        configure(&configuration)
        let tracker = try Tracker(configuration: configuration)
        let registry = TracelessRegistry(plugins: [TargetActionPlugin(), PageViewPlugin()], sink: tracker)
        let pool = hk_pool_push()
        defer { hk_pool_pop(pool) }
        try registry.start()
        addTeardownBlock {
            let pool = hk_pool_push()
            defer { hk_pool_pop(pool) }
            registry.stop()
            tracker.shutdown()
            try? FileManager.default.removeItem(at: directory)
        }
        return (tracker, registry)
    }

    /// A shop screen with a button and a text view subclass holding typed text, shown in a key window.
    private func showShop() -> (button: HKObject?, textView: HKObject?) {
        let pool = hk_pool_push()
        defer { hk_pool_pop(pool) }
        let shop = mcf_controller_new("INShopController", "Shop")
        owned.append(shop!)
        let button = hk_button_new("Add to cart")
        hk_view_set_frame(button, 16, 120, 200, 44)
        hk_view_add_subview(hk_view_controller_view(shop), button)
        hk_release(button)
        let textView = hkf_placeholder_text_view_new("Your note")
        hk_text_view_set_text(textView, "my secret typed text")
        hk_view_add_subview(hk_view_controller_view(shop), textView)
        hk_release(textView)
        hk_control_add_target(button, shop, "handled:", UInt(HKControlEventTouchUpInside))
        let window = hk_window_new()
        owned.append(window!)
        hk_window_set_root(window, shop)
        hk_window_make_key_and_visible(window)
        return (button, textView)
    }

    private func tap(_ view: HKObject?) -> Bool {
        let pool = hk_pool_push()
        defer { hk_pool_pop(pool) }
        return hk_tap(view)
    }

    private func eventually(timeout: Double = 15, _ what: String, _ condition: () -> Bool) async {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return }
            try? await Task.sleep(nanoseconds: 20_000_000)
        }
        XCTFail("timed out waiting for \(what)")
    }

    private func events(_ inspector: FakeInspector) -> [(stage: String, name: String)] {
        inspector.messages.compactMap { message in
            guard message["kind"] as? String == "event", let event = message["event"] as? [String: Any] else { return nil }
            return (message["stage"] as? String ?? "", event["event"] as? String ?? event["type"] as? String ?? "")
        }
    }

    /// A fake inspector, listening, and stopped after the test.
    private func startedFake() async throws -> FakeInspector {
        let fake = FakeInspector()
        try await fake.start()
        addTeardownBlock { await fake.stop() }
        return fake
    }

    /// The properties of the first tap uploaded as "Element Clicked".
    private func uploadedClick(_ inspector: FakeInspector) -> [String: Any]? {
        inspector.messages.lazy.compactMap { message -> [String: Any]? in
            guard message["stage"] as? String == "uploaded", let event = message["event"] as? [String: Any],
                  event["event"] as? String == "Element Clicked" else { return nil }
            return event["properties"] as? [String: Any]
        }.first
    }

    func testIN1_capturedAndUploadedEventsArriveInOrder() async throws {
        let fake = try await startedFake()
        let (tracker, registry) = try makeApp { configuration in
            // The app's redaction: a card number is masked, a debug event dropped.
            configuration.redact = { event in
                if event.name == "Debug Tapped" { return .drop(reason: "debug only") }
                if event.properties["card"] != nil { event.properties["card"] = "****" }
                return .keep
            }
        }
        let inspector = Inspector(InspectorConfiguration(url: fake.url, pairingToken: fake.token), tracker: tracker, registry: registry)
        defer { inspector.stop() }

        let (button, _) = showShop()
        XCTAssertTrue(tap(button))
        _ = try tracker.track("Debug Tapped", properties: ["card": "4111 1111 1111 1111"])
        _ = try tracker.track("Order Placed", properties: ["card": "4111 1111 1111 1111"])
        await eventually("the tap and the custom events, captured, uploaded or dropped") {
            events(fake).filter { $0.name == "Order Placed" }.count == 2
        }
        let stages = events(fake).filter { ["Element Clicked", "Debug Tapped", "Order Placed"].contains($0.name) }
        XCTAssertEqual(stages.map { "\($0.stage) \($0.name)" }, [
            "captured Element Clicked", "uploaded Element Clicked", "dropped Debug Tapped",
            "captured Order Placed", "uploaded Order Placed",
        ])
        let dropped = try XCTUnwrap(fake.messages.first { $0["stage"] as? String == "dropped" })
        XCTAssertEqual(dropped["reason"] as? String, "redaction: debug only")
        for request in fake.requests {
            for message in request.messages { XCTAssertFalse(message.contains("4111"), "an unredacted value was sent: \(message)") }
        }
        // One connection, its messages numbered consecutively from 0.
        let requests = fake.requests
        XCTAssertEqual(Set(requests.map(\.connection)).count, 1)
        var next = 0
        for request in requests {
            XCTAssertEqual(request.seq, next)
            next += request.messages.count
        }
        XCTAssertTrue(inspector.status.running)
        XCTAssertEqual(inspector.status.dropped, 0)
    }

    func testIN2_aSnapshotHasKeysTextAndTrackingButNeverTypedText() async throws {
        let fake = try await startedFake()
        let (tracker, registry) = try makeApp()
        let inspector = Inspector(InspectorConfiguration(url: fake.url, pairingToken: fake.token), tracker: tracker, registry: registry)
        defer { inspector.stop() }

        let (button, _) = showShop()
        await eventually("the page view's snapshot") { fake.messages.contains { $0["kind"] as? String == "snapshot" } }
        fake.requestSnapshot()                              // the page's "snapshot" command
        await eventually("the commanded snapshot") { fake.messages.contains { $0["reason"] as? String == "requested" } }
        inspector.snapshot()                                // the app asking itself
        await eventually("the second snapshot") { fake.messages.filter { $0["reason"] as? String == "requested" }.count == 2 }
        XCTAssertTrue(tap(button))
        await eventually("the tap") { events(fake).contains { $0.stage == "uploaded" && $0.name == "Element Clicked" } }

        let snapshots = fake.messages.filter { $0["kind"] as? String == "snapshot" }
        XCTAssertEqual(snapshots.map { $0["reason"] as? String }, ["page_view", "requested", "requested"])
        let snapshot = try XCTUnwrap(snapshots.last)
        XCTAssertEqual((snapshot["screen"] as? [String: Any])?["name"] as? String, "INShopController")
        let elements = try XCTUnwrap(snapshot["elements"] as? [[String: Any]])
        let buttonElement = try XCTUnwrap(elements.first { $0["class"] as? String == "UIButton" })
        XCTAssertEqual(buttonElement["text"] as? String, "Add to cart")
        XCTAssertEqual(buttonElement["kind"] as? String, "button")
        XCTAssertEqual(buttonElement["tracked"] as? Bool, true)
        XCTAssertEqual(buttonElement["plugin"] as? String, "traceless.target-action")
        let frame = try XCTUnwrap(buttonElement["frame"] as? [String: Double])
        XCTAssertEqual(frame["width"], 200)
        XCTAssertEqual(frame["height"], 44)
        // The key in the snapshot is the key the tap's event carries, and its screen the
        // screen the tap names (a definition matches both).
        let tap = try XCTUnwrap(uploadedClick(fake))
        let tapScreen = tap["screen_name"] as? String
        XCTAssertNotNil(buttonElement["key"] as? String)
        XCTAssertEqual(buttonElement["key"] as? String, tap["element_key"] as? String)
        XCTAssertEqual(buttonElement["screen"] as? String, tapScreen)
        XCTAssertEqual(tapScreen, "INShopController")
        XCTAssertTrue(elements.contains { ($0["class"] as? String)?.contains("TextView") == true || $0["kind"] as? String == "text-input" })
        for element in elements where element["kind"] as? String == "text-input" {
            XCTAssertTrue(element["text"] is NSNull, "\(element)")
        }
        for request in fake.requests {
            for message in request.messages { XCTAssertFalse(message.contains("my secret typed text"), message) }
        }
    }

    /// The shop shown, `keys` typed on the keyboard into its text view, `then` done with its
    /// button, and a snapshot asked for: the snapshot's elements, and the fake that got them.
    private func snapshotAfterTyping(
        _ keys: String, then: (_ button: HKObject?, _ keyboard: HKObject?) -> Void = { _, _ in }
    ) async throws -> (fake: FakeInspector, elements: [[String: Any]]) {
        let fake = try await startedFake()
        let (tracker, registry) = try makeApp()
        let inspector = Inspector(InspectorConfiguration(url: fake.url, pairingToken: fake.token), tracker: tracker, registry: registry)
        defer { inspector.stop() }

        let (button, textView) = showShop()
        let pool = hk_pool_push()
        let keyboard = hk_keyboard_show(textView)
        XCTAssertTrue(hk_keyboard_tap_keys(keyboard, keys))
        then(button, keyboard)
        hk_pool_pop(pool)
        defer { hk_release(keyboard) }
        inspector.snapshot()
        await eventually("the snapshot") { fake.messages.contains { $0["reason"] as? String == "requested" } }
        let snapshot = try XCTUnwrap(fake.messages.last { $0["reason"] as? String == "requested" })
        return (fake, try XCTUnwrap(snapshot["elements"] as? [[String: Any]]))
    }

    /// The keyboard's window is not drawn: its prediction bar shows the word being typed.
    func testIN2_theKeyboardsWindowIsLeftOutOfTheSnapshot() async throws {
        let (fake, elements) = try await snapshotAfterTyping("zqxjkv") { _, keyboard in
            XCTAssertEqual(hk_keyboard_prediction(keyboard).map { String(cString: $0) }, "zqxjkv")
        }
        XCTAssertTrue(elements.contains { $0["class"] as? String == "UIButton" }, "the app's window is drawn")
        XCTAssertFalse(elements.contains { $0["class"] as? String == "UIWindow" && ($0["frame"] as? [String: Double])?["height"] == 300 })
        for request in fake.requests {
            for message in request.messages { XCTAssertFalse(message.contains("zqxjkv") || message.contains("Keyboard"), message) }
        }
    }

    /// What the user typed, shown by the app on a button: the snapshot draws the button
    /// without that text.
    func testIN2_whatWasTypedShownInAnotherViewIsNotInTheSnapshot() async throws {
        let (fake, elements) = try await snapshotAfterTyping(" zqxjkv") { button, _ in hk_button_set_title(button, "Send zqxjkv") }
        let drawn = try XCTUnwrap(elements.first { $0["class"] as? String == "UIButton" }, "the button is drawn")
        XCTAssertTrue(drawn["text"] is NSNull, "\(drawn["text"] ?? "")")
        for request in fake.requests {
            for message in request.messages { XCTAssertFalse(message.contains("zqxjkv"), message) }
        }
    }

    /// A bar button item's view has only its place as a snapshot key; the page names it by the
    /// events tapped on it. That needs the tap's position inside the view's frame, on the
    /// screen the snapshot gives the view.
    func testIN4_aBarButtonItemsTapLandsOnItsViewInTheSnapshot() async throws {
        let fake = try await startedFake()
        let (tracker, registry) = try makeApp()
        let inspector = Inspector(InspectorConfiguration(url: fake.url, pairingToken: fake.token), tracker: tracker, registry: registry)
        defer { inspector.stop() }

        let pool = hk_pool_push()
        let page = mcf_controller_new("INProductController", "Product")
        owned.append(page!)
        var share = hk_bar_button_item_new("Share", page, "handled:")
        hk_set_right_bar_items(page, &share, 1)
        hk_release(share)
        let navigation = hk_navigation_controller_new(page)
        owned.append(navigation!)
        let window = hk_window_new()
        owned.append(window!)
        hk_window_set_root(window, navigation)
        hk_window_make_key_and_visible(window)
        hk_pool_pop(pool)
        XCTAssertTrue(hk_tap_bar_button_item(share))
        inspector.snapshot()

        await eventually("the tap and the snapshot") {
            events(fake).contains { $0.stage == "uploaded" && $0.name == "Element Clicked" }
                && fake.messages.contains { $0["reason"] as? String == "requested" }
        }
        let tap = try XCTUnwrap(uploadedClick(fake))
        let key = try XCTUnwrap(tap["element_key"] as? String)
        XCTAssertTrue(key.contains("UIBarButtonItem"), key)
        let snapshot = try XCTUnwrap(fake.messages.last { $0["reason"] as? String == "requested" })
        // Tap positions are fractions of the window; frames are in its points.
        let size = try XCTUnwrap(snapshot["size"] as? [String: Double])
        let x = try XCTUnwrap(tap["tap_screen_x"] as? Double) * size["width"]!, y = try XCTUnwrap(tap["tap_screen_y"] as? Double) * size["height"]!
        let elements = try XCTUnwrap(snapshot["elements"] as? [[String: Any]])
        let itemView = try XCTUnwrap(elements.first {
            guard let frame = $0["frame"] as? [String: Double], $0["tracked"] as? Bool == true else { return false }
            return x >= frame["x"]! && y >= frame["y"]! && x < frame["x"]! + frame["width"]! && y < frame["y"]! + frame["height"]!
        }, "no tracked element of the snapshot holds the tap at (\(x), \(y))")
        XCTAssertTrue(itemView["key"] is NSNull, "the view does not tell its item's key (the page's tap lookup does): \(itemView)")
        XCTAssertEqual(itemView["screen"] as? String, tap["screen_name"] as? String)
    }

    func testIN6_aWrongTokenIsRefusedAndStopsTheInspector() async throws {
        let fake = try await startedFake()
        let (tracker, registry) = try makeApp()
        let inspector = Inspector(InspectorConfiguration(url: fake.url, pairingToken: "not-the-token"), tracker: tracker, registry: registry)
        defer { inspector.stop() }

        _ = try tracker.track("Order Placed")
        await eventually("the refusal to stop it") { !inspector.status.running }
        XCTAssertEqual(inspector.status.lastError, .pairingRefused)
        XCTAssertGreaterThan(fake.refused, 0)
        XCTAssertTrue(fake.requests.isEmpty)
        // Stopped: the app goes on, and nothing more is tried.
        let refusals = fake.refused
        XCTAssertEqual(try tracker.track("After").waitUntilDurable(), .durable)
        XCTAssertLessThanOrEqual(fake.refused, refusals + 1, "at most the poll already in flight")
    }

    func testIN7_afterTheInspectorRestartsTheDeviceResumesOnANewConnection() async throws {
        let fake = try await startedFake()
        let (tracker, registry) = try makeApp()
        var configuration = InspectorConfiguration(url: fake.url, pairingToken: fake.token)
        configuration.maxBackoff = 0.5
        let inspector = Inspector(configuration, tracker: tracker, registry: registry)
        defer { inspector.stop() }

        _ = try tracker.track("Before Restart")
        await eventually("the first event") { events(fake).contains { $0.name == "Before Restart" && $0.stage == "uploaded" } }
        let first = try XCTUnwrap(fake.requests.first?.connection)

        await fake.stop()
        _ = try tracker.track("While Down")
        await eventually("a failed attempt") { inspector.status.reconnections > 0 }
        try await fake.start()
        _ = try tracker.track("After Restart")
        await eventually("the events kept while it was down") {
            events(fake).contains { $0.name == "After Restart" && $0.stage == "uploaded" }
        }
        let names = events(fake).map(\.name)
        XCTAssertEqual(names.filter { $0 == "While Down" }.count, 2, "captured and uploaded, once each")
        let later = fake.requests.filter { $0.connection != first }
        XCTAssertFalse(later.isEmpty)
        XCTAssertEqual(later.first?.seq, 0, "a new connection starts at seq 0")
        XCTAssertEqual(inspector.status.connection, later.last?.connection)
        XCTAssertTrue(inspector.status.running)
    }

    func testIN7_whileTheInspectorIsAwayTheNewestMessagesAreKeptAndTheDropsCounted() async throws {
        let fake = try await startedFake()
        await fake.stop()                                  // away from the start, on a known port
        let (tracker, registry) = try makeApp()
        var configuration = InspectorConfiguration(url: fake.url, pairingToken: fake.token)
        configuration.maxQueuedMessages = 10
        configuration.maxBackoff = 0.2
        let inspector = Inspector(configuration, tracker: tracker, registry: registry)
        defer { inspector.stop() }

        for index in 0..<30 { _ = try tracker.track("E\(index)") }
        XCTAssertEqual(try tracker.track("Last").waitUntilDurable(), .durable)
        // 1 diagnostics message and 31 events captured and uploaded: all but the newest 10 dropped.
        await eventually("the drops counted") { inspector.status.dropped == 1 + 31 * 2 - 10 }

        try await fake.start()
        await eventually("the newest messages delivered") { events(fake).contains { $0.name == "Last" && $0.stage == "uploaded" } }
        let names = events(fake).map(\.name)
        XCTAssertEqual(names, ["E26", "E26", "E27", "E27", "E28", "E28", "E29", "E29", "Last", "Last"])
        XCTAssertTrue(inspector.status.running)
    }
}
