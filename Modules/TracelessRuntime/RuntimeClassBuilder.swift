import CTracelessRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A method to add to a class built at runtime: a C-convention function and its
/// type encoding.
///
/// ```swift
/// let greet: @convention(c) (OpaquePointer?, OpaquePointer?) -> Void = { _, _ in print("hi") }
/// let method = MethodDefinition("greet", types: "v@:", imp: unsafeBitCast(greet, to: UnsafeMutableRawPointer.self))
/// ```
package struct MethodDefinition: @unchecked Sendable {
    package let selector: ObjCSelector
    package let types: String
    package let imp: UnsafeMutableRawPointer

    package init(_ selector: ObjCSelector, types: String, imp: UnsafeMutableRawPointer) {
        self.selector = selector
        self.types = types
        self.imp = imp
    }
}

/// Builds Objective-C classes at runtime from Swift.
///
/// A built class can carry Swift state: `state(of:)` and `setState(_:of:)` read and
/// write a retained Swift object kept in an ivar, released when the instance
/// deallocates.
///
/// ```swift
/// let cls = try RuntimeClassBuilder.subclass(of: ObjCClass(named: "NSObject")!, named: "Greeter",
///                                            methods: [method], carriesState: true)
/// let greeter = ObjCObject.make(cls)
/// RuntimeClassBuilder.setState(Counter(), of: greeter.object)
/// ```
package enum RuntimeClassBuilder {
    static let stateIvar = "_tl_state"
    /// The same name as a C string made once: the state is read on every callback and
    /// deallocation, where a Swift String would be copied into a new C string each time.
    nonisolated(unsafe) private static let stateIvarName = UnsafePointer(strdup(stateIvar)!)

    /// Returns the class named `name`, creating it under `superclass` with
    /// `methods` (instance side), `classMethods` and pointer-sized instance
    /// variables `pointerIvars` the first time.
    package static func subclass(
        of superclass: ObjCClass, named name: String, methods: [MethodDefinition] = [],
        classMethods: [MethodDefinition] = [], carriesState: Bool = false, pointerIvars: [String] = []
    ) throws(HookError) -> ObjCClass {
        try HookTable.shared.lock.withLock { () throws(HookError) -> ObjCClass in
            if let existing = ObjCClass(named: name) {
                guard existing.superclass == superclass else {
                    throw .unsafeClass(name, reason: "a class of that name exists with another superclass")
                }
                return existing
            }
            guard let raw = tl_class_allocate_pair(superclass.raw, name, 0) else {
                throw .unsafeClass(name, reason: "the runtime refused to create it")
            }
            let cls = ObjCClass(raw: raw)
            if carriesState {
                _ = tl_class_add_ivar(raw, stateIvar, MemoryLayout<UnsafeRawPointer>.size, 3, "^v")
            }
            for ivar in pointerIvars {
                _ = tl_class_add_ivar(raw, ivar, MemoryLayout<UnsafeRawPointer>.size, 3, "^v")
            }
            tl_class_register_pair(raw)
            for method in methods {
                _ = tl_class_add_method(raw, method.selector.raw, method.imp, method.types)
            }
            for method in classMethods {
                _ = tl_class_add_method(cls.metaclass.raw, method.selector.raw, method.imp, method.types)
            }
            if carriesState {
                let dealloc: @convention(c) (OpaquePointer?, OpaquePointer?) -> Void = { object, cmd in
                    guard let object, let cmd else { return }
                    RuntimeClassBuilder.deallocate(ObjCObject(raw: object), cmd)
                }
                _ = tl_class_add_method(raw, ObjCSelector("dealloc").raw, unsafeBitCast(dealloc, to: UnsafeMutableRawPointer.self), "v@:")
            }
            return cls
        }
    }

    /// The Swift state an instance of a built class carries.
    package static func state(of object: ObjCObject) -> AnyObject? {
        guard let slot = stateSlot(object, in: object.isa), let raw = slot.pointee else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Replaces the Swift state of an instance (retained until dealloc or the next set).
    package static func setState(_ state: AnyObject?, of object: ObjCObject) {
        guard let slot = stateSlot(object, in: object.isa) else { return }
        let old = slot.pointee
        slot.pointee = state.map { Unmanaged.passRetained($0).toOpaque() }
        if let old { Unmanaged<AnyObject>.fromOpaque(old).release() }
    }

    private static func stateSlot(_ object: ObjCObject, in cls: ObjCClass) -> UnsafeMutablePointer<UnsafeMutableRawPointer?>? {
        let offset = tl_class_ivar_offset(cls.raw, stateIvarName)
        guard offset >= 0 else { return nil }
        return (UnsafeMutableRawPointer(object.raw) + offset).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
    }

    /// Our `-dealloc`: frees the state, then runs the superclass's `-dealloc` of the
    /// built class the object belongs to (found from its isa, which KVO may have changed):
    /// the topmost class with the state ivar, since only a built class adds it, and adds
    /// this `-dealloc` with it. Asked of ivars only: a class's method list is copied.
    private static func deallocate(_ object: ObjCObject, _ cmd: OpaquePointer) {
        var builtClass: ObjCClass?
        var cls: ObjCClass? = object.isa
        while let current = cls, tl_class_ivar_offset(current.raw, stateIvarName) >= 0 {
            builtClass = current
            cls = current.superclass
        }
        setState(nil, of: object)
        guard let superclass = builtClass?.superclass,
              let imp = tl_class_get_method_implementation(superclass.raw, cmd) else { return }
        _ = tl_call_words(imp, object.raw, cmd, 0, nil)
    }
}
