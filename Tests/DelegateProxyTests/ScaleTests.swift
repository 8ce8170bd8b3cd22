import DelegateProxyFixtures
import HostKit
import TestSupport
import Traceless
import TracelessDelegateProxy
import TracelessRuntime
import XCTest

/// A large app: thousands of view controllers, each the delegate of a table.
final class ScaleTests: DelegateTestCase {
    /// Delegate classes made at runtime, each a subclass of a business delegate,
    /// as thousands of controllers of an app are.
    private func delegateClasses(_ count: Int, prefix: String) throws -> [ObjCClass] {
        let base = ObjCClass(named: "DPTableDelegate")!
        return try (0..<count).map { try RuntimeClassBuilder.subclass(of: base, named: "\(prefix)\($0)") }
    }

    func testAOP11_tenThousandDelegateClassesEachTappedOnce() throws {
        let total = 10_000
        // Made once: on GCC's runtime registering a class walks every class, so
        // each one costs more than the last. The proxy strategy leaves them as they
        // are; the subclass strategy hooks each one (it registers no class).
        let classes = try delegateClasses(total, prefix: "AOP11Delegate")
        for strategy in [DelegateProxyPlugin.Strategy.proxy, .subclass] {
            dp_log_reset()
            let capture = RecordingSink()
            let registry = TracelessRegistry(plugins: [DelegateProxyPlugin(strategy: strategy)], sink: capture)
            try registry.start()
            let stage = Stage()
            let (table, source) = stage.table(rows: 1)
            for cls in classes {
                withAutoreleasePool {
                    let delegate = ObjCObject.make(cls)
                    hk_table_set_delegate(table, UnsafeMutableRawPointer(delegate.object.raw))
                    XCTAssertTrue(hk_select_row(table, 0, 0))
                    XCTAssertEqual(delegate.object.declaredClass, cls, "\(strategy): -class answers the business class")
                    hk_table_set_delegate(table, nil)
                }
            }
            XCTAssertEqual(count("DPTableDelegate.didSelect"), total, "\(strategy): business once per tap")
            XCTAssertEqual(capture.all.count, total, "\(strategy): one event per tap")
            XCTAssertEqual(Set(capture.all.compactMap(\.screen?.controllerClass)), ["UIViewController"])
            if strategy == .subclass {
                let hooked = Set(Hooks.installed.filter { $0.selector == "tableView:didSelectRowAtIndexPath:" }.map(\.className))
                XCTAssertTrue(hooked.isSuperset(of: [classes.first!.name, classes.last!.name]), "the first and last classes were hooked")
            }
            registry.stop()
            hk_release(source)
        }
    }
}
