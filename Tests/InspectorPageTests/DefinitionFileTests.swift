import CollectorKit
import Foundation
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// IN4: definitions made on the page outlive the collector's run when it has a file for
/// them, so apps keep naming their taps after a restart.
final class DefinitionFileTests: XCTestCase {
    static let token = "00112233445566778899aabbccddeeff"

    private func collector(_ path: String) async throws -> (Collector, URL) {
        var configuration = CollectorConfiguration()
        configuration.port = 0
        configuration.output = nil
        configuration.inspectorToken = Self.token
        configuration.definitionsPath = path
        let collector = try Collector(configuration: configuration)
        return (collector, URL(string: "http://127.0.0.1:\(try await collector.start())")!)
    }

    private func send(_ method: String, _ base: URL, _ path: String, _ body: String? = nil) async throws -> (Int, [String: Any]) {
        var request = URLRequest(url: URL(string: base.absoluteString + path)!)
        request.httpMethod = method
        request.setValue(Self.token, forHTTPHeaderField: "X-Traceless-Pairing")
        request.httpBody = body.map { Data($0.utf8) }
        let (data, response) = try await HTTP.send(request)
        return (response.statusCode, (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:])
    }

    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("definitions-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory
    }

    func testIN4_definitionsOutliveTheCollector() async throws {
        let path = try temporaryDirectory().appendingPathComponent("definitions.json").path
        let (first, base) = try await collector(path)
        for name in ["Cart Opened", "Share Tapped", "Checkout Chosen"] {
            let (status, _) = try await send("POST", base, "/inspector/definitions", #"{"name":"\#(name)","screen":"S","elementKey":"K.\#(name)"}"#)
            XCTAssertEqual(status, 201)
        }
        let (renamed, _) = try await send("PUT", base, "/inspector/definitions/d2", #"{"name":"Shared","screen":"S","elementKey":"K.share"}"#)
        XCTAssertEqual(renamed, 200)
        let (removed, _) = try await send("DELETE", base, "/inspector/definitions/d3")
        XCTAssertEqual(removed, 204)
        await first.stop()

        let (second, again) = try await collector(path)
        defer { Task { await second.stop() } }
        let (_, list) = try await send("GET", again, "/inspector/definitions")
        XCTAssertEqual(list["version"] as? Int, 5, "three added, one changed, one removed")
        let definitions = list["definitions"] as? [[String: Any]] ?? []
        XCTAssertEqual(definitions.map { $0["name"] as? String }, ["Cart Opened", "Shared"])
        XCTAssertEqual(definitions.map { $0["version"] as? Int }, [1, 2])
        let (_, config) = try await send("GET", again, "/config")
        XCTAssertEqual((config["eventDefinitions"] as? [[String: Any]])?.map { $0["id"] as? String }, ["d1", "d2"], "apps get them after the restart")
        // A new definition does not reuse a removed one's id.
        let (_, added) = try await send("POST", again, "/inspector/definitions", #"{"name":"Later","screen":"S","elementKey":"K"}"#)
        XCTAssertEqual(added["id"] as? String, "d4")
    }

    func testIN4_aDefinitionThatCannotBeSavedIsRefusedAndNotApplied() async throws {
        let directory = try temporaryDirectory()
        let path = directory.appendingPathComponent("gone/definitions.json").path  // its folder does not exist
        let (collector, base) = try await collector(path)
        defer { Task { await collector.stop() } }
        let (status, answer) = try await send("POST", base, "/inspector/definitions", #"{"name":"Lost","screen":"S","elementKey":"K"}"#)
        XCTAssertEqual(status, 500)
        XCTAssertEqual(answer["error"] as? String, "not_saved")
        let (_, list) = try await send("GET", base, "/inspector/definitions")
        XCTAssertEqual(list["version"] as? Int, 0)
        XCTAssertEqual((list["definitions"] as? [Any])?.count, 0)
    }

    func testIN4_aDamagedDefinitionFileStopsTheCollectorWithItsReason() throws {
        let path = try temporaryDirectory().appendingPathComponent("definitions.json").path
        try Data(#"{"version": "three"}"#.utf8).write(to: URL(fileURLWithPath: path))
        var configuration = CollectorConfiguration()
        configuration.inspectorToken = Self.token
        configuration.definitionsPath = path
        XCTAssertThrowsError(try Collector(configuration: configuration)) { error in
            XCTAssertTrue("\(error)".contains("are not a definition list"), "\(error)")
        }
    }
}
