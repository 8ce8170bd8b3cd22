import Foundation
import Traceless
import TracelessRuntime

/// The WKUserContentControllers the bridge added its handler and script to, by address:
/// none is retained, and an entry goes away when its controller deallocates.
final class AttachedControllers: @unchecked Sendable {
    private let lock = NSLock()
    private var addresses: Set<UInt> = []

    /// What the bridge adds to a controller; made once per start.
    struct Parts: @unchecked Sendable {
        let handler: OwnedObject
        let name: OwnedObject
        let script: OwnedObject
    }

    /// Adds the handler and the script to a WKUserContentController, once.
    func attach(_ controller: ObjCObject, _ parts: Parts, _ context: PluginContext) {
        let address = controller.objcWord
        guard lock.withLock({ addresses.insert(address).inserted }) else { return }
        // WebKit raises when the name is taken: the probe stops it, and the app's handler stays.
        guard controller.probe("addScriptMessageHandler:name:", parts.handler, parts.name) != nil else {
            lock.withLock { _ = addresses.remove(address) }
            context.skip(controller.probedClass.name,
                         reason: "the app has a script message handler named \(WebBridgePlugin.handlerName): left alone")
            return
        }
        _ = controller.probe("addUserScript:", parts.script)
        // Outside our lock: registering takes the runtime's lock, and the callback takes ours.
        ObjectLifetime.onDeallocation(of: controller, key: ObjectIdentifier(self)) { [self] in
            lock.withLock { _ = addresses.remove(address) }
        }
    }

    /// The app is adding its own handler under the bridge's name to `controller`: WebKit
    /// would raise into the app, so the bridge takes its handler and script out of that
    /// controller first (its pages then reach the app's handler) and says so.
    func stepAside(from controller: ObjCObject, _ parts: Parts, _ context: PluginContext) {
        guard lock.withLock({ addresses.remove(controller.objcWord) != nil }) else { return }
        detach(controller, parts)
        context.skip(controller.probedClass.name,
                     reason: "the app added a script message handler named \(WebBridgePlugin.handlerName): Traceless stepped aside on that controller")
    }

    /// Takes the handler and the script out of every controller still alive.
    func detachAll(_ parts: Parts) {
        let attached = lock.withLock { () -> Set<UInt> in
            defer { addresses.removeAll() }
            return addresses
        }
        for address in attached {
            guard let controller = ObjCObject(word: address) else { continue }
            detach(controller, parts)
        }
    }

    /// WebKit removes scripts only all at once: the app's own are added back, in their order.
    private func detach(_ controller: ObjCObject, _ parts: Parts) {
        _ = controller.probe("removeScriptMessageHandlerForName:", parts.name)
        guard let scripts = controller.probe("userScripts")?.object?.retain() else { return }
        defer { scripts.release() }
        let all = UIKitIntrospection.elements(of: scripts)
        guard all.contains(parts.script.object) else { return }
        _ = controller.probe("removeAllUserScripts")
        for script in all where script != parts.script.object {
            _ = controller.probe("addUserScript:", script)
        }
    }

    var count: Int { lock.withLock { addresses.count } }
}
