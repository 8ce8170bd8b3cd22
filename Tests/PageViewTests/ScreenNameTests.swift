import HostKit
import PageViewFixtures
import Traceless
import XCTest

/// ID1: a screen names itself and adds properties; ID2: each page view carries the
/// page the user came from, never a container.
final class ScreenNameTests: PageViewTestCase {
    func testID1_aControllerNamesItsScreenAndAddsProperties() throws {
        try start()
        showAsRoot(own(pvf_named_controller_new("Checkout")))
        let screen = try XCTUnwrap(sink.interactions.all.first?.screen)
        XCTAssertEqual(screen.name, "checkout")
        XCTAssertEqual(screen.controllerClass, "PVFNamedController")
        XCTAssertEqual(screen.title, "Checkout")
        XCTAssertEqual(screen.properties, ["campaign": .string("spring"), "cart_items": .number(3)],
                       "$-keys and values that are neither strings nor numbers are left out")
    }

    func testID1_aScreenWithoutANameIsNamedByItsClass() throws {
        try start()
        showAsRoot(controller("Home"))
        XCTAssertEqual(sink.interactions.all.first?.screen?.name, "UIViewController")
        XCTAssertEqual(sink.interactions.all.first?.screen?.properties, [:])
    }

    func testID2_pageViewsCarryThePreviousPageNeverAContainer() throws {
        try start()
        let list = controller("List")
        let stack = navigation(root: list)
        showAsRoot(stack)
        XCTAssertTrue(hk_push(stack, own(pvf_named_controller_new("Checkout"))))
        XCTAssertTrue(hk_pop(stack))
        let views = sink.interactions.all.filter { $0.kind == .pageAppear }
        XCTAssertEqual(views.map { $0.screen?.name }, ["UIViewController", "checkout", "UIViewController"])
        XCTAssertEqual(views.map { $0.referrer?.name }, [nil, "UIViewController", "checkout"],
                       "the first page has none; the navigation controller is never one")
        XCTAssertEqual(views.map { $0.referrer?.title }, [nil, "List", "Checkout"])
    }
}
