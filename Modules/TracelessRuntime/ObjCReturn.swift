/// The result of a message send, read as the type the method returns.
public struct ObjCReturn: Sendable {
    public let word: UInt
    public var object: ObjCObject? { ObjCObject(word: word) }
    /// A `BOOL` return: only the low byte is defined.
    public var bool: Bool { word & 0xff != 0 }
    public var int: Int { Int(bitPattern: word) }
}
