import CTracelessRuntime

/// Meeting key-value observing, which swaps the isa of hooked objects too.
///
/// Always, because it keeps the app as it was:
/// - an object whose isa is already a KVO class is never subclassed (on GNUstep
///   that makes the observed setter recurse forever);
/// - where KVO subclasses our subclass (Apple), the KVO class is taught to answer
///   the original class to `-class`.
///
/// Only while ``KVOFollowing`` is on, because it puts hooks on classes KVO owns:
/// - an object already observed is hooked in place: its hooks go on the KVO
///   class, scoped to the object;
/// - when KVO starts observing a hooked object and replaces our subclass with one
///   built from `-class` (GNUstep), the hooks follow the object to the KVO class;
/// - when KVO stops and puts back the plain class, the object returns to our subclass.
///
/// While off, an object KVO moved away is left there, and ``KVOFollowing``'s
/// listeners hear that its hooks may miss calls.
extension ObjectHooks {
    static let kvoSelectors: [ObjCSelector] = [
        "addObserver:forKeyPath:options:context:", "removeObserver:forKeyPath:", "removeObserver:forKeyPath:context:",
    ]

    func watchKVORemoval(on kvoClass: ObjCClass, for object: ObjCObject) throws(HookError) {
        guard watchers[object.objcWord]?[kvoClass] == nil else { return }
        let follow: HookHandler = { call in ObjectHooks.shared.isaMayHaveChanged(call.object, from: kvoClass) }
        var tokens: [HookToken] = []
        for selector in Self.kvoSelectors where kvoClass.instanceMethod(selector) != nil {
            tokens.append(try HookTable.shared.install(
                kvoClass, HookRequest(selector, owner: "traceless.object-hooks", mechanism: .typed, handler: follow),
                scope: object.objcWord))
        }
        watchers[object.objcWord, default: [:]][kvoClass] = tokens
    }

    func removeWatchers(_ address: UInt) {
        for token in (watchers.removeValue(forKey: address) ?? [:]).values.joined() { token.remove() }
    }

    /// Re-homes an object's hooks after KVO added or removed its class; `from` is
    /// the class the object was in when KVO was called (each observer added or
    /// removed calls here, and only a move is reported).
    func isaMayHaveChanged(_ object: ObjCObject, from previous: ObjCClass) {
        let events = lock.withLock { () -> [KVOFollowing.Event] in
            let record = records[object.objcWord]
            guard let record else { return [] }
            let original = record.originalClass
            let isa = object.isa
            guard isa != previous else { return [] }
            let following = KVOFollowing.shared.isEnabled
            if isa.isKVOClass {
                if let sub = RuntimeSubclasses.ourClass(inChainOf: isa) {
                    // Apple: KVO subclassed our subclass and answers -class with it.
                    teachClass(isa, toAnswer: original, above: sub)
                    return []
                }
                // GNUstep: KVO replaced our subclass with one built from -class.
                guard following else {
                    return [.leftAlone(className: original.name, reason: Self.leftInKVOClass(isa))]
                }
                try? watchKVORemoval(on: isa, for: object)
                rehome(object, record, to: isa)
                return [.followed(className: original.name, into: isa.name)]
            } else if isa == original, let sub = subclass(for: isa) {
                guard following else {
                    return [.leftAlone(className: original.name, reason: Self.leftInPlainClass)]
                }
                _ = tl_object_set_class(object.raw, sub.raw)
                rehome(object, record, to: sub)
                return [.followed(className: original.name, into: sub.name)]
            }
            return []
        }
        KVOFollowing.shared.report(events)
    }

    private static func leftInKVOClass(_ isa: ObjCClass) -> String {
        "observed by key-value observing, which moved it into \(isa.name): left alone; its hooks miss calls from now on; \(KVOFollowing.coverage)"
    }

    private static let leftInPlainClass =
        "key-value observing stopped and put back its plain class: left alone; its hooks miss calls from now on; \(KVOFollowing.coverage)"

    private func rehome(_ object: ObjCObject, _ record: Record, to target: ObjCClass) {
        for index in record.entries.indices {
            var entry = record.entries[index]
            guard !entry.installed.contains(where: { $0.0 == target }) else { continue }
            // Entries installed elsewhere for this object stay: they are scoped to it
            // and come back into play if its isa returns there.
            if let token = try? HookTable.shared.install(target, entry.request, scope: object.objcWord) {
                entry.installed.append((target, token))
            }
            record.entries[index] = entry
        }
    }

    private func teachClass(_ kvoClass: ObjCClass, toAnswer original: ObjCClass, above sub: ObjCClass) {
        guard let imp = sub.ownMethod("class")?.implementation,
              kvoClass.ownMethod("class")?.implementation != imp else { return }
        _ = tl_class_replace_method(kvoClass.raw, ObjCSelector("class").raw, UnsafeMutableRawPointer(imp), "#@:")
    }
}
