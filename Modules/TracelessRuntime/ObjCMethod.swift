import CTracelessRuntime

/// A method of a class: its implementation and type encoding.
package struct ObjCMethod: Hashable, @unchecked Sendable {
    package let raw: OpaquePointer

    package init(raw: OpaquePointer) { self.raw = raw }

    package var implementation: OpaquePointer? { tl_method_get_implementation(raw).map(OpaquePointer.init) }

    /// The Objective-C type encoding, e.g. `v@:@@` on Apple or `v32@0:8@16@24` on GNU.
    package var typeEncoding: String {
        guard let types = tl_method_get_type_encoding(raw) else { return "" }
        return String(cString: types)
    }

    package var signature: MethodSignature { MethodSignature(encoding: typeEncoding) }
}
