import HostKit
import ThirdPartyFixtures
import XCTest

/// The Aspects reproduction behaves like steipete/Aspects (no Traceless involved).
final class AspectsTests: ThirdPartyTestCase {
    func testAspectsObjectHookMakesAspectsSubclassAndRunsAdviceOnce() {
        let stage = Stage()
        let table = stage.table()
        let delegate = tp_new("TPAspectsDelegate")!
        defer { hk_release(delegate) }
        var error: Int32 = 0
        let token = tp_aspects_hook_object(delegate, didSelect, Int32(TPAspectPositionBefore), tp_aspects_log_advice, Context.before, &error)
        XCTAssertNotNil(token)
        XCTAssertEqual(error, Int32(TPAspectErrorNone))
        XCTAssertEqual(isaName(delegate), "TPAspectsDelegate_Aspects_")
        XCTAssertEqual(className(delegate), "TPAspectsDelegate", "-class answers the stated class")
        XCTAssertTrue(tp_is_kind_of(delegate, "TPAspectsDelegate"))
        XCTAssertTrue(tp_responds_to(delegate, didSelect))
        XCTAssertTrue(tp_class_has_own_method("TPAspectsDelegate_Aspects_", "aspects__" + didSelect))
        XCTAssertTrue(tp_is_forwarding_imp(tp_class_method_imp("TPAspectsDelegate_Aspects_", didSelect)))
        XCTAssertFalse(tp_is_forwarding_imp(tp_class_method_imp("TPAspectsDelegate", didSelect)), "the class is untouched")

        hk_table_set_delegate(table, delegate)
        XCTAssertTrue(hk_select_row(table, 0, 1))
        XCTAssertEqual(count("aspects.before"), 1)
        XCTAssertEqual(count("TPAspectsDelegate.didSelect"), 1)
        XCTAssertEqual(log, "aspects.before, TPAspectsDelegate.didSelect")

        XCTAssertTrue(tp_aspects_remove(token))
        XCTAssertEqual(isaName(delegate), "TPAspectsDelegate", "removal sets the class back")
        hk_select_row(table, 0, 2)
        XCTAssertEqual(count("aspects.before"), 1)
        XCTAssertEqual(count("TPAspectsDelegate.didSelect"), 2)
        hk_table_set_delegate(table, nil)
        hk_release(token)
    }

    func testAspectsInsteadAdviceDecidesWhetherTheOriginalRuns() {
        let stage = Stage()
        let table = stage.table()
        let delegate = tp_new("TPAspectsDelegate")!
        defer { hk_release(delegate) }
        hk_table_set_delegate(table, delegate)

        let skip = tp_aspects_hook_object(delegate, didSelect, Int32(TPAspectPositionInstead), tp_aspects_log_advice, Context.instead, nil)!
        hk_select_row(table, 0, 0)
        XCTAssertEqual(log, "aspects.instead", "an instead advice that does not invoke replaces the method")
        XCTAssertTrue(tp_aspects_remove(skip))
        hk_release(skip)

        tp_log_reset()
        let call = tp_aspects_hook_object(delegate, didSelect, Int32(TPAspectPositionInstead), tp_aspects_log_and_invoke_advice, Context.instead, nil)!
        hk_select_row(table, 0, 0)
        XCTAssertEqual(log, "aspects.instead, TPAspectsDelegate.didSelect")
        XCTAssertTrue(tp_aspects_remove(call))
        hk_release(call)
        hk_table_set_delegate(table, nil)
    }

    func testAspectsAfterAdviceRunsAfterTheOriginal() {
        let stage = Stage()
        let table = stage.table()
        let delegate = tp_new("TPAspectsDelegate")!
        defer { hk_release(delegate) }
        let token = tp_aspects_hook_object(delegate, didSelect, Int32(TPAspectPositionAfter), tp_aspects_log_advice, Context.after, nil)!
        hk_table_set_delegate(table, delegate)
        hk_select_row(table, 0, 0)
        XCTAssertEqual(log, "TPAspectsDelegate.didSelect, aspects.after")
        // Business code calling the method itself goes through the hook too.
        tp_call_did_select_row(delegate, table, 0, 1)
        XCTAssertEqual(count("aspects.after"), 2)
        tp_aspects_remove(token)
        hk_release(token)
        hk_table_set_delegate(table, nil)
    }

