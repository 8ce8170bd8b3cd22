import CTracelessRuntime

/// An unretained reference to an Objective-C object, for reading and messaging.
///
/// It does not keep the object alive: use ``OwnedObject`` to own one. Two
/// references are equal when they point at the same object.
///
/// ```swift
/// let title = button.send("currentTitle").object?.stringValue
/// ```
public struct ObjCObject: Hashable, @unchecked Sendable, CustomStringConvertible {
    public let raw: OpaquePointer

    @inlinable
    public init(raw: OpaquePointer) { self.raw = raw }

    @inlinable
    public static func == (lhs: ObjCObject, rhs: ObjCObject) -> Bool { lhs.raw == rhs.raw }
    @inlinable
    public func hash(into hasher: inout Hasher) { hasher.combine(raw) }

    /// Wraps a raw pointer or word; nil for nil.
    public init?(_ raw: OpaquePointer?) {
        guard let raw else { return nil }
        self.raw = raw
    }

    @inlinable
    public init?(word: UInt) {
        guard word != 0, let raw = OpaquePointer(bitPattern: word) else { return nil }
        self.raw = raw
    }

    /// The object's real class (its isa), which may be a runtime subclass. Inlinable:
    /// one load on the GNU runtime, read on hooked calls and on every view a capture reads.
    @inlinable public var isa: ObjCClass { ObjCClass(raw: tl_object_get_class(raw)) }

    /// What `-class` answers: the class the business code wrote, even when KVO or a
    /// hook has swapped the isa.
    public var declaredClass: ObjCClass {
        ObjCObject(word: send(raw: Selectors.class).word)?.asClass ?? isa
    }

    /// Treats this object pointer as a class object.
    package var asClass: ObjCClass { ObjCClass(raw: raw) }

    /// `-isKindOfClass:`.
    public func isKind(of cls: ObjCClass) -> Bool { send(raw: Selectors.isKindOfClass, cls.objcWord).bool }

    /// `-respondsToSelector:`.
    public func responds(to selector: ObjCSelector) -> Bool {
        send(raw: Selectors.respondsToSelector, selector.objcWord).bool
    }

    /// Selectors sent on hooked calls, probes, associations and lifetime callbacks,
    /// registered once (a literal registers its name again at each send).
    package enum Selectors {
        nonisolated(unsafe) package static let respondsToSelector = ObjCSelector("respondsToSelector:").raw
        nonisolated(unsafe) package static let retain = ObjCSelector("retain").raw
        nonisolated(unsafe) package static let release = ObjCSelector("release").raw
        nonisolated(unsafe) package static let autorelease = ObjCSelector("autorelease").raw
        nonisolated(unsafe) package static let alloc = ObjCSelector("alloc").raw
        nonisolated(unsafe) package static let `init` = ObjCSelector("init").raw
        nonisolated(unsafe) package static let `class` = ObjCSelector("class").raw
        nonisolated(unsafe) package static let isKindOfClass = ObjCSelector("isKindOfClass:").raw
    }

    /// Sends a message whose arguments and return are integer-class words.
    @discardableResult
    public func send(_ selector: ObjCSelector, _ arguments: any ObjCWordConvertible...) -> ObjCReturn {
        send(selector, arguments: arguments)
    }

    /// Sends a message with no arguments (no array is built).
    @discardableResult
    public func send(_ selector: ObjCSelector) -> ObjCReturn {
        send(raw: selector.raw)
    }

    /// Sends a message with one argument (no array is built).
    @discardableResult
    public func send<A: ObjCWordConvertible>(_ selector: ObjCSelector, _ argument: A) -> ObjCReturn {
        send(raw: selector.raw, argument.objcWord)
    }

    /// Sends a message with two arguments (no array is built).
    @discardableResult
    public func send<A: ObjCWordConvertible, B: ObjCWordConvertible>(_ selector: ObjCSelector, _ first: A, _ second: B) -> ObjCReturn {
        let sel = selector.raw
        guard let imp = tl_msg_lookup(raw, sel) else { return ObjCReturn(word: 0) }
        let words = (first.objcWord, second.objcWord)
        return withUnsafeBytes(of: words) {
            ObjCReturn(word: tl_call_words(imp, raw, sel, 2, $0.baseAddress!.assumingMemoryBound(to: UInt.self)))
        }
    }

