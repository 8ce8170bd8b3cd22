import Traceless
import TracelessRuntime

/// One kind of view whose delegate is watched: how its delegate is set and read,
/// and which callbacks count (``DelegateCallback``). Each family is declared in
/// the file of its kind of view (`ListFamilies`, `PickerFamilies`, `WebFamilies`, `AlertFamilies`);
/// a new one is a file and a place in ``all``.
///
/// A class, not a struct: a family is looked up on every `setDelegate:`, and copying a
/// struct of strings and an array retains each of them.
final class DelegateFamily: Sendable {
    let viewClass: String
    let setter: ObjCSelector
    let getter: ObjCSelector
    let callbacks: [DelegateCallback]

    init(viewClass: String, setter: ObjCSelector, getter: ObjCSelector, callbacks: [DelegateCallback]) {
        self.viewClass = viewClass
        self.setter = setter
        self.getter = getter
        self.callbacks = callbacks
    }

    /// Most specific first: a table is also a scroll view.
    static let all: [DelegateFamily] = [table, collection, scroll, picker, webView, wkWebView, alert, actionSheet]

    /// The family of a view: the most specific one its class belongs to.
    static func of(_ view: ObjCObject) -> DelegateFamily? {
        let isa = view.isa
        return loaded.first { isa.isSubclass(of: $0.cls) }?.family
    }

    /// Whether `family`'s view class inherits its getter from another family's view
    /// class (a table's `delegate` from UIScrollView, where the table does not declare
    /// its own): the hook there answers for it, and a second one would run on every read.
    static func inheritsGetter(_ family: DelegateFamily) -> Bool {
        guard let cls = ObjCClass(named: family.viewClass), cls.ownMethod(family.getter) == nil else { return false }
        return loaded.contains { other in
            other.family.viewClass != family.viewClass && other.family.getter == family.getter && cls.isSubclass(of: other.cls)
        }
    }

    /// The families whose view class is loaded, with the class looked up once.
    private static let loaded: [(family: DelegateFamily, cls: ObjCClass)] = all.compactMap { family in
        ObjCClass(named: family.viewClass).map { (family, $0) }
    }
}
