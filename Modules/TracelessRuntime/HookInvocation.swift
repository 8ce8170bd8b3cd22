import CTracelessRuntime

/// One call of a hooked method, as a hook handler sees it.
///
/// Valid only during the handler: it points at the caller's arguments and at the
/// call's state in the dispatcher's frame (so a copy shares that state).
///
/// ```swift
/// try Hooks.hook(tableClass, "tableView:didSelectRowAtIndexPath:", position: .before) { call in
///     let indexPath = call.objectArgument(1)
///     print(call.object, indexPath as Any)
/// }
/// ```
public struct HookInvocation {
    @usableFromInline
    enum Storage {
        /// Typed fast path: the integer-class words the trampoline received.
        case words(UnsafePointer<UInt>)
        /// Forwarding path: an NSInvocation.
        case invocation(ObjCObject)
    }

    /// The call's state, kept in the dispatcher's frame for the length of the call.
    ///
    /// A handler that copies the call it was given `inout` (any non-mutating method
    /// may) copies this one pointer. Copying the state itself, just written field by
    /// field, would wait for those stores on every call.
    @usableFromInline
    struct Frame {
        @usableFromInline let object: ObjCObject
        @usableFromInline let rawSelector: OpaquePointer
        @usableFromInline let storage: Storage
        /// Reached without reference counting: interceptions live for the process.
        let owner: Unmanaged<Interception>
        /// Copied out of the interception so that an inlined call of the original
        /// touches no object.
        @usableFromInline let original: UnsafeMutableRawPointer?
        @usableFromInline let arity: UInt32
        @usableFromInline var returnWord: UInt = 0
        @usableFromInline var originalInvoked = false
        @usableFromInline var hasReturnValue = false

        @inline(__always)
        init(
            object: ObjCObject, rawSelector: OpaquePointer, storage: Storage, owner: Unmanaged<Interception>,
            original: UnsafeMutableRawPointer?, arity: UInt32
        ) {
            self.object = object
            self.rawSelector = rawSelector
            self.storage = storage
            self.owner = owner
            self.original = original
            self.arity = arity
        }
    }

    @usableFromInline let frame: UnsafeMutablePointer<Frame>

    @inline(__always)
    init(frame: UnsafeMutablePointer<Frame>) { self.frame = frame }

    /// The receiver (`self`).
    @inlinable public var object: ObjCObject { frame.pointee.object }
    /// The selector the caller sent (`_cmd`).
    @inlinable package var rawSelector: OpaquePointer { frame.pointee.rawSelector }
    @inlinable var storage: Storage { frame.pointee.storage }
    @inlinable var arity: UInt32 { frame.pointee.arity }
    private var owner: Unmanaged<Interception> { frame.pointee.owner }
    /// The raw return word on the fast path (after the original ran, or as set by a handler).
    @inlinable var returnWord: UInt {
        get { frame.pointee.returnWord }
        nonmutating set { frame.pointee.returnWord = newValue }
    }
    /// Whether the original implementation has run for this call.
    @inlinable package internal(set) var originalInvoked: Bool {
        get { frame.pointee.originalInvoked }
        nonmutating set { frame.pointee.originalInvoked = newValue }
    }
    /// Whether the call has a return value yet: the original ran, or a handler set
    /// one (on the forwarding path the invocation has none to read before that).
    @inlinable var hasReturnValue: Bool {
        get { frame.pointee.hasReturnValue }
        nonmutating set { frame.pointee.hasReturnValue = newValue }
    }

    var interception: Interception { owner.takeUnretainedValue() }

    public var selector: ObjCSelector { ObjCSelector(raw: rawSelector) }

    /// The class the hook was installed on.
    package var hookedClass: ObjCClass { interception.cls }

    /// The number of explicit arguments.
    package var argumentCount: Int { Int(arity) }

    /// Whether this call came through the forwarding path.
    package var isForwarded: Bool { if case .invocation = storage { true } else { false } }

    /// The argument at `index` (0 is the first after `_cmd`) as a raw word.
    /// Only meaningful for integer-class arguments.
    @inlinable @inline(__always)
    public func argument(_ index: Int) -> UInt {
        precondition(index >= 0 && index < Int(arity), "argument index out of range")
        if case .words(let words) = storage { return words[index] }
        return forwardedArgument(index)
    }

    @usableFromInline
    func forwardedArgument(_ index: Int) -> UInt {
        switch storage {
        case .words(let words):
            return words[index]
        case .invocation(let invocation):
            // The invocation copies the whole argument: only what fits a word is read
            // this way (a struct through `argument(_:as:)`).
            let kind = interception.signature.arguments[index]
            guard let size = kind.layout?.size, size <= MemoryLayout<UInt>.size else { return 0 }
            var buffer = UInt(0)
            withUnsafeMutableBytes(of: &buffer) { bytes in
                _ = invocation.send("getArgument:atIndex:", UInt(bitPattern: bytes.baseAddress!), index + 2)
            }
            return normalized(buffer, kind: kind)
        }
    }

