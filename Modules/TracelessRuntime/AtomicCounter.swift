import CTracelessRuntime

/// A lock-free integer, for flags and counters read on hooked calls.
///
/// ```swift
/// let enabled = AtomicCounter(1)
/// if enabled.value != 0 { ... }
/// enabled.store(0)
/// ```
public final class AtomicCounter: @unchecked Sendable {
    @usableFromInline let cell: UnsafeMutablePointer<Int>

    public init(_ value: Int = 0) {
        cell = .allocate(capacity: 1)
        cell.initialize(to: value)
    }

    deinit { cell.deallocate() }

    // Inlinable: plugins read their switches on every hooked call.
    @inlinable public var value: Int { tl_atomic_load_long(cell) }
    public func store(_ value: Int) { tl_atomic_store_long(cell, value) }
    @discardableResult public func add(_ delta: Int) -> Int { tl_atomic_add_long(cell, delta) }
}
