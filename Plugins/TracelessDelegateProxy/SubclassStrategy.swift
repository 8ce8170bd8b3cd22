import Foundation
import Traceless
import TracelessRuntime

/// The subclass strategy: the delegate keeps its identity and its isa. The callback
/// methods of its class are hooked in place, once per (class, selector), for every
/// delegate of that class: they report, then run the class's own implementation. A
/// delegate that answers a callback only through forwarding (Texture) gets it
/// through its own forwarding.
///
/// It once moved each delegate into a runtime subclass of its class, as the name
/// says. An object whose isa is not its `-class` is exactly what Aspects (which then
/// swizzles that class in place) and RxCocoa's `rx.methodInvoked` (which then
/// refuses) take for somebody else's interception, and neither can be recognised by
/// behaviour before it acts. A class hook leaves nothing for them to recognise: they
/// subclass the delegate as they would without Traceless, and their runtime classes
/// inherit the hooked method; key-value observing does the same.
///
/// A delegate somebody else already moved into a runtime class (KVO, Aspects,
/// RxCocoa's interception, another SDK) is not hooked through its class: that class
/// may keep the business implementation under an alias, out of our hook's way. A
/// proxy watches it instead.
final class SubclassStrategy: @unchecked Sendable {
    private let context: PluginContext
    private let lock = NSLock()
    /// A class and a callback's registered selector, by address: checked on every
    /// setDelegate:, so hashed as two words rather than as names.
    private struct Key: Hashable {
        let cls: UInt
        let selector: UInt
    }

    /// (class, selector) pairs already hooked.
    private var hooked: Set<Key> = []
    /// (isa, family's first callback) of delegates that need nothing more: every callback
    /// their class answered was hooked and nothing asked for a proxy. Only classes that
    /// answer `respondsToSelector:` by their methods (``ObjCClass/respondsByItsMethods``),
    /// so that what they answer is known: the next delegate of such a class is taken
    /// with one lookup.
    private var ready: Set<Key> = []

    init(context: PluginContext) {
        self.context = context
    }

    /// Hooks the class of `delegate`, if it implements a callback worth watching.
    /// False when its class must not be hooked (somebody else changed its isa, or
    /// the runtime refused): the caller puts a proxy in front of it instead, which
    /// never touches the delegate itself.
    func take(_ delegate: ObjCObject, family: DelegateFamily) -> Bool {
        guard let first = family.callbacks.first else { return true }
        let readyKey = Key(cls: delegate.isa.objcWord, selector: UInt(bitPattern: Int(bitPattern: first.selector.raw)))
        if lock.withLock({ ready.contains(readyKey) }) { return true }
        let answered = family.callbacks.filter { delegate.probeResponds(to: $0.selector) }
        guard !answered.isEmpty else { return true }
        if let refusal = context.foreignClassRefusal(for: delegate) {
            context.skip("\(delegate.probedClass.name) as \(family.viewClass) delegate: hooking its class", reason: refusal + "; a proxy watches it instead")
            proxiedInstead.add(1)
            return false
        }
        let cls = delegate.probedClass
        if let refusal = answered.lazy.compactMap({ Self.classHookRefusal(cls, $0.selector) }).first {
            context.skip("\(cls.name) as \(family.viewClass) delegate: hooking its class", reason: refusal + "; a proxy watches it instead")
            proxiedInstead.add(1)
            return false
        }
        let missing = lock.withLock { answered.filter { hooked.insert(Self.key(cls, $0)).inserted } }
        for callback in missing {
            do {
                try hook(cls, callback)
            } catch {
                _ = lock.withLock { hooked.remove(Self.key(cls, callback)) }
                context.skip("\(delegate.probedClass.name) as \(family.viewClass) delegate: hooking its class", reason: "\(error); a proxy watches it instead")
                proxiedInstead.add(1)
                return false
            }
        }
        if cls.respondsByItsMethods {
            _ = lock.withLock { ready.insert(readyKey) }
        }
        return true
    }

    private static let forwardInvocation = ObjCSelector("forwardInvocation:")
    // Set once, never written: an IMP is an address.
    nonisolated(unsafe) private static let plainForwarding = ObjCClass(named: "NSObject")?.implementation(for: forwardInvocation)

    /// Why the method `cls` answers `selector` with must not be hooked in place:
    /// there is none to hook (the class answers by forwarding, and a method added
    /// there would change what it answers for everyone who asks), or the class
    /// forwards messages itself (JSPatch, Aspects' class hooks), and a hook under
    /// theirs would be undone or looped when they let go.
    private static func classHookRefusal(_ cls: ObjCClass, _ selector: ObjCSelector) -> String? {
        if cls.instanceMethod(selector) == nil { return "it answers \(selector.name) only by forwarding" }
        if cls.implementation(for: forwardInvocation) != plainForwarding {
            return "its class implements forwardInvocation: itself (a library may run its methods through forwarding)"
        }
        return nil
    }

    /// Delegates handed to a proxy instead.
    var proxiedInsteadCount: Int { proxiedInstead.value }
    private let proxiedInstead = AtomicCounter()

    private static func key(_ original: ObjCClass, _ callback: DelegateCallback) -> Key {
        Key(cls: original.objcWord, selector: UInt(bitPattern: Int(bitPattern: callback.selector.raw)))
    }

    private func hook(_ original: ObjCClass, _ callback: DelegateCallback) throws(HookError) {
        let reporter = CallbackReporter(callback: callback, context: context, then: .original)
        // Not gated: the reporter checks whether to report; the original always runs.
        // A `before` handler: a call that is not a user's (most) leaves the original to
        // the entry point, which jumps to it without a call frame of ours around it.
        try context.hook(.cls(original), HookRequest(callback.selector, position: .before, types: callback.types) {
            reporter.handleBefore(&$0)
        }, isGated: false)
    }
}
