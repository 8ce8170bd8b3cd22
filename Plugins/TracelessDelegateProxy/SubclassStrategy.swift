import Foundation
import Traceless
import TracelessRuntime

/// The default strategy: the delegate keeps its identity; it is moved into a
/// reused runtime subclass of its class (one per class, `-class` still answers the
/// business class) whose callback methods report, then run the business class's
/// own implementation, looked up when the call happens (seeds 002, 003 §2.3). A
/// delegate that answers a callback only through forwarding (Texture) gets it
/// through its own forwarding.
final class SubclassStrategy: @unchecked Sendable {
    private let context: PluginContext
    private let lock = NSLock()
    private struct Key: Hashable {
        let cls: ObjCClass
        let selector: Selector
    }

    /// (business class, selector) pairs already hooked.
    private var hooked: Set<Key> = []

    init(context: PluginContext) { self.context = context }

    /// Takes `delegate` of `view` in, if it implements a callback worth watching.
    func take(_ delegate: ObjCObject, family: DelegateFamily) {
        let answered = family.callbacks.filter { delegate.responds(to: $0.selector) }
        guard !answered.isEmpty else { return }
        do {
            let original = try ObjectHooks.shared.adopt(delegate)
            for callback in answered { try hook(original, callback) }
        } catch {
            context.skip("\(delegate.declaredClass.name) as \(family.viewClass) delegate", reason: "\(error)")
        }
    }

    private func hook(_ original: ObjCClass, _ callback: DelegateCallback) throws(HookError) {
        guard lock.withLock({ hooked.insert(Key(cls: original, selector: callback.selector)).inserted }) else { return }
        let reporter = CallbackReporter(callback: callback, context: context)
        let token = try ObjectHooks.shared.hookAdopted(
            of: original, callback.selector, position: .instead, owner: context.pluginID.rawValue,
            types: callback.types) { call in
            reporter.handle(&call) { $0.invokeOriginal() }
        }
        context.keep(token)
    }

    func reset() { lock.withLock { hooked.removeAll() } }
}
