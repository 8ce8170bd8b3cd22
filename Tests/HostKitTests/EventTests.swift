import HostKit
import HostKitFixtures
import XCTest

final class EventTests: HostKitTestCase {
    /// UIKit answers `-allTouches` with the copy it keeps until the touches change
    /// (UITouchesEvent.mm's `_allTouchesImmutableCached`), not with a copy per call.
    func testAllTouchesAnswersTheSameSetUntilTheTouchesChange() {
        let button = show(hk_button_new("Buy"))
        let target = hkf_recorder_new()
        defer { hk_release(target) }
        hk_control_add_target(button, target, "twoArgs:event:", UInt(HKControlEventTouchUpInside))

        XCTAssertTrue(hk_tap(button))

        let event = hkf_recorder_last_event(target)
        let pool = hk_pool_push()!
        defer { hk_pool_pop(pool) }
        let touches = hk_event_all_touches(event)
        XCTAssertNotNil(touches)
        XCTAssertEqual(hk_event_all_touches(event), touches)
        XCTAssertEqual(hkf_event_touch_count(event), 1)
    }
}
