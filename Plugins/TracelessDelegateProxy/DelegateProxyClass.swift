import TracelessRuntime

/// The NSProxy subclass the proxy strategy puts between a view and its delegate,
/// built at runtime. It answers for its delegate (`respondsToSelector:`,
/// `conformsToProtocol:`, `isKindOfClass:`, method signatures) and passes on every
/// message it does not report on.
///
/// A message it does not report on goes to the delegate as the same call, without
/// an NSInvocation: on the GNU runtime the first such message of a selector adds a
/// pass-through method for it to the class (`+resolveInstanceMethod:`), which sends
/// each call on to the delegate, looked up at that moment (a method the delegate
/// gains or loses later is seen); on Apple's runtime `-forwardingTargetForSelector:`
/// names the delegate before any invocation is built. Only a selector the
/// pass-through cannot carry (a large struct returned through memory) still goes
/// through `-forwardInvocation:`. The callbacks it reports on get the same
/// pass-through method when the class is built, for the proxy strategy's hooks to go
/// on to.
enum DelegateProxyClass {
    /// A delegate's proxies, for its deallocation to clear: one per delegate, however
    /// many views it serves. Kept (+1) by each of its proxies and by the delegate's
    /// deallocation callback, whichever lets go last frees it; a proxy leaves the list
    /// as it deallocates. A delegate that outlives its views (one shared by screen after
    /// screen) so keeps nothing of the proxies that went.
    final class Watch: @unchecked Sendable {
        typealias Served = (proxy: OpaquePointer, view: UInt)
        let delegate: UInt
        /// The proxies alive now, with their views' addresses; most delegates serve one
        /// view, kept inline, and one shared by thousands finds each proxy in one step.
        /// Read and written under the keeper's lock only.
        private var first: Served?
        private var more: [OpaquePointer: UInt] = [:]

        init(delegate: UInt) { self.delegate = delegate }

        func add(_ proxy: OpaquePointer, view: UInt) {
            if first == nil { first = (proxy, view) } else { more[proxy] = view }
        }

        func remove(_ proxy: OpaquePointer) {
            if first?.proxy == proxy {
                first = more.popFirst().map { ($0.key, $0.value) }
            } else if !more.isEmpty {
                more[proxy] = nil
            }
        }

        /// Empties the list, returning what it held (nothing, almost always: a delegate
        /// usually outlives its views' proxies).
        func removeAll() -> [Served] {
            guard first != nil else { return [] }
            defer { first = nil; more = [:] }
            return (first.map { [$0] } ?? []) + more.map { ($0.key, $0.value) }
        }
    }

    static let name = "TracelessDelegateProxy"
    /// The delegate, unretained (cleared when it deallocates): read by the
    /// pass-through on every call.
    static let targetIvar = "_tl_target"
    /// The proxy's delegate's `Watch` (+1).
    static let stateIvar = "_tl_proxy_state"

    /// Selectors the class has methods for (the callbacks: a pass-through added as the
    /// class is built, or where there is none a method the proxy strategy's hooks add):
    /// never given one on their first message.
    static let ownSelectors: Set<String> = Set(DelegateFamily.all.flatMap(\.callbacks).map(\.selector.name) + [
        ProxyStrategy.markerSelector.name, "respondsToSelector:", "methodSignatureForSelector:", "forwardInvocation:",
        "forwardingTargetForSelector:", "conformsToProtocol:", "isKindOfClass:", "isMemberOfClass:", "class", "dealloc",
    ])

    /// The class, built once per process (nil error: built).
    static let built: Result<ObjCClass, HookError> = {
        do throws(HookError) { return .success(try make()) } catch { return .failure(error) }
    }()

