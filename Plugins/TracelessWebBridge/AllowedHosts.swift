import Foundation

/// The hosts whose pages may send events: exact names (`shop.example.com`) and
/// subdomain wildcards (`*.example.com`: any host under example.com, not example.com
/// itself). Names compare without regard to case. Empty allows nobody. A wildcard over a
/// public suffix (`*.com`, `*.co.uk`) is a problem, not an entry.
struct AllowedHosts: Sendable {
    private var exact: Set<String> = []
    /// ".example.com" for "*.example.com".
    private var suffixes: [String] = []
    /// What is wrong with the entries; the valid ones are kept.
    private(set) var problems: [String] = []

    init(_ entries: [String]) {
        for entry in entries {
            let host = entry.trimmingCharacters(in: .whitespaces).lowercased()
            let name = host.hasPrefix("*.") ? String(host.dropFirst(2)) : host
            guard !name.isEmpty, name.allSatisfy(Self.isHostCharacter), !name.hasPrefix("."), !name.hasSuffix("."),
                  !name.contains("..") else {
                problems.append("allowedHosts: \"\(entry)\" is not a host name or *.domain (no scheme, port or path)")
                continue
            }
            if host.hasPrefix("*.") {
                guard !PublicSuffixes.contains(name) else {
                    problems.append("allowedHosts: \"\(entry)\" is refused: \(PublicSuffixes.rule)")
                    continue
                }
                suffixes.append("." + name)
            } else {
                exact.insert(name)
            }
        }
    }

    var isEmpty: Bool { exact.isEmpty && suffixes.isEmpty }

    func allows(_ host: String) -> Bool {
        let host = host.lowercased()
        return exact.contains(host) || suffixes.contains { host.hasSuffix($0) }
    }

    private static func isHostCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == ".")
    }
}
