import CTracelessRuntime
import Foundation

/// Implementations another library saved under an alias before our hooks existed.
///
/// RxCocoa's `rx.methodInvoked` on a method it must forward keeps the
/// implementation it found, under `_RX_namespace_<selector>` in its runtime
/// subclass, and calls that copy: a hook installed on a superclass afterwards is
/// never reached. ``redirect(aliasPrefix:inClassesNamedWithPrefix:)`` points each
/// such copy that is exactly an implementation one of our hooks replaced at our
/// entry point, which runs the hook and then that same implementation; `restore`
/// puts the copy back.
///
/// ```swift
/// let redirected = SavedImplementations.redirect(aliasPrefix: "_RX_namespace_", inClassesNamedWithPrefix: "_RX_namespace_")
/// // ... on stop:
/// redirected.forEach { $0.restore() }
/// ```
package struct SavedImplementations: Sendable {
    package let className: String
    package let alias: String
    private let cls: ObjCClass
    /// The saved implementation's address.
    private let previous: UInt
    private let types: String

    /// Redirects the stale copies found in the classes whose names start with `classPrefix`.
    package static func redirect(aliasPrefix: String, inClassesNamedWithPrefix classPrefix: String) -> [SavedImplementations] {
        var redirected: [SavedImplementations] = []
        for cls in ObjCClass.all(namedWithPrefix: classPrefix) {
            for alias in cls.ownMethodNames where alias.hasPrefix(aliasPrefix) {
                let selector = String(alias.dropFirst(aliasPrefix.count))
                guard let method = cls.ownMethod(ObjCSelector(alias)), let saved = method.implementation,
                      let entry = HookTable.shared.entryPoint(
                          replacing: UnsafeMutableRawPointer(saved), selector: selector, atOrAbove: cls) else { continue }
                let types = method.typeEncoding
                _ = tl_class_replace_method(cls.raw, ObjCSelector(alias).raw, entry, types)
                redirected.append(SavedImplementations(
                    className: cls.name, alias: alias, cls: cls, previous: UInt(bitPattern: Int(bitPattern: saved)), types: types))
            }
        }
        return redirected
    }

    /// Puts the saved copy back.
    package func restore() {
        _ = tl_class_replace_method(cls.raw, ObjCSelector(alias).raw, UnsafeMutableRawPointer(bitPattern: previous), types)
    }
}

extension ObjCClass {
    /// The registered classes whose names start with `prefix`.
    package static func all(namedWithPrefix prefix: String) -> [ObjCClass] {
        var count: UInt32 = 0
        guard let list = tl_copy_class_list(&count) else { return [] }
        defer { free(list) }
        return (0..<Int(count)).compactMap { list[$0].map(ObjCClass.init(raw:)) }.filter { $0.name.hasPrefix(prefix) }
    }
}
