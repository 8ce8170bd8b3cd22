import Foundation
import HostKit
import PageViewFixtures
import TestSupport
import Traceless
@testable import TracelessPageView
import TracelessRuntime
import XCTest

/// Each test runs in its own autorelease pool with a fresh hidden window; the
/// registry it starts is stopped and every object it made is released in tearDown,
/// so no hook or controller outlives the test.
class PageViewTestCase: XCTestCase {
    private var pool: HKPool?
    private var owned: [HKObject?] = []
    var window: HKObject?
    var registry: TracelessRegistry?
    var plugin: PageViewPlugin!
    let sink = RecordingSink()

    override func setUp() {
        super.setUp()
        pool = hk_pool_push()
        pvf_log_reset()
        window = hk_window_new()
    }

    override func tearDown() {
        registry?.stop()
        registry = nil
        hk_release(window)
        owned.forEach { hk_release($0) }
        owned = []
        hk_pool_pop(pool)
        super.tearDown()
    }

    /// Starts a registry with the plugin (and `others`, if any).
    func start(options: [String: String] = [:], clock: PageClock = .monotonic, with others: [any InterceptionPlugin] = [],
               configure: (inout TracelessConfiguration) -> Void = { _ in }) throws {
        var configuration = TracelessConfiguration()
        configuration.pluginOptions["traceless.page-view"] = options
        configure(&configuration)
        plugin = PageViewPlugin(clock: clock)
        registry = TracelessRegistry(plugins: [plugin] + others, configuration: configuration, sink: sink)
        try registry!.start()
    }

    /// Keeps a +1 object until tearDown.
    @discardableResult
    func own(_ object: HKObject?) -> HKObject? {
        owned.append(object)
        return object
    }

    func controller(_ title: String) -> HKObject? { own(hk_view_controller_new(title)) }

    func navigation(root: HKObject?) -> HKObject? { own(hk_navigation_controller_new(root)) }

    /// Makes `controller` the root of the (then visible) test window.
    func showAsRoot(_ controller: HKObject?) {
        hk_window_set_root(window, controller)
        hk_window_make_key_and_visible(window)
    }

    /// "view <title>" / "leave <title>" for each interaction, in order.
    var events: [String] {
        sink.interactions.all.map { interaction in
            let name = interaction.screen.map { $0.title ?? $0.controllerClass } ?? "?"
            return "\(interaction.kind == .pageAppear ? "view" : "leave") \(name)"
        }
    }

    func clearEvents() { sink.interactions.removeAll() }

    /// What the fixtures' overrides logged.
    var businessLog: [String] {
        let log = String(cString: pvf_log())
        return log.isEmpty ? [] : log.components(separatedBy: ", ")
    }

    static var viewController: ObjCClass { ObjCClass(named: "UIViewController")! }
}

/// A clock the test moves by hand.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var nanoseconds: UInt64 = 1_000_000_000

    func advance(seconds: Double) { lock.withLock { nanoseconds += UInt64(seconds * 1_000_000_000) } }
    var pageClock: PageClock { PageClock { [self] in lock.withLock { nanoseconds } } }
}
