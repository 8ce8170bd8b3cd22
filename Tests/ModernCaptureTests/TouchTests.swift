import Foundation
import HostKit
import HostKitFixtures
import ModernCaptureFixtures
import Traceless
import TracelessRuntime
import XCTest

/// UI11 siblings' keys, UI12 tap positions, UI13 rage taps, UI14 dead taps.
final class TouchTests: ModernCaptureTestCase {
    private let upInside = UInt(HKControlEventTouchUpInside)

    /// S, M and L buttons side by side in a row view, wired to one `sizeTapped:`.
    private func sizes(on page: HKObject?) -> [HKObject?] {
        let row = add(hk_view_new(0, 100, 320, 44), to: page)
        return ["S", "M", "L"].enumerated().map { index, title in
            let button = hk_button_new(title)
            hk_view_set_frame(button, Double(index) * 100, 0, 80, 44)
            hk_view_add_subview(row, button)
            hk_release(button)
            hk_control_add_target(button, page, "sizeTapped:", upInside)
            return button
        }
    }

    /// Traceless started, and the product page shown with its S, M and L buttons.
    private func showProductSizes(_ options: [String: String] = [:]) throws -> (page: HKObject?, buttons: [HKObject?]) {
        try start(options)
        let product = screen("MCFProductController", "Product")
        show(root: product)
        return (product, sizes(on: product))
    }

    func testUI11_siblingsWiredToOneActionGetDistinctKeysAndIdentifiersNameThem() throws {
        try inBothStrategies {
            let buttons = try showProductSizes().buttons
            for button in buttons { XCTAssertTrue(hk_tap(button)) }
            hk_view_set_accessibility_identifier(buttons[1], "size.m")
            ElementAnnotations.setID("size.l", for: ObjCObject(raw: OpaquePointer(buttons[2]!)))
            hk_view_set_accessibility_identifier(buttons[2], "ignored.when.an.id.is.set")
            for button in buttons { XCTAssertTrue(hk_tap(button)) }

            XCTAssertEqual(taps.map(\.elementKey), [
                "MCFProductController.UIButton(UIView[0]/UIButton[0]).sizeTapped:.TouchUpInside",
                "MCFProductController.UIButton(UIView[0]/UIButton[1]).sizeTapped:.TouchUpInside",
                "MCFProductController.UIButton(UIView[0]/UIButton[2]).sizeTapped:.TouchUpInside",
                "MCFProductController.UIButton(UIView[0]/UIButton[0]).sizeTapped:.TouchUpInside",
                "MCFProductController.UIButton(#size.m).sizeTapped:.TouchUpInside",
                "MCFProductController.UIButton(#size.l).sizeTapped:.TouchUpInside",
            ], "(\(strategy))")
        }
    }

    func testUI12_eachTapCarriesWhereItLandedInTheElementAndOnTheScreen() throws {
        try inBothStrategies {
            let buttons = try showProductSizes().buttons
            XCTAssertTrue(hk_tap_at(30, 110), "in the S button, left of its middle and above it")
            XCTAssertTrue(hk_tap(buttons[2]))

            let positions = taps.compactMap(\.tap)
            XCTAssertEqual(positions.count, 2, "(\(strategy))")
            XCTAssertEqual(positions[0].elementX ?? -1, 30.0 / 80, accuracy: 0.01)
            XCTAssertEqual(positions[0].elementY ?? -1, 10.0 / 44, accuracy: 0.01)
            XCTAssertEqual(positions[0].screenX, 30.0 / 320, accuracy: 0.01)
            XCTAssertEqual(positions[0].screenY, 110.0 / 568, accuracy: 0.01)
            XCTAssertEqual(positions[1].elementX ?? -1, 0.5, accuracy: 0.01, "the middle of the L button")
            XCTAssertEqual(positions[1].screenX, 240.0 / 320, accuracy: 0.01)
        }
    }

    /// A finger the system never lifts (its last event never came) does not stand for the
    /// next one: the next tap is read from its own touch, lands where it landed, and the
    /// forgotten touch is let go once the next finger goes down.
    func testUI12_aFingerNeverLiftedDoesNotStandForTheNextTap() throws {
        try inBothStrategies {
            let buttons = try showProductSizes().buttons
            let forgotten = try XCTUnwrap(hk_finger_down(buttons[0]))
            hk_wait(0.5)
            XCTAssertTrue(hk_tap(buttons[2]))
            XCTAssertTrue(hk_tap(buttons[2]))

            let positions = taps.compactMap(\.tap)
            XCTAssertEqual(positions.count, 2, "(\(strategy))")
            for position in positions {
                XCTAssertEqual(position.elementX ?? -1, 0.5, accuracy: 0.01, "the middle of the L button")
                XCTAssertEqual(position.screenX, 240.0 / 320, accuracy: 0.01)
            }
            XCTAssertEqual(reported(.controlAction).map(\.elementKey), [String](repeating: taps.first?.elementKey ?? "", count: 2))
            XCTAssertEqual(reported(.deadTap), [])
            XCTAssertEqual(hk_retain_count(forgotten), 1, "only the caller keeps the forgotten touch")
            hk_release(forgotten)
        }
    }

