import TracelessRuntime

/// The NSProxy subclass the proxy strategy puts between a view and its delegate,
/// built at runtime. It answers for its delegate (`respondsToSelector:`,
/// `conformsToProtocol:`, `isKindOfClass:`, method signatures) and forwards every
/// message it does not report on.
enum DelegateProxyClass {
    /// What a proxy holds: its delegate, weakly (cleared when the delegate goes).
    final class State: @unchecked Sendable {
        var target: ObjCObject?
        init(target: ObjCObject) { self.target = target }
    }

    static let name = "TracelessDelegateProxy"

    static func make() throws(HookError) -> ObjCClass {
        guard let root = ObjCClass(named: "NSProxy") else { throw .classNotFound("NSProxy") }
        typealias Method1 = @convention(c) (OpaquePointer?, OpaquePointer?, OpaquePointer?) -> UInt
        typealias Method0 = @convention(c) (OpaquePointer?, OpaquePointer?) -> UInt
        let responds: Method1 = { object, _, selector in
            guard let object, let selector else { return 0 }
            if ObjCSelector(raw: selector) == ProxyStrategy.markerSelector { return 1 }
            guard let target = DelegateProxyClass.target(of: ObjCObject(raw: object)) else { return 0 }
            return target.send("respondsToSelector:", UInt(bitPattern: Int(bitPattern: selector))).bool ? 1 : 0
        }
        let signature: Method1 = { object, _, selector in
            guard let object, let selector else { return 0 }
            if let target = DelegateProxyClass.target(of: ObjCObject(raw: object)),
               let answer = target.send("methodSignatureForSelector:", UInt(bitPattern: Int(bitPattern: selector))).object {
                return answer.objcWord
            }
            // A delegate gone: answer something so the runtime forwards to nowhere
            // instead of raising.
            let signatureClass = ObjCObject(raw: ObjCClass(named: "NSMethodSignature")!.raw)
            return "v@:".withCString { signatureClass.send("signatureWithObjCTypes:", UInt(bitPattern: $0)).word }
        }
        let forward: Method1 = { object, _, invocation in
            guard let object, let invocation, let target = DelegateProxyClass.target(of: ObjCObject(raw: object)) else { return 0 }
            ObjCObject(raw: invocation).send("invokeWithTarget:", target)
            return 0
        }
        let askTarget: Method1 = { object, cmd, argument in
            guard let object, let cmd, let target = DelegateProxyClass.target(of: ObjCObject(raw: object)) else { return 0 }
            return target.send(ObjCSelector(raw: cmd), UInt(bitPattern: Int(bitPattern: argument))).bool ? 1 : 0
        }
        let yes: Method0 = { _, _ in 1 }
        // The delegate's class, as the getter answers the delegate: a library that
        // instruments `[delegate class]` when a delegate is set (another analytics
        // SDK behind us in setDelegate:) instruments the business class, not ours.
        let classOfTarget: Method0 = { object, _ in
            guard let object else { return 0 }
            let proxy = ObjCObject(raw: object)
            return (DelegateProxyClass.target(of: proxy)?.probedClass ?? proxy.isa).objcWord
        }
        func imp<T>(_ function: T) -> UnsafeMutableRawPointer { unsafeBitCast(function, to: UnsafeMutableRawPointer.self) }
        return try RuntimeClassBuilder.subclass(
            of: root, named: name,
            methods: [
                MethodDefinition("respondsToSelector:", types: "C@::", imp: imp(responds)),
                MethodDefinition("methodSignatureForSelector:", types: "@@::", imp: imp(signature)),
                MethodDefinition("forwardInvocation:", types: "v@:@", imp: imp(forward)),
                MethodDefinition("conformsToProtocol:", types: "C@:@", imp: imp(askTarget)),
                MethodDefinition("isKindOfClass:", types: "C@:#", imp: imp(askTarget)),
                MethodDefinition("isMemberOfClass:", types: "C@:#", imp: imp(askTarget)),
                MethodDefinition(ProxyStrategy.markerSelector, types: "C@:", imp: imp(yes)),
                MethodDefinition("class", types: "#@:", imp: imp(classOfTarget)),
            ],
            carriesState: true)
    }

    /// A new proxy for `delegate` (+1).
    static func wrap(_ delegate: ObjCObject, in cls: ObjCClass) -> OwnedObject {
        let proxy = OwnedObject(adopting: ObjCObject(raw: cls.raw).send("alloc").object!)
        let state = State(target: delegate)
        RuntimeClassBuilder.setState(state, of: proxy.object)
        ObjectLifetime.onDeallocation(of: delegate) { [weak state] in state?.target = nil }
        return proxy
    }

    static func target(of proxy: ObjCObject) -> ObjCObject? {
        (RuntimeClassBuilder.state(of: proxy) as? State)?.target
    }
}
