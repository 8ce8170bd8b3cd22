import Foundation
@testable import ConflictMatrixRunner

/// The matrix's verdicts counted as docs/conflict-matrix.md shows them: computed from
/// the verdicts, so the page's figures are the run's.
struct MatrixBreakdown {
    let verdicts: [MatrixCase: Verdict]

    func count(_ matches: (Verdict) -> Bool) -> Int { verdicts.values.filter(matches).count }

    var failed: Int { count { if case .failed = $0 { true } else { false } } }
    var refused: Int { count { if case .refused = $0 { true } else { false } } }
    var passed: Int { count { $0 == .passed } }

    /// Cases whose parties fail the same way without Traceless, by cause.
    var failingAlone: [String: [MatrixCase]] {
        var groups: [String: [MatrixCase]] = [:]
        for (matrixCase, verdict) in verdicts {
            if case .partiesFailAlone(let failure) = verdict { groups[failure.cause, default: []].append(matrixCase) }
        }
        return groups
    }

    var summary: String {
        "conflict matrix: \(verdicts.count) cases, \(passed) passed, "
            + "\(refused) refused with a diagnostic, \(failingAlone.values.map(\.count).reduce(0, +)) where the "
            + "third parties fail the same way without Traceless, \(failed) failed"
    }

    /// The failed cases with their reasons (the first ten), for a failure's message: a CI
    /// log must say why without the verdict file.
    var failures: String {
        verdicts.compactMap { entry -> String? in
            if case .failed(let reason) = entry.value { return "\(entry.key.name): \(reason)" }
            return nil
        }.sorted().prefix(10).joined(separator: "\n")
    }

    /// Every verdict, one line each, sorted.
    var report: String { verdicts.map { "\($0.key.name): \($0.value)" }.sorted().joined(separator: "\n") }

    /// The page's table.
    var table: String {
        var rows = [
            "| verdict | cases |",
            "| --- | --- |",
            "| passed | \(passed) |",
            "| refused: the delegate left alone with a diagnostic, every other invariant held | \(refused) |",
        ]
        for (cause, cases) in failingAlone.sorted(by: { $0.value.count > $1.value.count || ($0.value.count == $1.value.count && $0.key < $1.key) }) {
            let sets = Self.smallestSets(cases).map { $0.map(\.rawValue).joined(separator: " + ") }.joined(separator: "; ")
            rows.append("| the parties fail the same way without Traceless — \(cause.replacingOccurrences(of: "|", with: "\\|")); smallest sets of parties: \(sets) | \(cases.count) |")
        }
        rows.append("| failed | \(failed) |")
        return rows.joined(separator: "\n")
    }

    /// The sets of parties (whatever their moments and the strategy) among `cases`
    /// of which no smaller set is among them too: what causes the failure.
    static func smallestSets(_ cases: [MatrixCase]) -> [[Party]] {
        let sets = Set(cases.map { Set($0.parties) })
        let smallest = sets.filter { set in !sets.contains { $0 != set && $0.isSubset(of: set) } }
        let order = Dictionary(uniqueKeysWithValues: Party.allCases.enumerated().map { ($1, $0) })
        return smallest.map { $0.sorted { order[$0]! < order[$1]! } }
            .sorted { $0.map(\.rawValue).joined(separator: ",") < $1.map(\.rawValue).joined(separator: ",") }
    }
}

/// The matrix table of docs/conflict-matrix.md, between two marker comments.
enum MatrixTablePage {
    static let begin = "<!-- conflict-matrix:begin (written by ConflictMatrixTests with CM_WRITE_README=1) -->"
    static let end = "<!-- conflict-matrix:end -->"
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/conflict-matrix.md")

    static func current() throws -> String? {
        let text = try String(contentsOf: page, encoding: .utf8)
        guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex) else { return nil }
        return text[start.upperBound..<stop.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func write(_ table: String) throws {
        let text = try String(contentsOf: page, encoding: .utf8)
        guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex) else { return }
        try text.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: "\n" + table + "\n")
            .write(to: page, atomically: true, encoding: .utf8)
    }
}
