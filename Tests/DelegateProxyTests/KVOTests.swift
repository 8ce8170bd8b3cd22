import DelegateProxyFixtures
import HostKit
import TestSupport
import Traceless
import TracelessDelegateProxy
import TracelessKVOCompat
import TracelessRuntime
import XCTest

/// Seed 003, 2.1: the delegate is key-value observed before or after the plugin
/// takes it, and the observation is removed. Both strategies, with and without
/// KVOCompatPlugin, track every tap: neither moves the delegate out of its class
/// (the proxy stands in front of it, the subclass strategy hooks its class, which
/// KVO's class inherits from), so KVO never takes a delegate out of our reach.
/// Crash safety of the same cases runs in child processes in `ConflictMatrixTests`.
final class KVOTests: DelegateTestCase {
    private struct Run {
        let strategy: DelegateProxyPlugin.Strategy
        let kvoCompat: KVOCompatPlugin?
        let registry: TracelessRegistry
        let table: HKObject
        let delegate: DPObject
        let observer: DPObject
        let capture: RecordingSink

        var name: String { "\(strategy)\(kvoCompat == nil ? " without" : " with") KVOCompat" }

        var skipped: [String] { registry.diagnostics.skipped.map { "\($0.plugin): \($0.subject): \($0.reason)" } }
    }

    private func forEachConfiguration(_ body: (Run) -> Void) {
        for strategy in DelegateProxyPlugin.Strategy.allCases {
            for withPlugin in [true, false] {
                dp_log_reset()
                let capture = RecordingSink()
                let kvoCompat = withPlugin ? KVOCompatPlugin() : nil
                let registry = TracelessRegistry(plugins: [DelegateProxyPlugin(strategy: strategy)] + (kvoCompat.map { [$0] } ?? []), sink: capture)
                try! registry.start()
                defer { registry.stop() }
                let stage = Stage()
                let (table, source) = stage.table()
                let delegate = dp_new("DPTableDelegate")!
                let observer = dp_new("DPObserver")!
                body(Run(strategy: strategy, kvoCompat: kvoCompat, registry: registry, table: table, delegate: delegate,
                         observer: observer, capture: capture))
                hk_table_set_delegate(table, nil)
                hk_release(delegate)
                hk_release(observer)
                hk_release(source)
            }
        }
    }

    /// `-class`, `isKindOfClass:`, `respondsToSelector:` and the delegate getter
    /// answer as without Traceless.
    private func assertUnchanged(_ run: Run, _ message: String) {
        let delegate = object(run.delegate)
        let business = ObjCClass(named: "DPTableDelegate")!
        XCTAssertEqual(delegate.declaredClass, business, "\(run.name): \(message)")
        XCTAssertTrue(delegate.isKind(of: business), "\(run.name): \(message)")
        XCTAssertTrue(delegate.responds(to: "tableView:didSelectRowAtIndexPath:"), "\(run.name): \(message)")
        XCTAssertFalse(delegate.responds(to: "noSuchCallback:"), "\(run.name): \(message)")
        XCTAssertEqual(hk_table_delegate(run.table), run.delegate, "\(run.name): \(message): the getter answers what was set")
    }

