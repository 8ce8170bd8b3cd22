import CTracelessRuntime

/// Hooks on single objects, by isa-subclass.
///
/// The first hooked object of a class gets a runtime subclass `Traceless_<Class>`,
/// reused for every later object of that class; the hooks live on the subclass and
/// apply to the objects they were installed for. `-class` (instance and class side)
/// answers the original class.
///
/// Key-value observing swaps isa too, so the two must cooperate:
/// - an object whose isa is already a KVO class is never subclassed (on GNUstep that
///   makes the observed setter recurse forever): its hooks go on the KVO class,
///   scoped to the object;
/// - when KVO starts observing a hooked object, the hooks follow the object to
///   the KVO class (GNUstep builds it from `-class`, dropping our subclass), or,
///   where KVO subclasses our subclass (Apple), the KVO class is taught to answer
///   the original class;
/// - when KVO stops and puts back the plain class, the object returns to our subclass.
public final class ObjectHooks: @unchecked Sendable {
    public static let shared = ObjectHooks()

    public static let subclassPrefix = "Traceless_"

    private struct Entry {
        let id: UInt64
        let selector: Selector
        let position: HookPosition
        let owner: String
        let priority: Int
        let mechanism: HookMechanism
        let handler: HookHandler
        /// Where the entry is installed now: (class, table token).
        var installed: [(ObjCClass, HookToken)] = []
    }

    private final class Record {
        let originalClass: ObjCClass
        var entries: [Entry] = []
        init(originalClass: ObjCClass) { self.originalClass = originalClass }
    }

    /// A hook that applies to every adopted object of a class (see `adopt`).
    private struct SharedHook {
        let originalClass: ObjCClass
        let selector: Selector
        let position: HookPosition
        let owner: String
        let priority: Int
        let mechanism: HookMechanism
        let types: String?
        let handler: HookHandler
        /// Where it is installed: our subclass, and KVO classes adopted objects moved to.
        var installed: [ObjCClass: HookToken] = [:]
    }

    private var lock: RuntimeLock { HookTable.shared.lock }
    private var records: [UInt: Record] = [:]
    /// Adopted objects: address -> the class the business code wrote.
    private var adopted: [UInt: ObjCClass] = [:]
    private var shared: [UInt64: SharedHook] = [:]
    /// Watchers of KVO's removal, per object, installed on KVO classes.
    private var watchers: [UInt: [ObjCClass: [HookToken]]] = [:]
    private var nextID: UInt64 = 1
    /// subclass -> original class; read lock-free by `-class`.
    private let originals = Published(ClassMap())

    private init() {}

    // MARK: Public surface

    /// The runtime subclass used for objects of `cls`, if one was made.
    public func subclass(for cls: ObjCClass) -> ObjCClass? { ObjCClass(named: Self.subclassPrefix + cls.name) }

    /// The class the business code wrote, for an isa that may be ours.
    public func originalClass(of isa: ObjCClass) -> ObjCClass? {
        originals.read { map in
            var current: ObjCClass? = isa
            while let cls = current {
                if let original = map.map[cls] { return original }
                current = cls.superclass
            }
            return nil
        }
    }

    /// Whether `object` carries hooks of ours.
    public func isHooked(_ object: ObjCObject) -> Bool { lock.withLock { records[object.objcWord] != nil } }

    /// Whether `object` was adopted.
    public func isAdopted(_ object: ObjCObject) -> Bool { lock.withLock { adopted[object.objcWord] != nil } }

    // MARK: Adoption: class-wide hooks for chosen objects

