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
package enum ObjectLifetime {
    private static let key = AssociationKey()

    private final class Callbacks: @unchecked Sendable {
        typealias Callback = (key: ObjectIdentifier?, body: @Sendable () -> Void)
        /// Most objects are watched once: the first callback is kept inline, and the
        /// array stays the shared empty one.
        var first: Callback?
        var more: [Callback] = []

        func contains(_ key: ObjectIdentifier) -> Bool {
            first?.key == key || more.contains { $0.key == key }
        }

        func append(_ callback: Callback) {
            if first == nil { first = callback } else { more.append(callback) }
        }

        var count: Int { (first == nil ? 0 : 1) + more.count }

        func runAll() {
            first?.body()
            for callback in more { callback.body() }
        }
    }

    /// Runs `body` when `object` deallocates. With a `key`, at most one callback per
    /// (object, key) is kept: callers that see the same object again and again (a
    /// page appearing, a control gaining targets) register once without keeping
    /// their own "already watched" set. Returns false when that key was already there.
    @discardableResult
    package static func onDeallocation(
        of object: ObjCObject, key: ObjectIdentifier? = nil, _ body: @escaping @Sendable () -> Void
    ) -> Bool {
        HookTable.shared.lock.withLock {
            let callbacks: Callbacks
            if let existing = Associations.get(object, key: Self.key), let found = RuntimeClassBuilder.state(of: existing) as? Callbacks {
                callbacks = found
            } else {
                let made = ObjCObject(raw: sentinelClass.raw).send(raw: ObjCObject.Selectors.alloc).object!
                    .send(raw: ObjCObject.Selectors.`init`).object!
                callbacks = Callbacks()
                RuntimeClassBuilder.setState(callbacks, of: made)
                Associations.set(made, on: object, key: Self.key, policy: .retain)
                made.release()
            }
            if let key, callbacks.contains(key) { return false }
            callbacks.append((key, body))
            return true
        }
    }

    /// How many callbacks wait for `object`'s deallocation.
    package static func callbackCount(for object: ObjCObject) -> Int {
        HookTable.shared.lock.withLock {
            Associations.get(object, key: Self.key)
                .flatMap { RuntimeClassBuilder.state(of: $0) as? Callbacks }?.count ?? 0
        }
    }

    private static let sentinelClass: ObjCClass = {
        let dealloc: @convention(c) (OpaquePointer?, OpaquePointer?) -> Void = { object, cmd in
            guard let object, let cmd else { return }
            let sentinel = ObjCObject(raw: object)
            let callbacks = RuntimeClassBuilder.state(of: sentinel) as? Callbacks
            callbacks?.runAll()
            let superDealloc = tl_class_get_method_implementation(ObjCClass(named: "NSObject")!.raw, cmd)!
            RuntimeClassBuilder.setState(nil, of: sentinel)
            _ = tl_call_words(superDealloc, object, cmd, 0, nil)
        }
        let cls = try! RuntimeClassBuilder.subclass(
            of: ObjCClass(named: "NSObject")!, named: "TracelessDeallocSentinel", carriesState: true)
        _ = tl_class_replace_method(cls.raw, ObjCSelector("dealloc").raw, unsafeBitCast(dealloc, to: UnsafeMutableRawPointer.self), "v@:")
        return cls
    }()
}
