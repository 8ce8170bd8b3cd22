import CSQLite
import Dispatch
import Foundation
import Synchronization

/// Checkpoints the WAL (copies committed pages into the database file) on a thread and a
/// connection of its own. Left to SQLite, checkpoints ran on the writer thread and took a
/// fifth of its time at full load; here they use the other core while the writer commits.
///
/// Durability does not depend on checkpoints: a transaction is durable once its frames are
/// in the WAL (and synced there under `synchronous=FULL`); a checkpoint only copies them, and
/// one cut short by a crash is redone from the WAL when the database is next opened.
///
/// The writer still checkpoints by itself when the WAL passes ``writerLimit`` pages, which only
/// happens under sustained load: SQLite rewinds the WAL only after a checkpoint that caught
/// up with every commit, and a background one never does while the writer keeps committing.
final class Checkpointer: Sendable {
    /// SQLite's own automatic checkpoint threshold, in pages.
    static let backgroundThreshold = 1_000
    /// About 16 MB of WAL with 4 KB pages.
    static let writerLimit = 4_000

    private let path: String
    private let synchronous: TrackerConfiguration.Synchronous
    /// Held for the whole of a checkpoint, so that the writer's own waits for the background one.
    /// `nil` when it could not be opened: the writer's checkpoints then keep the WAL bounded.
    private let connection: Mutex<SQLiteConnection?>
    private let state = Mutex((requested: false, stopped: false))
    private let wakeup = DispatchSemaphore(value: 0)

    init(path: String, synchronous: TrackerConfiguration.Synchronous) {
        self.path = path
        self.synchronous = synchronous
        connection = Mutex(Self.open(path: path, synchronous: synchronous))
        let thread = Thread { [self] in run() }
        thread.name = "traceless.checkpointer"
        thread.qualityOfService = .utility
        thread.start()
    }

    private static func open(path: String, synchronous: TrackerConfiguration.Synchronous) -> SQLiteConnection? {
        guard let connection = try? SQLiteConnection(path: path) else { return nil }
        // A checkpoint syncs the database file unless synchronous is OFF; match the writer's.
        guard (try? connection.execute("PRAGMA synchronous=\(synchronous.rawValue)")) != nil else { return nil }
        return connection
    }

    private func run() {
        while true {
            wakeup.wait()
            let stopped = state.withLock { state -> Bool in
                state.requested = false
                return state.stopped
            }
            if stopped { return }
            connection.withLock { connection in try? connection?.checkpoint() }
        }
    }

    /// Called by the writer after each commit with the WAL's size in pages.
    func committed(walFrames: Int, writer: SQLiteConnection) {
        if walFrames >= Self.writerLimit {
            // The background checkpoint, if one is running, finishes first; this one then
            // only copies what came after it, and lets the next commit rewind the WAL.
            connection.withLock { _ in try? writer.checkpoint() }
        } else if walFrames >= Self.backgroundThreshold {
            let first = state.withLock { state -> Bool in
                defer { state.requested = true }
                return !state.requested
            }
            if first { wakeup.signal() }
        }
    }

    /// Closes this connection while `replace` swaps the database files, then opens the new ones.
    func closed<Result>(while replace: () throws(StorageError) -> Result) throws(StorageError) -> Result {
        try connection.withLock { (connection: inout SQLiteConnection?) throws(StorageError) -> Result in
            connection?.close()
            connection = nil
            let result = try replace()
            connection = Self.open(path: path, synchronous: synchronous)
            return result
        }
    }

    /// Ends the thread after any checkpoint in progress and closes the connection.
    func stop() {
        state.withLock { $0.stopped = true }
        wakeup.signal()
        connection.withLock { connection in
            connection?.close()
            connection = nil
        }
    }
}