    /// Moves `object` into the runtime subclass of its class, where the hooks made
    /// with ``hookAdopted(of:_:position:owner:priority:mechanism:types:_:)`` apply
    /// to it. Cost: one class per original class, one hook per (class, selector),
    /// nothing per object but a table entry — so a million adopted delegates cost
    /// what one does. Idempotent. A KVO-observed object is not subclassed: the
    /// hooks go on its KVO class instead, and it moves into the subclass when KVO
    /// lets go of it.
    /// Returns the class the business code wrote, which ``hookAdopted`` takes.
    @discardableResult
    public func adopt(_ object: ObjCObject) throws(HookError) -> ObjCClass {
        try lock.withLock { () throws(HookError) -> ObjCClass in
            let address = object.objcWord
            if let known = adopted[address] { return known }
            let isa = object.isa
            if isa.isMetaclass { throw .unsafeClass(isa.name, reason: "class objects cannot be adopted") }
            let original: ObjCClass
            if let known = originalClass(of: isa) {
                original = known
                if !isa.isKVOClass { installShared(for: original, on: isa) }
            } else if isa.isKVOClass {
                original = object.declaredClass
                installShared(for: original, on: isa)
                try watchKVORemoval(on: isa, for: object)
            } else {
                original = isa
                let sub = try makeSubclass(of: isa)
                installShared(for: original, on: sub)
                _ = tl_object_set_class(object.raw, sub.raw)
            }
            adopted[address] = original
            ObjectLifetime.onDeallocation(of: object, key: ObjectIdentifier(self)) { [weak self] in self?.objectDeallocated(address) }
            return original
        }
    }

    /// Hooks `selector` on every adopted object whose class is `originalClass`.
    @discardableResult
    public func hookAdopted(
        of originalClass: ObjCClass, _ selector: Selector, position: HookPosition, owner: String = "",
        priority: Int = 0, mechanism: HookMechanism = .automatic, types: String? = nil,
        _ handler: @escaping HookHandler
    ) throws(HookError) -> HookToken {
        try lock.withLock { () throws(HookError) -> HookToken in
            let id = nextID
            nextID += 1
            var hook = SharedHook(
                originalClass: originalClass, selector: selector, position: position, owner: owner,
                priority: priority, mechanism: mechanism, types: types, handler: handler)
            var targets: [ObjCClass] = []
            if let sub = subclass(for: originalClass) { targets.append(sub) }
            targets += Set(adopted.values).contains(originalClass) ? kvoClasses(adoptedFrom: originalClass) : []
            for target in targets {
                hook.installed[target] = try HookTable.shared.install(
                    target, selector, position: position, scope: 0, owner: owner, priority: priority,
                    mechanism: mechanism, types: types, handler: handler)
            }
            shared[id] = hook
            return HookToken(id: id, className: originalClass.name, selector: selector.name) { [weak self] in
                self?.lock.withLock {
                    guard let hook = self?.shared.removeValue(forKey: id) else { return }
                    for token in hook.installed.values { token.remove() }
                }
            } isActive: { [weak self] in
                self?.lock.withLock { self?.shared[id] != nil } ?? false
            }
        }
    }

    private func kvoClasses(adoptedFrom original: ObjCClass) -> [ObjCClass] {
        Array(Set(watchers.values.flatMap(\.keys)).filter { $0.isKVOClass && $0.isSubclass(of: original) })
    }

    /// Installs every shared hook of `original` on `target` (once per target).
    private func installShared(for original: ObjCClass, on target: ObjCClass) {
        for id in shared.keys where shared[id]!.originalClass == original && shared[id]!.installed[target] == nil {
            let hook = shared[id]!
            // A KVO class may lack a method the original answers only through
            // forwarding: then the declared types carry it.
            if let token = try? HookTable.shared.install(
                target, hook.selector, position: hook.position, scope: 0, owner: hook.owner,
                priority: hook.priority, mechanism: hook.mechanism, types: hook.types, handler: hook.handler) {
                shared[id]!.installed[target] = token
            }
        }
    }

    func hook(
        _ object: ObjCObject, _ selector: Selector, position: HookPosition, owner: String,
        priority: Int, mechanism: HookMechanism, _ handler: @escaping HookHandler
    ) throws(HookError) -> HookToken {
        try lock.withLock { () throws(HookError) -> HookToken in
            if object.isa.isMetaclass {
                throw .unsafeClass(object.isa.name, reason: "class objects are hooked with Hooks.hook(_: ObjCClass, ...)")
            }
            let record = try record(for: object)
            let id = nextID
            nextID += 1
            var entry = Entry(
                id: id, selector: selector, position: position, owner: owner, priority: priority,
                mechanism: mechanism, handler: handler)
            do throws(HookError) {
                try install(&entry, on: object)
            } catch {
                if record.entries.isEmpty { forget(object) }
                throw error
            }
            record.entries.append(entry)
            return HookToken(id: id, className: record.originalClass.name, selector: selector.name) { [weak self] in
                self?.remove(id, from: object)
            } isActive: { [weak self] in
                self?.lock.withLock { self?.records[object.objcWord]?.entries.contains { $0.id == id } } ?? false
            }
        }
    }

