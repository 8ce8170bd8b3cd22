import FlyingFox
import FlyingSocks
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP exchange with a server on 127.0.0.1, over FlyingFox's client: in this test
/// binary FoundationNetworking's URLSession failed or never returned on Linux.
enum HTTP {
    static func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let url = request.url!
        let port = UInt16(url.port ?? 80)
        let body = request.httpBody ?? Data()
        var headers: [HTTPHeader: String] = [HTTPHeader("Host"): "127.0.0.1:\(port)", .contentLength: "\(body.count)"]
        for (name, value) in request.allHTTPHeaderFields ?? [:] { headers[HTTPHeader(name)] = value }
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
            .map { HTTPRequest.QueryItem(name: $0.name, value: $0.value ?? "") } ?? []
        let outgoing = HTTPRequest(method: HTTPMethod(request.httpMethod ?? "GET"), version: .http11, path: url.path,
                                   query: query, headers: headers, body: body)
        var client = HTTPClient()
        let response = try await client.sendHTTPRequest(outgoing, to: try sockaddr_in.inet(ip4: "127.0.0.1", port: port))
        var fields: [String: String] = [:]
        for (name, value) in response.headers { fields[name.rawValue] = value }
        let http = HTTPURLResponse(url: url, statusCode: response.statusCode.code, httpVersion: "HTTP/1.1", headerFields: fields)!
        return (try await response.bodyData, http)
    }
}
