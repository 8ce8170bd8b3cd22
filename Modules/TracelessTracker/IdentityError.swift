/// Why ``Tracker/identify(userId:)`` refused a user id.
///
/// ```swift
/// do { try tracker.identify(userId: input) } catch { log.warning("not identified: \(error)") }
/// ```
public enum IdentityError: Error, Sendable, Hashable {
    /// The id was empty (use `nil` to clear the user).
    case emptyUserID
    /// The id was longer than ``PropertyLimits/maxUserIDLength`` UTF-8 bytes. The id itself
    /// is not repeated here: an error may be logged, and a 10 MB id should not be.
    case userIDTooLong(length: Int, limit: Int)
    /// The id contained a control character (a newline, a NUL, ...) at this UTF-8 offset.
    case controlCharacter(offset: Int)

    static func validate(_ id: String, limit: Int) throws(IdentityError) {
        let length = id.utf8.count
        if length == 0 { throw .emptyUserID }
        if length > limit { throw .userIDTooLong(length: length, limit: limit) }
        var offset = 0
        for scalar in id.unicodeScalars {
            if scalar.properties.generalCategory == .control { throw .controlCharacter(offset: offset) }
            offset += UTF8.width(scalar)
        }
    }
}
