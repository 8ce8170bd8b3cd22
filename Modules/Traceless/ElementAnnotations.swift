import Foundation
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

    // Process-wide, like the views it describes; behind a lock, emptied as views go.
    nonisolated(unsafe) private static var annotations: [UInt: Annotation] = [:]
    private static let lock = NSLock()

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
        let isNew = lock.withLock { () -> Bool in
            let isNew = annotations[address] == nil
            change(&annotations[address, default: Annotation()])
            return isNew
        }
        if isNew {
            ObjectLifetime.onDeallocation(of: view, key: ObjectIdentifier(Annotation.self as Any.Type)) {
                _ = lock.withLock { annotations.removeValue(forKey: address) }
            }
        }
    }

    private static func annotation(of view: ObjCObject) -> Annotation? { lock.withLock { annotations[view.objcWord] } }

    // MARK: Reading (capture)

    /// The view's identifier: the Swift annotation, else `tracelessElementID`.
    public static func id(of view: ObjCObject) -> String? {
        annotation(of: view)?.id ?? UIKitIntrospection.string(ClassAnswers.probe(view, idSelector)?.object)
    }

    /// The view's properties: the Swift annotation, else `tracelessElementProperties`.
    public static func properties(of view: ObjCObject) -> [String: Screen.Value] {
        if let properties = annotation(of: view)?.properties { return properties.filter { !$0.key.hasPrefix("$") } }
        return UIKitIntrospection.scalarDictionary(ClassAnswers.probe(view, propertiesSelector)?.object)
    }

    /// Whether the view or one of its superviews is ignored.
    public static func isIgnored(_ view: ObjCObject) -> Bool {
        var current: ObjCObject? = view
        var depth = 0
        while let object = current, depth < 64 {
            if isIgnoredItself(object) { return true }
            current = object.probe(superviewSelector)?.object
            depth += 1
        }
        return false
    }

    /// Whether this view itself asks to report nothing (its superviews not asked).
    static func isIgnoredItself(_ view: ObjCObject) -> Bool {
        if let ignored = annotation(of: view)?.ignored { return ignored }
        return ClassAnswers.probe(view, ignoredSelector)?.bool == true
    }

    // Registered once: registration hashes the name.
    private static let idSelector: ObjCSelector = "tracelessElementID"
    private static let propertiesSelector: ObjCSelector = "tracelessElementProperties"
    private static let ignoredSelector: ObjCSelector = "tracelessIgnored"
    private static let superviewSelector: ObjCSelector = "superview"
}
