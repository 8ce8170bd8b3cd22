/// Why a property or an event name was refused.
///
/// ``Tracker/track(_:properties:)`` throws these before anything is queued, so a refused
/// event is never half-stored. Keys are reported with their path inside nested objects
/// (`cart.items`), array elements with their index (`tags[2]`).
public enum PropertyError: Error, Sendable, Hashable {
    /// An event name was empty.
    case emptyEventName
    /// An event name started with `$`, which is reserved for the events Traceless captures.
    case reservedEventName(String)
    /// An event name was longer than ``PropertyLimits/maxKeyLength``.
    case eventNameTooLong(String, limit: Int)
    /// A property key was empty.
    case emptyKey(path: String)
    /// A property key started with `$`, which is reserved for Traceless's own properties.
    case reservedKey(String)
    /// A property key was longer than ``PropertyLimits/maxKeyLength``.
    case keyTooLong(String, limit: Int)
    /// A `Double` was NaN or infinite: JSON has no representation for it.
    case nonFiniteNumber(key: String)
    /// A string was longer than ``PropertyLimits/maxStringLength`` UTF-8 bytes.
    ///
    /// Custom events are refused rather than truncated so the caller learns about it; strings
    /// captured from the UI are truncated and reported with ``TrackerReport/truncated(_:key:originalLength:)``.
    case stringTooLong(key: String, length: Int, limit: Int)
    /// Objects and arrays were nested deeper than ``PropertyLimits/maxDepth``.
    case nestedTooDeep(key: String, limit: Int)
    /// The event, encoded, would be larger than ``PropertyLimits/maxEventBytes`` (an estimate
    /// from the name and properties; super-properties are checked when the event is built).
    case eventTooLarge(bytes: Int, limit: Int)
}

/// The limits properties are checked against.
public struct PropertyLimits: Sendable, Hashable {
    /// Longest key or event name, in UTF-8 bytes.
    public var maxKeyLength: Int
    /// Longest string value, in UTF-8 bytes (8 KiB by default).
    public var maxStringLength: Int
    /// Deepest nesting of objects and arrays.
    public var maxDepth: Int
    /// Largest event, as its Segment message is sent (`sentAt` included), in bytes: 32 KB by
    /// default, a margin under Segment's 32 KiB per message. Custom events above it are refused with
    /// ``PropertyError/eventTooLarge(bytes:limit:)``; an event that grows past it on the writer
    /// thread (super-properties, plugins) is dropped and reported.
    public var maxEventBytes: Int
    /// Longest user id accepted by ``Tracker/identify(userId:)``, in UTF-8 bytes.
    public var maxUserIDLength: Int

    public init(maxKeyLength: Int = 255, maxStringLength: Int = 8 * 1024, maxDepth: Int = 16,
                maxEventBytes: Int = 32_000, maxUserIDLength: Int = 255) {
        self.maxKeyLength = maxKeyLength
        self.maxStringLength = maxStringLength
        self.maxDepth = maxDepth
        self.maxEventBytes = maxEventBytes
        self.maxUserIDLength = maxUserIDLength
    }

    /// The defaults: keys up to 255 bytes, strings up to 8 KiB, 16 levels, events up to
    /// 32,000 bytes as sent, user ids up to 255 bytes.
    public static let standard = PropertyLimits()
}
