import Traceless
import TracelessRuntime

/// Turns a control's or recogniser's action into an ``Interaction``: the screen
/// found up the responder chain, the element, the business selector and the key.
/// Text comes from ``UIKitIntrospection``, which never reads a text field.
enum InteractionCapture {
    static func controlAction(
        _ control: ObjCObject, event: ControlEvent, key: ElementKey, programmatic: Bool, plugin: PluginID
    ) -> Interaction {
        Interaction(
            kind: .controlAction, plugin: plugin.rawValue,
            screen: UIKitIntrospection.screen(of: control),
            element: UIKitIntrospection.element(for: control),
            selector: key.action, controlEvent: event.rawValue, elementKey: key.description,
            attributes: programmatic ? ["programmatic": "true"] : [:])
    }

    static func gesture(_ recognizer: ObjCObject, state: Int, key: ElementKey, plugin: PluginID) -> Interaction {
        let view = recognizer.probe("view")?.object
        return Interaction(
            kind: .gesture, plugin: plugin.rawValue,
            screen: view.flatMap(UIKitIntrospection.screen(of:)),
            element: view.map { UIKitIntrospection.element(for: $0) },
            selector: key.action,
            gesture: Gesture(recognizerClass: recognizer.probedClass.name, state: state),
            elementKey: key.description)
    }
}
