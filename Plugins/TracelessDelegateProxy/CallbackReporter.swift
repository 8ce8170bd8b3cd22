import Traceless
import TracelessRuntime

/// Decides whether a delegate callback is a user's and reports it. Both
/// strategies run every callback through here, so they report the same things.
final class CallbackReporter: Sendable {
    /// Where the call goes once reported (or not).
    enum Continuation {
        /// The hooked class's own implementation (a delegate's class, hooked in place).
        case original
        /// The business delegate behind one of our proxies, with the same selector and
        /// arguments.
        case proxiedDelegate
    }

    let callback: DelegateCallback
    let context: PluginContext
    private let continuation: Continuation
    /// The address of the last delegate class found to have the callback's method
    /// (proxies only). A class never loses a method, so the next delegate of that
    /// class skips the check; a delegate whose isa changed (KVO) is checked again.
    private let classWithMethod = AtomicCounter()
    /// Copied out of `callback` so the call path reads a plain enum, not a struct
    /// holding strings (which would be retained and released on every call).
    private let proof: UserProof
    /// The mark that says "this callback is being reported for this view further up
    /// the stack": a chain of forwarding delegates reports once, not once per link.
    private let reportingKind: UInt32
    /// `ThreadMarks.pushed`, kept: most calls are not a user's, and with no mark pushed
    /// anywhere the proof is one load.
    private let marksPushed = ThreadMarks.pushed
    /// The key reported last (a list tapped again is the same element).
    private let lastKey = LastKey()
    /// The address of the last delegate class found to implement the callback itself (an
    /// app's, not UIKit's): the next delegate of that class skips the lookup.
    private let appsClass = AtomicCounter()

    init(callback: DelegateCallback, context: PluginContext, then continuation: Continuation) {
        self.callback = callback
        self.context = context
        self.continuation = continuation
        // Without the UIKit step nothing would ever be marked: report every call
        // rather than none (the plugin says so in diagnostics when it starts).
        if case .mark(let path) = callback.proof, !path.isAvailable {
            self.proof = .none
        } else {
            self.proof = callback.proof
        }
        let index = DelegateFamily.all.flatMap(\.callbacks).firstIndex { $0.selector == callback.selector } ?? 0
        reportingKind = 1000 + UInt32(index)
    }

    /// The `instead` body (a proxy's, where the platform has no pass-through): decide,
    /// report, then run the callback as it was. Inlined into the hook's closure: it runs on every call of a watched
    /// callback. Only the proof is read inline; a user's call goes on out of line, so
    /// that a call that is not one pays for nothing else (no frame for the report's
    /// values).
    @inline(__always)
    func handle(_ call: inout HookInvocation) {
        // The proof first: for a call that is not a user's it is the only cost.
        guard let view = call.objectArgument(0), isUsers(view) else {
            proceed(&call)
            return
        }
        handleUsers(&call, view)
    }

    /// The `before` body (over a method of the class's own: a delegate's class hooked
    /// in place, the proxy's pass-through): the same decision, and for a call that is
    /// not a user's nothing more, so that the hook's entry point goes on to that method
    /// itself, as it does for any `before` handler; a user's call is reported and runs
    /// the method here, inside its mark.
    @inline(__always)
    func handleBefore(_ call: inout HookInvocation) {
        guard let view = call.objectArgument(0), isUsers(view) else { return }
        handleUsers(&call, view)
    }

    @inline(never)
    private func handleUsers(_ call: inout HookInvocation, _ view: ObjCObject) {
        // (A user's mark is consumed even while switched off: nothing else reads it.)
        if context.isActive, !ThreadMarks.consume(view, kind: reportingKind) {
            report(call, view)
            ThreadMarks.push(view, kind: reportingKind)
            proceed(&call)
            ThreadMarks.pop()
            return
        }
        proceed(&call)
    }

    @inline(__always)
    private func proceed(_ call: inout HookInvocation) {
        switch continuation {
        case .original:
            call.invokeOriginal()
        case .proxiedDelegate:
            // Its class has the method (one table lookup), or it answers the selector
            // some other way (forwarding: ask it).
            guard let target = DelegateProxyClass.ownTarget(call.object) else { return }
            let isa = Int(bitPattern: target.isa.objcWord)
            if classWithMethod.value != isa {
                if target.hasMethod(call.rawSelector) {
                    classWithMethod.store(isa)
                } else if !target.responds(to: call.selector) {
                    return
                }
            }
            call.invoke(on: target)
        }
    }

