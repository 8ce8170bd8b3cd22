import HostKit
import ThirdPartyFixtures
import XCTest

/// The RxCocoa reproductions behave like RxCocoa (no Traceless involved).
final class RxTests: ThirdPartyTestCase {
    override func tearDown() {
        tp_rx_set_strategy(Int32(TPRxStrategyAuto))
        super.tearDown()
    }

    func testRxSentMessageUsesOptimizedIMPForVoidObjectMethods() {
        let stage = Stage()
        let table = stage.table()
        let delegate = tp_new("TPRxDelegate")!
        defer { hk_release(delegate) }
        var error: Int32 = -1
        let sent = tp_rx_sent_message(delegate, didSelect, &error)!
        let invoked = tp_rx_method_invoked(delegate, didSelect, &error)!
        XCTAssertEqual(error, Int32(TPRxErrorNone))
        XCTAssertEqual(tp_rx_interception_kind(delegate, didSelect), 1, "void (id, id): the optimized path")
        XCTAssertEqual(isaName(delegate), "_RX_namespace_TPRxDelegate")
        XCTAssertEqual(className(delegate), "TPRxDelegate", "-class answers the act-as class")
        XCTAssertTrue(tp_is_kind_of(delegate, "TPRxDelegate"))
        XCTAssertTrue(tp_responds_to(delegate, didSelect))
        XCTAssertTrue(tp_class_has_own_method("_RX_namespace_TPRxDelegate", didSelect))
        XCTAssertFalse(tp_class_has_own_method("_RX_namespace_TPRxDelegate", "forwardInvocation:"), "no forwarding machinery")
        XCTAssertFalse(tp_is_forwarding_imp(tp_class_method_imp("_RX_namespace_TPRxDelegate", didSelect)))

        hk_table_set_delegate(table, delegate)
        XCTAssertTrue(hk_select_row(table, 0, 0))
        XCTAssertEqual(log, "rx.sent.\(didSelect), TPRxDelegate.didSelect, rx.invoked.\(didSelect)")

        tp_rx_dispose(sent)
        tp_rx_dispose(invoked)
        hk_release(sent)
        hk_release(invoked)
        tp_log_reset()
        hk_select_row(table, 0, 1)
        XCTAssertEqual(log, "TPRxDelegate.didSelect", "disposed: the observers are gone")
        XCTAssertEqual(isaName(delegate), "_RX_namespace_TPRxDelegate", "RxCocoa never un-swizzles")
        XCTAssertTrue(tp_class_has_own_method("_RX_namespace_TPRxDelegate", didSelect))

        // A second object of the class reuses the dynamic subclass and interceptor.
        let other = tp_new("TPRxDelegate")!
        defer { hk_release(other) }
        let again = tp_rx_sent_message(other, didSelect, nil)!
        XCTAssertEqual(isaName(other), "_RX_namespace_TPRxDelegate")
        tp_log_reset()
        tp_call_did_select_row(other, table, 0, 0)
        tp_call_did_select_row(delegate, table, 0, 0)
        XCTAssertEqual(log, "rx.sent.\(didSelect), TPRxDelegate.didSelect, TPRxDelegate.didSelect",
                       "observers belong to one object")
        tp_rx_dispose(again)
        hk_release(again)
        hk_table_set_delegate(table, nil)
    }

    func testRxUsesOptimizedIMPForObjectAndLongArguments() {
        let stage = Stage()
        let delegate = tp_new("TPAlertDelegate")!
        defer { hk_release(delegate) }
        let clicked = "alertView:clickedButtonAtIndex:"
        let sent = tp_rx_sent_message(delegate, clicked, nil)!
        XCTAssertEqual(tp_rx_interception_kind(delegate, clicked), 1)
        let alert = hk_alert_new("Title", "Message", delegate, "Cancel")!
        hk_alert_add_button(alert, "OK")
        hk_alert_show(alert)
        XCTAssertTrue(hk_tap_alert_button(alert, 1))
        XCTAssertEqual(count("rx.sent.\(clicked)"), 1)
        XCTAssertEqual(count("TPAlertDelegate.clicked.1"), 1)
        tp_rx_dispose(sent)
        hk_release(sent)
        hk_release(alert)
        _ = stage
    }

