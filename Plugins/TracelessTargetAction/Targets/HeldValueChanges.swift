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
/// A control that deallocates while held is forgotten. Each reporter of the control (a
/// tracking target, a UIAction) is held once, by its own identity.
final class HeldValueChanges: @unchecked Sendable {
    typealias Report = (ObjCObject) -> Void
    private let lock = NSLock()
    /// Control address -> its reporters, by identity.
    private var held: [UInt: [ObjectIdentifier: Report]] = [:]
    /// Read without the lock on every event: most events find nothing held.
    private let count = AtomicCounter()

    /// Whether a send of `control`'s now is held (rather than reported at once).
    static func isHeld(_ control: ObjCObject) -> Bool {
        UserTouches.isFingerDown(in: control) || control.probe(isTracking)?.bool == true
    }

    func hold(_ control: ObjCObject, by reporter: ObjectIdentifier, report: @escaping Report) {
        lock.withLock {
            if held[control.objcWord] == nil { count.add(1) }
            held[control.objcWord, default: [:]][reporter] = report
        }
    }

    func forget(_ control: UInt) {
        lock.withLock {
            if held.removeValue(forKey: control) != nil { count.add(-1) }
        }
    }

    /// The held changes whose finger lifted in `event` (just dispatched), taken out.
    func released(after event: ObjCObject?) -> [(ObjCObject, Report)] {
        guard count.value > 0 else { return [] }
        let candidates = lock.withLock { held }
        // Messages go out without the lock: they reach UIKit and other parties' hooks.
        let lifted = event.map(Self.everyTouchEnded) ?? false
        var done: [(ObjCObject, [Report])] = []
        for (word, reporters) in candidates {
            guard let control = ObjCObject(word: word), lifted || !Self.isHeld(control) else { continue }
            done.append((control, Array(reporters.values)))
        }
        lock.withLock {
            for (control, _) in done where held.removeValue(forKey: control.objcWord) != nil { count.add(-1) }
        }
        return done.flatMap { control, reports in reports.map { (control, $0) } }
    }

    /// Whether no touch of the event is still down (`UITouch.Phase` ended or cancelled).
    private static func everyTouchEnded(_ event: ObjCObject) -> Bool {
        guard let touches = event.probe("allTouches")?.object?.probe("allObjects")?.object else { return false }
        let all = UIKitIntrospection.elements(of: touches)
        return !all.isEmpty && all.allSatisfy { ($0.probe("phase")?.int ?? 0) >= ended }
    }

    private static let ended = 3
    private static let isTracking: ObjCSelector = "isTracking"

    func removeAll() {
        lock.withLock {
            held.removeAll()
            count.store(0)
        }
    }
}
