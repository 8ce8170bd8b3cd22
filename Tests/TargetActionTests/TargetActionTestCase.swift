import Foundation
import HostKit
import TargetActionFixtures
import TestSupport
import Traceless
import TracelessRuntime
import TracelessTargetAction
import XCTest

/// Each test runs in its own autorelease pool, with a visible key window whose root
/// controller is a `TAFCheckoutController` titled "Checkout" (the business target of
/// most tests), an empty business log and, once `start` is called, a registry with
/// the TargetAction plugin that tearDown stops.
class TargetActionTestCase: XCTestCase {
    private var pool: HKPool?
    var window: HKObject?
    var controller: HKObject?
    var registry: TracelessRegistry?
    let sink = RecordingSink()

    let touchUpInside = UInt(HKControlEventTouchUpInside)
    let touchDown = UInt(HKControlEventTouchDown)
    let allEvents = HKControlEventAllEvents

    override func setUp() {
        super.setUp()
        pool = hk_pool_push()
        controller = taf_controller_new("TAFCheckoutController", "Checkout")
        window = hk_window_new()
        hk_window_set_root(window, controller)
        hk_window_make_key_and_visible(window)
        taf_log_reset()
    }

    override func tearDown() {
        registry?.stop()
        registry = nil
        hk_release(window)
        hk_release(controller)
        hk_pool_pop(pool)
        super.tearDown()
    }

    func start(options: [String: String] = [:]) throws {
        var configuration = TracelessConfiguration()
        configuration.pluginOptions["traceless.target-action"] = options
        let registry = TracelessRegistry(plugins: [TargetActionPlugin()], configuration: configuration, sink: sink)
        try registry.start()
        self.registry = registry
    }

    /// Puts a +1 view into the root controller's view and hands it back (the view
    /// hierarchy keeps it alive).
    func show(_ view: HKObject?) -> HKObject? {
        hk_view_add_subview(hk_view_controller_view(controller), view)
        hk_release(view)
        return view
    }

    /// What the business code logged.
    var log: [String] {
        let joined = String(cString: taf_log())
        return joined.isEmpty ? [] : joined.components(separatedBy: ", ")
    }

    var interactions: [Interaction] { sink.interactions.all }

    /// The tracking targets registered on a control or recognizer.
    func trackingTargets(on sender: HKObject?) -> [HKObject] {
        var buffer = [HKObject?](repeating: nil, count: 64)
        let count = taf_tracking_targets(sender, &buffer, buffer.count)
        return buffer.prefix(count).compactMap { $0 }
    }

    /// Counts the deallocation of `object` (a tracking target, say).
    func deallocations(of objects: [HKObject]) -> AtomicCounter {
        let counter = AtomicCounter()
        for object in objects {
            ObjectLifetime.onDeallocation(of: ObjCObject(raw: OpaquePointer(object))) { counter.add(1) }
        }
        return counter
    }

    func object(_ raw: HKObject?) -> ObjCObject { ObjCObject(raw: OpaquePointer(raw!)) }
}