    /// The argument at `index` as a value of its own C layout: a `CGPoint`, a
    /// `CGRect`, a `double`, an integer of its declared width. Nil when `Value` is not
    /// the argument's size (the runtime would write past it).
    ///
    /// ```swift
    /// let location = call.argument(1, as: CGPoint.self)
    /// ```
    public func argument<Value: BitwiseCopyable>(_ index: Int, as type: Value.Type) -> Value? {
        precondition(index >= 0 && index < Int(arity), "argument index out of range")
        let kind = interception.signature.arguments[index]
        guard kind.layout?.size == MemoryLayout<Value>.size else { return nil }
        switch storage {
        case .words(let words):
            return withUnsafeBytes(of: words[index]) { $0.loadUnaligned(as: Value.self) }
        case .invocation(let invocation):
            return withUnsafeTemporaryAllocation(of: Value.self, capacity: 1) { buffer in
                _ = invocation.send("getArgument:atIndex:", UInt(bitPattern: buffer.baseAddress!), index + 2)
                return buffer[0]
            }
        }
    }

    /// An object argument (nil for nil).
    @inlinable @inline(__always)
    public func objectArgument(_ index: Int) -> ObjCObject? { ObjCObject(word: argument(index)) }

    /// A `BOOL` argument.
    public func boolArgument(_ index: Int) -> Bool { argument(index) & 0xff != 0 }

    /// An integer argument, sign-extended from its declared width.
    public func intArgument(_ index: Int) -> Int {
        let word = argument(index)
        if case .signedInteger(let bytes) = interception.signature.arguments[index], bytes < 8 {
            let shift = UInt(64 - bytes * 8)
            return Int(bitPattern: word << shift) >> Int(shift)
        }
        return Int(bitPattern: word)
    }

    /// A `double` or `float` argument (forwarding path only: the fast path never
    /// carries one); 0 for an argument of another kind.
    public func doubleArgument(_ index: Int) -> Double {
        switch interception.signature.arguments[index] {
        case .double: argument(index, as: Double.self) ?? 0
        case .float: argument(index, as: Float.self).map(Double.init) ?? 0
        default: 0
        }
    }

    /// Runs the original implementation, as it is at this moment, with the
    /// caller's arguments and `_cmd`.
    @inlinable @inline(__always)
    public mutating func invokeOriginal() {
        // The common case, inlined into the handler: the class's own implementation,
        // called with the words the entry point received.
        if case .words(let words) = storage, let imp = frame.pointee.original {
            originalInvoked = true
            hasReturnValue = true
            returnWord = tl_call_words(imp, object.raw, rawSelector, arity, words)
            return
        }
        invokeOriginalOtherwise()
    }

    /// An inherited or forwarded original, or the forwarding path.
    @usableFromInline
    mutating func invokeOriginalOtherwise() {
        originalInvoked = true
        switch storage {
        case .words(let words):
            // Inherited (the class's own original is called by `invokeOriginal()`):
            // marked while it runs, so that a forwarding loop back into this hook is
            // seen (see `Interception.dispatch`).
            hasReturnValue = true
            guard let imp = originalIMP() else { return }
            owner._withUnsafeGuaranteedRef { tl_guard_push(UnsafeRawPointer(object.raw), $0.selectorName, UnsafeRawPointer($0.cls.raw)) }
            returnWord = tl_call_words(imp, object.raw, rawSelector, arity, words)
            tl_guard_pop()
        case .invocation(let invocation):
            // Only a call that ran leaves the invocation a value to read.
            if owner._withUnsafeGuaranteedRef({ $0.invokeOriginal(invocation, object, rawSelector) }) { hasReturnValue = true }
        }
    }

    @inline(__always)
    private func originalIMP() -> UnsafeMutableRawPointer? {
        owner._withUnsafeGuaranteedRef {
            Interception.resolveOriginal($0.original, forwards: $0.originalForwards, superclass: $0.superclassRaw, receiver: object, rawSelector)
        }
    }

    /// Sends the same selector with the same arguments to another object (a proxy
    /// handing a call on to the object it stands for). The result becomes this
    /// call's return value.
    public mutating func invoke(on target: ObjCObject) {
        hasReturnValue = true
        switch storage {
        case .words(let words):
            guard let imp = tl_msg_lookup(target.raw, rawSelector) else { return }
            returnWord = tl_call_words(imp, target.raw, rawSelector, arity, words)
        case .invocation(let invocation):
            // As the original is run (GNUstep's -invokeWithTarget: leaves a large
            // struct argument pointing into a dead stack frame).
            if let imp = tl_msg_lookup(target.raw, rawSelector), tl_invocation_invoke_imp(invocation.raw, target.raw, rawSelector, imp) {
                return
            }
            _ = invocation.send("invokeWithTarget:", target)
        }
    }

    /// Runs the original with other integer-class arguments (an `instead` hook that
    /// substitutes one, e.g. a delegate proxy for the delegate). Fast path only;
    /// on the forwarding path the arguments are set on the invocation, integer-class
    /// ones only: any other (a struct, a double) keeps the caller's value.
    public mutating func invokeOriginal(arguments replacement: [UInt]) {
        guard case .words = storage, replacement.count == Int(arity) else {
            if case .invocation(let invocation) = storage {
                let kinds = interception.signature.arguments
                for (index, word) in replacement.enumerated() where index < kinds.count && kinds[index].isWord {
                    var value = word
                    withUnsafeMutableBytes(of: &value) { bytes in
                        _ = invocation.send("setArgument:atIndex:", UInt(bitPattern: bytes.baseAddress!), index + 2)
                    }
                }
            }
            invokeOriginal()
            return
        }
        originalInvoked = true
        hasReturnValue = true
        guard let imp = originalIMP() else { return }
        returnWord = replacement.withUnsafeBufferPointer {
            tl_call_words(imp, object.raw, rawSelector, arity, $0.baseAddress)
        }
    }
}
