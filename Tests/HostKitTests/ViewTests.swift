import HostKit
import XCTest

final class ViewTests: HostKitTestCase {
    /// UIKit answers `-subviews` with the array it keeps until the subviews change
    /// (UIView.mm's `_subviewCache`), not with a copy made for each call.
    func testSubviewsAnswersTheSameArrayUntilTheSubviewsChange() {
        let pool = hk_pool_push()!
        defer { hk_pool_pop(pool) }
        let parent = hk_view_new(0, 0, 100, 100)!
        defer { hk_release(parent) }
        let empty = hk_view_subviews(parent)
        XCTAssertEqual(hk_view_subviews(parent), empty)

        let child = hk_view_new(0, 0, 10, 10)!
        hk_view_add_subview(parent, child)
        hk_release(child)
        let one = hk_view_subviews(parent)
        XCTAssertNotEqual(one, empty, "a change makes a new array")
        XCTAssertEqual(hk_view_subview_count(parent), 1)
        XCTAssertEqual(hk_view_subviews(parent), one, "and the same one after that")

        hk_retain(child)
        hk_view_remove_from_superview(child)
        XCTAssertNotEqual(hk_view_subviews(parent), one)
        XCTAssertEqual(hk_view_subview_count(parent), 0)
        hk_release(child)
    }
}
