import Foundation
import SpecValidator

/// Everything the collector remembers, behind one actor: events, requests, pending faults
/// and the count of requests being handled at once.
actor CollectorState {
    private let store: CollectorStore
    private let output: (@Sendable (String) -> Void)?
    private(set) var maxBatchBytes: Int?
    private(set) var tooLargeStatus: Int
    private(set) var violations: [SpecViolation] = []
    private var faults: [Fault]
    private(set) var events: [ReceivedEvent] = []
    private(set) var requests: [RequestRecord] = []
    private var inFlight = 0
    private var idempotencyKeys: Set<String> = []
    private(set) var stats = CollectorStats()

    init(configuration: CollectorConfiguration) throws {
        store = try CollectorStore(path: configuration.databasePath)
        output = configuration.output
        maxBatchBytes = configuration.maxBatchBytes
        tooLargeStatus = configuration.tooLargeStatus
        faults = configuration.faults
    }

    /// Starts a request: returns its index and the fault to apply, if any.
    func begin() -> (index: Int, fault: Fault?) {
        inFlight += 1
        stats.maxConcurrentRequests = max(stats.maxConcurrentRequests, inFlight)
        stats.requests += 1
        let fault = faults.isEmpty ? nil : faults.removeFirst()
        stats.faultsPending = faults.count
        return (stats.requests - 1, fault)
    }

    func end(_ record: RequestRecord) {
        inFlight -= 1
        var record = record
        if let key = record.idempotencyKey {
            record.isResend = !idempotencyKeys.insert(key).inserted
            if record.isResend { stats.resentBatches += 1 }
        }
        requests.append(record)
    }

    func enqueue(_ newFaults: [Fault]) {
        faults.append(contentsOf: newFaults)
        stats.faultsPending = faults.count
    }

    func clearFaults() {
        faults = []
        stats.faultsPending = 0
    }

    func setMaxBatchBytes(_ limit: Int?) { maxBatchBytes = limit }

    func setTooLargeStatus(_ status: Int) { tooLargeStatus = status }

    /// Keeps a request's spec violations, each path prefixed with the request's index.
    func record(_ found: [SpecViolation], request index: Int) {
        for violation in found {
            let recorded = SpecViolation("request[\(index)].\(violation.path)", violation.rule)
            violations.append(recorded)
            output?("spec violation: \(recorded)")
        }
        stats.specViolations += found.count
    }

    /// Stores a decoded batch; returns how many were duplicates.
    func store(_ batch: [ReceivedEvent]) throws -> Int {
        let inserted = try store.store(batch)
        var duplicates = 0
        for (event, isNew) in zip(batch, inserted) {
            guard isNew else { duplicates += 1; continue }
            events.append(event)
            output?(Self.line(for: event))
        }
        stats.events += batch.count - duplicates
        stats.duplicates += duplicates
        return duplicates
    }

    /// Every message stored in the database (this run's and earlier runs'), as JSON.
    func storedMessages() throws -> [Data] { try store.messages() }

    func clearEvents() throws {
        try store.deleteAll()
        events = []
        requests = []
        violations = []
    }

    /// One readable line per event: name, screen, element, id.
    static func line(for event: ReceivedEvent) -> String {
        var parts = ["\(event.type) \(event.event ?? "-")"]
        for (label, key) in [("screen", "$screen_class"), ("element", "$element_class"), ("content", "$element_content"),
                             ("position", "$element_position"), ("duration", "$duration")] {
            if let value = event.property(key) { parts.append("\(label)=\(value)") }
        }
        if let userId = event.userId { parts.append("user=\(userId)") }
        parts.append("id=\(event.messageId)")
        return parts.joined(separator: " ")
    }
}