    private static func make() throws(HookError) -> ObjCClass {
        guard let root = ObjCClass(named: "NSProxy") else { throw .classNotFound("NSProxy") }
        typealias Method1 = @convention(c) (OpaquePointer?, OpaquePointer?, OpaquePointer?) -> UInt
        typealias Method0 = @convention(c) (OpaquePointer?, OpaquePointer?) -> UInt
        let signature: Method1 = { object, _, selector in
            guard let object, let selector else { return 0 }
            if let target = DelegateProxyClass.ownTarget(ObjCObject(raw: object)),
               let answer = target.send(raw: Selectors.methodSignatureForSelector.raw, UInt(bitPattern: Int(bitPattern: selector))).object {
                return answer.objcWord
            }
            // A delegate gone: answer something so the runtime forwards to nowhere
            // instead of raising.
            let signatureClass = ObjCObject(raw: ObjCClass(named: "NSMethodSignature")!.raw)
            return "v@:".withCString { signatureClass.send("signatureWithObjCTypes:", UInt(bitPattern: $0)).word }
        }
        // First message of a selector the class has no method for (GNU runtime).
        let resolve: Method1 = { cls, _, selector in
            guard let cls, let selector, !DelegateProxyClass.ownSelectors.contains(ObjCSelector(raw: selector).name) else { return 0 }
            return PassThrough.addMethod(to: cls, for: selector) ? 1 : 0
        }
        let forwardingTarget: Method1 = { object, _, _ in
            guard let object else { return 0 }
            return PassThrough.target(of: ObjCObject(raw: object))?.objcWord ?? 0
        }
        let forward: Method1 = { object, _, invocation in
            guard let object, let invocation, let target = DelegateProxyClass.ownTarget(ObjCObject(raw: object)) else { return 0 }
            ObjCObject(raw: invocation).send(raw: Selectors.invokeWithTarget.raw, target.objcWord)
            return 0
        }
        let askTarget: Method1 = { object, cmd, argument in
            guard let object, let cmd, let target = DelegateProxyClass.ownTarget(ObjCObject(raw: object)) else { return 0 }
            return target.send(raw: cmd, UInt(bitPattern: Int(bitPattern: argument))).bool ? 1 : 0
        }
        let yes: Method0 = { _, _ in 1 }
        let dealloc: Method0 = { object, cmd in
            guard let object, let cmd else { return 0 }
            DelegateProxyClass.deallocate(object, cmd)
            return 0
        }
        // The delegate's class, as the getter answers the delegate: a library that
        // instruments `[delegate class]` when a delegate is set (another analytics
        // SDK behind us in setDelegate:) instruments the business class, not ours.
        let classOfTarget: Method0 = { object, _ in
            guard let object else { return 0 }
            let proxy = ObjCObject(raw: object)
            return (DelegateProxyClass.ownTarget(proxy)?.probedClass ?? proxy.isa).objcWord
        }
        func imp<T>(_ function: T) -> UnsafeMutableRawPointer { unsafeBitCast(function, to: UnsafeMutableRawPointer.self) }
        let passesThrough = PassThrough.isAvailable
        let cls = try RuntimeClassBuilder.subclass(
            of: root, named: name,
            methods: (RuntimeCapability.runtimeName == "gnu" ? [] : [MethodDefinition("forwardingTargetForSelector:", types: "@@::", imp: imp(forwardingTarget))]) + [
                // UIKit asks a new delegate about each optional method it may send (a
                // table, some thirty): answered in C, a lookup and a send each.
                MethodDefinition("respondsToSelector:", types: "C@::", imp: PassThrough.respondsImplementation(marker: ProxyStrategy.markerSelector)),
                MethodDefinition("methodSignatureForSelector:", types: "@@::", imp: imp(signature)),
                MethodDefinition("forwardInvocation:", types: "v@:@", imp: imp(forward)),
                MethodDefinition("conformsToProtocol:", types: "C@:@", imp: imp(askTarget)),
                MethodDefinition("isKindOfClass:", types: "C@:#", imp: imp(askTarget)),
                MethodDefinition("isMemberOfClass:", types: "C@:#", imp: imp(askTarget)),
                MethodDefinition(ProxyStrategy.markerSelector, types: "C@:", imp: imp(yes)),
                MethodDefinition("class", types: "#@:", imp: imp(classOfTarget)),
                MethodDefinition("dealloc", types: "v@:", imp: imp(dealloc)),
            ],
            classMethods: passesThrough ? [MethodDefinition("resolveInstanceMethod:", types: "C@::", imp: imp(resolve))] : [],
            pointerIvars: [targetIvar, stateIvar])
        // A proxy whose state had nowhere to go would never hear of its delegate's going.
        guard cls.instanceVariableOffset(stateIvar) != nil else {
            throw .unsafeClass(name, reason: "the runtime did not add its state variable")
        }
        PassThrough.useTarget(ivar: targetIvar, of: cls)
        // The callbacks pass through too: the proxy strategy's hooks then have a method
        // of the class's own to go on to (see `ProxyStrategy`).
        if passesThrough {
            for callback in DelegateFamily.all.flatMap(\.callbacks) {
                _ = PassThrough.addMethod(to: cls.raw, for: callback.selector.raw)
            }
        }
        return cls
    }

