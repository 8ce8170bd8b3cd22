import CSQLite
import Foundation
import Synchronization

/// One queued event as stored: its row number, id and encoded Segment message.
struct StoredEvent: Sendable {
    var rowID: Int64
    var id: EventID
    var payload: [UInt8]
}

/// The SQLite queue: events in commit order, plus a few persisted settings.
///
/// One connection serves the committer and the uploader; the lock serialises them (the
/// uploader's reads and deletes are short, the committer's transactions are batched).
///
/// The journal is a rollback journal (`journal_mode=TRUNCATE`), not a WAL: events are only
/// ever appended, so the journal holds a few pages per transaction and each event is written
/// to the disk once. A WAL wrote every event twice (log, then checkpoint into the file), and
/// its checkpoints, run beside the commits, had to stop them whenever the log was to be
/// rewound; nothing here needs what a WAL gives (readers beside a writer on other connections).
final class EventStore: Sendable {
    enum MetaKey: String {
        case anonymousID = "anonymous_id"
        case userID = "user_id"
        case optedOut = "opted_out"
        case superProperties = "super_properties"
        case sessionID = "session_id"
        /// When the session last saw an event or went to the background (seconds since 1970).
        case sessionSeen = "session_seen"
        case uploadFailures = "upload_failures"
        case uploadNotBefore = "upload_not_before"
        case uploadBatchLimit = "upload_batch_limit"
        /// The traits of ``Tracker/identify(userId:traits:)``, sent in every message's context.
        case traits = "traits"
        /// The app's version and build the last install or update event named.
        case appVersion = "app_version"
        case appBuild = "app_build"
    }

    private struct State {
        var connection: SQLiteConnection
        var count: Int
        /// Bumped each time the file is replaced: row numbers start again in the new one.
        var generation = 0
    }

    let url: URL
    private let synchronous: TrackerConfiguration.Synchronous
    private let maxBytes: Int?
    private let state: Mutex<State>
    /// `state.count`, readable without waiting for a transaction the committer holds open.
    private let queued = Atomic<Int>(0)

    /// Opens (or creates) the database, repairing a corrupt one.
    ///
    /// - Parameter onRecovered: called when a file was moved aside, with where it went and why.
    init(url: URL, synchronous: TrackerConfiguration.Synchronous, maxBytes: Int?,
         onRecovered: (URL?, String) -> Void) throws(StorageError) {
        self.url = url
        self.synchronous = synchronous
        self.maxBytes = maxBytes
        let directory = url.deletingLastPathComponent()
        do {
            // Analytics are personal data: only the app's user may list or read them.
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw .cannotCreateDirectory(path: directory.path, reason: "\(error)")
        }
        PrivateFile.prepare(url)
        let opened: State
        do {
            opened = try Self.open(url: url, synchronous: synchronous, maxBytes: maxBytes)
        } catch {
            guard Self.isRecoverable(error) else {
                if error.isReadOnly || Self.isReadOnlyLocation(url) { throw .readOnly(path: url.path) }
                throw .cannotOpen(path: url.path, code: error.code, message: error.message)
            }
            let (replaced, movedTo, kept) = try Self.replace(url, synchronous: synchronous, maxBytes: maxBytes)
            opened = replaced
            onRecovered(movedTo, Self.describe(error.message, kept: kept))
        }
        state = Mutex(opened)
        queued.store(opened.count, ordering: .relaxed)
        Self.removeDamagedCopies(of: url, olderThan: Self.damagedCopyRetention)
    }

    /// A file that is not a database, or fails its check, is worth replacing; a directory we
    /// may not write to is not (moving it aside would not help).
    private static func isRecoverable(_ error: SQLiteError) -> Bool {
        error.isCorruption || error.primaryCode == SQLITE_IOERR && error.message.contains("malformed")
    }

