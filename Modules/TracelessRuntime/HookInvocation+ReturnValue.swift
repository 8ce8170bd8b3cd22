import CTracelessRuntime

/// Reading and replacing what the hooked method returns.
extension HookInvocation {
    /// The return value as a word (after the original ran, or as a handler set it;
    /// 0 before). Only meaningful for integer-class returns.
    @inlinable public var returnValue: UInt {
        if case .words = storage { return returnWord }
        return forwardedReturnValue()
    }

    @usableFromInline
    func forwardedReturnValue() -> UInt {
        switch storage {
        case .words:
            return returnWord
        case .invocation(let invocation):
            let kind = interception.signature.returnKind
            guard hasReturnValue, kind.isWord else { return 0 }
            var buffer = UInt(0)
            withUnsafeMutableBytes(of: &buffer) { bytes in
                _ = invocation.send("getReturnValue:", UInt(bitPattern: bytes.baseAddress!))
            }
            return normalized(buffer, kind: kind)
        }
    }

    /// The return value as an object.
    @inlinable public var returnObject: ObjCObject? { ObjCObject(word: returnValue) }

    /// The return value as a value of its own C layout (a `CGPoint`, a `CGRect`).
    /// Nil before the call has one, or when `Value` is not the return value's size.
    public func returnValue<Value: BitwiseCopyable>(as type: Value.Type) -> Value? {
        let kind = interception.signature.returnKind
        guard hasReturnValue, kind.layout?.size == MemoryLayout<Value>.size else { return nil }
        switch storage {
        case .words:
            return withUnsafeBytes(of: returnWord) { $0.loadUnaligned(as: Value.self) }
        case .invocation(let invocation):
            return withUnsafeTemporaryAllocation(of: Value.self, capacity: 1) { buffer in
                _ = invocation.send("getReturnValue:", UInt(bitPattern: buffer.baseAddress!))
                return buffer[0]
            }
        }
    }

    /// Replaces the return value (integer-class returns; for others see
    /// ``setReturnValue(_:as:)``).
    @inlinable
    public mutating func setReturnValue<Value: ObjCWordConvertible>(_ value: Value) {
        let word = value.objcWord
        if case .words = storage {
            returnWord = word
            hasReturnValue = true
        } else {
            setForwardedReturnWord(word)
        }
    }

    @usableFromInline
    mutating func setForwardedReturnWord(_ word: UInt) {
        // The invocation copies the return value's whole size from the buffer.
        guard interception.signature.returnKind.isWord else { return }
        setForwardedReturnValue(word)
    }

    /// Replaces the return value with a value of its own C layout (a `CGPoint` a
    /// method returns). False, and nothing changed, when `Value` is not the return
    /// value's size.
    @discardableResult
    public mutating func setReturnValue<Value: BitwiseCopyable>(_ value: Value, as type: Value.Type) -> Bool {
        guard interception.signature.returnKind.layout?.size == MemoryLayout<Value>.size else { return false }
        switch storage {
        case .words:
            returnWord = 0
            withUnsafeMutableBytes(of: &returnWord) { $0.storeBytes(of: value, as: Value.self) }
            hasReturnValue = true
        case .invocation:
            setForwardedReturnValue(value)
        }
        return true
    }

    private mutating func setForwardedReturnValue<Value: BitwiseCopyable>(_ value: Value) {
        guard case .invocation(let invocation) = storage else { return }
        var buffer = value
        withUnsafeMutableBytes(of: &buffer) { bytes in
            _ = invocation.send("setReturnValue:", UInt(bitPattern: bytes.baseAddress!))
        }
        hasReturnValue = true
    }

    func normalized(_ word: UInt, kind: MethodSignature.Kind) -> UInt {
        switch kind {
        case .bool, .signedInteger(bytes: 1), .unsignedInteger(bytes: 1): word & 0xff
        case .signedInteger(bytes: 2), .unsignedInteger(bytes: 2): word & 0xffff
        case .signedInteger(bytes: 4), .unsignedInteger(bytes: 4): word & 0xffff_ffff
        default: word
        }
    }
}