    func testAspectsAutomaticRemovalRunsOnce() {
        let stage = Stage()
        let table = stage.table()
        let delegate = tp_new("TPAspectsDelegate")!
        defer { hk_release(delegate) }
        let options = Int32(TPAspectPositionBefore) | Int32(TPAspectOptionAutomaticRemoval)
        let token = tp_aspects_hook_object(delegate, didSelect, options, tp_aspects_log_advice, Context.before, nil)!
        hk_table_set_delegate(table, delegate)
        hk_select_row(table, 0, 0)
        hk_select_row(table, 0, 1)
        XCTAssertEqual(count("aspects.before"), 1)
        XCTAssertEqual(count("TPAspectsDelegate.didSelect"), 2)
        XCTAssertEqual(isaName(delegate), "TPAspectsDelegate", "the automatic removal restored the class")
        hk_release(token)
        hk_table_set_delegate(table, nil)
    }

    func testAspectsClassHookSwizzlesTheClassInPlaceForAllInstances() {
        let name = String(cString: tp_make_subclass("TPAspectsDelegate", "TPAspectsClassHooked"))
        let stage = Stage()
        let table = stage.table()
        let first = tp_new(name)!, second = tp_new(name)!
        defer { hk_release(first); hk_release(second) }
        let token = tp_aspects_hook_class(name, didSelect, Int32(TPAspectPositionBefore), tp_aspects_log_advice, Context.klass, nil)!
        XCTAssertEqual(isaName(first), name, "no subclass for a class hook")
        XCTAssertTrue(tp_class_has_own_method(name, "forwardInvocation:"), "forwardInvocation: swizzled in place")
        XCTAssertTrue(tp_class_has_own_method(name, didSelect), "Apple's class_replaceMethod adds the inherited method")
        XCTAssertTrue(tp_class_has_own_method(name, "aspects__" + didSelect))
        XCTAssertFalse(tp_is_forwarding_imp(tp_class_method_imp("TPAspectsDelegate", didSelect)), "the superclass is untouched")

        for delegate in [first, second] {
            hk_table_set_delegate(table, delegate)
            hk_select_row(table, 0, 0)
        }
        XCTAssertEqual(count("aspects.class"), 2)
        XCTAssertEqual(count("TPAspectsDelegate.didSelect"), 2)

        XCTAssertTrue(tp_aspects_remove(token))
        XCTAssertFalse(tp_is_forwarding_imp(tp_class_method_imp(name, didSelect)), "removal restores the IMP")
        hk_table_set_delegate(table, first)
        hk_select_row(table, 0, 0)
        XCTAssertEqual(count("aspects.class"), 2)
        XCTAssertEqual(count("TPAspectsDelegate.didSelect"), 3)
        hk_release(token)
        hk_table_set_delegate(table, nil)
    }

    func testAspectsSwizzlesInPlaceWhenIsaIsNotClass() {
        let stage = Stage()
        let table = stage.table()
        let delegate = tp_new("TPAspectsDelegate")!
        let observer = tp_new("TPKVOObserver")!
        defer { hk_release(delegate); hk_release(observer) }
        tp_kvo_observe(delegate, observer, "name")
        let kvoClass = isaName(delegate)
        XCTAssertNotEqual(kvoClass, "TPAspectsDelegate", "GNUstep KVO isa-swizzled the object")
        XCTAssertEqual(className(delegate), "TPAspectsDelegate")

        let token = tp_aspects_hook_object(delegate, didSelect, Int32(TPAspectPositionBefore), tp_aspects_log_advice, Context.before, nil)!
        XCTAssertEqual(isaName(delegate), kvoClass, "statedClass != baseClass: no Aspects subclass")
        XCTAssertTrue(tp_class_has_own_method(kvoClass, "forwardInvocation:"), "the KVO class's forwardInvocation: is swizzled in place")
        XCTAssertTrue(tp_class_has_own_method(kvoClass, "aspects__" + didSelect))
        XCTAssertTrue(tp_is_forwarding_imp(tp_class_method_imp(kvoClass, didSelect)))
        XCTAssertEqual(className(delegate), "TPAspectsDelegate")

        hk_table_set_delegate(table, delegate)
        hk_select_row(table, 0, 0)
        XCTAssertEqual(log, "aspects.before, TPAspectsDelegate.didSelect")
        tp_set_name(delegate, "changed")
        XCTAssertEqual(count("observe.name"), 1, "KVO still works")

        XCTAssertTrue(tp_aspects_remove(token))
        XCTAssertEqual(isaName(delegate), kvoClass)
        XCTAssertFalse(tp_is_forwarding_imp(tp_class_method_imp(kvoClass, didSelect)))
        hk_select_row(table, 0, 1)
        XCTAssertEqual(count("aspects.before"), 1)
        XCTAssertEqual(count("TPAspectsDelegate.didSelect"), 2)
        hk_table_set_delegate(table, nil)
        tp_kvo_unobserve(delegate, observer, "name")
        hk_release(token)
    }