    /// Sends a message with one word argument to a registered `SEL`.
    @discardableResult
    package func send(raw sel: OpaquePointer, _ argument: UInt) -> ObjCReturn {
        guard let imp = tl_msg_lookup(raw, sel) else { return ObjCReturn(word: 0) }
        var word = argument
        return ObjCReturn(word: tl_call_words(imp, raw, sel, 1, &word))
    }

    /// Sends a message with no arguments to a registered `SEL`.
    @discardableResult
    package func send(raw sel: OpaquePointer) -> ObjCReturn {
        guard let imp = tl_msg_lookup(raw, sel) else { return ObjCReturn(word: 0) }
        return ObjCReturn(word: tl_call_words(imp, raw, sel, 0, nil))
    }

    @discardableResult
    public func send(_ selector: ObjCSelector, arguments: [any ObjCWordConvertible]) -> ObjCReturn {
        let sel = selector.raw
        guard let imp = tl_msg_lookup(raw, sel) else { return ObjCReturn(word: 0) }
        let words = arguments.map(\.objcWord)
        let result = words.withUnsafeBufferPointer {
            tl_call_words(imp, raw, sel, UInt32(words.count), $0.baseAddress)
        }
        return ObjCReturn(word: result)
    }

    /// Runs `selector` as implemented by `cls` (a super send), with word arguments.
    @discardableResult
    package func sendSuper(_ cls: ObjCClass, _ selector: ObjCSelector, _ arguments: any ObjCWordConvertible...) -> ObjCReturn {
        let sel = selector.raw
        guard let imp = tl_class_get_method_implementation(cls.raw, sel) else { return ObjCReturn(word: 0) }
        let words = arguments.map(\.objcWord)
        let result = words.withUnsafeBufferPointer {
            tl_call_words(imp, raw, sel, UInt32(words.count), $0.baseAddress)
        }
        return ObjCReturn(word: result)
    }

    /// `cls`'s implementation of `sel`, with no arguments (a `-dealloc`'s call to its
    /// superclass's, under the selector it was called with).
    @discardableResult
    package func sendSuper(_ cls: ObjCClass, raw sel: OpaquePointer) -> ObjCReturn {
        guard let imp = tl_class_get_method_implementation(cls.raw, sel) else { return ObjCReturn(word: 0) }
        return ObjCReturn(word: tl_call_words(imp, raw, sel, 0, nil))
    }

    @discardableResult package func retain() -> ObjCObject { send(raw: Selectors.retain); return self }
    package func release() { send(raw: Selectors.release) }
    @discardableResult package func autorelease() -> ObjCObject { send(raw: Selectors.autorelease); return self }
    package var retainCount: Int { send("retainCount").int }

    /// The UTF-8 text of an NSString (or of `-description` for other objects).
    public var stringValue: String {
        let target = isKind(of: ObjCClass(named: "NSString")!) ? self : (ObjCObject(word: send("description").word) ?? self)
        guard let cString = UnsafePointer<CChar>(bitPattern: target.send("UTF8String").word) else { return "" }
        return String(cString: cString)
    }

    public var description: String { "<\(isa.name): \(raw)>" }

    /// A new NSString (+1, caller owns it).
    package static func string(_ text: String) -> OwnedObject {
        let cls = ObjCObject(raw: ObjCClass(named: "NSString")!.raw)
        let allocated = ObjCObject(word: cls.send("alloc").word)!
        let made = text.withCString { allocated.send("initWithUTF8String:", UInt(bitPattern: $0)) }
        return OwnedObject(adopting: made.object!)
    }

    /// `[[cls alloc] init]`, owned.
    package static func make(_ cls: ObjCClass) -> OwnedObject {
        let classObject = ObjCObject(raw: cls.raw)
        let allocated = classObject.send(raw: Selectors.alloc).object!
        return OwnedObject(adopting: allocated.send(raw: Selectors.`init`).object!)
    }
}
