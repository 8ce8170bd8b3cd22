import RuntimeFixtures
import TracelessRuntime
import XCTest

final class ObjectHookTests: RuntimeTestCase {
    func testAOP1_objectHookAppliesToThatObjectOnly() throws {
        let tally = Tally()
        let hooked = Fixture.make(Fixture.counter)
        let other = Fixture.make(Fixture.counter)
        let token = try Hooks.hook(hooked.object, "ping", position: .before) { _ in tally.add("hooked") }
        hooked.send("ping")
        other.send("ping")
        XCTAssertEqual(tally.all, ["hooked"])
        XCTAssertEqual(Fixture.count("RFCounter.ping"), 2)
        token.remove()
        hooked.send("ping")
        XCTAssertEqual(tally.all, ["hooked"])
    }

    func testObjectHookAfterAClassHookCameAndWent() throws {
        // On GCC's runtime a class that was never messaged reads a dispatch table
        // shared with every such class, which method_setImplementation pollutes.
        let classHook = try Hooks.hook(Fixture.counter, "ping", position: .before) { _ in }
        classHook.remove()
        let tally = Tally()
        let object = Fixture.make(Fixture.counter)
        let token = try Hooks.hook(object.object, "ping", position: .before) { _ in tally.add("object") }
        defer { token.remove() }
        object.send("ping")
        XCTAssertEqual(tally.all, ["object"])
    }

    func testObjectHookKeepsTheBusinessClassVisible() throws {
        let object = Fixture.make(Fixture.counter)
        let token = try Hooks.hook(object.object, "ping", position: .after) { _ in }
        defer { token.remove() }
        XCTAssertEqual(object.object.isa.name, "Traceless_RFCounter", "isa is the runtime subclass")
        XCTAssertEqual(object.object.declaredClass, Fixture.counter, "-class answers the business class")
        let classObject = ObjCObject(raw: object.object.isa.raw)
        XCTAssertEqual(classObject.send("class").object?.raw, Fixture.counter.raw, "+class too")
        XCTAssertTrue(object.object.isKind(of: Fixture.counter))
        XCTAssertTrue(object.send("isMemberOfClass:", Fixture.counter).bool)
        XCTAssertTrue(object.object.responds(to: "ping"))
        XCTAssertFalse(object.object.responds(to: "noSuchMethod"))
    }

    func testOneRuntimeSubclassPerClassIsReused() throws {
        let a = Fixture.make(Fixture.counter)
        let b = Fixture.make(Fixture.counter)
        let ta = try Hooks.hook(a.object, "ping") { _ in }
        let tb = try Hooks.hook(b.object, "add:to:") { _ in }
        defer { ta.remove(); tb.remove() }
        XCTAssertEqual(a.object.isa, b.object.isa)
        XCTAssertEqual(ObjectHooks.shared.subclass(for: Fixture.counter), a.object.isa)
    }

    func testRemovingAnObjectsLastHookPutsBackItsClass() throws {
        let object = Fixture.make(Fixture.counter)
        let first = try Hooks.hook(object.object, "ping") { _ in }
        let second = try Hooks.hook(object.object, "add:to:") { _ in }
        first.remove()
        XCTAssertEqual(object.object.isa.name, "Traceless_RFCounter")
        second.remove()
        XCTAssertEqual(object.object.isa, Fixture.counter)
        XCTAssertFalse(ObjectHooks.shared.isHooked(object.object))
    }

    /// Whether malloc hands the old address back is the allocator's choice (usually yes;
    /// never under valgrind): every later object is checked, the one at the old address
    /// (when there is one) hooked and unhooked too.
    func testHooksOfADeallocatedObjectReachNoLaterObjectAtAnyAddress() throws {
        let tally = Tally()
        var address: UInt = 0
        withAutoreleasePool {
            let object = Fixture.make(Fixture.counter)
            address = object.object.objcWord
            _ = try? Hooks.hook(object.object, "ping") { _ in tally.add("old") }
            object.send("ping")
        }
        XCTAssertEqual(tally.all, ["old"])
        XCTAssertEqual(Fixture.count("RFCounter.dealloc"), 1, "the hooked object deallocated normally")
        var reused = false
        for _ in 0..<64 {
            let fresh = Fixture.make(Fixture.counter)
            XCTAssertFalse(ObjectHooks.shared.isHooked(fresh.object))
            XCTAssertEqual(fresh.object.isa, Fixture.counter, "no hook subclass carried over")
            if fresh.object.objcWord == address {
                reused = true
                let token = try Hooks.hook(fresh.object, "add:to:") { _ in }
                fresh.send("ping")
                token.remove()
            }
            fresh.send("ping")
        }
        XCTAssertEqual(tally.all, ["old"], "reused address: \(reused)")
    }

