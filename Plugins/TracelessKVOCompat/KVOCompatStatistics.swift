import Foundation

/// What ``KVOCompatPlugin`` met since it started: each time key-value observing
/// moved an object carrying Traceless's hooks into its class or back out, whether
/// the hooks followed it, or it was left alone (the reasons are in
/// `Traceless.diagnostics.skipped`).
///
/// ```swift
/// let stats = kvoCompat.statistics
/// print(stats.met, stats.followed, stats.leftAlone)
/// ```
public struct KVOCompatStatistics: Hashable, Sendable {
    public var met = 0
    public var followed = 0
    public var leftAlone = 0

    public init(met: Int = 0, followed: Int = 0, leftAlone: Int = 0) {
        self.met = met
        self.followed = followed
        self.leftAlone = leftAlone
    }
}

/// The running counts, updated on whatever thread changed KVO.
final class KVOCompatCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = KVOCompatStatistics()

    func update(_ body: (inout KVOCompatStatistics) -> Void) { lock.withLock { body(&value) } }
    var current: KVOCompatStatistics { lock.withLock { value } }
}
