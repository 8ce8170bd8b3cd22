import CTracelessRuntime
import RuntimeFixtures
import ThirdPartyFixtures
import TracelessRuntime
import XCTest

/// Other hookers keep the implementation they replace — ours — under a name of
/// their own and call it by that name.
final class AliasCallTests: RuntimeTestCase {
    func testAnEntryPointCalledUnderAnotherSelectorStandsForItsOwn() throws {
        let cls = try RuntimeClassBuilder.subclass(of: Fixture.counter, named: "RFAliasCounter")
        let tally = Tally()
        let token = try Hooks.hook(cls, "ping", position: .before) { call in tally.add(call.selector.name) }
        defer { token.remove() }
        // A method exchanger's way: our entry point, kept under its own name.
        let entry = try XCTUnwrap(cls.implementation(for: "ping"))
        XCTAssertTrue(tl_class_add_method(cls.raw, ObjCSelector("sdk_ping").raw, UnsafeMutableRawPointer(entry), "v@:"))
        let object = Fixture.make(cls)

        object.send("sdk_ping")

        XCTAssertEqual(tally.all, ["ping"], "the hook runs once, for its own selector")
        XCTAssertEqual(Fixture.count("RFCounter.ping"), 1, "the inherited original runs once")
        XCTAssertEqual(String(cString: rf_last_cmd()), "ping", "under its own selector")
    }

    /// Aspects swizzles a hooked object's class in place (its isa is not its
    /// -class), and a class hook of Aspects on the business class forwards too:
    /// each hands the call to the other through our hook. The loop is cut.
    func testAForwardingLoopThroughAHookedObjectsClassIsCutNotRecursed() throws {
        let name = String(cString: tp_make_subclass("TPBusinessDelegate", "TPLoopDelegate"))
        let object = OwnedObject(adopting: ObjCObject(raw: OpaquePointer(tp_new(name)!)))
        let tally = Tally()
        let original = object.object.declaredClass
        let hook = try Hooks.hook(object.object, HookRequest("tableView:didSelectRowAtIndexPath:", position: .before) { _ in
            tally.add("hook")
        })
        defer { hook.remove() }
        // Our entry point may be one made on demand (after the 10,000-class test,
        // say): tell the reproduction it is not a forwarding closure.
        if let sub = ObjectHooks.shared.subclass(for: original), let entry = sub.implementation(for: "tableView:didSelectRowAtIndexPath:") {
            tp_register_ordinary_imp(UnsafeMutableRawPointer(entry))
        }
        tp_log_reset()
        let objectAdvice = try XCTUnwrap(tp_aspects_hook_object(
            UnsafeMutableRawPointer(object.object.raw), "tableView:didSelectRowAtIndexPath:", Int32(TPAspectPositionAfter),
            tp_aspects_log_advice, Self.objectContext, nil))
        let classAdvice = try XCTUnwrap(tp_aspects_hook_class(
            name, "tableView:didSelectRowAtIndexPath:", Int32(TPAspectPositionBefore), tp_aspects_log_advice, Self.classContext, nil))
        let cuts = LoopCuts.all.values.reduce(0, +)

        tp_call_did_select_row(UnsafeMutableRawPointer(object.object.raw), nil, 0, 0)

        XCTAssertEqual(tp_log_count("TPBusinessDelegate.didSelect"), 1, "the business method runs once")
        XCTAssertGreaterThan(tally.all.count, 0, "our hook ran")
        XCTAssertGreaterThan(LoopCuts.all.values.reduce(0, +), cuts,
                             "the loop was cut and counted; isa \(object.object.isa.name), ran: \(String(cString: tp_log_joined()))")
        XCTAssertEqual(object.object.declaredClass.name, name)
        _ = tp_aspects_remove(objectAdvice)
        _ = tp_aspects_remove(classAdvice)
        release(objectAdvice, classAdvice)
    }

    private func release(_ tokens: UnsafeMutableRawPointer...) {
        for token in tokens { ObjCObject(raw: OpaquePointer(token)).release() }
    }

    nonisolated(unsafe) private static let objectContext = UnsafeMutableRawPointer(strdup("object"))
    nonisolated(unsafe) private static let classContext = UnsafeMutableRawPointer(strdup("class"))
}
