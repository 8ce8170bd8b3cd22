import DelegateProxyFixtures
import Foundation
import HostKit
import TestSupport
import Traceless
import TracelessDelegateProxy
import TracelessRuntime
import XCTest

/// A window with a controller whose view holds the views under test.
final class Stage {
    let window: HKObject
    let controller: HKObject
    let pool: HKPool

    init(title: String = "Catalog") {
        pool = hk_pool_push()!
        window = hk_window_new()!
        controller = hk_view_controller_new(title)!
        hk_window_set_root(window, controller)
        hk_window_make_key_and_visible(window)
    }

    /// Adds a view (taking over the +1 reference) to the controller's view.
    @discardableResult
    func add(_ view: HKObject) -> HKObject {
        hk_view_add_subview(hk_view_controller_view(controller), view)
        hk_release(view)
        return view
    }

    func table(rows: Int = 3) -> (table: HKObject, source: HKObject) {
        let source = hk_list_data_source_new()!
        for row in 0..<rows { hk_list_data_source_add(source, "Row \(row)") }
        let table = add(hk_table_new()!)
        hk_table_set_data_source(table, source)
        return (table, source)
    }

    deinit {
        hk_release(controller)
        hk_release(window)
        hk_pool_pop(pool)
    }
}

class DelegateTestCase: XCTestCase {
    override func setUp() {
        super.setUp()
        dp_log_reset()
    }

    /// Runs `body` once per strategy, each with its own registry (DP14).
    func forEachStrategy(_ body: (DelegateProxyPlugin.Strategy, RecordingSink, DelegateProxyPlugin) throws -> Void) rethrows {
        for strategy in DelegateProxyPlugin.Strategy.allCases {
            dp_log_reset()
            let capture = RecordingSink()
            let plugin = DelegateProxyPlugin(strategy: strategy)
            let registry = TracelessRegistry(plugins: [plugin], sink: capture)
            try! registry.start()
            defer { registry.stop() }
            try body(strategy, capture, plugin)
        }
    }

    func count(_ line: String) -> Int { Int(dp_log_count(line)) }

    func object(_ pointer: HKObject) -> ObjCObject { ObjCObject(raw: OpaquePointer(pointer)) }
}
