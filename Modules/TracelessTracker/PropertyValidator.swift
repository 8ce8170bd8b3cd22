/// Checks integrator-supplied names and properties against ``PropertyLimits``.
///
/// It runs on the caller's thread of `track` because a typed error has to reach that
/// caller; it only reads the values, so its cost is proportional to what was passed in.
struct PropertyValidator: Sendable {
    let limits: PropertyLimits

    func validateEventName(_ name: String) throws(PropertyError) {
        if name.isEmpty { throw .emptyEventName }
        if name.utf8.first == UInt8(ascii: "$") { throw .reservedEventName(name) }
        if name.utf8.count > limits.maxKeyLength { throw .eventNameTooLong(name, limit: limits.maxKeyLength) }
    }

    /// The fixed part of an encoded message: type, messageId, both timestamps, anonymousId,
    /// the context (app, device, os, screen, locale, timezone, library, session), sentAt.
    static let messageOverhead = 800

    /// Checks the properties of a custom event and its estimated encoded size.
    /// Returns that estimate, which also sizes the event in the in-memory queue.
    func validateEvent(name: String, properties: [String: PropertyValue]) throws(PropertyError) -> Int {
        let bytes = Self.messageOverhead + name.utf8.count + (try validate(properties))
        if bytes > limits.maxEventBytes { throw .eventTooLarge(bytes: bytes, limit: limits.maxEventBytes) }
        return bytes
    }

    /// Checks the properties; returns about how many bytes they take as JSON. The walk stops
    /// at the first object past the event size limit, so a huge value costs no more than that.
    @discardableResult
    func validate(_ properties: [String: PropertyValue], path: String = "", depth: Int = 0) throws(PropertyError) -> Int {
        var bytes = 2
        for (key, value) in properties {
            let keyPath = path.isEmpty ? key : path + "." + key
            if key.isEmpty { throw .emptyKey(path: keyPath) }
            if key.utf8.first == UInt8(ascii: "$") { throw .reservedKey(keyPath) }
            let keyLength = key.utf8.count
            if keyLength > limits.maxKeyLength { throw .keyTooLong(keyPath, limit: limits.maxKeyLength) }
            bytes += keyLength + 4 + (try validate(value, keyPath: keyPath, depth: depth))
            if bytes > limits.maxEventBytes { throw .eventTooLarge(bytes: bytes, limit: limits.maxEventBytes) }
        }
        return bytes
    }

    private func validate(_ value: PropertyValue, keyPath: String, depth: Int) throws(PropertyError) -> Int {
        switch value {
        case .double(let number):
            if !number.isFinite { throw .nonFiniteNumber(key: keyPath) }
            return 24
        case .string(let string):
            let length = string.utf8.count
            if length > limits.maxStringLength {
                throw .stringTooLong(key: keyPath, length: length, limit: limits.maxStringLength)
            }
            return length + 2
        case .array(let elements):
            if depth + 1 > limits.maxDepth { throw .nestedTooDeep(key: keyPath, limit: limits.maxDepth) }
            var bytes = 2
            for (index, element) in elements.enumerated() {
                bytes += 1 + (try validate(element, keyPath: "\(keyPath)[\(index)]", depth: depth + 1))
                if bytes > limits.maxEventBytes { throw .eventTooLarge(bytes: bytes, limit: limits.maxEventBytes) }
            }
            return bytes
        case .object(let object):
            if depth + 1 > limits.maxDepth { throw .nestedTooDeep(key: keyPath, limit: limits.maxDepth) }
            return try validate(object, path: keyPath, depth: depth + 1)
        case .int:
            return 20
        case .bool:
            return 5
        case .null:
            return 4
        }
    }
}
