/// Why a ``TrackerConfiguration`` was refused by ``Tracker/init(configuration:)``.
public enum ConfigurationError: Error, Sendable, Hashable {
    /// The upload URL is not an absolute `http` or `https` URL with a host. The URL is
    /// given with its user, password and query replaced by `<redacted>`.
    case invalidUploadURL(String)
    /// ``TrackerConfiguration/remoteConfigurationURL`` is not an absolute `http` or `https`
    /// URL with a host; redacted like the upload URL.
    case invalidRemoteConfigurationURL(String)
    /// The database location is not a file URL.
    case invalidDatabaseURL(String)
    /// A count that must be at least 1 was not (`flushAt`, `uploadBatchSize`, ...).
    case notPositive(field: String, value: Int)
    /// A duration that must be greater than zero was not, or was not finite.
    case invalidInterval(field: String, value: Double)
    /// A retry setting was out of range.
    case invalidRetryPolicy(String)
    /// A property limit was out of range.
    case invalidLimits(String)
    /// ``UploadFormat/posthog(apiKey:host:)`` was given an empty API key.
    case missingAPIKey
}
