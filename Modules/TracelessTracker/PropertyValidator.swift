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

    func validate(_ properties: [String: PropertyValue], path: String = "", depth: Int = 0) throws(PropertyError) {
        for (key, value) in properties {
            let keyPath = path.isEmpty ? key : path + "." + key
            if key.isEmpty { throw .emptyKey(path: keyPath) }
            if key.utf8.first == UInt8(ascii: "$") { throw .reservedKey(keyPath) }
            if key.utf8.count > limits.maxKeyLength { throw .keyTooLong(keyPath, limit: limits.maxKeyLength) }
            try validate(value, keyPath: keyPath, depth: depth)
        }
    }

    private func validate(_ value: PropertyValue, keyPath: String, depth: Int) throws(PropertyError) {
        switch value {
        case .double(let number):
            if !number.isFinite { throw .nonFiniteNumber(key: keyPath) }
        case .string(let string):
            let length = string.utf8.count
            if length > limits.maxStringLength {
                throw .stringTooLong(key: keyPath, length: length, limit: limits.maxStringLength)
            }
        case .array(let elements):
            if depth + 1 > limits.maxDepth { throw .nestedTooDeep(key: keyPath, limit: limits.maxDepth) }
            for (index, element) in elements.enumerated() {
                try validate(element, keyPath: "\(keyPath)[\(index)]", depth: depth + 1)
            }
        case .object(let object):
            if depth + 1 > limits.maxDepth { throw .nestedTooDeep(key: keyPath, limit: limits.maxDepth) }
            try validate(object, path: keyPath, depth: depth + 1)
        case .int, .bool, .null:
            break
        }
    }
}
