import Foundation
import SpecValidator

/// The two batch formats the collector accepts, by route.
enum BatchFormat: String, Sendable {
    /// Segment's `/v1/batch`.
    case segment
    /// PostHog's `/batch/`.
    case posthog

    /// Why a body cannot be stored at all.
    struct Refusal: Error {
        var status: Int
        var message: String
    }

    func validate(_ body: Data) -> [SpecViolation] {
        switch self {
        case .segment: SegmentSpec.validateBatch(body)
        case .posthog: PostHogSpec.validateBatch(body)
        }
    }

    /// The events of a decoded body, or why it cannot be stored.
    func events(in body: Data, requestIndex: Int) -> Result<[ReceivedEvent], Refusal> {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
              let batch = object["batch"] as? [[String: Any]] else {
            return .failure(Refusal(status: 400, message: "body is not a {batch: [...]} object"))
        }
        var events: [ReceivedEvent] = []
        for message in batch {
            guard let json = try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys]) else {
                return .failure(Refusal(status: 400, message: "message is not JSON"))
            }
            switch self {
            case .segment:
                guard let messageId = message["messageId"] as? String, let type = message["type"] as? String else {
                    return .failure(Refusal(status: 400, message: "message without messageId or type"))
                }
                events.append(ReceivedEvent(messageId: messageId, type: type, event: message["event"] as? String,
                                            userId: message["userId"] as? String, anonymousId: message["anonymousId"] as? String,
                                            json: json, requestIndex: requestIndex))
            case .posthog:
                guard object["api_key"] is String else { return .failure(Refusal(status: 401, message: "api_key is missing")) }
                guard let name = message["event"] as? String else {
                    return .failure(Refusal(status: 400, message: "event without a name"))
                }
                let properties = message["properties"] as? [String: Any]
                let distinctID = (message["distinct_id"] ?? properties?["distinct_id"]).map { "\($0)" }
                // PostHog deduplicates by uuid; an event without one is stored as new.
                events.append(ReceivedEvent(messageId: message["uuid"] as? String ?? UUID().uuidString.lowercased(),
                                            type: "capture", event: name, userId: distinctID, anonymousId: nil,
                                            json: json, requestIndex: requestIndex, format: rawValue))
            }
        }
        return .success(events)
    }
}
