import Foundation
import Traceless
@testable import TracelessTracker
import XCTest

/// ID1 and ID2 as events carry them.
final class ScreenMappingTests: XCTestCase {
    private let mapping = InteractionMapping(captureElementText: true, maxStringLength: 8_192, profile: .sensors)

    private func interaction(screen: Screen, referrer: Screen? = nil) -> Interaction {
        Interaction(kind: .pageAppear, plugin: "traceless.page-view", screen: screen, selector: "viewDidAppear:", referrer: referrer)
    }

    func testID1_everyEventOfANamedScreenCarriesItsNameAndProperties() {
        let screen = Screen(controllerClass: "CheckoutViewController", title: "Checkout", customName: "checkout",
                            properties: ["campaign": .string("spring"), "cart_items": .number(3), "ratio": .number(0.5)])
        let properties = mapping.map(interaction(screen: screen)).properties
        XCTAssertEqual(properties[PropertyKey.screenName], "checkout")
        XCTAssertEqual(properties[PropertyKey.screenClass], "CheckoutViewController")
        XCTAssertEqual(properties["campaign"], "spring")
        XCTAssertEqual(properties["cart_items"], .int(3))
        XCTAssertEqual(properties["ratio"], .double(0.5))
    }

    func testID1_theScreenNameDefaultsToTheClassAndScreenPropertiesNeverReplaceOurs() {
        let screen = Screen(controllerClass: "HomeViewController", properties: ["$screen_class": .string("forged")])
        let properties = mapping.map(interaction(screen: screen)).properties
        XCTAssertEqual(properties[PropertyKey.screenName], "HomeViewController")
        XCTAssertEqual(properties[PropertyKey.screenClass], "HomeViewController")
    }

    func testID2_aPageViewCarriesItsReferrer() {
        let properties = mapping.map(interaction(
            screen: Screen(controllerClass: "DetailViewController"),
            referrer: Screen(controllerClass: "ListViewController", title: "Products", customName: "products"))).properties
        XCTAssertEqual(properties[PropertyKey.referrer], "products")
        XCTAssertEqual(properties[PropertyKey.referrerTitle], "Products")
    }

    func testID1_theDirectEncodingKeepsKeyOrderWithScreenProperties() {
        let screen = Screen(controllerClass: "CheckoutViewController", customName: "checkout",
                            properties: ["zeta": .string("z"), "alpha": .string("a"), "$plugin": .string("forged")])
        let sorted = mapping.sortedProperties(of: interaction(screen: screen), sessionID: 1).properties.map(\.key)
        XCTAssertEqual(sorted, sorted.sorted(), "pairs stay in key order")
        XCTAssertEqual(sorted.filter { $0 == "$plugin" }.count, 1)
    }
}
