/// An ``AddressTable`` of words, for the other modules: a generic type is not
/// specialised across modules, and a plugin's table on a hot path (the delegate
/// proxies' keeper) keeps its objects by address as `Unmanaged` pointers.
///
/// ```swift
/// let table = AddressWords()
/// table.insert(UInt(bitPattern: Unmanaged.passRetained(entry).toOpaque()), for: view.objcWord)
/// ```
package final class AddressWords {
    private let table = AddressTable<UInt>()

    package init() {}

    package var count: Int { table.count }

    package subscript(key: UInt) -> UInt? { table[key] }

    /// Sets `key`'s word.
    package func insert(_ word: UInt, for key: UInt) {
        _ = table.modify(key, default: { word }, isEmpty: { _ in false }) { $0 = word }
    }

    @discardableResult
    package func removeWord(for key: UInt) -> UInt? { table.removeValue(for: key) }

    /// Each key and word, in no order.
    package func forEach(_ body: (UInt, UInt) -> Void) { table.forEach(body) }
}
