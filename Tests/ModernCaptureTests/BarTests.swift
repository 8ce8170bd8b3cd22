import Foundation
import HostKit
import HostKitFixtures
import ModernCaptureFixtures
import Traceless
import XCTest

/// UI1 bar button items (navigation bars, toolbars) and UI2 tabs.
final class BarTests: ModernCaptureTestCase {
    /// A tab bar controller of three pages, Home, Cart and Settings, on screen.
    private func showTabs(cartIdentifier: String? = nil) -> HKObject? {
        let home = screen("MCFHomeController", "Home")
        let cart = screen("MCFCartController", "Cart")
        let settings = screen("MCFSettingsController", "Settings")
        hk_set_tab_bar_item(home, "Home", nil)
        hk_set_tab_bar_item(cart, "Cart", cartIdentifier)
        hk_set_tab_bar_item(settings, "Settings", nil)
        var controllers = [home, cart, settings]
        let tabs = own(hk_tab_bar_controller_new(&controllers, 3))
        show(root: tabs)
        return tabs
    }

    func testUI1_navigationBarItemsAreOneEventEachNamedOnTheirPageWithPublicKeys() throws {
        try inBothStrategies {
            try start()
            let shop = screen("MCFShopController", "Shop")
            let navigation = own(hk_navigation_controller_new(shop))
            show(root: navigation)
            let share = own(hk_bar_button_item_new("Share", shop, "share:"))
            let cancel = own(hk_bar_button_system_item_new(Int(HKBarButtonSystemItemCancel), shop, "cancel:"))
            hk_bar_item_set_accessibility_label(cancel, "Cancel")
            var right = [share], left = [cancel]
            hk_set_right_bar_items(shop, &right, 1)
            hk_set_left_bar_items(shop, &left, 1)

            XCTAssertTrue(hk_tap_bar_button_item(share))
            XCTAssertTrue(hk_tap_bar_button_item(cancel))

            XCTAssertEqual(log, ["share: UIBarButtonItem", "cancel: UIBarButtonItem"], "the business actions run once each")
            XCTAssertEqual(taps.map(\.kind), [.barButtonItem, .barButtonItem], "one event per tap, none for UIKit's internal button (\(strategy))")
            XCTAssertEqual(taps.map(\.element?.text), ["Share", "Cancel"], "a system item, without a title: its accessibility label")
            XCTAssertEqual(taps.map(\.screen?.controllerClass), ["MCFShopController", "MCFShopController"], "the page, not the navigation controller")
            XCTAssertEqual(taps.map(\.screen?.title), ["Shop", "Shop"])
            XCTAssertEqual(taps.map(\.elementKey), ["MCFShopController.UIBarButtonItem(right[0]).share:", "MCFShopController.UIBarButtonItem(left[0]).cancel:"])
            XCTAssertEqual(taps.map(\.element?.type), ["UIBarButtonItem", "UIBarButtonItem"])
            XCTAssertNotNil(taps.first?.tap, "where the finger was")
            assertNoPrivateClassNames(taps)
        }
    }

    /// An item's action UIKit sends just after the touch, without the finger's view: the
    /// item is found among the items of the controllers on screen, asking for a
    /// navigation item only of a controller in a navigation stack (UIKit makes one for
    /// any other controller asked, the navigation controller itself included).
    func testUI1_anItemSentJustAfterTheTouchIsFoundOnItsPageWithoutMakingNavigationItems() throws {
        try inBothStrategies {
            try start()
            let shop = screen("MCFShopController", "Shop")
            let navigation = own(hk_navigation_controller_new(shop))
            show(root: navigation)
            let share = own(hk_bar_button_item_new("Share", shop, "share:"))
            var right = [share]
            hk_set_right_bar_items(shop, &right, 1)
            let plain = add(hk_view_new(0, 300, 100, 100), to: shop)

            XCTAssertTrue(hk_tap(plain))
            XCTAssertTrue(mcf_send_action("share:", shop, share), "UIKit's send, after the touch ended")

            let items = reported(.barButtonItem)
            XCTAssertEqual(items.map(\.elementKey), ["MCFShopController.UIBarButtonItem(right[0]).share:"], "(\(strategy))")
            XCTAssertNil(hk_view_controller_existing_navigation_item(navigation), "the navigation controller was given no item")
        }
    }

    func testUI1_toolbarItemsAndPrimaryActionItems() throws {
        try inBothStrategies {
            try start()
            let cart = screen("MCFCartController", "Cart")
            let navigation = own(hk_navigation_controller_new(cart))
            show(root: navigation)
            let checkout = own(hk_bar_button_item_new("Checkout", cart, "pay:"))
            let more = own(hk_bar_button_item_new("More", nil, nil))
            hk_bar_button_item_set_primary_action(more, "More", cart, "handled:")
            var items = [checkout, more]
            hk_set_toolbar_items(cart, &items, 2)
            hk_navigation_set_toolbar_hidden(navigation, false)

            XCTAssertTrue(hk_tap_bar_button_item(checkout))
            XCTAssertTrue(hk_tap_bar_button_item(more))

            XCTAssertEqual(log, ["pay: UIBarButtonItem", "handled: More"])
            XCTAssertEqual(taps.map(\.kind), [.barButtonItem, .barButtonItem], "(\(strategy))")
            XCTAssertEqual(taps.map(\.element?.text), ["Checkout", "More"])
            XCTAssertEqual(taps.map(\.elementKey), ["MCFCartController.UIBarButtonItem(toolbar[0]).pay:", "MCFCartController.UIBarButtonItem(toolbar[1]).UIAction"])
            assertNoPrivateClassNames(taps)
        }
    }

