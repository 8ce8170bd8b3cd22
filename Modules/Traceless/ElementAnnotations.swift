import Synchronization
import TracelessRuntime

/// What an app says about its views, for the events on them: an identifier that
/// survives layout changes, properties, or "report nothing here".
///
/// A view answers through methods of its own (`tracelessElementID` returning an
/// NSString, `tracelessElementProperties` an NSDictionary of NSString to NSString
/// or NSNumber, `tracelessIgnored` a BOOL), or is annotated from Swift without a
/// subclass:
///
/// ```swift
/// ElementAnnotations.setID("checkout.pay", for: payButton)
/// ElementAnnotations.setProperties(["plan": .string("yearly")], for: payButton)
/// ElementAnnotations.setIgnored(true, for: debugPanel)   // and everything inside it
/// ```
///
/// A Swift annotation wins over the view's own method. Nothing is retained: an
/// annotation goes away with its view.
public enum ElementAnnotations {
    private struct Annotation {
        var id: String?
        var properties: [String: Screen.Value]?
        var ignored: Bool?
    }

    // Process-wide, like the views it describes; emptied as views go.
    private static let annotations = Mutex<[UInt: Annotation]>([:])
    /// How many views are annotated: almost always none, and then every view of every
    /// capture is answered without the lock.
    private static let annotated = Atomic<Int>(0)

    /// Sets (or, with nil, clears) the view's identifier: `$element_id`, and the
    /// element's place in keys.
    public static func setID(_ id: String?, for view: ObjCObject) { update(view) { $0.id = id } }

    /// Sets the properties every event on the view carries (keys starting with `$`
    /// are the SDK's and are left out).
    public static func setProperties(_ properties: [String: Screen.Value]?, for view: ObjCObject) {
        update(view) { $0.properties = properties }
    }

    /// Makes the view and everything inside it report nothing (false: as usual).
    public static func setIgnored(_ ignored: Bool, for view: ObjCObject) { update(view) { $0.ignored = ignored } }

    private static func update(_ view: ObjCObject, _ change: (inout Annotation) -> Void) {
        let address = view.objcWord
        let isNew = annotations.withLock { annotations -> Bool in
            let isNew = annotations[address] == nil
            change(&annotations[address, default: Annotation()])
            if isNew { annotated.add(1, ordering: .relaxed) }
            return isNew
        }
        if isNew {
            ObjectLifetime.onDeallocation(of: view, key: ObjectIdentifier(Annotation.self as Any.Type)) {
                annotations.withLock { annotations in
                    if annotations.removeValue(forKey: address) != nil { annotated.subtract(1, ordering: .relaxed) }
                }
            }
        }
    }

    private static func annotation(of view: ObjCObject) -> Annotation? {
        // Written under the lock before the count; a capture racing an annotation being
        // set sees it, or not, as with the lock.
        guard annotated.load(ordering: .relaxed) > 0 else { return nil }
        return annotations.withLock { $0[view.objcWord] }
    }

    // MARK: Reading (capture)

    /// The view's identifier: the Swift annotation, else `tracelessElementID`.
    public static func id(of view: ObjCObject) -> String? { id(of: view, facts: ClassFacts.of(view)) }

    static func id(of view: ObjCObject, facts: ClassFacts) -> String? {
        if let id = annotation(of: view)?.id { return id }
        return facts.answersElementID ? UIKitIntrospection.string(view.probe(idSelector)?.object) : nil
    }

    /// The view's properties: the Swift annotation, else `tracelessElementProperties`.
    public static func properties(of view: ObjCObject) -> [String: Screen.Value] {
        properties(of: view, facts: ClassFacts.of(view))
    }

    static func properties(of view: ObjCObject, facts: ClassFacts) -> [String: Screen.Value] {
        if let properties = annotation(of: view)?.properties { return properties.filter { !$0.key.hasPrefix("$") } }
        guard facts.answersElementProperties else { return [:] }
        return UIKitIntrospection.scalarDictionary(view.probe(propertiesSelector)?.object)
    }

    /// Whether the view or one of its superviews is ignored.
    public static func isIgnored(_ view: ObjCObject) -> Bool {
        var current: ObjCObject? = view
        var depth = 0
        while let object = current, depth < 64 {
            let facts = ClassFacts.of(object)
            if isIgnoredItself(object, facts: facts) { return true }
            current = object.probe(superviewSelector, known: facts.isView)?.object
            depth += 1
        }
        return false
    }

    /// Whether this view itself asks to report nothing (its superviews not asked).
    static func isIgnoredItself(_ view: ObjCObject) -> Bool {
        isIgnoredItself(view, facts: ClassFacts.of(view))
    }

    static func isIgnoredItself(_ view: ObjCObject, facts: ClassFacts) -> Bool {
        if facts.isKeyboardWindow {
            KeyboardWindows.noteLeftAlone()
            return true
        }
        if let ignored = annotation(of: view)?.ignored { return ignored }
        return facts.answersIgnored && view.probe(ignoredSelector)?.bool == true
    }

    // Registered once: registration hashes the name.
    private static let idSelector: ObjCSelector = "tracelessElementID"
    private static let propertiesSelector: ObjCSelector = "tracelessElementProperties"
    private static let ignoredSelector: ObjCSelector = "tracelessIgnored"
    private static let superviewSelector: ObjCSelector = "superview"
}
