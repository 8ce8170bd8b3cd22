import HostKit
import ThirdPartyFixtures
import XCTest

let didSelect = "tableView:didSelectRowAtIndexPath:"
let didSelectItem = "collectionView:didSelectItemAtIndexPath:"
let didEndDragging = "scrollViewDidEndDragging:willDecelerate:"

/// A key window whose root controller's view holds the views under test.
final class Stage {
    let window: HKObject
    let controller: HKObject
    let pool: HKPool

    init() {
        pool = hk_pool_push()!
        window = hk_window_new()!
        controller = hk_view_controller_new("Stage")!
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

    /// A table of three rows whose data source lives as long as the stage.
    func table() -> HKObject {
        let source = hk_list_data_source_new()!
        for row in 0..<3 { hk_list_data_source_add(source, "Row \(row)") }
        let table = add(hk_table_new()!)
        hk_table_set_data_source(table, source)
        sources.append(source)
        return table
    }

    func collection() -> HKObject {
        let source = hk_list_data_source_new()!
        for item in 0..<3 { hk_list_data_source_add(source, "Item \(item)") }
        let collection = add(hk_collection_new()!)
        hk_collection_set_data_source(collection, source)
        sources.append(source)
        return collection
    }

    private var sources: [HKObject] = []

    deinit {
        hk_release(controller)
        hk_release(window)
        for source in sources { hk_release(source) }
        hk_pool_pop(pool)
    }
}

class ThirdPartyTestCase: XCTestCase {
    override func setUp() {
        super.setUp()
        tp_log_reset()
    }

    func count(_ line: String) -> Int { Int(tp_log_count(line)) }
    var log: String { String(cString: tp_log_joined()) }
    func className(_ object: HKObject) -> String { String(cString: tp_class_name(object)) }
    func isaName(_ object: HKObject) -> String { String(cString: tp_isa_name(object)) }
}

/// C strings that live for the process: Aspects advice contexts.
enum Context {
    nonisolated(unsafe) static let before = UnsafeMutableRawPointer(strdup("before")!)
    nonisolated(unsafe) static let instead = UnsafeMutableRawPointer(strdup("instead")!)
    nonisolated(unsafe) static let after = UnsafeMutableRawPointer(strdup("after")!)
    nonisolated(unsafe) static let klass = UnsafeMutableRawPointer(strdup("class")!)
    nonisolated(unsafe) static let object = UnsafeMutableRawPointer(strdup("object")!)
    nonisolated(unsafe) static let second = UnsafeMutableRawPointer(strdup("second")!)
}
