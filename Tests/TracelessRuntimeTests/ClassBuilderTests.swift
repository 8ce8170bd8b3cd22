import RuntimeFixtures
import TracelessRuntime
import XCTest

/// Swift state a built class carries; counts its own deinit.
final class Payload: @unchecked Sendable {
    static let deinits = Tally()
    let label: String
    init(_ label: String) { self.label = label }
    deinit { Payload.deinits.add(label) }
}

final class ClassBuilderTests: RuntimeTestCase {
    func testBuiltSubclassRunsSwiftMethodsAndReleasesItsState() throws {
        let answer: @convention(c) (OpaquePointer?, OpaquePointer?) -> Int = { object, _ in
            guard let object, let payload = RuntimeClassBuilder.state(of: ObjCObject(raw: object)) as? Payload else { return -1 }
            return payload.label.count
        }
        let cls = try RuntimeClassBuilder.subclass(
            of: Fixture.counter, named: "BuiltCounter",
            methods: [MethodDefinition("answer", types: "q@:", imp: unsafeBitCast(answer, to: UnsafeMutableRawPointer.self))],
            carriesState: true)
        withAutoreleasePool {
            let object = ObjCObject.make(cls)
            RuntimeClassBuilder.setState(Payload("four"), of: object.object)
            XCTAssertEqual(object.object.send("answer").int, 4)
            XCTAssertEqual(object.object.send("add:to:", 1, 1).int, 2, "inherited methods still work")
        }
        XCTAssertEqual(Payload.deinits.count("four"), 1, "state released with the instance")
        XCTAssertEqual(Fixture.count("RFCounter.dealloc"), 1, "the superclass's dealloc ran")
    }

    func testSubclassIsReusedByNameAndRefusedUnderAnotherSuperclass() throws {
        let first = try RuntimeClassBuilder.subclass(of: Fixture.counter, named: "ReusedCounter")
        let second = try RuntimeClassBuilder.subclass(of: Fixture.counter, named: "ReusedCounter")
        XCTAssertEqual(first, second)
        XCTAssertThrowsError(try RuntimeClassBuilder.subclass(of: Fixture.observer, named: "ReusedCounter")) { error in
            guard case HookError.unsafeClass = error else { return XCTFail("\(error)") }
        }
    }

    func testRetainedAssociationIsReleasedWithItsHost() {
        let key = AssociationKey()
        withAutoreleasePool {
            let host = Fixture.make(Fixture.observer)
            let value = Fixture.make(Fixture.counter)
            Associations.set(value.object, on: host.object, key: key, policy: .retain)
            XCTAssertEqual(Associations.get(host.object, key: key), value.object)
            XCTAssertEqual(value.object.retainCount, 2)
        }
        XCTAssertEqual(Fixture.count("RFCounter.dealloc"), 1)
    }

    /// More hosts than the side table's dealloc filter has slots, so that many share one:
    /// each host's value is released when it goes, whatever else shares its slot, and
    /// hosts without entries are told apart.
    func testManyHostsSharingFilterSlotsEachReleaseTheirValue() {
        let key = AssociationKey()
        let before = Associations.sideTableCount
        let hosts = 20_000
        withAutoreleasePool {
            var kept = makeHosts(hosts, valueOnEveryOtherFor: key)
            XCTAssertEqual(Associations.sideTableCount, before + hosts / 2)
            // Half the hosts go first: the other half keep their values.
            kept.removeFirst(hosts / 2)
            XCTAssertEqual(Associations.sideTableCount, before + hosts / 4)
            XCTAssertEqual(Fixture.count("RFCounter.dealloc"), hosts / 4)
            kept.removeAll()
        }
        XCTAssertEqual(Associations.sideTableCount, before, "every host's entries went with it")
        XCTAssertEqual(Fixture.count("RFCounter.dealloc"), hosts / 2)
    }

    /// The dealloc filter's one-byte counts: a slot that fills up stays full (it answers
    /// "maybe", and the table decides), and never wraps round to "nothing here" while
    /// hosts remain in it.
    func testAFullFilterSlotStaysFullAndNeverWrapsToEmpty() {
        XCTAssertEqual(Associations.filterCount(0, adding: 1), 1)
        XCTAssertEqual(Associations.filterCount(1, adding: -1), 0)
        XCTAssertEqual(Associations.filterCount(254, adding: 1), 255)
        XCTAssertEqual(Associations.filterCount(255, adding: 1), 255, "no wrap to 0")
        XCTAssertEqual(Associations.filterCount(255, adding: -1), 255, "a full slot no longer knows its count")
    }

