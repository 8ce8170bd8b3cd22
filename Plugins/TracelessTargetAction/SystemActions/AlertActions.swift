import Foundation
import Traceless
import TracelessRuntime

/// Taps on the actions of a `UIAlertController`, alert or action sheet.
///
/// The actions are not controls: on a device one selection-tracking recogniser on the
/// alert's action group view (UIKit's wiring, not tracked) finds the action under the
/// finger and asks the alert to dismiss itself for it
/// (`-[UIAlertController _dismissAnimated:triggeringAction:triggeredByPopoverDimmingView:dismissCompletion:]`),
/// and the action's handler runs once the dismissal is over
/// (`-[UIAlertController _invokeHandlersForAction:]`), when the alert no longer knows who
/// presented it. Reported once, at the first of the two steps this UIKit has: a
/// `.alertButton` (or `.actionSheetButton`) named by the action's title, with its style
/// and index, on the page that presented the alert (remembered when it was presented),
/// keyed `Page.UIAlertAction(alert:2/1)`: the alert's style and number of actions, then
/// the action's index — or the identifiers the app gave the alert (`#...`).
/// Presenting an alert is no event, and an alert is no page.
final class AlertActions: @unchecked Sendable {
    private let lock = NSLock()
    /// Alert address -> the page that presented it (its screen and class), while the alert lives.
    private var presenters: [UInt: (screen: Screen, scope: String)] = [:]
    private let reportsAtDismissal: Bool

    init() {
        reportsAtDismissal = ObjCClass(named: "UIAlertController")?.instanceMethod(Self.dismissal) != nil
    }

    static let alertClass = ObjCClass(named: "UIAlertController")
    static let dismissal: ObjCSelector = "_dismissAnimated:triggeringAction:triggeredByPopoverDimmingView:dismissCompletion:"
    static let handlers: ObjCSelector = "_invokeHandlersForAction:"

    /// `presentViewController:animated:completion:` on `presenter`.
    func willPresent(_ controller: ObjCObject?, from presenter: ObjCObject) {
        guard let controller, let alertClass = Self.alertClass, controller.probeKind(of: alertClass) else { return }
        let page = UIKitIntrospection.visiblePage(of: Self.outermost(presenter))
        let presented = (UIKitIntrospection.screen(ofController: page), page.probedClass.name)
        let key = controller.objcWord
        let isNew = lock.withLock { presenters.updateValue(presented, forKey: key) == nil }
        if isNew {
            ObjectLifetime.onDeallocation(of: controller, key: ObjectIdentifier(self)) { [weak self] in
                self?.lock.withLock { _ = self?.presenters.removeValue(forKey: key) }
            }
        }
    }

    /// The alert is dismissed for `action` (a user's tap on it).
    func willDismiss(_ alert: ObjCObject, for action: ObjCObject?, context: PluginContext) {
        guard reportsAtDismissal, let action else { return }
        report(action, of: alert, context: context)
    }

    /// The action's handlers are about to run.
    func willInvokeHandlers(_ alert: ObjCObject, for action: ObjCObject?, context: PluginContext) {
        guard !reportsAtDismissal, let action else { return }
        report(action, of: alert, context: context)
    }

    private func report(_ action: ObjCObject, of alert: ObjCObject, context: PluginContext) {
        guard context.isActive, UserTouches.isRecentTouch, !ElementAnnotations.isIgnored(action) else { return }
        let actions = alert.probe("actions")?.object.map(UIKitIntrospection.elements(of:)) ?? []
        let index = actions.firstIndex(of: action)
        let sheet = alert.probe("preferredStyle")?.int == 0
        let presenter = alert.probe("presentingViewController")?.object.map { UIKitIntrospection.visiblePage(of: Self.outermost($0)) }
            .map { (screen: UIKitIntrospection.screen(ofController: $0), scope: $0.probedClass.name) }
            ?? lock.withLock { presenters[alert.objcWord] }
        let title = UIKitIntrospection.string(action.probe("title")?.object)
        var element = UIKitIntrospection.element(for: action, showing: title)
        element.indexPath = index.map { Interaction.Element.IndexPath(section: 0, item: $0) }
        var attributes = ["actionStyle": Self.styleName(action.probe("style")?.int ?? 0)]
        if let index { attributes["buttonIndex"] = "\(index)" }
        if let title { attributes["buttonTitle"] = title }
        if let alertTitle = UIKitIntrospection.string(alert.probe("title")?.object) { attributes["alertTitle"] = alertTitle }
        let alertPlace = (ElementPlace.identifier(of: alert) ?? alert.probe("view")?.object.flatMap(ElementPlace.identifier(of:)))
            .map { "#" + $0 } ?? "\(sheet ? "actionSheet" : "alert"):\(actions.count)"
        let actionPlace = ElementPlace.identifier(of: action).map { "#" + $0 } ?? index.map(String.init) ?? "-"
        // Before the interaction, which the element moves into.
        let elementKey = ElementPlace(screen: presenter?.scope ?? "-", element: "\(alertPlace)/\(actionPlace)").key(element.className)
        context.emit(Interaction(
            kind: sheet ? .actionSheetButton : .alertButton, plugin: context.pluginID.rawValue,
            screen: presenter?.screen, element: consume element,
            elementKey: elementKey,
            attributes: attributes, tap: UserTouches.position()))
    }

    private static func styleName(_ style: Int) -> String {
        switch style {
        case 1: "cancel"
        case 2: "destructive"
        default: "default"
        }
    }

    /// The controller a presentation comes from: UIKit presents from the outermost parent.
    private static func outermost(_ controller: ObjCObject) -> ObjCObject {
        var current = controller
        for _ in 0..<64 {
            guard let parent = current.probe("parentViewController")?.object else { break }
            current = parent
        }
        return current
    }
}
