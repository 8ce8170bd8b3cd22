/// What one tracking target stands beside: (business target class, sender class,
/// action, control event). An owner holds one tracking target per pair, so adding the
/// same pair twice tracks it once; the pair never reaches an event (its key names the
/// element's place: ``TrackingTarget/reportedKey(view:recognizer:)``).
struct TrackedPair: Hashable, Sendable, CustomStringConvertible {
    /// What `-class` answers for the business target; `nil` for an action sent up
    /// the responder chain (nil target).
    let targetClass: String
    /// The control's or gesture recogniser's class.
    let senderClass: String
    /// The business action's selector name.
    let action: String
    /// The single control event bit; nil for a gesture.
    let controlEvent: ControlEvent?

    var description: String {
        ([targetClass, senderClass, action] + (controlEvent.map { [$0.name] } ?? [])).joined(separator: ".")
    }
}
