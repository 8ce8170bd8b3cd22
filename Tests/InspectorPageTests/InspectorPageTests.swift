import CollectorKit
import Foundation
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// IN1–IN8: the inspector's page in headless Chromium, fed by a simulated device.
final class InspectorPageTests: XCTestCase {
    static let token = "0123456789abcdef0123456789abcdef"
    static let shop = "ShopViewController"
    static let addToCart = "ShopViewController.UIButton.addToCart:.TouchUpInside"
    static let back = "ShopViewController.UIButton.back:.TouchUpInside"

    private var collector: Collector!
    private var base: URL!
    private var browser: WebDriver!

    override func setUp() async throws {
        var configuration = CollectorConfiguration()
        configuration.port = 0
        configuration.output = nil
        configuration.inspectorToken = Self.token
        collector = try Collector(configuration: configuration)
        base = URL(string: "http://127.0.0.1:\(try await collector.start())")!
        browser = try await WebDriver.start()
    }

    override func tearDown() async throws {
        await browser?.quit()
        await collector?.stop()
    }

    private func openPage(token: String = token) async throws {
        try await browser.open(base.absoluteString + "/inspector#token=\(token)")
        try await browser.wait(for: "return document.getElementById('status').textContent !== 'connecting…'")
    }

    private func device(_ name: String = "install-1", token: String = token) -> SimulatedDevice {
        SimulatedDevice(base: base, token: token, device: name)
    }

    private var shopScreen: [String: Any] {
        SimulatedDevice.snapshot(screen: Self.shop, elements: [
            SimulatedDevice.element("e1", key: nil, text: nil, frame: (0, 0, 390, 844), kind: "view"),
            SimulatedDevice.element("e2", key: Self.addToCart, text: "Add to cart", frame: (16, 120, 200, 44)),
            SimulatedDevice.element("e3", key: Self.back, text: "Back", frame: (16, 60, 80, 30)),
        ])
    }

