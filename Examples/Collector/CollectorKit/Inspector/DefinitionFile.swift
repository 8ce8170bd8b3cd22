import Foundation

/// The inspector's definitions in a JSON file, so that names made on the page outlive the
/// collector's run (apps keep fetching them from `GET /config`). Written whole and atomically
/// after every change.
struct DefinitionFile: Sendable {
    let path: String

    /// Why the file could not be read at start.
    enum Failure: Error, CustomStringConvertible {
        case unreadable(path: String, reason: String)
        case malformed(path: String, reason: String)

        var description: String {
            switch self {
            case .unreadable(let path, let reason): "cannot read the definitions in \(path): \(reason)"
            case .malformed(let path, let reason): "the definitions in \(path) are not a definition list: \(reason)"
            }
        }
    }

    /// The saved list, or an empty one when the file does not exist yet.
    func load() throws(Failure) -> DefinitionList {
        guard FileManager.default.fileExists(atPath: path) else { return DefinitionList() }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch { throw .unreadable(path: path, reason: "\(error)") }
        do { return try JSONDecoder().decode(DefinitionList.self, from: data) } catch { throw .malformed(path: path, reason: "\(error)") }
    }

    func save(_ list: DefinitionList) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(list).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
