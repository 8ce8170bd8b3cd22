import HostKit
import TestSupport
import ThirdPartyFixtures
import Traceless
import TracelessDelegateProxy
import TracelessRxCompat
import TracelessTargetAction
import XCTest

/// The plugin as the registry sees it: requirements, options, order, diagnostics, stop.
final class RxCompatPluginTests: RxCompatTestCase {
    func testRequiresTargetActionAndDelegateProxy() {
        XCTAssertEqual(RxCompatPlugin().requirements, [.plugin("traceless.target-action"), .plugin("traceless.delegate-proxy")])
        XCTAssertEqual(TracelessRegistry.problems(in: [RxCompatPlugin(), TargetActionPlugin()]),
                       [.missingRequirement(plugin: "traceless.rx-compat", requirement: .plugin("traceless.delegate-proxy"))])
        let order = TracelessRegistry.installOrder(of: [RxCompatPlugin(), DelegateProxyPlugin(), TargetActionPlugin()]).map(\.id)
        XCTAssertEqual(order.last, RxCompatPlugin.pluginID, "installed after the plugins it serves")
        XCTAssertEqual(RxCompatPlugin().conflicts, [])
        XCTAssertEqual(RxCompatPlugin().priority, -10)
    }

    func testUnknownOptionsAreAnError() {
        var configuration = TracelessConfiguration()
        configuration.pluginOptions["traceless.rx-compat"] = ["attributeTargets": "true"]
        let registry = TracelessRegistry(
            plugins: [TargetActionPlugin(), DelegateProxyPlugin(), RxCompatPlugin()], configuration: configuration)
        XCTAssertThrowsError(try registry.start()) { error in
            XCTAssertEqual(error as? RegistryError, .invalidConfiguration([
                "traceless.rx-compat: unknown option 'attributeTargets' (traceless.rx-compat has no options)",
            ]))
        }
        XCTAssertFalse(registry.isStarted)
        XCTAssertEqual(RxCompatPlugin().validate(options: [:]), [])
    }

    func testDiagnosticsSayWhatWasMetHandledAndLeftAlone() {
        forEachSetup { setup, capture, registry, rx in
            guard let rx else { return }
            let stage = Stage()
            let button = stage.add(hk_button_new("Pay")!)
            let target = tp_rx_control_target_new(button, UInt(HKControlEventTouchUpInside), nil, nil)!
            XCTAssertTrue(hk_tap(button))
            XCTAssertEqual(capture.all.count, 1, "\(setup)")
            tp_rx_target_dispose(target)

            XCTAssertEqual(rx.statistics, RxCompatStatistics(met: 1, handled: 1, leftAlone: 0))
            let lines = skipReasons(registry)
            XCTAssertTrue(lines.contains { $0.hasPrefix("traceless.rx-compat _TtC7RxCocoa13ControlTarget: RxCocoa closure box") }, "\(lines)")
            XCTAssertTrue(lines.contains { $0.hasPrefix("traceless.rx-compat RxCocoa delegate proxies") }, "\(lines)")
            XCTAssertTrue(registry.diagnostics.table().contains("_TtC7RxCocoa13ControlTarget"))
        }
    }

    func testStoppingRemovesTheRuleAndTheHintComesBack() throws {
        let rx = RxCompatPlugin()
        let first = TracelessRegistry(plugins: [TargetActionPlugin(), DelegateProxyPlugin(), rx])
        try first.start()
        first.stop()
        let capture = RecordingSink()
        let second = TracelessRegistry(plugins: [TargetActionPlugin()], sink: capture)
        try second.start()
        defer { second.stop() }
        let stage = Stage()
        let button = stage.add(hk_button_new("Pay")!)
        let target = tp_rx_control_target_new(button, UInt(HKControlEventTouchUpInside), nil, nil)!
        XCTAssertTrue(hk_tap(button))
        tp_rx_target_dispose(target)
        XCTAssertEqual(capture.all.map(\.elementKey), ["UIViewController.UIButton(UIButton[0]).eventHandler:.TouchUpInside"])
        XCTAssertTrue(skipReasons(second).contains { $0.contains(Self.hint) })
        XCTAssertEqual(rx.statistics.met, 0, "the stopped plugin saw nothing")
    }
}
