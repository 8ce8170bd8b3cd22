/// A property value that can always be encoded as JSON.
///
/// The set of cases is closed on purpose: a value that JSON cannot represent (a `Date`,
/// an object graph, a closure) cannot be built at all. The one thing the type system
/// cannot exclude, a non-finite `Double`, is rejected by ``Tracker/track(_:properties:)``
/// with ``PropertyError/nonFiniteNumber(key:)``.
///
/// Literals make call sites read like JSON:
///
/// ```swift
/// let properties: [String: PropertyValue] = [
///     "plan": "pro", "seats": 3, "price": 9.5, "trial": false,
///     "tags": ["a", "b"], "coupon": nil, "cart": ["items": 2],
/// ]
/// ```
public enum PropertyValue: Sendable, Hashable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null
    case array([PropertyValue])
    case object([String: PropertyValue])
}

extension PropertyValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension PropertyValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension PropertyValue: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension PropertyValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension PropertyValue: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) { self = .null }
}

extension PropertyValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: PropertyValue...) { self = .array(elements) }
}

extension PropertyValue: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, PropertyValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension PropertyValue {
    /// The string, if this is a `.string`.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number as a `Double`, if this is an `.int` or a `.double`.
    public var doubleValue: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }

    /// The integer, if this is an `.int`.
    public var intValue: Int? {
        if case .int(let value) = self { return value }
        return nil
    }
}
