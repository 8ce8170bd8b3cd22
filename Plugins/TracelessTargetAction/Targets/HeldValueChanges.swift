import Foundation
import Traceless
import TracelessRuntime

/// Value changes of sliders, steppers and page controls, held while the finger that
/// landed in the control is down.
///
/// Under one finger a slider sends ValueChanged at every move, a stepper at every
/// autorepeat tick, a page control at every page its scrub turns: one user action, many
/// sends. A send while the finger is down in the control, or while the control tracks a
/// touch, is held; the report goes out after the event in which neither holds any more
/// (or every finger lifted), carrying the value the finger left. The finger is asked,
/// not only the control's tracking: a value driven by a recogniser or an interaction (a
/// page control's scrub, an app's pan) changes while UIControl tracks nothing; and the
/// tracking, not only the finger followed: another finger may hold the control.
/// A control that still tracks when the finger lifts finishes later (iOS 26's glass
/// slider defers its final actions: its value springs on, then it ends tracking, sends
/// TouchUpInside and its last ValueChanged, all without a UIEvent): it stays held until
/// it has ended tracking and sends a value — or the next event, whichever comes first.
/// A control that deallocates while held is forgotten; one still held when the plugin stops
/// is reported then. Each reporter of the control (a tracking target, a UIAction) is held
/// once, by its own identity.
final class HeldValueChanges: @unchecked Sendable {
    typealias Report = (ObjCObject) -> Void
    private let lock = NSLock()
    /// Control address -> its reporters, by identity, and whether its finger lifted.
    private var held: [UInt: Held] = [:]
    /// Read without the lock on every event: most events find nothing held.
    private let count = AtomicCounter()

    /// Whether a send of `control`'s now is held (rather than reported at once).
    static func isHeld(_ control: ObjCObject) -> Bool {
        UserTouches.isFingerDown(in: control) || isTracking(control)
    }

    private struct Held {
        var reports: [ObjectIdentifier: Report] = [:]
        /// The finger lifted while the control still tracked.
        var lifted = false
    }

    func hold(_ control: ObjCObject, by reporter: ObjectIdentifier, report: @escaping Report) {
        lock.withLock {
            if held[control.objcWord] == nil { count.add(1) }
            held[control.objcWord, default: Held()].reports[reporter] = report
        }
    }

    func forget(_ control: UInt) {
        lock.withLock {
            if held.removeValue(forKey: control) != nil { count.add(-1) }
        }
    }

    /// The held changes whose finger lifted in `event` (just dispatched), taken out;
    /// one whose control still tracks is kept for its end, until the next event.
    func released(after event: ObjCObject?) -> [(ObjCObject, Report)] {
        guard count.value > 0 else { return [] }
        let candidates = lock.withLock { held }
        // Messages go out without the lock: they reach UIKit and other parties' hooks.
        let lifted = event.map(Self.everyTouchEnded) ?? false
        var done: [ObjCObject] = [], finishing: [UInt] = []
        for (word, entry) in candidates {
            guard let control = ObjCObject(word: word) else { continue }
            if entry.lifted || !Self.isHeld(control) {
                done.append(control)
            } else if lifted {
                if Self.isTracking(control) { finishing.append(word) } else { done.append(control) }
            }
        }
        lock.withLock {
            for word in finishing { held[word]?.lifted = true }
        }
        return take(done)
    }

    /// Whether a send of `events` may finish a change held past its finger's lift: a
    /// value change (the glass slider sets its last value, then sends it). Asked by the
    /// send's hook before anything else, so that a tap's sends look no further.
    static func mayFinish(on events: UInt) -> Bool { events & ControlEvent.valueChanged.rawValue != 0 }

    /// Before `control` sends a value change (``mayFinish(on:)``): its held change, if its
    /// finger lifted and it has ended tracking since (a control that finished after the
    /// lift), taken out.
    func released(beforeSendOf control: ObjCObject) -> [(ObjCObject, Report)] {
        guard count.value > 0, lock.withLock({ held[control.objcWord]?.lifted == true }), !Self.isTracking(control) else { return [] }
        return take([control])
    }

    private func take(_ controls: [ObjCObject]) -> [(ObjCObject, Report)] {
        guard !controls.isEmpty else { return [] }
        return lock.withLock {
            var taken: [(ObjCObject, Report)] = []
            for control in controls {
                guard let entry = held.removeValue(forKey: control.objcWord) else { continue }
                count.add(-1)
                taken += entry.reports.values.map { (control, $0) }
            }
            return taken
        }
    }

    private static func isTracking(_ control: ObjCObject) -> Bool { control.probe(isTrackingSelector)?.bool == true }

    /// Whether no touch of the event is still down (`UITouch.Phase` ended or cancelled).
    private static func everyTouchEnded(_ event: ObjCObject) -> Bool {
        guard let touches = event.probe("allTouches")?.object?.probe("allObjects")?.object else { return false }
        let all = UIKitIntrospection.elements(of: touches)
        return !all.isEmpty && all.allSatisfy { ($0.probe("phase")?.int ?? 0) >= ended }
    }

    private static let ended = 3
    private static let isTrackingSelector: ObjCSelector = "isTracking"

    /// Every held change, taken out (the plugin stops).
    func takeAll() -> [(ObjCObject, Report)] {
        take(lock.withLock { held.keys.compactMap { ObjCObject(word: $0) } })
    }
}
