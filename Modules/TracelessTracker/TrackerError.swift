/// Why a ``Tracker`` could not be created.
public enum TrackerError: Error, Sendable, Hashable {
    /// A setting was invalid.
    case configuration(ConfigurationError)
    /// The database location could not be used.
    case storage(StorageError)
}
