import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The device side of the inspector's protocol (docs/inspector.md), as a test speaks it
/// until the SDK's own client replaces it: posts messages in order on one connection and
/// long-polls for commands. Reconnecting is a new `SimulatedDevice` with the same `device`.
final class SimulatedDevice: @unchecked Sendable {
    let base: URL
    let token: String
    let device: String
    let connection = UUID().uuidString
    private(set) var seq = 0

    init(base: URL, token: String, device: String = "install-1") {
        (self.base, self.token, self.device) = (base, token, device)
    }

    /// Posts `messages` as the next ones of this connection; returns the HTTP status and the answer.
    @discardableResult
    func post(_ messages: [[String: Any]], seq first: Int? = nil) async throws -> (status: Int, answer: [String: Any]) {
        let start = first ?? seq
        let body: [String: Any] = ["device": device, "connection": connection, "seq": start, "messages": messages]
        let (status, answer) = try await send("POST", "inspector/device", body)
        if status == 200 { seq = max(seq, start + messages.count) }
        return (status, answer)
    }

    /// Waits (up to the protocol's 20 s) for commands.
    func commands() async throws -> (status: Int, commands: [[String: Any]]) {
        let (status, answer) = try await send("GET", "inspector/device/commands?device=\(device)&connection=\(connection)", nil)
        return (status, answer["commands"] as? [[String: Any]] ?? [])
    }

    private func send(_ method: String, _ path: String, _ body: [String: Any]?) async throws -> (Int, [String: Any]) {
        var request = URLRequest(url: URL(string: base.absoluteString + "/" + path)!)
        request.httpMethod = method
        request.timeoutInterval = 30
        request.setValue(token, forHTTPHeaderField: "X-Traceless-Pairing")
        if let body { request.httpBody = try JSONSerialization.data(withJSONObject: body) }
        let (data, response) = try await HTTP.send(request)
        let answer = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, answer)
    }

    // MARK: Messages

    static let at = "2026-11-28T06:00:00.000Z"

    /// An interaction as the tracker's Segment profile uploads it.
    static func event(_ stage: String, name: String = "$element_click", screen: String, key: String, text: String? = nil,
                      tap: (x: Double, y: Double)? = nil, messageId: String = UUID().uuidString) -> [String: Any] {
        var properties: [String: Any] = ["$screen_name": screen, "$element_key": key]
        if let text { properties["$element_content"] = text }
        // `tap` in points on the 390×844 screen, sent as the SDK sends it: fractions of the window.
        if let tap { properties["$tap_screen_x"] = tap.x / 390; properties["$tap_screen_y"] = tap.y / 844 }
        var message: [String: Any] = ["kind": "event", "stage": stage, "at": at,
                                      "event": ["type": "track", "event": name, "messageId": messageId, "properties": properties]]
        if stage == "dropped" { message["reason"] = "test" }
        return message
    }

    /// A snapshot of a 390×844 screen.
    static func snapshot(screen: String, elements: [[String: Any]]) -> [String: Any] {
        ["kind": "snapshot", "at": at, "reason": "page_view", "screen": ["name": screen, "class": screen, "title": NSNull()],
         "size": ["width": 390, "height": 844], "elements": elements]
    }

    static func element(_ id: String, key: String?, text: String?, frame: (Double, Double, Double, Double), kind: String = "button",
                        parent: String? = nil, screen: String? = nil, className: String = "UIButton", tracked: Bool? = nil) -> [String: Any] {
        let tracked = tracked ?? (key != nil)
        return ["id": id, "parent": parent ?? NSNull(), "screen": screen ?? NSNull(), "class": className, "kind": kind,
         "frame": ["x": frame.0, "y": frame.1, "width": frame.2, "height": frame.3],
         "key": key ?? NSNull(), "text": text ?? NSNull(), "tracked": tracked,
         "plugin": tracked ? "traceless.target-action" : NSNull(),
         "accessibilityIdentifier": NSNull(), "tracelessElementID": NSNull(), "hidden": false]
    }

    static func diagnostics(_ rows: [(String, String, String)]) -> [String: Any] {
        ["kind": "diagnostics", "at": at, "rows": rows.map { ["plugin": $0.0, "what": $0.1, "detail": $0.2] }]
    }
}
