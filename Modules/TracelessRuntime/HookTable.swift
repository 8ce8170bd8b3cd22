import CTracelessRuntime

/// Every hook installed in the process. Process-global because the runtime it
/// patches is; every change happens under `lock`, calls read without it.
final class HookTable: @unchecked Sendable {
    struct Key: Hashable {
        let cls: ObjCClass
        let selector: String
    }

    /// Selectors that must never be hooked: memory management, and the machinery
    /// the hooks themselves stand on.
    static let forbidden: [String: String] = [
        "retain": "memory management", "release": "memory management",
        "autorelease": "memory management", "retainCount": "memory management",
        "forwardInvocation:": "the forwarding path hooks it itself",
        "methodSignatureForSelector:": "the forwarding path depends on it",
        "class": "object hooks answer it to keep the business class visible",
    ]

    static let shared = HookTable()
    // Registered once; SELs live as long as the process.
    nonisolated(unsafe) static let selectorSelector = ObjCSelector("selector").raw

    let lock = RuntimeLock()
    var interceptions: [Key: Interception] = [:]
    /// Interceptions taken out of service; kept alive for calls still running through them.
    var retired: [Interception] = []
    /// Entry points, never reused for another (class, selector): a caller may
    /// still hold an old IMP. The static trampolines come first; past them, entry
    /// points made on demand (limited by memory only).
    private var entries: [Key: EntryPoint] = [:]
    private var nextSlot = [Int](repeating: 0, count: Int(TL_MAX_ARITY) + 1)
    private var nextID: UInt64 = 1
    private var entryKeys: [UInt64: Key] = [:]
    /// (class, selector) patched for the forwarding path, read lock-free by `forwardInvocation:`.
    let forwarded = Published(ForwardedSet())

    /// Forwarding entry points (GNU runtime), one per (class, selector) and never
    /// given to another: a caller may still hold an old IMP. Hooked again, the pair
    /// gets its entry point back with the new interception as its context.
    var forwardingEntries: [Key: (types: String, entry: tl_forwarding_entry)] = [:]
    var forwardInvocationPatched: Set<ObjCClass> = []
    /// One forwarding entry point per type encoding: on GNUstep each is a libffi
    /// closure built for that signature and kept for the life of the process.
    var forwarders: [String: UnsafeMutableRawPointer] = [:]

    private init() {
        tl_trampoline_set_dispatcher(trampolineDispatcher, madeEntryDispatcher)
        tl_forwarding_set_dispatcher(forwardingDispatcher)
    }

    // MARK: Installing

    func install(_ cls: ObjCClass, _ request: HookRequest, scope: UInt) throws(HookError) -> HookToken {
        let (selector, position, owner) = (request.selector, request.position, request.owner)
        // The runtime autoreleases while it builds forwarders: give it a pool.
        let pool = ObjCObject(raw: ObjCClass(named: "NSAutoreleasePool")!.raw).send("new").object
        defer { pool?.send("drain") }
        return try lock.withLock { () throws(HookError) -> HookToken in
            if let reason = Self.forbidden[selector.name] {
                throw .forbiddenSelector(selector.name, reason: reason)
            }
            if selector.name == "dealloc", position != .before {
                throw .forbiddenSelector("dealloc", reason: "only a before hook can run while the object is still whole")
            }
            let key = Key(cls: cls, selector: selector.name)
            let interception: Interception
            if let existing = interceptions[key] {
                interception = existing
            } else {
                interception = try patch(cls, selector, mechanism: request.mechanism, types: request.types)
                interceptions[key] = interception
            }
            let current = interception.handlers.value
            if position == .instead,
               let clash = current.all.first(where: { $0.position == .instead && ($0.scope == scope || $0.scope == 0 || scope == 0) }) {
                if current.isEmpty { unpatchIfPossible(key) }
                throw .conflictingHook(class: cls.name, selector: selector.name, existingOwner: clash.owner)
            }
            let id = nextID
            nextID += 1
            let entry = HandlerEntry(
                id: id, position: position, scope: scope, owner: owner, priority: request.priority, handler: request.handler)
            interception.replaceHandlers(current.all + [entry])
            entryKeys[id] = key
            return HookToken(id: id, className: cls.name, selector: selector.name) {
                HookTable.shared.remove(id)
            } isActive: {
                HookTable.shared.isActive(id)
            }
        }
    }

    /// Removes one handler; restores the class when it was the last one and nobody
    /// has patched the method after us.
    func remove(_ id: UInt64) {
        lock.withLock {
            guard let key = entryKeys.removeValue(forKey: id), let interception = interceptions[key] else { return }
            let remaining = interception.handlers.value.all.filter { $0.id != id }
            interception.replaceHandlers(remaining)
            if remaining.isEmpty { unpatchIfPossible(key) }
        }
    }

