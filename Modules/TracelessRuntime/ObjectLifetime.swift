import CTracelessRuntime

/// Runs code when an object deallocates, on both runtimes, without touching its class.
///
/// A sentinel object is associated (retained) with the host; the host releases it
/// as it goes away, and the sentinel's `-dealloc` runs the callbacks. They receive
/// nothing of the host: by then it must not be messaged.
///
/// ```swift
/// ObjectLifetime.onDeallocation(of: controller) { print("controller gone") }
/// ```
public enum ObjectLifetime {
    private static let key = AssociationKey()

    private final class Callbacks: @unchecked Sendable {
        var bodies: [@Sendable () -> Void] = []
    }

    public static func onDeallocation(of object: ObjCObject, _ body: @escaping @Sendable () -> Void) {
        HookTable.shared.lock.withLock {
            let sentinel: ObjCObject
            if let existing = Associations.get(object, key: key) {
                sentinel = existing
            } else {
                let made = ObjCObject(raw: sentinelClass.raw).send("alloc").object!.send("init").object!
                RuntimeClassBuilder.setState(Callbacks(), of: made)
                Associations.set(made, on: object, key: key, policy: .retain)
                made.release()
                sentinel = made
            }
            (RuntimeClassBuilder.state(of: sentinel) as? Callbacks)?.bodies.append(body)
        }
    }

    private static let sentinelClass: ObjCClass = {
        let dealloc: @convention(c) (OpaquePointer?, OpaquePointer?) -> Void = { object, cmd in
            guard let object, let cmd else { return }
            let sentinel = ObjCObject(raw: object)
            let callbacks = RuntimeClassBuilder.state(of: sentinel) as? Callbacks
            for body in callbacks?.bodies ?? [] { body() }
            let superDealloc = tl_class_get_method_implementation(ObjCClass(named: "NSObject")!.raw, cmd)!
            RuntimeClassBuilder.setState(nil, of: sentinel)
            _ = tl_call_words(superDealloc, object, cmd, 0, nil)
        }
        let cls = try! RuntimeClassBuilder.subclass(
            of: ObjCClass(named: "NSObject")!, named: "TracelessDeallocSentinel", carriesState: true)
        _ = tl_class_replace_method(cls.raw, Selector("dealloc").raw, unsafeBitCast(dealloc, to: UnsafeMutableRawPointer.self), "v@:")
        return cls
    }()
}