    /// The side table's entry point on `-[NSObject dealloc]` under a customer's
    /// method_exchangeImplementations made after it: the customer calls it under its own
    /// selector, and it runs the real `-dealloc` under `dealloc`. Each host deallocates
    /// once, through the customer's method, and its value is released with it; after the
    /// customer puts `-dealloc` back, the same holds without it.
    func testAOP3_aCustomersExchangeOfTheRootDeallocAfterTheSideTableKeepsReleasingValues() {
        let key = AssociationKey()
        // The side table (and its entry point) exists before the customer's exchange.
        withAutoreleasePool { _ = makeHosts(1, valueOnEveryOtherFor: key) }
        let valuesBefore = Fixture.count("RFCounter.dealloc")
        rf_customer_exchange_root_dealloc(UnsafeMutableRawPointer(Fixture.observer.raw))
        let before = rf_customer_dealloc_count()
        withAutoreleasePool { _ = makeHosts(1_000, valueOnEveryOtherFor: key) }
        XCTAssertEqual(rf_customer_dealloc_count() - before, 1_000, "each host went once, through the customer's method")
        XCTAssertEqual(Fixture.count("RFCounter.dealloc") - valuesBefore, 500, "each value went with its host")
        rf_customer_unexchange_root_dealloc()
        withAutoreleasePool { _ = makeHosts(1_000, valueOnEveryOtherFor: key) }
        XCTAssertEqual(rf_customer_dealloc_count() - before, 1_000, "the customer's method is gone")
        XCTAssertEqual(Fixture.count("RFCounter.dealloc") - valuesBefore, 1_000)
    }

    func testAssignAssociationDoesNotRetainAndClearsWithHost() {
        let key = AssociationKey()
        let value = Fixture.make(Fixture.counter)
        let before = Associations.sideTableCount
        withAutoreleasePool {
            let host = Fixture.make(Fixture.observer)
            Associations.set(value.object, on: host.object, key: key, policy: .assign)
            XCTAssertEqual(value.object.retainCount, 1)
            XCTAssertEqual(Associations.get(host.object, key: key), value.object)
            Associations.set(nil, on: host.object, key: key, policy: .assign)
            XCTAssertNil(Associations.get(host.object, key: key))
            Associations.set(value.object, on: host.object, key: key, policy: .assign)
        }
        XCTAssertEqual(Associations.sideTableCount, before, "side table emptied when the host went away")
    }

    /// The side table keeps a host's first entry inline and the others beside it: each
    /// key is read, replaced (releasing what it held), removed and released with the
    /// host, whichever of them came first.
    func testSeveralKeysOnOneHostAreReadReplacedRemovedAndReleased() {
        let keys = (0..<3).map { _ in AssociationKey() }
        let before = Associations.sideTableCount
        withAutoreleasePool {
            let host = Fixture.make(Fixture.observer)
            let values = (0..<4).map { _ in Fixture.make(Fixture.counter) }
            for (key, value) in zip(keys, values) {
                Associations.set(value.object, on: host.object, key: key, policy: .retain)
            }
            for (key, value) in zip(keys, values) { XCTAssertEqual(Associations.get(host.object, key: key), value.object) }
            // The first key (held inline) replaced: its old value released once.
            Associations.set(values[3].object, on: host.object, key: keys[0], policy: .retain)
            XCTAssertEqual(Associations.get(host.object, key: keys[0]), values[3].object)
            XCTAssertEqual(values[0].object.retainCount, 1)
            // The first key removed while the others stay; then set again.
            Associations.set(nil, on: host.object, key: keys[0], policy: .retain)
            XCTAssertNil(Associations.get(host.object, key: keys[0]))
            XCTAssertEqual(values[3].object.retainCount, 1)
            XCTAssertEqual(Associations.get(host.object, key: keys[2]), values[2].object)
            XCTAssertEqual(Associations.sideTableCount, before + 1)
            Associations.set(values[0].object, on: host.object, key: keys[0], policy: .retain)
            // Another key removed: the rest still answer.
            Associations.set(nil, on: host.object, key: keys[1], policy: .retain)
            XCTAssertNil(Associations.get(host.object, key: keys[1]))
            XCTAssertEqual(values[1].object.retainCount, 1)
            XCTAssertEqual(Associations.get(host.object, key: keys[0]), values[0].object)
            XCTAssertEqual(values[0].object.retainCount, 2)
            XCTAssertEqual(values[2].object.retainCount, 2)
        }
        XCTAssertEqual(Associations.sideTableCount, before, "the host's entries went with it")
        XCTAssertEqual(Fixture.count("RFCounter.dealloc"), 4, "every value released exactly as often as it was retained")
    }