    func testUI1_identifiersNameItemsAndCodeSendingTheItemsActionIsNoTap() throws {
        try inBothStrategies {
            try start()
            let shop = screen("MCFShopController", "Shop")
            show(root: own(hk_navigation_controller_new(shop)))
            let share = own(hk_bar_button_item_new("Share", shop, "share:"))
            hk_bar_item_set_accessibility_identifier(share, "shop.share")
            var right = [share]
            hk_set_right_bar_items(shop, &right, 1)

            XCTAssertTrue(mcf_send_action("share:", shop, share), "code sends the item's action itself")
            XCTAssertTrue(hk_tap_bar_button_item(share))

            XCTAssertEqual(taps.map(\.elementKey), ["MCFShopController.UIBarButtonItem(#shop.share).share:"], "only the tap (\(strategy))")
            XCTAssertEqual(taps.first?.element?.accessibilityIdentifier, "shop.share")
        }
    }

    func testUI2_aTabTapIsOneEventNamedByTheTabOnThePageLeftThenThePageViewOfTheNewTab() throws {
        try inBothStrategies {
            try start()
            let home = screen("MCFHomeController", "Home")
            let cart = screen("MCFCartController", "Cart")
            hk_set_tab_bar_item(home, "Home", nil)
            hk_set_tab_bar_item(cart, "Cart", nil)
            var controllers = [home, cart]
            let tabs = own(hk_tab_bar_controller_new(&controllers, 2))
            show(root: tabs)

            XCTAssertTrue(hk_tap_tab(tabs, 1))

            XCTAssertEqual(taps.map(\.kind), [.tabSelection], "one event, not one per touch-down and touch-up (\(strategy))")
            let tab = try XCTUnwrap(taps.first)
            XCTAssertEqual(tab.element?.text, "Cart")
            XCTAssertEqual(tab.screen?.controllerClass, "MCFHomeController", "the page the user was on")
            XCTAssertEqual(tab.elementKey, "UITabBarController.UITabBarItem(tab[1])")
            XCTAssertEqual(tab.element?.indexPath?.item, 1)
            XCTAssertNil(tab.attributes["reselected"])
            XCTAssertEqual(pages, ["view MCFHomeController", "leave MCFHomeController", "view MCFCartController"])
            XCTAssertEqual(interactions.last?.referrer?.controllerClass, "MCFHomeController")
            assertNoPrivateClassNames(taps)
        }
    }

    func testUI2_tabsHaveKeysOfTheirOwnAReTapIsMarkedAndCodeSelectingATabIsNoTap() throws {
        try inBothStrategies {
            try start()
            let tabs = showTabs(cartIdentifier: "tab.cart")

            hk_tab_set_selected_index(tabs, 2)
            XCTAssertTrue(hk_tap_tab(tabs, 1))
            XCTAssertTrue(hk_tap_tab(tabs, 1))
            XCTAssertTrue(hk_tap_tab(tabs, 0))

            let tabTaps = reported(.tabSelection)
            XCTAssertEqual(tabTaps.map(\.element?.text), ["Cart", "Cart", "Home"], "setSelectedIndex: from code is no tap (\(strategy))")
            XCTAssertEqual(tabTaps.map(\.elementKey), [
                "UITabBarController.UITabBarItem(#tab.cart)", "UITabBarController.UITabBarItem(#tab.cart)",
                "UITabBarController.UITabBarItem(tab[0])",
            ])
            XCTAssertEqual(tabTaps.map { $0.attributes["reselected"] }, [nil, "true", nil])
            XCTAssertEqual(tabTaps.map(\.screen?.controllerClass), ["MCFSettingsController", "MCFCartController", "MCFCartController"])
        }
    }

    /// iOS 26's floating tab bar (Liquid Glass): the bar's selection gesture takes the
    /// finger, and the tab button's own UIAction tells the bar; a tap and a drag that lifts
    /// on another tab are one tab event each, and the button's UIAction (UIKit's) none.
    func testUI2_theFloatingTabBarsTapsAndDragsAreOneTabEventEach() throws {
        hk_set_liquid_glass(true)
        defer { hk_set_liquid_glass(false) }
        try inBothStrategies {
            try start()
            let tabs = showTabs()

            XCTAssertTrue(hk_tap_tab(tabs, 1))
            XCTAssertTrue(hk_drag_tab(tabs, 1, 2))
            XCTAssertTrue(hk_drag_tab(tabs, 0, 2), "moved, lifted on the selected tab: no selection")

            XCTAssertEqual(taps.map(\.kind), [.tabSelection, .tabSelection], "(\(strategy))")
            XCTAssertEqual(taps.map(\.element?.text), ["Cart", "Settings"])
            XCTAssertEqual(taps.map(\.screen?.controllerClass), ["MCFHomeController", "MCFCartController"])
            XCTAssertEqual(taps.map(\.elementKey), ["UITabBarController.UITabBarItem(tab[1])", "UITabBarController.UITabBarItem(tab[2])"])
            XCTAssertEqual(hk_tab_selected_index(tabs), 2)
            assertNoPrivateClassNames(taps)
        }
    }
}
