// The main demo: a small shop app on HostKit, with every Traceless plugin and the
// tracker, driven by a scripted user. Events are stored, uploaded in Segment's
// batch format to a collector on loopback, and printed as the collector got them.
//
//   make demo          (or: swift run Demo)
import CollectorKit
import Foundation
import HostKit
import Traceless
import TracelessDelegateProxy
import TracelessKVOCompat
import TracelessPageView
import TracelessRxCompat
import TracelessTargetAction
import TracelessTracker

func user(_ action: String, _ perform: () -> Bool) {
    print("user: \(action)")
    if !perform() { print("user: (could not \(action))") }
}

// MARK: The collector, on loopback

let work = FileManager.default.temporaryDirectory.appendingPathComponent("traceless-demo-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: work) }

var collectorConfiguration = CollectorConfiguration()
collectorConfiguration.port = 0
collectorConfiguration.databasePath = work.appendingPathComponent("collector.sqlite").path
collectorConfiguration.output = nil
let collector = try Collector(configuration: collectorConfiguration)
let port = try await collector.start()
print("collector: listening on 127.0.0.1:\(port)")

// MARK: Tracker and plugins

var trackerConfiguration = TrackerConfiguration(
    databaseURL: work.appendingPathComponent("queue.sqlite"),
    uploadURL: URL(string: "http://127.0.0.1:\(port)/v1/batch"))
trackerConfiguration.flushAt = 1_000  // the demo flushes once, at the end
trackerConfiguration.onReport = { report in print("tracker: \(report)") }
let tracker = try Tracker(configuration: trackerConfiguration)
tracker.applicationDidLaunch()

let traceless = Traceless(
    plugins: [TargetActionPlugin(), DelegateProxyPlugin(), PageViewPlugin(), RxCompatPlugin(), KVOCompatPlugin()],
    sink: tracker)
try traceless.start()

// MARK: The scripted session

let pool = hk_pool_push()
let window = hk_demo_app_new()
let navigation = hk_demo_navigation(window)
let catalog = hk_navigation_top(navigation)

user("tap the promo banner") { hk_tap(hk_demo_catalog_banner(catalog)) }
user("select the second product") { hk_select_row(hk_demo_catalog_table(catalog), 0, 1) }

let product = hk_navigation_top(navigation)
user("tap Add to cart") { hk_tap(hk_demo_product_add_button(product)) }
user("tap Checkout in the alert") { hk_tap_alert_button(hk_demo_product_alert(product), 1) }
user("turn gift wrap on") { hk_tap(hk_demo_product_gift_switch(product)) }
usleep(50_000)  // so the product page has a visible duration
user("go back") { hk_pop(navigation) }

user("tap Cart") { hk_tap(hk_demo_catalog_cart_button(catalog)) }
let cart = hk_presented(navigation)
user("tap Close") { hk_tap(hk_demo_cart_close_button(cart)) }

hk_release(window)
hk_pool_pop(pool)

// MARK: Upload and show what the collector received

// Entering the background starts an upload of the queue; the flush waits for it and
// sends whatever is left, so its own count depends on which got there first.
tracker.applicationDidEnterBackground()
_ = await tracker.flush()
let received = await collector.events

func cell(_ text: String?, _ width: Int) -> String {
    let value = text ?? "-"
    return value.count >= width ? String(value.prefix(width - 1)) + " " : value.padding(toLength: width, withPad: " ", startingAt: 0)
}

print("\nThe collector received \(received.count) events:\n")
print(cell("event", 20) + cell("screen", 24) + cell("element", 20) + cell("content", 18) + "duration")
for event in received {
    let duration = event.property(PropertyKey.duration).flatMap(Double.init).map { String(format: "%.3fs", $0) }
    print(cell(event.event ?? event.type, 20) + cell(event.property(PropertyKey.screenClass), 24)
          + cell(event.property(PropertyKey.elementClass), 20) + cell(event.property(PropertyKey.elementContent), 18)
          + (duration ?? "-"))
}
print("\n" + traceless.diagnostics.table())

traceless.stop()
_ = tracker.shutdown()
await collector.stop()
