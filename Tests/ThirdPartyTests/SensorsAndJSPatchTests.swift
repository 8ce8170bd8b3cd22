import HostKit
import ThirdPartyFixtures
import XCTest

/// The Sensors Analytics reproduction behaves like the SDK's delegate hook.
final class SensorsTests: ThirdPartyTestCase {
    override func setUp() {
        super.setUp()
        tp_sensors_install()
    }

    override func tearDown() {
        tp_sensors_uninstall()
        super.tearDown()
    }

    func testSensorsExchangesSelectionOnDelegateClassWhenDelegateIsSet() {
        let stage = Stage()
        let table = stage.table()
        let delegate = tp_new("TPSensorsDelegate")!
        defer { hk_release(delegate) }
        let before = tp_class_method_imp("TPSensorsDelegate", didSelect)
        hk_table_set_delegate(table, delegate)
        XCTAssertEqual(hk_table_delegate(table), delegate)
        XCTAssertTrue(tp_class_has_own_method("TPSensorsDelegate", "sa_" + didSelect))
        XCTAssertNotEqual(tp_class_method_imp("TPSensorsDelegate", didSelect), before, "exchanged on the class")
        XCTAssertEqual(tp_class_method_imp("TPSensorsDelegate", "sa_" + didSelect), before)
        XCTAssertEqual(isaName(delegate), "TPSensorsDelegate", "no isa change")

        hk_select_row(table, 0, 0)
        XCTAssertEqual(log, "TPSensorsDelegate.didSelect, sdk.didSelect")

        // Setting the delegate again does not exchange back; other instances are hooked too.
        hk_table_set_delegate(table, nil)
        hk_table_set_delegate(table, delegate)
        let other = tp_new("TPSensorsDelegate")!
        defer { hk_release(other) }
        tp_log_reset()
        hk_select_row(table, 0, 1)
        tp_call_did_select_row(other, table, 0, 0)
        XCTAssertEqual(log, "TPSensorsDelegate.didSelect, sdk.didSelect, TPSensorsDelegate.didSelect, sdk.didSelect")
        hk_table_set_delegate(table, nil)
    }

    func testSensorsExchangesOnTheTopmostClassDefiningTheSelector() {
        let stage = Stage()
        let table = stage.table()
        let delegate = tp_new("TPSensorsSubDelegate")!
        defer { hk_release(delegate) }
        hk_table_set_delegate(table, delegate)
        XCTAssertTrue(tp_class_has_own_method("TPSensorsBaseDelegate", "sa_" + didSelect))
        XCTAssertFalse(tp_class_has_own_method("TPSensorsSubDelegate", "sa_" + didSelect))
        hk_select_row(table, 0, 0)
        XCTAssertEqual(log, "TPSensorsSubDelegate.didSelect, TPSensorsBaseDelegate.didSelect, sdk.didSelect")
        hk_table_set_delegate(table, nil)
    }

    func testSensorsHooksTheClassTheDelegateReportsNotItsIsa() {
        let name = String(cString: tp_make_subclass("TPSensorsDelegate", "TPSensorsKVODelegate"))
        let stage = Stage()
        let table = stage.table()
        let delegate = tp_new(name)!
        let observer = tp_new("TPKVOObserver")!
        defer { hk_release(delegate); hk_release(observer) }
        tp_kvo_observe(delegate, observer, "name")
        let kvoClass = isaName(delegate)
        XCTAssertNotEqual(kvoClass, name)
        hk_table_set_delegate(table, delegate)
        XCTAssertFalse(tp_class_has_own_method(kvoClass, "sa_" + didSelect), "[delegate class] is walked, not the isa")
        XCTAssertTrue(tp_class_has_own_method("TPSensorsDelegate", "sa_" + didSelect), "the topmost defining class")
        hk_select_row(table, 0, 0)
        XCTAssertEqual(count("sdk.didSelect"), 1)
        XCTAssertEqual(count("TPSensorsDelegate.didSelect"), 1)
        hk_table_set_delegate(table, nil)
        tp_kvo_unobserve(delegate, observer, "name")
    }

    func testSensorsHooksCollectionSelection() {
        let stage = Stage()
        let collection = stage.collection()
        let delegate = tp_new("TPSensorsDelegate")!
        defer { hk_release(delegate) }
        hk_collection_set_delegate(collection, delegate)
        XCTAssertTrue(hk_select_item(collection, 0, 1))
        XCTAssertEqual(log, "TPSensorsDelegate.didSelectItem, sdk.didSelectItem")
        hk_collection_set_delegate(collection, nil)
    }
}

/// The JSPatch reproduction behaves like JPEngine's overrideMethod.
final class JSPatchTests: ThirdPartyTestCase {
    func testJSPatchAnswersSelectionInItsForwardInvocationAndCallsORIG() {
        let stage = Stage()
        let table = stage.table()
        tp_jspatch_override_did_select("TPJSPatchDelegate")
        XCTAssertTrue(tp_class_has_own_method("TPJSPatchDelegate", "forwardInvocation:"))
        XCTAssertFalse(tp_class_has_own_method("TPJSPatchDelegate", "ORIGforwardInvocation:"), "it only inherited one")
        XCTAssertTrue(tp_class_has_own_method("TPJSPatchDelegate", "ORIG" + didSelect))
        XCTAssertTrue(tp_is_forwarding_imp(tp_class_method_imp("TPJSPatchDelegate", didSelect)))

        let delegate = tp_new("TPJSPatchDelegate")!
        defer { hk_release(delegate) }
        XCTAssertEqual(className(delegate), "TPJSPatchDelegate")
        XCTAssertEqual(isaName(delegate), "TPJSPatchDelegate")
        XCTAssertTrue(tp_responds_to(delegate, didSelect))
        hk_table_set_delegate(table, delegate)
        hk_select_row(table, 0, 0)
        XCTAssertEqual(log, "jspatch.didSelect, TPJSPatchDelegate.didSelect")

        // A second override keeps the first ORIG (class_respondsToSelector guard).
        tp_jspatch_override_did_select("TPJSPatchDelegate")
        tp_log_reset()
        hk_select_row(table, 0, 1)
        XCTAssertEqual(log, "jspatch.didSelect, TPJSPatchDelegate.didSelect")
        hk_table_set_delegate(table, nil)
    }

