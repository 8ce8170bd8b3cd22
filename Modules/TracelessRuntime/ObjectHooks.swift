import CTracelessRuntime

/// Hooks on single objects, by isa-subclass.
///
/// The first hooked object of a class gets a runtime subclass `Traceless_<Class>`
/// (see ``RuntimeSubclasses``), reused for every later object of that class; the
/// hooks live on the subclass and apply to the objects they were installed for.
/// `-class` (instance and class side) answers the original class.
///
/// The other concepts live beside this file: meeting key-value observing as it
/// swaps the isa in and out (`ObjectHooks+KVO.swift`, following it only when
/// ``KVOFollowing`` is on), and the runtime subclasses themselves
/// (`RuntimeSubclasses.swift`). One lock, the runtime's, serialises them.
package final class ObjectHooks: @unchecked Sendable {
    package static let shared = ObjectHooks()

    package static let subclassPrefix = RuntimeSubclasses.prefix

    struct Entry {
        let id: UInt64
        let request: HookRequest
        /// Where the entry is installed now: (class, table token).
        var installed: [(ObjCClass, HookToken)] = []
    }

    final class Record {
        let originalClass: ObjCClass
        var entries: [Entry] = []
        init(originalClass: ObjCClass) { self.originalClass = originalClass }
    }

    var lock: RuntimeLock { HookTable.shared.lock }
    var records: [UInt: Record] = [:]
    /// Watchers of KVO's removal, per object, installed on KVO classes.
    var watchers: [UInt: [ObjCClass: [HookToken]]] = [:]
    var nextID: UInt64 = 1

    private init() {}

    // MARK: Public surface

    /// The runtime subclass used for objects of `cls`, if one was made.
    package func subclass(for cls: ObjCClass) -> ObjCClass? { RuntimeSubclasses.subclass(for: cls) }

    /// The class the business code wrote, for an isa that may be ours.
    package func originalClass(of isa: ObjCClass) -> ObjCClass? { RuntimeSubclasses.originalClass(of: isa) }

    /// Whether `object` carries hooks of ours.
    package func isHooked(_ object: ObjCObject) -> Bool { lock.withLock { records[object.objcWord] != nil } }

    /// Why `object` must not be hooked through its class or a subclass of it, or nil.
    ///
    /// An object whose isa is not what its `-class` answers was moved into a
    /// runtime class by somebody else — key-value observing, Aspects, RxCocoa's
    /// interception, another SDK — each with its own idea of what the class is and
    /// of when to put it back, and possibly the business implementation kept under
    /// an alias where a hook on the class does not reach. Such an object is left to
    /// a way that does not touch it. Objects in one of our subclasses are fine.
    package func foreignClassRefusal(for object: ObjCObject) -> String? {
        let isa = object.isa
        if isa.isMetaclass { return "class objects are not delegates" }
        if RuntimeSubclasses.isOurs(isa) { return nil }
        let declared = object.probedClass
        guard declared == isa else {
            let who = isa.isKVOClass ? "key-value observing" : "another library"
            return "its isa (\(isa.name)) is not its class (\(declared.name)): \(who) moved it into a runtime class"
        }
        return nil
    }

    // MARK: Object hooks

    func hook(_ object: ObjCObject, _ request: HookRequest) throws(HookError) -> HookToken {
        try lock.withLock { () throws(HookError) -> HookToken in
            if object.isa.isMetaclass {
                throw .unsafeClass(object.isa.name, reason: "class objects are hooked with Hooks.hook(_: ObjCClass, ...)")
            }
            let record = try record(for: object)
            let id = nextID
            nextID += 1
            var entry = Entry(id: id, request: request)
            do throws(HookError) {
                try install(&entry, on: object)
            } catch {
                if record.entries.isEmpty { forget(object) }
                throw error
            }
            record.entries.append(entry)
            return HookToken(id: id, className: record.originalClass.name, selector: request.selector.name) { [weak self] in
                self?.remove(id, from: object)
            } isActive: { [weak self] in
                self?.lock.withLock { self?.records[object.objcWord]?.entries.contains { $0.id == id } } ?? false
            }
        }
    }

    private func record(for object: ObjCObject) throws(HookError) -> Record {
        if let existing = records[object.objcWord] { return existing }
        let isa = object.isa
        let known = originalClass(of: isa)
        let original = known ?? (isa.isKVOClass ? object.declaredClass : isa)
        if !isa.isKVOClass && known == nil {
            let sub = try RuntimeSubclasses.make(of: isa)
            _ = tl_object_set_class(object.raw, sub.raw)
        } else if isa.isKVOClass {
            // Apple's KVO subclasses ours (known): the hooks stay in the chain.
            if known == nil, let refusal = KVOFollowing.shared.inPlaceRefusal(for: isa) {
                throw .unsafeClass(original.name, reason: refusal)
            }
            if KVOFollowing.shared.isEnabled { try watchKVORemoval(on: isa, for: object) }
        }
        let record = Record(originalClass: original)
        records[object.objcWord] = record
        watchDeallocation(of: object)
        return record
    }

    /// The class the object's hooks must go on now.
    private func hookClass(for object: ObjCObject) -> ObjCClass {
        let isa = object.isa
        if isa.isKVOClass, let sub = RuntimeSubclasses.ourClass(inChainOf: isa) { return sub }
        return isa
    }

    private func install(_ entry: inout Entry, on object: ObjCObject) throws(HookError) {
        let target = hookClass(for: object)
        // An object hooked before KVO moved it away, unfollowed, gets no more hooks there.
        if target.isKVOClass, let refusal = KVOFollowing.shared.inPlaceRefusal(for: target) {
            throw .unsafeClass(object.declaredClass.name, reason: refusal)
        }
        let token = try HookTable.shared.install(target, entry.request, scope: object.objcWord)
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
        removeWatchers(object.objcWord)
        // Nothing of ours is left on it: back to the plain class, unless somebody
        // moved it on since (then their class stays).
        if RuntimeSubclasses.isOurs(object.isa), originalClass(of: object.isa) == record.originalClass {
            _ = tl_object_set_class(object.raw, record.originalClass.raw)
        }
    }

    private func watchDeallocation(of object: ObjCObject) {
        let address = object.objcWord
        ObjectLifetime.onDeallocation(of: object, key: ObjectIdentifier(self)) { [weak self] in self?.objectDeallocated(address) }
    }

    private func objectDeallocated(_ address: UInt) {
        lock.withLock {
            if let record = records.removeValue(forKey: address) {
                for entry in record.entries { for (_, token) in entry.installed { token.remove() } }
            }
            removeWatchers(address)
        }
    }
}