    func testUI12_aRowSelectionCarriesTheTapsPositionToo() throws {
        try inBothStrategies {
            try start()
            let inbox = screen("MCFInboxController", "Inbox")
            show(root: inbox)
            let source = own(hk_list_data_source_new())
            for title in ["Alice", "Bob"] { hk_list_data_source_add(source, title) }
            let table = add(hk_table_new(), to: inbox)
            hk_table_set_data_source(table, source)
            let delegate = own(hkf_list_delegate_new())
            hk_table_set_delegate(table, delegate)

            XCTAssertTrue(hk_select_row(table, 0, 1))

            let selection = try XCTUnwrap(reported(.listSelection).first, "(\(strategy))")
            XCTAssertEqual(selection.tap?.elementX ?? -1, 0.5, accuracy: 0.01, "the middle of the cell")
            XCTAssertNotNil(selection.tap?.screenY)
        }
    }

    func testUI13_quickTapsOnOneElementGiveOneRageTapWithTheCountBesidesTheTaps() throws {
        try inBothStrategies {
            let buttons = try showProductSizes(["rageTapCount": "3", "rageTapInterval": "1"]).buttons
            for _ in 0..<5 { XCTAssertTrue(hk_tap(buttons[0])) }
            XCTAssertEqual(reported(.rageTap), [], "reported when the burst is over")
            XCTAssertTrue(hk_tap(buttons[1]), "another element: the burst is over")
            hk_wait(2)
            for _ in 0..<2 { XCTAssertTrue(hk_tap(buttons[1])) }
            hk_wait(2)
            for _ in 0..<3 { XCTAssertTrue(hk_tap(buttons[2])); hk_wait(1.5) }
            XCTAssertTrue(hk_tap(buttons[0]))

            let rage = reported(.rageTap)
            XCTAssertEqual(rage.map(\.tapCount), [5], "two taps, and taps further apart than the interval, are no burst (\(strategy))")
            XCTAssertEqual(rage.first?.elementKey, "MCFProductController.UIButton(UIView[0]/UIButton[0])")
            XCTAssertEqual(rage.first?.screen?.controllerClass, "MCFProductController")
            XCTAssertEqual(reported(.controlAction).count, 12, "every tap is reported too")
        }
    }

    /// Quick taps at one place, counted as UIKit counts them: from the second on, the
    /// touch's tapCount grows and UIControl sends TouchDownRepeat before each TouchDown's
    /// lift. Each tap is still one event, the burst one rage tap, and an action the app
    /// wired to the repeat (a double tap's zoom) one event per repeat.
    func testUI13_tapsCountedAsUIKitCountsThemAreOneEventEachAndOneRageTap() throws {
        try inBothStrategies {
            let (product, buttons) = try showProductSizes(["rageTapCount": "3", "rageTapInterval": "1"])
            hk_control_add_target(buttons[2], product, "zoom:", UInt(HKControlEventTouchDownRepeat))
            XCTAssertTrue(hk_tap_repeatedly(buttons[0], 4))
            XCTAssertTrue(hk_tap(buttons[1]), "another element: the burst is over")
            XCTAssertTrue(hk_tap_repeatedly(buttons[2], 2))

            XCTAssertEqual(reported(.rageTap).map(\.tapCount), [4], "(\(strategy))")
            XCTAssertEqual(reported(.controlAction).map(\.elementKey), Array(repeating: "MCFProductController.UIButton(UIView[0]/UIButton[0]).sizeTapped:.TouchUpInside", count: 4) + [
                "MCFProductController.UIButton(UIView[0]/UIButton[1]).sizeTapped:.TouchUpInside",
                "MCFProductController.UIButton(UIView[0]/UIButton[2]).sizeTapped:.TouchUpInside",
                "MCFProductController.UIButton(UIView[0]/UIButton[2]).zoom:.TouchDownRepeat",
                "MCFProductController.UIButton(UIView[0]/UIButton[2]).sizeTapped:.TouchUpInside",
            ], "(\(strategy))")
        }
    }

    func testUI13_aBurstUnderWayIsReportedWhenThePluginStops() throws {
        try inBothStrategies {
            let buttons = try showProductSizes().buttons
            for _ in 0..<4 { XCTAssertTrue(hk_tap(buttons[0])) }
            registry?.stop()
            XCTAssertEqual(reported(.rageTap).map(\.tapCount), [4], "(\(strategy))")
        }
    }