    @inline(__always)
    private func isUsers(_ view: ObjCObject) -> Bool {
        switch proof {
        case .mark(let path): marksPushed.value != 0 && ThreadMarks.consume(view, kind: path.rawValue)
        case .visible: Self.isVisible(view)
        case .none: true
        }
    }

    @inline(never)
    private static func isVisible(_ view: ObjCObject) -> Bool { view.probe(isVisibleSelector)?.bool ?? false }

    /// Reports the interaction, unless the view (or one it sits in) asks to report
    /// nothing. The view is read in one walk up its superviews: its element, its place
    /// and its screen. Emitted where it is made: an interaction handed back is copied.
    private func report(_ call: HookInvocation, _ view: ObjCObject) {
        let delegate = DelegateProxyClass.target(of: call.object) ?? call.object
        guard !isUIKitsOwn(delegate) else { return }
        // A list's selection reports its cell: the list's own element is read only if
        // the cell cannot be.
        let readsElement = !callback.reportsOtherElement
        var described = UIKitIntrospection.describe(view, readsElement: readsElement)
        guard !described.isIgnored else { return }
        // An alert lives in its own window: its screen is the controller that is its
        // delegate, when it is one.
        let screen = described.screen.take() ?? UIKitIntrospection.controller(of: delegate).map(UIKitIntrospection.screen(ofController:))
        let elementKey = key(screen: screen?.controllerClass ?? "-", described)
        // The values are moved, not copied, from one step to the next: each is some ten
        // strings, which a copy would retain each.
        var details = CallbackDetails(view: view, read: readsElement ? described.takeElement() : nil)
        callback.describe(call, view, delegate, described, &details)
        context.emit(Interaction(
            kind: callback.kind, plugin: context.pluginID.rawValue, screen: screen, element: details.takeElement(),
            selector: callback.selector.name, elementKey: elementKey, attributes: details.attributes,
            tap: details.tapView.flatMap { UserTouches.position(in: $0) }))
    }

    /// Whether the delegate's callback is UIKit's own method: a view UIKit made for itself
    /// and delegates to its own classes (a date picker's wheels, a page view controller's
    /// scroll view) is UIKit's wiring, as a target-action pair of UIKit's is; what it
    /// does is reported where UIKit does it (the date picker's value, the page).
    private func isUIKitsOwn(_ delegate: ObjCObject) -> Bool {
        let isa = Int(bitPattern: delegate.isa.objcWord)
        if appsClass.value == isa { return false }
        let own = UIKitClasses.isUIKitWiring(target: delegate, action: callback.selector)
        if !own { appsClass.store(isa) }
        return own
    }

    /// ``key(screen:_:_:)`` for this callback, kept while the same element is reported.
    private func key(screen: String, _ described: ViewDescription) -> String {
        lastKey.key(described.place, described.element.className, screen) {
            Self.key(screen: screen, described, callback.selector.name)
        }
    }

    /// The view a callback is about (the list, not its reused cell; never the
    /// delegate, which may be a proxy of ours or RxCocoa's), keyed by its place on
    /// its screen: `UITableView(#orders)` or `UITableView(UIScrollView[0]/UITableView[1])`.
    /// Two lists of one screen get two keys; a relaunch or a reload the same one. A
    /// view on no controller's screen (an alert's own window) is keyed by its class.
    ///
    /// `Screen.UITableView(place).selector`, built as bytes and made a String once.
    static func key(screen: String, _ described: ViewDescription, _ selector: String) -> String {
        let name = described.element.className
        let place = described.place
        var key: [UInt8] = []
        key.reserveCapacity(screen.utf8.count + name.utf8.count + place.element.utf8.count + selector.utf8.count + 4)
        key.append(contentsOf: screen.utf8)
        key.append(UInt8(ascii: "."))
        key.append(contentsOf: name.utf8)
        if place.screen != "-" {
            key.append(UInt8(ascii: "("))
            key.append(contentsOf: place.element.utf8)
            key.append(UInt8(ascii: ")"))
        }
        key.append(UInt8(ascii: "."))
        key.append(contentsOf: selector.utf8)
        return String(decoding: key, as: UTF8.self)
    }

    // Registered once: registration hashes the name.
    private static let isVisibleSelector: ObjCSelector = "isVisible"
}
