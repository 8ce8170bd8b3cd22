import DelegateProxyFixtures
import HostKit
import TestSupport
import Traceless
import TracelessDelegateProxy
import TracelessRuntime
import XCTest

final class CoexistenceTests: DelegateTestCase {
    func testDP7_anInvocationForwardingProxyBetweenViewAndDelegate() {
        forEachStrategy { strategy, capture, _ in
            let stage = Stage()
            let (table, source) = stage.table()
            let delegate = dp_new("DPTableDelegate")!
            let proxy = dp_invocation_proxy_new(delegate)!
            hk_table_set_delegate(table, delegate)  // seed 000: the real delegate first,
            hk_table_set_delegate(table, proxy)     // then the library's proxy
            XCTAssertEqual(hk_table_delegate(table), proxy, "\(strategy)")
            hk_select_row(table, 0, 1)
            XCTAssertEqual(count("DPInvocationProxy.forward"), 1, "\(strategy)")
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 1, "\(strategy)")
            XCTAssertEqual(capture.all.count, 1, "\(strategy): one event through the chain")
            hk_table_set_delegate(table, nil)
            hk_release(proxy)
            hk_release(delegate)
            hk_release(source)
        }
    }

    func testDP7_aForwardingTargetProxyBetweenViewAndDelegate() {
        forEachStrategy { strategy, capture, _ in
            let stage = Stage()
            let (table, source) = stage.table()
            let delegate = dp_new("DPTableDelegate")!
            let proxy = dp_forwarding_target_proxy_new(delegate)!
            hk_table_set_delegate(table, proxy)
            hk_select_row(table, 0, 2)
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 1, "\(strategy)")
            XCTAssertEqual(capture.all.count, 1, "\(strategy)")
            XCTAssertEqual(capture.all.first?.element?.indexPath?.item, 2)
            hk_table_set_delegate(table, nil)
            hk_release(proxy)
            hk_release(delegate)
            hk_release(source)
        }
    }

    func testDP8_seed000CustomerBridgeSwizzleWithAnAssignDelegate() {
        for installFirst in [true, false] {
            if installFirst { dp_install_customer_bridge_swizzle() }
            forEachStrategy { strategy, capture, _ in
                if !installFirst { dp_install_customer_bridge_swizzle() }
                defer { if !installFirst { dp_remove_customer_bridge_swizzle() } }
                let stage = Stage()
                let webView = stage.add(hk_web_view_new()!)
                _ = dp_attach_bridge(webView)                   // delegate = bridge
                let delegate = dp_new("DPWebDelegate")!
                hk_web_view_set_delegate(webView, delegate)      // the customer keeps the bridge
                XCTAssertTrue(hk_load_url(webView, "https://example.com/page"))
                XCTAssertEqual(count("DPBridge.shouldStart"), 1, "\(strategy), customer first: \(installFirst)")
                XCTAssertEqual(count("DPWebDelegate.shouldStart"), 1, "\(strategy): callbacks reach the real delegate")
                XCTAssertEqual(count("DPWebDelegate.didFinish"), 1, "\(strategy)")
                let kinds = capture.all.map(\.kind)
                XCTAssertEqual(kinds.filter { $0 == .webNavigation }.count, 1, "\(strategy): \(kinds)")
                XCTAssertEqual(kinds.filter { $0 == .webLoad }.count, 1, "\(strategy): \(kinds)")
                XCTAssertEqual(capture.all.first?.attributes["url"], "https://example.com/page")
                hk_web_view_set_delegate(webView, nil)
                hk_release(delegate)
            }
            if installFirst { dp_remove_customer_bridge_swizzle() }
        }
    }

    func testDP11_aDelegateAnsweringOnlyThroughForwarding() {
        forEachStrategy { strategy, capture, _ in
            let stage = Stage()
            let (table, source) = stage.table()
            let delegate = dp_texture_delegate_new()!
            hk_table_set_delegate(table, delegate)
            hk_select_row(table, 0, 0)
            XCTAssertEqual(count("DPFinalHandler.didSelect"), 1, "\(strategy): the final handler runs once")
            XCTAssertEqual(capture.all.count, 1, "\(strategy)")
            XCTAssertEqual(String(cString: dp_last_cmd()), "tableView:didSelectRowAtIndexPath:")
            hk_table_set_delegate(table, nil)
            hk_release(delegate)
            hk_release(source)
        }
    }

    /// The subclass strategy hooks a delegate's class only where it can see that the
    /// hook is safe; a class that answers the callback only by forwarding (a method
    /// added there would change what it answers) or forwards messages itself (JSPatch,
    /// an Aspects class hook) is left as it is, and a proxy watches the delegate.
    func testDP14_theSubclassStrategyHandsToAProxyWhatItCannotHookThroughItsClass() throws {
        let capture = RecordingSink()
        let plugin = DelegateProxyPlugin(strategy: .subclass)
        let registry = TracelessRegistry(plugins: [plugin], sink: capture)
        try registry.start()
        defer { registry.stop() }
        dp_log_reset()
        let stage = Stage()
        let (table, source) = stage.table()
        let selection = ObjCSelector("tableView:didSelectRowAtIndexPath:")
        let skipped = { registry.diagnostics.skipped.map { "\($0.subject): \($0.reason)" } }

        let getterHooked = { Hooks.installed.contains { $0.selector == "delegate" && $0.owners.contains(DelegateProxyPlugin.pluginID.rawValue) } }
        let plain = dp_new("DPTableDelegate")!
        hk_table_set_delegate(table, plain)
        XCTAssertFalse(getterHooked(), "no proxy yet: the getter is not hooked, and costs nothing")
        hk_table_set_delegate(table, nil)
        hk_release(plain)
        let texture = dp_texture_delegate_new()!
        hk_table_set_delegate(table, texture)
        XCTAssertTrue(getterHooked(), "hooked before the first proxy went into a view")
        XCTAssertEqual(hk_table_delegate(table), texture, "the getter answers the delegate set")
        hk_select_row(table, 0, 0)
        XCTAssertEqual(count("DPFinalHandler.didSelect"), 1)
        XCTAssertEqual(capture.all.count, 1)
        XCTAssertEqual(plugin.proxiedInsteadCount, 1)
        XCTAssertNil(ObjCClass(named: "DPTextureDelegate")!.ownMethod(selection), "no method added to a forwarding class")
        XCTAssertTrue(skipped().contains { $0.hasPrefix("DPTextureDelegate") && $0.contains("only by forwarding") }, "\(skipped())")

        let forwarding = dp_new("DPSelfForwardingDelegate")!
        hk_table_set_delegate(table, forwarding)
        hk_select_row(table, 0, 1)
        XCTAssertEqual(count("DPTableDelegate.didSelect"), 1, "business once")
        XCTAssertEqual(capture.all.count, 2)
        XCTAssertEqual(plugin.proxiedInsteadCount, 2)
        XCTAssertNil(ObjCClass(named: "DPSelfForwardingDelegate")!.ownMethod(selection), "its class is not hooked")
        XCTAssertTrue(skipped().contains { $0.hasPrefix("DPSelfForwardingDelegate") && $0.contains("forwardInvocation:") }, "\(skipped())")
        XCTAssertEqual(hk_table_delegate(table), forwarding, "the getter answers the delegate set")

        hk_table_set_delegate(table, nil)
        hk_release(texture)
        hk_release(forwarding)
        hk_release(source)
    }

    func testDP12_everyFamily() {
        forEachStrategy { strategy, capture, _ in
            let stage = Stage()
            // UIScrollView
            let scroll = stage.add(hk_scroll_view_new()!)
            let scrollDelegate = dp_new("DPScrollDelegate")!
            hk_scroll_view_set_delegate(scroll, scrollDelegate)
            XCTAssertTrue(hk_drag(scroll))
            XCTAssertEqual(count("DPScrollDelegate.didEndDragging"), 1)
            // WKWebView
            let wk = stage.add(hk_wk_web_view_new()!)
            let navigation = dp_new("DPNavigationDelegate")!
            hk_wk_web_view_set_navigation_delegate(wk, navigation)
            XCTAssertTrue(hk_load_url(wk, "https://example.com/wk"))
            XCTAssertEqual(count("DPNavigationDelegate.decide"), 1, "\(strategy)")
            XCTAssertEqual(count("DPNavigationDelegate.didFinish"), 1, "\(strategy)")
            // UIAlertView (delegate given to the initializer) and UIActionSheet
            let alertDelegate = dp_new("DPAlertDelegate")!
            let alert = hk_alert_new("Delete?", "Really", alertDelegate, "Cancel")!
            hk_alert_add_button(alert, "Delete")
            hk_alert_show(alert)
            XCTAssertTrue(hk_tap_alert_button(alert, 1))
            XCTAssertEqual(count("DPAlertDelegate.clicked.1"), 1, "\(strategy)")
            dp_call_alert_clicked(alertDelegate, alert, 0)
            let sheet = hk_action_sheet_new("Share", alertDelegate, "Cancel", nil)!
            hk_action_sheet_add_button(sheet, "Mail")
            hk_action_sheet_show_in_view(sheet, hk_view_controller_view(stage.controller))
            XCTAssertTrue(hk_tap_action_sheet_button(sheet, 1))
            XCTAssertEqual(count("DPAlertDelegate.sheetClicked.1"), 1, "\(strategy)")

            let kinds = capture.all.map(\.kind)
            XCTAssertEqual(kinds.filter { $0 == .scroll }.count, 1, "\(strategy): \(kinds)")
            XCTAssertEqual(kinds.filter { $0 == .webNavigation }.count, 1, "\(strategy): \(kinds)")
            XCTAssertEqual(kinds.filter { $0 == .webLoad }.count, 1, "\(strategy): \(kinds)")
            XCTAssertEqual(kinds.filter { $0 == .alertButton }.count, 1, "\(strategy): the programmatic call is not reported")
            XCTAssertEqual(kinds.filter { $0 == .actionSheetButton }.count, 1, "\(strategy): \(kinds)")
            let alertEvent = capture.all.first { $0.kind == .alertButton }
            XCTAssertEqual(alertEvent?.attributes["buttonTitle"], "Delete")
            hk_scroll_view_set_delegate(scroll, nil)
            hk_wk_web_view_set_navigation_delegate(wk, nil)
            hk_release(alert)
            hk_release(sheet)
            hk_release(scrollDelegate)
            hk_release(navigation)
            hk_release(alertDelegate)
        }
    }

    func testDP13_aCustomerSwizzleOfSetDelegateBeforeAndAfterTheStart() {
        for customerFirst in [true, false] {
            if customerFirst { dp_install_customer_table_swizzle() }
            forEachStrategy { strategy, capture, _ in
                if !customerFirst { dp_install_customer_table_swizzle() }
                defer { if !customerFirst { dp_remove_customer_table_swizzle() } }
                let stage = Stage()
                let (table, source) = stage.table()
                let delegate = dp_new("DPTableDelegate")!
                hk_table_set_delegate(table, delegate)
                XCTAssertEqual(count("customer.setDelegate"), 1, "\(strategy), customer first: \(customerFirst)")
                XCTAssertEqual(hk_table_delegate(table), delegate)
                hk_select_row(table, 0, 0)
                XCTAssertEqual(count("DPTableDelegate.didSelect"), 1)
                XCTAssertEqual(capture.all.count, 1, "\(strategy), customer first: \(customerFirst)")
                hk_table_set_delegate(table, nil)
                hk_release(delegate)
                hk_release(source)
            }
            if customerFirst { dp_remove_customer_table_swizzle() }
        }
    }

    /// Switched off (the plugin, or every hook) while a proxy sits in the view, the getter
    /// still answers the delegate the app set: a switch stops reporting, never identity.
    func testDP14_theGetterAnswersTheDelegateWhileSwitchedOff() {
        for strategy in DelegateProxyPlugin.Strategy.allCases {
            let capture = RecordingSink()
            let plugin = DelegateProxyPlugin(strategy: strategy)
            let registry = TracelessRegistry(plugins: [plugin], sink: capture)
            try! registry.start()
            defer { registry.stop() }
            let stage = Stage()
            let (table, source) = stage.table()
            let delegate = dp_new("DPTableDelegate")!
            hk_table_set_delegate(table, delegate)
            registry.setEnabled(false, plugin: DelegateProxyPlugin.pluginID)
            XCTAssertEqual(hk_table_delegate(table), delegate, "\(strategy), plugin disabled")
            registry.setEnabled(true, plugin: DelegateProxyPlugin.pluginID)
            registry.isInterceptionEnabled = false
            XCTAssertEqual(hk_table_delegate(table), delegate, "\(strategy), interception off")
            hk_select_row(table, 0, 0)
            XCTAssertEqual(capture.all.count, 0, "\(strategy): nothing reported while off")
            registry.isInterceptionEnabled = true
            hk_select_row(table, 0, 0)
            XCTAssertEqual(capture.all.count, 1, "\(strategy): reported again once on")
            hk_table_set_delegate(table, nil)
            hk_release(delegate)
            hk_release(source)
        }
    }

    func testDP14_bothStrategiesKeepIdentityAndTheProxyLivesWithItsView() {
        forEachStrategy { strategy, capture, plugin in
            XCTAssertEqual(plugin.strategy, strategy)
            let delegate = dp_new("DPTableDelegate")!
            let business = object(delegate)
            do {
                let stage = Stage()
                let (table, source) = stage.table()
                hk_table_set_delegate(table, delegate)
                XCTAssertEqual(hk_table_delegate(table), delegate, "\(strategy): the getter answers the very object set")
                XCTAssertEqual(business.declaredClass.name, "DPTableDelegate")
                XCTAssertTrue(business.isKind(of: ObjCClass(named: "DPTableDelegate")!))
                XCTAssertTrue(business.send("isMemberOfClass:", ObjCClass(named: "DPTableDelegate")!).bool)
                if strategy == .proxy { XCTAssertEqual(plugin.liveProxyCount, 1) }
                hk_table_set_delegate(table, delegate)
                if strategy == .proxy { XCTAssertEqual(plugin.liveProxyCount, 1, "one proxy per (view, delegate)") }
                hk_table_set_delegate(table, nil)
                hk_release(source)
            }
            if strategy == .proxy { XCTAssertEqual(plugin.liveProxyCount, 0, "proxies go with their view") }
            hk_release(delegate)
            _ = capture
        }
    }

    /// The subclass strategy hooks a delegate's class once, for every delegate of
    /// it, and moves no object: each keeps its own isa, so a library that checks
    /// `object_getClass(obj) == [obj class]` (Aspects, RxCocoa) meets a plain object.
    func testTheSubclassStrategyHooksEachClassOnceAndMovesNoDelegate() {
        forEachStrategy { strategy, _, _ in
            guard strategy == .subclass else { return }
            let stage = Stage()
            let (table, source) = stage.table()
            let delegates = (0..<100).map { dp_new($0 % 2 == 0 ? "DPTableDelegate" : "DPBaseDelegate")! }
            for delegate in delegates { hk_table_set_delegate(table, delegate) }
            XCTAssertTrue(delegates.allSatisfy { object($0).isa == object($0).declaredClass }, "no delegate moved")
            let hooked = Hooks.installed.filter { $0.selector == "tableView:didSelectRowAtIndexPath:" && $0.className.hasPrefix("DP") }
            XCTAssertEqual(Set(hooked.map(\.className)), ["DPTableDelegate", "DPBaseDelegate"], "one hook per class")
            XCTAssertEqual(hooked.count, 2)
            hk_table_set_delegate(table, nil)
            delegates.forEach { hk_release($0) }
            hk_release(source)
        }
    }

    func testBadStrategyOptionIsATypedConfigurationError() {
        var configuration = TracelessConfiguration()
        configuration.pluginOptions[DelegateProxyPlugin.pluginID] = ["strategy": "magic"]
        XCTAssertThrowsError(try TracelessRegistry(plugins: [DelegateProxyPlugin()], configuration: configuration).start()) { error in
            guard case RegistryError.invalidConfiguration(let problems) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(problems.count, 1)
        }
    }

    func testStopRestoresTheViewClassesAndLeavesDelegatesWorking() throws {
        let classes = ["UIScrollView", "UITableView", "UIWebView"].compactMap { ObjCClass(named: $0) }
        let before = classes.map { $0.implementation(for: "setDelegate:") }
        let capture = RecordingSink()
        let registry = TracelessRegistry(plugins: [DelegateProxyPlugin()], sink: capture)
        try registry.start()
        let stage = Stage()
        let (table, source) = stage.table()
        let delegate = dp_new("DPTableDelegate")!
        hk_table_set_delegate(table, delegate)
        registry.stop()
        XCTAssertEqual(classes.map { $0.implementation(for: "setDelegate:") }, before)
        hk_select_row(table, 0, 0)
        XCTAssertEqual(count("DPTableDelegate.didSelect"), 1, "the delegate still works after stop")
        XCTAssertEqual(capture.all.count, 0)
        hk_table_set_delegate(table, nil)
        hk_release(delegate)
        hk_release(source)
    }
}
