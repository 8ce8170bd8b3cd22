import Traceless
import TracelessRuntime

/// Turns a control's or recogniser's action into an ``Interaction``: the screen
/// found up the responder chain, the element, the business selector, the key
/// (``TrackingTarget/reportedKey(view:recognizer:)``) and where the finger was. Text
/// comes from ``UIKitIntrospection``, which never reads a text input.
enum InteractionCapture {
    static func controlAction(
        _ control: ObjCObject, event: ControlEvent, action: String, elementKey: String, programmatic: Bool,
        value: Screen.Value?, plugin: PluginID
    ) -> Interaction {
        var element = UIKitIntrospection.element(for: control)
        element.value = value
        return Interaction(
            kind: .controlAction, plugin: plugin.rawValue,
            screen: UIKitIntrospection.screen(of: control),
            element: element,
            selector: action, controlEvent: event.rawValue, elementKey: elementKey,
            attributes: programmatic ? ["programmatic": "true"] : [:],
            tap: programmatic ? nil : UserTouches.position(in: control))
    }

    static func gesture(
        _ recognizer: ObjCObject, view: ObjCObject?, state: Int, action: String, elementKey: String, plugin: PluginID
    ) -> Interaction {
        Interaction(
            kind: .gesture, plugin: plugin.rawValue,
            screen: view.flatMap(UIKitIntrospection.screen(of:)),
            element: view.map { UIKitIntrospection.element(for: $0) },
            selector: action,
            gesture: Gesture(recognizerClass: UIKitClasses.presentableName(of: recognizer), state: state),
            elementKey: elementKey, tap: UserTouches.position(in: view))
    }
}
