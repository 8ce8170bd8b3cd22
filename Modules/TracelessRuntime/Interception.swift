import CTracelessRuntime

/// One patched (class, selector): the entry point we installed, what was there
/// before, and the handlers that run.
///
/// Immutable but for the handler snapshot. The original is found at call time:
/// the class's own implementation as it was when we patched it (whoever swizzles
/// after us calls ours as their original), or, when the class only inherited the
/// method, the superclass's implementation as it is at the moment of the call.
final class Interception: @unchecked Sendable {
    enum Mechanism: Hashable {
        case typed(arity: Int)
        case forwarding
    }

    let cls: ObjCClass
    let selector: ObjCSelector
    let rawSelector: OpaquePointer
    let types: String
    let signature: MethodSignature
    let mechanism: Mechanism
    let installedIMP: UnsafeMutableRawPointer
    /// The class's own IMP when we patched it; nil when it inherited the method.
    let original: UnsafeMutableRawPointer?
    let superclassRaw: OpaquePointer?
    /// The superclass has no method for the selector: the class answers it only by
    /// forwarding, and the original is the runtime's forwarding for the receiver.
    let originalForwards: Bool
    /// The superclass's implementation when we patched (inherited methods only):
    /// what a forwarding loop through us is cut back to (see `dispatch`).
    let inheritedAtPatch: UnsafeMutableRawPointer?
    /// The selector's name, for the per-thread loop guard.
    let selectorName: UnsafePointer<CChar>
    let arity: UInt32
    /// Read by the forwarding path; the typed path gets the snapshot as its
    /// entry point's context (see `replaceHandlers`).
    let handlers: Published<HandlerSet>
    /// The typed path's entry point; nil on the forwarding path.
    private let entryPoint: EntryPoint?

    init(
        cls: ObjCClass, selector: ObjCSelector, types: String, mechanism: Mechanism,
        installedIMP: UnsafeMutableRawPointer, original: UnsafeMutableRawPointer?, entryPoint: EntryPoint? = nil
    ) {
        self.cls = cls
        self.selector = selector
        self.rawSelector = selector.raw
        self.types = types
        self.signature = MethodSignature(encoding: types)
        self.mechanism = mechanism
        self.installedIMP = installedIMP
        self.original = original
        self.superclassRaw = cls.superclass?.raw
        self.originalForwards = original == nil && cls.superclass?.instanceMethod(selector) == nil
        self.inheritedAtPatch = original == nil && !originalForwards
            ? cls.superclass.flatMap { tl_class_get_method_implementation($0.raw, selector.raw) } : nil
        self.selectorName = tl_sel_get_name(selector.raw)
        self.arity = UInt32(signature.arguments.count)
        self.entryPoint = entryPoint
        self.handlers = Published()
        replaceHandlers([])
    }

    /// Publishes a new snapshot of the handlers. Callers hold the runtime lock.
    func replaceHandlers(_ entries: [HandlerEntry]) {
        let set = HandlerSet(entries, for: self)
        handlers.publish(set)
        entryPoint?.setContext(Unmanaged.passUnretained(set).toOpaque())
    }

    /// The implementation a call should reach now when it passes through us: the
    /// class's own IMP from before us, the receiver's forwarding (a selector the class
    /// answers only by forwarding; the caller's `_cmd` carries the types), or the
    /// superclass's implementation as it is at this moment.
    @inline(__always)
    static func resolveOriginal(
        _ original: UnsafeMutableRawPointer?, forwards: Bool, superclass: OpaquePointer?,
        receiver: ObjCObject, _ sel: OpaquePointer
    ) -> UnsafeMutableRawPointer? {
        if let original { return original }
        if forwards { return tl_forwarder_for(receiver.raw, sel) }
        return superclass.flatMap { tl_super_lookup(receiver.raw, $0, sel) }
    }

    /// Runs the original with the invocation's arguments, under `sel` (the caller's
    /// `_cmd`, or ours when we were called under an alias). False when there was none
    /// to run.
    @discardableResult
    func invokeOriginal(_ invocation: ObjCObject, _ object: ObjCObject, _ sel: OpaquePointer) -> Bool {
        guard let imp = Self.resolveOriginal(
            original, forwards: originalForwards, superclass: superclassRaw, receiver: object, sel) else { return false }
        // Inherited: marked while it runs, as on the typed path, so that a forwarding
        // loop back into this hook is seen (see `dispatch`).
        let marked = original == nil
        if marked { tl_guard_push(UnsafeRawPointer(object.raw), selectorName, UnsafeRawPointer(cls.raw)) }
        let invoked = tl_invocation_invoke_imp(invocation.raw, object.raw, sel, imp)
        if marked { tl_guard_pop() }
        if invoked { return true }
        // Apple's runtime has no public way to run an IMP with an NSInvocation: run it
        // under an alias selector, as Aspects does (the original then sees the alias
        // as _cmd). Not reachable on the GNU runtime, where the branch above runs.
        let alias = ObjCSelector("__traceless_original_" + selector.name)
        _ = tl_class_replace_method(cls.raw, alias.raw, imp, types)
        invocation.send("setSelector:", alias)
        invocation.send("invokeWithTarget:", object)
        invocation.send("setSelector:", selector)
        return true
    }

