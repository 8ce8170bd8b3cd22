/// The unique key of a tracked target-action pair:
/// (business target class, sender class, action name, control event), written
/// `TargetClass.SenderClass.action.Event`.
///
/// It names a kind of interaction, not one view: two buttons of one class that
/// send one action to one controller class for one event share a key (their
/// interactions still differ by view path). Gestures have no control event, so
/// their key has three parts.
///
/// A closure-box target (RxCocoa's `ControlTarget`, a block helper: ``ClosureBoxRule``)
/// is not keyed this way: its class names every binding alike, so its interactions
/// carry the element's place on its screen instead (``ElementPlace``).
///
/// ```swift
/// let key = ElementKey(targetClass: "CheckoutViewController", senderClass: "UIButton",
///                      action: "pay:", controlEvent: ControlEvent(rawValue: 1 << 6))
/// key.description // "CheckoutViewController.UIButton.pay:.TouchUpInside"
/// ```
public struct ElementKey: Hashable, Sendable, CustomStringConvertible {
    /// What `-class` answers for the business target; the string `nil` for an
    /// action sent up the responder chain (nil target).
    public let targetClass: String
    /// The control's or gesture recogniser's class.
    public let senderClass: String
    /// The business action's selector name.
    public let action: String
    /// The single control event bit; nil for a gesture.
    public let controlEvent: ControlEvent?

    public init(targetClass: String, senderClass: String, action: String, controlEvent: ControlEvent?) {
        self.targetClass = targetClass
        self.senderClass = senderClass
        self.action = action
        self.controlEvent = controlEvent
    }

    public var description: String {
        let parts = [targetClass, senderClass, action] + (controlEvent.map { [$0.name] } ?? [])
        return parts.joined(separator: ".")
    }
}
