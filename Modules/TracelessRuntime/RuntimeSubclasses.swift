import CTracelessRuntime

/// The runtime subclasses object hooks move objects into:
/// `Traceless_<Class>`, one per class, reused, whose `-class` (instance and class
/// side) answers the class the business code wrote.
///
/// ```swift
/// let sub = try RuntimeSubclasses.make(of: controllerClass)   // Traceless_CheckoutViewController
/// RuntimeSubclasses.originalClass(of: sub)                    // CheckoutViewController
/// ```
///
/// A subclass's original class is its superclass, and ours are told apart by
/// name: `-class`, on every call, walks the isa chain without a table, and a
/// process with ten thousand of them keeps no map that grows with each.
enum RuntimeSubclasses {
    static let prefix = "Traceless_"
    private static let prefixBytes = Array(prefix.utf8CString.dropLast())

    /// The subclass made for `cls`, if any.
    static func subclass(for cls: ObjCClass) -> ObjCClass? { ObjCClass(named: prefix + cls.name) }

    /// Whether `cls` is one of ours.
    static func isOurs(_ cls: ObjCClass) -> Bool {
        let name = tl_class_get_name(cls.raw)!
        return prefixBytes.withUnsafeBufferPointer { strncmp(name, $0.baseAddress!, $0.count) == 0 }
    }

    /// The first class of ours in `isa`'s chain (KVO on Apple subclasses ours).
    static func ourClass(inChainOf isa: ObjCClass) -> ObjCClass? {
        var current: ObjCClass? = isa
        while let cls = current {
            if isOurs(cls) { return cls }
            current = cls.superclass
        }
        return nil
    }

    /// The class the business code wrote, for an isa that may be ours.
    static func originalClass(of isa: ObjCClass) -> ObjCClass? { ourClass(inChainOf: isa)?.superclass }

    /// Makes (or finds) the subclass of `cls`. Runs under the runtime lock.
    static func make(of cls: ObjCClass) throws(HookError) -> ObjCClass {
        if let existing = subclass(for: cls) { return existing }
        let instanceClass: @convention(c) (OpaquePointer?, OpaquePointer?) -> OpaquePointer? = { object, _ in
            guard let object else { return nil }
            let isa = ObjCObject(raw: object).isa
            return (RuntimeSubclasses.originalClass(of: isa) ?? isa).raw
        }
        let metaClass: @convention(c) (OpaquePointer?, OpaquePointer?) -> OpaquePointer? = { classObject, _ in
            guard let classObject else { return nil }
            let cls = ObjCClass(raw: classObject)
            return (RuntimeSubclasses.originalClass(of: cls) ?? cls).raw
        }
        let sub = try RuntimeClassBuilder.subclass(
            of: cls, named: prefix + cls.name,
            methods: [MethodDefinition("class", types: "#@:", imp: unsafeBitCast(instanceClass, to: UnsafeMutableRawPointer.self))],
            classMethods: [MethodDefinition("class", types: "#@:", imp: unsafeBitCast(metaClass, to: UnsafeMutableRawPointer.self))])
        // KVO arriving on (or leaving) a hooked object changes its isa: follow it.
        let follow: HookHandler = { call in ObjectHooks.shared.isaMayHaveChanged(call.object, from: sub) }
        for selector in ObjectHooks.kvoSelectors where cls.instanceMethod(selector) != nil {
            _ = try HookTable.shared.install(
                sub, HookRequest(selector, owner: "traceless.object-hooks", mechanism: .typed, handler: follow), scope: 0)
        }
        return sub
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
