import FlyingFox
import Foundation

/// The inspector's HTTP routes (docs/inspector.md, "Wire protocol"). Every route but the
/// page itself needs the pairing token; without it the answer is `401 {"error":"pairing"}`.
struct InspectorRoutes: Sendable {
    let token: String
    let state: CollectorState
    let config: RemoteConfigurationEndpoint
    let hub: InspectorHub

    /// At most this many bytes per device request.
    static let maxDeviceBytes = 256 * 1024

    func append(to server: HTTPServer) async {
        // Definitions kept from an earlier run are served to apps from the start.
        let kept = await hub.definitions
        if kept.version > 0, let encoded = try? JSONEncoder().encode(kept.definitions) { await config.setDefinitions(encoded) }
        await server.appendRoute("GET /inspector") { _ in
            HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", HTTPHeader("Cache-Control"): "no-store"],
                         body: Data(InspectorPage.html.utf8))
        }
        await route(server, "POST /inspector/device") { request in try await device(request) }
        await route(server, "GET /inspector/device/commands") { request in
            guard let device = request.query["device"], let connection = request.query["connection"] else {
                return Self.refuse(.missingField)
            }
            let commands = await hub.takeCommands(device: device, connection: connection)
            return Self.json(Data("{\"commands\":[".utf8) + Data(commands.joined(separator: [UInt8(ascii: ",")])) + Data("]}".utf8))
        }
        await route(server, "GET /inspector/stream") { request in
            Self.json(await hub.stream(after: request.query["after"].flatMap(Int.init) ?? 0))
        }
        await route(server, "POST /inspector/snapshot-request") { request in
            let object = try InspectorRequest.object(Array(try await request.bodyData))
            guard let device = object["device"] as? String else { throw InspectorRefusal.missingField }
            await hub.queue(command: Data("{\"kind\":\"snapshot\"}".utf8), for: device)
            return Self.json(Data("{}".utf8))
        }
        await route(server, "GET /inspector/taps") { request in
            let screen = request.query["screen"] ?? ""
            let taps: [[String: Any]] = try await storedMessages().compactMap { message in
                guard let properties = message["properties"] as? [String: Any] else { return nil }
                // `$tap_screen_x` in the PostHog and Sensors profiles, `tap_screen_x` in Segment's.
                func value(_ key: String) -> Any? { properties["$" + key] ?? properties[key] }
                guard value("screen_name") as? String == screen,
                      let x = value("tap_screen_x") as? NSNumber, let y = value("tap_screen_y") as? NSNumber
                else { return nil }
                return ["x": x, "y": y, "key": value("element_key") as? String ?? ""]
            }
            return Self.json(try JSONSerialization.data(withJSONObject: ["taps": taps]))
        }
        await route(server, "GET /inspector/definitions") { _ in Self.json(try await definitionsJSON()) }
        await route(server, "POST /inspector/definitions/preview") { request in
            let object = try InspectorRequest.object(Array(try await request.bodyData))
            let definition = try Definition(page: object, id: "preview", version: 0)
            let matches = try await storedMessages().filter(definition.matches).count
            return Self.json(Data("{\"matches\":\(matches)}".utf8))
        }
        await route(server, "POST /inspector/definitions") { request in
            let object = try InspectorRequest.object(Array(try await request.bodyData))
            let saved = try await hub.apply { list throws(InspectorRefusal) in try list.add(object) }
            return try await saveAndAnswer(saved, status: 201)
        }
        await route(server, "PUT /inspector/definitions/*") { request in
            let object = try InspectorRequest.object(Array(try await request.bodyData))
            let id = Self.lastComponent(request.path)
            let saved = try await hub.apply { list throws(InspectorRefusal) in try list.replace(id, with: object) }
            return try await saveAndAnswer(saved, status: 200)
        }
        await route(server, "DELETE /inspector/definitions/*") { request in
            let id = Self.lastComponent(request.path)
            _ = try await hub.apply { list throws(InspectorRefusal) in try list.remove(id); return nil }
            _ = try await saveAndAnswer(nil, status: 204)
            return HTTPResponse(statusCode: .noContent)
        }
    }

    /// Appends a route that answers 401 without the token and a typed 400 for a refusal.
    private func route(_ server: HTTPServer, _ route: HTTPRoute,
                       _ handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) async {
        let token = self.token
        let wrapped: @Sendable (HTTPRequest) async throws -> HTTPResponse = { request in
            guard Self.same(request.headers[HTTPHeader("X-Traceless-Pairing")], token) else {
                return HTTPResponse(statusCode: .unauthorized, headers: [.contentType: "application/json"],
                                    body: Data("{\"error\":\"pairing\"}".utf8))
            }
            do { return try await handler(request) } catch let refusal as InspectorRefusal { return Self.refuse(refusal) }
        }
        await server.appendRoute(route, handler: wrapped)
    }

    // MARK: Handling

    private func device(_ request: HTTPRequest) async throws -> HTTPResponse {
        let body = try await request.bodyData
        guard body.count <= Self.maxDeviceBytes else { return Self.refuse(.tooLarge) }
        guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else { return Self.refuse(.malformed) }
        guard let device = object["device"] as? String, let connection = object["connection"] as? String,
              let seq = object["seq"] as? Int, let messages = object["messages"] as? [Any] else { return Self.refuse(.missingField) }
        var encoded: [Data] = []
        for message in messages {
            guard let message = message as? [String: Any], message["kind"] is String else { return Self.refuse(.missingField) }
            encoded.append(try JSONSerialization.data(withJSONObject: message, options: [.sortedKeys]))
        }
        let ack = await hub.receive(device: device, connection: connection, seq: seq, messages: encoded)
        let commands = await hub.pendingCommands(device: device)
        return Self.json(Data("{\"ack\":\(ack),\"commands\":[".utf8) + Data(commands.joined(separator: [UInt8(ascii: ",")])) + Data("]}".utf8))
    }

    private func storedMessages() async throws -> [[String: Any]] {
        try await state.storedMessages().compactMap { (try? JSONSerialization.jsonObject(with: $0)) as? [String: Any] }
    }

    private func definitionsJSON() async throws -> Data {
        let list = await hub.definitions
        struct Document: Encodable { var version: Int; var definitions: [Definition] }
        return try JSONEncoder().encode(Document(version: list.version, definitions: list.definitions))
    }

    /// Writes the definitions into the remote configuration (so its ETag changes) and answers.
    private func saveAndAnswer(_ saved: Definition?, status: Int) async throws -> HTTPResponse {
        let definitions = await hub.definitions.definitions
        await config.setDefinitions(try JSONEncoder().encode(definitions))
        let body = try saved.map { try JSONEncoder().encode($0) } ?? Data()
        return HTTPResponse(statusCode: HTTPStatusCode(status, phrase: status == 201 ? "Created" : "OK"),
                            headers: [.contentType: "application/json"], body: body)
    }

    private static func json(_ body: Data) -> HTTPResponse {
        HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json", HTTPHeader("Cache-Control"): "no-store"], body: body)
    }

    private static func refuse(_ refusal: InspectorRefusal) -> HTTPResponse {
        HTTPResponse(statusCode: HTTPStatusCode(refusal.status, phrase: refusal.rawValue), headers: [.contentType: "application/json"],
                     body: Data("{\"error\":\"\(refusal.rawValue)\"}".utf8))
    }

    private static func lastComponent(_ path: String) -> String {
        String(path.split(separator: "/").last ?? "").removingPercentEncoding ?? ""
    }

    /// Compares tokens in time independent of where they differ.
    private static func same(_ given: String?, _ token: String) -> Bool {
        guard let given else { return false }
        let a = Array(given.utf8), b = Array(token.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
