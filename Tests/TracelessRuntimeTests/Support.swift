import RuntimeFixtures
import TracelessRuntime
import XCTest

/// Fixture classes, by name.
enum Fixture {
    static let counter = load("RFCounter")
    static let sub = load("RFSubCounter")
    static let leaf = load("RFLeafCounter")
    static let observer = load("RFObserver")
    static let dynamic = load("RFDynamic")
    /// Takes and returns CoreGraphics-shaped structs (see `RFStructCall`).
    static let canvas = load("RFCanvas")

    private static func load(_ name: String) -> ObjCClass {
        rf_load()
        return ObjCClass(named: name)!
    }

    static func make(_ cls: ObjCClass) -> OwnedObject { ObjCObject.make(cls) }

    static func count(_ line: String) -> Int { Int(rf_log_count(line)) }
}

/// A thread-safe counter for handlers (they are @Sendable).
final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String] = []
    func add(_ value: String) { lock.lock(); values.append(value); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return values }
    func count(_ value: String) -> Int { all.filter { $0 == value }.count }
}

class RuntimeTestCase: XCTestCase {
    override func setUp() {
        super.setUp()
        rf_log_reset()
    }

    /// Adds `name` observing `keyPath` of `object` via KVO.
    func observe(_ object: ObjCObject, by observer: ObjCObject, keyPath: String) {
        let path = ObjCObject.string(keyPath)
        object.send("addObserver:forKeyPath:options:context:", observer, path, UInt(0), UInt(0))
    }

    func unobserve(_ object: ObjCObject, by observer: ObjCObject, keyPath: String) {
        let path = ObjCObject.string(keyPath)
        object.send("removeObserver:forKeyPath:", observer, path)
    }

    func setName(_ object: ObjCObject, _ name: String) {
        let value = ObjCObject.string(name)
        object.send("setName:", value)
    }
}
