import CTracelessRuntime

/// An Objective-C class (or metaclass) known to the runtime.
///
/// ```swift
/// if let table = ObjCClass(named: "UITableView") {
///     print(table.name, table.superclass?.name ?? "-")
/// }
/// ```
public struct ObjCClass: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The runtime's `Class` pointer. Classes are never deallocated, so holding it is safe.
    public let raw: OpaquePointer

    @inlinable
    public init(raw: OpaquePointer) { self.raw = raw }

    // Inlinable: hooked calls compare classes (is this object one of our proxies?).
    @inlinable
    public static func == (lhs: ObjCClass, rhs: ObjCClass) -> Bool { lhs.raw == rhs.raw }
    @inlinable
    public func hash(into hasher: inout Hasher) { hasher.combine(raw) }

    /// Looks a class up by name; nil when the runtime has none.
    public init?(named name: String) {
        guard let raw = tl_class_lookup(name) else { return nil }
        self.raw = raw
    }

    public var name: String { String(cString: tl_class_get_name(raw)) }
    public var superclass: ObjCClass? { tl_class_get_superclass(raw).map(ObjCClass.init(raw:)) }
    package var metaclass: ObjCClass { ObjCClass(raw: tl_class_get_metaclass(raw)) }
    public var isMetaclass: Bool { tl_class_is_metaclass(raw) }
    package var instanceSize: Int { tl_class_get_instance_size(raw) }
    public var description: String { name }

    /// True when this class is `other` or inherits from it.
    public func isSubclass(of other: ObjCClass) -> Bool {
        var current: ObjCClass? = self
        while let cls = current {
            if cls == other { return true }
            current = cls.superclass
        }
        return false
    }

    /// The method found for `selector` on this class or an ancestor.
    package func instanceMethod(_ selector: ObjCSelector) -> ObjCMethod? {
        tl_class_get_instance_method(raw, selector.raw).map(ObjCMethod.init(raw:))
    }

    /// The method this class defines itself, not inherited.
    package func ownMethod(_ selector: ObjCSelector) -> ObjCMethod? {
        tl_class_get_own_method(raw, selector.raw).map(ObjCMethod.init(raw:))
    }

    /// The path of the binary that defines the class, where the runtime records it
    /// (Apple's); nil on the GNU runtime.
    package var imageName: String? { tl_class_get_image_name(raw).map { String(cString: $0) } }

    /// The class, this one or an ancestor, whose own method answers `selector`
    /// (nil when none does: the class answers only by forwarding, or not at all).
    package func definingClass(of selector: ObjCSelector) -> ObjCClass? {
        var current: ObjCClass? = self
        while let cls = current {
            if cls.ownMethod(selector) != nil { return cls }
            current = cls.superclass
        }
        return nil
    }

    /// Whether an instance answers `respondsToSelector:` by the class's methods alone:
    /// NSObject's own answer, and no `+resolveInstanceMethod:` of the class's. Its "no"
    /// then holds for the class until a method is added to it; a proxy or a forwarder
    /// that answers for another object is never one.
    package var respondsByItsMethods: Bool {
        guard let root = ObjCClass.rootObject else { return false }
        return implementation(for: ObjCClass.respondsToSelector) == root.implementation(for: ObjCClass.respondsToSelector)
            && metaclass.implementation(for: ObjCClass.resolveInstanceMethod)
                == root.metaclass.implementation(for: ObjCClass.resolveInstanceMethod)
    }

    private static let rootObject = ObjCClass(named: "NSObject")
    private static let respondsToSelector: ObjCSelector = "respondsToSelector:"
    private static let resolveInstanceMethod: ObjCSelector = "resolveInstanceMethod:"

    /// The IMP a message to an instance would run now (the forwarder when none).
    package func implementation(for selector: ObjCSelector) -> OpaquePointer? {
        tl_class_get_method_implementation(raw, selector.raw).map(OpaquePointer.init)
    }

    /// Names of the methods the class defines itself.
    package var ownMethodNames: [String] {
        var count: UInt32 = 0
        guard let names = tl_class_copy_method_names(raw, &count) else { return [] }
        defer { free(UnsafeMutableRawPointer(mutating: names)) }
        return (0..<Int(count)).compactMap { names[$0].map { String(cString: $0) } }
    }

    /// True for the classes key-value observing creates at runtime
    /// (`NSKVONotifying_` on Apple, `GSKVO` on GNUstep).
    package var isKVOClass: Bool {
        let name = self.name
        return name.hasPrefix("NSKVONotifying_") || name.hasPrefix("GSKVO")
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
