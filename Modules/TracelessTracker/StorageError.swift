/// Why the event database could not be opened by ``Tracker/init(configuration:)``.
///
/// A corrupt file is not an error: it is moved aside and replaced, and reported with
/// ``TrackerReport/storeRecovered(movedTo:reason:)``. These are the cases left: the
/// location itself is unusable.
public enum StorageError: Error, Sendable, Hashable {
    /// The database's directory does not exist and could not be created.
    case cannotCreateDirectory(path: String, reason: String)
    /// SQLite could not open or set up a database at `path`, even a fresh one.
    case cannotOpen(path: String, code: Int32, message: String)
    /// The database can be read but not written (a read-only file system or file): every
    /// event would be lost, so the tracker refuses to start rather than accept them.
    case readOnly(path: String)
}
