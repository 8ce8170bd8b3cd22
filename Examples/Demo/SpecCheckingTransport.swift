import CollectorKit
import Foundation
import SpecValidator
import Synchronization
import TracelessTracker

/// Sends the tracker's requests over HTTP, checking each body against its API's rules
/// first: with `--upload-url` the demo cannot ask the endpoint what it received, so it
/// checks what it sends.
final class SpecCheckingTransport: UploadTransport {
    private let http = URLSessionTransport()
    private let found = Mutex<[SpecViolation]>([])
    private let isPostHog: Bool

    init(isPostHog: Bool) {
        self.isPostHog = isPostHog
    }

    var violations: [SpecViolation] { found.withLock { $0 } }

    func send(_ request: UploadRequest) async throws -> UploadResponse {
        let gzipped = request.headers["Content-Encoding"] == "gzip"
        if let body = gzipped ? try? Gunzip.decompress(request.body) : request.body {
            let violations = isPostHog ? PostHogSpec.validateBatch(body) : SegmentSpec.validateBatch(body)
            found.withLock { $0 += violations }
        } else {
            found.withLock { $0.append(SpecViolation("body", "is not valid gzip")) }
        }
        return try await http.send(request)
    }
}