    func testAspectsSwizzlesInPlaceWhenObjectIsInRxSubclass() {
        let name = String(cString: tp_make_subclass("TPRxDelegate", "TPRxThenAspectsDelegate"))
        let stage = Stage()
        let table = stage.table()
        let delegate = tp_new(name)!
        defer { hk_release(delegate) }
        let sent = tp_rx_sent_message(delegate, didSelect, nil)!
        let invoked = tp_rx_method_invoked(delegate, didSelect, nil)!
        let rxClass = "_RX_namespace_" + name
        XCTAssertEqual(isaName(delegate), rxClass)

        let token = tp_aspects_hook_object(delegate, didSelect, Int32(TPAspectPositionBefore), tp_aspects_log_advice, Context.before, nil)!
        XCTAssertEqual(isaName(delegate), rxClass, "-class lies (Rx): Aspects swizzles Rx's class in place")
        XCTAssertTrue(tp_class_has_own_method(rxClass, "aspects__" + didSelect))
        XCTAssertEqual(className(delegate), name)

        hk_table_set_delegate(table, delegate)
        hk_select_row(table, 0, 0)
        XCTAssertEqual(log, "aspects.before, rx.sent.\(didSelect), TPRxDelegate.didSelect, rx.invoked.\(didSelect)")

        XCTAssertTrue(tp_aspects_remove(token))
        tp_log_reset()
        hk_select_row(table, 0, 1)
        XCTAssertEqual(log, "rx.sent.\(didSelect), TPRxDelegate.didSelect, rx.invoked.\(didSelect)")
        tp_rx_dispose(sent)
        tp_rx_dispose(invoked)
        hk_release(sent)
        hk_release(invoked)
        hk_release(token)
        hk_table_set_delegate(table, nil)
    }

    func testAspectsClassHookAndObjectHookTogether() {
        let name = String(cString: tp_make_subclass("TPAspectsDelegate", "TPAspectsMixedHooks"))
        let stage = Stage()
        let table = stage.table()
        let hooked = tp_new(name)!, plain = tp_new(name)!
        defer { hk_release(hooked); hk_release(plain) }
        let classToken = tp_aspects_hook_class(name, didSelect, Int32(TPAspectPositionBefore), tp_aspects_log_advice, Context.klass, nil)!
        let objectToken = tp_aspects_hook_object(hooked, didSelect, Int32(TPAspectPositionAfter), tp_aspects_log_advice, Context.object, nil)!
        XCTAssertEqual(isaName(hooked), name + "_Aspects_")
        XCTAssertFalse(tp_class_has_own_method(name + "_Aspects_", didSelect), "already forwarded by the class: no alias in the subclass")

        hk_table_set_delegate(table, hooked)
        hk_select_row(table, 0, 0)
        XCTAssertEqual(log, "aspects.class, TPAspectsDelegate.didSelect, aspects.object")
        tp_log_reset()
        hk_table_set_delegate(table, plain)
        hk_select_row(table, 0, 0)
        XCTAssertEqual(log, "aspects.class, TPAspectsDelegate.didSelect")

        XCTAssertTrue(tp_aspects_remove(objectToken))
        XCTAssertEqual(isaName(hooked), name)
        tp_log_reset()
        hk_table_set_delegate(table, hooked)
        hk_select_row(table, 0, 0)
        XCTAssertEqual(log, "aspects.class, TPAspectsDelegate.didSelect", "the class hook stays")

        XCTAssertTrue(tp_aspects_remove(classToken))
        tp_log_reset()
        hk_select_row(table, 0, 0)
        XCTAssertEqual(log, "TPAspectsDelegate.didSelect")
        hk_release(objectToken)
        hk_release(classToken)
        hk_table_set_delegate(table, nil)
    }

    func testAspectsRefusesBlacklistedAndMissingSelectors() {
        let delegate = tp_new("TPAspectsDelegate")!
        defer { hk_release(delegate) }
        var error: Int32 = 0
        for selector in ["retain", "release", "autorelease", "forwardInvocation:"] {
            XCTAssertNil(tp_aspects_hook_object(delegate, selector, Int32(TPAspectPositionBefore), tp_aspects_log_advice, nil, &error))
            XCTAssertEqual(error, Int32(TPAspectErrorSelectorBlacklisted), selector)
        }
        XCTAssertNil(tp_aspects_hook_object(delegate, "dealloc", Int32(TPAspectPositionAfter), tp_aspects_log_advice, nil, &error))
        XCTAssertEqual(error, Int32(TPAspectErrorSelectorDeallocPosition))
        XCTAssertNil(tp_aspects_hook_object(delegate, "noSuchMethod:", Int32(TPAspectPositionBefore), tp_aspects_log_advice, nil, &error))
        XCTAssertEqual(error, Int32(TPAspectErrorDoesNotRespondToSelector))
        XCTAssertEqual(isaName(delegate), "TPAspectsDelegate", "a refused hook changes nothing")
    }

