@testable import ConflictMatrixRunner

/// A case's result against its run without Traceless.
enum Verdict: Equatable {
    case passed
    /// Traceless left the delegate alone and said so: fewer events, nothing broken.
    case refused(String)
    /// The parties crash or hang together without Traceless, and with Traceless
    /// they fail the same way (same signal or status, same exception): nothing
    /// else to compare.
    case partiesFailAlone(Failure)
    case failed(String)

    /// Events a case must report: two user taps (the code call is not one), one
    /// tap after the third parties' removal, none after `stop()`.
    static let expectedEvents = [2, 1, 0]

    static func judge(_ outcome: ChildRun.Outcome, against baseline: ChildRun.Outcome) -> Verdict {
        switch (baseline, outcome) {
        case (.failed(let alone), .failed(let with)) where with.isSame(as: alone):
            return .partiesFailAlone(with)
        case (.failed(let alone), .failed(let with)):
            return .failed("without Traceless \(alone); with Traceless \(with)")
        case (.failed(let alone), .observed):
            return .failed("without Traceless \(alone); with Traceless it ran to the end, so Traceless changed what the app does")
        case (.observed, .failed(let with)):
            return .failed("\(with)")
        case (.observed(let reference), .observed(let seen)):
            return judge(seen, against: reference)
        }
    }

    private static func judge(_ seen: Observation, against reference: Observation) -> Verdict {
        var problems: [String] = []
        if seen.logs != reference.logs { problems.append("calls \(seen.logs) instead of \(reference.logs)") }
        if seen.className != reference.className { problems.append("-class \(seen.className) instead of \(reference.className)") }
        if seen.isKindOfBusinessClass != reference.isKindOfBusinessClass { problems.append("isKindOfClass: changed") }
        if seen.respondsToSelection != reference.respondsToSelection || seen.respondsToMissing != reference.respondsToMissing {
            problems.append("respondsToSelector: changed")
        }
        if seen.getter != reference.getter { problems.append("getter \(seen.getter) instead of \(reference.getter)") }
        let kept = Set(seen.outlived).subtracting(reference.outlived)
        if !kept.isEmpty { problems.append("\(kept.sorted().joined(separator: ", ")) outlived its last owner") }
        guard problems.isEmpty else { return .failed(problems.joined(separator: "; ")) }
        if seen.events != expectedEvents {
            let refusals = seen.refusals.filter { $0.contains(Scenario.businessClass) }
            let fewer = seen.events.count == expectedEvents.count
                && zip(seen.events, expectedEvents).allSatisfy { (0...$1).contains($0) }
            // A refusal accounts for missing taps only when it says the delegate is
            // left alone; a taken delegate must still report every tap.
            if fewer, refusals.contains(where: { $0.contains("left alone") }) {
                return .refused("events \(seen.events): " + refusals.joined(separator: "; "))
            }
            return .failed("events \(seen.events) instead of \(expectedEvents)"
                + (refusals.isEmpty ? "" : " (refusals: \(refusals.joined(separator: "; ")))"))
        }
        return .passed
    }
}

extension Verdict {
    /// Holds every invariant.
    var holds: Bool { self == .passed }
}