    // MARK: Records

    private func record(for object: ObjCObject) throws(HookError) -> Record {
        if let existing = records[object.objcWord] { return existing }
        let isa = object.isa
        let original = originalClass(of: isa) ?? (isa.isKVOClass ? object.declaredClass : isa)
        let record = Record(originalClass: original)
        records[object.objcWord] = record
        if !isa.isKVOClass && originalClass(of: isa) == nil {
            let sub = try makeSubclass(of: isa)
            _ = tl_object_set_class(object.raw, sub.raw)
        } else if isa.isKVOClass {
            try watchKVORemoval(on: isa, for: object)
        }
        let address = object.objcWord
        ObjectLifetime.onDeallocation(of: object, key: ObjectIdentifier(self)) { [weak self] in self?.objectDeallocated(address) }
        return record
    }

    /// The class the object's hooks must go on now.
    private func hookClass(for object: ObjCObject) -> ObjCClass {
        let isa = object.isa
        if isa.isKVOClass, let sub = chainSubclass(isa) { return sub }
        return isa
    }

    private func chainSubclass(_ isa: ObjCClass) -> ObjCClass? {
        originals.read { map in
            var current: ObjCClass? = isa
            while let cls = current {
                if map.map[cls] != nil { return cls }
                current = cls.superclass
            }
            return nil
        }
    }

    private func install(_ entry: inout Entry, on object: ObjCObject) throws(HookError) {
        let target = hookClass(for: object)
        let token = try HookTable.shared.install(
            target, entry.selector, position: entry.position, scope: object.objcWord,
            owner: entry.owner, priority: entry.priority, mechanism: entry.mechanism, handler: entry.handler)
        entry.installed.append((target, token))
    }

    private func remove(_ id: UInt64, from object: ObjCObject) {
        lock.withLock {
            guard let record = records[object.objcWord], let index = record.entries.firstIndex(where: { $0.id == id }) else { return }
            for (_, token) in record.entries[index].installed { token.remove() }
            record.entries.remove(at: index)
            if record.entries.isEmpty { forget(object) }
        }
    }

    private func forget(_ object: ObjCObject) {
        guard let record = records.removeValue(forKey: object.objcWord) else { return }
        guard adopted[object.objcWord] == nil else { return }
        removeWatchers(object.objcWord)
        // Nothing of ours is left on it: back to the plain class.
        if originals.read({ $0.map[object.isa] }) == record.originalClass {
            _ = tl_object_set_class(object.raw, record.originalClass.raw)
        }
    }

    private func removeWatchers(_ address: UInt) {
        for token in (watchers.removeValue(forKey: address) ?? [:]).values.joined() { token.remove() }
    }

    private func objectDeallocated(_ address: UInt) {
        lock.withLock {
            adopted[address] = nil
            if let record = records.removeValue(forKey: address) {
                for entry in record.entries { for (_, token) in entry.installed { token.remove() } }
            }
            removeWatchers(address)
        }
    }

    // MARK: The runtime subclass

