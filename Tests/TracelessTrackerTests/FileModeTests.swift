import Foundation
@testable import TracelessTracker
import XCTest

/// TR15: the queue holds personal data: its folder is created 0700 and its files 0600,
/// whatever the process umask.
final class FileModeTests: XCTestCase {
    private func mode(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    func testTR15DatabaseIs0600AndFolder0700() throws {
        let root = temporaryDirectory()
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        var configuration = makeConfiguration()
        let folder = root.appendingPathComponent("Application Support/Traceless")
        configuration.databaseURL = folder.appendingPathComponent("events.sqlite")
        let tracker = try makeTracker(configuration)
        XCTAssertEqual(try tracker.track("Private").waitUntilDurable(), .durable)
        XCTAssertEqual(try mode(folder.path), 0o700)
        XCTAssertEqual(try mode(configuration.databaseURL.path), 0o600)
        // TRUNCATE mode keeps the (empty) journal between transactions.
        XCTAssertTrue(FileManager.default.fileExists(atPath: configuration.databaseURL.path + "-journal"))
        for suffix in ["-journal", "-wal", "-shm"] where FileManager.default.fileExists(atPath: configuration.databaseURL.path + suffix) {
            XCTAssertEqual(try mode(configuration.databaseURL.path + suffix), 0o600, suffix)
        }
    }

    func testTR15ExistingWorldReadableDatabaseIsMadePrivate() throws {
        let configuration = makeConfiguration()
        do {
            let tracker = try Tracker(configuration: configuration)
            tracker.shutdown()
        }
        chmod(configuration.databaseURL.path, 0o644)
        _ = try makeTracker(configuration)
        XCTAssertEqual(try mode(configuration.databaseURL.path), 0o600)
    }
}
