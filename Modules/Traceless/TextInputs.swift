import TracelessRuntime

extension UIKitIntrospection {
    /// Whether `view` takes typed text or sits inside a view that does: a text field
    /// (secure or not), a text view, a search bar, their subclasses, or any view that
    /// adopts `UIKeyInput` (and so `UITextInput`), whatever its class is called.
    /// Capture reads no text from such a view, nor from its subviews (a field's
    /// internal text and placeholder views): what users type never leaves the device.
    ///
    /// Decided by kind and behaviour, per class: `isKindOfClass:` UIKit's text input
    /// classes, or the instance methods `UIKeyInput` requires (`insertText:` and
    /// `deleteBackward`).
    ///
    /// ```swift
    /// UIKitIntrospection.isInTextInput(placeholderTextView)   // true: a UITextView subclass
    /// ```
    public static func isInTextInput(_ view: ObjCObject) -> Bool { isInTextInput(view, upTo: nil) }

    /// ``isInTextInput(_:)``, the walk up stopping where it reaches the view `walk` set
    /// out from (a list, for its cell's label), whose own walk already answered.
    static func isInTextInput(_ view: ObjCObject, upTo walk: ViewWalk?) -> Bool {
        var current: ObjCObject? = view
        var depth = 0
        while let object = current, depth < 64 {
            if let walk, object.objcWord == walk.origin { return walk.isInTextInput }
            let facts = ClassFacts.of(object)
            if facts.takesText { return true }
            current = superview(of: object, facts: facts)
            depth += 1
        }
        return false
    }

    /// A view's superview, read without asking first (a view answers it); asked of
    /// anything else.
    static func superview(of object: ObjCObject, facts: ClassFacts) -> ObjCObject? {
        object.probe(superviewSelector, known: facts.isView)?.object
    }

    private static let superviewSelector: ObjCSelector = "superview"
}

/// Which classes take typed text: asked once per class, by ``ClassFacts`` (the answer
/// depends on the class only; a KVO or runtime subclass inherits its business class's
/// methods).
enum TextInputClasses {
    private static let kinds = ["UITextField", "UITextView", "UISearchBar", "UISearchTextField"].compactMap(ObjCClass.init(named:))
    private static let insertText: ObjCSelector = "insertText:"
    private static let deleteBackward: ObjCSelector = "deleteBackward"

    static func isTextInput(_ cls: ObjCClass) -> Bool {
        kinds.contains { cls.isSubclass(of: $0) }
            || (cls.instanceMethod(insertText) != nil && cls.instanceMethod(deleteBackward) != nil)
    }
}
