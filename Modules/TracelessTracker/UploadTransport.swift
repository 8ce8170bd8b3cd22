import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One upload request, ready to send.
package struct UploadRequest: Sendable, Hashable {
    package var url: URL
    package var headers: [String: String]
    package var body: Data

    package init(url: URL, headers: [String: String], body: Data) {
        self.url = url
        self.headers = headers
        self.body = body
    }
}

/// The server's answer to an ``UploadRequest``.
package struct UploadResponse: Sendable, Hashable {
    package var status: Int
    /// Header fields, names lowercased.
    package var headers: [String: String]
    package var body: Data

    package init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.body = body
    }
}

/// Sends upload requests; replaceable to test the uploader without a network.
///
/// ```swift
/// struct AlwaysOK: UploadTransport {
///     func send(_ request: UploadRequest) async throws -> UploadResponse { UploadResponse(status: 200) }
/// }
/// ```
package protocol UploadTransport: Sendable {
    /// Sends the request; throws when there is no HTTP answer (refused, dropped, timed out).
    func send(_ request: UploadRequest) async throws -> UploadResponse
}

/// The default transport: `URLSession` (FoundationNetworking on Linux).
///
/// One ephemeral session per request. With one session shared by successive requests,
/// FoundationNetworking was seen to fail every request after a first timeout at once with
/// `NSURLErrorTimedOut` although the server had answered, and each such "failure" re-sent a
/// batch the server already had. Uploads are one request per batch, one at a time, so a
/// session each costs little.
package final class URLSessionTransport: UploadTransport {
    private let timeout: Double

    /// - Parameter timeout: seconds before a request without an answer fails.
    package init(timeout: Double = 30) {
        self.timeout = timeout
    }

    package func send(_ request: UploadRequest) async throws -> UploadResponse {
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        urlRequest.httpMethod = "POST"
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        urlRequest.httpBody = request.body
        let answer = try await HTTPExchange.perform(urlRequest, timeout: timeout)
        return UploadResponse(status: answer.status, headers: answer.headers, body: answer.body)
    }
}
