import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The queue holds personal data, so its files are readable by the app's user only.
enum PrivateFile {
    /// Creates the database file 0600 (or brings an existing one to 0600) before SQLite
    /// opens it: SQLite would create it with the process umask, usually 0644, and gives its
    /// journal the database file's mode.
    static func prepare(_ url: URL) {
        let descriptor = open(url.path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            fchmod(descriptor, 0o600)
            close(descriptor)
        }
        for suffix in ["-journal", "-wal", "-shm"] { chmod(url.path + suffix, 0o600) }
    }
}
