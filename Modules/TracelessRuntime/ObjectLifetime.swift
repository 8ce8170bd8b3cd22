import CTracelessRuntime

/// Runs code when an object deallocates, on both runtimes, without touching its class.
///
/// On Apple's runtime a sentinel object is associated (retained) with the host; the
/// host releases it as it goes away, and the sentinel's `-dealloc` runs the
/// callbacks. They receive nothing of the host: by then it must not be messaged.
///
/// ```swift
/// ObjectLifetime.onDeallocation(of: controller) { print("controller gone") }
/// ```
package enum ObjectLifetime {
    private static let key = AssociationKey()

    /// An object's callbacks. Most objects are watched once: the first is kept
    /// inline, and the array stays the shared empty one.
    struct Callbacks {
        typealias Callback = (key: ObjectIdentifier?, body: @Sendable () -> Void)
        private var first: Callback?
        private var more: [Callback] = []

        var isEmpty: Bool { first == nil }
        var count: Int { (first == nil ? 0 : 1) + more.count }

        /// Adds `body` unless a callback with the same `key` is there (then false).
        mutating func add(_ body: @escaping @Sendable () -> Void, key: ObjectIdentifier?) -> Bool {
            if let key, first?.key == key || more.contains(where: { $0.key == key }) { return false }
            if first == nil { first = (key, body) } else { more.append((key, body)) }
            return true
        }

        func runAll() {
            first?.body()
            for callback in more { callback.body() }
        }
    }

    /// The callbacks a sentinel runs (Apple's runtime).
    private final class SentinelState: @unchecked Sendable {
        var callbacks = Callbacks()
    }

    /// Runs `body` when `object` deallocates. With a `key`, at most one callback per
    /// (object, key) is kept: callers that see the same object again and again (a
    /// page appearing, a control gaining targets) register once without keeping
    /// their own "already watched" set. Returns false when that key was already there.
    ///
    /// On the GNU runtime the callbacks wait in the side table that stands in for
    /// associated objects, which its `-dealloc` hook empties: no sentinel object.
    @discardableResult
    package static func onDeallocation(
        of object: ObjCObject, key: ObjectIdentifier? = nil, _ body: @escaping @Sendable () -> Void
    ) -> Bool {
        if !tl_associations_supported() { return SideTable.shared.watch(object, key: key, body) }
        return HookTable.shared.lock.withLock {
            let state: SentinelState
            if let existing = Associations.get(object, key: Self.key), let found = RuntimeClassBuilder.state(of: existing) as? SentinelState {
                state = found
            } else {
                let made = ObjCObject(raw: sentinelClass.raw).send(raw: ObjCObject.Selectors.alloc).object!
                    .send(raw: ObjCObject.Selectors.`init`).object!
                state = SentinelState()
                RuntimeClassBuilder.setState(state, of: made)
                Associations.set(made, on: object, key: Self.key, policy: .retain)
                made.release()
            }
            return state.callbacks.add(body, key: key)
        }
    }

    /// `object`'s companion under `key`: the one made before, or one made now by `make`
    /// and kept until `object` deallocates, when the callback `make` gave with it runs.
    /// Found and made in one step, one a (object, key): state attached to an object met
    /// again and again (a delegate serving view after view) needs no table of its own,
    /// and adds no callback each time it is met. A callback that captures the companion
    /// alone is made without an allocation of its own.
    ///
    /// ```swift
    /// let record = ObjectLifetime.companion(of: delegate, key: key) {
    ///     let made = Record()
    ///     return (made, { made.ownerWent() })
    /// }
    /// ```
    package static func companion<Companion: AnyObject & Sendable>(
        of object: ObjCObject, key: AssociationKey, make: () -> (Companion, @Sendable () -> Void)
    ) -> Companion {
        if !tl_associations_supported() { return SideTable.shared.companion(of: object, key: key, make: make) }
        return HookTable.shared.lock.withLock {
            if let found = Associations.get(object, key: key) { return SideTable.companion(found) }
            let (made, deallocated) = make()
            // Unretained: the callback holds it.
            Associations.set(SideTable.word(of: made), on: object, key: key, policy: .assign)
            onDeallocation(of: object, key: ObjectIdentifier(key), deallocated)
            return made
        }
    }

    /// How many callbacks wait for `object`'s deallocation.
    package static func callbackCount(for object: ObjCObject) -> Int {
        if !tl_associations_supported() { return SideTable.shared.watchCount(object) }
        return HookTable.shared.lock.withLock {
            Associations.get(object, key: Self.key)
                .flatMap { RuntimeClassBuilder.state(of: $0) as? SentinelState }?.callbacks.count ?? 0
        }
    }

    private static let sentinelClass: ObjCClass = {
        let dealloc: @convention(c) (OpaquePointer?, OpaquePointer?) -> Void = { object, cmd in
            guard let object, let cmd else { return }
            let sentinel = ObjCObject(raw: object)
            let state = RuntimeClassBuilder.state(of: sentinel) as? SentinelState
            state?.callbacks.runAll()
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
