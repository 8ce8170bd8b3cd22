import CTracelessRuntime

/// Following key-value observing, which swaps the isa of hooked objects too:
/// - an object whose isa is already a KVO class is never subclassed (on GNUstep
///   that makes the observed setter recurse forever): its hooks go on the KVO
///   class, scoped to the object;
/// - when KVO starts observing a hooked object, the hooks follow the object to
///   the KVO class (GNUstep builds it from `-class`, dropping our subclass), or,
///   where KVO subclasses our subclass (Apple), the KVO class is taught to answer
///   the original class;
/// - when KVO stops and puts back the plain class, the object returns to our subclass.
extension ObjectHooks {
    static let kvoSelectors: [Selector] = [
        "addObserver:forKeyPath:options:context:", "removeObserver:forKeyPath:", "removeObserver:forKeyPath:context:",
    ]

    func watchKVORemoval(on kvoClass: ObjCClass, for object: ObjCObject) throws(HookError) {
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

    func removeWatchers(_ address: UInt) {
        for token in (watchers.removeValue(forKey: address) ?? [:]).values.joined() { token.remove() }
    }

    /// Re-homes an object's hooks after KVO added or removed its class.
    func isaMayHaveChanged(_ object: ObjCObject) {
        lock.withLock {
            let record = records[object.objcWord]
            guard let original = record?.originalClass ?? adopted[object.objcWord] else { return }
            let isa = object.isa
            if isa.isKVOClass {
                if let sub = RuntimeSubclasses.ourClass(inChainOf: isa) {
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
