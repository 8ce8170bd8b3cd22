import Foundation

/// The Segment HTTP tracking API batch format, as the uploader sends it.
///
/// Public so that integrators can feed events to another Segment-compatible pipeline, and
/// so that benchmarks can measure encoding and compression on their own.
///
/// ```swift
/// let body = SegmentBatch.body(for: events, sentAt: Date())   // {"batch":[...],"sentAt":"..."}
/// let request = try Gzip.compress(body)                       // Content-Encoding: gzip
/// ```
package enum SegmentBatch {
    /// One message, as JSON, without `sentAt`.
    package static func message(for event: Event) -> Data {
        Data(MessageEncoding.encode(event))
    }

    /// A complete batch body; every message gets `sentAt` too.
    package static func body(for events: [Event], sentAt: Date) -> Data {
        Data(MessageEncoding.batchBody(events.map { MessageEncoding.encode($0) }, sentAt: sentAt))
    }
}
