import Foundation
import Traceless

/// The last page the user saw, for the next page view's `$referrer`. Only pages
/// are recorded (containers never appear as pages), so a container is never a
/// referrer.
final class Referrer: @unchecked Sendable {
    private let lock = NSLock()
    private var last: Screen?

    /// Records `page` as the latest page and returns the one before it.
    func advance(to page: Screen) -> Screen? {
        lock.withLock {
            defer { last = page }
            return last
        }
    }

    func reset() { lock.withLock { last = nil } }
}
