import Foundation

/// What ``WebBridgePlugin`` did with the messages pages sent since it started.
///
/// ```swift
/// let stats = webBridge.statistics
/// print(stats.delivered, stats.refused, stats.recentRefusals)
/// ```
public struct WebBridgeStatistics: Hashable, Sendable {
    /// Messages turned into events.
    public var delivered = 0
    /// Messages refused (each also in the registry's diagnostics).
    public var refused = 0
    /// The latest refusals, oldest first (the last 16).
    public var recentRefusals: [WebMessageRefusal] = []

    public init(delivered: Int = 0, refused: Int = 0, recentRefusals: [WebMessageRefusal] = []) {
        self.delivered = delivered
        self.refused = refused
        self.recentRefusals = recentRefusals
    }
}

/// The running counts, updated on whatever thread a page's message arrives.
final class WebBridgeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = WebBridgeStatistics()
    private static let kept = 16

    func delivered() { lock.withLock { value.delivered += 1 } }

    func refused(_ refusal: WebMessageRefusal) {
        lock.withLock {
            value.refused += 1
            value.recentRefusals.append(refusal)
            if value.recentRefusals.count > Self.kept { value.recentRefusals.removeFirst() }
        }
    }

    func reset() { lock.withLock { value = WebBridgeStatistics() } }
    var current: WebBridgeStatistics { lock.withLock { value } }
}
