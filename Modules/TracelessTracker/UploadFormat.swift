import Foundation

/// The wire format of uploads: which API the batches are written for.
///
/// Events are queued in one form whatever the format; the format only decides how a batch
/// is written when it is sent. Queue, retries, splitting and reports are the same for both.
///
/// ```swift
/// var configuration = TrackerConfiguration(databaseURL: url)
/// configuration.uploadFormat = .posthog(apiKey: "phc_...", host: URL(string: "https://eu.i.posthog.com")!)
/// ```
public enum UploadFormat: Sendable, Hashable {
    /// Segment's HTTP tracking API: `POST` `{"batch":[...],"sentAt":...}` to
    /// ``TrackerConfiguration/uploadURL`` (a `/v1/batch` endpoint of Segment, RudderStack,
    /// Jitsu or any compatible collector), with ``TrackerConfiguration/writeKey`` as basic auth.
    case segment
    /// PostHog's capture API: `POST <host>/batch/` `{"api_key":...,"batch":[{"event",
    /// "distinct_id","properties","timestamp","uuid"}],"sent_at":...}`. `uploadURL` and
    /// `writeKey` are not used.
    case posthog(apiKey: String, host: URL = URL(string: "https://us.i.posthog.com")!)
}

extension TrackerConfiguration {
    /// Where batches go in the configured format; `nil`: events are stored, not uploaded.
    var resolvedUploadURL: URL? {
        switch uploadFormat {
        case .segment: uploadURL
        case .posthog(_, let host): host.appendingPathComponent("batch/")
        }
    }

    /// Checks the format's own settings; part of ``validate()``.
    func validateUploadFormat() throws(ConfigurationError) {
        guard case .posthog(let apiKey, let host) = uploadFormat else { return }
        let scheme = host.scheme?.lowercased()
        guard scheme == "http" || scheme == "https", let name = host.host, !name.isEmpty else {
            throw .invalidUploadURL(Redaction.redacted(host))
        }
        guard !apiKey.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw .missingAPIKey }
    }
}
