import Foundation
import TracelessRuntime

/// One walk from a view up to its window, reading what an element's description and its
/// key need: each step's class (private UIKit classes named by public ones) and index
/// among the siblings named alike, the controller whose root view the walk passes, and
/// whether a text input holds the view. A capture reads a view once, not once for its
/// path, once for its place and once for its text.
struct ViewWalk {
    struct Step {
        let name: String
        let index: Int?
        let isCell: Bool
    }

    /// From the view up.
    private(set) var steps: [Step] = []
    /// The controller whose root view is on the way (the view's own controller), and how
    /// many steps lie below that root view.
    private(set) var controller: ObjCObject?
    private(set) var stepsBelowController = 0
    private(set) var isInTextInput = false
    /// Whether the view or a view it sits in asks to report nothing (``ElementAnnotations``).
    private(set) var isIgnored = false

    init(_ view: ObjCObject) {
        var current: ObjCObject? = view
        while let object = current, steps.count < 64 {
            let isa = object.isa
            if !isInTextInput, TextInputClasses.isTextInput(isa) { isInTextInput = true }
            if !isIgnored, ElementAnnotations.isIgnoredItself(object) { isIgnored = true }
            let name = Self.names.name(of: object, isa: isa)
            // A view answers UIView's methods: read without asking first.
            let isView = Self.viewClass.map { isa.isSubclass(of: $0) } ?? false
            let parent = isView ? object.probeKnown(Self.superview)?.object : object.probe(Self.superview)?.object
            steps.append(Step(name: name, index: parent.map { Self.index(of: object, named: name, among: $0) },
                              isCell: Self.cellClasses.contains { isa.isSubclass(of: $0) }))
            if controller == nil, let next = (isView ? object.probeKnown(Self.nextResponder) : object.probe(Self.nextResponder))?.object,
               let viewControllerClass = Self.viewControllerClass,
               next.isa.isSubclass(of: viewControllerClass) {
                controller = next
                stepsBelowController = steps.count - 1
            }
            current = parent
        }
        if controller == nil { stepsBelowController = steps.count }
    }

    /// `UIWindow/UIView[0]/UITableView[1]`, from the window down.
    var path: String {
        steps.reversed().map { step in step.index.map { "\(step.name)[\($0)]" } ?? step.name }.joined(separator: "/")
    }

    /// The path below the controller's root view, a cell's index left out (cells are
    /// reused: the row is not the element).
    var placePath: String {
        steps.prefix(stepsBelowController == 0 ? 1 : stepsBelowController).reversed()
            .map { step in step.isCell ? step.name : step.index.map { "\(step.name)[\($0)]" } ?? step.name }
            .joined(separator: "/")
    }

    private static func index(of view: ObjCObject, named name: String, among parent: ObjCObject) -> Int {
        let isView = viewClass.map { parent.isa.isSubclass(of: $0) } ?? false
        guard let siblings = (isView ? parent.probeKnown(subviews) : parent.probe(subviews))?.object else { return 0 }
        var index = 0
        for sibling in UIKitIntrospection.elements(of: siblings) {
            if sibling == view { return index }
            if names.name(of: sibling, isa: sibling.isa) == name { index += 1 }
        }
        return index
    }

    // Looked up and registered once.
    private static let names = PresentableNames()
    private static let viewControllerClass = ObjCClass(named: "UIViewController")
    private static let viewClass = ObjCClass(named: "UIView")
    private static let cellClasses = ["UITableViewCell", "UICollectionReusableView"].compactMap(ObjCClass.init(named:))
    private static let superview: ObjCSelector = "superview"
    private static let subviews: ObjCSelector = "subviews"
    private static let nextResponder: ObjCSelector = "nextResponder"
}

/// The name a view's class is reported by, per isa: asked once per runtime class (its
/// `-class` may be a KVO or hook subclass's business class), then read without a message.
private final class PresentableNames: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [UInt: String] = [:]

    func name(of object: ObjCObject, isa: ObjCClass) -> String {
        if let known = lock.withLock({ names[isa.objcWord] }) { return known }
        let name = UIKitClasses.presentableName(of: object)
        lock.withLock { names[isa.objcWord] = name }
        return name
    }
}
