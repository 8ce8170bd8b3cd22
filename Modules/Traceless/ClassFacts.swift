import Synchronization
import TracelessRuntime

/// What capture asks of the class of a view (or of a controller), asked of the runtime
/// once per runtime class (isa) and then read with one lookup: every tap asks it of each
/// view up the hierarchy, of their siblings and of the page's controller, and the
/// answers depend on the class only (a KVO or hook subclass inherits its business
/// class's methods; its name is asked of `-class`).
///
/// Whether the class answers the methods an app describes itself with is decided by its
/// methods (one the class or an ancestor implements): a method answered only by
/// forwarding, or added to the class after its first capture, is not seen.
package struct ClassFacts: Sendable {
    /// The name the object is reported by (``UIKitClasses/presentableName(of:)``).
    package let name: String
    /// The public UIKit class the object is a kind of (``UIKitClasses/publicType(of:)``).
    package let publicType: String?
    /// A `UIView`: answers UIView's methods, read without asking first.
    package let isView: Bool
    package let isViewController: Bool
    /// A table or collection cell, or a collection view's reusable view: reused, so its
    /// index among its siblings is not its place.
    package let isReusable: Bool
    /// A control or a list's cell: what a finger lands in (a tap on a button's title is
    /// a tap on the button).
    package let isTapTarget: Bool
    /// Takes typed text (``TextInputClasses``).
    package let takesText: Bool
    /// Implements `tracelessIgnored`, `tracelessElementID`, `tracelessElementProperties`.
    package let answersIgnored: Bool
    package let answersElementID: Bool
    package let answersElementProperties: Bool
    /// Implements `tracelessScreenName`, `tracelessScreenProperties`.
    package let answersScreenName: Bool
    package let answersScreenProperties: Bool

    package static func of(_ object: ObjCObject) -> ClassFacts {
        let key = object.isa.objcWord
        if let known = known.withLock({ $0[key] }) { return known }
        let facts = ClassFacts(object)
        known.withLock { $0[key] = facts }
        return facts
    }

    private init(_ object: ObjCObject) {
        let isa = object.isa
        let isKind = { (cls: ObjCClass?) in cls.map { isa.isSubclass(of: $0) } ?? false }
        name = UIKitClasses.presentableName(of: object)
        publicType = UIKitClasses.publicType(of: object)
        isView = isKind(Self.view)
        isViewController = isKind(Self.viewController)
        isReusable = Self.reusable.contains(where: isKind)
        isTapTarget = Self.tapTargets.contains(where: isKind)
        takesText = TextInputClasses.isTextInput(isa)
        answersIgnored = isa.instanceMethod(Self.ignored) != nil
        answersElementID = isa.instanceMethod(Self.elementID) != nil
        answersElementProperties = isa.instanceMethod(Self.elementProperties) != nil
        answersScreenName = isa.instanceMethod(Self.screenName) != nil
        answersScreenProperties = isa.instanceMethod(Self.screenProperties) != nil
    }

    // Classes are never unregistered while views of theirs live, and there are as many
    // entries as classes: no bound is needed.
    private static let known = Mutex<[UInt: ClassFacts]>([:])
    private static let view = ObjCClass(named: "UIView")
    private static let viewController = ObjCClass(named: "UIViewController")
    private static let reusable = ["UITableViewCell", "UICollectionReusableView"].compactMap(ObjCClass.init(named:))
    private static let tapTargets = ["UIControl", "UITableViewCell", "UICollectionViewCell"].compactMap(ObjCClass.init(named:))
    private static let ignored: ObjCSelector = "tracelessIgnored"
    private static let elementID: ObjCSelector = "tracelessElementID"
    private static let elementProperties: ObjCSelector = "tracelessElementProperties"
    private static let screenName: ObjCSelector = "tracelessScreenName"
    private static let screenProperties: ObjCSelector = "tracelessScreenProperties"
}
