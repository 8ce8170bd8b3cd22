import CTracelessRuntime

/// Guarded messages, for reading app and UIKit objects during capture.
///
/// Capture asks objects it does not own for titles, texts, cells and
/// controllers. A probe sends a message only when the receiver says it responds,
/// and stops any exception the method raises at our boundary: the app's call
/// that capture observes completes as it would without Traceless. Each stopped
/// exception is counted in ``CaptureFaults``.
///
/// ```swift
/// let title = controller.probe("title")?.object      // nil: no such method, or it raised
/// ```
extension ObjCObject {
    /// Sends `selector` (integer-class arguments, at most 4) if the receiver
    /// responds to it; nil when it does not, or when the method raised.
    public func probe(_ selector: ObjCSelector, _ arguments: any ObjCWordConvertible...) -> ObjCReturn? {
        guard probeResponds(to: selector) else { return nil }
        return guardedSend(selector.raw, arguments.map(\.objcWord))
    }

    // Capture probes on every tap, up whole view hierarchies: the forms with no and with
    // one argument build no array.

    /// ``probe(_:_:)`` with no argument.
    public func probe(_ selector: ObjCSelector) -> ObjCReturn? {
        guard probeResponds(to: selector) else { return nil }
        return guardedSend(selector.raw)
    }

    /// ``probe(_:_:)`` with one argument.
    public func probe<A: ObjCWordConvertible>(_ selector: ObjCSelector, _ argument: A) -> ObjCReturn? {
        guard probeResponds(to: selector) else { return nil }
        return guardedSend(selector.raw, argument.objcWord)
    }

    /// ``probe(_:)``, without asking `respondsToSelector:` first when `known`: the
    /// receiver's class is known to have the method (a UIView's `superview`), as in
    /// ``probePoint(_:_:known:)``.
    package func probe(_ selector: ObjCSelector, known: Bool) -> ObjCReturn? {
        guard known || probeResponds(to: selector) else { return nil }
        return guardedSend(selector.raw)
    }

    /// ``probe(_:_:)`` with one argument, without asking first when `known`.
    package func probe<A: ObjCWordConvertible>(_ selector: ObjCSelector, _ argument: A, known: Bool) -> ObjCReturn? {
        guard known || probeResponds(to: selector) else { return nil }
        return guardedSend(selector.raw, argument.objcWord)
    }

    /// Sends `selector` guarded, without asking `respondsToSelector:` first: for a method
    /// the receiver is known to have (an NSArray's `count` once it is known to be one).
    package func probeKnown(_ selector: ObjCSelector) -> ObjCReturn? {
        guardedSend(selector.raw)
    }

    package func probeKnown<A: ObjCWordConvertible>(_ selector: ObjCSelector, _ argument: A) -> ObjCReturn? {
        guardedSend(selector.raw, argument.objcWord)
    }

    /// ``probeKnown(_:)`` with three integer-class arguments, passed from the stack
    /// (`countByEnumeratingWithState:objects:count:` of a collection known to be one).
    package func probeKnown(_ selector: ObjCSelector, _ first: UInt, _ second: UInt, _ third: UInt) -> ObjCReturn? {
        var arguments = (first, second, third)
        return withUnsafePointer(to: &arguments) {
            $0.withMemoryRebound(to: UInt.self, capacity: 3) { guardedSend(selector.raw, arity: 3, $0) }
        }
    }

    /// `-respondsToSelector:`, guarded: false when it raised.
    public func probeResponds(to selector: ObjCSelector) -> Bool {
        guardedSend(Selectors.respondsToSelector, selector.objcWord)?.bool ?? false
    }

    /// `-isKindOfClass:`, guarded: false when it raised.
    public func probeKind(of cls: ObjCClass) -> Bool {
        guardedSend(Selectors.isKindOfClass, cls.objcWord)?.bool ?? false
    }

    /// What `-class` answers, guarded: the isa when it raised.
    public var probedClass: ObjCClass {
        guardedSend(Selectors.class).flatMap { ObjCObject(word: $0.word)?.asClass } ?? isa
    }

    /// The object if it is a kind of `cls`, else nil (a method that answered with
    /// the wrong type is treated as no answer).
    package func probeAs(_ cls: ObjCClass?) -> ObjCObject? {
        guard let cls, probeKind(of: cls) else { return nil }
        return self
    }

