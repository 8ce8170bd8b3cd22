import Foundation

/// Switches the app's owner can flip without a release, fetched from
/// ``TrackerConfiguration/remoteConfigurationURL``.
///
/// The document is a JSON object; every key is optional and unknown keys are ignored:
///
/// ```json
/// {"enabled": true, "blockedEvents": ["Debug Tapped", "$scroll"], "sampleRate": 0.25,
///  "disabledPlugins": ["traceless.kvo-compat"], "eventDefinitions": [EventDefinition, ...]}
/// ```
///
/// ```swift
/// configuration.remoteConfigurationURL = URL(string: "https://collector.example.com/config")
/// let tracker = try Tracker(configuration: configuration)
/// let off = Set(tracker.disabledPlugins)   // the app's part: the plugins are the registry's
/// let traceless = TracelessRegistry(plugins: plugins.filter { !off.contains($0.id.rawValue) }, sink: tracker)
/// ```
public struct RemoteConfiguration: Sendable, Hashable, Codable {
    /// `false` turns tracking off: nothing is captured (events already queued still upload).
    public var enabled: Bool = true
    /// Event names never stored (custom, interaction and lifecycle names alike); each one
    /// refused is dropped and reported as by a plugin named ``RemoteConfiguration/pluginName``.
    public var blockedEvents: Set<String> = []
    /// The share of installs that capture, 0...1. Decided **per install**: a stable hash of
    /// the anonymous id, so an install is in or out for as long as it keeps its id
    /// (``Tracker/reset()`` draws again), and every session of an install agrees.
    public var sampleRate: Double = 1
    /// Interception plugin ids to turn off. The tracker does not own the plugins: the app
    /// passes this list to its Traceless registry (at start, before `start()`).
    public var disabledPlugins: [String] = []
    /// Names for interactions, applied by the tracker (first match wins, in this order).
    /// A malformed one is left out and reported as ``TrackerReport/eventDefinitionRefused(_:)``.
    public var eventDefinitions: [EventDefinition] = []
    /// The definitions the document had but that were left out, and why (not saved).
    var refusedDefinitions: [EventDefinitionError] = []

    /// The name under which remotely blocked events are reported and their receipts say dropped.
    public static let pluginName = "traceless.remote-config"

    public init(enabled: Bool = true, blockedEvents: Set<String> = [], sampleRate: Double = 1, disabledPlugins: [String] = [],
                eventDefinitions: [EventDefinition] = []) {
        self.enabled = enabled
        self.blockedEvents = blockedEvents
        self.sampleRate = sampleRate
        self.disabledPlugins = disabledPlugins
        self.eventDefinitions = eventDefinitions
    }

    private enum CodingKeys: String, CodingKey {
        case enabled, blockedEvents, sampleRate, disabledPlugins, eventDefinitions
    }

    /// One entry of `eventDefinitions`, decoded without failing the whole document.
    private struct Entry: Decodable {
        let result: Result<EventDefinition, EventDefinitionError>
        init(from decoder: any Decoder) {
            let position = decoder.codingPath.last?.intValue ?? 0
            do {
                let definition = try EventDefinition(from: decoder)
                if let reason = definition.problem(limits: .standard) {
                    result = .failure(.malformed(position: position, id: definition.id, reason: reason))
                } else {
                    result = .success(definition)
                }
            } catch {
                let id = try? decoder.container(keyedBy: AnyKey.self).decode(String.self, forKey: AnyKey(stringValue: "id"))
                result = .failure(.malformed(position: position, id: id, reason: "\(error)".prefix(300).description))
            }
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        enabled = try container.decodeIfPresent(Bool.self, forKey: .enabled) ?? true
        blockedEvents = try container.decodeIfPresent(Set<String>.self, forKey: .blockedEvents) ?? []
        sampleRate = try container.decodeIfPresent(Double.self, forKey: .sampleRate) ?? 1
        disabledPlugins = try container.decodeIfPresent([String].self, forKey: .disabledPlugins) ?? []
        for entry in try container.decodeIfPresent([Entry].self, forKey: .eventDefinitions) ?? [] {
            switch entry.result {
            case .success(let definition): eventDefinitions.append(definition)
            case .failure(let refusal): refusedDefinitions.append(refusal)
            }
        }
    }

    /// Parses and checks a fetched document.
    static func parse(_ data: Data) throws(RemoteConfigurationError) -> RemoteConfiguration {
        let parsed: RemoteConfiguration
        do {
            parsed = try JSONDecoder().decode(RemoteConfiguration.self, from: data)
        } catch {
            throw .malformed("not a configuration object: \(error)".prefix(300).description)
        }
        guard (0...1).contains(parsed.sampleRate) else { throw .malformed("sampleRate \(parsed.sampleRate) is outside 0...1") }
        return parsed
    }

    /// Whether the install with this anonymous id is in the sample: FNV-1a of the id, so the
    /// answer is the same at every launch without storing it.
    func samples(anonymousID: String) -> Bool {
        if sampleRate >= 1 { return true }
        if sampleRate <= 0 { return false }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in anonymousID.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0100_0000_01b3
        }
        return Double(hash % 10_000) < sampleRate * 10_000
    }
}

/// Why a remote configuration was not applied; the last good one stays in effect.
public enum RemoteConfigurationError: Error, Sendable, Hashable {
    /// No HTTP answer (connection refused, timeout); the message has the URL's secrets redacted.
    case unreachable(String)
    /// The server answered with a status other than 200 or 304.
    case status(Int)
    /// The body is not a valid configuration.
    case malformed(String)
    /// Fetched and applied, but it could not be saved for the next launch.
    case notPersisted(String)
}
