import DelegateProxyFixtures
import Foundation
import HostKit
import TestSupport
import Traceless
import TracelessDelegateProxy
import TracelessRuntime
import XCTest

class DelegateTestCase: XCTestCase {
    override func setUp() {
        super.setUp()
        dp_log_reset()
    }

    /// Runs `body` once per strategy, each with its own registry (DP14).
    func forEachStrategy(_ body: (DelegateProxyPlugin.Strategy, RecordingSink, DelegateProxyPlugin) throws -> Void) rethrows {
        for strategy in DelegateProxyPlugin.Strategy.allCases {
            dp_log_reset()
            let capture = RecordingSink()
            let plugin = DelegateProxyPlugin(strategy: strategy)
            let registry = TracelessRegistry(plugins: [plugin], sink: capture)
            try! registry.start()
            defer { registry.stop() }
            try body(strategy, capture, plugin)
        }
    }

    func count(_ line: String) -> Int { Int(dp_log_count(line)) }

    func object(_ pointer: HKObject) -> ObjCObject { ObjCObject(raw: OpaquePointer(pointer)) }
}
