import RuntimeFixtures
import TracelessRuntime
import XCTest

final class AdoptionTests: RuntimeTestCase {
    func testAdoptedObjectsShareOneClassWideHook() throws {
        let tally = Tally()
        let token = try ObjectHooks.shared.hookAdopted(of: Fixture.counter, HookRequest("ping", position: .before) { call in
            tally.add("\(call.object.objcWord)")
        })
        defer { token.remove() }
        let first = Fixture.make(Fixture.counter)
        let second = Fixture.make(Fixture.counter)
        let bystander = Fixture.make(Fixture.counter)
        try ObjectHooks.shared.adopt(first.object)
        try ObjectHooks.shared.adopt(second.object)
        try ObjectHooks.shared.adopt(second.object)
        first.send("ping")
        second.send("ping")
        bystander.send("ping")
        XCTAssertEqual(tally.all, ["\(first.object.objcWord)", "\(second.object.objcWord)"])
        XCTAssertEqual(first.object.isa, second.object.isa)
        XCTAssertEqual(first.object.declaredClass, Fixture.counter)
        XCTAssertEqual(Hooks.installed.filter { $0.className == "Traceless_RFCounter" && $0.selector == "ping" }.first?.handlerCount, 1)
    }

    func testAHookForASelectorAnsweredOnlyByForwardingCallsThrough() throws {
        let tally = Tally()
        let token = try ObjectHooks.shared.hookAdopted(
            of: Fixture.dynamic, HookRequest("businessDynamic", position: .before, types: "v@:") { _ in tally.add("hook") })
        defer { token.remove() }
        let object = Fixture.make(Fixture.dynamic)
        try ObjectHooks.shared.adopt(object.object)
        withAutoreleasePool { object.send("businessDynamic") }
        XCTAssertEqual(tally.all, ["hook"])
        XCTAssertEqual(Fixture.count("RFDynamic.businessDynamic"), 1, "the forwarding target ran once")
    }

    func testAdoptionFollowsKVOInBothOrders() throws {
        KVOFollowing.shared.enable()  // what KVOCompatPlugin switches on
        defer { KVOFollowing.shared.disable() }
        let tally = Tally()
        let token = try ObjectHooks.shared.hookAdopted(of: Fixture.counter, HookRequest("ping", position: .after) { _ in tally.add("ping") })
        defer { token.remove() }
        let observer = Fixture.make(Fixture.observer)

        let adoptedFirst = Fixture.make(Fixture.counter)
        try ObjectHooks.shared.adopt(adoptedFirst.object)
        observe(adoptedFirst.object, by: observer.object, keyPath: "name")
        setName(adoptedFirst.object, "x")
        adoptedFirst.send("ping")
        unobserve(adoptedFirst.object, by: observer.object, keyPath: "name")
        adoptedFirst.send("ping")

        let observedFirst = Fixture.make(Fixture.counter)
        observe(observedFirst.object, by: observer.object, keyPath: "name")
        try ObjectHooks.shared.adopt(observedFirst.object)
        XCTAssertTrue(observedFirst.object.isa.isKVOClass, "never subclassed while observed")
        setName(observedFirst.object, "y")
        observedFirst.send("ping")
        unobserve(observedFirst.object, by: observer.object, keyPath: "name")
        observedFirst.send("ping")

        XCTAssertEqual(tally.all.count, 4)
        XCTAssertEqual(Fixture.count("observe.name"), 2)
        XCTAssertEqual(Fixture.count("RFCounter.setName"), 2)
        XCTAssertEqual(observedFirst.object.declaredClass, Fixture.counter)
        XCTAssertEqual(observedFirst.object.isa.name, "Traceless_RFCounter")
    }
}