    func testJSPatchSendsOtherSelectorsToTheForwardInvocationItReplaced() {
        let stage = Stage()
        let table = stage.table()
        let collection = stage.collection()
        tp_jspatch_override_did_select("TPForwardingDelegate")
        XCTAssertTrue(tp_class_has_own_method("TPForwardingDelegate", "ORIGforwardInvocation:"), "its own one is kept")
        let delegate = tp_new("TPForwardingDelegate")!
        defer { hk_release(delegate) }
        hk_table_set_delegate(table, delegate)
        hk_collection_set_delegate(collection, delegate)
        hk_select_row(table, 0, 0)
        XCTAssertEqual(log, "jspatch.didSelect, TPForwardingDelegate.didSelect")
        tp_log_reset()
        XCTAssertTrue(hk_select_item(collection, 0, 0))
        XCTAssertEqual(log, "TPForwardingDelegate.forwarded", "no JS function: ORIGforwardInvocation:")
        hk_table_set_delegate(table, nil)
        hk_collection_set_delegate(collection, nil)
    }
}

/// The current Sensors Analytics hook (SADelegateProxy) behaves like the SDK's.
final class SensorsProxyTests: ThirdPartyTestCase {
    override func setUp() {
        super.setUp()
        tp_sensors_proxy_install()
    }

    override func tearDown() {
        tp_sensors_proxy_uninstall()
        super.tearDown()
    }

    func testSensorsProxyIsaSwizzlesDelegateIntoSensorsSubclass() {
        let stage = Stage()
        let table = stage.table()
        let delegate = tp_new("TPSensorsProxyDelegate")!
        defer { hk_release(delegate) }
        hk_table_set_delegate(table, delegate)
        XCTAssertEqual(isaName(delegate), "TPSensorsProxyDelegate_CN.SENSORSDATA")
        XCTAssertEqual(className(delegate), "TPSensorsProxyDelegate", "-class answers the reported class")
        XCTAssertTrue(tp_is_kind_of(delegate, "TPSensorsProxyDelegate"))
        XCTAssertTrue(tp_responds_to(delegate, didSelect))
        XCTAssertTrue(tp_class_has_own_method("TPSensorsProxyDelegate_CN.SENSORSDATA", didSelect))
        XCTAssertFalse(tp_class_has_own_method("TPSensorsProxyDelegate", "sa_" + didSelect), "the business class is untouched")

        hk_select_row(table, 0, 0)
        XCTAssertEqual(log, "sdk.didSelect, TPSensorsProxyDelegate.didSelect")

        // Business code calling its own delegate method: the SDK tracks it as the
        // table's delegate (target == scrollView.delegate).
        tp_log_reset()
        tp_call_did_select_row(delegate, table, 0, 1)
        XCTAssertEqual(log, "sdk.didSelect, TPSensorsProxyDelegate.didSelect")

        // Another table with the same delegate: the subclass is reused.
        hk_table_set_delegate(table, nil)
        hk_table_set_delegate(table, delegate)
        XCTAssertEqual(isaName(delegate), "TPSensorsProxyDelegate_CN.SENSORSDATA")
        hk_table_set_delegate(table, nil)
        tp_log_reset()
        tp_call_did_select_row(delegate, table, 0, 1)
        XCTAssertEqual(log, "TPSensorsProxyDelegate.didSelect", "not the table's delegate: forwarded, not tracked")
    }

    func testSensorsProxyAddsMethodsToTheKVOClassOfAKVOObservedDelegate() {
        let name = String(cString: tp_make_subclass("TPSensorsProxyDelegate", "TPSensorsProxyKVODelegate"))
        let stage = Stage()
        let table = stage.table()
        let delegate = tp_new(name)!
        let observer = tp_new("TPKVOObserver")!
        defer { hk_release(delegate); hk_release(observer) }
        tp_kvo_observe(delegate, observer, "name")
        let kvoClass = isaName(delegate)
        hk_table_set_delegate(table, delegate)
        XCTAssertEqual(isaName(delegate), kvoClass, "no subclass: the KVO class gets the methods")
        XCTAssertTrue(tp_class_has_own_method(kvoClass, didSelect))
        XCTAssertTrue(tp_class_has_own_method(kvoClass, "removeObserver:forKeyPath:"))
        hk_select_row(table, 0, 0)
        XCTAssertEqual(log, "sdk.didSelect, TPSensorsProxyDelegate.didSelect")
        tp_set_name(delegate, "changed")
        XCTAssertEqual(count("observe.name"), 1)
        hk_table_set_delegate(table, nil)
        tp_kvo_unobserve(delegate, observer, "name")
    }
}
