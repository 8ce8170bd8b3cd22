import CTracelessRuntime

/// Per-thread marks that say "this object is, right now, doing X" — e.g. a table
/// view is notifying its delegate of a user's tap. A hook further down the same
/// call consumes the mark, once: so a programmatic call (no mark) is told apart
/// from a user's, and a chain of forwarding delegates reports one event, not one
/// per link.
///
/// ```swift
/// ThreadMarks.push(table, kind: 1)
/// defer { ThreadMarks.pop() }
/// // ... deep inside the delegate call:
/// if ThreadMarks.consume(table, kind: 1) { report() }
/// ```
package enum ThreadMarks {
    /// How many marks are pushed, on all threads. While it is zero no thread has a mark
    /// to consume: a hot path that keeps this counter reads it inline and skips
    /// `consume` (two calls).
    package static let pushed = AtomicCounter()

    package static func push(_ subject: ObjCObject, kind: UInt32) {
        tl_mark_push(UnsafeRawPointer(subject.raw), kind)
        pushed.add(1)
    }

    package static func pop() {
        if tl_mark_pop() { pushed.add(-1) }
    }

    /// True the first time it is asked for the innermost mark of (subject, kind).
    package static func consume(_ subject: ObjCObject, kind: UInt32) -> Bool {
        tl_mark_consume(UnsafeRawPointer(subject.raw), kind)
    }
}
