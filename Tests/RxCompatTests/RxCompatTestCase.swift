import DelegateProxyFixtures
import Foundation
import HostKit
import TestSupport
import ThirdPartyFixtures
import Traceless
import TracelessDelegateProxy
import TracelessRuntime
import TracelessRxCompat
import TracelessTargetAction
import XCTest

/// One registry setup of a scenario: with or without RxCompat, and the
/// DelegateProxy strategy.
struct Setup: CustomStringConvertible {
    let rxCompat: Bool
    let strategy: DelegateProxyPlugin.Strategy

    var description: String { "\(rxCompat ? "with" : "without") RxCompat, \(strategy)" }
}

class RxCompatTestCase: XCTestCase {
    /// The hint TargetAction leaves in diagnostics when it meets RxCocoa targets alone.
    static let hint = "traceless.rx-compat would attribute RxCocoa targets better"

    override func setUp() {
        super.setUp()
        tp_log_reset()
        dp_log_reset()
    }

    /// Runs `body` once per setup, each with its own started registry.
    func forEachSetup(
        strategies: [DelegateProxyPlugin.Strategy] = [.proxy],
        _ body: (Setup, RecordingSink, TracelessRegistry, RxCompatPlugin?) throws -> Void
    ) rethrows {
        for rxCompat in [false, true] {
            for strategy in strategies {
                tp_log_reset()
                dp_log_reset()
                let capture = RecordingSink()
                let rx = rxCompat ? RxCompatPlugin() : nil
                let plugins: [any InterceptionPlugin] = [TargetActionPlugin(), DelegateProxyPlugin(strategy: strategy)] + (rx.map { [$0] } ?? [])
                let registry = TracelessRegistry(plugins: plugins, sink: capture)
                try! registry.start()
                defer { registry.stop() }
                try body(Setup(rxCompat: rxCompat, strategy: strategy), capture, registry, rx)
            }
        }
    }

    func skipReasons(_ registry: TracelessRegistry) -> [String] {
        registry.diagnostics.skipped.map { "\($0.plugin) \($0.subject): \($0.reason)" }
    }
}
