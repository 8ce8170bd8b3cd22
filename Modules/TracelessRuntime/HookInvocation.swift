import CTracelessRuntime

/// One call of a hooked method, as a hook handler sees it.
///
/// Valid only during the handler: it points at the caller's arguments.
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

    /// The receiver (`self`).
    public let object: ObjCObject
    /// The selector the caller sent (`_cmd`).
    public let rawSelector: OpaquePointer
    @usableFromInline let storage: Storage
    /// Reached without reference counting: interceptions live for the process.
    private let owner: Unmanaged<Interception>
    // Copied out of the interception so that calling the original touches no object.
    private let original: UnsafeMutableRawPointer?
    private let superclass: OpaquePointer?
    private let originalForwards: Bool
    @usableFromInline let arity: UInt32
    /// The raw return word on the fast path (after the original ran, or as set by a handler).
    var returnWord: UInt = 0
    /// Whether the original implementation has run for this call.
    public private(set) var originalInvoked = false

    @inline(__always)
    init(object: ObjCObject, rawSelector: OpaquePointer, storage: Storage, interception: Interception) {
        self.object = object
        self.rawSelector = rawSelector
        self.storage = storage
        self.owner = Unmanaged.passUnretained(interception)
        self.original = interception.original
        self.superclass = interception.superclassRaw
        self.originalForwards = interception.originalForwards
        self.arity = interception.arity
    }

    private var interception: Interception { owner.takeUnretainedValue() }

    public var selector: ObjCSelector { ObjCSelector(raw: rawSelector) }

    /// The class the hook was installed on.
    public var hookedClass: ObjCClass { interception.cls }

    /// The number of explicit arguments.
    public var argumentCount: Int { Int(arity) }

    /// Whether this call came through the forwarding path.
    public var isForwarded: Bool { if case .invocation = storage { true } else { false } }

    /// The argument at `index` (0 is the first after `_cmd`) as a raw word.
    /// Only meaningful for integer-class arguments.
    @inlinable
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
            var buffer = (UInt(0), UInt(0), UInt(0), UInt(0))
            withUnsafeMutableBytes(of: &buffer) { bytes in
                _ = invocation.send("getArgument:atIndex:", UInt(bitPattern: bytes.baseAddress!), index + 2)
            }
            return normalized(buffer.0, kind: interception.signature.arguments[index])
        }
    }

    /// An object argument (nil for nil).
    @inlinable
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

    /// A `double` argument (forwarding path only: the fast path never carries one).
    public func doubleArgument(_ index: Int) -> Double {
        guard case .invocation(let invocation) = storage else { return 0 }
        var value = 0.0
        withUnsafeMutableBytes(of: &value) { bytes in
            _ = invocation.send("getArgument:atIndex:", UInt(bitPattern: bytes.baseAddress!), index + 2)
        }
        return value
    }

    /// Runs the original implementation, as it is at this moment, with the
    /// caller's arguments and `_cmd`.
    @inline(__always)
    public mutating func invokeOriginal() {
        originalInvoked = true
        switch storage {
        case .words(let words):
            guard let imp = originalIMP() else { return }
            guard original == nil else {
                returnWord = tl_call_words(imp, object.raw, rawSelector, arity, words)
                return
            }
            // Inherited: marked while it runs, so that a forwarding loop back into
            // this hook is seen (see `Interception.dispatch`).
            owner._withUnsafeGuaranteedRef { tl_guard_push(UnsafeRawPointer(object.raw), $0.selectorName, UnsafeRawPointer($0.cls.raw)) }
            returnWord = tl_call_words(imp, object.raw, rawSelector, arity, words)
            tl_guard_pop()
        case .invocation(let invocation):
            owner._withUnsafeGuaranteedRef { $0.invokeOriginal(invocation, object) }
        }
    }

    @inline(__always)
    private func originalIMP() -> UnsafeMutableRawPointer? {
        Interception.resolveOriginal(original, forwards: originalForwards, superclass: superclass, receiver: object, rawSelector)
    }

    /// Sends the same selector with the same arguments to another object (a proxy
    /// handing a call on to the object it stands for). The result becomes this
    /// call's return value.
    public mutating func invoke(on target: ObjCObject) {
        switch storage {
        case .words(let words):
            guard let imp = tl_msg_lookup(target.raw, rawSelector) else { return }
            returnWord = tl_call_words(imp, target.raw, rawSelector, arity, words)
        case .invocation(let invocation):
            _ = invocation.send("invokeWithTarget:", target)
        }
    }

    /// Runs the original with other integer-class arguments (an `instead` hook that
    /// substitutes one, e.g. a delegate proxy for the delegate). Fast path only;
    /// on the forwarding path the arguments are set on the invocation.
    public mutating func invokeOriginal(arguments replacement: [UInt]) {
        guard case .words = storage, replacement.count == Int(arity) else {
            if case .invocation(let invocation) = storage {
                for (index, word) in replacement.enumerated() {
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
        guard let imp = originalIMP() else { return }
        returnWord = replacement.withUnsafeBufferPointer {
            tl_call_words(imp, object.raw, rawSelector, arity, $0.baseAddress)
        }
    }

    /// The return value as a word (after the original ran, or as a handler set it).
    public var returnValue: UInt {
        switch storage {
        case .words:
            return returnWord
        case .invocation(let invocation):
            guard interception.signature.returnKind.isWord else { return 0 }
            var buffer = (UInt(0), UInt(0))
            withUnsafeMutableBytes(of: &buffer) { bytes in
                _ = invocation.send("getReturnValue:", UInt(bitPattern: bytes.baseAddress!))
            }
            return normalized(buffer.0, kind: interception.signature.returnKind)
        }
    }

    /// The return value as an object.
    public var returnObject: ObjCObject? { ObjCObject(word: returnValue) }

    /// Replaces the return value (integer-class returns).
    public mutating func setReturnValue(_ value: any ObjCWordConvertible) {
        let word = value.objcWord
        switch storage {
        case .words:
            returnWord = word
        case .invocation(let invocation):
            var buffer = word
            withUnsafeMutableBytes(of: &buffer) { bytes in
                _ = invocation.send("setReturnValue:", UInt(bitPattern: bytes.baseAddress!))
            }
        }
    }

    private func normalized(_ word: UInt, kind: MethodSignature.Kind) -> UInt {
        switch kind {
        case .bool, .signedInteger(bytes: 1), .unsignedInteger(bytes: 1): word & 0xff
        case .signedInteger(bytes: 2), .unsignedInteger(bytes: 2): word & 0xffff
        case .signedInteger(bytes: 4), .unsignedInteger(bytes: 4): word & 0xffff_ffff
        default: word
        }
    }
}
