import CTracelessRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The forwarding path: selectors whose types the typed entry points cannot take
/// come through the runtime's forwarding and our `forwardInvocation:`.
extension HookTable {
    func patchForwarding(_ cls: ObjCClass, _ selector: ObjCSelector, types: String) throws(HookError) -> Interception {
        let key = Key(cls: cls, selector: selector.name)
        let ownBefore = cls.ownMethod(selector)?.implementation.map { UnsafeMutableRawPointer($0) }
        if let entry = forwardingEntry(for: key, types: types) {
            let interception = Interception(
                cls: cls, selector: selector, types: types, mechanism: .forwarding,
                installedIMP: tl_forwarding_entry_imp(entry)!, original: ownBefore)
            tl_forwarding_entry_set_context(entry, Unmanaged.passUnretained(interception).toOpaque())
            retired.append(interception)  // keeps it alive for as long as the entry point may be called
            _ = tl_class_replace_method(cls.raw, selector.raw, interception.installedIMP, types)
            return interception
        }
        // Apple's runtime (or a GNU build without libffi's header): the method
        // forwards, and our forwardInvocation: finds the hook.
        guard let forwarder = forwarders[types] ?? tl_forwarding_imp(selector.raw, types) else {
            throw .forwardingUnavailable(selector: selector.name)
        }
        forwarders[types] = forwarder
        try ensureForwardInvocationPatched(cls)
        let interception = Interception(
            cls: cls, selector: selector, types: types, mechanism: .forwarding,
            installedIMP: forwarder, original: ownBefore)
        retired.append(interception)
        _ = tl_class_replace_method(cls.raw, selector.raw, forwarder, types)
        var map = forwarded.value.map
        map[key] = interception
        forwarded.publish(ForwardedSet(map))
        return interception
    }


    func forwardingEntry(for key: Key, types: String) -> tl_forwarding_entry? {
        if let existing = forwardingEntries[key], existing.types == types { return existing.entry }
        guard let made = tl_forwarding_entry_make(types, nil) else { return nil }
        forwardingEntries[key] = (types, made)
        return made
    }


    /// Puts our `forwardInvocation:` on `cls`, in front of whatever the class had
    /// (JSPatch-style business forwarding keeps working: we call it for every
    /// selector that is not ours).
    func ensureForwardInvocationPatched(_ cls: ObjCClass) throws(HookError) {
        guard !forwardInvocationPatched.contains(cls) else { return }
        let selector = ObjCSelector("forwardInvocation:")
        let key = Key(cls: cls, selector: selector.name)
        let interception: Interception
        if let existing = interceptions[key] {
            interception = existing
        } else {
            interception = try patch(cls, selector, mechanism: .typed)
            interceptions[key] = interception
        }
        let entry = HandlerEntry(id: 0, position: .instead, scope: 0, owner: "traceless.forwarding", priority: 0) { call in
            HookTable.shared.forwardInvocation(&call, patchedClass: cls)
        }
        interception.replaceHandlers(interception.handlers.value.all + [entry])
        forwardInvocationPatched.insert(cls)
    }

    /// Our `forwardInvocation:`: finds the innermost forwarding hook for the
    /// selector that is not already running for this object on this thread, so a
    /// subclass hook calling a superclass hook reaches the superclass's.
    func forwardInvocation(_ call: inout HookInvocation, patchedClass: ObjCClass) {
        guard let invocation = call.objectArgument(0),
              let rawSelector = OpaquePointer(bitPattern: invocation.send(raw: Self.selectorSelector).word) else {
            call.invokeOriginal()
            return
        }
        let name = tl_sel_get_name(rawSelector)!
        let object = call.object
        let target: Interception? = forwarded.read { set in
            var current: ObjCClass? = patchedClass
            while let cls = current {
                if let candidates = set.byClass[cls] {
                    for candidate in candidates where strcmp(candidate.selectorName, name) == 0 {
                        if !tl_guard_contains(UnsafeRawPointer(object.raw), name, UnsafeRawPointer(cls.raw)) {
                            return candidate.interception
                        }
                    }
                }
                current = cls.superclass
            }
            return nil
        }
        guard let target else {
            call.invokeOriginal()
            return
        }
        tl_guard_push(UnsafeRawPointer(object.raw), name, UnsafeRawPointer(target.cls.raw))
        defer { tl_guard_pop() }
        target.dispatch(object, rawSelector, invocation: invocation)
    }
}