    private static func open(url: URL, synchronous: TrackerConfiguration.Synchronous, maxBytes: Int?) throws(SQLiteError) -> State {
        let connection = try SQLiteConnection(path: url.path)
        // journal_mode reads the header, so a file that is not a database fails here. A file
        // left in WAL mode by an earlier version is checkpointed and converted.
        _ = try connection.scalarText("PRAGMA journal_mode=TRUNCATE")
        let check = try connection.scalarText("PRAGMA quick_check") ?? "no answer"
        guard check == "ok" else { throw SQLiteError(code: SQLITE_CORRUPT, message: "quick_check: \(check)") }
        try connection.execute("PRAGMA synchronous=\(synchronous.rawValue)")
        if let maxBytes {
            let pageSize = try connection.scalarInt("PRAGMA page_size") ?? 4096
            _ = try connection.scalarInt("PRAGMA max_page_count=\(max(1, Int64(maxBytes) / pageSize))")
        }
        try connection.execute("""
            CREATE TABLE IF NOT EXISTS events(
                row INTEGER PRIMARY KEY AUTOINCREMENT,
                message_id TEXT NOT NULL,
                payload BLOB NOT NULL);
            CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
            """)
        let count = try connection.scalarInt("SELECT COUNT(*) FROM events") ?? 0
        // A write proves the file can take events. SQLite opens a file it may not write to
        // read-only without saying so, and a read-only database would otherwise be found
        // only when the first commit fails. A full disk is not refused: it may clear up.
        do {
            try connection.run("INSERT OR REPLACE INTO meta(key, value) VALUES ('opened_at', ?)",
                               [.text(String(Int(Date().timeIntervalSince1970)))])
        } catch where error.isFull {
        }
        return State(connection: connection, count: Int(count))
    }

    /// How long a damaged copy is kept for support before it is removed.
    static let damagedCopyRetention: Double = 7 * 24 * 3600

    /// Salvages what is readable, moves the damaged files aside and opens a fresh database
    /// holding the salvaged rows. Returns it, where the damaged copy went, and the rows kept.
    private static func replace(_ url: URL, synchronous: TrackerConfiguration.Synchronous,
                                maxBytes: Int?) throws(StorageError) -> (State, URL?, Int) {
        let salvage = Salvage(from: url)
        let movedTo = moveAside(url)
        PrivateFile.prepare(url)
        var state: State
        do {
            state = try open(url: url, synchronous: synchronous, maxBytes: maxBytes)
        } catch {
            throw .cannotOpen(path: url.path, code: error.code, message: error.message)
        }
        let kept = (try? salvage.restore(into: state.connection)) ?? 0
        state.count += kept
        return (state, movedTo, kept)
    }

    /// Replaces a database found corrupt while in use, keeping its readable rows. Returns
    /// where the old file went and how many rows were kept.
    func recoverFromCorruption(reason: String) throws(StorageError) -> (movedTo: URL?, kept: Int) {
        try state.withLock { (state: inout State) throws(StorageError) -> (movedTo: URL?, kept: Int) in
            state.connection.close()
            let (replaced, movedTo, kept) = try Self.replace(url, synchronous: synchronous, maxBytes: maxBytes)
            let generation = state.generation + 1
            state = replaced
            state.generation = generation
            queued.store(state.count, ordering: .relaxed)
            return (movedTo, kept)
        }
    }

    /// Events in the queue. Read without the lock, so the app's thread never waits for a commit.
    var count: Int { queued.load(ordering: .relaxed) }

    /// Changes when the database was replaced (corruption): row numbers seen before mean nothing now.
    var generation: Int { state.withLock { $0.generation } }

    /// Events and settings handed over together.
    typealias Changes = (events: EncodedEvents, meta: [(MetaKey, String?)])

