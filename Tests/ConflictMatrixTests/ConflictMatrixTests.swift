import Foundation
import XCTest
@testable import ConflictMatrixRunner

/// Traceless next to other hookers: each case in a child process with a timeout,
/// held to what the same case does without Traceless (see `Verdict`).
final class ConflictMatrixTests: XCTestCase {
    /// Runs `cases` and their baselines; returns each case's verdict.
    private func verdicts(_ cases: [MatrixCase]) -> [MatrixCase: Verdict] {
        let baselines = Array(Set(cases.map(\.baseline)))
        let outcomes = ChildRun.run(baselines + cases)
        var verdicts: [MatrixCase: Verdict] = [:]
        for matrixCase in cases {
            verdicts[matrixCase] = Verdict.judge(outcomes[matrixCase] ?? .failed(Failure(.harness, "not run")), against: outcomes[matrixCase.baseline] ?? .failed(Failure(.harness, "not run")))
        }
        return verdicts
    }

    private func assertPasses(_ parties: [(Party, Moment)], file: StaticString = #filePath, line: UInt = #line) {
        let cases = ["subclass", "proxy"].map { MatrixCase(strategy: $0, parties: parties.map(\.0), moments: parties.map(\.1)) }
        for (matrixCase, verdict) in verdicts(cases) {
            XCTAssertTrue(verdict.holds, "\(matrixCase.name): \(verdict)", file: file, line: line)
        }
    }

    func testAOP8_aspectsHooksTheDelegateAfterAdoption() {
        assertPasses([(.aspectsObject, .afterAdoption)])
        assertPasses([(.aspectsClass, .afterAdoption)])
    }

    func testAOP9_aspectsHooksTheDelegateBeforeItBecomesOne() {
        assertPasses([(.aspectsObject, .beforeStart)])
        assertPasses([(.aspectsObject, .afterStart)])
    }

    func testAOP10_aspectsOnAKVOObservedDelegate() {
        for kvo in Moment.allCases {
            for aspects in Moment.allCases { assertPasses([(.kvo, kvo), (.aspectsObject, aspects)]) }
        }
    }

    /// Without KVOCompat the core never breaks the app around an observed delegate;
    /// where it may miss taps it says so and names the plugin. (This scenario sets
    /// the delegate again after KVO arrived, and a proxy then watches it: no tap
    /// is missed here; `KVOTests` covers the taps a subclassed delegate misses.)
    func testKVO1to6_withoutKVOCompat_neverBroken() {
        for strategy in ["subclass", "proxy"] {
            let cases = Moment.allCases.map { MatrixCase(strategy: strategy, parties: [.kvo], moments: [$0], compatPlugins: false) }
            var refused = 0
            for (matrixCase, verdict) in verdicts(cases) {
                switch verdict {
                case .passed:
                    break
                case .refused(let reason):
                    refused += 1
                    XCTAssertTrue(reason.contains("KVOCompatPlugin"), "\(matrixCase.name): \(reason)")
                default:
                    XCTFail("\(matrixCase.name): \(verdict)")
                }
            }
            // Each case sets the delegate again after KVO arrived: it is taken then, and
            // no tap is missed.
            XCTAssertEqual(refused, 0, strategy)
        }
    }

    func testKVO1to6_withKVOCompat_everyTapInBothStrategies() {
        for moment in Moment.allCases { assertPasses([(.kvo, moment)]) }
    }

    /// CM with every third party vendored (its classes, prefixes and suffixes under other
    /// names): both strategies hold case for case as they do with the parties' own
    /// names, because nothing in either depends on knowing them.
    func testCM_everyPartyUnderAnotherName() throws {
        let maxParties = Int(ProcessInfo.processInfo.environment["CM_MAX_PARTIES"] ?? "") ?? 3
        let cases = MatrixCases.all(maxParties: maxParties, vendored: true)
        let vendored = MatrixBreakdown(verdicts: verdicts(cases))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("conflict-matrix-vendored.txt")
        try? (vendored.summary + "\n" + vendored.report + "\n").write(to: path, atomically: true, encoding: .utf8)
        for strategy in ["proxy", "subclass"] {
            let breakdown = MatrixBreakdown(verdicts: vendored.verdicts.filter { $0.key.strategy == strategy })
            print("vendored, \(strategy) strategy: " + breakdown.summary + " (every case: \(path.path))")
            XCTAssertEqual(breakdown.failed, 0, strategy + ": " + breakdown.summary + "\n" + breakdown.failures)
            XCTAssertEqual(breakdown.refused, 0, strategy + ": " + breakdown.summary)
        }
        XCTAssertEqual(vendored.verdicts.count, cases.count)
    }

    /// `CM_MAX_PARTIES` (default 3) narrows the matrix while working on it;
    /// `CM_WRITE_README=1` writes the full matrix's table into docs/conflict-matrix.md.
    func testCM_everyCombinationOfUpToThreePartiesInEveryOrder() throws {
        let environment = ProcessInfo.processInfo.environment
        let maxParties = Int(environment["CM_MAX_PARTIES"] ?? "") ?? 3
        let cases = MatrixCases.all(maxParties: maxParties)
        let breakdown = MatrixBreakdown(verdicts: verdicts(cases))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("conflict-matrix.txt")
        try? (breakdown.summary + "\n" + breakdown.report + "\n").write(to: path, atomically: true, encoding: .utf8)
        print(breakdown.summary + " (every case: \(path.path))")
        XCTAssertEqual(breakdown.failed, 0, breakdown.summary + "\n" + breakdown.failures)
        // With KVOCompat enabled every party's delegate is taken or proxied: none is left alone.
        XCTAssertEqual(breakdown.refused, 0, breakdown.summary)
        XCTAssertEqual(breakdown.verdicts.count, cases.count)
        guard maxParties == 3 else { return }
        if environment["CM_WRITE_README"] == "1" {
            try MatrixTablePage.write(breakdown.table)
        } else {
            XCTAssertEqual(try MatrixTablePage.current(), breakdown.table,
                           "docs/conflict-matrix.md's table is not this run's: run with CM_WRITE_README=1 and commit it")
        }
    }
}
