/// One registered handler.
struct HandlerEntry: @unchecked Sendable {
    let id: UInt64
    let position: HookPosition
    /// 0 for every instance; otherwise the address of the one object it is for.
    let scope: UInt
    let owner: String
    /// Higher runs first; ties run in installation order.
    let priority: Int
    let handler: HookHandler

    @inline(__always)
    func applies(to object: ObjCObject) -> Bool { scope == 0 || scope == object.objcWord }
}

/// An immutable snapshot of a hook's handlers, published atomically so that a
/// call reads it without a lock.
final class HandlerSet: @unchecked Sendable {
    let before: [HandlerEntry]
    let instead: [HandlerEntry]
    let after: [HandlerEntry]

    init(_ unordered: [HandlerEntry] = []) {
        let entries = unordered.sorted { ($0.priority, -Int64($0.id)) > ($1.priority, -Int64($1.id)) }
        before = entries.filter { $0.position == .before }
        instead = entries.filter { $0.position == .instead }
        after = entries.filter { $0.position == .after }
    }

    var all: [HandlerEntry] { before + instead + after }
    var isEmpty: Bool { before.isEmpty && instead.isEmpty && after.isEmpty }
}

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

import CTracelessRuntime