    /// Runs the handlers around the original. The hot path of every hooked call.
    ///
    /// Static, with the snapshot unmanaged (it and its interception live for the
    /// process), so that the whole call compiles into the entry point's function:
    /// no reference counting and no closure frame in between.
    @inline(__always)
    static func dispatch(
        _ set: Unmanaged<HandlerSet>, _ object: ObjCObject, _ sel: OpaquePointer, _ storage: HookInvocation.Storage
    ) -> UInt {
        // Somebody may call our entry point under another selector: Aspects and
        // RxCocoa keep the implementation they replaced under an alias
        // (`aspects__x`), method exchangers under their own name. We still stand for
        // our selector: the original is looked up, and runs, under it.
        var sel = sel
        let (owner, own, original, arity, before) = set._withUnsafeGuaranteedRef {
            ($0.interception, $0.selector, $0.original, $0.arity, $0.before)
        }
        if !tl_sel_same(sel, own) {
            // Called back under an alias while this very call is on its way to our
            // inherited original: a forwarding hooker on our class (Aspects in place)
            // and one on the superclass (an Aspects class hook, JSPatch) hand the call
            // to each other forever. Cut the loop: the superclass's implementation as
            // it was when we patched, if it differs from the one that looped back.
            if owner._withUnsafeGuaranteedRef({ $0.isLoopingBack(object) }) {
                return owner._withUnsafeGuaranteedRef { $0.cutForwardingLoop(object, storage) }
            }
            sel = own
        }
        var frame = HookInvocation.Frame(
            object: object, rawSelector: sel, storage: storage, owner: owner, original: original, arity: arity)
        // Unprotected: the frame holds no buffer a handler could overrun, and a stack
        // canary would be checked on every hooked call.
        return _withUnprotectedUnsafeMutablePointer(to: &frame) { frame in
            var call = HookInvocation(frame: frame)
            for box in before {
                box._withUnsafeGuaranteedRef { if $0.entry.applies(to: object) { $0.entry.handler(&call) } }
            }
            let (instead, after) = set._withUnsafeGuaranteedRef { ($0.instead, $0.after) }
            var replaced = false
            for box in instead where !replaced {
                box._withUnsafeGuaranteedRef {
                    if $0.entry.applies(to: object) {
                        $0.entry.handler(&call)
                        replaced = true
                    }
                }
            }
            // Once a call: a `before` handler may have run it already.
            if !replaced && !frame.pointee.originalInvoked { call.invokeOriginal() }
            for box in after {
                box._withUnsafeGuaranteedRef { if $0.entry.applies(to: object) { $0.entry.handler(&call) } }
            }
            return frame.pointee.returnWord
        }
    }

    /// The common case of a trampoline's call, kept apart so that it pays for no more
    /// than it does: only `before` handlers, the caller's own selector (whatever
    /// spelling of its types the caller's selector carries: GCC's runtime gives each
    /// spelling its own pointer), and the class's own original, which the trampoline
    /// then jumps to unless a handler ran it.
    @inline(__always)
    static func runBefore(
        _ set: Unmanaged<HandlerSet>, _ object: ObjCObject, _ sel: OpaquePointer, _ words: UnsafePointer<UInt>,
        then original: UnsafeMutableRawPointer
    ) -> tl_trampoline_result {
        let (owner, arity, before) = set._withUnsafeGuaranteedRef { ($0.interception, $0.arity, $0.before) }
        var frame = HookInvocation.Frame(
            object: object, rawSelector: sel, storage: .words(words), owner: owner, original: original, arity: arity)
        return _withUnprotectedUnsafeMutablePointer(to: &frame) { frame in
            var call = HookInvocation(frame: frame)
            // One handler, the usual case, without a loop's registers to save.
            if before.count == 1 {
                before[0]._withUnsafeGuaranteedRef { if $0.entry.applies(to: object) { $0.entry.handler(&call) } }
            } else {
                runEach(before, &call)
            }
            return frame.pointee.originalInvoked
                ? tl_trampoline_result(value: frame.pointee.returnWord, then: nil) : tl_trampoline_result(value: 0, then: original)
        }
    }

    /// Several `before` handlers, out of `runBefore`'s way.
    @inline(never)
    private static func runEach(_ handlers: UnsafeBufferPointer<Unmanaged<HandlerBox>>, _ call: inout HookInvocation) {
        let object = call.object
        for box in handlers {
            box._withUnsafeGuaranteedRef { if $0.entry.applies(to: object) { $0.entry.handler(&call) } }
        }
    }

    /// Any other trampoline call, run whole here (and out of `runBefore`'s way).
    @inline(never)
    static func dispatchFromTrampoline(
        _ set: Unmanaged<HandlerSet>, _ object: ObjCObject, _ sel: OpaquePointer, _ words: UnsafePointer<UInt>
    ) -> tl_trampoline_result {
        tl_trampoline_result(value: dispatch(set, object, sel, .words(words)), then: nil)
    }

