import Foundation

/// The database's files on disk: whether they can be written, and the damaged copies kept
/// aside after a corruption.
extension EventStore {
    /// What a recovery report says: why the file was replaced, and what was kept.
    static func describe(_ reason: String, kept: Int) -> String {
        "\(reason); \(kept) readable events kept"
    }

    /// Whether the file exists but neither it nor its directory can be written (a read-only
    /// mount answers EROFS even to root), for which SQLite only says "unable to open".
    static func isReadOnlyLocation(_ url: URL) -> Bool {
        guard FileManager.default.fileExists(atPath: url.path) else { return false }
        return access(url.path, W_OK) != 0 || access(url.deletingLastPathComponent().path, W_OK) != 0
    }

    /// Renames the database and its journal (and the WAL and shared-memory files an earlier
    /// version may have left) to `<name>.corrupt-<time>`,
    /// first removing any earlier damaged copy: one is enough for support, and a device
    /// whose storage keeps failing must not fill up with them.
    static func moveAside(_ url: URL) -> URL? {
        removeDamagedCopies(of: url, olderThan: 0)
        let stamp = Int(Date().timeIntervalSince1970 * 1000)
        let target = url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).corrupt-\(stamp)")
        var moved: URL?
        for suffix in ["", "-journal", "-wal", "-shm"] {
            let source = URL(fileURLWithPath: url.path + suffix)
            guard FileManager.default.fileExists(atPath: source.path) else { continue }
            let destination = URL(fileURLWithPath: target.path + suffix)
            if (try? FileManager.default.moveItem(at: source, to: destination)) != nil {
                if suffix.isEmpty { moved = destination }
            } else {
                try? FileManager.default.removeItem(at: source)
            }
        }
        return moved
    }

    /// Removes `<name>.corrupt-*` files older than `age` seconds.
    static func removeDamagedCopies(of url: URL, olderThan age: Double) {
        let directory = url.deletingLastPathComponent()
        let prefix = url.lastPathComponent + ".corrupt-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        let now = Date()
        for name in names where name.hasPrefix(prefix) {
            let path = directory.appendingPathComponent(name).path
            let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date ?? .distantPast
            if now.timeIntervalSince(modified) >= age { try? FileManager.default.removeItem(atPath: path) }
        }
    }
}
