import Foundation

/// Keeps the secrets of the upload URL (user, password, query) out of reports, diagnostics
/// and error descriptions. URL loading errors quote the whole URL, credentials included,
/// and a report travels to the integrator's logs and crash reporters.
struct Redaction: Sendable {
    static let placeholder = "<redacted>"
    private let secrets: [String]
    private let redactedURL: String

    init(url: URL?) {
        guard let url, let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            secrets = []
            redactedURL = ""
            return
        }
        redactedURL = Self.redacted(url)
        let whole = [components.percentEncodedUser, components.user, components.percentEncodedPassword, components.password,
                     components.percentEncodedQuery, components.query].compactMap { $0 }
        // Single query values too, as messages may quote them decoded; not the very short
        // ones ("x=1"), which would garble every digit of a message and hide nothing.
        let values = ((components.queryItems ?? []) + (components.percentEncodedQueryItems ?? [])).compactMap(\.value)
        let parts = whole + values.filter { $0.count >= 3 }
        // The longest first, so no secret is left half-replaced.
        self.secrets = [url.absoluteString] + Array(Set(parts.filter { !$0.isEmpty })).sorted { $0.count > $1.count }
    }

    /// `text` with every secret of the URL replaced; the URL itself becomes its redacted form.
    func scrub(_ text: String) -> String {
        guard let whole = secrets.first else { return text }
        // The URL becomes a marker first, so that replacing its parts cannot touch the redacted form.
        let marker = "\u{1}url\u{1}"
        var result = text.replacingOccurrences(of: whole, with: marker)
        for secret in secrets.dropFirst() where result.contains(secret) {
            result = result.replacingOccurrences(of: secret, with: Self.placeholder)
        }
        return result.replacingOccurrences(of: marker, with: redactedURL)
    }

    /// The URL with user, password and query replaced by the placeholder, for display.
    ///
    /// ```swift
    /// Redaction.redacted(URL(string: "https://u:p@host/v1/batch?token=abc")!)
    /// // "https://<redacted>:<redacted>@host/v1/batch?<redacted>"
    /// ```
    static func redacted(_ url: URL) -> String {
        // Assembled by hand: URLComponents refuses "<" and ">" in a user or query.
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return placeholder }
        var text = components.scheme.map { $0 + "://" } ?? ""
        if components.user != nil {
            text += placeholder
            if components.password != nil { text += ":" + placeholder }
            text += "@"
        }
        text += components.percentEncodedHost ?? ""
        if let port = components.port { text += ":\(port)" }
        text += components.percentEncodedPath
        if components.query != nil { text += "?" + placeholder }
        if components.fragment != nil { text += "#" + placeholder }
        return text
    }
}
