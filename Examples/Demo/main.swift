// The main demo: a small shop app on HostKit, with every Traceless plugin and the
// tracker, driven by a scripted user. Events are stored, uploaded in Segment's
// batch format to a collector on loopback, and printed as the collector got them,
// with the batches' spec violations ("0 spec violations" when they conform).
//
//   make demo          (or: swift run Demo)
//   swift run Demo --upload-url https://api.segment.io/v1/batch --write-key KEY
//                      sends the session to any Segment-compatible endpoint instead
//   swift run Demo --posthog-key phc_... [--upload-url https://eu.i.posthog.com]
//                      sends it to PostHog's capture API
//   swift run Demo --inspect http://127.0.0.1:PORT --pairing-token T [--keep-interacting]
//                      streams the session to the collector's inspector (`swift run Collector
//                      --inspector`); --keep-interacting repeats the session until killed
import CollectorKit
import Foundation
import SpecValidator
import HostKit
import Traceless
import TracelessDelegateProxy
import TracelessInspector
import TracelessKVOCompat
import TracelessPageView
import TracelessRxCompat
import TracelessTargetAction
import TracelessRuntime
import TracelessTracker
import TracelessWebBridge

// MARK: Arguments

var uploadURL: URL?
var writeKey: String?
var postHogKey: String?
var inspectorURL: URL?
var pairingToken: String?
var keepInteracting = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch (argument, argument == "--keep-interacting" ? nil : arguments.next()) {
    case ("--upload-url", let value?): uploadURL = URL(string: value)
    case ("--write-key", let value?): writeKey = value
    case ("--posthog-key", let value?): postHogKey = value
    case ("--inspect", let value?): inspectorURL = URL(string: value)
    case ("--pairing-token", let value?): pairingToken = value
    case ("--keep-interacting", nil): keepInteracting = true
    default:
        print("usage: Demo [--upload-url URL] [--write-key KEY] [--posthog-key KEY]"
              + " [--inspect URL --pairing-token T [--keep-interacting]]")
        exit(2)
    }
}
if (inspectorURL == nil) != (pairingToken == nil) || (keepInteracting && inspectorURL == nil) {
    print("Demo: --inspect and --pairing-token go together, and --keep-interacting needs them")
    exit(2)
}

func user(_ action: String, _ perform: () -> Bool) {
    print("user: \(action)")
    if !perform() { print("user: (could not \(action))") }
    // Line by line, so a parent reading the output (a test, `make inspect`) sees where the session is.
    fflush(nil)
}

// MARK: The collector, on loopback

