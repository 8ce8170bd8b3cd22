import CTracelessRuntime

/// An Objective-C selector, compared by name.
///
/// The GNU runtime has typed selectors: two `SEL` values with one name can differ,
/// so identity is the name, never the pointer.
///
/// ```swift
/// let select = ObjCSelector("tableView:didSelectRowAtIndexPath:")
/// select.argumentCount // 2
/// ```
public struct ObjCSelector: Hashable, @unchecked Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let name: String
    /// The registered runtime `SEL` (registered once, when the value is made:
    /// registration hashes the name, too slow to repeat on every send).
    public let raw: OpaquePointer

    public init(_ name: String) {
        self.name = name
        self.raw = tl_sel_register(name)
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// Wraps a runtime `SEL`.
    package init(raw: OpaquePointer) {
        self.name = String(cString: tl_sel_get_name(raw))
        self.raw = raw
    }

    public static func == (lhs: ObjCSelector, rhs: ObjCSelector) -> Bool { lhs.name == rhs.name }

    /// Whether the runtime `SEL` `other` has this name, without making a String of it
    /// (for methods called on every message).
    package func isName(of other: OpaquePointer) -> Bool { tl_sel_same(raw, other) }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The number of arguments the name implies (its colons).
    package var argumentCount: Int { name.reduce(0) { $0 + ($1 == ":" ? 1 : 0) } }

    public var description: String { name }
}
