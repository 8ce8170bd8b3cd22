import CTracelessRuntime
import DelegateProxyFixtures
import Foundation
import HostKit
import TestSupport
import Traceless
import TracelessDelegateProxy
import TracelessRuntime
import XCTest

/// Messages the proxy does not report on reach the delegate as the same call, with
/// their arguments and return values, whatever their shape; the delegate is asked
/// on every call, so methods it gains or changes later are seen.
final class PassThroughTests: DelegateTestCase {
    private func withDelegate(_ body: (DelegateProxyPlugin.Strategy, HKObject, DPObject) throws -> Void) rethrows {
        try forEachStrategy { strategy, _, _ in
            let stage = Stage()
            let (table, source) = stage.table()
            let delegate = dp_new("DPPassThroughDelegate")!
            hk_table_set_delegate(table, delegate)
            defer {
                hk_table_set_delegate(table, nil)
                hk_release(delegate)
                hk_release(source)
            }
            if strategy == .proxy {
                XCTAssertNotEqual(dp_stored_delegate(table), delegate, "the proxy strategy put a proxy in front")
            }
            try body(strategy, table, delegate)
        }
    }

    func testDP14_unwatchedMessagesReachTheDelegateWithTheirArgumentsAndReturns() {
        withDelegate { strategy, table, _ in
            XCTAssertEqual(dp_pt_scroll(table, 3), 3, "\(strategy)")
            XCTAssertEqual(dp_pt_scroll(table, 2), 5, "\(strategy)")
            XCTAssertEqual(dp_pt_height(table, 7), 51, "\(strategy): a CGFloat return")
            XCTAssertEqual(dp_pt_sum(table), 204, "\(strategy): integer arguments on the stack")
            XCTAssertEqual(dp_pt_mix(table), 1 + 5 + 9 + 18 + 27.5 + 39 + 52.5 + 68 + 85.5 + 105 + 126.5 + 150 + 169, "\(strategy): doubles on the stack")
            XCTAssertEqual(dp_pt_half(table, 5), 2.5, "\(strategy): a float")
            var width = 0.0, height = 0.0
            dp_pt_size(table, 4, &width, &height)
            XCTAssertEqual([width, height], [4, 8], "\(strategy): a CGSize in two registers")
            XCTAssertEqual(dp_pt_insets_sum(table, 1), 1 + 20 + 300 + 4000, "\(strategy): a struct returned through memory")
            let object = dp_new("DPPassThroughDelegate")!
            XCTAssertEqual(dp_pt_echo(table, object), object, "\(strategy): an object return")
            hk_release(object)
        }
    }

    func testDP14_theDelegateIsAskedOnEveryCall() {
        withDelegate { strategy, table, _ in
            XCTAssertEqual(dp_pt_sum(table), 204)
            dp_pt_set_sum_changed(true)
            XCTAssertEqual(dp_pt_sum(table), 201, "\(strategy): a method changed after the first call runs as changed")
            dp_pt_set_sum_changed(false)
            XCTAssertEqual(dp_pt_sum(table), 204, "\(strategy)")
            dp_pt_gain_method()
            XCTAssertEqual(dp_pt_call_gained(table, 5), 105, "\(strategy): a method gained later is reached")
        }
    }

    /// The pass-through adds one method per selector to the proxy class, with a type
    /// spelling the runtime already had: never a new typed variant, however often it
    /// is called and whoever spelled the types first.
    func testDP14_passingThroughRegistersNoTypedVariant() {
        withDelegate { strategy, table, _ in
            _ = dp_pt_scroll(table, 1)
            _ = dp_pt_height(table, 0)
            let scrolls = dp_typed_variants("scrollViewDidScroll:")
            let heights = dp_typed_variants("tableView:heightForRowAtIndexPath:")
            let insets = dp_typed_variants("dp_insets:")
            _ = dp_pt_scroll(table, 100)
            for row in 0..<100 { _ = dp_pt_height(table, row) }
            for _ in 0..<20 { _ = dp_pt_insets_sum(table, 1) }
            XCTAssertEqual(dp_typed_variants("scrollViewDidScroll:"), scrolls, "\(strategy)")
            XCTAssertEqual(dp_typed_variants("tableView:heightForRowAtIndexPath:"), heights, "\(strategy)")
            XCTAssertEqual(dp_typed_variants("dp_insets:"), insets, "\(strategy)")
        }
    }

