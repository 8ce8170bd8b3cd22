import Foundation
import Traceless
import TracelessRuntime

/// The subclass strategy: the delegate keeps its identity; it is moved into a
/// reused runtime subclass of its class (one per class, `-class` still answers the
/// business class) whose callback methods report, then run the business class's
/// own implementation, looked up when the call happens. A delegate that answers a
/// callback only through forwarding (Texture) gets it through its own forwarding.
///
/// A delegate somebody else already moved into a runtime class (KVO, Aspects,
/// RxCocoa's interception, another SDK) is not subclassed: a proxy watches it.
/// One that key-value observing moves away after it was subclassed is followed
/// only with KVOCompatPlugin; without it, it is left where KVO put it, and
/// diagnostics say its callbacks are missed from then on.
final class SubclassStrategy: @unchecked Sendable {
    private let context: PluginContext
    private let lock = NSLock()
    /// A business class and a callback's registered selector, by address: checked on
    /// every setDelegate:, so hashed as two words rather than as names.
    private struct Key: Hashable {
        let cls: UInt
        let selector: UInt
    }

    /// (business class, selector) pairs already hooked.
    private var hooked: Set<Key> = []

    private let kvoListener: UInt64

    init(context: PluginContext) {
        self.context = context
        kvoListener = KVOFollowing.shared.listen { event in
            if case .leftAlone(let className, let reason) = event { context.skip(className, reason: reason) }
        }
    }

    /// Stops reporting what key-value observing does to subclassed delegates.
    func stop() { KVOFollowing.shared.stopListening(kvoListener) }

    /// Takes `delegate` in, if it implements a callback worth watching. False when
    /// it must not be subclassed (somebody else changed its isa, or the runtime
    /// refused): the caller puts a proxy in front of it instead, which never
    /// touches the delegate itself.
    func take(_ delegate: ObjCObject, family: DelegateFamily) -> Bool {
        let answered = family.callbacks.filter { delegate.probeResponds(to: $0.selector) }
        guard !answered.isEmpty else { return true }
        if let refusal = context.adoptionRefusal(for: delegate) {
            context.skip("\(delegate.probedClass.name) as \(family.viewClass) delegate: subclassing", reason: refusal + "; a proxy watches it instead")
            proxiedInstead.add(1)
            return false
        }
        do {
            let original = try context.adopt(delegate)
            let missing = lock.withLock { answered.filter { hooked.insert(Self.key(original, $0)).inserted } }
            for callback in missing { try hook(original, callback) }
            return true
        } catch {
            context.skip("\(delegate.probedClass.name) as \(family.viewClass) delegate: subclassing", reason: "\(error); a proxy watches it instead")
            proxiedInstead.add(1)
            return false
        }
    }

    /// Delegates handed to a proxy instead.
    var proxiedInsteadCount: Int { proxiedInstead.value }
    private let proxiedInstead = AtomicCounter()

    private static func key(_ original: ObjCClass, _ callback: DelegateCallback) -> Key {
        Key(cls: original.objcWord, selector: UInt(bitPattern: Int(bitPattern: callback.selector.raw)))
    }

    private func hook(_ original: ObjCClass, _ callback: DelegateCallback) throws(HookError) {
        let reporter = CallbackReporter(callback: callback, context: context)
        // Not gated: the reporter checks whether to report; the original always runs.
        try context.hook(.adoptedInstances(of: original), HookRequest(callback.selector, position: .instead, types: callback.types) { call in
            reporter.handle(&call) { $0.invokeOriginal() }
        }, isGated: false)
    }
}
