import Foundation
import HostKit
import HostKitFixtures
import ModernCaptureFixtures
import Traceless
import XCTest

/// UI6 swipe actions and UI7 accessory buttons.
final class ListTests: ModernCaptureTestCase {
    /// An inbox page with a table of three rows whose delegate offers swipe actions
    /// ("Archive", "Delete") and the accessory callback.
    private func inbox() -> (table: HKObject?, delegate: HKObject?) {
        let inbox = screen("MCFInboxController", "Inbox")
        show(root: inbox)
        let source = own(hk_list_data_source_new())
        for title in ["Alice", "Bob", "Carol"] { hk_list_data_source_add(source, title) }
        hk_list_data_source_set_accessory(source, 2, 4) // UITableViewCellAccessoryDetailButton
        let table = add(hk_table_new(), to: inbox)
        hk_table_set_data_source(table, source)
        let delegate = own(hkf_lists_delegate_new())
        hk_table_set_delegate(table, delegate)
        return (table, delegate)
    }

    func testUI6_aSwipeActionIsOneEventNamingTheActionAndTheRowAndTheSwipeIsNoGesture() throws {
        try inBothStrategies {
            try start()
            let (table, _) = inbox()

            XCTAssertTrue(hk_swipe_row(table, 0, 1, -160, 6))
            XCTAssertEqual(taps, [], "the swipe that reveals the actions is UIKit's own pan (\(strategy))")
            let place = try XCTUnwrap(index(of: "Archive", in: table))
            XCTAssertTrue(hk_tap_swipe_action(table, "Archive"))

            XCTAssertEqual(fixtureLog.filter { $0.hasPrefix("handler") }, ["handler Archive 0.1 UISwipeActionStandardButton"])
            XCTAssertEqual(taps.map(\.kind), [.swipeAction], "one event, not the button's and the action's (\(strategy))")
            let swipe = try XCTUnwrap(taps.first)
            XCTAssertEqual(swipe.element?.text, "Archive")
            XCTAssertEqual(swipe.element?.indexPath, Interaction.Element.IndexPath(section: 0, item: 1))
            XCTAssertEqual(swipe.attributes["rowText"], "Bob")
            XCTAssertEqual(swipe.attributes["edge"], "trailing")
            XCTAssertEqual(swipe.screen?.controllerClass, "MCFInboxController")
            XCTAssertEqual(swipe.elementKey, "MCFInboxController.UIContextualAction(UITableView[0]/trailing[\(place)])")
            assertNoPrivateClassNames(taps)
        }
    }

    /// The place of a revealed action's button among the pull view's buttons.
    private func index(of title: String, in table: HKObject?) -> Int? {
        (0..<hk_table_swipe_action_count(table)).first { String(cString: hk_table_swipe_action_title(table, $0)) == title }
    }

    func testUI6_eachActionHasItsKeyAndAFullSwipeIsOneEventToo() throws {
        try inBothStrategies {
            try start()
            let (table, _) = inbox()
            XCTAssertTrue(hk_swipe_row(table, 0, 0, -160, 6))
            XCTAssertTrue(hk_tap_swipe_action(table, "Delete"))
            XCTAssertTrue(hk_full_swipe_row(table, 0, 2, true))

            let swipes = reported(.swipeAction)
            XCTAssertEqual(swipes.map(\.element?.text), ["Delete", "Archive"], "the full swipe performs the first action (\(strategy))")
            XCTAssertEqual(swipes.map(\.element?.indexPath?.item), [0, 2])
            XCTAssertEqual(swipes.map { $0.attributes["actionStyle"] }, ["destructive", "normal"])
            XCTAssertEqual(taps.count, 2)
            XCTAssertNotEqual(swipes.first?.elementKey, swipes.last?.elementKey, "two actions, two keys")
        }
    }

    func testUI7_anAccessoryButtonIsOneEventNamingTheRowNotASelection() throws {
        try inBothStrategies {
            try start()
            let (table, _) = inbox()

            XCTAssertTrue(hk_tap_accessory_button(table, 0, 2))

            XCTAssertEqual(fixtureLog.filter { $0.hasPrefix("accessory") || $0.hasPrefix("didSelect") }, ["accessory 0.2"])
            XCTAssertEqual(taps.map(\.kind), [.accessoryButton], "not a control action of UIKit's button (\(strategy))")
            let tap = try XCTUnwrap(taps.first)
            XCTAssertEqual(tap.element?.text, "Carol")
            XCTAssertEqual(tap.element?.indexPath, Interaction.Element.IndexPath(section: 0, item: 2))
            XCTAssertEqual(tap.screen?.controllerClass, "MCFInboxController")
            XCTAssertEqual(tap.elementKey, "MCFInboxController.UITableView(UITableView[0]).tableView:accessoryButtonTappedForRowWithIndexPath:")
            XCTAssertNotNil(tap.tap)
            assertNoPrivateClassNames(taps)
        }
    }
}