    func testDeallocationCallbacksRunOnce() {
        let tally = Tally()
        withAutoreleasePool {
            let host = Fixture.make(Fixture.counter)
            ObjectLifetime.onDeallocation(of: host.object) { tally.add("gone") }
            ObjectLifetime.onDeallocation(of: host.object) { tally.add("gone too") }
            XCTAssertEqual(tally.all, [])
        }
        XCTAssertEqual(tally.all, ["gone", "gone too"])
    }

    func testAKeyedDeallocationCallbackIsRegisteredOncePerKey() {
        let tally = Tally()
        let key = AssociationKey()
        withAutoreleasePool {
            let host = Fixture.make(Fixture.counter)
            XCTAssertTrue(ObjectLifetime.onDeallocation(of: host.object, key: ObjectIdentifier(key)) { tally.add("first") })
            XCTAssertFalse(ObjectLifetime.onDeallocation(of: host.object, key: ObjectIdentifier(key)) { tally.add("second") })
            ObjectLifetime.onDeallocation(of: host.object) { tally.add("unkeyed") }
            XCTAssertEqual(ObjectLifetime.callbackCount(for: host.object), 2)
        }
        XCTAssertEqual(tally.all, ["first", "unkeyed"])
    }

    /// A companion is made once a (host, key), found again by every later ask, given to
    /// its callback once as the host goes, and then freed; another key makes its own.
    func testAHostsCompanionIsMadeOnceAndGivenToItsCallbackAsTheHostGoes() {
        final class Companion: @unchecked Sendable { var asked = 0 }
        let tally = Tally()
        let key = AssociationKey(), otherKey = AssociationKey()
        weak var made: Companion?
        withAutoreleasePool {
            let host = Fixture.make(Fixture.counter)
            let companion = { (key: AssociationKey) in
                ObjectLifetime.companion(of: host.object, key: key) {
                    let made = Companion()
                    return (made, { tally.add("gone after \(made.asked)") })
                }
            }
            for _ in 0..<1_000 { companion(key).asked += 1 }
            XCTAssertEqual(companion(key).asked, 1_000, "the same companion each time")
            XCTAssertFalse(companion(otherKey) === companion(key))
            XCTAssertEqual(ObjectLifetime.callbackCount(for: host.object), 2, "one callback a key, however often asked")
            made = companion(key)
            XCTAssertEqual(tally.all, [])
        }
        XCTAssertEqual(tally.all.sorted(), ["gone after 0", "gone after 1000"])
        XCTAssertNil(made, "freed once its callback ran")
    }

    /// Deallocation callbacks wait with the host's associations (the GNU runtime's
    /// side table): thousands of hosts, some with an association too, each run theirs
    /// once as they go, release what they held, and leave nothing behind.
    func testThousandsOfWatchedHostsEachRunTheirCallbackOnceAndLeaveNothing() {
        let key = AssociationKey()
        let ran = AtomicCounter(0)
        let before = Associations.sideTableCount
        let hosts = 20_000
        withAutoreleasePool {
            var kept = makeHosts(hosts, valueOnEveryOtherFor: key) { host in
                ObjectLifetime.onDeallocation(of: host.object) { ran.add(1) }
            }
            XCTAssertEqual(ran.value, 0)
            kept.removeFirst(hosts / 2)
            XCTAssertEqual(ran.value, hosts / 2)
            XCTAssertEqual(Fixture.count("RFCounter.dealloc"), hosts / 4)
            kept.removeAll()
        }
        XCTAssertEqual(ran.value, hosts, "each callback ran once")
        XCTAssertEqual(Fixture.count("RFCounter.dealloc"), hosts / 2)
        XCTAssertEqual(Associations.sideTableCount, before, "every host's entries and callbacks went with it")
    }

    /// `count` new hosts; every other one holds (retains) a new counter under `key`.
    /// `each` runs on every host once it is made.
    private func makeHosts(
        _ count: Int, valueOnEveryOtherFor key: AssociationKey, each: (OwnedObject) -> Void = { _ in }
    ) -> [OwnedObject] {
        (0..<count).map { index in
            let host = Fixture.make(Fixture.observer)
            if index % 2 == 0 {
                let value = Fixture.make(Fixture.counter)
                Associations.set(value.object, on: host.object, key: key, policy: .retain)
            }
            each(host)
            return host
        }
    }
}
