import Foundation
@testable import TracelessTracker
import XCTest

/// TR10: the upload URL's user, password and query never appear in reports, diagnostics or errors.
final class RedactionTests: XCTestCase {
    private let secrets = ["alice", "s3cr3t-pw", "t0ps3cret-token"]

    private func assertNoSecret(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        for secret in secrets { XCTAssertFalse(text.contains(secret), "\(secret) leaked in: \(text)", file: file, line: line) }
    }

    func testTR10SecretsOfTheUploadURLNeverAppearInReports() async throws {
        // Port 9 (discard) refuses the connection: URLSession's error quotes the whole URL.
        let url = URL(string: "http://alice:s3cr3t-pw@127.0.0.1:9/v1/batch?token=t0ps3cret-token")!
        let reports = ReportLog()
        var configuration = makeConfiguration(uploadURL: url, reports: reports)
        configuration.retry.maxAttempts = 2
        let tracker = try makeTracker(configuration)
        try tracker.track("Anything")
        let summary = await tracker.flush()
        XCTAssertTrue(summary.gaveUp)
        let failures = reports.all.filter { if case .uploadFailed(.transport, _, _) = $0 { return true } else { return false } }
        XCTAssertEqual(failures.count, 2)
        for report in reports.all { assertNoSecret("\(report)") }
        assertNoSecret("\(tracker.diagnostics)")
        assertNoSecret("\(summary)")
    }

    func testTR10SecretsNeverAppearInConfigurationErrors() {
        var configuration = TrackerConfiguration(databaseURL: temporaryDirectory().appendingPathComponent("db.sqlite"))
        configuration.uploadURL = URL(string: "ftp://alice:s3cr3t-pw@example.com/v1/batch?token=t0ps3cret-token")
        XCTAssertThrowsError(try Tracker(configuration: configuration)) { error in
            assertNoSecret("\(error)")
            assertNoSecret(String(describing: error))
            XCTAssertEqual(error as? TrackerError,
                           .configuration(.invalidUploadURL("ftp://<redacted>:<redacted>@example.com/v1/batch?<redacted>")))
        }
    }

    func testTR10RedactionReplacesEveryPartOfTheURL() {
        let url = URL(string: "https://alice:s3cr3t-pw@example.com/v1/batch?token=t0ps3cret-token&x=1")!
        let redaction = Redaction(url: url)
        let message = "Error Domain=NSURLErrorDomain Code=-1004 NSErrorFailingURLStringKey=\(url.absoluteString) user alice token t0ps3cret-token"
        let scrubbed = redaction.scrub(message)
        assertNoSecret(scrubbed)
        XCTAssertTrue(scrubbed.contains("https://<redacted>:<redacted>@example.com/v1/batch?<redacted>"))
    }
}
