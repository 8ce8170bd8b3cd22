import DelegateProxyFixtures
import HostKit
import TestSupport
import Traceless
import TracelessDelegateProxy
import TracelessRuntime
import XCTest

/// Delegates the app set before `start()`, on views already in a window, are taken
/// at start as if they were set then.
final class ExistingDelegateTests: DelegateTestCase {
    func testID8_aTableDelegateSetBeforeStartReportsItsSelections() {
        for strategy in DelegateProxyPlugin.Strategy.allCases {
            dp_log_reset()
            let stage = Stage()
            let (table, source) = stage.table()
            let delegate = dp_new("DPTableDelegate")!
            hk_table_set_delegate(table, delegate)
            let capture = RecordingSink()
            let registry = TracelessRegistry(plugins: [DelegateProxyPlugin(strategy: strategy)], sink: capture)
            try! registry.start()

            XCTAssertEqual(hk_table_delegate(table), delegate, "\(strategy): the getter answers the app's delegate")
            XCTAssertTrue(hk_select_row(table, 0, 1))
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 1, "\(strategy): business once")
            XCTAssertEqual(capture.all.map(\.element?.indexPath?.item), [1], "\(strategy): one event")

            registry.stop()
            XCTAssertEqual(hk_table_delegate(table), delegate, "\(strategy)")
            XCTAssertTrue(hk_select_row(table, 0, 2))
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 2, "\(strategy)")
            XCTAssertEqual(capture.all.count, 1, "\(strategy): nothing after stop")
            hk_table_set_delegate(table, nil)
            hk_release(delegate)
            hk_release(source)
        }
    }

    func testID8_aRxProxySetBeforeStartKeepsItsIdentityAndOrder() {
        for strategy in DelegateProxyPlugin.Strategy.allCases {
            dp_log_reset()
            let stage = Stage()
            let (table, source) = stage.table()
            let delegate = dp_new("DPTableDelegate")!
            dp_rx_set_forward_delegate(table, delegate)
            let rxProxy = dp_rx_proxy_for(table)
            let capture = RecordingSink()
            let registry = TracelessRegistry(plugins: [DelegateProxyPlugin(strategy: strategy)], sink: capture)
            try! registry.start()
            defer { registry.stop() }

            for _ in 0..<3 { XCTAssertEqual(dp_rx_proxy_for(table), rxProxy, "\(strategy)") }
            XCTAssertEqual(hk_table_delegate(table), rxProxy, "\(strategy)")
            XCTAssertEqual(count("rx.assertionFailed"), 0, "\(strategy)")
            XCTAssertTrue(hk_select_row(table, 0, 0))
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 1, "\(strategy)")
            XCTAssertEqual(count("rx.sent"), 1, "\(strategy)")
            XCTAssertEqual(capture.all.count, 1, "\(strategy)")
            hk_table_set_delegate(table, nil)
            hk_release(delegate)
            hk_release(source)
        }
    }
}
