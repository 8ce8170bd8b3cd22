/// How the uploader retries a batch that failed with a 5xx, 429, 408 or a network error.
///
/// The delay before attempt *n* (counting from 1 for the first retry) is
/// `min(maxDelay, baseDelay * 2^(n-1))`, multiplied by a random factor in `jitter...1`
/// so that many devices do not retry in step. A `Retry-After` header replaces that
/// delay (capped at `maxRetryAfter`).
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

    /// The computed delay before retry number `retry` (1-based), jitter included.
    func delay(beforeRetry retry: Int, random: Double) -> Double {
        let exponential = baseDelay * pow2(retry - 1)
        let capped = min(maxDelay, exponential)
        return capped * (jitter + (1 - jitter) * random)
    }

    private func pow2(_ exponent: Int) -> Double {
        exponent >= 62 ? .greatestFiniteMagnitude : Double(UInt64(1) << UInt64(max(0, exponent)))
    }
}