    /// On this runtime the proxy answers an unwatched message with a method of its
    /// own (no invocation is built); a struct returned through memory is the one
    /// shape left to forwarding.
    func testDP14_theProxyPassesThroughWithAMethodNotAnInvocation() {
        #if os(Linux) && arch(x86_64)
        XCTAssertNotNil(tl_pass_through_imp())
        #endif
        // Elsewhere the other tests cover what forwarding (or, on Apple's runtime,
        // -forwardingTargetForSelector:) does with the same messages.
        guard let imp = tl_pass_through_imp() else { return }
        withDelegate { strategy, table, _ in
            guard strategy == .proxy else { return }
            _ = dp_pt_scroll(table, 1)
            _ = dp_pt_insets_sum(table, 1)
            let proxyClass = object(dp_stored_delegate(table)).isa
            XCTAssertEqual(proxyClass.ownMethod("scrollViewDidScroll:")?.implementation.map { UnsafeMutableRawPointer($0) }, imp)
            XCTAssertNil(proxyClass.ownMethod("dp_insets:"))
            XCTAssertNotEqual(
                proxyClass.ownMethod("tableView:didSelectRowAtIndexPath:")?.implementation.map { UnsafeMutableRawPointer($0) }, imp,
                "a watched callback keeps its reporting entry point")
        }
    }

    func testDP10_anUnwatchedMessageAfterTheDelegateWentAwayReturnsZero() {
        forEachStrategy { strategy, _, _ in
            guard strategy == .proxy else { return }
            let stage = Stage()
            let (table, source) = stage.table()
            let delegate = dp_new("DPPassThroughDelegate")!
            hk_table_set_delegate(table, delegate)
            _ = dp_pt_height(table, 0)
            let proxy = dp_stored_delegate(table)!
            hk_retain(proxy)
            hk_release(delegate)
            // The app forgot to clear its table's delegate: what it still holds is our
            // proxy, which now answers as a message to nil does.
            XCTAssertEqual(dp_pt_height(table, 3), 0)
            XCTAssertEqual(dp_pt_sum(table), 0)
            var width = 1.0, height = 1.0
            dp_pt_size(table, 4, &width, &height)
            XCTAssertEqual([width, height], [0, 0])
            hk_table_set_delegate(table, nil)
            hk_release(proxy)
            hk_release(source)
        }
    }
    /// The keeper lets go of a proxy with its view, and the delegate's going clears
    /// the proxy's target only while the proxy exists: a proxy another party kept
    /// then answers as nil does, and a proxy gone first is not touched.
    func testDP10_aProxyKeptByAnotherPartyOutlivesItsViewAndThenItsDelegate() {
        forEachStrategy { strategy, _, plugin in
            guard strategy == .proxy else { return }
            let didSelect = ObjCSelector("tableView:didSelectRowAtIndexPath:")
            let kept = dp_new("DPTableDelegate")!
            let dropped = dp_new("DPTableDelegate")!
            var proxy: ObjCObject?
            withAutoreleasePool {
                let keptTable = hk_table_new()!
                let droppedTable = hk_table_new()!
                hk_table_set_delegate(keptTable, kept)
                hk_table_set_delegate(droppedTable, dropped)
                proxy = dp_stored_delegate(keptTable).map { object($0).retain() }
                XCTAssertEqual(plugin.liveProxyCount, 2)
                hk_release(keptTable)
                hk_release(droppedTable)
            }
            XCTAssertEqual(plugin.liveProxyCount, 0, "the keeper let go of both with their views")
            guard let proxy else { return XCTFail("no proxy") }
            XCTAssertTrue(proxy.send("respondsToSelector:", didSelect).bool, "a live delegate answers through its proxy")
            let live = dp_live_objects()
            hk_release(dropped)  // its proxy is gone: nothing to clear
            XCTAssertEqual(dp_live_objects(), live - 1)
            hk_release(kept)
            XCTAssertEqual(dp_live_objects(), live - 2)
            XCTAssertFalse(proxy.send("respondsToSelector:", didSelect).bool, "a proxy whose delegate went answers as nil")
            XCTAssertEqual(proxy.send("class").object, ObjCObject(raw: proxy.isa.raw), "and no longer names the delegate's class")
            proxy.release()
        }
    }
    /// Delegates going on another thread while their views go on this one: a proxy's
    /// going and its delegate's are ordered by the keeper's lock, so neither touches
    /// what the other freed (the memcheck run has valgrind watch this), and no proxy
    /// is left behind.
    func testDP10_delegatesGoingOnAnotherThreadWhileTheirViewsGoHere() {
        forEachStrategy { strategy, _, plugin in
            var tables: [UInt] = []
            var delegates: [UInt] = []
            withAutoreleasePool {
                for _ in 0..<2_000 {
                    let table = hk_table_new()!
                    let delegate = dp_new("DPPassThroughDelegate")!
                    hk_table_set_delegate(table, delegate)
                    tables.append(UInt(bitPattern: table))
                    delegates.append(UInt(bitPattern: delegate))
                }
            }
            if strategy == .proxy { XCTAssertEqual(plugin.liveProxyCount, 2_000) }
            let done = DispatchSemaphore(value: 0)
            let going = delegates
            Thread.detachNewThread {
                withAutoreleasePool { for delegate in going { hk_release(HKObject(bitPattern: delegate)) } }
                done.signal()
            }
            withAutoreleasePool { for table in tables { hk_release(HKObject(bitPattern: table)) } }
            done.wait()
            XCTAssertEqual(plugin.liveProxyCount, 0, "\(strategy)")
        }
    }
}
