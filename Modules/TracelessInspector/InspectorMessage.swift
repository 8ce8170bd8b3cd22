import Foundation
import TracelessTracker

/// The device's messages of the wire protocol (docs/inspector.md), encoded once when made.
enum InspectorMessage {
    static func event(_ stage: EventStage, message: [UInt8], reason: String?, at date: Date = Date()) -> Data {
        // The tracker's message is already JSON: spliced in, not decoded and encoded again.
        var json = Data(#"{"kind":"event","stage":"\#(stage.rawValue)","at":"\#(timestamp(date))","#.utf8)
        if let reason { json.append(Data(#""reason":"#.utf8) + encoded(reason) + Data(",".utf8)) }
        json.append(Data(#""event":"#.utf8))
        json.append(contentsOf: message)
        json.append(Data("}".utf8))
        return json
    }

    static func diagnostics(_ rows: [(plugin: String, what: String, detail: String)], at date: Date = Date()) -> Data {
        object(["kind": "diagnostics", "at": timestamp(date),
                "rows": rows.map { ["plugin": $0.plugin, "what": $0.what, "detail": $0.detail] }])
    }

    static func object(_ value: [String: Any]) -> Data {
        (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? Data("{}".utf8)
    }

    /// A JSON string literal.
    static func encoded(_ string: String) -> Data {
        let array = (try? JSONSerialization.data(withJSONObject: [string])) ?? Data(#"[""]"#.utf8)
        return array.dropFirst().dropLast()
    }

    static func timestamp(_ date: Date) -> String { formatter.string(from: date) }

    /// Made once (every message has a timestamp); ISO8601DateFormatter is thread-safe.
    nonisolated(unsafe) private static let formatter: ISO8601DateFormatter = {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    /// `{"device":…,"connection":…,"seq":…,"messages":[…]}` around already encoded messages.
    static func request(device: String, connection: String, seq: Int, messages: [Data]) -> Data {
        var body = Data(#"{"device":"#.utf8) + encoded(device)
        body.append(Data(#","connection":"#.utf8) + encoded(connection))
        body.append(Data(#","seq":\#(seq),"messages":["#.utf8))
        for (index, message) in messages.enumerated() {
            if index > 0 { body.append(Data(",".utf8)) }
            body.append(message)
        }
        body.append(Data("]}".utf8))
        return body
    }
}
