import CSQLite

/// The store benchmark's baseline: the tracker's table, pragmas and rows, written with bare
/// SQLite calls (one prepared statement, one transaction per iteration). CSQLite is the
/// system SQLite that TracelessTracker links.
final class RawStore {
    private var db: OpaquePointer?
    private var insert: OpaquePointer?
    private let rows: [(id: [CChar], payload: [UInt8])]

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init(path: String, rows: [(id: [CChar], payload: [UInt8])]) throws {
        self.rows = rows
        guard sqlite3_open(path, &db) == SQLITE_OK else { throw failure() }
        try execute("""
            PRAGMA journal_mode=TRUNCATE; PRAGMA synchronous=FULL;
            CREATE TABLE events(row INTEGER PRIMARY KEY AUTOINCREMENT, message_id TEXT NOT NULL, payload BLOB NOT NULL);
            """)
        guard sqlite3_prepare_v2(db, "INSERT INTO events(message_id, payload) VALUES (?, ?)", -1, &insert, nil) == SQLITE_OK else {
            throw failure()
        }
    }

    /// Every event row of the database at `path`, in order.
    static func rows(inDatabaseAt path: String) throws -> [(id: [CChar], payload: [UInt8])] {
        var db: OpaquePointer?
        var select: OpaquePointer?
        defer {
            sqlite3_finalize(select)
            sqlite3_close(db)
        }
        guard sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, nil) == SQLITE_OK,
              sqlite3_prepare_v2(db, "SELECT message_id, payload FROM events ORDER BY row", -1, &select, nil) == SQLITE_OK
        else { throw Failure(description: "cannot read \(path)") }
        var rows: [(id: [CChar], payload: [UInt8])] = []
        while sqlite3_step(select) == SQLITE_ROW {
            let id = Array(String(cString: sqlite3_column_text(select, 0)).utf8CString)
            let payload = Array(UnsafeRawBufferPointer(start: sqlite3_column_blob(select, 1), count: Int(sqlite3_column_bytes(select, 1))))
            rows.append((id, payload))
        }
        return rows
    }

    deinit {
        sqlite3_finalize(insert)
        sqlite3_close(db)
    }

    func insertAll() throws {
        try execute("BEGIN IMMEDIATE")
        for row in rows {
            // Bound without copies, as the tracker binds them, and stepped while they are borrowed.
            let result = row.id.withUnsafeBufferPointer { id in
                row.payload.withUnsafeBytes { payload in
                    sqlite3_bind_text(insert, 1, id.baseAddress, -1, nil)
                    sqlite3_bind_blob(insert, 2, payload.baseAddress, Int32(payload.count), nil)
                    return sqlite3_step(insert)
                }
            }
            sqlite3_reset(insert)
            guard result == SQLITE_DONE else { throw failure() }
        }
        try execute("COMMIT")
    }

    private func execute(_ sql: String) throws {
        guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else { throw failure() }
    }

    private func failure() -> Failure {
        Failure(description: db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open")
    }
}
