/// What the writer shows its observer (the inspector).
extension EventWriter {
    /// Hands `event` to the observer at `stage`, as its message. An event the redaction hook
    /// has not passed is shown without its properties and traits: the inspector sees what
    /// uploads would, never more.
    func observe(_ stage: EventStage, _ event: Event, redacted: Bool, reason: String? = nil) {
        guard let observer else { return }
        var shown = event
        if !redacted { shown.properties = [:] }
        observer.observed(stage, message: MessageEncoding.encode(shown, context: context, traits: redacted ? traits : [:]),
                          reason: reason)
    }
}