    func testRxUsesForwardingForOtherSignatures() {
        let stage = Stage()
        let table = stage.table()
        let delegate = tp_new("TPRxDelegate")!
        defer { hk_release(delegate) }
        let sent = tp_rx_sent_message(delegate, didEndDragging, nil)!
        let invoked = tp_rx_method_invoked(delegate, didEndDragging, nil)!
        let rxClass = "_RX_namespace_TPRxDelegate"
        XCTAssertEqual(tp_rx_interception_kind(delegate, didEndDragging), 2, "void (id, BOOL): forwarding")
        XCTAssertTrue(tp_class_has_own_method(rxClass, "_RX_namespace_" + didEndDragging), "the alias keeps the original IMP")
        XCTAssertTrue(tp_is_forwarding_imp(tp_class_method_imp(rxClass, didEndDragging)))
        for selector in ["forwardInvocation:", "respondsToSelector:", "methodSignatureForSelector:", "class"] {
            XCTAssertTrue(tp_class_has_own_method(rxClass, selector), selector)
        }
        XCTAssertEqual(className(delegate), "TPRxDelegate")
        XCTAssertTrue(tp_responds_to(delegate, didEndDragging))

        hk_table_set_delegate(table, delegate)
        XCTAssertTrue(hk_drag(table))
        XCTAssertEqual(log, "rx.sent.\(didEndDragging), TPRxDelegate.didEndDragging, rx.invoked.\(didEndDragging)")

        tp_rx_dispose(sent)
        tp_rx_dispose(invoked)
        hk_release(sent)
        hk_release(invoked)
        tp_log_reset()
        hk_drag(table)
        XCTAssertEqual(log, "TPRxDelegate.didEndDragging")
        XCTAssertEqual(tp_rx_interception_kind(delegate, didEndDragging), 2, "the forwarding stays")
        hk_table_set_delegate(table, nil)
    }

    func testRxForwardingPathForSelectionWhenChosen() {
        tp_rx_set_strategy(Int32(TPRxStrategyForwarding))
        let stage = Stage()
        let table = stage.table()
        let delegate = tp_new("TPRxForwardingDelegate")!
        defer { hk_release(delegate) }
        let sent = tp_rx_sent_message(delegate, didSelect, nil)!
        let invoked = tp_rx_method_invoked(delegate, didSelect, nil)!
        XCTAssertEqual(tp_rx_interception_kind(delegate, didSelect), 2)
        XCTAssertTrue(tp_is_forwarding_imp(tp_class_method_imp("_RX_namespace_TPRxForwardingDelegate", didSelect)))
        hk_table_set_delegate(table, delegate)
        hk_select_row(table, 0, 2)
        XCTAssertEqual(log, "rx.sent.\(didSelect), TPRxForwardingDelegate.didSelect, rx.invoked.\(didSelect)")
        tp_rx_dispose(sent)
        tp_rx_dispose(invoked)
        hk_release(sent)
        hk_release(invoked)
        hk_table_set_delegate(table, nil)
    }

    /// RxCocoa refuses (RXObjCRuntimeErrorObjectMessagesAlreadyBeingIntercepted)
    /// when -class is not the isa; it does not swizzle the isa class in place.
    func testRxRefusesObjectWhoseIsaIsNotItsClass() {
        let stage = Stage()
        let table = stage.table()
        let delegate = tp_new("TPRxKVODelegate")!
        let observer = tp_new("TPKVOObserver")!
        defer { hk_release(delegate); hk_release(observer) }
        tp_kvo_observe(delegate, observer, "name")
        let kvoClass = isaName(delegate)
        XCTAssertNotEqual(kvoClass, "TPRxKVODelegate")
        var error: Int32 = 0
        XCTAssertNil(tp_rx_sent_message(delegate, didSelect, &error))
        XCTAssertEqual(error, Int32(TPRxErrorObjectMessagesAlreadyBeingIntercepted))
        XCTAssertEqual(isaName(delegate), kvoClass, "nothing swizzled")
        XCTAssertFalse(tp_class_has_own_method(kvoClass, didSelect))
        hk_table_set_delegate(table, delegate)
        hk_select_row(table, 0, 0)
        XCTAssertEqual(log, "TPRxKVODelegate.didSelect")
        hk_table_set_delegate(table, nil)
        tp_kvo_unobserve(delegate, observer, "name")
    }

