import CSQLite
import Foundation
import HostKit
import HostKitFixtures
import SpecValidator
import TestSupport
import Traceless
import TracelessRuntime
@testable import TracelessWebBridge
import XCTest

/// Each test runs in its own autorelease pool with a visible window whose root
/// controller ("Shop") hosts the web views; the registry it starts is stopped and every
/// object it made released in tearDown.
class WebBridgeTestCase: XCTestCase {
    private var pool: HKPool?
    private var owned: [HKObject?] = []
    var window: HKObject?
    var root: HKObject?
    var registry: TracelessRegistry?
    var bridge: WebBridgePlugin!
    let sink = RecordingSink()

    static let allowed = ["shop.example.com", "*.cdn.example.com"]

    override func setUp() {
        super.setUp()
        pool = hk_pool_push()
        root = own(hk_view_controller_new("Shop"))
        window = own(hk_window_new())
        hk_window_set_root(window, root)
        hk_window_make_key_and_visible(window)
        hkf_log_reset()
    }

    override func tearDown() {
        registry?.stop()
        registry = nil
        owned.reversed().forEach { hk_release($0) }
        owned = []
        hk_pool_pop(pool)
        super.tearDown()
    }

    /// Starts the bridge (and any other plugins) delivering to `sink`, or to the recording sink.
    func start(allowedHosts: [String] = allowed, maxMessageBytes: Int = 32 * 1024, with others: [any InterceptionPlugin] = [],
               sink: (any InteractionSink)? = nil) throws {
        bridge = WebBridgePlugin(allowedHosts: allowedHosts, maxMessageBytes: maxMessageBytes)
        registry = TracelessRegistry(plugins: [bridge] + others, sink: sink ?? self.sink)
        try registry!.start()
    }

    /// Keeps a +1 object until tearDown.
    @discardableResult
    func own(_ object: HKObject?) -> HKObject? {
        owned.append(object)
        return object
    }

    /// A WKWebView with its own configuration, on the root controller's screen.
    func showWebView() -> HKObject? {
        let configuration = own(hk_wk_configuration_new())
        let webView = own(hk_wk_web_view_new_with_configuration(configuration))
        hk_view_add_subview(hk_view_controller_view(root), webView)
        return webView
    }

    /// An NSString the test owns, as HostKit takes objects.
    func string(_ text: String) -> HKObject? {
        let made = ObjCObject.string(text)
        return own(UnsafeMutableRawPointer(made.object.retain().raw))
    }

    /// A page in `frame` (the main frame unless told) calls `window.traceless.track`: the
    /// bridge's JSON text posted to its handler. False when no handler is there.
    @discardableResult
    func post(_ json: String, to webView: HKObject?, from frame: String = "https://shop.example.com/cart",
              mainFrame: Bool = true) -> Bool {
        hk_wk_post_message(webView, WebBridgePlugin.handlerName, string(json), frame, mainFrame)
    }

    /// The page's clock now, as `Date.now()` gives it.
    static var pageNow: Double { (Date().timeIntervalSince1970 * 1000).rounded() }

    static func message(event: String = "add_to_cart", properties: String = #"{"sku":"A1"}"#,
                        time: Double = pageNow) -> String {
        #"{"type":"track","event":"\#(event)","properties":\#(properties),"time":\#(time)}"#
    }

    var webEvents: [Interaction] { sink.interactions.all.filter { $0.kind == .webEvent } }

    var entries: [String] {
        let log = String(cString: hkf_log())
        return log.isEmpty ? [] : log.components(separatedBy: ", ")
    }

    var skipped: [String] {
        registry?.diagnostics.skipped.filter { $0.plugin == WebBridgePlugin.pluginID }.map { "\($0.subject): \($0.reason)" } ?? []
    }
}

/// The messages a tracker committed, as it will upload them; each must follow Segment's
/// spec (``SegmentSpec``).
enum QueuedMessages {
    static func all(at url: URL, file: StaticString = #filePath, line: UInt = #line) -> [[String: Any]] {
        var db: OpaquePointer?
        guard sqlite3_open_v2(url.path, &db, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else { return [] }
        defer { sqlite3_close(db) }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, "SELECT payload FROM events ORDER BY row", -1, &statement, nil) == SQLITE_OK else { return [] }
        defer { sqlite3_finalize(statement) }
        var messages: [[String: Any]] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            guard let text = sqlite3_column_text(statement, 0) else { continue }
            let data = Data(String(cString: text).utf8)
            let violations = SegmentSpec.validateMessage(json: data).map(\.description)
            XCTAssertEqual(violations, [], "a queued message breaks Segment's spec", file: file, line: line)
            messages.append((try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:])
        }
        return messages
    }
}