    /// A new proxy (+1) for `delegate`, set on `view`. When the delegate deallocates
    /// the keeper hears of it, and clears the target of each of its proxies still there
    /// (one watch on the delegate for all its proxies). Under the keeper's lock.
    static func wrap(_ delegate: ObjCObject, of view: ObjCObject, in cls: ObjCClass) -> ObjCObject {
        let proxy = ObjCObject(raw: cls.raw).send(raw: ObjCObject.Selectors.alloc).object!
        let watch = ObjectLifetime.companion(of: delegate, key: watchKey) {
            let made = Watch(delegate: delegate.objcWord)
            return (made, { ProxyKeeper.shared.delegateDeallocated(made) })
        }
        watch.add(proxy.raw, view: view.objcWord)
        stateSlot(of: proxy.raw)?.pointee = Unmanaged.passRetained(watch).toOpaque()
        PassThrough.setTarget(delegate, of: proxy.raw)
        return proxy
    }

    private static let watchKey = AssociationKey()

    /// The proxy's `-dealloc`: leaves its delegate's watch, then NSProxy's `-dealloc`
    /// (looked up each time: it may be hooked).
    private static func deallocate(_ proxy: OpaquePointer, _ cmd: OpaquePointer) {
        if let slot = stateSlot(of: proxy), let raw = slot.pointee {
            slot.pointee = nil
            let watch = Unmanaged<Watch>.fromOpaque(raw)
            ProxyKeeper.shared.proxyDeallocating(proxy, of: watch.takeUnretainedValue())
            watch.release()
        }
        guard let root = rootClass else { return }
        ObjCObject(raw: proxy).sendSuper(root, raw: cmd)
    }

    private static func stateSlot(of proxy: OpaquePointer) -> UnsafeMutablePointer<UnsafeMutableRawPointer?>? {
        stateOffset.map { (UnsafeMutableRawPointer(proxy) + $0).assumingMemoryBound(to: UnsafeMutableRawPointer?.self) }
    }

    private static let rootClass = ObjCClass(named: "NSProxy")
    /// Read once the class is built (only its instances are asked).
    private static let stateOffset: Int? = builtClass?.instanceVariableOffset(stateIvar)

    /// The delegate behind `object` when it is one of our proxies (nil once the
    /// delegate deallocated, and for any other object).
    static func target(of object: ObjCObject) -> ObjCObject? {
        guard let cls = builtClass, object.isa == cls else { return nil }
        return ownTarget(object)
    }

    /// The class when built: read on every getter and setter call, without copying the
    /// `Result` (and retaining an error's strings) each time.
    static let builtClass: ObjCClass? = try? built.get()

    /// The delegate behind a proxy, for callers that know `proxy` is one (its own
    /// methods, hooks on its class): one load, no class check.
    static func ownTarget(_ proxy: ObjCObject) -> ObjCObject? {
        PassThrough.target(of: proxy)
    }

    /// Registered once: registering hashes the name.
    private enum Selectors {
        static let methodSignatureForSelector: ObjCSelector = "methodSignatureForSelector:"
        static let invokeWithTarget: ObjCSelector = "invokeWithTarget:"
    }
}
