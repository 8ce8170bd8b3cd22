@testable import ConflictMatrixRunner

/// A case's result against its run without Traceless.
enum Verdict: Equatable {
    case passed
    /// Passed, with the subclass strategy standing aside (a library that cannot
    /// live with it is loaded): proxies watched the delegate, and diagnostics say why.
    case passedWithProxies(String)
    /// Traceless left the delegate alone and said so: fewer events, nothing broken.
    case refused(String)
    /// The parties crash or hang together without Traceless: nothing to compare with
    /// (Traceless must not turn it into something else: it crashed too).
    case partiesFailAlone(String)
    case failed(String)

    /// Events a case must report: two user taps (the code call is not one), one
    /// tap after the third parties' removal, none after `stop()`.
    static let expectedEvents = [2, 1, 0]

    static func judge(_ outcome: ChildRun.Outcome, against baseline: ChildRun.Outcome) -> Verdict {
        guard case .observed(let reference) = baseline else {
            if case .failed(let why) = baseline { return .partiesFailAlone(why) }
            return .failed("no baseline")
        }
        guard case .observed(let seen) = outcome else {
            if case .failed(let why) = outcome { return .failed(why) }
            return .failed("no outcome")
        }
        var problems: [String] = []
        if seen.logs != reference.logs { problems.append("calls \(seen.logs) instead of \(reference.logs)") }
        if seen.className != reference.className { problems.append("-class \(seen.className) instead of \(reference.className)") }
        if seen.isKindOfBusinessClass != reference.isKindOfBusinessClass { problems.append("isKindOfClass: changed") }
        if seen.respondsToSelection != reference.respondsToSelection || seen.respondsToMissing != reference.respondsToMissing {
            problems.append("respondsToSelector: changed")
        }
        if seen.getter != reference.getter { problems.append("getter \(seen.getter) instead of \(reference.getter)") }
        guard problems.isEmpty else { return .failed(problems.joined(separator: "; ")) }
        if seen.events != expectedEvents {
            let refusals = seen.refusals.filter { $0.contains(Scenario.businessClass) }
            if !refusals.isEmpty, seen.events.allSatisfy({ $0 >= 0 }), seen.events[2] == 0 {
                return .refused(refusals.joined(separator: "; "))
            }
            return .failed("events \(seen.events) instead of \(expectedEvents)")
        }
        if let strategyRefused = seen.refusals.first(where: { $0.hasPrefix("the subclass strategy") }) {
            return .passedWithProxies(strategyRefused)
        }
        return .passed
    }
}

extension Verdict {
    /// Holds every invariant (possibly by standing aside, as the scenarios allow).
    var holds: Bool {
        switch self {
        case .passed, .passedWithProxies: true
        default: false
        }
    }
}