    private func isLoopingBack(_ object: ObjCObject) -> Bool {
        inheritedAtPatch != nil && tl_guard_contains(UnsafeRawPointer(object.raw), selectorName, UnsafeRawPointer(cls.raw))
    }

    /// The forwarding path's call: its own NSInvocation, with the handlers as they are now.
    func dispatch(_ object: ObjCObject, _ sel: OpaquePointer, invocation: ObjCObject) {
        let raw = handlers.read { Unmanaged.passUnretained($0) }
        _ = Self.dispatch(raw, object, sel, .invocation(invocation))
    }

    fileprivate func cutForwardingLoop(_ object: ObjCObject, _ storage: HookInvocation.Storage) -> UInt {
        LoopCuts.record(cls.name, selector.name)
        guard let imp = inheritedAtPatch,
              imp != superclassRaw.flatMap({ tl_super_lookup(object.raw, $0, rawSelector) }) else { return 0 }
        switch storage {
        case .words(let words):
            return tl_call_words(imp, object.raw, rawSelector, arity, words)
        case .invocation(let invocation):
            _ = tl_invocation_invoke_imp(invocation.raw, object.raw, rawSelector, imp)
            return 0
        }
    }

    /// True while the class still runs our entry point for the selector.
    var isCurrent: Bool {
        cls.ownMethod(selector)?.implementation.map { UnsafeMutableRawPointer($0) } == installedIMP
    }
}

/// The function every static trampoline calls, with the hook's current `HandlerSet`.
let trampolineDispatcher: tl_trampoline_fn = dispatchTrampolineCall

/// ``trampolineDispatcher``'s body, as the C function the trampolines call: a closure
/// converted to a C function pointer is a function of its own behind a jump.
@_cdecl("tl_swift_trampoline_dispatch") @inline(__always)
func dispatchTrampolineCall(
    _ context: UnsafeMutableRawPointer?, _ object: tl_id?, _ cmd: tl_sel?, _ words: UnsafePointer<UInt>?
) -> tl_trampoline_result {
    // Never nil: a trampoline passes its context (set before its IMP is installed), the
    // receiver, `_cmd` and its own array.
    let set = Unmanaged<HandlerSet>.fromOpaque(context.unsafelyUnwrapped)
    let object = ObjCObject(raw: object.unsafelyUnwrapped), cmd = cmd.unsafelyUnwrapped
    // By the selector's key, not its pointer: GCC's runtime gives each spelling of a
    // selector's types a pointer of its own, and code compiled elsewhere calls with one.
    if let original = set._withUnsafeGuaranteedRef({ $0.isBeforeOnly && $0.selectorKey == selectorKey(cmd) ? $0.original : nil }) {
        return Interception.runBefore(set, object, cmd, words.unsafelyUnwrapped, then: original)
    }
    return Interception.dispatchFromTrampoline(set, object, cmd, words.unsafelyUnwrapped)
}

/// A selector's key, shared by every spelling of its types: the selector on Apple's
/// runtime, the name's index (its first word) on GCC's. C's `tl_sel_key` reads the same;
/// this one is Swift's because the C entry above does not inline the C function, and
/// `HandlerSet.selectorKey` is made by it too, so that both sides of the comparison are
/// read alike.
@inline(__always)
func selectorKey(_ sel: tl_sel) -> UnsafeRawPointer? {
    #if canImport(Darwin)
    UnsafeRawPointer(sel)
    #else
    UnsafeRawPointer(sel).load(as: UnsafeRawPointer?.self)
    #endif
}

/// The function every entry point made on demand calls: it runs the whole call.
let madeEntryDispatcher: tl_dispatch_fn = { context, object, cmd, words in
    Interception.dispatch(Unmanaged<HandlerSet>.fromOpaque(context!), ObjCObject(raw: object!), cmd!, .words(words!))
}

/// The function every forwarding entry point calls (GNU runtime): the call's own
/// NSInvocation goes straight to the interception the entry point belongs to.
let forwardingDispatcher: tl_forward_fn = { context, object, cmd, invocation in
    Unmanaged<Interception>.fromOpaque(context!)._withUnsafeGuaranteedRef {
        $0.dispatch(ObjCObject(raw: object!), cmd!, invocation: ObjCObject(raw: invocation!))
    }
}

/// Forwarding loops cut (see `Interception.dispatch`), for diagnostics.
public enum LoopCuts {
    private static let lock = RuntimeLock()
    nonisolated(unsafe) private static var cuts: [String: Int] = [:]

    /// `-[Class selector]` -> how many times a loop through it was cut.
    public static var all: [String: Int] { lock.withLock { cuts } }

    static func record(_ className: String, _ selector: String) {
        lock.withLock { cuts["-[\(className) \(selector)]", default: 0] += 1 }
    }
}
