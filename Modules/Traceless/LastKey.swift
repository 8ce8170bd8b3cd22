import Synchronization

/// The element key a reporter built last, and what it built it from: the same element
/// reported again (its place's strings kept by ``PathMemo``, so compared by identity
/// first) gets the key without its bytes being joined again.
///
/// ```swift
/// let key = lastKey.key(place, senderClass) { place.key(senderClass, action, event) }
/// ```
package final class LastKey: Sendable {
    private struct Built {
        let place: ElementPlace
        let name: String
        let scope: String
        let key: String

        func isBuilt(from place: ElementPlace, _ name: String, _ scope: String) -> Bool {
            self.place == place && self.name == name && self.scope == scope
        }
    }

    private let last = Mutex<Built?>(nil)

    package init() {}

    /// The key for `place`, `name` and `scope` (whatever else the key is made of must be
    /// the reporter's own and fixed): the last one if they are the same, else `build()`.
    package func key(_ place: ElementPlace, _ name: String, _ scope: String = "", build: () -> String) -> String {
        // Compared in place, under the lock: copied out, its strings would be retained
        // and released to be compared.
        if let key = last.withLock({ $0?.isBuilt(from: place, name, scope) == true ? $0?.key : nil }) { return key }
        let key = build()
        last.withLock { $0 = Built(place: place, name: name, scope: scope, key: key) }
        return key
    }
}
