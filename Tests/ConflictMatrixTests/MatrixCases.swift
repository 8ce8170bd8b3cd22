@testable import ConflictMatrixRunner

/// The matrix: each strategy x every set of up to three parties x every moment
/// for each party (before `start()`, after `start()`, after adoption).
enum MatrixCases {
    static func all(maxParties: Int = 3, strategies: [String] = ["subclass", "proxy"], vendored: Bool = false) -> [MatrixCase] {
        var cases: [MatrixCase] = []
        for parties in combinations(of: Party.allCases, upTo: maxParties) {
            for moments in assignments(count: parties.count) {
                for strategy in strategies { cases.append(MatrixCase(strategy: strategy, parties: parties, moments: moments, vendored: vendored)) }
            }
        }
        return cases
    }

    static func combinations<T>(of items: [T], upTo size: Int) -> [[T]] {
        var result: [[T]] = []
        func extend(_ prefix: [T], from start: Int) {
            if !prefix.isEmpty { result.append(prefix) }
            guard prefix.count < size else { return }
            for index in start..<items.count { extend(prefix + [items[index]], from: index + 1) }
        }
        extend([], from: 0)
        return result
    }

    static func assignments(count: Int) -> [[Moment]] {
        guard count > 0 else { return [[]] }
        return assignments(count: count - 1).flatMap { rest in Moment.allCases.map { [$0] + rest } }
    }
}
