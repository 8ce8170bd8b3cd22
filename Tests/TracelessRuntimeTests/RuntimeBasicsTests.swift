import RuntimeFixtures
import TracelessRuntime
import XCTest

final class RuntimeBasicsTests: RuntimeTestCase {
    func testSelectorsCompareByName() {
        XCTAssertEqual(ObjCSelector("ping"), ObjCSelector("ping"))
        XCTAssertEqual(ObjCSelector(raw: ObjCSelector("add:to:").raw), ObjCSelector("add:to:"))
        XCTAssertEqual(ObjCSelector("tableView:didSelectRowAtIndexPath:").argumentCount, 2)
    }

    func testClassHierarchyAndLookup() {
        XCTAssertNil(ObjCClass(named: "NoSuchClass_\(UInt64.random(in: 0...UInt64.max))"))
        XCTAssertEqual(Fixture.sub.superclass, Fixture.counter)
        XCTAssertTrue(Fixture.leaf.isSubclass(of: Fixture.counter))
        XCTAssertFalse(Fixture.counter.isSubclass(of: Fixture.sub))
        XCTAssertTrue(Fixture.counter.metaclass.isMetaclass)
        XCTAssertNotNil(Fixture.sub.ownMethod("ping"))
        let plain = try! RuntimeClassBuilder.subclass(of: Fixture.counter, named: "PlainLeafCounter")
        XCTAssertNil(plain.ownMethod("ping"), "inherited methods are not own methods")
        XCTAssertNotNil(plain.instanceMethod("ping"))
        XCTAssertTrue(Fixture.counter.ownMethodNames.contains("add:to:"))
    }

    func testMethodSignaturesOfBothRuntimes() {
        let gnu = MethodSignature(encoding: "v32@0:8@16@24")
        XCTAssertEqual(gnu.returnKind, .void)
        XCTAssertEqual(gnu.arguments, [.object, .object])
        XCTAssertTrue(gnu.isWordClass)
        let apple = MethodSignature(encoding: "B48@0:8:16@24@32@40")
        XCTAssertEqual(apple.returnKind, .bool)
        XCTAssertEqual(apple.arguments, [.selector, .object, .object, .object])
        let rect = MethodSignature(encoding: "v@:{CGRect={CGPoint=dd}{CGSize=dd}}d")
        XCTAssertFalse(rect.isWordClass)
        XCTAssertEqual(rect.arguments.count, 2)
        XCTAssertEqual(rect.arguments[1], .double)
        XCTAssertEqual(Fixture.counter.instanceMethod("add:to:")!.signature.arguments, [.signedInteger(bytes: 4), .signedInteger(bytes: 4)])
    }

    func testTypedMessageSends() {
        withAutoreleasePool {
            let counter = Fixture.make(Fixture.counter)
            XCTAssertEqual(counter.object.send("add:to:", 2, 3).int, 5)
            XCTAssertFalse(counter.object.send("flag:", true).bool)
            XCTAssertEqual(counter.object.send("echo:", counter.object).object, counter.object)
            XCTAssertEqual(counter.object.declaredClass, Fixture.counter)
            XCTAssertTrue(counter.object.isKind(of: Fixture.counter))
            let text = ObjCObject.string("héllo")
            withExtendedLifetime(text) { XCTAssertEqual(text.object.stringValue, "héllo") }
        }
    }

    func testSuperSendRunsTheGivenClassImplementation() {
        withAutoreleasePool {
            let sub = Fixture.make(Fixture.sub)
            sub.object.sendSuper(Fixture.counter, "ping")
            XCTAssertEqual(Fixture.count("RFCounter.ping"), 1)
            XCTAssertEqual(Fixture.count("RFSubCounter.ping"), 0)
        }
    }

    func testOwnedObjectReleasesExactlyOnce() {
        withAutoreleasePool {
            var owned: OwnedObject? = Fixture.make(Fixture.counter)
            let raw = owned!.object
            XCTAssertEqual(raw.retainCount, 1)
            let second = OwnedObject(retaining: raw)
            XCTAssertEqual(raw.retainCount, 2)
            owned = nil
            XCTAssertEqual(Fixture.count("RFCounter.dealloc"), 0)
            _ = second
        }
        XCTAssertEqual(Fixture.count("RFCounter.dealloc"), 1)
    }

    func testAutoreleasePoolDrainsAutoreleasedObjects() {
        withAutoreleasePool {
            let made = ObjCObject(raw: Fixture.counter.raw).send("alloc").object!.send("init").object!
            made.autorelease()
            XCTAssertEqual(Fixture.count("RFCounter.dealloc"), 0)
        }
        XCTAssertEqual(Fixture.count("RFCounter.dealloc"), 1)
    }
}