let work = FileManager.default.temporaryDirectory.appendingPathComponent("traceless-demo-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: work) }

/// The collector on loopback, unless the session goes to an endpoint given on the command line.
let collector: Collector?
var trackerConfiguration = TrackerConfiguration(databaseURL: work.appendingPathComponent("queue.sqlite"))
let checkingTransport = SpecCheckingTransport(isPostHog: postHogKey != nil)
if uploadURL != nil || postHogKey != nil {
    collector = nil
    if let postHogKey {
        trackerConfiguration.uploadFormat = uploadURL.map { .posthog(apiKey: postHogKey, host: $0) } ?? .posthog(apiKey: postHogKey)
    } else {
        trackerConfiguration.uploadURL = uploadURL
        trackerConfiguration.writeKey = writeKey
    }
    trackerConfiguration.transport = checkingTransport
    print("tracker: uploading to \(uploadURL?.absoluteString ?? "PostHog")")
} else if let inspectorURL {
    // Inspecting: the session goes to the inspector's collector, which stores it (the page's
    // stored taps and retroactive counts) and serves the definitions made on its page.
    collector = nil
    trackerConfiguration.uploadURL = inspectorURL.appendingPathComponent("v1/batch")
    trackerConfiguration.remoteConfigurationURL = inspectorURL.appendingPathComponent("config")
    trackerConfiguration.transport = checkingTransport
    print("tracker: uploading to \(inspectorURL.absoluteString)")
} else {
    var collectorConfiguration = CollectorConfiguration()
    collectorConfiguration.port = 0
    collectorConfiguration.databasePath = work.appendingPathComponent("collector.sqlite").path
    collectorConfiguration.output = nil
    let local = try Collector(configuration: collectorConfiguration)
    let port = try await local.start()
    print("collector: listening on 127.0.0.1:\(port)")
    collector = local
    trackerConfiguration.uploadURL = URL(string: "http://127.0.0.1:\(port)/v1/batch")
}

// MARK: Tracker and plugins

trackerConfiguration.flushAt = 1_000  // the demo flushes once, at the end
trackerConfiguration.onReport = { report in print("tracker: \(report)") }
// The Demo has no Info.plist: the app says what it is itself (`context.app`, the install event).
trackerConfiguration.app = ApplicationInfo(name: "Traceless Demo Shop", version: "1.0", build: "1", namespace: "com.example.traceless-demo")
let tracker = try Tracker(configuration: trackerConfiguration)
tracker.applicationDidLaunch()
// Who the user is: an `identify` message, and its traits in every later message's context.
_ = try? tracker.identify(userId: "demo-user", traits: ["plan": "pro"])

let traceless = TracelessRegistry(
    plugins: [TargetActionPlugin(), DelegateProxyPlugin(), PageViewPlugin(), RxCompatPlugin(), KVOCompatPlugin(),
              WebBridgePlugin(allowedHosts: ["shop.example.com"])],
    sink: tracker)
try traceless.start()

// The inspector, only when asked for (an app would create it in debug builds only).
let inspector = inspectorURL.map { url in
    print("inspector: streaming to \(url.absoluteString)")
    return Inspector(InspectorConfiguration(url: url, pairingToken: pairingToken ?? ""), tracker: tracker, registry: traceless)
}

// MARK: The scripted session

/// One scripted visit of the shop, from the catalog to the cart and back.
@MainActor func scriptedSession() {
    let pool = hk_pool_push()
    let window = hk_demo_app_new()
    let navigation = hk_demo_navigation(window)
    let catalog = hk_navigation_top(navigation)

    user("tap the promo banner") { hk_tap(hk_demo_catalog_banner(catalog)) }
    user("select the second product") { hk_select_row(hk_demo_catalog_table(catalog), 0, 1) }

    let product = hk_navigation_top(navigation)
    // The app names its button from Swift; keys and `element_id` then survive layout changes.
    ElementAnnotations.setID("product.add-to-cart", for: ObjCObject(raw: OpaquePointer(hk_demo_product_add_button(product)!)))
    tracker.startTimer("checkout")
    user("hold + on the quantity stepper (it autorepeats twice)") { hk_press_stepper(hk_demo_product_quantity_stepper(product), true, 2) }
    user("turn gift wrap on") { hk_tap(hk_demo_product_gift_switch(product)) }
    user("tap Add to cart") { hk_tap(hk_demo_product_add_button(product)) }
    user("tap Checkout in the alert") { hk_tap_alert_action_titled(hk_demo_product_alert(product), "Checkout") }
    user("tap Share in the navigation bar") { hk_tap_bar_button_item(hk_demo_product_share_item(product)) }
    _ = try? tracker.track("checkout", properties: ["items": 3])  // carries $event_duration since startTimer
    usleep(50_000)  // so the product page has a visible duration
    user("go back") { hk_pop(navigation) }

    user("tap Cart") { hk_tap(hk_demo_catalog_cart_button(catalog)) }
    let cart = hk_presented(navigation)
    // A hybrid page in the cart: its script calls window.traceless.track(...).
    let promo = hk_wk_web_view_new()
    hk_view_add_subview(hk_view_controller_view(cart), promo)
    hk_release(promo)
    user("open the cart's promo page") { hk_load_url(promo, "https://shop.example.com/promo") }
    let pageMessage = ObjCObject.string(
        #"{"type":"track","event":"promo_viewed","properties":{"campaign":"spring"},"time":\#(Int(Date().timeIntervalSince1970 * 1000))}"#)
    user("the page tracks promo_viewed") {
        hk_wk_post_message(promo, "traceless", UnsafeMutableRawPointer(pageMessage.object.raw), "https://shop.example.com/promo", true)
}
user("tap Close") { hk_tap(hk_demo_cart_close_button(cart)) }

hk_release(window)
hk_pool_pop(pool)
}

scriptedSession()
// With the inspector: the same session again and again, until the process is killed.
while keepInteracting {
    try await Task.sleep(nanoseconds: 2_000_000_000)
    if let status = inspector?.status, !status.running {
        print("inspector: stopped (\(status.lastError.map { "\($0)" } ?? "stopped"))")
        exit(1)
    }
    // Each round uploads what it captured and picks up definitions made on the page since.
    _ = await tracker.flush()
    _ = await tracker.refreshRemoteConfiguration()
    scriptedSession()
}

// MARK: Upload and show what the collector received

// Entering the background starts an upload of the queue; the flush waits for it and
// sends whatever is left, so its own count depends on which got there first.
tracker.applicationDidEnterBackground()
let summary = await tracker.flush()
let received = await collector?.events ?? []

func cell(_ text: String?, _ width: Int) -> String {
    let value = text ?? "-"
    return value.count >= width ? String(value.prefix(width - 1)) + " " : value.padding(toLength: width, withPad: " ", startingAt: 0)
}

if collector == nil {
    let diagnostics = tracker.diagnostics
    print("\nSent the session: \(diagnostics.uploaded) events accepted, \(diagnostics.rejected) rejected, "
          + "\(diagnostics.tooLarge) too large\(summary.gaveUp ? ", the rest still queued (retries exhausted)" : "").")
} else {
    print("\nThe collector received \(received.count) events:\n")
    print(cell("event", 26) + cell("screen", 22) + cell("element", 16) + cell("content", 12) + cell("value", 6)
          + cell("product", 11) + cell("referrer", 22) + "duration")
    // The keys as the naming profile in effect sends them (Segment's by default: no `$`).
    let profile = trackerConfiguration.namingProfile
    func key(_ key: String) -> String { profile.key(key) }
    for event in received {
        let duration = (event.property(key(PropertyKey.duration)) ?? event.property(PropertyKey.eventDuration))
            .flatMap(Double.init).map { String(format: "%.3fs", $0) }
        // A `screen` call is named by `name`; `identify` and the other calls by their type.
        let name = event.event ?? (event.message()["name"] as? String).map { "screen \($0)" } ?? event.type
        print(cell(name, 26) + cell(event.property(key(PropertyKey.screenName)), 22)
              + cell(event.property(key(PropertyKey.elementClass)), 16) + cell(event.property(key(PropertyKey.elementContent)), 12)
              + cell(event.property(key(PropertyKey.elementValue)), 6) + cell(event.property("product"), 11)
              + cell(event.property(key(PropertyKey.referrer)), 22) + (duration ?? "-"))
    }
    if let context = received.last?.message()["context"] {
        let json = (try? JSONSerialization.data(withJSONObject: context, options: [.sortedKeys])).map { String(decoding: $0, as: UTF8.self) }
        print("\nThe context of the last message: \(json ?? "-")")
    }
}
let violations = await collector?.violations ?? checkingTransport.violations
print("\n\(violations.count) spec violations" + (violations.isEmpty ? "" : ":"))
for violation in violations { print("  \(violation)") }
print("\n" + traceless.diagnostics.table())

inspector?.stop()
traceless.stop()
_ = tracker.shutdown()
await collector?.stop()
