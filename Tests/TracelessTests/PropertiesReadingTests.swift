import TestSupport
import Traceless
import TracelessRuntime
import XCTest

/// An app's properties dictionary (`tracelessElementProperties`) is read through its keys
/// array the same way: string keys to strings or numbers, `$` keys left out, at most 64.
final class PropertiesReadingTests: XCTestCase {
    func testAnAppsPropertiesAreReadThroughTheirKeysUpToSixtyFour() throws {
        let dictionaryClass = try XCTUnwrap(ObjCClass(named: "NSMutableDictionary"))
        let small = ObjCObject.make(dictionaryClass)
        let values = [ObjCObject.string("yearly"), ObjCObject.string("reserved")]
        let keys = [ObjCObject.string("plan"), ObjCObject.string("$owned")]
        for (value, key) in zip(values, keys) { _ = small.object.send("setObject:forKey:", value.object, key.object) }
        XCTAssertEqual(UIKitIntrospection.scalarDictionary(small.object), ["plan": .string("yearly")])

        let large = ObjCObject.make(dictionaryClass)
        let many = (0..<100).map { (ObjCObject.string("value \($0)"), ObjCObject.string("key \($0)")) }
        for (value, key) in many { _ = large.object.send("setObject:forKey:", value.object, key.object) }
        let read = UIKitIntrospection.scalarDictionary(large.object)
        XCTAssertEqual(read.count, 64)
        for (key, value) in read { XCTAssertEqual(value, .string("value " + key.dropFirst(4))) }
    }
}
