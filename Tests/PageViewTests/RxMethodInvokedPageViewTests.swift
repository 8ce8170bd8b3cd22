import HostKit
import ThirdPartyFixtures
import Traceless
import TracelessDelegateProxy
import TracelessRxCompat
import TracelessTargetAction
import TracelessRuntime
import XCTest

/// RxCocoa's `rx.methodInvoked(#selector(viewDidAppear:))` on a screen: its own
/// runtime subclass (`_RX_namespace_<Class>`, `-class` overridden) and its
/// forwarding of the observed method, next to PageView's hook. Each test has its
/// own screen class: RxCocoa never undoes what it did to a class.
final class RxMethodInvokedPageViewTests: PageViewTestCase {
    private var screens: [HKObject?] = []

    private func screen(_ className: String) -> HKObject? {
        let made = own(tp_new(tp_make_subclass("UIViewController", className)))
        screens.append(made)
        return made
    }

    override func tearDown() {
        // The reproduction keeps RxCocoa's associated objects in a table by address:
        // clear them before the screens go, or a later object at the same address
        // would look already observed.
        for screen in screens { tp_associations_clear(screen) }
        screens = []
        super.tearDown()
    }

    func testRX8_methodInvokedOnAScreenAfterStartCountsOnePageViewPerAppearance() throws {
        try start()
        let orders = screen("RX8OrdersAfterStart")
        let subscription = try XCTUnwrap(tp_rx_method_invoked(orders, "viewDidAppear:", nil))
        defer { tp_rx_dispose(subscription) }
        XCTAssertEqual(String(cString: tp_isa_name(orders)), "_RX_namespace_RX8OrdersAfterStart", "Rx moved it into its subclass")
        XCTAssertEqual(String(cString: tp_class_name(orders)), "RX8OrdersAfterStart", "-class answers as before")
        tp_log_reset()

        let stack = navigation(root: orders)
        showAsRoot(stack)
        XCTAssertTrue(hk_push(stack, controller("Detail")))
        XCTAssertTrue(hk_pop(stack))

        XCTAssertEqual(events, ["view RX8OrdersAfterStart", "leave RX8OrdersAfterStart", "view Detail", "leave Detail", "view RX8OrdersAfterStart"],
                       "one page view per appearance")
        XCTAssertEqual(tp_log_count("rx.invoked.viewDidAppear:"), 2, "Rx's subscriber once per appearance")
    }

    /// RxCocoa keeps the implementation it found at subscription under its alias
    /// and calls that: without RxCompat, a screen observed before `start()` keeps
    /// working for Rx and is never counted twice, but its appearances do not reach
    /// PageView.
    func testRX8_methodInvokedOnAScreenBeforeStartWithoutRxCompatKeepsRxWorking() throws {
        let orders = screen("RX8OrdersBeforeStart")
        let subscription = try XCTUnwrap(tp_rx_method_invoked(orders, "viewDidAppear:", nil))
        defer { tp_rx_dispose(subscription) }
        try start()
        tp_log_reset()

        showAsRoot(orders)

        XCTAssertEqual(tp_log_count("rx.invoked.viewDidAppear:"), 1, "Rx's subscriber once per appearance")
        XCTAssertEqual(String(cString: tp_class_name(orders)), "RX8OrdersBeforeStart", "-class answers as before")
        XCTAssertLessThanOrEqual(events.count, 1, "never more than one page view")
    }

    /// With RxCompat, the copy RxCocoa saved is pointed at PageView's hook: one page
    /// view per appearance, Rx's subscriber once, and `stop()` puts the copy back.
    func testRX8_methodInvokedOnAScreenBeforeStartWithRxCompatCountsOnePageViewPerAppearance() throws {
        let orders = screen("RX8OrdersBeforeStartRxCompat")
        let subscription = try XCTUnwrap(tp_rx_method_invoked(orders, "viewDidAppear:", nil))
        defer { tp_rx_dispose(subscription) }
        let rx = RxCompatPlugin()
        try start(with: [TargetActionPlugin(), DelegateProxyPlugin(), rx])
        XCTAssertEqual(rx.statistics.savedImplementationsRedirected, 1)
        tp_log_reset()

        let stack = navigation(root: orders)
        showAsRoot(stack)
        XCTAssertTrue(hk_push(stack, controller("Detail")))
        XCTAssertTrue(hk_pop(stack))

        XCTAssertEqual(events, ["view RX8OrdersBeforeStartRxCompat", "leave RX8OrdersBeforeStartRxCompat", "view Detail", "leave Detail",
                                "view RX8OrdersBeforeStartRxCompat"], "one page view per appearance")
        XCTAssertEqual(tp_log_count("rx.invoked.viewDidAppear:"), 2, "Rx's subscriber once per appearance")
        XCTAssertEqual(String(cString: tp_class_name(orders)), "RX8OrdersBeforeStartRxCompat", "-class answers as before")

        registry?.stop()
        tp_log_reset()
        XCTAssertTrue(hk_push(stack, controller("Detail 2")))
        XCTAssertTrue(hk_pop(stack))
        XCTAssertEqual(tp_log_count("rx.invoked.viewDidAppear:"), 1, "after stop Rx calls its own copy again")
        XCTAssertEqual(events.count, 5, "nothing after stop")
    }

    func testRX8_stopLeavesRxWorking() throws {
        try start()
        let orders = screen("RX8OrdersStop")
        let subscription = try XCTUnwrap(tp_rx_method_invoked(orders, "viewDidAppear:", nil))
        defer { tp_rx_dispose(subscription) }
        registry?.stop()
        tp_log_reset()
        showAsRoot(orders)
        XCTAssertEqual(events, [])
        XCTAssertEqual(tp_log_count("rx.invoked.viewDidAppear:"), 1)
    }
}

