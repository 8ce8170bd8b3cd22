import Traceless
import TracelessRuntime

/// A delegate callback that becomes an interaction: its selector, how a user's call
/// is told from code's, and what it adds to the interaction. A new delegate family
/// is one file of these (see ``DelegateFamily``).
struct DelegateCallback: Sendable {
    /// Fills in what this callback knows beyond the screen and the view: the
    /// element (a list's cell, an alert's button) and attributes (a URL).
    typealias Describe = @Sendable (_ call: HookInvocation, _ view: ObjCObject, _ delegate: ObjCObject, _ details: inout CallbackDetails) -> Void

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
        reportsOtherElement: Bool = false, describe: @escaping Describe = { _, _, _, _ in }
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
struct CallbackDetails {
    /// The view the callback is about, and what the reporter read of it (its place and
    /// screen; its element unless the callback reports another).
    private let view: ObjCObject
    let described: ViewDescription
    private var read: Interaction.Element?

    /// The element reported: the view's (read when first asked, if the reporter did not
    /// read it with the view's place), unless a callback set another.
    var element: Interaction.Element {
        mutating get {
            if let read { return read }
            let element = UIKitIntrospection.element(for: view)
            read = element
            return element
        }
        set { read = newValue }
    }
    var attributes: [String: String] = [:]
    /// The view a finger touched for it (a list's cell), for the tap's position.
    var tapView: ObjCObject?

    init(view: ObjCObject, described: ViewDescription, readsElement: Bool) {
        self.view = view
        self.described = described
        self.read = readsElement ? described.element : nil
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
