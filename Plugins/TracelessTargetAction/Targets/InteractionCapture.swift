import Traceless
import TracelessRuntime

/// Turns a control's or recogniser's action into an ``Interaction`` and emits it: the
/// screen of the element's controller, the element, the business selector, the key
/// (`key` builds it from the element's place:
/// ``TrackingTarget/reportedKey(place:view:recognizer:)``) and where the finger was —
/// from one walk up the element's superviews. Nothing when the element or a view it sits
/// in is ignored (``ElementAnnotations``). Text comes from ``UIKitIntrospection``, which
/// never reads a text input. Emitted where it is made: an interaction handed back, some
/// twenty strings, is copied.
enum InteractionCapture {
    static func controlAction(
        _ control: ObjCObject, event: ControlEvent?, action: String, programmatic: Bool,
        value: Screen.Value?, context: PluginContext, key: (ElementPlace) -> String
    ) {
        var described = UIKitIntrospection.describe(control)
        guard !described.isIgnored else { return }
        described.element.value = value
        let elementKey = key(described.place)
        // Moved into the interaction, not copied: each is a handful of strings.
        context.emit(Interaction(
            kind: .controlAction, plugin: context.pluginID.rawValue, screen: described.screen.take(), element: described.takeElement(),
            selector: action, controlEvent: event?.rawValue, elementKey: elementKey,
            attributes: programmatic ? ["programmatic": "true"] : [:],
            tap: programmatic ? nil : UserTouches.position(in: control)))
    }

    static func gesture(
        _ recognizer: ObjCObject, view: ObjCObject?, state: Int, action: String, context: PluginContext,
        key: (ElementPlace) -> String
    ) {
        var described = view.map { UIKitIntrospection.describe($0) }
        guard described?.isIgnored != true else { return }
        let elementKey = key(described?.place ?? ElementPlace(screen: "-", element: "-"))
        context.emit(Interaction(
            kind: .gesture, plugin: context.pluginID.rawValue, screen: described?.screen.take() ?? nil, element: described?.takeElement(),
            selector: action,
            gesture: Gesture(recognizerClass: ClassFacts.of(recognizer).name, state: state),
            elementKey: elementKey, tap: UserTouches.position(in: view)))
    }
}
