import Traceless
import TracelessRuntime

/// Turns a control's or recogniser's action into an ``Interaction``: the screen of the
/// element's controller, the element, the business selector, the key (`key` builds it
/// from the element's place: ``TrackingTarget/reportedKey(place:view:recognizer:)``) and
/// where the finger was — from one walk up the element's superviews. Nil when the
/// element or a view it sits in is ignored (``ElementAnnotations``). Text comes from
/// ``UIKitIntrospection``, which never reads a text input.
enum InteractionCapture {
    static func controlAction(
        _ control: ObjCObject, event: ControlEvent?, action: String, programmatic: Bool,
        value: Screen.Value?, plugin: PluginID, key: (ElementPlace) -> String
    ) -> Interaction? {
        var described = UIKitIntrospection.describe(control)
        guard !described.isIgnored else { return nil }
        described.element.value = value
        return Interaction(
            kind: .controlAction, plugin: plugin.rawValue, screen: described.screen, element: described.element,
            selector: action, controlEvent: event?.rawValue, elementKey: key(described.place),
            attributes: programmatic ? ["programmatic": "true"] : [:],
            tap: programmatic ? nil : UserTouches.position(in: control))
    }

    static func gesture(
        _ recognizer: ObjCObject, view: ObjCObject?, state: Int, action: String, plugin: PluginID,
        key: (ElementPlace) -> String
    ) -> Interaction? {
        let described = view.map { UIKitIntrospection.describe($0) }
        guard described?.isIgnored != true else { return nil }
        return Interaction(
            kind: .gesture, plugin: plugin.rawValue, screen: described?.screen, element: described?.element,
            selector: action,
            gesture: Gesture(recognizerClass: UIKitClasses.presentableName(of: recognizer), state: state),
            elementKey: key(described?.place ?? ElementPlace(screen: "-", element: "-")),
            tap: UserTouches.position(in: view))
    }
}
