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
            for (matrixCase, verdict) in verdicts(cases) {
                switch verdict {
                case .passed:
                    break
                case .refused(let reason):
                    XCTAssertTrue(reason.contains("KVOCompatPlugin"), "\(matrixCase.name): \(reason)")
                default:
                    XCTFail("\(matrixCase.name): \(verdict)")
                }
            }
        }
    }

    func testKVO1to6_withKVOCompat_everyTapInBothStrategies() {
        for moment in Moment.allCases { assertPasses([(.kvo, moment)]) }
    }

    /// `CM_MAX_PARTIES` (default 3) narrows the matrix while working on it.
    func testCM_everyCombinationOfUpToThreePartiesInEveryOrder() throws {
        let maxParties = Int(ProcessInfo.processInfo.environment["CM_MAX_PARTIES"] ?? "") ?? 3
        let cases = MatrixCases.all(maxParties: maxParties)
        let verdicts = verdicts(cases)
        func count(_ matches: (Verdict) -> Bool) -> Int { verdicts.values.filter(matches).count }
        let failed = count { if case .failed = $0 { true } else { false } }
        let refused = count { if case .refused = $0 { true } else { false } }
        let alone = count { if case .partiesFailAlone = $0 { true } else { false } }
        let passed = count { $0 == .passed }
        let withProxies = count { if case .passedWithProxies = $0 { true } else { false } }
        let summary = "conflict matrix: \(cases.count) cases, \(passed) passed, "
            + "\(withProxies) passed with the subclass strategy standing aside for proxies, "
            + "\(refused) refused with a diagnostic, \(alone) where the third parties fail without Traceless too, \(failed) failed"
        // Every verdict, one line each, for reading (and for the README's figures).
        let report = verdicts.map { "\($0.key.name): \($0.value)" }.sorted().joined(separator: "\n")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("conflict-matrix.txt")
        try? (summary + "\n" + report + "\n").write(to: path, atomically: true, encoding: .utf8)
        print(summary + " (every case: \(path.path))")
        XCTAssertEqual(failed, 0, summary)
        XCTAssertEqual(passed + withProxies + refused + alone + failed, cases.count)
    }
}