    func testAspectsRefusesHookingASubclassAfterItsSuperclass() {
        var error: Int32 = 0
        let token = tp_aspects_hook_class("TPBaseDelegate", didSelect, Int32(TPAspectPositionBefore), tp_aspects_log_advice, Context.klass, &error)
        XCTAssertNotNil(token)
        XCTAssertNil(tp_aspects_hook_class("TPSubDelegate", didSelect, Int32(TPAspectPositionBefore), tp_aspects_log_advice, Context.klass, &error))
        XCTAssertEqual(error, Int32(TPAspectErrorSelectorAlreadyHookedInClassHierarchy))
        XCTAssertTrue(tp_aspects_remove(token))
        hk_release(token)
    }

    /// Aspects restores the method's IMP on every removal, before looking at what is
    /// left: the remaining aspect on that selector stops running (real behaviour).
    func testAspectsRemovingOneOfTwoObjectAspectsRestoresTheMethod() {
        let stage = Stage()
        let table = stage.table()
        let delegate = tp_new("TPAspectsDelegate")!
        defer { hk_release(delegate) }
        let first = tp_aspects_hook_object(delegate, didSelect, Int32(TPAspectPositionBefore), tp_aspects_log_advice, Context.before, nil)!
        let second = tp_aspects_hook_object(delegate, didSelect, Int32(TPAspectPositionAfter), tp_aspects_log_advice, Context.second, nil)!
        hk_table_set_delegate(table, delegate)
        hk_select_row(table, 0, 0)
        XCTAssertEqual(log, "aspects.before, TPAspectsDelegate.didSelect, aspects.second")
        XCTAssertTrue(tp_aspects_remove(first))
        XCTAssertEqual(isaName(delegate), "TPAspectsDelegate_Aspects_", "an aspect is left: the object stays in the subclass")
        tp_log_reset()
        hk_select_row(table, 0, 0)
        XCTAssertEqual(log, "TPAspectsDelegate.didSelect", "the second aspect no longer runs")
        XCTAssertTrue(tp_aspects_remove(second))
        XCTAssertEqual(isaName(delegate), "TPAspectsDelegate")
        hk_release(first)
        hk_release(second)
        hk_table_set_delegate(table, nil)
    }

    /// Aspects' aspect_isMsgForwardIMP on GNU: forwarding closures made by anybody.
    func testAspectsRecognisesForwardingClosuresOfOtherLibraries() {
        let foreign = tp_unregistered_forwarding_imp("TPOtherDelegate", didSelect)
        XCTAssertNotNil(foreign)
        XCTAssertTrue(tp_is_forwarding_imp(foreign))
        XCTAssertFalse(tp_is_forwarding_imp(tp_class_method_imp("TPOtherDelegate", didSelect)))
    }

    /// Rx's forwarding path first: the selector already has the forwarding IMP, so
    /// Aspects adds no alias; its forwardInvocation: (swizzled in place over Rx's,
    /// kept as __aspects_forwardInvocation:) runs the before advice, finds no alias
    /// and hands the invocation to Rx's forwardInvocation:.
    func testAspectsOnRxForwardedSelectorFallsBackToRxForwardInvocation() {
        let name = String(cString: tp_make_subclass("TPRxForwardingDelegate", "TPRxForwardedThenAspects"))
        tp_rx_set_strategy(Int32(TPRxStrategyForwarding))
        defer { tp_rx_set_strategy(Int32(TPRxStrategyAuto)) }
        let stage = Stage()
        let table = stage.table()
        let delegate = tp_new(name)!
        defer { hk_release(delegate) }
        let sent = tp_rx_sent_message(delegate, didSelect, nil)!
        let rxClass = "_RX_namespace_" + name
        let token = tp_aspects_hook_object(delegate, didSelect, Int32(TPAspectPositionBefore), tp_aspects_log_advice, Context.before, nil)!
        XCTAssertEqual(isaName(delegate), rxClass)
        XCTAssertTrue(tp_class_has_own_method(rxClass, "__aspects_forwardInvocation:"), "Rx's forwardInvocation: kept")
        XCTAssertFalse(tp_class_has_own_method(rxClass, "aspects__" + didSelect), "already forwarding: no alias")
        hk_table_set_delegate(table, delegate)
        hk_select_row(table, 0, 0)
        XCTAssertEqual(log, "aspects.before, rx.sent.\(didSelect), TPRxForwardingDelegate.didSelect")
        XCTAssertTrue(tp_aspects_remove(token))
        tp_log_reset()
        hk_select_row(table, 0, 0)
        XCTAssertEqual(log, "rx.sent.\(didSelect), TPRxForwardingDelegate.didSelect")
        tp_rx_dispose(sent)
        hk_release(sent)
        hk_release(token)
        hk_table_set_delegate(table, nil)
    }
}
