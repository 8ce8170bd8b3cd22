import Traceless
import TracelessRuntime

/// A delegate callback that becomes an interaction: its selector, how a user's call
/// is told from code's, and what it adds to the interaction. A new delegate family
/// is one file of these (see ``DelegateFamily``).
struct DelegateCallback: Sendable {
    /// Fills in what this callback knows beyond the screen and the view: the
    /// element (a list's cell, an alert's button) and attributes (a URL). `described`
    /// is the reporter's walk up from the view, for a view inside it (a list's cell) to
    /// continue from; its element and screen are the reporter's already.
    typealias Describe = @Sendable (
        _ call: HookInvocation, _ view: ObjCObject, _ delegate: ObjCObject, _ described: ViewDescription,
        _ details: inout CallbackDetails
    ) -> Void

    let selector: ObjCSelector
    /// Declared types, for a delegate that answers the callback only through forwarding.
    let types: String
    let kind: Interaction.Kind
    let proof: UserProof
    let describe: Describe
    /// `describe` reports another element than the view (a list's cell): the view's
    /// own is read only if it asks.
    let reportsOtherElement: Bool

    init(
        _ selector: ObjCSelector, types: String, kind: Interaction.Kind, proof: UserProof,
        reportsOtherElement: Bool = false, describe: @escaping Describe = { _, _, _, _, _ in }
    ) {
        self.selector = selector
        self.types = types
        self.kind = kind
        self.proof = proof
        self.reportsOtherElement = reportsOtherElement
        self.describe = describe
    }
}

/// What a callback reports beyond its screen: the element and plugin-specific attributes.
///
/// Made by its memberwise initialiser (`view`, and `read`: the view's element when the
/// reporter read it with the view's place): one that assigns field by field builds the
/// value aside and copies it out.
struct CallbackDetails {
    /// The view the callback is about.
    let view: ObjCObject
    /// The element once read or set (``element``).
    private(set) var read: Interaction.Element?

    /// The element reported: the view's (read when first asked, if the reporter did not
    /// read it with the view's place), unless a callback set another. Changed in place:
    /// an element is some ten strings, which a copy would retain each.
    var element: Interaction.Element {
        mutating get {
            readIfNeeded()
            return read!
        }
        // Set without reading the view's first.
        set { read = newValue }
        _modify {
            readIfNeeded()
            yield &read!
        }
    }
    var attributes: [String: String] = [:]
    /// The view a finger touched for it (a list's cell), for the tap's position.
    var tapView: ObjCObject?

    /// The element, moved out: the details are done with.
    mutating func takeElement() -> Interaction.Element {
        readIfNeeded()
        return read.take()!
    }

    private mutating func readIfNeeded() {
        // Not `read == nil`: an element is Equatable, and that compares two copies.
        if case .none = read { read = UIKitIntrospection.element(for: view) }
    }
}

/// How a callback is known to come from a user, not from code.
enum UserProof: Sendable {
    /// The view marked itself in a UIKit step that only a user's action takes.
    case mark(UserPath)
    /// The alert or sheet is on screen (code calling the delegate itself while the
    /// alert is up is not told apart).
    case visible
    /// Nothing tells them apart.
    case none
}
