import Foundation
import XCTest

/// A real, small file system for one test: a tmpfs mounted on a fresh directory, which the
/// test can fill (ENOSPC) or remount read-only. Tests run as root, so a chmod'ed directory
/// would not stop SQLite; a full or read-only mount does.
final class ScratchFileSystem {
    let directory: URL
    private var filler: URL?

    init(megabytes: Int) throws {
        directory = temporaryDirectory()
        try Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(megabytes)m,mode=0755", "tmpfs", directory.path])
    }

    func unmount() {
        try? Self.run("/bin/umount", ["-l", directory.path])
        try? FileManager.default.removeItem(at: directory)
    }

    func remount(readOnly: Bool) throws {
        try Self.run("/bin/mount", ["-o", "remount,\(readOnly ? "ro" : "rw")", directory.path])
    }

    /// Writes a file until the file system is full.
    func fill() {
        let url = directory.appendingPathComponent("filler")
        let fd = open(url.path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
        precondition(fd >= 0, "cannot create the filler")
        let chunk = [UInt8](repeating: 0xAB, count: 64 * 1024)
        var size = chunk.count
        while size > 0 {
            let written = chunk.withUnsafeBytes { write(fd, $0.baseAddress, size) }
            if written < 0 { size /= 2 }  // ENOSPC: try smaller writes to take the last pages too
        }
        close(fd)
        filler = url
    }

    /// Gives the space back.
    func free() {
        if let filler { try? FileManager.default.removeItem(at: filler) }
        filler = nil
    }

    private static func run(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let errors = Pipe()
        // Closed here: a handle's deallocation does not close its descriptor.
        defer { try? errors.fileHandleForReading.close() }
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw NSError(domain: "ScratchFileSystem", code: Int(process.terminationStatus),
                          userInfo: [NSLocalizedDescriptionKey: "\(tool) \(arguments.joined(separator: " ")): \(message)"])
        }
    }
}

extension XCTestCase {
    /// A tmpfs of `megabytes` for this test, unmounted afterwards.
    func makeScratchFileSystem(megabytes: Int) throws -> ScratchFileSystem {
        let fileSystem = try ScratchFileSystem(megabytes: megabytes)
        addTeardownBlock { fileSystem.unmount() }
        return fileSystem
    }
}
