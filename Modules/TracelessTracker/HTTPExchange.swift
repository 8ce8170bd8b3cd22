import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP request and its answer, on a session of its own: no cookies, no
/// cache, nothing shared between requests (a shared session on Linux saw a timed-out
/// request poison the ones after it). Used by the uploader and the remote
/// configuration fetcher.
enum HTTPExchange {
    struct Answer {
        var status: Int
        /// Header names lowercased.
        var headers: [String: String]
        var body: Data
    }

    static func perform(_ request: URLRequest, timeout: Double) async throws -> Answer {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        // The completion-handler form exists on every platform and Foundation version we build on.
        return try await withCheckedThrowingContinuation { continuation in
            let task = session.dataTask(with: request) { data, response, error in
                if let error {
                    continuation.resume(throwing: error)
                } else if let http = response as? HTTPURLResponse {
                    var headers: [String: String] = [:]
                    for (key, value) in http.allHeaderFields {
                        headers[String(describing: key).lowercased()] = String(describing: value)
                    }
                    continuation.resume(returning: Answer(status: http.statusCode, headers: headers, body: data ?? Data()))
                } else {
                    continuation.resume(throwing: URLError(.badServerResponse))
                }
            }
            task.resume()
        }
    }
}