    /// Commits `events` and `meta` changes in one transaction, with the further changes that
    /// `more` hands over until it returns `nil`, then evicts the oldest events beyond `limit`
    /// in the same transaction. Returns the evicted ids. All or nothing.
    ///
    /// `more` lets the committer keep one transaction, and so one sync, open across the
    /// batches of a burst while the writer is still building them; the store stays locked
    /// meanwhile, so the uploader waits for the commit rather than reading rows not yet durable.
    func commit(events: EncodedEvents, meta: [(MetaKey, String?)], limit: Int,
                more: () -> Changes? = { nil }) throws(SQLiteError) -> [EventID] {
        try state.withLock { (state: inout State) throws(SQLiteError) -> [EventID] in
            let connection = state.connection
            try connection.execute("BEGIN IMMEDIATE")
            do throws(SQLiteError) {
                let insert = try connection.statement("INSERT INTO events(message_id, payload) VALUES (?, ?)")
                var inserted = 0
                // Settings are written once per transaction, each its last value: every batch
                // of a burst carries the session's, and only the last one counts.
                var settings: [MetaKey: String?] = [:]
                var changes: Changes? = (events, meta)
                while let (events, meta) = changes {
                    try events.forEach { (id, message) throws(SQLiteError) in try insert.run(text: id, blob: message) }
                    inserted += events.count
                    for (key, value) in meta { settings[key] = .some(value) }
                    changes = more()
                }
                for (key, value) in settings {
                    if let value {
                        try connection.run("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", [.text(key.rawValue), .text(value)])
                    } else {
                        try connection.run("DELETE FROM meta WHERE key = ?", [.text(key.rawValue)])
                    }
                }
                var evicted: [EventID] = []
                let excess = state.count + inserted - limit
                if excess > 0 {
                    var lastRow: Int64 = 0
                    try connection.run("SELECT row, message_id FROM events ORDER BY row LIMIT ?", [.int(Int64(excess))]) { row in
                        lastRow = row.int(0)
                        if let id = row.text(1).flatMap(EventID.init(uuidString:)) { evicted.append(id) }
                    }
                    try connection.run("DELETE FROM events WHERE row <= ?", [.int(lastRow)])
                }
                try connection.execute("COMMIT")
                state.count += inserted - (excess > 0 ? excess : 0)
                queued.store(state.count, ordering: .relaxed)
                return evicted
            } catch {
                // After SQLITE_FULL SQLite may already have rolled back; a second rollback is harmless.
                try? connection.execute("ROLLBACK")
                throw error
            }
        }
    }

    /// The oldest events, at most `limit` of them and (beyond the first) at most `maxBytes` of payload.
    func oldest(after sentThrough: Int64 = 0, limit: Int, maxBytes: Int) throws(SQLiteError) -> [StoredEvent] {
        try state.withLock { (state: inout State) throws(SQLiteError) -> [StoredEvent] in
            var events: [StoredEvent] = []
            var bytes = 0
            var full = false
            try state.connection.run("SELECT row, message_id, payload FROM events WHERE row > ? ORDER BY row LIMIT ?",
                                     [.int(sentThrough), .int(Int64(limit))]) { row in
                guard !full else { return }
                let payload = row.blob(2)
                if !events.isEmpty && bytes + payload.count > maxBytes { full = true; return }
                bytes += payload.count
                let id = row.text(1).flatMap(EventID.init(uuidString:)) ?? EventID(prefix: 0, sequence: 0)
                events.append(StoredEvent(rowID: row.int(0), id: id, payload: payload))
            }
            return events
        }
    }

    /// Deletes the events with these row ids (after the server accepted them, or dropped
    /// them) and returns how many were still there: a purge may have removed some already.
    ///
    /// - Parameter generation: the ``generation`` the rows were read in; if the database was
    ///   replaced since, the same numbers name other rows, so nothing is deleted.
    @discardableResult
    func delete(rowIDs: [Int64], generation: Int? = nil) throws(SQLiteError) -> Int {
        guard !rowIDs.isEmpty else { return 0 }
        return try state.withLock { (state: inout State) throws(SQLiteError) -> Int in
            if let generation, generation != state.generation { return 0 }
            let connection = state.connection
            try connection.execute("BEGIN IMMEDIATE")
            do throws(SQLiteError) {
                var deleted = 0
                for rowID in rowIDs {
                    try connection.run("DELETE FROM events WHERE row = ?", [.int(rowID)])
                    deleted += connection.changes
                }
                try connection.execute("COMMIT")
                state.count -= deleted
                queued.store(state.count, ordering: .relaxed)
                return deleted
            } catch {
                try? connection.execute("ROLLBACK")
                throw error
            }
        }
    }

    /// Deletes every queued event; returns how many there were.
    func purge() throws(SQLiteError) -> Int {
        try state.withLock { (state: inout State) throws(SQLiteError) -> Int in
            try state.connection.run("DELETE FROM events")
            let deleted = state.connection.changes
            state.count = 0
            queued.store(0, ordering: .relaxed)
            return deleted
        }
    }

    func meta(_ key: MetaKey) throws(SQLiteError) -> String? {
        try state.withLock { (state: inout State) throws(SQLiteError) -> String? in
            try state.connection.scalarText("SELECT value FROM meta WHERE key = ?", [.text(key.rawValue)])
        }
    }

    /// Writes settings outside an event commit (the uploader's backoff and batch size).
    func setMeta(_ values: [(MetaKey, String?)]) throws(SQLiteError) {
        _ = try commit(events: EncodedEvents(), meta: values, limit: Int.max)
    }

    func close() {
        state.withLock { $0.connection.close() }
    }
}
