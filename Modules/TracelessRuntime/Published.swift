import CTracelessRuntime

/// A value read lock-free and replaced under the runtime lock.
///
/// Every value ever published stays alive: a call on another thread may have
/// loaded the previous one an instant before it was replaced, and there is no
/// cheaper safe moment to free it. Hooks change rarely (start, stop), so the
/// history stays small.
final class Published<Value: AnyObject>: @unchecked Sendable {
    private let cell: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    private var history: [Value] = []

    init(_ initial: Value) {
        cell = .allocate(capacity: 1)
        cell.initialize(to: nil)
        publish(initial)
    }

    /// Empty until the first `publish`, which must come before any read (an owner
    /// whose first value refers to the owner itself).
    init() {
        cell = .allocate(capacity: 1)
        cell.initialize(to: nil)
    }

    /// Replace the value. Callers hold the runtime lock.
    func publish(_ value: Value) {
        history.append(value)
        tl_atomic_store_ptr(cell, Unmanaged.passUnretained(value).toOpaque())
    }

    @inline(__always)
    func read<T>(_ body: (Value) -> T) -> T {
        let raw = tl_atomic_load_ptr(cell)!
        return Unmanaged<Value>.fromOpaque(raw)._withUnsafeGuaranteedRef(body)
    }

    var value: Value { read { $0 } }
}
