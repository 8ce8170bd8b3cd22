import Traceless

/// Names an interaction without a release: taps on one element of one screen are uploaded
/// under ``name``. Delivered in the remote configuration's `eventDefinitions` (see
/// docs/inspector.md, "Definitions").
///
/// ```json
/// {"id": "d1", "version": 3, "name": "Add to cart", "screen": "ShopViewController",
///  "elementKey": "ShopViewController.UIButton.addToCart:.TouchUpInside", "text": "Add to cart"}
/// ```
///
/// A matching interaction keeps the name it would have had in `traceless_original_event`,
/// and says which definition named it in `traceless_definition` (`"d1@3"`).
public struct EventDefinition: Sendable, Hashable, Codable {
    /// The inspector's id for it; with ``version`` it is the `traceless_definition` property.
    public var id: String
    /// Raised by the inspector with each change of this definition.
    public var version: Int
    /// The event name; the same rules as ``Tracker/track(_:properties:)`` names.
    public var name: String
    /// The screen's name (``Screen/name``).
    public var screen: String
    /// The element key the interaction carries.
    public var elementKey: String
    /// When given, the element's visible text must be exactly this.
    public var text: String?
    /// When given, the element's index path (`"section-item"`, or `"section:item"`).
    public var index: String?

    public init(id: String, version: Int, name: String, screen: String, elementKey: String,
                text: String? = nil, index: String? = nil) {
        self.id = id
        self.version = version
        self.name = name
        self.screen = screen
        self.elementKey = elementKey
        self.text = text
        self.index = index
    }

    /// The property keys a named event carries.
    static let originalEventKey = "traceless_original_event"
    static let definitionKey = "traceless_definition"

    /// `"<id>@<version>"`.
    var reference: String { "\(id)@\(version)" }

    func matches(_ interaction: Interaction) -> Bool {
        guard interaction.elementKey == elementKey, interaction.screen?.name == screen else { return false }
        if let text, interaction.element?.text != text { return false }
        if let index {
            guard let path = interaction.element?.indexPath else { return false }
            return index.replacingOccurrences(of: "-", with: ":") == path.description
        }
        return true
    }

    /// Why this definition cannot be applied, if it cannot.
    func problem(limits: PropertyLimits) -> String? {
        if id.isEmpty { return "empty id" }
        if screen.isEmpty { return "empty screen" }
        if elementKey.isEmpty { return "empty elementKey" }
        do {
            try PropertyValidator(limits: limits).validateEventName(name)
        } catch {
            return "name: \(error)"
        }
        return nil
    }
}

/// Why one of the remote configuration's event definitions was refused; the others apply.
public enum EventDefinitionError: Error, Sendable, Hashable {
    /// The definition at `position` (0-based) is not a definition object, or breaks a rule;
    /// `id` when it had one.
    case malformed(position: Int, id: String?, reason: String)
}

extension Array where Element == EventDefinition {
    /// The first definition matching `interaction`, in the document's order.
    func first(matching interaction: Interaction) -> EventDefinition? {
        guard interaction.elementKey != nil else { return nil }
        return first { $0.matches(interaction) }
    }
}