    /// Aspects' subclass answers -class with the stated class: to RxCocoa that is
    /// an object already intercepted.
    func testRxRefusesObjectInAspectsSubclass() {
        let delegate = tp_new("TPRxKVODelegate")!
        defer { hk_release(delegate) }
        let token = tp_aspects_hook_object(delegate, didSelect, Int32(TPAspectPositionBefore), tp_aspects_log_advice, nil, nil)!
        XCTAssertEqual(isaName(delegate), "TPRxKVODelegate_Aspects_")
        var error: Int32 = 0
        XCTAssertNil(tp_rx_method_invoked(delegate, didSelect, &error))
        XCTAssertEqual(error, Int32(TPRxErrorObjectMessagesAlreadyBeingIntercepted))
        XCTAssertEqual(isaName(delegate), "TPRxKVODelegate_Aspects_")
        tp_aspects_remove(token)
        hk_release(token)
    }

    func testRxRefusesPerformanceSensitiveAndMissingSelectors() {
        let delegate = tp_new("TPRxDelegate")!
        defer { hk_release(delegate) }
        var error: Int32 = 0
        for selector in ["class", "respondsToSelector:", "methodSignatureForSelector:", "forwardingTargetForSelector:"] {
            XCTAssertNil(tp_rx_sent_message(delegate, selector, &error))
            XCTAssertEqual(error, Int32(TPRxErrorObservingPerformanceSensitiveMessages), selector)
        }
        XCTAssertNil(tp_rx_sent_message(delegate, "noSuchMethod:", &error))
        XCTAssertEqual(error, Int32(TPRxErrorSelectorNotImplemented))
        XCTAssertEqual(isaName(delegate), "TPRxDelegate")
    }

    /// hk_control_target_count's set holds the targets until its pool pops.
    private func targetCount(_ control: HKObject) -> Int {
        let pool = hk_pool_push()
        defer { hk_pool_pop(pool) }
        return hk_control_target_count(control)
    }

    func testRxControlTargetReceivesTapUntilDisposed() {
        let stage = Stage()
        let button = stage.add(hk_button_new("Buy")!)
        let target = tp_rx_control_target_new(button, UInt(HKControlEventTouchUpInside), nil, nil)!
        XCTAssertEqual(String(cString: hk_class_name(target)), "_TtC7RxCocoa13ControlTarget")
        XCTAssertTrue(tp_is_kind_of(target, "_TtC7RxCocoa8RxTarget"))
        XCTAssertTrue(tp_responds_to(target, "eventHandler:"))
        XCTAssertEqual(targetCount(button), 1)
        XCTAssertEqual(tp_rx_live_targets(), 1, "RxTarget retains itself")
        XCTAssertEqual(hk_retain_count(target), 1, "only its own reference")
        XCTAssertTrue(hk_tap(button))
        XCTAssertEqual(count("rx.control.event"), 1)
        tp_rx_target_dispose(target)
        XCTAssertEqual(targetCount(button), 0)
        XCTAssertEqual(tp_rx_live_targets(), 0, "disposed: released")
        hk_tap(button)
        XCTAssertEqual(count("rx.control.event"), 1)
    }

    func testRxGestureTargetReceivesGestureUntilDisposed() {
        let stage = Stage()
        let view = stage.add(hk_view_new(0, 0, 100, 100)!)
        let recognizer = hk_tap_gesture_new(nil, nil, 1)!
        hk_view_add_gesture(view, recognizer)
        hk_release(recognizer)
        let target = tp_rx_gesture_target_new(recognizer, nil, nil)!
        XCTAssertEqual(String(cString: hk_class_name(target)), "_TtGC7RxCocoa13GestureTargetCSo22UITapGestureRecognizer_")
        XCTAssertTrue(tp_is_kind_of(target, "_TtC7RxCocoa8RxTarget"))
        XCTAssertEqual(tp_rx_live_targets(), 1)
        XCTAssertTrue(hk_recognize_gesture(recognizer))
        XCTAssertEqual(count("rx.gesture.event"), 1)
        tp_rx_target_dispose(target)
        XCTAssertEqual(tp_rx_live_targets(), 0)
        hk_recognize_gesture(recognizer)
        XCTAssertEqual(count("rx.gesture.event"), 1)
    }
}