    func testAOP5_hookedThenObservedThenUnobserved() throws {
        KVOFollowing.shared.enable()  // what KVOCompatPlugin switches on
        defer { KVOFollowing.shared.disable() }
        let tally = Tally()
        let model = Fixture.make(Fixture.counter)
        let observer = Fixture.make(Fixture.observer)
        let token = try Hooks.hook(model.object, "ping", position: .before) { _ in tally.add("ping") }
        defer { token.remove() }

        observe(model.object, by: observer.object, keyPath: "name")
        XCTAssertTrue(model.object.isa.isKVOClass || model.object.isa.name.hasPrefix("Traceless_"))
        setName(model.object, "a")
        XCTAssertEqual(Fixture.count("observe.name"), 1, "KVO notifications still fire")
        XCTAssertEqual(Fixture.count("RFCounter.setName"), 1, "the observed setter ran once, no recursion")
        model.send("ping")
        XCTAssertEqual(tally.all, ["ping"], "hook still runs while observed")
        XCTAssertEqual(model.object.declaredClass, Fixture.counter)

        unobserve(model.object, by: observer.object, keyPath: "name")
        setName(model.object, "b")
        XCTAssertEqual(Fixture.count("observe.name"), 1)
        model.send("ping")
        XCTAssertEqual(tally.all, ["ping", "ping"], "hook survives KVO leaving")
        XCTAssertEqual(model.object.isa.name, "Traceless_RFCounter")
        XCTAssertEqual(model.object.declaredClass, Fixture.counter)
    }

    func testAOP5_observedThenHookedThenUnobserved() throws {
        KVOFollowing.shared.enable()  // what KVOCompatPlugin switches on
        defer { KVOFollowing.shared.disable() }
        let tally = Tally()
        let model = Fixture.make(Fixture.counter)
        let observer = Fixture.make(Fixture.observer)
        observe(model.object, by: observer.object, keyPath: "name")
        let kvoClass = model.object.isa
        XCTAssertTrue(kvoClass.isKVOClass, "\(kvoClass.name)")

        let token = try Hooks.hook(model.object, "ping", position: .after) { _ in tally.add("ping") }
        defer { token.remove() }
        XCTAssertEqual(model.object.isa, kvoClass, "a KVO object is never subclassed")
        setName(model.object, "a")
        XCTAssertEqual(Fixture.count("observe.name"), 1)
        XCTAssertEqual(Fixture.count("RFCounter.setName"), 1)
        model.send("ping")
        XCTAssertEqual(tally.all, ["ping"])

        let otherObserved = Fixture.make(Fixture.counter)
        observe(otherObserved.object, by: observer.object, keyPath: "name")
        otherObserved.send("ping")
        XCTAssertEqual(tally.all, ["ping"], "another object of the same KVO class is not hooked")
        unobserve(otherObserved.object, by: observer.object, keyPath: "name")

        unobserve(model.object, by: observer.object, keyPath: "name")
        model.send("ping")
        XCTAssertEqual(tally.all, ["ping", "ping"], "still hooked after KVO reset the isa")
        XCTAssertEqual(model.object.declaredClass, Fixture.counter)
    }

    func testAOP5_severalKeysAndObserversInMixedOrder() throws {
        KVOFollowing.shared.enable()  // what KVOCompatPlugin switches on
        defer { KVOFollowing.shared.disable() }
        let tally = Tally()
        let model = Fixture.make(Fixture.counter)
        let first = Fixture.make(Fixture.observer)
        let second = Fixture.make(Fixture.observer)
        let token = try Hooks.hook(model.object, "ping", position: .before) { _ in tally.add("ping") }
        defer { token.remove() }
        observe(model.object, by: first.object, keyPath: "name")
        observe(model.object, by: second.object, keyPath: "name")
        model.send("ping")
        unobserve(model.object, by: first.object, keyPath: "name")
        model.send("ping")
        setName(model.object, "x")
        XCTAssertEqual(Fixture.count("observe.name"), 1, "the remaining observer is notified")
        unobserve(model.object, by: second.object, keyPath: "name")
        model.send("ping")
        observe(model.object, by: first.object, keyPath: "name")
        model.send("ping")
        unobserve(model.object, by: first.object, keyPath: "name")
        XCTAssertEqual(tally.all.count, 4)
        XCTAssertEqual(Fixture.count("RFCounter.ping"), 4)
        XCTAssertEqual(model.object.declaredClass, Fixture.counter)
    }