    func isActive(_ id: UInt64) -> Bool { lock.withLock { entryKeys[id] != nil } }

    /// Our entry point for `selector` on `cls` or a superclass, where `imp` is the
    /// implementation that hook replaced: what a copy of `imp` saved before the
    /// hook (another library's alias) should call now.
    func entryPoint(replacing imp: UnsafeMutableRawPointer, selector: String, atOrAbove cls: ObjCClass) -> UnsafeMutableRawPointer? {
        lock.withLock {
            interceptions.first { key, interception in
                key.selector == selector && interception.original == imp && interception.isCurrent && cls.isSubclass(of: key.cls)
            }?.value.installedIMP
        }
    }

    /// `declaredTypes` lets a hook go on a selector the class answers only through
    /// message forwarding: the entry point is added with those types, and its
    /// original is the superclass's forwarding at call time.
    func patch(
        _ cls: ObjCClass, _ selector: ObjCSelector, mechanism: HookMechanism, types declaredTypes: String? = nil
    ) throws(HookError) -> Interception {
        guard let types = cls.instanceMethod(selector)?.typeEncoding ?? declaredTypes else {
            throw .selectorNotFound(class: cls.name, selector: selector.name)
        }
        let signature = MethodSignature(encoding: types)
        let key = Key(cls: cls, selector: selector.name)
        let arity = signature.arguments.count
        let canType = signature.isWordClass && arity <= Int(TL_MAX_ARITY)
        if mechanism == .typed && !canType {
            throw .signatureMismatch(selector: selector.name, expected: "integer-class arguments (typed path)", actual: types)
        }
        if canType && mechanism != .forwarding, let entry = entryPoint(for: key, arity: arity) {
            let ownBefore = cls.ownMethod(selector)?.implementation.map { UnsafeMutableRawPointer($0) }
            let interception = Interception(
                cls: cls, selector: selector, types: types,
                mechanism: .typed(arity: arity), installedIMP: entry.imp, original: ownBefore, entryPoint: entry)
            retired.append(interception)  // keeps it alive for as long as the entry point may be called
            _ = tl_class_replace_method(cls.raw, selector.raw, entry.imp, types)
            return interception
        }
        // No entry point left for a hook that must be typed — our own
        // `forwardInvocation:` among them, which must never fall back to the
        // forwarding path it implements (that patched it again, and again, until
        // the stack ran out): leave the method alone.
        if mechanism == .typed { throw .entryPointsExhausted(class: cls.name, selector: selector.name) }
        if tl_runtime_is_gnu(), let reason = signature.gnuForwardingObstacle {
            throw .unsupportedSignature(selector: selector.name, types: types, reason: reason)
        }
        return try patchForwarding(cls, selector, types: types)
    }

    private func entryPoint(for key: Key, arity: Int) -> EntryPoint? {
        if let existing = entries[key], existing.accepts(arity: arity) { return existing }
        let made: EntryPoint
        if nextSlot[arity] < Int(TL_SLOTS_PER_ARITY) {
            made = .trampoline(arity: arity, slot: nextSlot[arity])
            nextSlot[arity] += 1
        } else if let imp = tl_entry_point_make(nil) {
            made = .made(imp)
        } else {
            return nil
        }
        entries[key] = made
        return made
    }

    private func unpatchIfPossible(_ key: Key) {
        guard let interception = interceptions[key], interception.handlers.value.isEmpty else { return }
        // Only an own method can be put back exactly, and only while nobody
        // replaced our entry point after us (they call it as their original).
        guard let original = interception.original, interception.isCurrent else { return }
        _ = tl_class_replace_method(key.cls.raw, interception.rawSelector, original, interception.types)
        interceptions[key] = nil
        if interception.mechanism == .forwarding {
            var map = forwarded.value.map
            map[key] = nil
            forwarded.publish(ForwardedSet(map))
        }
    }

    // MARK: TracelessDiagnostics

    func snapshot() -> [InstalledHook] {
        lock.withLock {
            interceptions.map { key, interception in
                let entries = interception.handlers.value.all
                return InstalledHook(
                    className: key.cls.name, selector: key.selector,
                    mechanism: interception.mechanism == .forwarding ? .forwarding : .typed,
                    owners: Array(Set(entries.map(\.owner))).sorted(),
                    handlerCount: entries.count, isCurrent: interception.isCurrent)
            }.sorted { ($0.className, $0.selector) < ($1.className, $1.selector) }
        }
    }
}
