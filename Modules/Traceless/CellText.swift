import TracelessRuntime

/// What a list's cell shows, read without making any view: a cell's `textLabel` getter
/// makes the label and adds it to the cell's content view when the cell has none (an
/// app's own cell), so it is never asked.
///
/// In order: the text of the cell's content configuration (iOS 14's
/// `UIListContentConfiguration`), the text of its text label if UIKit made it already
/// (`-_textLabel:` with NO, as UIKit's own `-text` and accessibility read it), else the
/// first text a label of the cell's own views shows (an app's cell), never inside a text
/// input.
///
/// ```swift
/// let text = UIKitIntrospection.cellText(of: cell)   // "Row 3"
/// ```
extension UIKitIntrospection {
    package static func cellText(of cell: ObjCObject, inside container: ViewDescription? = nil) -> String? {
        if container.map({ isInTextInput(cell, upTo: $0.walk) }) ?? isInTextInput(cell) { return nil }
        let facts = ClassFacts.of(cell)
        if let configuration = cell.probe(CellSelectors.contentConfiguration, known: facts.answersContentConfiguration)?.object,
           let text = string(configuration.probe(CellSelectors.text)?.object)
            ?? string(configuration.probe(CellSelectors.attributedText)?.object?.probe(CellSelectors.string)?.object) {
            return text
        }
        // The label may have been moved into a text input of the cell's.
        if let label = cell.probe(CellSelectors.existingTextLabel, false, known: facts.answersExistingTextLabel)?.object,
           !isInTextInput(label, upTo: container?.walk),
           let text = string(label.probe(CellSelectors.text)?.object) {
            return text
        }
        return firstShownText(below: cell)
    }

    /// The first text a view below `view` shows, depth first in subview order; hidden
    /// views, text inputs and controls (elements of their own: a button's title is not
    /// the row's) are skipped whole. Bounded: an app's cell is a few views.
    private static func firstShownText(below view: ObjCObject) -> String? {
        var pending: [(view: ObjCObject, depth: Int)] = [(view, 0)]
        var visited = 0
        while let (current, depth) = pending.popLast(), visited < 64 {
            visited += 1
            let facts = ClassFacts.of(current)
            guard facts.isView, !facts.takesText, depth == 0 || !facts.isTapTarget,
                  current.probeKnown(CellSelectors.isHidden)?.bool != true else { continue }
            if depth > 0, facts.answersText, let text = string(current.probeKnown(CellSelectors.text)?.object) { return text }
            guard depth < 4, let subviews = current.probeKnown(CellSelectors.subviews)?.object else { continue }
            var children: [ObjCObject] = []
            forEachElement(of: subviews) { child in
                children.append(child)
                return true
            }
            pending.append(contentsOf: children.reversed().map { ($0, depth + 1) })
        }
        return nil
    }
}

/// Registered once.
private enum CellSelectors {
    static let contentConfiguration: ObjCSelector = "contentConfiguration"
    static let text: ObjCSelector = "text"
    static let attributedText: ObjCSelector = "attributedText"
    static let string: ObjCSelector = "string"
    static let existingTextLabel: ObjCSelector = "_textLabel:"
    static let subviews: ObjCSelector = "subviews"
    static let isHidden: ObjCSelector = "isHidden"
}
