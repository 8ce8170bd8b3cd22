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
