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
///
/// A class's facts are made once and kept for the process (classes are never
/// unregistered while views of theirs live, and there are as many as classes): a
/// reference, so a read copies no strings, and the last one seen in each slot of a small
/// table is read without a lock.
package final class ClassFacts: Sendable {
    /// The runtime class these are the facts of.
    private let isa: UInt
    /// The name the object is reported by (``UIKitClasses/presentableName(of:)``).
    package let name: String
    /// The name of the class `-class` answers (a page's class, as screens report it).
    package let className: String
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
    /// Implements `currentTitle` (a button), `text` (a label); a segmented control.
    package let answersCurrentTitle: Bool
    package let answersText: Bool
    package let isSegmentedControl: Bool
    /// Implements `tracelessIgnored`, `tracelessElementID`, `tracelessElementProperties`.
    package let answersIgnored: Bool
    package let answersElementID: Bool
    package let answersElementProperties: Bool
    /// Implements `tracelessScreenName`, `tracelessScreenProperties`.
    package let answersScreenName: Bool
    package let answersScreenProperties: Bool

    package static func of(_ object: ObjCObject) -> ClassFacts {
        let key = object.isa.objcWord
        let slot = recent.slot(for: key)
        if let seen = slot.facts, seen.isa == key { return seen }
        let facts = known.withLock { known in
            if let facts = known[key] { return facts }
            let facts = ClassFacts(object)
            known[key] = facts
            return facts
        }
        slot.facts = facts
        return facts
    }

    private init(_ object: ObjCObject) {
        let isa = object.isa
        self.isa = isa.objcWord
        let isKind = { (cls: ObjCClass?) in cls.map { isa.isSubclass(of: $0) } ?? false }
        name = UIKitClasses.presentableName(of: object)
        className = object.probedClass.name
        publicType = UIKitClasses.publicType(of: object)
        isView = isKind(Self.view)
        isViewController = isKind(Self.viewController)
        isReusable = Self.reusable.contains(where: isKind)
        isTapTarget = Self.tapTargets.contains(where: isKind)
        takesText = TextInputClasses.isTextInput(isa)
        answersCurrentTitle = isa.instanceMethod(Self.currentTitle) != nil
        answersText = isa.instanceMethod(Self.text) != nil
        isSegmentedControl = isKind(Self.segmentedControl)
        answersIgnored = isa.instanceMethod(Self.ignored) != nil
        answersElementID = isa.instanceMethod(Self.elementID) != nil
        answersElementProperties = isa.instanceMethod(Self.elementProperties) != nil
        answersScreenName = isa.instanceMethod(Self.screenName) != nil
        answersScreenProperties = isa.instanceMethod(Self.screenProperties) != nil
    }

    // Every class's facts, made under the lock, kept for the process: what makes the
    // unretained reads of `recent` safe.
    private static let known = Mutex<[UInt: ClassFacts]>([:])
    private static let recent = RecentFacts()
    private static let view = ObjCClass(named: "UIView")
    private static let viewController = ObjCClass(named: "UIViewController")
    private static let reusable = ["UITableViewCell", "UICollectionReusableView"].compactMap(ObjCClass.init(named:))
    private static let tapTargets = ["UIControl", "UITableViewCell", "UICollectionViewCell"].compactMap(ObjCClass.init(named:))
    private static let segmentedControl = ObjCClass(named: "UISegmentedControl")
    private static let currentTitle: ObjCSelector = "currentTitle"
    private static let text: ObjCSelector = "text"
    private static let ignored: ObjCSelector = "tracelessIgnored"
    private static let elementID: ObjCSelector = "tracelessElementID"
    private static let elementProperties: ObjCSelector = "tracelessElementProperties"
    private static let screenName: ObjCSelector = "tracelessScreenName"
    private static let screenProperties: ObjCSelector = "tracelessScreenProperties"
}

/// The last facts read in each of 256 slots, by class address: each slot is one word,
/// written and read atomically, pointing at facts ``ClassFacts/known`` keeps for the
/// process. A tap reads the facts of every view up its hierarchy and of their siblings;
/// a lock and a hashed lookup each time cost more than the walk.
private final class RecentFacts: Sendable {
    struct Slot {
        let word: UnsafeMutablePointer<Atomic<UInt>>

        var facts: ClassFacts? {
            get {
                let bits = word.pointee.load(ordering: .acquiring)
                guard let pointer = UnsafeRawPointer(bitPattern: bits) else { return nil }
                return Unmanaged<ClassFacts>.fromOpaque(pointer).takeUnretainedValue()
            }
            nonmutating set {
                let bits = newValue.map { UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque()) } ?? 0
                word.pointee.store(bits, ordering: .releasing)
            }
        }
    }

    private static let count = 256
    nonisolated(unsafe) private let words: UnsafeMutablePointer<Atomic<UInt>>

    init() {
        words = .allocate(capacity: Self.count)
        for index in 0..<Self.count { (words + index).initialize(to: Atomic(0)) }
    }

    /// Classes are at least 16-byte aligned: the bits above those pick the slot.
    func slot(for isa: UInt) -> Slot { Slot(word: words + Int((isa >> 4) & UInt(Self.count - 1))) }
}
