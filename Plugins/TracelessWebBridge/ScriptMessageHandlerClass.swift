import TracelessRuntime

/// The Objective-C class of the bridge's script message handler, built at runtime: an
/// NSObject subclass carrying a ``WebMessageReceiver`` as Swift state. WebKit retains
/// the handler; it holds nothing of the web view, its controller or the app.
enum ScriptMessageHandlerClass {
    static let name = "TracelessScriptMessageHandler"
    static let didReceive: ObjCSelector = "userContentController:didReceiveScriptMessage:"

    /// A new handler delivering to `receiver`.
    static func make(delivering receiver: WebMessageReceiver) throws(HookError) -> OwnedObject {
        let didReceive: @convention(c) (OpaquePointer?, OpaquePointer?, OpaquePointer?, OpaquePointer?) -> Void = { object, _, _, message in
            guard let object, let message,
                  let receiver = RuntimeClassBuilder.state(of: ObjCObject(raw: object)) as? WebMessageReceiver else { return }
            receiver.receive(scriptMessage: ObjCObject(raw: message))
        }
        guard let root = ObjCClass(named: "NSObject") else { throw .classNotFound("NSObject") }
        let cls = try RuntimeClassBuilder.subclass(
            of: root, named: name,
            methods: [MethodDefinition(Self.didReceive, types: "v@:@@", imp: unsafeBitCast(didReceive, to: UnsafeMutableRawPointer.self))],
            carriesState: true)
        let handler = ObjCObject.make(cls)
        RuntimeClassBuilder.setState(receiver, of: handler.object)
        return handler
    }
}
