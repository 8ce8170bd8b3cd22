import DelegateProxyFixtures
import HostKit
import Traceless
import TracelessDelegateProxy
import TracelessRuntime
import XCTest

/// Seed 003, 2.1: the delegate is key-value observed before or after the plugin
/// takes it, and the observation is removed. Both strategies: the subclass
/// strategy meets KVO on the delegate's class; the proxy strategy never changes it.
final class KVOTests: DelegateTestCase {
    private func withTable(_ body: (HKObject, DPObject, DPObject, Capture) -> Void) {
        for strategy in DelegateProxyPlugin.Strategy.allCases {
            dp_log_reset()
            let capture = Capture()
            let registry = Traceless(plugins: [DelegateProxyPlugin(strategy: strategy)], sink: capture)
            try! registry.start()
            defer { registry.stop() }
            let stage = Stage()
            let (table, source) = stage.table()
            let delegate = dp_new("DPTableDelegate")!
            let observer = dp_new("DPObserver")!
            body(table, delegate, observer, capture)
            hk_table_set_delegate(table, nil)
            hk_release(delegate)
            hk_release(observer)
            hk_release(source)
        }
    }

    private func assertBusinessClass(_ delegate: DPObject, _ message: String) {
        XCTAssertEqual(object(delegate).declaredClass.name, "DPTableDelegate", message)
        XCTAssertTrue(object(delegate).isKind(of: ObjCClass(named: "DPTableDelegate")!), message)
    }

    func testKVO1_setAsDelegateThenObserved() {
        withTable { table, delegate, observer, capture in
            hk_table_set_delegate(table, delegate)
            dp_observe(delegate, observer, "name")
            assertBusinessClass(delegate, "while observed")
            dp_set_string(delegate, "name", "a")
            XCTAssertEqual(count("observe.name"), 1, "KVO notifications still fire")
            XCTAssertEqual(count("DPTableDelegate.setName"), 1, "the setter ran once (no recursion)")
            hk_select_row(table, 0, 0)
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 1)
            XCTAssertEqual(capture.all.count, 1, "tracked once")
            dp_unobserve(delegate, observer, "name")
        }
    }

    func testKVO2_thenTheObserverRemoved() {
        withTable { table, delegate, observer, capture in
            hk_table_set_delegate(table, delegate)
            dp_observe(delegate, observer, "name")
            dp_unobserve(delegate, observer, "name")
            assertBusinessClass(delegate, "after the observer left")
            hk_select_row(table, 0, 1)
            XCTAssertEqual(capture.all.count, 1, "still tracked")
            dp_set_string(delegate, "name", "b")
            XCTAssertEqual(count("observe.name"), 0)
        }
    }

    func testKVO3_observedFirstThenSetAsDelegate() {
        withTable { table, delegate, observer, capture in
            dp_observe(delegate, observer, "name")
            hk_table_set_delegate(table, delegate)
            XCTAssertTrue(object(delegate).isa.isKVOClass, "a KVO object is not subclassed")
            dp_set_string(delegate, "name", "a")
            XCTAssertEqual(count("observe.name"), 1)
            XCTAssertEqual(count("DPTableDelegate.setName"), 1, "the observed setter works")
            hk_select_row(table, 0, 2)
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 1)
            XCTAssertEqual(capture.all.count, 1, "tracked")
            assertBusinessClass(delegate, "observed")
            dp_unobserve(delegate, observer, "name")
        }
    }

    func testKVO4_observedSetAsDelegateThenTheObserverRemoved() {
        withTable { table, delegate, observer, capture in
            dp_observe(delegate, observer, "name")
            hk_table_set_delegate(table, delegate)
            dp_unobserve(delegate, observer, "name")
            XCTAssertFalse(object(delegate).isa.isKVOClass)
            assertBusinessClass(delegate, "after KVO reset the isa")
            hk_select_row(table, 0, 0)
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 1)
            XCTAssertEqual(capture.all.count, 1, "still tracked after KVO put its class back")
        }
    }

    func testKVO5_severalKeysAndObserversInMixedOrder() {
        withTable { table, delegate, first, capture in
            let second = dp_new("DPObserver")!
            defer { hk_release(second) }
            dp_observe(delegate, first, "name")
            hk_table_set_delegate(table, delegate)
            dp_observe(delegate, second, "title")
            hk_select_row(table, 0, 0)
            dp_unobserve(delegate, first, "name")
            hk_select_row(table, 0, 1)
            dp_observe(delegate, first, "title")
            dp_set_string(delegate, "title", "t")
            XCTAssertEqual(count("observe.title"), 2)
            dp_unobserve(delegate, second, "title")
            hk_select_row(table, 0, 2)
            dp_unobserve(delegate, first, "title")
            hk_select_row(table, 0, 0)
            dp_set_string(delegate, "name", "n")
            XCTAssertEqual(count("observe.name"), 0)
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 4, "business once per tap")
            XCTAssertEqual(capture.all.count, 4, "one event per tap throughout")
            assertBusinessClass(delegate, "at the end")
        }
    }

    func testKVO6_observedFirstSetterUsedTapObserverRemovedTapAgain() {
        withTable { table, delegate, observer, capture in
            dp_observe(delegate, observer, "name")
            hk_table_set_delegate(table, delegate)
            dp_set_string(delegate, "name", "a")
            XCTAssertEqual(count("observe.name"), 1, "the observed setter notifies")
            XCTAssertEqual(count("DPTableDelegate.setName"), 1, "and runs once")
            hk_select_row(table, 0, 0)
            dp_unobserve(delegate, observer, "name")
            hk_select_row(table, 0, 1)
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 2, "business once per tap")
            XCTAssertEqual(capture.all.count, 2, "both taps tracked")
            XCTAssertEqual(capture.all.map(\.element?.indexPath?.item), [0, 1])
            assertBusinessClass(delegate, "after KVO left")
            XCTAssertEqual(hk_table_delegate(table), delegate, "the getter answers what was set")
        }
    }
}