    func testKVO1_setAsDelegateThenObserved() {
        forEachConfiguration { run in
            hk_table_set_delegate(run.table, run.delegate)
            dp_observe(run.delegate, run.observer, "name")
            assertUnchanged(run, "while observed")
            dp_set_string(run.delegate, "name", "a")
            XCTAssertEqual(count("observe.name"), 1, "\(run.name): KVO notifications still fire")
            XCTAssertEqual(count("DPTableDelegate.setName"), 1, "\(run.name): the setter ran once (no recursion)")
            hk_select_row(run.table, 0, 0)
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 1, "\(run.name): business once")
            XCTAssertEqual(run.capture.all.count, 1, "\(run.name): tracked once")
            dp_unobserve(run.delegate, run.observer, "name")
        }
    }

    func testKVO2_thenTheObserverRemoved() {
        forEachConfiguration { run in
            hk_table_set_delegate(run.table, run.delegate)
            dp_observe(run.delegate, run.observer, "name")
            dp_unobserve(run.delegate, run.observer, "name")
            assertUnchanged(run, "after the observer left")
            hk_select_row(run.table, 0, 1)
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 1, "\(run.name): business once")
            XCTAssertEqual(run.capture.all.count, 1, "\(run.name): still tracked")
            dp_set_string(run.delegate, "name", "b")
            XCTAssertEqual(count("observe.name"), 0)
            XCTAssertEqual(count("DPTableDelegate.setName"), 1)
            // Set as delegate again, a delegate KVO left in its plain class is taken anew.
            hk_table_set_delegate(run.table, run.delegate)
            hk_select_row(run.table, 0, 2)
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 2, "\(run.name): business once")
            XCTAssertEqual(run.capture.all.count, 2, "\(run.name): tracked again")
            assertUnchanged(run, "taken again")
        }
    }

    func testKVO3_observedFirstThenSetAsDelegate() {
        forEachConfiguration { run in
            dp_observe(run.delegate, run.observer, "name")
            hk_table_set_delegate(run.table, run.delegate)
            XCTAssertTrue(object(run.delegate).isa.isKVOClass, "\(run.name): a KVO object is not subclassed")
            dp_set_string(run.delegate, "name", "a")
            XCTAssertEqual(count("observe.name"), 1)
            XCTAssertEqual(count("DPTableDelegate.setName"), 1, "\(run.name): the observed setter works")
            hk_select_row(run.table, 0, 2)
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 1)
            XCTAssertEqual(run.capture.all.count, 1, "\(run.name): tracked")
            assertUnchanged(run, "observed")
            dp_unobserve(run.delegate, run.observer, "name")
        }
    }

    func testKVO4_observedSetAsDelegateThenTheObserverRemoved() {
        forEachConfiguration { run in
            dp_observe(run.delegate, run.observer, "name")
            hk_table_set_delegate(run.table, run.delegate)
            dp_unobserve(run.delegate, run.observer, "name")
            XCTAssertFalse(object(run.delegate).isa.isKVOClass)
            assertUnchanged(run, "after KVO reset the isa")
            hk_select_row(run.table, 0, 0)
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 1)
            XCTAssertEqual(run.capture.all.count, 1, "\(run.name): still tracked after KVO put its class back")
        }
    }

    func testKVO5_severalKeysAndObserversInMixedOrder() {
        forEachConfiguration { run in
            let second = dp_new("DPObserver")!
            defer { hk_release(second) }
            let first = run.observer
            dp_observe(run.delegate, first, "name")
            hk_table_set_delegate(run.table, run.delegate)
            dp_observe(run.delegate, second, "title")
            hk_select_row(run.table, 0, 0)
            dp_unobserve(run.delegate, first, "name")
            hk_select_row(run.table, 0, 1)
            dp_observe(run.delegate, first, "title")
            dp_set_string(run.delegate, "title", "t")
            XCTAssertEqual(count("observe.title"), 2)
            dp_unobserve(run.delegate, second, "title")
            hk_select_row(run.table, 0, 2)
            dp_unobserve(run.delegate, first, "title")
            hk_select_row(run.table, 0, 0)
            dp_set_string(run.delegate, "name", "n")
            XCTAssertEqual(count("observe.name"), 0)
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 4, "\(run.name): business once per tap")
            XCTAssertEqual(run.capture.all.count, 4, "\(run.name): one event per tap throughout")
            assertUnchanged(run, "at the end")
        }
    }

    /// Several observers and keys arriving after adoption, removed in mixed order.
    func testKVO5_severalKeysAndObserversAfterAdoption() {
        forEachConfiguration { run in
            let second = dp_new("DPObserver")!
            defer { hk_release(second) }
            let first = run.observer
            hk_table_set_delegate(run.table, run.delegate)
            dp_observe(run.delegate, first, "name")
            dp_observe(run.delegate, second, "title")
            hk_select_row(run.table, 0, 0)
            dp_unobserve(run.delegate, first, "name")
            hk_select_row(run.table, 0, 1)
            dp_observe(run.delegate, first, "title")
            dp_set_string(run.delegate, "title", "t")
            XCTAssertEqual(count("observe.title"), 2)
            dp_unobserve(run.delegate, second, "title")
            dp_unobserve(run.delegate, first, "title")
            hk_select_row(run.table, 0, 2)
            dp_observe(run.delegate, second, "name")
            hk_select_row(run.table, 0, 0)
            dp_unobserve(run.delegate, second, "name")
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 4, "\(run.name): business once per tap")
            XCTAssertEqual(run.capture.all.count, 4, "\(run.name)")
            assertUnchanged(run, "at the end")
            if let statistics = run.kvoCompat?.statistics {
                XCTAssertEqual(statistics, KVOCompatStatistics(), "\(run.name): no object of ours for KVO to move")
            }
            XCTAssertFalse(run.skipped.contains { $0.contains("DPTableDelegate") }, "\(run.name): nothing left alone: \(run.skipped)")
        }
    }

    func testKVO6_observedFirstSetterUsedTapObserverRemovedTapAgain() {
        forEachConfiguration { run in
            dp_observe(run.delegate, run.observer, "name")
            hk_table_set_delegate(run.table, run.delegate)
            dp_set_string(run.delegate, "name", "a")
            XCTAssertEqual(count("observe.name"), 1, "the observed setter notifies")
            XCTAssertEqual(count("DPTableDelegate.setName"), 1, "and runs once")
            hk_select_row(run.table, 0, 0)
            dp_unobserve(run.delegate, run.observer, "name")
            hk_select_row(run.table, 0, 1)
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 2, "\(run.name): business once per tap")
            XCTAssertEqual(run.capture.all.count, 2, "\(run.name): both taps tracked")
            XCTAssertEqual(run.capture.all.map(\.element?.indexPath?.item), [0, 1])
            assertUnchanged(run, "after KVO left")
        }
    }

    /// The view itself observed on its `delegate` key path: KVO's notifying setter
    /// and ours both run, once each.
    func testKVOOnTheViewsDelegateKeyPath() {
        forEachConfiguration { run in
            dp_observe(run.table, run.observer, "delegate")
            hk_table_set_delegate(run.table, run.delegate)
            XCTAssertEqual(count("observe.delegate"), 1, "\(run.name): the observer heard the change once")
            hk_select_row(run.table, 0, 1)
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 1, "\(run.name)")
            XCTAssertEqual(run.capture.all.count, 1, "\(run.name): tracked once")
            assertUnchanged(run, "with the view observed")
            dp_unobserve(run.table, run.observer, "delegate")
            hk_select_row(run.table, 0, 2)
            XCTAssertEqual(run.capture.all.count, 2, "\(run.name)")
        }
    }

    func testKVOCompatValidatesOptionsAndNeedsDelegateProxy() {
        let plugin = KVOCompatPlugin()
        XCTAssertEqual(plugin.validate(options: [:]), [])
        XCTAssertEqual(plugin.validate(options: ["follow": "yes"]), ["unknown option 'follow' (traceless.kvo-compat has no options)"])
        XCTAssertEqual(plugin.id, "traceless.kvo-compat")
        XCTAssertEqual(plugin.requirements, [.plugin(DelegateProxyPlugin.pluginID)])
        XCTAssertThrowsError(try TracelessRegistry(plugins: [KVOCompatPlugin()], sink: RecordingSink()).start())
    }

    func testKVOCompatSwitchesFollowingOnOnlyWhileStarted() throws {
        XCTAssertFalse(KVOFollowing.shared.isEnabled)
        let registry = TracelessRegistry(plugins: [DelegateProxyPlugin(strategy: .subclass), KVOCompatPlugin()], sink: RecordingSink())
        try registry.start()
        XCTAssertTrue(KVOFollowing.shared.isEnabled)
        registry.stop()
        XCTAssertFalse(KVOFollowing.shared.isEnabled)
    }
}
