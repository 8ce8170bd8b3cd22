import CTracelessRuntime

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

/// A handler as the hot path reads it: immutable and reached through an unmanaged
/// pointer, so that running it costs no reference counting.
final class HandlerBox: @unchecked Sendable {
    let entry: HandlerEntry
    init(_ entry: HandlerEntry) { self.entry = entry }
}

/// An immutable snapshot of a hook's handlers, published atomically so that a
/// call reads it without a lock.
///
/// On the typed path the snapshot itself is the entry point's context: a call
/// reaches its handlers, and what it needs of its interception, in one load.
final class HandlerSet: @unchecked Sendable {
    /// Unmanaged so that a call reaches it without reference counting: interceptions
    /// live for the process (see `HookTable.retired`).
    let interception: Unmanaged<Interception>
    // Copied from the interception, which a plain call then does not touch.
    let selector: OpaquePointer
    /// `selectorKey(_:)` of `selector`: a caller's selector under any spelling of its types has it.
    let selectorKey: UnsafeRawPointer?
    let original: UnsafeMutableRawPointer?
    let arity: UInt32
    /// Only `before` handlers, and an original of the class's own: what a trampoline
    /// can finish by jumping to that original once the handlers ran.
    let isBeforeOnly: Bool
    /// Owns the boxes the unmanaged buffers below point to.
    private let boxes: [HandlerBox]
    let before: UnsafeBufferPointer<Unmanaged<HandlerBox>>
    let instead: UnsafeBufferPointer<Unmanaged<HandlerBox>>
    let after: UnsafeBufferPointer<Unmanaged<HandlerBox>>
    let all: [HandlerEntry]

    init(_ unordered: [HandlerEntry], for interception: Interception) {
        self.interception = Unmanaged.passUnretained(interception)
        selector = interception.rawSelector
        selectorKey = TracelessRuntime.selectorKey(interception.rawSelector)
        original = interception.original
        arity = interception.arity
        let sorted = unordered.sorted { ($0.priority, -Int64($0.id)) > ($1.priority, -Int64($1.id)) }
        let made = sorted.map(HandlerBox.init)
        func buffer(_ position: HookPosition) -> UnsafeBufferPointer<Unmanaged<HandlerBox>> {
            let selected = made.filter { $0.entry.position == position }.map { Unmanaged.passUnretained($0) }
            let storage = UnsafeMutableBufferPointer<Unmanaged<HandlerBox>>.allocate(capacity: max(selected.count, 1))
            _ = storage.initialize(from: selected)
            return UnsafeBufferPointer(rebasing: storage[0..<selected.count])
        }
        all = sorted
        boxes = made
        before = buffer(.before)
        instead = buffer(.instead)
        after = buffer(.after)
        isBeforeOnly = instead.isEmpty && after.isEmpty && original != nil
    }

    deinit {
        for buffer in [before, instead, after] { UnsafeMutableRawPointer(mutating: buffer.baseAddress)?.deallocate() }
    }

    var isEmpty: Bool { all.isEmpty }
}
