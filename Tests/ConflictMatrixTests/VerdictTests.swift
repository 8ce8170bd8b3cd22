import XCTest
@testable import ConflictMatrixRunner

/// The verdict rules themselves, on made-up outcomes: a failure can't hide.
final class VerdictTests: XCTestCase {
    private func observation(events: [Int] = Verdict.expectedEvents, refusals: [String] = [], outlived: [String] = []) -> ChildRun.Outcome {
        var seen = Observation()
        seen.logs = [["TPBusinessDelegate.didSelect": 3], ["TPBusinessDelegate.didSelect": 1], ["TPBusinessDelegate.didSelect": 1]]
        seen.events = events
        seen.className = Scenario.businessClass
        seen.refusals = refusals
        seen.outlived = outlived
        return .observed(seen)
    }

    private let exception = Data("2026-11-25 ConflictMatrixRunner[1] Uncaught exception NSInvalidArgumentException, reason: TPBusinessDelegate(instance) does not recognize sa_tableView:didSelectRowAtIndexPath:\n".utf8)

    func testCM_failingAloneNeedsTheSameFailureWithTraceless() {
        let alone = Failure(.exit(1), "", stderr: exception)
        let same = Failure(.exit(1), "", stderr: Data(String(decoding: exception, as: UTF8.self).replacingOccurrences(of: "TPBusinessDelegate(", with: "Traceless_TPBusinessDelegate(").utf8))
        guard case .partiesFailAlone(let failure) = Verdict.judge(.failed(same), against: .failed(alone)) else {
            return XCTFail("the same exception from our subclass is the parties' failure")
        }
        XCTAssertEqual(failure.cause, "exit 1: TPBusinessDelegate(instance) does not recognize sa_tableView:didSelectRowAtIndexPath:")

        for other in [Failure(.signal(11), ""), Failure(.hung, "killed after 30 s"), Failure(.exit(1), "", stderr: Data("Uncaught exception NSRangeException, reason: index 3\n".utf8))] {
            guard case .failed(let why) = Verdict.judge(.failed(other), against: .failed(alone)) else {
                return XCTFail("\(other) is not how the parties fail alone")
            }
            XCTAssertTrue(why.contains(other.description), why)
        }
        guard case .failed = Verdict.judge(observation(), against: .failed(alone)) else {
            return XCTFail("a run that no longer crashes changed what the app does")
        }
    }

    func testCM_twoCrashReportsOfOneCrashMatchWhateverTheirAddressesAndTimings() {
        func report(_ address: String, _ seconds: String, library: String = "libgnustep-base.so.1.28.0", rsp: String = "0x0000000000001000") -> Data {
            Data("""

            *** Signal 11: Backtracing from \(address)... done ***

            *** Program crashed: Bad pointer dereference at \(address) ***

            Thread 0 "ConflictMatrixR" crashed:

              0      \(address) <unknown> in \(library)
            Registers:
            rsp \(rsp)  4096
            Backtrace took \(seconds)s

            """.utf8)
        }
        // The stack ran out (the fault just below the stack pointer): wherever it ran out.
        let overflow = Failure(.signal(11), "", stderr: report("0x00007fff0f2e1d38", "0.04", rsp: "0x00007fff0f2e1d40"))
        XCTAssertEqual(overflow.reason, "Program crashed: stack overflow")
        let overflowElsewhere = Failure(.signal(11), "", stderr: report("0x00007ffd0f2e1d38", "0.01", library: "libobjc.so.4.0.0", rsp: "0x00007ffd0f2e1d40"))
        XCTAssertEqual(Verdict.judge(.failed(overflowElsewhere), against: .failed(overflow)), .partiesFailAlone(overflowElsewhere))
        // A store into a frame the recursion had just allocated faults above the stack pointer.
        let overflowIntoAFrame = Failure(.signal(11), "", stderr: report("0x00007ffd0f2e1d48", "0.02", library: "libobjc.so.4.0.0", rsp: "0x00007ffd0f2e1d40"))
        XCTAssertEqual(Verdict.judge(.failed(overflowIntoAFrame), against: .failed(overflow)), .partiesFailAlone(overflowIntoAFrame))

        let alone = Failure(.signal(11), "", stderr: report("0x00007f7a237c2f10", "0.04"))
        let with = Failure(.signal(11), "", stderr: report("0x00007f11aa7c2f10", "0.01"))
        XCTAssertEqual(alone.reason, "Program crashed: Bad pointer dereference in libgnustep-base.so.1.28.0")
        XCTAssertEqual(Verdict.judge(.failed(with), against: .failed(alone)), .partiesFailAlone(with))
        let elsewhere = Failure(.signal(11), "", stderr: Data(String(decoding: report("0x1", "0.01"), as: UTF8.self)
            .replacingOccurrences(of: "libgnustep-base.so.1.28.0", with: "ConflictMatrixRunner").utf8))
        guard case .failed = Verdict.judge(.failed(elsewhere), against: .failed(alone)) else {
            return XCTFail("a crash in another library is another failure")
        }
    }

    func testCM_aHarnessFailureIsNeverThePartiesDoing() {
        let missing = Failure(.harness, "ConflictMatrixRunner not found next to the test bundle")
        XCTAssertFalse(missing.isSame(as: missing))
        guard case .failed = Verdict.judge(.failed(missing), against: .failed(missing)) else {
            return XCTFail("a missing runner must fail the case")
        }
        let hung = Failure(.hung, "killed after 30 s")
        XCTAssertEqual(Verdict.judge(.failed(hung), against: .failed(hung)), .partiesFailAlone(hung))
    }

    func testCM_refusedOnlyWhenTheDelegateWasLeftAloneAndNothingIsReportedTwice() {
        let leftAlone = "\(Scenario.businessClass) as delegate of UITableView: left alone; KVOCompatPlugin follows it"
        XCTAssertEqual(Verdict.judge(observation(events: [0, 0, 0], refusals: [leftAlone]), against: observation()),
                       .refused("events [0, 0, 0]: \(leftAlone)"))
        for events in [[0, 0, 0], [2, 2, 0], [3, 1, 0], [2, 1, 1]] {
            let taken = "\(Scenario.businessClass) as delegate of UITableView: something else"
            guard case .failed = Verdict.judge(observation(events: events, refusals: [taken]), against: observation()) else {
                return XCTFail("\(events) with a diagnostic that does not leave the delegate alone")
            }
        }
        guard case .failed = Verdict.judge(observation(events: [2, 1, 1], refusals: [leftAlone]), against: observation()) else {
            return XCTFail("a tap after stop() is never excused")
        }
    }

    func testCM_aDelegateTracelessKeepsAliveFailsTheCase() {
        guard case .failed(let why) = Verdict.judge(observation(outlived: ["delegate"]), against: observation()) else {
            return XCTFail("an over-retained delegate must fail")
        }
        XCTAssertTrue(why.contains("delegate outlived its last owner"), why)
        XCTAssertEqual(Verdict.judge(observation(outlived: ["delegate"]), against: observation(outlived: ["delegate"])), .passed,
                       "the parties keep it alive without Traceless too")
    }
}
