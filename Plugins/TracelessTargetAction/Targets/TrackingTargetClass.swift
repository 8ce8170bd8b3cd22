import TracelessRuntime

/// The Objective-C class of tracking targets, built at runtime: an NSObject
/// subclass carrying a ``TrackingTarget`` as Swift state, with one action for
/// controls and one for gesture recognisers.
///
/// Its instances are what UIKit calls beside the business target; nothing of
/// the business class is touched.
enum TrackingTargetClass {
    static let name = "TracelessTrackingTarget"
    /// `(sender, event)`: UIKit passes both to a two-argument action.
    static let controlAction: ObjCSelector = "traceless_controlAction:forEvent:"
    /// `(recognizer)`.
    static let gestureAction: ObjCSelector = "traceless_gestureAction:"

    /// The class, built on first use (later calls return the same class).
    static func build() throws(HookError) -> ObjCClass {
        let control: @convention(c) (OpaquePointer?, OpaquePointer?, OpaquePointer?, OpaquePointer?) -> Void = { object, _, sender, event in
            guard let object, let sender, let target = TrackingTargetClass.trackingTarget(of: object) else { return }
            target.controlSentAction(from: ObjCObject(raw: sender), event: ObjCObject(event))
        }
        let gesture: @convention(c) (OpaquePointer?, OpaquePointer?, OpaquePointer?) -> Void = { object, _, recognizer in
            guard let object, let recognizer, let target = TrackingTargetClass.trackingTarget(of: object) else { return }
            target.recognizerSentAction(ObjCObject(raw: recognizer))
        }
        guard let root = ObjCClass(named: "NSObject") else { throw .classNotFound("NSObject") }
        return try RuntimeClassBuilder.subclass(
            of: root, named: name,
            methods: [
                MethodDefinition(controlAction, types: "v@:@@", imp: unsafeBitCast(control, to: UnsafeMutableRawPointer.self)),
                MethodDefinition(gestureAction, types: "v@:@", imp: unsafeBitCast(gesture, to: UnsafeMutableRawPointer.self)),
            ],
            carriesState: true)
    }

    private static func trackingTarget(of raw: OpaquePointer) -> TrackingTarget? {
        RuntimeClassBuilder.state(of: ObjCObject(raw: raw)) as? TrackingTarget
    }
}
