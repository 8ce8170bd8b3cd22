/// How the uploader retries a batch that failed with a 5xx, 429, 408 or a network error.
///
/// The delay after the *n*th failure in a row (counted across flushes and launches until a
/// 2xx) is `min(maxDelay, baseDelay * 2^(n-1))`, multiplied by a random factor in
/// `jitter...1` so that many devices do not retry in step. A `Retry-After` header replaces
/// that delay (capped at `maxRetryAfter`). Whatever the policy or the header says, no
/// retry comes sooner than ``minimumDelay`` (1 s): `Retry-After: 0` from an overloaded
/// collector must not turn into a request storm.
///
/// ```swift
/// var configuration = TrackerConfiguration(databaseURL: url)
/// configuration.retry = RetryPolicy(maxAttempts: 3, baseDelay: 0.5, maxDelay: 10)
/// ```
public struct RetryPolicy: Sendable, Hashable {
    /// Attempts per batch and flush, the first included. After the last, the events stay
    /// queued and the next flush starts again.
    public var maxAttempts: Int
    /// The first retry delay, in seconds.
    public var baseDelay: Double
    /// The longest computed delay, in seconds.
    public var maxDelay: Double
    /// The lower bound of the random factor applied to computed delays (0...1; 1 disables jitter).
    public var jitter: Double
    /// The longest `Retry-After` the uploader honours, in seconds.
    public var maxRetryAfter: Double

    public init(maxAttempts: Int = 5, baseDelay: Double = 1, maxDelay: Double = 60, jitter: Double = 0.5, maxRetryAfter: Double = 300) {
        self.maxAttempts = maxAttempts
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
        self.jitter = jitter
        self.maxRetryAfter = maxRetryAfter
    }

    /// The floor of every retry delay, in seconds.
    public static let minimumDelay: Double = 1

    /// The computed delay before retry number `retry` (1-based), jitter included, floored.
    func delay(beforeRetry retry: Int, random: Double) -> Double {
        let exponential = baseDelay * pow2(retry - 1)
        let capped = min(maxDelay, exponential)
        return max(Self.minimumDelay, capped * (jitter + (1 - jitter) * random))
    }

    /// The delay a `Retry-After` of `seconds` asks for, within the floor and `maxRetryAfter`.
    func delay(retryAfter seconds: Double) -> Double {
        max(Self.minimumDelay, min(seconds, maxRetryAfter))
    }

    private func pow2(_ exponent: Int) -> Double {
        exponent >= 62 ? .greatestFiniteMagnitude : Double(UInt64(1) << UInt64(max(0, exponent)))
    }
}
