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
/// unregistered while views of theirs live, and there are as many as classes). A value
/// of this type is one pointer to them: reading it retains nothing and copies no strings
/// (a tap reads some fifteen classes' facts), and the last one seen in each slot of a
/// small table is read without a lock.
package struct ClassFacts: Equatable, @unchecked Sendable {
    /// What the runtime is asked once per class.
    private struct Stored {
        /// The runtime class these are the facts of.
        let isa: UInt
        let name: String
        let className: String
        let publicType: String?
        let isView: Bool
        let isViewController: Bool
        let isReusable: Bool
        let isList: Bool
        let isTapTarget: Bool
        let isControl: Bool
        let isUIKitsOwnControl: Bool
        let isScrollView: Bool
        let isKeyboardWindow: Bool
        let takesText: Bool
        let answersCurrentTitle: Bool
        let showsButtonConfiguration: Bool
        let answersContentConfiguration: Bool
        let answersExistingTextLabel: Bool
        let answersText: Bool
        let isSegmentedControl: Bool
        let answersIgnored: Bool
        let answersElementID: Bool
        let answersElementProperties: Bool
        let answersScreenName: Bool
        let answersScreenProperties: Bool
    }

    /// Allocated once per class, never freed.
    private let stored: UnsafePointer<Stored>

    /// The name the object is reported by (``UIKitClasses/presentableName(of:)``).
    package var name: String { stored.pointee.name }
    /// The name of the class `-class` answers (a page's class, as screens report it).
    package var className: String { stored.pointee.className }
    /// The public UIKit class the object is a kind of (``UIKitClasses/publicType(of:)``).
    package var publicType: String? { stored.pointee.publicType }
    /// A `UIView`: answers UIView's methods, read without asking first.
    package var isView: Bool { stored.pointee.isView }
    package var isViewController: Bool { stored.pointee.isViewController }
    /// A table or collection cell, or a collection view's reusable view: reused, so its
    /// index among its siblings is not its place.
    package var isReusable: Bool { stored.pointee.isReusable }
    /// A table or a collection view: names its cells by their rows.
    package var isList: Bool { stored.pointee.isList }
    /// A control or a list's cell: what a finger lands in (a tap on a button's title is
    /// a tap on the button).
    package var isTapTarget: Bool { stored.pointee.isTapTarget }
    package var isControl: Bool { stored.pointee.isControl }
    /// A control of a class UIKit keeps to itself (not in its public API: an iOS 26 tab
    /// button): its actions are UIKit's wiring, reported where UIKit acts on them.
    package var isUIKitsOwnControl: Bool { stored.pointee.isUIKitsOwnControl }
    package var isScrollView: Bool { stored.pointee.isScrollView }
    /// A window of the keyboard's (``KeyboardWindows``).
    package var isKeyboardWindow: Bool { stored.pointee.isKeyboardWindow }
    /// Takes typed text (``TextInputClasses``).
    package var takesText: Bool { stored.pointee.takesText }
    /// Implements `currentTitle` (a button), `text` (a label); a segmented control.
    package var answersCurrentTitle: Bool { stored.pointee.answersCurrentTitle }
    /// A button that may be styled by a configuration (iOS 15), whose title its
    /// `currentTitle` does not answer.
    package var showsButtonConfiguration: Bool { stored.pointee.showsButtonConfiguration }
    /// A cell's `contentConfiguration` (iOS 14) and `_textLabel:` (the text label only if
    /// made), read for what a row shows.
    package var answersContentConfiguration: Bool { stored.pointee.answersContentConfiguration }
    package var answersExistingTextLabel: Bool { stored.pointee.answersExistingTextLabel }
    package var answersText: Bool { stored.pointee.answersText }
    package var isSegmentedControl: Bool { stored.pointee.isSegmentedControl }
    /// Implements `tracelessIgnored`, `tracelessElementID`, `tracelessElementProperties`.
    package var answersIgnored: Bool { stored.pointee.answersIgnored }
    package var answersElementID: Bool { stored.pointee.answersElementID }
    package var answersElementProperties: Bool { stored.pointee.answersElementProperties }
    /// Implements `tracelessScreenName`, `tracelessScreenProperties`.
    package var answersScreenName: Bool { stored.pointee.answersScreenName }
    package var answersScreenProperties: Bool { stored.pointee.answersScreenProperties }

    /// The facts of the same runtime class.
    package static func == (lhs: ClassFacts, rhs: ClassFacts) -> Bool { lhs.stored == rhs.stored }

    package static func of(_ object: ObjCObject) -> ClassFacts {
        let key = object.isa.objcWord
        let slot = recent.slot(for: key)
        if let seen = slot.facts, seen.stored.pointee.isa == key { return seen }
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
        let isKind = { (cls: ObjCClass?) in cls.map { isa.isSubclass(of: $0) } ?? false }
        let stored = UnsafeMutablePointer<Stored>.allocate(capacity: 1)
        stored.initialize(to: Stored(
            isa: isa.objcWord,
            name: UIKitClasses.presentableName(of: object),
            className: object.probedClass.name,
            publicType: UIKitClasses.publicType(of: object),
            isView: isKind(Self.view),
            isViewController: isKind(Self.viewController),
            isReusable: Self.reusable.contains(where: isKind),
            isList: Self.lists.contains(where: isKind),
            isTapTarget: Self.tapTargets.contains(where: isKind),
            isControl: isKind(Self.control),
            isUIKitsOwnControl: isKind(Self.control) && UIKitClasses.isUIKit(object.probedClass)
                && !UIKitClasses.publicClassNames.contains(object.probedClass.name),
            isScrollView: isKind(Self.scrollView),
            isKeyboardWindow: isKind(KeyboardWindows.textEffectsWindow),
            takesText: TextInputClasses.isTextInput(isa),
            answersCurrentTitle: isa.instanceMethod(Self.currentTitle) != nil,
            showsButtonConfiguration: isKind(Self.button) && isa.instanceMethod(Self.configuration) != nil,
            answersContentConfiguration: isa.instanceMethod(Self.contentConfiguration) != nil,
            answersExistingTextLabel: isa.instanceMethod(Self.existingTextLabel) != nil,
            answersText: isa.instanceMethod(Self.text) != nil,
            isSegmentedControl: isKind(Self.segmentedControl),
            answersIgnored: isa.instanceMethod(Self.ignored) != nil,
            answersElementID: isa.instanceMethod(Self.elementID) != nil,
            answersElementProperties: isa.instanceMethod(Self.elementProperties) != nil,
            answersScreenName: isa.instanceMethod(Self.screenName) != nil,
            answersScreenProperties: isa.instanceMethod(Self.screenProperties) != nil))
        self.stored = UnsafePointer(stored)
    }

    /// The facts at `address` (one of ``known``'s).
    fileprivate init(address: UnsafeRawPointer) {
        stored = address.assumingMemoryBound(to: Stored.self)
    }

    fileprivate var address: UInt { UInt(bitPattern: stored) }

    // Every class's facts, made under the lock, kept for the process: what makes the
    // reads of `recent`, and every value of this type, safe.
    private static let known = Mutex<[UInt: ClassFacts]>([:])
    private static let recent = RecentFacts()
    private static let view = ObjCClass(named: "UIView")
    private static let viewController = ObjCClass(named: "UIViewController")
    private static let reusable = ["UITableViewCell", "UICollectionReusableView"].compactMap(ObjCClass.init(named:))
    private static let lists = ["UITableView", "UICollectionView"].compactMap(ObjCClass.init(named:))
    private static let tapTargets = ["UIControl", "UITableViewCell", "UICollectionViewCell"].compactMap(ObjCClass.init(named:))
    private static let segmentedControl = ObjCClass(named: "UISegmentedControl")
    private static let control = ObjCClass(named: "UIControl")
    private static let scrollView = ObjCClass(named: "UIScrollView")
    private static let button = ObjCClass(named: "UIButton")
    private static let configuration: ObjCSelector = "configuration"
    private static let contentConfiguration: ObjCSelector = "contentConfiguration"
    private static let existingTextLabel: ObjCSelector = "_textLabel:"
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
            get { UnsafeRawPointer(bitPattern: word.pointee.load(ordering: .acquiring)).map(ClassFacts.init(address:)) }
            nonmutating set { word.pointee.store(newValue?.address ?? 0, ordering: .releasing) }
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
