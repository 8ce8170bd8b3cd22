import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// The collector's inspector endpoints for the device (docs/inspector.md), recording what
/// arrives: each request's connection, `seq` and messages.
final class FakeInspector: Sendable {
    struct Received: Sendable {
        let connection: String
        let seq: Int
        /// Each message as JSON text.
        let messages: [String]
    }

    private struct State {
        var requests: [Received] = []
        var refused = 0
        var commands: [String] = []
    }

    let token: String
    private let state = Mutex(State())
    private let server = Mutex<(HTTPServer, Task<Void, any Error>)?>(nil)
    private let listening = Mutex<UInt16>(0)
    var port: UInt16 { listening.withLock { $0 } }

    init(token: String = "0123456789abcdef0123456789abcdef") {
        self.token = token
    }

    var requests: [Received] { state.withLock { $0.requests } }
    var refused: Int { state.withLock { $0.refused } }
    /// Every message received, in the order received, decoded.
    var messages: [[String: Any]] {
        requests.flatMap(\.messages).compactMap { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any] }
    }

    var url: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Queues a `snapshot` command for the next poll or post.
    func requestSnapshot() { state.withLock { $0.commands.append(#"{"kind":"snapshot"}"#) } }

    /// Starts listening: on a free port the first time, on the same port again after ``stop()``.
    func start() async throws {
        let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
        let server = HTTPServer(address: address, timeout: 60, logger: .disabled)
        await server.appendRoute("POST /inspector/device") { [self] request in
            guard request.headers[HTTPHeader("X-Traceless-Pairing")] == token else { return refuse() }
            let body = try await request.bodyData
            guard let object = try JSONSerialization.jsonObject(with: body) as? [String: Any],
                  let connection = object["connection"] as? String, let seq = object["seq"] as? Int,
                  let messages = object["messages"] as? [Any] else { return HTTPResponse(statusCode: .badRequest) }
            let texts = messages.map { String(decoding: try! JSONSerialization.data(withJSONObject: $0), as: UTF8.self) }
            let commands = state.withLock { state in
                state.requests.append(Received(connection: connection, seq: seq, messages: texts))
                defer { state.commands.removeAll() }
                return state.commands
            }
            return json(#"{"ack":\#(seq + texts.count - 1),"commands":[\#(commands.joined(separator: ","))]}"#)
        }
        await server.appendRoute("GET /inspector/device/commands") { [self] request in
            guard request.headers[HTTPHeader("X-Traceless-Pairing")] == token else { return refuse() }
            // A long poll, held briefly: the device must not spin on empty answers.
            for _ in 0..<20 {
                let commands = state.withLock { state in
                    defer { state.commands.removeAll() }
                    return state.commands
                }
                if !commands.isEmpty { return json(#"{"commands":[\#(commands.joined(separator: ","))]}"#) }
                try await Task.sleep(nanoseconds: 50_000_000)
            }
            return json(#"{"commands":[]}"#)
        }
        let task = Task { try await server.run() }
        try await server.waitUntilListening(timeout: 10)
        if case .ip4(_, let port)? = await server.listeningAddress { listening.withLock { $0 = port } }
        self.server.withLock { $0 = (server, task) }
    }

    func stop() async {
        guard let (server, task) = self.server.withLock({ $0.take() }) else { return }
        await server.stop(timeout: 0.1)
        task.cancel()
    }

    private func refuse() -> HTTPResponse {
        state.withLock { $0.refused += 1 }
        return HTTPResponse(statusCode: .unauthorized, body: Data(#"{"error":"pairing"}"#.utf8))
    }

    private func json(_ text: String) -> HTTPResponse {
        HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: Data(text.utf8))
    }
}
