import Foundation
import HostKit
import TargetActionFixtures
import Traceless
import TracelessRuntime
import XCTest

/// Targets the app added before `start()` are found in the windows' view trees at
/// start; `allTargets` answers as without Traceless.
final class ExistingTargetTests: TargetActionTestCase {
    private func targetCount(_ control: HKObject?) -> Int { withAutoreleasePool { hk_control_target_count(control) } }

    func testID8_aControlTargetAddedBeforeStartIsTracked() throws {
        let pay = show(hk_button_new("Pay"))
        hk_control_add_target(pay, controller, "pay:", touchUpInside)
        XCTAssertEqual(targetCount(pay), 1)

        try start()
        XCTAssertEqual(trackingTargets(on: pay).count, 1, "a tracking target beside the business pair")
        XCTAssertEqual(targetCount(pay), 1, "allTargets answers as without Traceless")
        XCTAssertTrue(hk_tap(pay))

        XCTAssertEqual(log, ["pay:UIButton"])
        XCTAssertEqual(interactions.map(\.elementKey), ["TAFCheckoutController.UIButton(UIButton[0]).pay:.TouchUpInside"])
        registry?.stop()
        XCTAssertEqual(trackingTargets(on: pay).count, 0)
        XCTAssertEqual(targetCount(pay), 1)
    }

    func testID8_aGestureAddedBeforeStartIsTracked() throws {
        let view = show(hk_view_new(0, 0, 100, 100))
        let tap = hk_tap_gesture_new(controller, "dismiss:", 1)
        defer { hk_release(tap) }
        hk_view_add_gesture(view, tap)

        try start()
        XCTAssertTrue(hk_recognize_gesture(tap))

        XCTAssertEqual(log, ["dismiss:UITapGestureRecognizer"])
        XCTAssertEqual(interactions.map(\.kind), [.gesture])
    }

    func testID8_deepTreesEveryEventBitAndTheResponderChain() throws {
        // A control twenty views deep, two events, and a pair with a nil target.
        var parent = show(hk_view_new(0, 0, 320, 480))
        for _ in 0..<20 {
            let child = hk_view_new(0, 0, 320, 480)
            hk_view_add_subview(parent, child)
            hk_release(child)
            parent = child
        }
        let pay = hk_button_new("Pay")
        hk_view_add_subview(parent, pay)
        hk_release(pay)
        hk_control_add_target(pay, controller, "pay:", touchUpInside | touchDown)
        hk_control_add_target(pay, nil, "cancel:", touchUpInside)

        try start()
        XCTAssertTrue(hk_tap(pay))

        XCTAssertEqual(Set(log), ["pay:UIButton", "cancel:UIButton"])
        XCTAssertEqual(log.count, 3)
        let place = "TAFCheckoutController.UIButton(" + String(repeating: "UIView[0]/", count: 21) + "UIButton[0])"
        XCTAssertEqual(Set(interactions.compactMap(\.elementKey)), [
            place + ".pay:.TouchDown", place + ".pay:.TouchUpInside", place + ".cancel:.TouchUpInside",
        ])
        XCTAssertEqual(interactions.count, 3)
        XCTAssertEqual(targetCount(pay), 2, "the controller and NSNull, as without Traceless")
    }

    func testID8_aRestartTracksEachPairOnce() throws {
        let pay = show(hk_button_new("Pay"))
        hk_control_add_target(pay, controller, "pay:", touchUpInside)
        try start()
        registry?.stop()
        try registry?.start()
        XCTAssertTrue(hk_tap(pay))
        XCTAssertEqual(interactions.count, 1)
        XCTAssertEqual(trackingTargets(on: pay).count, 1)
    }

    func testID8_allTargetsLeavesOutTrackingTargetsOfPairsAddedAfterStart() throws {
        try start()
        let pay = show(hk_button_new("Pay"))
        hk_control_add_target(pay, controller, "pay:", touchUpInside | touchDown)
        XCTAssertEqual(trackingTargets(on: pay).count, 2)
        XCTAssertEqual(targetCount(pay), 1)
    }

    /// A switch stops reporting, never identity: switched off, `allTargets` still leaves
    /// the tracking targets out, and a pair the app removes meanwhile is not reported later.
    func testID8_allTargetsAnswersAsWithoutTracelessWhileSwitchedOff() throws {
        try start()
        let pay = show(hk_button_new("Pay"))
        hk_control_add_target(pay, controller, "pay:", touchUpInside)
        hk_control_add_target(pay, controller, "cancel:", touchUpInside)
        registry?.setEnabled(false, plugin: "traceless.target-action")
        XCTAssertEqual(targetCount(pay), 1, "plugin disabled")
        registry?.setEnabled(true, plugin: "traceless.target-action")
        registry?.isInterceptionEnabled = false
        XCTAssertEqual(targetCount(pay), 1, "interception off")
        hk_control_remove_target(pay, controller, "cancel:", touchUpInside)
        registry?.isInterceptionEnabled = true
        XCTAssertTrue(hk_tap(pay))
        XCTAssertEqual(interactions.count, 1, "only the pair still there: \(interactions)")
    }
}
