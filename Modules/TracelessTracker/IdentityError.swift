/// Why ``Tracker/identify(userId:traits:)``, ``Tracker/alias(_:)`` or ``Tracker/group(_:traits:)`` refused a call.
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
    /// The traits broke the rules of custom properties.
    case invalidTraits(PropertyError)
    /// The group id broke the rules of user ids.
    indirect case invalidGroupID(IdentityError)

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
