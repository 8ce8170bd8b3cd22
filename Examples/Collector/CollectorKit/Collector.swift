import FlyingFox
import FlyingSocks
import Foundation
import SpecValidator
import Synchronization

/// An HTTP collector for Segment-format and PostHog-format batches, with fault injection
/// for tests. Every batch received is checked against its API's rules (``SegmentSpec``,
/// ``PostHogSpec``); the violations are kept, counted and printed, and the batch is still
/// stored, so that one run lists them all.
///
/// Routes:
/// - `POST /v1/batch`: `{"batch":[...]}`, plain or `Content-Encoding: gzip`; stores and prints each event.
/// - `POST /batch` (and `/batch/`): PostHog's `{"api_key":...,"batch":[...]}`, stored the same way.
/// - `GET /violations`: every spec violation so far, as a JSON array of strings.
/// - `POST /faults`: a JSON list of ``Fault``s applied to the next batches; `DELETE /faults` clears them.
/// - `POST /settings`: `{"maxBatchBytes": 10000}` (or `null`) sets the size limit,
///   `{"tooLargeStatus": 400}` the status that answers it (413 by default; Segment's is 400).
/// - `GET /events`: every stored message as a JSON array; `DELETE /events` clears them.
/// - `GET /stats`: ``CollectorStats`` as JSON.
/// - `GET /config`: the remote configuration for the tracker, with an `ETag`; a matching
///   `If-None-Match` gets 304. `PUT /config` replaces it (the body as is), `DELETE /config` removes it.
///
/// - `/inspector/...`: the inspector (docs/inspector.md) when ``CollectorConfiguration/inspectorToken`` is set.
///
/// ```swift
/// var configuration = CollectorConfiguration()
/// configuration.port = 0
/// let collector = try Collector(configuration: configuration)
/// let port = try await collector.start()
/// // POST to http://127.0.0.1:\(port)/v1/batch ...
/// await collector.stop()
/// ```
public final class Collector: Sendable {
    private let server: HTTPServer
    private let state: CollectorState
    private let task = TaskBox()
    private let config: RemoteConfigurationEndpoint
    private let inspectorToken: String?
    private let inspectorHub: InspectorHub

    public init(configuration: CollectorConfiguration) throws {
        state = try CollectorState(configuration: configuration)
        config = RemoteConfigurationEndpoint(body: configuration.remoteConfiguration)
        let address = try sockaddr_in.inet(ip4: configuration.host, port: configuration.port)
        inspectorToken = configuration.inspectorToken
        inspectorHub = try InspectorHub(definitionsFile: configuration.definitionsPath.map(DefinitionFile.init(path:)))
        server = HTTPServer(address: address, timeout: 60, logger: .disabled)
    }

