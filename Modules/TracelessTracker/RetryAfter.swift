import Foundation

/// Parses an HTTP `Retry-After` value: delta-seconds (`120`) or an HTTP date
/// (`Wed, 21 Oct 2015 07:28:00 GMT`, RFC 9110 §10.2.3). Returns seconds from `now`, never
/// negative: a date is on the wall clock, so it is compared with the wall clock once, when the
/// response arrives, and the uploader keeps the result as a monotonic deadline.
enum RetryAfter {
    static func seconds(_ value: String, now: Date) -> Double? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Double(trimmed), seconds.isFinite {
            return max(0, seconds)
        }
        // A formatter per call: Retry-After is rare and DateFormatter is not Sendable.
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: trimmed) {
                return max(0, date.timeIntervalSince(now))
            }
        }
        return nil
    }
}
