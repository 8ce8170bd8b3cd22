import Traceless
import TracelessRuntime

/// Decides whether a delegate callback is a user's and reports it. Both
/// strategies run every callback through here, so they report the same things.
final class CallbackReporter: Sendable {
    let callback: DelegateCallback
    let context: PluginContext
    /// Copied out of `callback` so the call path reads a plain enum, not a struct
    /// holding strings (which would be retained and released on every call).
    private let proof: UserProof
    /// The mark that says "this callback is being reported for this view further up
    /// the stack": a chain of forwarding delegates reports once, not once per link.
    private let reportingKind: UInt32

    init(callback: DelegateCallback, context: PluginContext) {
        self.callback = callback
        self.context = context
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

    /// The `instead` body: decide, report, then run the callback as it was.
    func handle(_ call: inout HookInvocation, invoke: (inout HookInvocation) -> Void) {
        guard context.isActive, let view = call.objectArgument(0) else {
            invoke(&call)
            return
        }
        // The proof first: for a call that is not a user's it is the only cost.
        if isUsers(call, view), !ThreadMarks.consume(view, kind: reportingKind) {
            context.emit(interaction(call, view))
            ThreadMarks.push(view, kind: reportingKind)
            invoke(&call)
            ThreadMarks.pop()
            return
        }
        invoke(&call)
    }

    private func isUsers(_ call: HookInvocation, _ view: ObjCObject) -> Bool {
        switch proof {
        case .mark(let path): ThreadMarks.consume(view, kind: path.rawValue)
        case .visible: view.probe("isVisible")?.bool ?? false
        case .none: true
        }
    }

    private func interaction(_ call: HookInvocation, _ view: ObjCObject) -> Interaction {
        // An alert lives in its own window: its screen is the controller that is its
        // delegate, when it is one.
        let delegate = DelegateProxyClass.target(of: call.object) ?? call.object
        let screen = UIKitIntrospection.screen(of: view) ?? UIKitIntrospection.controller(of: delegate).map(UIKitIntrospection.screen(ofController:))
        var element = UIKitIntrospection.element(for: view)
        var attributes: [String: String] = [:]
        switch callback.kind {
        case .listSelection:
            let indexPath = call.objectArgument(1)
            element.indexPath = UIKitIntrospection.indexPath(indexPath)
            let cellSelector: Selector = callback.selector.name.hasPrefix("table") ? "cellForRowAtIndexPath:" : "cellForItemAtIndexPath:"
            if let indexPath, let cell = view.probe(cellSelector, indexPath)?.object {
                var cellElement = UIKitIntrospection.element(for: cell, indexPath: element.indexPath)
                if cellElement.text == nil, let label = cell.probe("textLabel")?.object {
                    cellElement.text = UIKitIntrospection.text(of: label)
                }
                element = cellElement
            }
        case .alertButton, .actionSheetButton:
            let index = call.intArgument(1)
            element.indexPath = Element.IndexPath(section: 0, item: index)
            element.text = UIKitIntrospection.string(view.probe("title")?.object)
            attributes["buttonIndex"] = "\(index)"
            attributes["buttonTitle"] = UIKitIntrospection.string(view.probe("buttonTitleAtIndex:", index)?.object)
        case .webNavigation, .webLoad:
            if let url = url(call, view) { attributes["url"] = url }
        default:
            break
        }
        let screenName = screen?.controllerClass ?? "-"
        return Interaction(
            kind: callback.kind, plugin: context.pluginID.rawValue, screen: screen, element: element,
            selector: callback.selector.name,
            elementKey: "\(screenName).\(element.className).\(callback.selector.name)",
            attributes: attributes)
    }

    private func url(_ call: HookInvocation, _ view: ObjCObject) -> String? {
        // UIWebView passes the request; WKWebView a navigation action holding one.
        var request: ObjCObject?
        if callback.selector.name == "webView:shouldStartLoadWithRequest:navigationType:" {
            request = call.objectArgument(1)
        } else if callback.selector.name == "webView:decidePolicyForNavigationAction:decisionHandler:" {
            request = call.objectArgument(1)?.probe("request")?.object
        } else {
            request = view.probe("request")?.object
        }
        let url = request?.probe("URL")?.object ?? view.probe("URL")?.object
        return UIKitIntrospection.string(url?.probe("absoluteString")?.object)
    }
}
