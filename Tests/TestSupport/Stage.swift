import HostKit

/// A visible key window whose root is a plain `UIViewController` (titled
/// "Catalog" by default): one screen, in its own autorelease pool, built anew for
/// each launch a test simulates.
///
/// ```swift
/// let stage = Stage()
/// let (table, source) = stage.table(rows: 3)
/// ```
public final class Stage {
    public let window: HKObject
    public let controller: HKObject
    let pool: HKPool

    public init(title: String = "Catalog") {
        pool = hk_pool_push()!
        window = hk_window_new()!
        controller = hk_view_controller_new(title)!
        hk_window_set_root(window, controller)
        hk_window_make_key_and_visible(window)
    }

    /// Adds a view (taking over the +1 reference) to the controller's view.
    @discardableResult
    public func add(_ view: HKObject) -> HKObject {
        hk_view_add_subview(hk_view_controller_view(controller), view)
        hk_release(view)
        return view
    }

    /// A table of `rows` rows; the caller releases the data source.
    public func table(rows: Int = 3) -> (table: HKObject, source: HKObject) {
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
