import Foundation
import RuntimeFixtures
import TestSupport
import Traceless
import TracelessRuntime
import XCTest

enum Fixture {
    static let counter: ObjCClass = { rf_load(); return ObjCClass(named: "RFCounter")! }()
    static let sub: ObjCClass = { rf_load(); return ObjCClass(named: "RFSubCounter")! }()
}

/// A configurable plugin for registry tests.
final class TestPlugin: InterceptionPlugin, @unchecked Sendable {
    let id: PluginID
    let priority: Int
    let requirements: [PluginRequirement]
    let conflicts: [PluginConflict]
    let points: [(String, ObjCSelector, HookPosition, Bool)]
    let calls: Recorder<String>
    var failInstall = false
    var uninstalled = 0
    var optionProblems: [String] = []

    init(_ id: PluginID, priority: Int = 0, requires: [PluginRequirement] = [], conflicts: [PluginConflict] = [],
         points: [(String, ObjCSelector, HookPosition, Bool)] = [], calls: Recorder<String> = Recorder()) {
        self.id = id
        self.priority = priority
        self.requirements = requires
        self.conflicts = conflicts
        self.points = points
        self.calls = calls
    }

    func interceptionPoints(context: PluginContext) -> [InterceptionPoint] {
        points.map { className, selector, position, optional in
            InterceptionPoint(className, selector, position: position, isOptional: optional) { [calls, id] call, context in
                calls.add("\(id.rawValue):\(call.selector.name)")
                context.emit(Interaction(kind: .controlAction, plugin: id.rawValue,
                                         element: Interaction.Element(className: call.object.declaredClass.name),
                                         selector: call.selector.name))
            }
        }
    }

    struct Failure: Error {}
    func install(context: PluginContext) throws { if failInstall { throw Failure() } }
    func uninstall(context: PluginContext) { uninstalled += 1 }
    func validate(options: [String: String]) -> [String] { optionProblems }
}
