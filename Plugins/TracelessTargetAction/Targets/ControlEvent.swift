/// One `UIControl.Event` bit, with UIKit's name for it.
///
/// A tracking target is registered per bit, so that it knows which event fired
/// (the action itself is not told).
///
/// ```swift
/// ControlEvent.bits(in: 0x41).map(\.name) // ["TouchDown", "TouchUpInside"]
/// ```
public struct ControlEvent: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    static let valueChanged = ControlEvent(rawValue: 1 << 12)
    static let primaryActionTriggered = ControlEvent(rawValue: 1 << 13)

    /// Every single bit set in a `UIControl.Event` mask, lowest first.
    public static func bits(in mask: UInt) -> [ControlEvent] {
        var bits: [ControlEvent] = []
        var rest = mask & 0xFFFF_FFFF
        while rest != 0 {
            let lowest = rest & (~rest &+ 1)
            bits.append(ControlEvent(rawValue: lowest))
            rest &= ~lowest
        }
        return bits
    }

    /// The lowest event in `mask`, without building the list.
    static func first(in mask: UInt) -> ControlEvent? {
        let rest = mask & 0xFFFF_FFFF
        return rest == 0 ? nil : ControlEvent(rawValue: rest & (~rest &+ 1))
    }

    /// UIKit's name (`TouchUpInside`), or the hexadecimal bit for reserved ones.
    public var name: String {
        Self.names[rawValue] ?? "0x" + String(rawValue, radix: 16, uppercase: true)
    }

    public var description: String { name }

    private static let names: [UInt: String] = [
        1 << 0: "TouchDown", 1 << 1: "TouchDownRepeat", 1 << 2: "TouchDragInside",
        1 << 3: "TouchDragOutside", 1 << 4: "TouchDragEnter", 1 << 5: "TouchDragExit",
        1 << 6: "TouchUpInside", 1 << 7: "TouchUpOutside", 1 << 8: "TouchCancel",
        1 << 12: "ValueChanged", 1 << 13: "PrimaryActionTriggered", 1 << 14: "MenuActionTriggered",
        1 << 16: "EditingDidBegin", 1 << 17: "EditingChanged", 1 << 18: "EditingDidEnd",
        1 << 19: "EditingDidEndOnExit",
    ]
}
