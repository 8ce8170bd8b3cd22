import Foundation
import RuntimeFixtures
import TestSupport
import Traceless
import TracelessRuntime
import XCTest

/// The collections a tap reads (a view's subviews, an event's touches) are read by fast
/// enumeration: in order across batches, through whatever an app's own collection class
/// implements, and never past the count an array gives.
final class CollectionReadingTests: XCTestCase {
    /// What the test arrays made below hand out, by index (their methods are C functions,
    /// which capture nothing).
    nonisolated(unsafe) private static var items: [ObjCObject] = []
    private static let itemsLock = NSLock()

    override func setUp() {
        super.setUp()
        Self.itemsLock.lock()
    }

    override func tearDown() {
        Self.items = []
        Self.itemsLock.unlock()
        super.tearDown()
    }

    func testAnArrayOfThousandsIsReadInOrderAndStopsWhereAsked() throws {
        let array = ObjCObject.make(try XCTUnwrap(ObjCClass(named: "NSMutableArray")))
        let objects = (0..<2_000).map { _ in ObjCObject.make(ObjCClass(named: "NSObject")!) }
        for object in objects { _ = array.object.send("addObject:", object.object) }

        var read: [ObjCObject] = []
        UIKitIntrospection.forEachElement(of: array.object) { read.append($0); return true }
        XCTAssertEqual(read, objects.map(\.object))

        var stopped: [ObjCObject] = []
        UIKitIntrospection.forEachElement(of: array.object) { stopped.append($0); return stopped.count < 37 }
        XCTAssertEqual(stopped, Array(objects.prefix(37).map(\.object)))
        XCTAssertEqual(UIKitIntrospection.index(of: objects[1_999].object, in: array.object), 1_999)
    }

    /// An app's NSArray subclass with only the primitive methods (`count`,
    /// `objectAtIndex:`): Foundation's own fast enumeration reads it through them.
    func testAnAppsArrayWithOnlyItsPrimitiveMethodsIsReadThroughThem() throws {
        let owned = (0..<40).map { _ in ObjCObject.make(ObjCClass(named: "NSObject")!) }
        defer { withExtendedLifetime(owned) {} }
        Self.items = owned.map(\.object)
        let count: @convention(c) (OpaquePointer?, OpaquePointer?) -> UInt = { _, _ in UInt(CollectionReadingTests.items.count) }
        let object: @convention(c) (OpaquePointer?, OpaquePointer?, UInt) -> UnsafeMutableRawPointer? = { _, _, index in
            UnsafeMutableRawPointer(CollectionReadingTests.items[Int(index)].raw)
        }
        let cls = try RuntimeClassBuilder.subclass(
            of: try XCTUnwrap(ObjCClass(named: "NSArray")), named: "CRTPrimitiveArray",
            methods: [
                MethodDefinition("count", types: "Q@:", imp: unsafeBitCast(count, to: UnsafeMutableRawPointer.self)),
                MethodDefinition("objectAtIndex:", types: "@@:Q", imp: unsafeBitCast(object, to: UnsafeMutableRawPointer.self)),
            ])
        let array = ObjCObject.make(cls)
        XCTAssertEqual(UIKitIntrospection.elements(of: array.object), Self.items)
        XCTAssertEqual(UIKitIntrospection.anyElement(of: array.object), Self.items.first)
    }

    /// An array that says it holds three objects and hands out batches forever, each
    /// said to be four times what the buffer it filled holds: the reading ends, after
    /// the count it gave or, read without asking it first, after one buffer's worth.
    func testAnArrayThatEnumeratesMoreThanItsCountIsReadNoFurther() throws {
        let owned = (0..<16).map { _ in ObjCObject.make(ObjCClass(named: "NSObject")!) }
        defer { withExtendedLifetime(owned) {} }
        Self.items = owned.map(\.object)
        let count: @convention(c) (OpaquePointer?, OpaquePointer?) -> UInt = { _, _ in 3 }
        let enumerate: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutablePointer<UInt>?, UnsafeMutablePointer<UInt>?, UInt) -> UInt = {
            _, _, state, buffer, length in
            guard let state, let buffer, length >= 16 else { return 0 }
            for (index, item) in CollectionReadingTests.items.enumerated() { buffer[index] = item.objcWord }
            state[1] = UInt(bitPattern: buffer)
            state[2] = UInt(bitPattern: state)
            return 64
        }
        let cls = try RuntimeClassBuilder.subclass(
            of: try XCTUnwrap(ObjCClass(named: "NSArray")), named: "CRTEndlessArray",
            methods: [
                MethodDefinition("count", types: "Q@:", imp: unsafeBitCast(count, to: UnsafeMutableRawPointer.self)),
                MethodDefinition(
                    "countByEnumeratingWithState:objects:count:", types: "Q@:^v^@Q",
                    imp: unsafeBitCast(enumerate, to: UnsafeMutableRawPointer.self)),
            ])
        let array = ObjCObject.make(cls)
        XCTAssertEqual(UIKitIntrospection.elements(of: array.object), Array(Self.items.prefix(3)))
        var read: [ObjCObject] = []
        UIKitIntrospection.forEachElement(of: array.object) { read.append($0); return true }
        XCTAssertEqual(read, Self.items, "the first batch, no further than the buffer it was written to")
    }

    func testASetGivesOneOfItsObjectsAndAnythingElseNone() throws {
        let empty = ObjCObject(raw: try XCTUnwrap(OpaquePointer(rf_set_new(nil))))
        defer { empty.release() }
        XCTAssertNil(UIKitIntrospection.anyElement(of: empty))
        let touch = ObjCObject.make(ObjCClass(named: "NSObject")!)
        let set = ObjCObject(raw: try XCTUnwrap(OpaquePointer(rf_set_new(UnsafeMutableRawPointer(touch.object.raw)))))
        defer { set.release() }
        XCTAssertEqual(UIKitIntrospection.anyElement(of: set), touch.object)

        let notACollection = ObjCObject.make(ObjCClass(named: "NSObject")!)
        XCTAssertNil(UIKitIntrospection.anyElement(of: notACollection.object))
        var read = 0
        UIKitIntrospection.forEachElement(of: set) { _ in read += 1; return true }
        XCTAssertEqual(read, 0, "a set is not an array: it has no order to read siblings by")
    }
}
