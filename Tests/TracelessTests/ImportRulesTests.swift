import Foundation
import XCTest

/// Keeps the module graph of ARCHITECTURE.md true: its "Who may import whom" table
/// is the one list of allowed imports, and every library source file is checked
/// against it.
final class ImportRulesTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What a module may import: everywhere, or only in the named files.
    private struct Allowance {
        var everywhere: Set<String> = []
        var onlyIn: [String: Set<String>] = [:]   // module → files

        func permits(_ module: String, in file: String) -> Bool {
            everywhere.contains(module) || onlyIn[module]?.contains(file) == true
        }
    }

    private func allowedGraph() throws -> [String: Allowance] {
        let text = try String(contentsOf: Self.root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let section = try XCTUnwrap(text.components(separatedBy: "## Who may import whom").dropFirst().first,
                                    "ARCHITECTURE.md has no 'Who may import whom' section")
        var graph: [String: Allowance] = [:]
        for line in section.components(separatedBy: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2 else { continue }
            var allowance = Allowance()
            for part in cells[1].components(separatedBy: ";") {
                let names = Self.backticked(part)
                if let range = part.range(of: " in ") {
                    let files = Self.backticked(String(part[range.upperBound...]))
                    for name in Self.backticked(String(part[..<range.lowerBound])) {
                        allowance.onlyIn[name, default: []].formUnion(files)
                    }
                } else {
                    allowance.everywhere.formUnion(names)
                }
            }
            for module in Self.backticked(cells[0]) { graph[module] = allowance }
        }
        return graph
    }

    private static func backticked(_ text: String) -> [String] {
        text.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }

    /// The package's own modules: the folders under the package's source roots.
    private func packageModules() -> Set<String> {
        var names: Set<String> = ["CollectorKit"]
        for folder in ["Modules", "Plugins", "Tests", "Examples", "Benchmarks"] {
            let url = Self.root.appendingPathComponent(folder)
            names.formUnion((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [])
        }
        return names
    }

    private static let importLine = try! NSRegularExpression(
        pattern: #"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)"#,
        options: [.anchorsMatchLines])

    private func imports(in source: String) -> [String] {
        let range = NSRange(source.startIndex..., in: source)
        return Self.importLine.matches(in: source, range: range).compactMap {
            Range($0.range(at: 1), in: source).map { String(source[$0]) }
        }
    }

    func testEveryLibraryModuleImportsOnlyWhatTheTableAllows() throws {
        let graph = try allowedGraph()
        let ours = packageModules()
        var violations: [String] = []
        var checkedFiles = 0
        for folder in ["Modules", "Plugins"] {
            let folderURL = Self.root.appendingPathComponent(folder)
            for module in try FileManager.default.contentsOfDirectory(atPath: folderURL.path).sorted() {
                let moduleURL = folderURL.appendingPathComponent(module)
                let files = FileManager.default.enumerator(atPath: moduleURL.path)?
                    .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
                guard let allowance = graph[module] else {
                    if !files.isEmpty { violations.append("\(folder)/\(module) is missing from the table") }
                    continue
                }
                for file in files {
                    let source = try String(contentsOf: moduleURL.appendingPathComponent(file), encoding: .utf8)
                    checkedFiles += 1
                    for imported in imports(in: source) where ours.contains(imported) || imported.hasPrefix("Traceless") {
                        if imported != module && !allowance.permits(imported, in: (file as NSString).lastPathComponent) {
                            violations.append("\(folder)/\(module)/\(file) imports \(imported)")
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(checkedFiles, 50, "the library sources were found")
        XCTAssertEqual(violations, [], "imports ARCHITECTURE.md does not allow")
    }

    func testTheTableForbidsWhatTheRulesForbid() throws {
        let graph = try allowedGraph()
        let core = try XCTUnwrap(graph["Traceless"])
        XCTAssertFalse(core.permits("TracelessTracker", in: "Plugin.swift"), "the core knows no tracker")
        XCTAssertFalse(core.permits("TracelessTargetAction", in: "Plugin.swift"), "the core knows no plugin")
        let tracker = try XCTUnwrap(graph["TracelessTracker"])
        XCTAssertFalse(tracker.permits("TracelessRuntime", in: "Tracker.swift"))
        XCTAssertFalse(tracker.permits("CTracelessRuntime", in: "Tracker.swift"), "only the runtime crosses the C boundary")
        let pageView = try XCTUnwrap(graph["TracelessPageView"])
        XCTAssertFalse(pageView.permits("TracelessTargetAction", in: "PageViewPlugin.swift"), "plugins do not import each other")
        XCTAssertTrue(try XCTUnwrap(graph["TracelessRxCompat"]).permits("TracelessDelegateProxy", in: "RxCompatPlugin.swift"))
    }

    func testImportLinesAreRecognisedInEveryForm() {
        let source = """
        import Foundation
        @testable import TracelessTracker
        @_implementationOnly import CTracelessRuntime
        public import Traceless
        import struct TracelessTargetAction.ElementKey
        // import TracelessPageView
        """
        XCTAssertEqual(imports(in: source),
                       ["Foundation", "TracelessTracker", "CTracelessRuntime", "Traceless", "TracelessTargetAction"])
    }
}
