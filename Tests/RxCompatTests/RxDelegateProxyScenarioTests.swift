import DelegateProxyFixtures
import HostKit
import TestSupport
import Traceless
import TracelessDelegateProxy
import XCTest

/// RxCocoa's delegate proxy and Traceless on one table, in every installation order,
/// with and without RxCompat, under both strategies: RxCocoa's identity assertions
/// hold, its message order holds, the business method runs once, one event per tap.
final class RxDelegateProxyScenarioTests: RxCompatTestCase {
    private func assertRxIntact(_ setup: Setup, _ table: HKObject, file: StaticString = #filePath, line: UInt = #line) {
        for _ in 0..<5 { _ = dp_rx_proxy_for(table) }
        XCTAssertEqual(dp_log_count("rx.assertionFailed"), 0, "\(setup): RxCocoa's proxy(for:) assertions hold", file: file, line: line)
        XCTAssertEqual(hk_table_delegate(table), dp_rx_proxy_for(table), "\(setup): the delegate getter answers Rx's proxy", file: file, line: line)
    }

    /// sent → forward delegate → invoked, as RxCocoa orders them.
    private func assertRxOrder(_ setup: Setup, file: StaticString = #filePath, line: UInt = #line) {
        let sent = dp_log_index("rx.sent"), business = dp_log_index("DPTableDelegate.didSelect"), invoked = dp_log_index("rx.invoked")
        XCTAssertTrue(sent >= 0 && sent < business && business < invoked, "\(setup): order \(sent), \(business), \(invoked)", file: file, line: line)
    }

    func testRX1_rxProxyThenTraceless() {
        forEachSetup(strategies: DelegateProxyPlugin.Strategy.allCases) { setup, capture, _, _ in
            let stage = Stage()
            let (table, source) = stage.table()
            let delegate = dp_new("DPTableDelegate")!
            dp_rx_set_forward_delegate(table, delegate)
            assertRxIntact(setup, table)
            XCTAssertTrue(hk_select_row(table, 0, 1))
            XCTAssertEqual(dp_log_count("DPTableDelegate.didSelect"), 1, "\(setup): business once")
            assertRxOrder(setup)
            XCTAssertEqual(capture.all.count, 1, "\(setup): one event")
            assertRxIntact(setup, table)
            hk_table_set_delegate(table, nil)
            hk_release(delegate)
            hk_release(source)
        }
    }

    func testRX2_delegateFirstThenRxAsksForItsProxyManyTimes() {
        forEachSetup(strategies: DelegateProxyPlugin.Strategy.allCases) { setup, capture, _, _ in
            let stage = Stage()
            let (table, source) = stage.table()
            let delegate = dp_new("DPTableDelegate")!
            hk_table_set_delegate(table, delegate)
            for _ in 0..<10 { _ = dp_rx_proxy_for(table) }
            assertRxIntact(setup, table)
            XCTAssertTrue(hk_select_row(table, 0, 2))
            XCTAssertEqual(dp_log_count("DPTableDelegate.didSelect"), 1, "\(setup): business once")
            assertRxOrder(setup)
            XCTAssertEqual(capture.all.count, 1, "\(setup)")
            hk_table_set_delegate(table, nil)
            hk_release(delegate)
            hk_release(source)
        }
    }

    func testRX3_subscriptionOnly() {
        forEachSetup(strategies: DelegateProxyPlugin.Strategy.allCases) { setup, capture, _, _ in
            let stage = Stage()
            let (table, source) = stage.table()
            dp_rx_subscribe_selection(table)
            assertRxIntact(setup, table)
            XCTAssertTrue(hk_select_row(table, 0, 0))
            XCTAssertEqual(dp_log_count("rx.sent"), 1, "\(setup)")
            XCTAssertEqual(dp_log_count("rx.invoked"), 1, "\(setup)")
            XCTAssertEqual(capture.all.count, 1, "\(setup)")
            hk_table_set_delegate(table, nil)
            hk_release(source)
        }
    }

    func testRX4_forwardDelegateAndSubscriptionThenADirectAssignmentReplacesRx() {
        forEachSetup(strategies: DelegateProxyPlugin.Strategy.allCases) { setup, capture, _, _ in
            let stage = Stage()
            let (table, source) = stage.table()
            let delegate = dp_new("DPTableDelegate")!
            dp_rx_set_forward_delegate(table, delegate)
            dp_rx_subscribe_selection(table)
            assertRxIntact(setup, table)
            XCTAssertTrue(hk_select_row(table, 0, 1))
            assertRxOrder(setup)
            XCTAssertEqual(capture.all.count, 1, "\(setup)")

            // The app assigns a delegate itself: Rx's proxy is out of the way, as without Traceless.
            let replacement = dp_new("DPTableDelegate")!
            hk_table_set_delegate(table, replacement)
            XCTAssertEqual(hk_table_delegate(table), replacement, "\(setup): the getter answers what the app set")
            XCTAssertTrue(hk_select_row(table, 0, 2))
            XCTAssertEqual(dp_log_count("DPTableDelegate.didSelect"), 2, "\(setup): the new delegate runs once")
            XCTAssertEqual(dp_log_count("rx.sent"), 1, "\(setup): Rx no longer sees selections")
            XCTAssertEqual(capture.all.map(\.element?.indexPath?.item), [1, 2], "\(setup): one event per tap")
            hk_table_set_delegate(table, nil)
            hk_release(replacement)
            hk_release(delegate)
            hk_release(source)
        }
    }
}