    private func makeSubclass(of cls: ObjCClass) throws(HookError) -> ObjCClass {
        if let existing = subclass(for: cls) { return existing }
        let instanceClass: @convention(c) (OpaquePointer?, OpaquePointer?) -> OpaquePointer? = { object, _ in
            guard let object else { return nil }
            let isa = ObjCObject(raw: object).isa
            return (ObjectHooks.shared.originalClass(of: isa) ?? isa).raw
        }
        let metaClass: @convention(c) (OpaquePointer?, OpaquePointer?) -> OpaquePointer? = { classObject, _ in
            guard let classObject else { return nil }
            return (ObjectHooks.shared.originalClass(of: ObjCClass(raw: classObject)) ?? ObjCClass(raw: classObject)).raw
        }
        let sub = try RuntimeClassBuilder.subclass(
            of: cls, named: Self.subclassPrefix + cls.name,
            methods: [MethodDefinition("class", types: "#@:", imp: unsafeBitCast(instanceClass, to: UnsafeMutableRawPointer.self))],
            classMethods: [MethodDefinition("class", types: "#@:", imp: unsafeBitCast(metaClass, to: UnsafeMutableRawPointer.self))])
        var map = originals.value.map
        map[sub] = cls
        originals.publish(ClassMap(map))
        // KVO arriving on (or leaving) a hooked object changes its isa: follow it.
        let follow: HookHandler = { call in ObjectHooks.shared.isaMayHaveChanged(call.object) }
        for selector in Self.kvoSelectors where cls.instanceMethod(selector) != nil {
            _ = try HookTable.shared.install(
                sub, selector, position: .after, scope: 0, owner: "traceless.object-hooks", mechanism: .typed, handler: follow)
        }
        return sub
    }

    static let kvoSelectors: [Selector] = [
        "addObserver:forKeyPath:options:context:", "removeObserver:forKeyPath:", "removeObserver:forKeyPath:context:",
    ]

    // MARK: KVO

    private func watchKVORemoval(on kvoClass: ObjCClass, for object: ObjCObject) throws(HookError) {
        guard watchers[object.objcWord]?[kvoClass] == nil else { return }
        let follow: HookHandler = { call in ObjectHooks.shared.isaMayHaveChanged(call.object) }
        var tokens: [HookToken] = []
        for selector in Self.kvoSelectors where kvoClass.instanceMethod(selector) != nil {
            tokens.append(try HookTable.shared.install(
                kvoClass, selector, position: .after, scope: object.objcWord,
                owner: "traceless.object-hooks", mechanism: .typed, handler: follow))
        }
        watchers[object.objcWord, default: [:]][kvoClass] = tokens
    }

    /// Re-homes an object's hooks after KVO added or removed its class.
    func isaMayHaveChanged(_ object: ObjCObject) {
        lock.withLock {
            let record = records[object.objcWord]
            guard let original = record?.originalClass ?? adopted[object.objcWord] else { return }
            let isa = object.isa
            if isa.isKVOClass {
                if let sub = chainSubclass(isa) {
                    // Apple: KVO subclassed our subclass and answers -class with it.
                    teachClass(isa, toAnswer: original, above: sub)
                } else {
                    // GNUstep: KVO replaced our subclass with one built from -class.
                    try? watchKVORemoval(on: isa, for: object)
                    if let record { rehome(object, record, to: isa) }
                    if adopted[object.objcWord] != nil { installShared(for: original, on: isa) }
                }
            } else if isa == original, let sub = subclass(for: isa) {
                _ = tl_object_set_class(object.raw, sub.raw)
                if let record { rehome(object, record, to: sub) }
            }
        }
    }

    private func rehome(_ object: ObjCObject, _ record: Record, to target: ObjCClass) {
        for index in record.entries.indices {
            var entry = record.entries[index]
            guard !entry.installed.contains(where: { $0.0 == target }) else { continue }
            // Entries installed elsewhere for this object stay: they are scoped to it
            // and come back into play if its isa returns there.
            if let token = try? HookTable.shared.install(
                target, entry.selector, position: entry.position, scope: object.objcWord,
                owner: entry.owner, priority: entry.priority, mechanism: entry.mechanism, handler: entry.handler) {
                entry.installed.append((target, token))
            }
            record.entries[index] = entry
        }
    }

    private func teachClass(_ kvoClass: ObjCClass, toAnswer original: ObjCClass, above sub: ObjCClass) {
        guard let imp = sub.ownMethod("class")?.implementation,
              kvoClass.ownMethod("class")?.implementation != imp else { return }
        _ = tl_class_replace_method(kvoClass.raw, Selector("class").raw, UnsafeMutableRawPointer(imp), "#@:")
    }
}

/// subclass -> original class.
final class ClassMap: @unchecked Sendable {
    let map: [ObjCClass: ObjCClass]
    init(_ map: [ObjCClass: ObjCClass] = [:]) { self.map = map }
}