    func testUI14_aTapWhereNothingAnswersIsOneDeadTapNamingTheViewUnderTheFinger() throws {
        try inBothStrategies {
            let (product, _) = try showProductSizes()
            let banner = add(hk_view_new(0, 300, 320, 100), to: product)
            hk_view_set_accessibility_identifier(banner, "promo.banner")
            let tappable = add(hk_view_new(0, 420, 320, 60), to: product)
            let recognizer = hk_tap_gesture_new(product, "tapped:", 1)
            hk_view_add_gesture(tappable, recognizer)
            hk_release(recognizer)

            XCTAssertTrue(hk_tap_at(160, 350), "the banner: nothing answers")
            XCTAssertTrue(hk_tap_at(30, 120), "a button")
            XCTAssertTrue(hk_tap_at(160, 450), "a view with the app's recogniser")
            XCTAssertTrue(hk_tap_at(260, 120), "a button")
            XCTAssertTrue(hk_pan(banner, 10, 10, 200, 0, 4), "a drag is no tap")

            let dead = reported(.deadTap)
            XCTAssertEqual(dead.count, 1, "(\(strategy))")
            XCTAssertEqual(dead.first?.elementKey, "MCFProductController.UIView(#promo.banner)")
            XCTAssertEqual(dead.first?.screen?.controllerClass, "MCFProductController")
            XCTAssertEqual(dead.first?.tap?.elementY ?? -1, 0.5, accuracy: 0.01)
            XCTAssertEqual(reported(.controlAction).count, 2)
            XCTAssertEqual(reported(.gesture).count, 1)
        }
    }

    /// Most screens scroll. UIKit's scroll view carries recognisers of its own (the touch
    /// delay, the pan, the scroll indicator's long presses): none of them answers a tap,
    /// and the content's touches arrive only at the lift. A view that only answers a long
    /// press does not answer a quick tap either.
    func testUI14_aTapWhereNothingAnswersInAScrollingFeedIsOneDeadTap() throws {
        try inBothStrategies {
            try start()
            let feed = screen("MCFFeedController", "Feed")
            let scroll = scrollingList(on: feed, height: 3000)
            func place(_ view: HKObject?, _ y: Double, _ height: Double = 80) -> HKObject? {
                hk_view_set_frame(view, 0, y, 320, height)
                hk_view_add_subview(scroll, view)
                hk_release(view)
                return view
            }
            let banner = place(hk_view_new(0, 0, 0, 0), 0)
            hk_view_set_accessibility_identifier(banner, "promo.banner")
            let more = place(hk_button_new("More"), 100, 44)
            hk_control_add_target(more, feed, "more:", upInside)
            let card = place(hk_view_new(0, 0, 0, 0), 200)
            hk_view_set_accessibility_identifier(card, "card")
            let press = hk_long_press_gesture_new(feed, "tapped:", 0.5)
            hk_view_add_gesture(card, press)
            hk_release(press)
            // An app's recogniser whose class is named like UIKit's: the app's by what it is
            // wired to (the app's controller), not by its name; its gesture answers the tap.
            let tile = place(hk_view_new(0, 0, 0, 0), 300)
            let own = mcf_press_recognizer_new(feed, "tapped:")
            hk_view_add_gesture(tile, own)
            hk_release(own)

            XCTAssertTrue(hk_tap(banner), "nothing answers")
            XCTAssertTrue(hk_tap(more))
            XCTAssertTrue(hk_tap(card), "a quick tap on a view that answers a long press only")
            XCTAssertTrue(hk_press(card, 0.6), "the long press")
            XCTAssertTrue(hk_tap(tile), "the app's own recogniser answers")
            XCTAssertTrue(hk_pan(more, 40, 22, 0, -150, 5), "a scroll that starts on the button")

            XCTAssertEqual(log, ["more: UIButton", "tapped: UILongPressGestureRecognizer", "tapped: UILongPressGestureRecognizer", "tapped: UIAppPressRecognizer"])
            XCTAssertEqual(reported(.deadTap).map(\.elementKey), ["MCFFeedController.UIView(#promo.banner)", "MCFFeedController.UIView(#card)"], "(\(strategy))")
            XCTAssertEqual(reported(.controlAction).map(\.elementKey), ["MCFFeedController.UIButton(UIScrollView[0]/UIButton[0]).more:.TouchUpInside"])
            XCTAssertEqual(reported(.gesture).count, 2, "the long press, once, and the app's own recogniser")
            XCTAssertGreaterThan(hk_scroll_view_content_offset_y(scroll), 0)
        }
    }

    func testUI14_deadTapsCanBeTurnedOff() throws {
        try inBothStrategies {
            try start(["deadTaps": "false"])
            let product = screen("MCFProductController", "Product")
            show(root: product)
            _ = add(hk_view_new(0, 300, 320, 100), to: product)
            XCTAssertTrue(hk_tap_at(160, 350))
            XCTAssertEqual(reported(.deadTap), [], "(\(strategy))")
        }
    }
}
