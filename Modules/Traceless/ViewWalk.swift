import Foundation
import TracelessRuntime

/// One walk from a view up to its window, reading what an element's description and its
/// key need: each step's class (private UIKit classes named by public ones) and index
/// among the siblings named alike, the controller whose root view the walk passes, and
/// whether a text input holds the view. A capture reads a view once, not once for its
/// path, once for its place and once for its text.
struct ViewWalk {
    /// A class's facts and an index: copied and freed without a reference count, where a
    /// name of its own was retained and released a step.
    struct Step: Equatable {
        let facts: ClassFacts
        let index: Int?

        var name: String { facts.name }
        var isCell: Bool { facts.isReusable }
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

    /// The view the walk started from.
    let origin: UInt

    /// `ancestor`: a walk already made from a view this one may pass (a cell's list):
    /// from there on its steps are taken as they are.
    init(_ view: ObjCObject, reusing ancestor: ViewWalk? = nil) {
        origin = view.objcWord
        steps.reserveCapacity(16)
        var current: ObjCObject? = view
        while let object = current, steps.count < 64 {
            if let ancestor, object.objcWord == ancestor.origin {
                adopt(ancestor)
                return
            }
            let facts = ClassFacts.of(object)
            if facts.takesText { isInTextInput = true }
            if !isIgnored, ElementAnnotations.isIgnoredItself(object, facts: facts) { isIgnored = true }
            let parent = object.probe(Self.superview, known: facts.isView)?.object
            steps.append(Step(facts: facts, index: parent.map { Self.index(of: object, named: facts.name, among: $0) }))
            if controller == nil,
               let next = object.probe(Self.nextResponder, known: facts.isView)?.object,
               ClassFacts.of(next).isViewController {
                controller = next
                stepsBelowController = steps.count - 1
            }
            current = parent
        }
        if controller == nil { stepsBelowController = steps.count }
    }

    /// Continues with `ancestor`'s steps, from its view up.
    private mutating func adopt(_ ancestor: ViewWalk) {
        if controller == nil {
            controller = ancestor.controller
            stepsBelowController = steps.count + ancestor.stepsBelowController
        }
        steps.append(contentsOf: ancestor.steps.prefix(64 - steps.count))
        isInTextInput = isInTextInput || ancestor.isInTextInput
        isIgnored = isIgnored || ancestor.isIgnored
    }

    /// `UIWindow/UIView[0]/UITableView[1]`, from the window down.
    var path: String { paths.path }

    /// The path below the controller's root view, a cell's index left out (cells are
    /// reused: the row is not the element).
    var placePath: String { paths.placePath }

    /// Both paths, built once for a view as long as its steps stay the same (``PathMemo``).
    var paths: PathMemo.Paths {
        PathMemo.paths(of: self) { walk in
            PathMemo.Paths(
                path: Self.joined(walk.steps[...], keepsCellIndex: true),
                placePath: Self.joined(
                    walk.steps.prefix(walk.stepsBelowController == 0 ? 1 : walk.stepsBelowController), keepsCellIndex: false))
        }
    }

    /// The steps from the top down, `Name[index]` joined by `/`: written into the
    /// String's own storage (every capture of a view not seen before builds two).
    private static func joined(_ steps: ArraySlice<Step>, keepsCellIndex: Bool) -> String {
        let shown = { (step: Step) in keepsCellIndex || !step.isCell ? step.index : nil }
        var length = max(steps.count - 1, 0)
        for step in steps { length += step.name.utf8.count + (shown(step).map { digits(of: $0) + 2 } ?? 0) }
        return String(unsafeUninitializedCapacity: length) { bytes in
            var end = 0
            for step in steps.reversed() {
                if end > 0 {
                    bytes[end] = UInt8(ascii: "/")
                    end += 1
                }
                end += UnsafeMutableBufferPointer(rebasing: bytes[end...]).initialize(fromContentsOf: step.name.utf8)
                guard let index = shown(step) else { continue }
                bytes[end] = UInt8(ascii: "[")
                var value = max(index, 0)
                let count = digits(of: index)
                for at in stride(from: end + count, to: end, by: -1) {
                    bytes[at] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10)
                    value /= 10
                }
                end += count + 1
                bytes[end] = UInt8(ascii: "]")
                end += 1
            }
            return end
        }
    }

    /// Decimal digits of an index (never negative: a position among siblings).
    private static func digits(of value: Int) -> Int {
        var count = 1, rest = max(value, 0)
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
    }

    private static func index(of view: ObjCObject, named name: String, among parent: ObjCObject) -> Int {
        guard let siblings = parent.probe(subviews, known: ClassFacts.of(parent).isView)?.object
        else { return 0 }
        let isa = view.isa
        var index = 0
        UIKitIntrospection.forEachElement(of: siblings) { sibling in
            if sibling == view { return false }
            if sibling.isa == isa || ClassFacts.of(sibling).name == name { index += 1 }
            return true
        }
        return index
    }

    // Registered once.
    private static let superview: ObjCSelector = "superview"
    private static let subviews: ObjCSelector = "subviews"
    private static let nextResponder: ObjCSelector = "nextResponder"
}
