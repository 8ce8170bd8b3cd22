import DelegateProxyFixtures
import HostKit
import TestSupport
import Traceless
import TracelessDelegateProxy
import TracelessRuntime
import XCTest

/// Seed 000's second pit and seed 003, 2.2: RxCocoa's delegate proxy and Traceless
/// on the same table, in both orders, under both strategies.
final class RxTests: DelegateTestCase {
    private func assertClean(_ strategy: DelegateProxyPlugin.Strategy, _ table: HKObject, file: StaticString = #filePath, line: UInt = #line) {
        for _ in 0..<5 { _ = dp_rx_proxy_for(table) }
        XCTAssertEqual(count("rx.assertionFailed"), 0, "\(strategy): RxCocoa's identity assertions hold", file: file, line: line)
        XCTAssertEqual(hk_table_delegate(table), dp_rx_proxy_for(table), "\(strategy): the delegate is Rx's proxy", file: file, line: line)
    }

    func testRX1_rxProxyInstalledThenTracelessTakesIt() {
        forEachStrategy { strategy, capture, _ in
            let stage = Stage()
            let (table, source) = stage.table()
            let delegate = dp_new("DPTableDelegate")!
            dp_rx_set_forward_delegate(table, delegate)
            assertClean(strategy, table)
            hk_select_row(table, 0, 1)
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 1, "\(strategy): business once")
            XCTAssertEqual(count("rx.sent"), 1, "\(strategy)")
            XCTAssertEqual(count("rx.invoked"), 1, "\(strategy)")
            XCTAssertEqual(capture.all.count, 1, "\(strategy): one event, no cycle")
            assertClean(strategy, table)
            hk_table_set_delegate(table, nil)
            hk_release(delegate)
            hk_release(source)
        }
    }

    func testRX2_tracelessFirstThenRxWithProxyForCalledMany() {
        forEachStrategy { strategy, capture, _ in
            let stage = Stage()
            let (table, source) = stage.table()
            let delegate = dp_new("DPTableDelegate")!
            hk_table_set_delegate(table, delegate)
            for _ in 0..<10 { _ = dp_rx_proxy_for(table) }
            assertClean(strategy, table)
            hk_select_row(table, 0, 2)
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 1, "\(strategy): business once")
            XCTAssertEqual(count("rx.sent"), 1, "\(strategy)")
            XCTAssertEqual(count("rx.invoked"), 1, "\(strategy)")
            XCTAssertEqual(capture.all.count, 1, "\(strategy): one event through Rx and the delegate")
            hk_table_set_delegate(table, nil)
            hk_release(delegate)
            hk_release(source)
        }
    }

    func testRX3_subscriptionOnlyNoForwardDelegate() {
        forEachStrategy { strategy, capture, _ in
            let stage = Stage()
            let (table, source) = stage.table()
            dp_rx_subscribe_selection(table)
            assertClean(strategy, table)
            hk_select_row(table, 0, 0)
            XCTAssertEqual(count("rx.sent"), 1, "\(strategy): the subscriber sees the tap once")
            XCTAssertEqual(count("rx.invoked"), 1, "\(strategy)")
            XCTAssertEqual(capture.all.count, 1, "\(strategy)")
            hk_table_set_delegate(table, nil)
            hk_release(source)
        }
    }

    func testRX4_forwardDelegateAndSubscriptionTogether() {
        forEachStrategy { strategy, capture, _ in
            let stage = Stage()
            let (table, source) = stage.table()
            let delegate = dp_new("DPTableDelegate")!
            dp_rx_set_forward_delegate(table, delegate)
            dp_rx_subscribe_selection(table)
            assertClean(strategy, table)
            hk_select_row(table, 0, 1)
            hk_select_row(table, 0, 2)
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 2, "\(strategy): business once per tap")
            XCTAssertEqual(count("rx.sent"), 2, "\(strategy)")
            XCTAssertEqual(count("rx.invoked"), 2, "\(strategy)")
            XCTAssertEqual(capture.all.count, 2, "\(strategy): one event per tap")
            XCTAssertEqual(capture.all.map(\.element?.indexPath?.item), [1, 2])
            hk_table_set_delegate(table, nil)
            hk_release(delegate)
            hk_release(source)
        }
    }
}
