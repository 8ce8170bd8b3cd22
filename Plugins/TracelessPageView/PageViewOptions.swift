import Foundation
import TracelessRuntime

/// The options of ``PageViewPlugin``, read from
/// `TracelessConfiguration.pluginOptions["traceless.page-view"]`.
///
/// | key | values | default |
/// | --- | --- | --- |
/// | `reportEmbeddedChildren` | `true`, `false` | `false` |
/// | `containerClasses` | comma-separated class names | none |
///
/// ```swift
/// var configuration = TracelessConfiguration()
/// configuration.pluginOptions["traceless.page-view"] = [
///     "reportEmbeddedChildren": "false",
///     "containerClasses": "HomeTabsController, CardStackController",
/// ]
/// let options = try PageViewOptions(configuration.pluginOptions["traceless.page-view"] ?? [:])
/// ```
public struct PageViewOptions: Sendable, Hashable {
    public static let reportEmbeddedChildrenKey = "reportEmbeddedChildren"
    public static let containerClassesKey = "containerClasses"

    /// When true, a controller embedded in a non-container parent is a page of its own
    /// (in addition to its parent); by default it is part of its parent's page.
    public var reportsEmbeddedChildren: Bool
    /// The app's own container controllers: never pages themselves, their children are.
    public var containerClassNames: [String]

    public init(reportsEmbeddedChildren: Bool = false, containerClassNames: [String] = []) {
        self.reportsEmbeddedChildren = reportsEmbeddedChildren
        self.containerClassNames = containerClassNames
    }

    /// Parses raw options, reporting every problem at once.
    public init(_ options: [String: String]) throws(Invalid) {
        var problems: [Problem] = []
        for key in options.keys.sorted() where key != Self.reportEmbeddedChildrenKey && key != Self.containerClassesKey {
            problems.append(.unknownOption(key))
        }

        var reportsEmbeddedChildren = false
        if let value = options[Self.reportEmbeddedChildrenKey] {
            switch value.trimmingCharacters(in: .whitespaces).lowercased() {
            case "true": reportsEmbeddedChildren = true
            case "false": reportsEmbeddedChildren = false
            default: problems.append(.notABoolean(option: Self.reportEmbeddedChildrenKey, value: value))
            }
        }

        var containerClassNames: [String] = []
        if let value = options[Self.containerClassesKey] {
            let viewController = ObjCClass(named: "UIViewController")
            for name in value.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
                guard !name.isEmpty else {
                    problems.append(.emptyClassName(option: Self.containerClassesKey))
                    continue
                }
                // A typo here would silently turn a container into a page: refuse it.
                guard let cls = ObjCClass(named: name) else {
                    problems.append(.classNotFound(name))
                    continue
                }
                guard let viewController, cls.isSubclass(of: viewController) else {
                    problems.append(.notAViewController(name))
                    continue
                }
                containerClassNames.append(name)
            }
        }

        guard problems.isEmpty else { throw Invalid(problems: problems) }
        self.init(reportsEmbeddedChildren: reportsEmbeddedChildren, containerClassNames: containerClassNames)
    }

    /// One thing wrong with the raw options.
    public enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// A key this plugin does not know (often a typo).
        case unknownOption(String)
        /// A boolean option with another value than `true` or `false`.
        case notABoolean(option: String, value: String)
        /// A class list with an empty entry (`"A,,B"`, `""`).
        case emptyClassName(option: String)
        /// No class of that name is loaded.
        case classNotFound(String)
        /// The class is not a `UIViewController` subclass.
        case notAViewController(String)

        public var description: String {
            switch self {
            case .unknownOption(let key):
                "unknown option \(key) (known: \(PageViewOptions.reportEmbeddedChildrenKey), \(PageViewOptions.containerClassesKey))"
            case .notABoolean(let option, let value): "\(option) must be true or false (got \"\(value)\")"
            case .emptyClassName(let option): "\(option) contains an empty class name"
            case .classNotFound(let name): "containerClasses: no class named \(name) is loaded"
            case .notAViewController(let name): "containerClasses: \(name) is not a UIViewController subclass"
            }
        }
    }

    /// Raw options that cannot be used, with every problem found.
    public struct Invalid: Error, Hashable, Sendable, CustomStringConvertible {
        public let problems: [Problem]
        public var description: String { problems.map(\.description).joined(separator: "; ") }
    }
}