    /// Starts listening and returns the port.
    @discardableResult
    public func start() async throws -> UInt16 {
        let state = self.state
        await server.appendRoute("POST /v1/batch") { request in try await Self.handleBatch(request, format: .segment, state: state) }
        for route in ["POST /batch", "POST /batch/"] {
            await server.appendRoute(HTTPRoute(stringLiteral: route)) { request in
                try await Self.handleBatch(request, format: .posthog, state: state)
            }
        }
        await server.appendRoute("GET /violations") { _ in
            let lines = await state.violations.map(\.description)
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: try JSONEncoder().encode(lines))
        }
        await server.appendRoute("POST /faults") { request in
            let faults = try JSONDecoder().decode([Fault].self, from: try await request.bodyData)
            await state.enqueue(faults)
            return HTTPResponse(statusCode: .ok, body: Data("{\"queued\":\(faults.count)}".utf8))
        }
        await server.appendRoute("DELETE /faults") { _ in
            await state.clearFaults()
            return HTTPResponse(statusCode: .ok)
        }
        await server.appendRoute("POST /settings") { request in
            let object = try JSONSerialization.jsonObject(with: try await request.bodyData) as? [String: Any] ?? [:]
            if object.keys.contains("maxBatchBytes") { await state.setMaxBatchBytes(object["maxBatchBytes"] as? Int) }
            if let status = object["tooLargeStatus"] as? Int { await state.setTooLargeStatus(status) }
            return HTTPResponse(statusCode: .ok)
        }
        await server.appendRoute("GET /events") { _ in
            let events = await state.events
            let body = "[" + events.map { String(decoding: $0.json, as: UTF8.self) }.joined(separator: ",") + "]"
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: Data(body.utf8))
        }
        await server.appendRoute("DELETE /events") { _ in
            try await state.clearEvents()
            return HTTPResponse(statusCode: .ok)
        }
        await server.appendRoute("GET /stats") { _ in
            HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"],
                         body: try JSONEncoder().encode(await state.stats))
        }
        let config = self.config
        await server.appendRoute("GET /config") { request in
            let answer = await config.answer(ifNoneMatch: request.headers[HTTPHeader("If-None-Match")])
            var headers: HTTPHeaders = [.contentType: "application/json"]
            if let etag = answer.etag { headers[HTTPHeader("ETag")] = etag }
            return HTTPResponse(statusCode: HTTPStatusCode(answer.status, phrase: answer.status == 200 ? "OK" : "config"),
                                headers: headers, body: answer.body)
        }
        await server.appendRoute("PUT /config") { request in
            await config.set(try await request.bodyData)
            return HTTPResponse(statusCode: .ok)
        }
        await server.appendRoute("DELETE /config") { _ in
            await config.set(nil)
            return HTTPResponse(statusCode: .ok)
        }
        if let inspectorToken {
            await InspectorRoutes(token: inspectorToken, state: state, config: config, hub: inspectorHub).append(to: server)
        }
        let server = self.server
        task.set(Task { try await server.run() })
        try await server.waitUntilListening(timeout: 10)
        guard case .ip4(_, let port)? = await server.listeningAddress else { return 0 }
        return port
    }

    /// The port the server listens on, once started.
    public var port: UInt16? {
        get async {
            guard case .ip4(_, let port)? = await server.listeningAddress else { return nil }
            return port
        }
    }

    public func stop() async {
        // The inspector's long polls answer now: the server's stop waits for its requests.
        await inspectorHub.close()
        await server.stop(timeout: 0.1)
        task.cancel()
    }

    /// Appends faults for the next batches.
    public func enqueue(_ faults: [Fault]) async { await state.enqueue(faults) }

    /// Sets (or with `nil` clears) the limit on decoded batch size.
    public func setMaxBatchBytes(_ limit: Int?) async { await state.setMaxBatchBytes(limit) }

    /// The status that answers a batch over the size limit: 413, or 400 as Segment answers.
    public func setTooLargeStatus(_ status: Int) async { await state.setTooLargeStatus(status) }

    /// Every way the batches received so far broke their API's rules; the path starts
    /// with the request's index (`request[3].batch[0].event`).
    public var violations: [SpecViolation] { get async { await state.violations } }

    /// Events stored so far, in arrival order, without duplicates.
    public var events: [ReceivedEvent] { get async { await state.events } }

    /// Every batch request handled so far.
    public var requests: [RequestRecord] { get async { await state.requests } }

    public var stats: CollectorStats { get async { await state.stats } }

    /// Replaces (or with `nil` removes) the remote configuration served at `GET /config`.
    public func setRemoteConfiguration(_ body: Data?) async { await config.set(body) }

    /// What `GET /config` answered so far.
    public var configStats: ConfigStats { get async { await config.stats } }

    public func clearEvents() async throws { try await state.clearEvents() }

    // MARK: Handling

    private static func handleBatch(_ request: HTTPRequest, format: BatchFormat, state: CollectorState) async throws -> HTTPResponse {
        let (index, fault) = await state.begin()
        let body = try await request.bodyData
        let encoding = request.headers[HTTPHeader("Content-Encoding")]
        var record = RequestRecord(index: index, status: nil, contentEncoding: encoding, bodyBytes: body.count,
                                   decodedBytes: 0, messageIds: [], fault: fault, duplicates: 0, receivedAt: Date(),
                                   idempotencyKey: request.headers[HTTPHeader("Idempotency-Key")])
        var response = await process(body: body, encoding: encoding, format: format, fault: fault, state: state, record: &record)
        if let delay = fault?.delay { try? await Task.sleep(nanoseconds: UInt64(delay * 1e9)) }
        if fault?.drop == true {
            // Promise a body, then fail while sending it: FlyingFox closes the connection
            // after the header, so the client sees a truncated response.
            response = HTTPResponse(statusCode: .ok, headers: [.contentLength: "100"],
                                    body: HTTPBodySequence(from: FailingBytes(), count: 100))
            record.status = nil
        }
        await state.end(record)
        return response
    }

    private static func process(body: Data, encoding: String?, format: BatchFormat, fault: Fault?, state: CollectorState,
                                record: inout RequestRecord) async -> HTTPResponse {
        func answer(_ status: Int, _ message: String, headers: HTTPHeaders = [:]) -> HTTPResponse {
            record.status = status
            var headers = headers
            headers[.contentType] = "application/json"
            let text = "{\"success\":\(status < 300),\"message\":\"\(message)\"}"
            return HTTPResponse(statusCode: HTTPStatusCode(status, phrase: message), headers: headers, body: Data(text.utf8))
        }
        let decoded: Data
        if encoding?.lowercased() == "gzip" {
            guard let data = try? Gunzip.decompress(body) else { return answer(400, "invalid gzip body") }
            decoded = data
        } else {
            decoded = body
        }
        record.decodedBytes = decoded.count
        await state.record(format.validate(decoded), request: record.index)
        if let status = fault?.status {
            var headers = HTTPHeaders()
            if let retryAfter = fault?.retryAfter { headers[HTTPHeader("Retry-After")] = retryAfter }
            return answer(status, "injected fault", headers: headers)
        }
        let events: [ReceivedEvent]
        switch format.events(in: decoded, requestIndex: record.index) {
        case .success(let decodedEvents): events = decodedEvents
        case .failure(let refusal): return answer(refusal.status, refusal.message)
        }
        record.messageIds = events.map(\.messageId)
        if let limit = await state.maxBatchBytes, decoded.count > limit {
            return answer(await state.tooLargeStatus, "payload too large: batch of \(decoded.count) bytes exceeds \(limit)")
        }
        if fault?.drop == true && fault?.storeBeforeDrop != true { return answer(200, "dropped") }
        do {
            record.duplicates = try await state.store(events)
        } catch {
            return answer(500, "storage failed")
        }
        return answer(200, "ok")
    }
}

/// A body that fails on first read, to cut a connection after the status line.
private struct FailingBytes: AsyncBufferedSequence, AsyncBufferedIteratorProtocol {
    typealias Element = UInt8
    struct Cut: Error {}
    func makeAsyncIterator() -> FailingBytes { self }
    mutating func next() async throws -> UInt8? { throw Cut() }
    mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? { throw Cut() }
}

/// Holds the server task so that `stop` can cancel it.
private final class TaskBox: Sendable {
    private let task = Mutex<Task<Void, any Error>?>(nil)
    func set(_ newTask: Task<Void, any Error>) { task.withLock { $0 = newTask } }
    func cancel() { task.withLock { $0?.cancel() } }
}
