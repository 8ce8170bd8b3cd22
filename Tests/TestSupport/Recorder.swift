import Foundation

/// A list that handlers on any thread append to and tests read.
///
/// ```swift
/// let calls = Recorder<String>()
/// calls.add("tap")
/// XCTAssertEqual(calls.all, ["tap"])
/// ```
public final class Recorder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []

    public init() {}

    public func add(_ value: Value) { lock.withLock { values.append(value) } }
    public func removeAll() { lock.withLock { values.removeAll() } }
    public var all: [Value] { lock.withLock { values } }
}
