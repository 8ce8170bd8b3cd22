import Foundation
import TracelessRuntime

/// One walk from a view up to its window, reading what an element's description and its
/// key need: each step's class (private UIKit classes named by public ones) and index
/// among the siblings named alike, the controller whose root view the walk passes, and
/// whether a text input holds the view. A capture reads a view once, not once for its
/// path, once for its place and once for its text.
struct ViewWalk {
    /// A class's facts and where the view sits: copied and freed without a reference
    /// count, where a name of its own was retained and released a step.
    struct Step: Equatable {
        let facts: ClassFacts
        /// Among the superview's subviews named alike; nil at the top and for a reused
        /// view (a cell), whose place among its siblings changes as the list reuses it.
        let index: Int?
        /// A list's cell: its row, which names it instead (nil when the list does not
        /// know the cell, or for a reused view that is not a cell).
        let row: Interaction.Element.IndexPath?

        var name: String { facts.name }
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

    /// `row`: the view's row when it is a list's cell and the caller knows it (the row a
    /// selection names); else the list is asked. `ancestor`: a walk already made from a
    /// view this one may pass (a cell's list): from there on its steps are taken as they are.
    init(_ view: ObjCObject, row: Interaction.Element.IndexPath? = nil, reusing ancestor: ViewWalk? = nil) {
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
            if facts.isReusable {
                let known = object.objcWord == origin ? row : nil
                steps.append(Step(facts: facts, index: nil, row: known ?? parent.flatMap { Self.row(of: object, below: $0) }))
            } else {
                steps.append(Step(facts: facts, index: parent.map { Self.index(of: object, named: facts.name, among: $0) }, row: nil))
            }
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

    /// `UIWindow/UIView[0]/UITableView[1]/UITableViewCell[0][3]`, from the window down: a
    /// cell by its row (section, then row or item).
    var path: String { paths.path }

    /// The path below the controller's root view, without cells' rows (cells are reused:
    /// the row is not the element).
    var placePath: String { paths.placePath }

    /// Both paths, built once for a view as long as its steps stay the same (``PathMemo``).
    var paths: PathMemo.Paths {
        PathMemo.paths(of: self) { walk in
            PathMemo.Paths(
                path: Self.joined(walk.steps[...], showsRows: true),
                placePath: Self.joined(
                    walk.steps.prefix(walk.stepsBelowController == 0 ? 1 : walk.stepsBelowController), showsRows: false))
        }
    }

    /// The steps from the top down, `Name[index]` (a cell `Name[section][row]` or, without
    /// `showsRows`, `Name`) joined by `/`: written into the String's own storage (every
    /// capture of a view not seen before builds two).
    private static func joined(_ steps: ArraySlice<Step>, showsRows: Bool) -> String {
        let numbers = { (step: Step) -> (Int?, Int?) in
            if let row = step.row { return showsRows ? (row.section, row.item) : (nil, nil) }
            return (step.index, nil)
        }
        let bracketed = { (number: Int?) in number.map { digits(of: $0) + 2 } ?? 0 }
        var length = max(steps.count - 1, 0)
        for step in steps {
            let (first, second) = numbers(step)
            length += step.name.utf8.count + bracketed(first) + bracketed(second)
        }
        return String(unsafeUninitializedCapacity: length) { bytes in
            var end = 0
            for step in steps.reversed() {
                if end > 0 {
                    bytes[end] = UInt8(ascii: "/")
                    end += 1
                }
                end += UnsafeMutableBufferPointer(rebasing: bytes[end...]).initialize(fromContentsOf: step.name.utf8)
                let (first, second) = numbers(step)
                if let first { end = write(first, into: bytes, at: end) }
                if let second { end = write(second, into: bytes, at: end) }
            }
            return end
        }
    }

    /// Writes `[number]` at `start`; returns where it ends.
    private static func write(_ number: Int, into bytes: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        var end = start
        bytes[end] = UInt8(ascii: "[")
        var value = max(number, 0)
        let count = digits(of: number)
        for at in stride(from: end + count, to: end, by: -1) {
            bytes[at] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10)
            value /= 10
        }
        end += count + 1
        bytes[end] = UInt8(ascii: "]")
        return end + 1
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

    /// A cell's row, asked of its list: the cell's superview, or the one above it (UIKit
    /// has put a wrapper view between a table and its cells).
    private static func row(of cell: ObjCObject, below parent: ObjCObject) -> Interaction.Element.IndexPath? {
        var candidate: ObjCObject? = parent
        for _ in 0..<2 {
            guard let list = candidate else { return nil }
            let facts = ClassFacts.of(list)
            if facts.isList { return UIKitIntrospection.indexPath(list.probe(indexPathForCell, cell, known: true)?.object) }
            candidate = list.probe(superview, known: facts.isView)?.object
        }
        return nil
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
    private static let indexPathForCell: ObjCSelector = "indexPathForCell:"
}
