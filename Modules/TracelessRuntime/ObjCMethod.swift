import CTracelessRuntime

/// A method of a class: its implementation and type encoding.
public struct ObjCMethod: Hashable, @unchecked Sendable {
    public let raw: OpaquePointer

    public init(raw: OpaquePointer) { self.raw = raw }

    public var implementation: OpaquePointer? { tl_method_get_implementation(raw).map(OpaquePointer.init) }

    /// The Objective-C type encoding, e.g. `v@:@@` on Apple or `v32@0:8@16@24` on GNU.
    public var typeEncoding: String {
        guard let types = tl_method_get_type_encoding(raw) else { return "" }
        return String(cString: types)
    }

    public var signature: MethodSignature { MethodSignature(encoding: typeEncoding) }
}
