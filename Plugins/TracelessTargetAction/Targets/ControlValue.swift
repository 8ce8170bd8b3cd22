import Foundation
import Traceless
import TracelessRuntime

/// The value a control holds after the user changed it (`$element_value`): a
/// switch's state, a segmented control's selected index, a slider's or stepper's
/// value, a date picker's date (ISO 8601, UTC), a page control's page. Text input never
/// has one: what users type is theirs.
enum ControlValue {
    /// How a control's value is read and when it is reported. Raw values stay within
    /// three bits: `TrackingSession` keeps the last class's kind in those of its address.
    enum Kind: Int {
        case toggle = 1
        case selectedIndex
        /// A slider or stepper: its value changes many times under one finger, so
        /// the change is reported once, with the value the finger left.
        case continuous
        case date
        case page

        /// Whether one finger changes the value many times, reported once with the value
        /// the finger left: a slider's moves, a stepper's repeats, a page control's scrub
        /// (UIKit turns its pages one at a time from a display link while the finger holds).
        var isHeldUnderFinger: Bool { self == .continuous || self == .page }
    }

    private static let kinds: [(ObjCClass?, Kind)] = [
        (ObjCClass(named: "UISwitch"), .toggle),
        (ObjCClass(named: "UISegmentedControl"), .selectedIndex),
        (ObjCClass(named: "UISlider"), .continuous),
        (ObjCClass(named: "UIStepper"), .continuous),
        (ObjCClass(named: "UIDatePicker"), .date),
        (ObjCClass(named: "UIPageControl"), .page),
    ]

    /// Kept for the life of the process: one NSString, not one per report.
    private static let valueKey = ObjCObject.string("value")

    static func kind(of control: ObjCObject) -> Kind? {
        kinds.first { cls, _ in cls.map(control.probeKind(of:)) ?? false }?.1
    }

    /// The value now of a control of that kind.
    static func read(_ control: ObjCObject, as kind: Kind) -> Screen.Value? {
        switch kind {
        case .toggle: return control.probe("isOn").map { .bool($0.bool) }
        case .selectedIndex: return control.probe("selectedSegmentIndex").map { .number(Double($0.int)) }
        case .continuous: return floatingValue(of: control)
        case .date: return dateValue(of: control)
        case .page: return control.probe("currentPage").map { .number(Double($0.int)) }
        }
    }

    /// `date` is an NSDate; its seconds since 1970 are a double.
    private static func dateValue(of control: ObjCObject) -> Screen.Value? {
        guard let date = control.probe("date")?.object, let seconds = date.probeDouble("timeIntervalSince1970"),
              seconds.isFinite else { return nil }
        return .string(Date(timeIntervalSince1970: seconds).formatted(.iso8601))
    }

    /// `value` is a float (slider) or a double (stepper), returned in a register a
    /// word-sized send does not read: key-value coding boxes it in an NSNumber.
    private static func floatingValue(of control: ObjCObject) -> Screen.Value? {
        guard let number = control.probe("valueForKey:", valueKey.object)?.object,
              let text = UIKitIntrospection.string(number.probe("stringValue")?.object),
              let value = Double(text), value.isFinite else { return nil }
        return .number(value)
    }
}
