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
            verdicts[matrixCase] = Verdict.judge(outcomes[matrixCase] ?? .failed("not run"), against: outcomes[matrixCase.baseline] ?? .failed("not run"))
        }
        return verdicts
    }

    private func assertPasses(_ parties: [(Party, Moment)], file: StaticString = #filePath, line: UInt = #line) {
        let cases = ["subclass", "proxy"].map { MatrixCase(strategy: $0, parties: parties.map(\.0), moments: parties.map(\.1)) }
        for (matrixCase, verdict) in verdicts(cases) {
            XCTAssertEqual(verdict, .passed, matrixCase.name, file: file, line: line)
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

    func testCM_everyCombinationOfUpToThreePartiesInEveryOrder() throws {
        let cases = MatrixCases.all()
        let verdicts = verdicts(cases)
        let failed = verdicts.filter { if case .failed = $0.value { true } else { false } }
        let refused = verdicts.filter { if case .refused = $0.value { true } else { false } }
        let summary = "conflict matrix: \(cases.count) cases, \(cases.count - failed.count - refused.count) passed, \(refused.count) refused with a diagnostic, \(failed.count) failed"
        print(summary)
        for (matrixCase, verdict) in failed.sorted(by: { $0.key.name < $1.key.name }).prefix(40) {
            print("  FAILED \(matrixCase.name): \(verdict)")
        }
        XCTAssertEqual(failed.count, 0, summary)
    }
}
