import CSQLite
import Foundation

/// Reads what SQLite can still read out of a damaged queue, so that one bad page does not
/// cost every event: the readable rows go into the fresh database that replaces it.
///
/// A range scan stops at the first damaged page. Then single rows are looked up by their
/// number (a lookup only touches the pages on its own path, so rows past the damage are
/// found), and after many misses in a row the search jumps ahead in growing steps, so a
/// queue whose row numbers run into the millions is crossed in a few hundred lookups.
struct Salvage {
    var events: [(id: String, payload: [UInt8])] = []
    var meta: [(key: String, value: String)] = []

    /// Misses in a row before the search starts to jump.
    static let probesBeforeJumping = 1_000

    init() {}

    init(from url: URL) {
        (events, meta) = Self.read(url)
    }

    private static func read(_ url: URL) -> ([(id: String, payload: [UInt8])], [(key: String, value: String)]) {
        var events: [(id: String, payload: [UInt8])] = []
        var meta: [(key: String, value: String)] = []
        guard let connection = try? SQLiteConnection(path: url.path, readOnly: true) else { return ([], []) }
        defer { connection.close() }
        try? connection.run("SELECT key, value FROM meta") { row in
            if let key = row.text(0), let value = row.text(1) { meta.append((key, value)) }
        }
        let last = (try? connection.scalarInt("SELECT seq FROM sqlite_sequence WHERE name = 'events'")).flatMap { $0 }
            ?? (try? connection.scalarInt("SELECT max(row) FROM events")).flatMap { $0 }
            ?? Int64(Int32.max)
        var next: Int64 = 0
        var misses = 0
        var step: Int64 = 1
        while next <= last {
            var found = false
            do {
                try connection.run("SELECT row, message_id, payload FROM events WHERE row >= ? ORDER BY row", [.int(next)]) { row in
                    found = true
                    misses = 0
                    step = 1
                    next = row.int(0) + 1
                    if let id = row.text(1) { events.append((id, row.blob(2))) }
                }
                return (events, meta)  // the scan reached the end
            } catch {
                // `next` is the first row the scan could not read past.
            }
            if found { continue }
            var probed = false
            try? connection.run("SELECT row, message_id, payload FROM events WHERE row = ?", [.int(next)]) { row in
                probed = true
                if let id = row.text(1) { events.append((id, row.blob(2))) }
            }
            if probed {
                misses = 0
                step = 1
                next += 1
                continue
            }
            misses += 1
            if misses > Self.probesBeforeJumping {
                step = min(step * 2, Int64(1) << 40)
                next += step
            } else {
                next += 1
            }
        }
        return (events, meta)
    }

    /// Writes the rows into a fresh database, in their old order; returns how many.
    func restore(into connection: SQLiteConnection) throws(SQLiteError) -> Int {
        guard !events.isEmpty || !meta.isEmpty else { return 0 }
        try connection.execute("BEGIN IMMEDIATE")
        do throws(SQLiteError) {
            for (id, payload) in events {
                try connection.run("INSERT INTO events(message_id, payload) VALUES (?, ?)", [.text(id), .blob(payload)])
            }
            for (key, value) in meta {
                try connection.run("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", [.text(key), .text(value)])
            }
            try connection.execute("COMMIT")
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
        return events.count
    }
}
