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
/// through `-forwardInvocation:`.
enum DelegateProxyClass {
    /// Lives exactly as long as its proxy (released by the proxy's dealloc): what
    /// lets the delegate's deallocation clear the proxy's target only while the
    /// proxy exists.
    final class State: @unchecked Sendable {
        let proxy: OpaquePointer
        init(proxy: OpaquePointer) { self.proxy = proxy }
    }

    static let name = "TracelessDelegateProxy"
    /// The delegate, unretained (cleared when it deallocates): read by the
    /// pass-through on every call.
    static let targetIvar = "_tl_target"

    /// Selectors the class has methods for, or gets them from the proxy strategy's
    /// hooks: never given a pass-through.
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
        // UIKit asks a new delegate about each optional method it may send (a table, some
        // thirty): no String and no selector registration per question.
        let responds: Method1 = { object, _, selector in
            guard let object, let selector else { return 0 }
            if ProxyStrategy.markerSelector.isName(of: selector) { return 1 }
            guard let target = DelegateProxyClass.ownTarget(ObjCObject(raw: object)) else { return 0 }
            return target.send(raw: Selectors.respondsToSelector.raw, UInt(bitPattern: Int(bitPattern: selector))).bool ? 1 : 0
        }
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
                MethodDefinition("respondsToSelector:", types: "C@::", imp: imp(responds)),
                MethodDefinition("methodSignatureForSelector:", types: "@@::", imp: imp(signature)),
                MethodDefinition("forwardInvocation:", types: "v@:@", imp: imp(forward)),
                MethodDefinition("conformsToProtocol:", types: "C@:@", imp: imp(askTarget)),
                MethodDefinition("isKindOfClass:", types: "C@:#", imp: imp(askTarget)),
                MethodDefinition("isMemberOfClass:", types: "C@:#", imp: imp(askTarget)),
                MethodDefinition(ProxyStrategy.markerSelector, types: "C@:", imp: imp(yes)),
                MethodDefinition("class", types: "#@:", imp: imp(classOfTarget)),
            ],
            classMethods: passesThrough ? [MethodDefinition("resolveInstanceMethod:", types: "C@::", imp: imp(resolve))] : [],
            carriesState: true, pointerIvars: [targetIvar])
        PassThrough.useTarget(ivar: targetIvar, of: cls)
        return cls
    }

    /// A new proxy for `delegate` (+1). `whenDelegateGoes` runs too when the delegate
    /// deallocates, after the proxy's target is cleared (one watch on the delegate
    /// for both).
    static func wrap(
        _ delegate: ObjCObject, in cls: ObjCClass, whenDelegateGoes: @escaping @Sendable () -> Void
    ) -> OwnedObject {
        let proxy = OwnedObject(adopting: ObjCObject(raw: cls.raw).send(raw: ObjCObject.Selectors.alloc).object!)
        let state = State(proxy: proxy.object.raw)
        RuntimeClassBuilder.setState(state, of: proxy.object)
        PassThrough.setTarget(delegate, of: proxy.object.raw)
        ObjectLifetime.onDeallocation(of: delegate) { [weak state] in
            if let state { PassThrough.setTarget(nil, of: state.proxy) }
            whenDelegateGoes()
        }
        return proxy
    }

    /// The delegate behind `object` when it is one of our proxies (nil once the
    /// delegate deallocated, and for any other object).
    static func target(of object: ObjCObject) -> ObjCObject? {
        guard let cls = builtClass, object.isa == cls else { return nil }
        return ownTarget(object)
    }

    /// The class when built: read on every getter and setter call, without copying the
    /// `Result` (and retaining an error's strings) each time.
    private static let builtClass: ObjCClass? = try? built.get()

    /// The delegate behind a proxy, for callers that know `proxy` is one (its own
    /// methods, hooks on its class): one load, no class check.
    static func ownTarget(_ proxy: ObjCObject) -> ObjCObject? {
        PassThrough.target(of: proxy)
    }

    /// Registered once: registering hashes the name.
    private enum Selectors {
        static let respondsToSelector: ObjCSelector = "respondsToSelector:"
        static let methodSignatureForSelector: ObjCSelector = "methodSignatureForSelector:"
        static let invokeWithTarget: ObjCSelector = "invokeWithTarget:"
    }
}
