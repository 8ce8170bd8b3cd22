import Foundation

/// What ``RxCompatPlugin`` met since it started: RxCocoa targets added to controls
/// and recognisers, those it attributed (ControlTarget, GestureTarget) and those it
/// left to TargetAction's general closure-box rule (an RxCocoa class it does not
/// know). The same appears, with reasons, in `Traceless.diagnostics.skipped`.
///
/// ```swift
/// let stats = rxCompat.statistics
/// print(stats.met, stats.handled, stats.leftAlone)
/// ```
public struct RxCompatStatistics: Hashable, Sendable {
    public var met = 0
    public var handled = 0
    public var leftAlone = 0
    /// Implementations `rx.methodInvoked` saved before `start()`, pointed at Traceless's hooks.
    public var savedImplementationsRedirected = 0

    public init(met: Int = 0, handled: Int = 0, leftAlone: Int = 0, savedImplementationsRedirected: Int = 0) {
        self.met = met
        self.handled = handled
        self.leftAlone = leftAlone
        self.savedImplementationsRedirected = savedImplementationsRedirected
    }
}

/// The running counts, shared by the rule (called on whatever thread adds a target).
final class RxCompatCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = RxCompatStatistics()

    func update(_ body: (inout RxCompatStatistics) -> Void) { lock.withLock { body(&value) } }
    var current: RxCompatStatistics { lock.withLock { value } }
}
