import CTracelessRuntime

/// Adoption: class-wide hooks for chosen objects.
///
/// ```swift
/// let original = try ObjectHooks.shared.adopt(delegate)      // into Traceless_<Class>
/// try ObjectHooks.shared.hookAdopted(of: original, "tableView:didSelectRowAtIndexPath:", position: .before) { call in
///     print("selected on an adopted delegate")
/// }
/// ```
extension ObjectHooks {
    /// A hook that applies to every adopted object of a class.
    struct SharedHook {
        let originalClass: ObjCClass
        let request: HookRequest
        /// Where it is installed: our subclass, and KVO classes adopted objects moved to.
        var installed: [ObjCClass: HookToken] = [:]
    }

    /// Why adopting `object` would not be safe, or nil when it is.
    ///
    /// An object whose isa is not what its `-class` answers was moved into a
    /// runtime class by somebody else — key-value observing, Aspects, RxCocoa's
    /// interception, another SDK — each with its own idea of what the class is and
    /// of when to put it back. Subclassing under them, or beside them, is where hooks
    /// got lost or recursed: such an object is left alone (callers fall back to a
    /// way that does not touch it, and say so). Objects already in one of our
    /// subclasses are fine.
    package func adoptionRefusal(for object: ObjCObject) -> String? {
        let isa = object.isa
        if isa.isMetaclass { return "class objects cannot be adopted" }
        if RuntimeSubclasses.isOurs(isa) { return nil }
        let declared = object.probedClass
        guard declared == isa else {
            let who = isa.isKVOClass ? "key-value observing" : "another library"
            return "its isa (\(isa.name)) is not its class (\(declared.name)): \(who) moved it into a runtime class"
        }
        return nil
    }

    /// Moves `object` into the runtime subclass of its class, where the hooks made
    /// with ``hookAdopted(of:_:position:owner:priority:mechanism:types:_:)`` apply
    /// to it. Cost: one class per original class, one hook per (class, selector),
    /// nothing per object but a table entry. Idempotent. A KVO-observed object is
    /// never subclassed: while ``KVOFollowing`` is on, the hooks go on its KVO class
    /// instead and it moves into the subclass when KVO lets go of it; while off, it
    /// is refused (``HookError/unsafeClass(_:reason:)``). (Callers that cannot accept
    /// hooks on a KVO class ask ``adoptionRefusal(for:)`` first.)
    /// Returns the class the business code wrote, which ``hookAdopted`` takes.
    @discardableResult
    package func adopt(_ object: ObjCObject) throws(HookError) -> ObjCClass {
        try lock.withLock { () throws(HookError) -> ObjCClass in
            let address = object.objcWord
            if let known = adopted[address] {
                // Back in its plain class (KVO, unfollowed, put it there): adopted anew.
                if object.isa == known, let sub = subclass(for: known) { _ = tl_object_set_class(object.raw, sub.raw) }
                return known
            }
            let isa = object.isa
            if isa.isMetaclass { throw .unsafeClass(isa.name, reason: "class objects cannot be adopted") }
            let original: ObjCClass
            if let known = originalClass(of: isa) {
                original = known
                if !isa.isKVOClass { installShared(for: original, on: isa) }
            } else if isa.isKVOClass {
                original = object.declaredClass
                if let refusal = KVOFollowing.shared.inPlaceRefusal(for: isa) { throw .unsafeClass(original.name, reason: refusal) }
                installShared(for: original, on: isa)
                try watchKVORemoval(on: isa, for: object)
            } else {
                original = isa
                let sub = try RuntimeSubclasses.make(of: isa)
                installShared(for: original, on: sub)
                _ = tl_object_set_class(object.raw, sub.raw)
            }
            adopted[address] = original
            adoptedCount[original, default: 0] += 1
            watchDeallocation(of: object)
            return original
        }
    }

    /// Whether `object` was adopted.
    package func isAdopted(_ object: ObjCObject) -> Bool { lock.withLock { adopted[object.objcWord] != nil } }

    /// Hooks the request's method on every adopted object whose class is `originalClass`.
    @discardableResult
    package func hookAdopted(of originalClass: ObjCClass, _ request: HookRequest) throws(HookError) -> HookToken {
        try lock.withLock { () throws(HookError) -> HookToken in
            let id = nextID
            nextID += 1
            var hook = SharedHook(originalClass: originalClass, request: request)
            var targets: [ObjCClass] = []
            if let sub = subclass(for: originalClass) { targets.append(sub) }
            if adoptedCount[originalClass] != nil { targets += kvoClasses(adoptedFrom: originalClass) }
            for target in targets {
                hook.installed[target] = try HookTable.shared.install(target, request, scope: 0)
            }
            shared[id] = hook
            sharedByClass[originalClass, default: []].append(id)
            return HookToken(id: id, className: originalClass.name, selector: request.selector.name) { [weak self] in
                self?.removeShared(id)
            } isActive: { [weak self] in
                self?.lock.withLock { self?.shared[id] != nil } ?? false
            }
        }
    }

    private func removeShared(_ id: UInt64) {
        lock.withLock {
            guard let hook = shared.removeValue(forKey: id) else { return }
            sharedByClass[hook.originalClass]?.removeAll { $0 == id }
            for token in hook.installed.values { token.remove() }
        }
    }

    private func kvoClasses(adoptedFrom original: ObjCClass) -> [ObjCClass] {
        Array(Set(watchers.values.flatMap(\.keys)).filter { $0.isKVOClass && $0.isSubclass(of: original) })
    }

    /// Installs every shared hook of `original` on `target` (once per target).
    func installShared(for original: ObjCClass, on target: ObjCClass) {
        for id in sharedByClass[original] ?? [] where shared[id]?.installed[target] == nil {
            guard let hook = shared[id] else { continue }
            // A KVO class may lack a method the original answers only through
            // forwarding: then the declared types carry it.
            if let token = try? HookTable.shared.install(target, hook.request, scope: 0) {
                shared[id]?.installed[target] = token
            }
        }
    }
}