    /// Sends a message that returns a CGPoint and takes one object (or nil) argument,
    /// such as `-[UITouch locationInView:]`, if the receiver responds; nil when it
    /// does not or when it raised.
    /// `known`: the receiver is known to answer it (a UITouch, a UIView): not asked first.
    package func probePoint(_ selector: ObjCSelector, _ argument: ObjCObject?, known: Bool = false) -> (x: Double, y: Double)? {
        guard known || probeResponds(to: selector), let imp = tl_msg_lookup(raw, selector.raw) else { return nil }
        var point = tl_point()
        guard tl_call_point_guarded(imp, raw, selector.raw, argument?.objcWord ?? 0, &point) else {
            recordFault(selector.raw)
            return nil
        }
        return (point.x, point.y)
    }

    /// Sends a message that returns a double and takes no argument (`-[UITouch
    /// timestamp]`), if the receiver responds; nil when it does not or when it raised.
    package func probeDouble(_ selector: ObjCSelector, known: Bool = false) -> Double? {
        guard known || probeResponds(to: selector), let imp = tl_msg_lookup(raw, selector.raw) else { return nil }
        var value = 0.0
        guard tl_call_double_guarded(imp, raw, selector.raw, &value) else {
            recordFault(selector.raw)
            return nil
        }
        return value
    }

    /// Sends a message that returns a CGRect and takes no argument (`-bounds`), if the
    /// receiver responds; nil when it does not or when it raised.
    package func probeRect(_ selector: ObjCSelector, known: Bool = false) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard known || probeResponds(to: selector), let imp = tl_msg_lookup(raw, selector.raw) else { return nil }
        var rect = tl_rect()
        guard tl_call_rect_guarded(imp, raw, selector.raw, &rect) else {
            recordFault(selector.raw)
            return nil
        }
        return (rect.x, rect.y, rect.width, rect.height)
    }

    private func recordFault(_ sel: OpaquePointer) {
        CaptureFaults.record(className: String(cString: tl_class_get_name(tl_object_get_class(raw))),
                             selector: String(cString: tl_sel_get_name(sel)))
    }

    /// A guarded send of `arity` words read from `words`: every form below comes here,
    /// each passing its arguments from the stack (no array on the way).
    @inline(__always)
    private func guardedSend(_ sel: OpaquePointer, arity: UInt32, _ words: UnsafePointer<UInt>?) -> ObjCReturn? {
        guard let imp = tl_msg_lookup(raw, sel) else { return nil }
        var result: UInt = 0
        guard tl_call_words_guarded(imp, raw, sel, arity, words, &result) else {
            recordFault(sel)
            return nil
        }
        return ObjCReturn(word: result)
    }

    private func guardedSend(_ sel: OpaquePointer) -> ObjCReturn? { guardedSend(sel, arity: 0, nil) }

    private func guardedSend(_ sel: OpaquePointer, _ word: UInt) -> ObjCReturn? {
        var argument = word
        return withUnsafePointer(to: &argument) { guardedSend(sel, arity: 1, $0) }
    }

    private func guardedSend(_ sel: OpaquePointer, _ words: [UInt]) -> ObjCReturn? {
        guard words.count <= 4 else { return nil }
        return words.withUnsafeBufferPointer { guardedSend(sel, arity: UInt32(words.count), $0.baseAddress) }
    }
}

/// Exceptions that app methods raised while capture read them, stopped at our
/// boundary. Process-wide, like the runtime: the count and the last few
/// (class, selector) pairs, for diagnostics.
///
/// ```swift
/// print(CaptureFaults.count, CaptureFaults.recent)
/// ```
package enum CaptureFaults {
    private static let lock = RuntimeLock()
    nonisolated(unsafe) private static var total = 0
    nonisolated(unsafe) private static var last: [String] = []
    private static let kept = 16

    /// Exceptions stopped since the process started.
    package static var count: Int { lock.withLock { total } }

    /// The most recent ones, oldest first, as `-[Class selector]`.
    package static var recent: [String] { lock.withLock { last } }

    static func record(className: String, selector: String) {
        lock.withLock {
            total += 1
            last.append("-[\(className) \(selector)]")
            if last.count > kept { last.removeFirst(last.count - kept) }
        }
    }
}
