import CTracelessRuntime

/// Messages an instance of a built class passes on, as the very same call, to a
/// target it keeps in an instance variable: one entry point serves every selector
/// whose return comes back in registers, and looks the target's method up on every
/// call (see `pass_through.c`). One class per process uses it.
///
/// ```swift
/// PassThrough.useTarget(ivarOffset: offset)     // once, when the class is built
/// PassThrough.setTarget(delegate, of: proxy)
/// // in the class's +resolveInstanceMethod:
/// PassThrough.addMethod(to: cls, for: selector)
/// ```
package enum PassThrough {
    /// Whether this platform has the entry point (elsewhere: forward, or on Apple's
    /// runtime answer `-forwardingTargetForSelector:`).
    package static var isAvailable: Bool { tl_pass_through_imp() != nil }

    /// Where instances keep their target, as `RuntimeClassBuilder` laid them out.
    package static func useTarget(ivar name: String, of cls: ObjCClass) {
        tl_pass_through_set_target_offset(tl_class_ivar_offset(cls.raw, name))
    }

    /// A `-respondsToSelector:` for the class: YES for `marker` (the class's own
    /// question), otherwise what the target answers, asked on every call.
    package static func respondsImplementation(marker: ObjCSelector) -> UnsafeMutableRawPointer {
        tl_pass_through_set_marker(marker.raw)
        return tl_pass_through_responds_imp()!
    }

    package static func target(of object: ObjCObject) -> ObjCObject? {
        tl_pass_through_target(object.raw).map { ObjCObject(raw: $0) }
    }

    /// Sets (nil: clears) the target of `object`, given as a raw pointer so that a
    /// deallocation callback can clear it without keeping the object.
    package static func setTarget(_ target: ObjCObject?, of object: OpaquePointer) {
        tl_pass_through_set_target(object, target?.raw)
    }

    /// Adds the pass-through method for `selector` to `cls`, with a spelling of its
    /// types the runtime already has. False when the entry point cannot carry it
    /// (a return through memory, no types known) or the class has the method.
    package static func addMethod(to cls: OpaquePointer, for selector: OpaquePointer) -> Bool {
        guard let imp = tl_pass_through_imp(), let types = tl_pass_through_types(selector) else { return false }
        return tl_class_add_method(cls, selector, imp, types)
    }
}

extension ObjCObject {
    /// Whether the object's class has a method for `selector` (its own or
    /// inherited): one dispatch-table lookup, no `-respondsToSelector:`, no forwarding.
    package func hasMethod(_ selector: OpaquePointer) -> Bool { tl_object_has_method(raw, selector) }
}
