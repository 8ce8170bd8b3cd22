import Foundation
import Synchronization
@testable import TracelessTracker

/// Sends every request over HTTP and keeps a copy of it, so a test can read the bodies and
/// headers exactly as sent.
final class RecordingTransport: UploadTransport {
    private let sent = Mutex<[UploadRequest]>([])
    private let http = URLSessionTransport(timeout: 10)

    var requests: [UploadRequest] { sent.withLock { $0 } }

    func send(_ request: UploadRequest) async throws -> UploadResponse {
        sent.withLock { $0.append(request) }
        return try await http.send(request)
    }
}

/// Answers 200 to every request without a network, and counts the messages of each
/// (uncompressed) Segment batch.
final class AcceptingTransport: UploadTransport {
    private let counts = Mutex<[Int]>([])

    var messageCounts: [Int] { counts.withLock { $0 } }

    func send(_ request: UploadRequest) async throws -> UploadResponse {
        let body = try JSONSerialization.jsonObject(with: request.body) as? [String: Any]
        let count = (body?["batch"] as? [Any])?.count ?? 0
        counts.withLock { $0.append(count) }
        return UploadResponse(status: 200)
    }
}
