import HostKit
import HostKitFixtures
import XCTest

/// Each test runs inside its own autorelease pool, with an empty fixture log and a
/// visible key window whose root controller's view hosts the views under test.
class HostKitTestCase: XCTestCase {
    private var pool: HKPool?
    var window: HKObject?
    var root: HKObject?

    override func setUp() {
        super.setUp()
        pool = hk_pool_push()
        root = hk_view_controller_new("Root")
        window = hk_window_new()
        hk_window_set_root(window, root)
        hk_window_make_key_and_visible(window)
        hkf_log_reset()
    }

    override func tearDown() {
        hk_release(window)
        hk_release(root)
        hk_pool_pop(pool)
        super.tearDown()
    }

    /// Puts a +1 view on screen and hands it back (the screen keeps it alive).
    func show(_ view: HKObject?) -> HKObject? {
        hk_view_add_subview(hk_view_controller_view(root), view)
        hk_release(view)
        return view
    }

    var log: String { String(cString: hkf_log()) }
    var entries: [String] { log.isEmpty ? [] : log.components(separatedBy: ", ") }

    /// The log from the last occurrence of `marker` on.
    func entries(fromLast marker: String) -> [String] {
        let all = entries
        guard let start = all.lastIndex(of: marker) else { return [] }
        return Array(all[start...])
    }
}
