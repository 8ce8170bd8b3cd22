import CSQLite
import Foundation

/// The collector's SQLite table of events, deduplicated by `messageId` as Segment's
/// backend does. Used only from the ``CollectorState`` actor.
final class CollectorStore {
    private var db: OpaquePointer?
    private var insert: OpaquePointer?

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init(path: String?) throws {
        guard sqlite3_open(path ?? ":memory:", &db) == SQLITE_OK else {
            throw Failure(description: "cannot open \(path ?? ":memory:"): \(String(cString: sqlite3_errmsg(db)))")
        }
        try exec("PRAGMA journal_mode=WAL")
        try exec("""
            CREATE TABLE IF NOT EXISTS events(
                message_id TEXT PRIMARY KEY, type TEXT, event TEXT, user_id TEXT, anonymous_id TEXT,
                json TEXT NOT NULL, received_at REAL NOT NULL)
            """)
        guard sqlite3_prepare_v2(db, "INSERT OR IGNORE INTO events VALUES (?, ?, ?, ?, ?, ?, ?)", -1, &insert, nil) == SQLITE_OK else {
            throw Failure(description: String(cString: sqlite3_errmsg(db)))
        }
    }

    deinit {
        sqlite3_finalize(insert)
        sqlite3_close(db)
    }

    private func exec(_ sql: String) throws {
        guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else {
            throw Failure(description: String(cString: sqlite3_errmsg(db)))
        }
    }

    /// Stores the events in one transaction; returns which of them were new.
    func store(_ events: [ReceivedEvent]) throws -> [Bool] {
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        try exec("BEGIN")
        var inserted: [Bool] = []
        for event in events {
            let fields: [String?] = [event.messageId, event.type, event.event, event.userId, event.anonymousId,
                                     String(decoding: event.json, as: UTF8.self)]
            for (index, field) in fields.enumerated() {
                if let field {
                    sqlite3_bind_text(insert, Int32(index + 1), field, -1, transient)
                } else {
                    sqlite3_bind_null(insert, Int32(index + 1))
                }
            }
            sqlite3_bind_double(insert, 7, Date().timeIntervalSince1970)
            let result = sqlite3_step(insert)
            sqlite3_reset(insert)
            guard result == SQLITE_DONE else {
                try? exec("ROLLBACK")
                throw Failure(description: String(cString: sqlite3_errmsg(db)))
            }
            inserted.append(sqlite3_changes(db) > 0)
        }
        try exec("COMMIT")
        return inserted
    }

    /// Every stored message's JSON, oldest first: what the inspector's previews and taps read.
    func messages() throws -> [Data] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, "SELECT json FROM events ORDER BY received_at", -1, &statement, nil) == SQLITE_OK else {
            throw Failure(description: String(cString: sqlite3_errmsg(db)))
        }
        defer { sqlite3_finalize(statement) }
        var found: [Data] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            if let text = sqlite3_column_text(statement, 0) { found.append(Data(String(cString: text).utf8)) }
        }
        return found
    }

    func deleteAll() throws { try exec("DELETE FROM events") }
}