    /// Stores Segment `track` messages in the collector, as uploads would.
    private func store(_ events: [[String: Any]]) async throws {
        let batch = events.map { event -> [String: Any] in
            var message = event["event"] as! [String: Any]
            message["anonymousId"] = "install-1"
            message["timestamp"] = SimulatedDevice.at
            return message
        }
        var request = URLRequest(url: base.appendingPathComponent("v1/batch"))
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: ["batch": batch])
        let (_, response) = try await HTTP.send(request)
        XCTAssertEqual((response as? HTTPURLResponse)?.statusCode, 200)
        let stored = await collector.events.count
        XCTAssertGreaterThanOrEqual(stored, events.count)
    }

    private func get(_ path: String, token: String? = token, headers: [String: String] = [:]) async throws -> (Int, Data, HTTPURLResponse) {
        var request = URLRequest(url: URL(string: base.absoluteString + path)!)
        if let token { request.setValue(token, forHTTPHeaderField: "X-Traceless-Pairing") }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await HTTP.send(request)
        let http = response as! HTTPURLResponse
        return (http.statusCode, data, http)
    }

    // MARK: Scenarios

    func testIN1_eventsAppearWhileTheSessionPosts() async throws {
        try await openPage()
        let phone = device()
        try await phone.post([SimulatedDevice.event("captured", screen: Self.shop, key: Self.addToCart, messageId: "m1")])
        try await browser.wait(for: "return document.querySelectorAll('#events .row').length === 1")
        try await phone.post([SimulatedDevice.event("uploaded", screen: Self.shop, key: Self.addToCart, messageId: "m1"),
                              SimulatedDevice.event("dropped", screen: Self.shop, key: Self.back, messageId: "m2")])
        try await browser.wait(for: "return document.querySelectorAll('#events .row').length === 3")
        let stages = try await browser.run("return [...document.querySelectorAll('#events .row .stage')].map(s => s.textContent)") as? [String]
        XCTAssertEqual(stages, ["dropped", "uploaded", "captured"], "newest first, both stages and the drop")

        try await browser.click("#events .row:last-child")
        let json = try await browser.run("return document.getElementById('event-json').textContent") as? String ?? ""
        XCTAssertTrue(json.contains("\"messageId\": \"m1\"") && json.contains(Self.addToCart), json)

        try await browser.run("const f = document.getElementById('filter-kind'); f.value = 'uploaded'; f.dispatchEvent(new Event('input'))")
        try await browser.wait(for: "return document.querySelectorAll('#events .row').length === 1")
        let connected = try await browser.run("return document.querySelector('#devices li').dataset.connected") as? String
        XCTAssertEqual(connected, "true")
    }

    func testIN2_snapshotDrawsTheWireframeAndAClickShowsTheElement() async throws {
        try await openPage()
        try await device().post([shopScreen])
        try await browser.wait(for: "return document.querySelectorAll('#wireframe .el').length === 3")
        let button = try await browser.run("""
            const e = document.querySelector('#wireframe .el[data-id="e2"]');
            return [e.dataset.key, e.textContent, parseFloat(e.style.left), parseFloat(e.style.width)]
            """) as? [Any]
        let scale = 320.0 / 390.0
        XCTAssertEqual(button?[0] as? String, Self.addToCart)
        XCTAssertEqual(button?[1] as? String, "Add to cart")
        XCTAssertEqual((button?[2] as? Double) ?? 0, 16 * scale, accuracy: 0.5)
        XCTAssertEqual((button?[3] as? Double) ?? 0, 200 * scale, accuracy: 0.5)

        try await browser.click("#wireframe .el[data-id=\"e2\"]")
        let shown = try await browser.wait(for: """
            const k = document.querySelector('#details .field-key'); if (!k) return null;
            return [k.textContent, document.querySelector('#details .field-screen').textContent, document.querySelector('#details .field-text').textContent]
            """) as? [String]
        XCTAssertEqual(shown, [Self.addToCart, Self.shop, "Add to cart"])
    }

    func testIN3_heatmapDrawsLiveAndStoredTaps() async throws {
        try await store([SimulatedDevice.event("uploaded", screen: Self.shop, key: Self.addToCart, tap: (100, 140)),
                         SimulatedDevice.event("uploaded", screen: "OtherViewController", key: "Other.x", tap: (5, 5))])
        try await openPage()
        try await device().post([shopScreen, SimulatedDevice.event("captured", screen: Self.shop, key: Self.back, tap: (40, 75))])
        let dots = try await browser.wait(for: """
            const d = [...document.querySelectorAll('#wireframe .dot')];
            return d.length === 2 ? d.map(x => [x.dataset.source, +x.dataset.x, +x.dataset.y, parseFloat(x.style.left), parseFloat(x.style.top)]) : null
            """) as? [[Any]] ?? []
        let scale = 320.0 / 390.0
        let bySource = Dictionary(uniqueKeysWithValues: dots.map { ($0[0] as? String ?? "", $0.dropFirst().map { ($0 as? Double) ?? -1 }) })
        XCTAssertEqual(bySource["stored"]?[0] ?? 0, 100 / 390, accuracy: 1e-9)
        XCTAssertEqual(bySource["stored"]?[1] ?? 0, 140 / 844, accuracy: 1e-9)
        XCTAssertEqual(bySource["live"]?[0] ?? 0, 40 / 390, accuracy: 1e-9)
        XCTAssertEqual(bySource["live"]?[1] ?? 0, 75 / 844, accuracy: 1e-9)
        XCTAssertEqual(bySource["stored"]?[2] ?? 0, 100 * scale, accuracy: 0.5)
        XCTAssertEqual(bySource["live"]?[3] ?? 0, 75 * scale, accuracy: 0.5)
    }

    func testIN4_defineEventFromTheWireframeUpdatesTheConfiguration() async throws {
        await collector.setRemoteConfiguration(Data(#"{"sampleRate":1}"#.utf8))
        let (_, _, before) = try await get("/config", token: nil)
        let etagBefore = before.value(forHTTPHeaderField: "ETag")
        try await openPage()
        let phone = device()
        try await phone.post([shopScreen, SimulatedDevice.diagnostics([("traceless.target-action", "hook", "UIControl.sendAction:to:from:forEvent:")]),
                              SimulatedDevice.event("captured", screen: Self.shop, key: Self.addToCart, text: "Add to cart", tap: (110, 140)),
                              SimulatedDevice.event("uploaded", screen: Self.shop, key: Self.addToCart, text: "Add to cart", tap: (110, 140))])
        try await browser.wait(for: "return document.querySelectorAll('#wireframe .el').length === 3")
        try await browser.click("#wireframe .el[data-id=\"e2\"]")
        try await browser.wait(for: "return !document.getElementById('define').hidden")
        try await browser.type("Add to cart", into: "#def-name")
        try await browser.click("#def-save")
        try await browser.wait(for: "return document.querySelector('#definitions li .def-name')?.textContent === 'Add to cart'")

        let (status, body, after) = try await get("/config", token: nil)
        XCTAssertEqual(status, 200)
        XCTAssertNotEqual(after.value(forHTTPHeaderField: "ETag"), etagBefore)
        let document = try JSONSerialization.jsonObject(with: body) as? [String: Any]
        XCTAssertEqual(document?["sampleRate"] as? Int, 1, "the rest of the configuration is kept")
        let definitions = document?["eventDefinitions"] as? [[String: Any]]
        XCTAssertEqual(definitions?.count, 1)
        XCTAssertEqual(definitions?.first?["name"] as? String, "Add to cart")
        XCTAssertEqual(definitions?.first?["screen"] as? String, Self.shop)
        XCTAssertEqual(definitions?.first?["elementKey"] as? String, Self.addToCart)
        XCTAssertEqual(definitions?.first?["text"] as? String, "Add to cart")
        XCTAssertEqual(definitions?.first?["version"] as? Int, 1)

        // Removing it changes the ETag again.
        try await browser.click("#definitions li .remove")
        try await browser.wait(for: "return document.querySelectorAll('#definitions li').length === 0")
        let (_, _, removed) = try await get("/config", token: nil)
        XCTAssertNotEqual(removed.value(forHTTPHeaderField: "ETag"), after.value(forHTTPHeaderField: "ETag"))

        // The README's picture: events, wireframe with taps, an element selected, a definition.
        try await browser.click("#wireframe .el[data-id=\"e2\"]")
        try await browser.type("Add to cart", into: "#def-name")
        try await browser.click("#def-save")
        try await browser.wait(for: "return document.querySelectorAll('#definitions li').length === 1")
        try await browser.click("#wireframe .el[data-id=\"e2\"]")
        try await browser.wait(for: "return document.getElementById('preview-count').textContent !== '…'")
        let png = try await browser.screenshot()
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        // `INSPECTOR_SCREENSHOT=1` refreshes the README's picture; otherwise it goes to the temporary directory.
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/inspector.png")
        let refresh = ProcessInfo.processInfo.environment["INSPECTOR_SCREENSHOT"] == "1"
        try png.write(to: refresh ? docs : FileManager.default.temporaryDirectory.appendingPathComponent("inspector.png"))
    }

    /// A pushed page leaves the one under it in the window: its elements are named on their own
    /// screen, not the snapshot's. A bar button item's view has no key in the snapshot; the
    /// key its taps carry comes from the events tapped on it (a tap on its label is its tap).
    func testIN4_anElementIsNamedOnItsOwnScreenWithTheKeyItsTapsCarry() async throws {
        let catalog = "CatalogController", product = "ProductController"
        let openCart = "CatalogController.UIButton(UIButton[0]).openCart.TouchUpInside"
        let share = "ProductController.UIBarButtonItem(right[0]).share:"
        try await openPage()
        try await device().post([
            SimulatedDevice.snapshot(screen: product, elements: [
                SimulatedDevice.element("e1", key: nil, text: nil, frame: (0, 0, 390, 844), kind: "view"),
                SimulatedDevice.element("e2", key: openCart, text: "Cart", frame: (300, 50, 80, 30), parent: "e1", screen: catalog),
                SimulatedDevice.element("e3", key: nil, text: nil,
                                        frame: (330, 0, 60, 44), kind: "control", parent: "e1", screen: product,
                                        className: "_UIButtonBarButton", tracked: true),
                SimulatedDevice.element("e4", key: nil, text: "Share", frame: (335, 10, 50, 24),
                                        kind: "label", parent: "e3", screen: product, className: "UILabel", tracked: false),
            ]),
            SimulatedDevice.event("uploaded", name: "Element Clicked", screen: product, key: share, tap: (350, 20)),
            // A tap elsewhere on the page is not the item's.
            SimulatedDevice.event("uploaded", name: "Element Clicked", screen: product, key: "ProductController.UIButton.buy:.TouchUpInside", tap: (20, 700)),
        ])
        try await browser.wait(for: "return document.querySelectorAll('#wireframe .el').length === 4 && document.querySelectorAll('#events .row').length === 2")
        func form() async throws -> [String]? {
            try await browser.wait(for: """
                if (document.getElementById('define').hidden) return null;
                return [document.getElementById('def-screen').value, document.getElementById('def-key').value]
                """) as? [String]
        }
        try await browser.click("#wireframe .el[data-id=\"e2\"]")
        let cartForm = try await form()
        XCTAssertEqual(cartForm, [catalog, openCart], "the Cart button under the product page is the catalog's")
        try await browser.click("#wireframe .el[data-id=\"e4\"]")
        let shareForm = try await form()
        XCTAssertEqual(shareForm, [product, share], "the Share label is the bar button item's, named by its taps")
        let recent = try await browser.run("return [...document.querySelectorAll('#recent li')].map(l => l.textContent)") as? [String] ?? []
        XCTAssertEqual(recent.count, 1, "\(recent)")
        XCTAssertTrue(recent.first?.contains(share) == true, "\(recent)")
    }

    /// An alert's action is gone from the screen once tapped: its event is named from the stream.
    func testIN4_anEventInTheStreamIsNamedWithoutTheWireframe() async throws {
        let alertAction = "ProductController.UIAlertAction(alert:2/#checkout)"
        try await openPage()
        try await device().post([SimulatedDevice.event("uploaded", name: "Element Clicked", screen: "ProductController", key: alertAction, text: "Checkout")])
        try await browser.wait(for: "return document.querySelectorAll('#events .row').length === 1")
        let hidden = try await browser.run("return document.getElementById('define-from-event').hidden") as? Bool
        XCTAssertEqual(hidden, true, "nothing to name before an event is chosen")
        try await browser.click("#events .row")
        try await browser.click("#define-from-event")
        let form = try await browser.wait(for: """
            if (document.getElementById('define').hidden) return null;
            return ['def-screen', 'def-key', 'def-text'].map(id => document.getElementById(id).value)
            """) as? [String]
        XCTAssertEqual(form, ["ProductController", alertAction, "Checkout"])
        try await browser.type("Checkout Chosen", into: "#def-name")
        try await browser.click("#def-save")
        try await browser.wait(for: "return document.querySelector('#definitions li .def-name')?.textContent === 'Checkout Chosen'")
    }

    func testIN5_previewCountsStoredMatchesBeforeSaving() async throws {
        try await store([
            SimulatedDevice.event("uploaded", screen: Self.shop, key: Self.addToCart, text: "Add to cart"),
            SimulatedDevice.event("uploaded", screen: Self.shop, key: Self.addToCart, text: "Add to cart"),
            SimulatedDevice.event("uploaded", screen: Self.shop, key: Self.addToCart, text: "Add to cart"),
            SimulatedDevice.event("uploaded", screen: Self.shop, key: Self.addToCart, text: "Added"),
            SimulatedDevice.event("uploaded", screen: Self.shop, key: Self.back, text: "Back"),
            SimulatedDevice.event("uploaded", screen: "CartViewController", key: Self.addToCart, text: "Add to cart"),
        ])
        try await openPage()
        try await device().post([shopScreen])
        try await browser.wait(for: "return document.querySelectorAll('#wireframe .el').length === 3")
        try await browser.click("#wireframe .el[data-id=\"e2\"]")
        try await browser.wait(for: "return document.getElementById('preview-count').textContent === '3'")
        try await browser.run("const t = document.getElementById('def-text'); t.value = ''; t.dispatchEvent(new Event('input'))")
        try await browser.wait(for: "return document.getElementById('preview-count').textContent === '4'")
        let (_, body, _) = try await get("/inspector/definitions")
        let list = try JSONSerialization.jsonObject(with: body) as? [String: Any]
        XCTAssertEqual(list?["version"] as? Int, 0, "nothing saved by a preview")
        XCTAssertEqual((list?["definitions"] as? [Any])?.count, 0)
    }

    func testIN6_wrongTokenSeesNothingAndTheDeviceGets401() async throws {
        try await device().post([shopScreen, SimulatedDevice.event("uploaded", screen: Self.shop, key: Self.addToCart)])
        try await openPage(token: "wrong")
        let status = try await browser.run("return document.getElementById('status').textContent") as? String
        XCTAssertEqual(status, "pairing refused: check the token in the URL")
        let shown = try await browser.run("""
            return document.querySelectorAll('#events .row, #wireframe .el, #devices li, #definitions li').length
            """) as? Int
        XCTAssertEqual(shown, 0)

        let (deviceStatus, answer) = try await device(token: "wrong").post([SimulatedDevice.event("uploaded", screen: Self.shop, key: Self.back)])
        XCTAssertEqual(deviceStatus, 401)
        XCTAssertEqual(answer as NSDictionary, ["error": "pairing"] as NSDictionary)
        for path in ["/inspector/stream?after=0", "/inspector/definitions", "/inspector/taps?screen=\(Self.shop)",
                     "/inspector/device/commands?device=install-1&connection=x"] {
            let (code, body, _) = try await get(path, token: nil)
            XCTAssertEqual(code, 401, path)
            XCTAssertEqual(String(decoding: body, as: UTF8.self), #"{"error":"pairing"}"#, path)
        }
    }

    func testIN7_aDeviceThatReconnectsResumes() async throws {
        try await openPage()
        let first = device()
        try await first.post([SimulatedDevice.event("uploaded", screen: Self.shop, key: Self.addToCart, messageId: "before")])
        try await browser.wait(for: "return document.querySelectorAll('#events .row').length === 1")
        // The app goes away and comes back: a new connection starting at seq 0.
        let second = device()
        let (status, answer) = try await second.post([SimulatedDevice.event("uploaded", screen: Self.shop, key: Self.back, messageId: "after")])
        XCTAssertEqual(status, 200)
        XCTAssertEqual(answer["ack"] as? Int, 0)
        // A retry of the same request is not shown twice.
        let (_, retried) = try await second.post([SimulatedDevice.event("uploaded", screen: Self.shop, key: Self.back, messageId: "after")], seq: 0)
        XCTAssertEqual(retried["ack"] as? Int, 0)
        try await browser.wait(for: "return document.querySelectorAll('#events .row').length === 2")
        try await second.post([SimulatedDevice.event("uploaded", screen: Self.shop, key: Self.back, messageId: "later")])
        try await browser.wait(for: "return document.querySelectorAll('#events .row').length === 3")
        let devices = try await browser.run("return [...document.querySelectorAll('#devices li')].map(l => [l.dataset.device, l.dataset.connected])") as? [[String]]
        XCTAssertEqual(devices, [["install-1", "true"]])

        // The page asks for a snapshot; the reconnected device gets the command.
        try await browser.click("#snapshot")
        let (commandStatus, commands) = try await second.commands()
        XCTAssertEqual(commandStatus, 200)
        XCTAssertEqual(commands.first?["kind"] as? String, "snapshot")
    }

    func testIN8_tenThousandEventsKeepThePageResponsive() async throws {
        try await openPage()
        let phone = device()
        for chunk in 0..<20 {
            let events = (0..<500).map { SimulatedDevice.event("captured", screen: Self.shop, key: Self.addToCart, messageId: "m\(chunk * 500 + $0)") }
            let (status, answer) = try await phone.post(events)
            XCTAssertEqual(status, 200)
            XCTAssertEqual(answer["ack"] as? Int, chunk * 500 + 499)
        }
        try await browser.wait(for: "return state.items.length === 10000", timeout: 60)
        let rows = try await browser.run("return document.querySelectorAll('#events .row').length") as? Int
        XCTAssertEqual(rows, 500, "the page draws at most 500 rows")
        let newest = try await browser.run("return document.querySelector('#events .row').dataset.seq") as? String
        XCTAssertEqual(newest, "10000")
        // Still answering: a filter runs over all 10,000 and the page answers a script call.
        try await browser.run("const f = document.getElementById('filter-name'); f.value = 'nothing'; f.dispatchEvent(new Event('input'))")
        try await browser.wait(for: "return document.querySelectorAll('#events .row').length === 0 && document.title === 'Traceless inspector'")
        let (_, body, _) = try await get("/inspector/stream?after=0")
        let stream = try JSONSerialization.jsonObject(with: body) as? [String: Any]
        XCTAssertEqual((stream?["items"] as? [Any])?.count, 10_000, "the inspector keeps the newest 10,000")
    }

    // MARK: The protocol's refusals

    func testDefinitionsAreValidatedWithTypedRefusals() async throws {
        func post(_ body: Data) async throws -> (Int, String) {
            var request = URLRequest(url: base.appendingPathComponent("inspector/definitions"))
            request.httpMethod = "POST"
            request.setValue(Self.token, forHTTPHeaderField: "X-Traceless-Pairing")
            request.httpBody = body
            let (data, response) = try await HTTP.send(request)
            return ((response as! HTTPURLResponse).statusCode, String(decoding: data, as: UTF8.self))
        }
        let cases: [(String, String)] = [
            (#"{"name":"x","screen":"S","elementKey":"K""#, "malformed_json"),
            (#"[1]"#, "malformed_json"),
            (#"{"name":"$x","screen":"S","elementKey":"K"}"#, "invalid_name"),
            (#"{"name":"","screen":"S","elementKey":"K"}"#, "invalid_name"),
            (#"{"name":"x","screen":"S"}"#, "missing_field"),
            (#"{"name":"x","screen":"S","elementKey":"K","extra":1}"#, "unknown_field"),
            (#"{"name":"x","screen":"S","elementKey":"K","index":3}"#, "invalid_index"),
            (#"{"name":"x","screen":"S","elementKey":"K","text":""# + String(repeating: "a", count: 17_000) + #""}"#, "too_large"),
        ]
        for (body, reason) in cases {
            let (status, answer) = try await post(Data(body.utf8))
            XCTAssertEqual(status, 400, reason)
            XCTAssertEqual(answer, #"{"error":"\#(reason)"}"#)
        }
        let (status, answer) = try await post(Data(#"{"name":"Add to cart","screen":"S","elementKey":"K","index":"0-3"}"#.utf8))
        XCTAssertEqual(status, 201)
        XCTAssertTrue(answer.contains(#""id":"d1""#), answer)
    }
}