    func testAOP5_withoutFollowing_hookedThenObserved_leftAloneNeverBroken() throws {
        let tally = Tally()
        let heard = Tally()
        let listener = KVOFollowing.shared.listen { event in
            if case .leftAlone(let className, let reason) = event { heard.add("\(className): \(reason)") }
        }
        defer { KVOFollowing.shared.stopListening(listener) }
        let model = Fixture.make(Fixture.counter)
        let observer = Fixture.make(Fixture.observer)
        let token = try Hooks.hook(model.object, "ping", position: .before) { _ in tally.add("ping") }
        defer { token.remove() }

        observe(model.object, by: observer.object, keyPath: "name")
        setName(model.object, "a")
        XCTAssertEqual(Fixture.count("observe.name"), 1, "KVO notifications still fire")
        XCTAssertEqual(Fixture.count("RFCounter.setName"), 1, "the observed setter ran once, no recursion")
        model.send("ping")
        XCTAssertEqual(Fixture.count("RFCounter.ping"), 1, "the business method runs once")
        XCTAssertEqual(model.object.declaredClass, Fixture.counter)
        XCTAssertTrue(model.object.isKind(of: Fixture.counter))
        XCTAssertEqual(heard.all.count, 1, "told once: \(heard.all)")
        XCTAssertTrue(heard.all.first?.hasPrefix("RFCounter: observed by key-value observing") ?? false, "\(heard.all)")
        XCTAssertTrue(heard.all.first?.contains("KVOCompatPlugin") ?? false)
        XCTAssertThrowsError(try Hooks.hook(model.object, "ping") { _ in }, "no hook goes on the KVO class") { error in
            guard case HookError.unsafeClass(_, let reason) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("KVOCompatPlugin"), reason)
        }
        model.send("ping")
        XCTAssertEqual(Fixture.count("RFCounter.ping"), 2)
        XCTAssertEqual(tally.all, [], "the first hook stays behind in our subclass")

        unobserve(model.object, by: observer.object, keyPath: "name")
        model.send("ping")
        XCTAssertEqual(Fixture.count("RFCounter.ping"), 3)
        XCTAssertEqual(model.object.declaredClass, Fixture.counter)
        // GNUstep puts back the plain class; nothing of ours follows it there.
        XCTAssertFalse(model.object.isa.isKVOClass)
        token.remove()
        model.send("ping")
        XCTAssertEqual(Fixture.count("RFCounter.ping"), 4, "removing the hook afterwards is harmless")
        XCTAssertEqual(model.object.declaredClass, Fixture.counter)
    }

    func testAOP5_withoutFollowing_observedThenHooked_isAClearError() {
        let model = Fixture.make(Fixture.counter)
        let observer = Fixture.make(Fixture.observer)
        observe(model.object, by: observer.object, keyPath: "name")
        defer { unobserve(model.object, by: observer.object, keyPath: "name") }
        let kvoClass = model.object.isa
        XCTAssertThrowsError(try Hooks.hook(model.object, "ping") { _ in }) { error in
            guard case HookError.unsafeClass(let name, let reason) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(name, "RFCounter")
            XCTAssertTrue(reason.contains("KVOCompatPlugin"), reason)
        }
        XCTAssertEqual(model.object.isa, kvoClass, "left as KVO made it")
        XCTAssertFalse(ObjectHooks.shared.isHooked(model.object))
        setName(model.object, "a")
        XCTAssertEqual(Fixture.count("RFCounter.setName"), 1)
        XCTAssertEqual(Fixture.count("observe.name"), 1)
    }

    func testAHookForASelectorAnsweredOnlyByForwardingCallsThrough() throws {
        let tally = Tally()
        let object = Fixture.make(Fixture.dynamic)
        let token = try Hooks.hook(object.object, HookRequest("businessDynamic", position: .before, types: "v@:") { _ in tally.add("hook") })
        defer { token.remove() }
        withAutoreleasePool { object.send("businessDynamic") }
        XCTAssertEqual(tally.all, ["hook"])
        XCTAssertEqual(Fixture.count("RFDynamic.businessDynamic"), 1, "the forwarding target ran once")
    }

    func testARefusedObjectHookLeavesTheObjectsClassAlone() {
        let object = Fixture.make(Fixture.counter)
        XCTAssertThrowsError(try Hooks.hook(object.object, "noSuchMethod") { _ in })
        XCTAssertEqual(object.object.isa, Fixture.counter)
        XCTAssertFalse(ObjectHooks.shared.isHooked(object.object))
    }

    func testClassObjectsAreRefusedForObjectHooks() {
        let classObject = ObjCObject(raw: Fixture.counter.raw)
        XCTAssertThrowsError(try Hooks.hook(classObject, "ping") { _ in }) { error in
            guard case HookError.unsafeClass = error else { return XCTFail("\(error)") }
        }
    }
}
