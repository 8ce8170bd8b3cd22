import Foundation
import Traceless
import TracelessRuntime

/// Value changes of sliders, steppers and page controls, held while the finger is down.
///
/// Under one finger a slider sends ValueChanged at every move, a stepper at every
/// autorepeat tick, a page control at every page its scrub turns: one user action, many
/// sends. The first send with a touch is held; the report goes out after the event in
/// which the control stopped tracking the touch or every finger lifted (a page control:
/// every finger lifted), carrying the value the finger left.
/// A control that deallocates while held is forgotten. Each reporter of the control (a
/// tracking target, a UIAction) is held once, by its own identity.
final class HeldValueChanges: @unchecked Sendable {
    typealias Report = (ObjCObject) -> Void
    private let lock = NSLock()
    /// Control address -> its reporters, by identity.
    private var held: [UInt: [ObjectIdentifier: Report]] = [:]
    /// Controls held until every finger lifted, whatever their tracking says.
    private var untilLift: Set<UInt> = []
    /// Read without the lock on every event: most events find nothing held.
    private let count = AtomicCounter()

    func hold(_ control: ObjCObject, by reporter: ObjectIdentifier, untilLift: Bool = false, report: @escaping Report) {
        lock.withLock {
            if held[control.objcWord] == nil { count.add(1) }
            held[control.objcWord, default: [:]][reporter] = report
            if untilLift { self.untilLift.insert(control.objcWord) }
        }
    }

    func forget(_ control: UInt) {
        lock.withLock {
            untilLift.remove(control)
            if held.removeValue(forKey: control) != nil { count.add(-1) }
        }
    }

    /// The held changes whose finger lifted in `event` (just dispatched), taken out.
    func released(after event: ObjCObject?) -> [(ObjCObject, Report)] {
        guard count.value > 0 else { return [] }
        let (candidates, liftOnly) = lock.withLock { (held, self.untilLift) }
        // Messages go out without the lock: they reach UIKit and other parties' hooks.
        let lifted = event.map(Self.everyTouchEnded) ?? false
        var done: [(ObjCObject, [Report])] = []
        for (word, reporters) in candidates {
            guard let control = ObjCObject(word: word) else { continue }
            let stillDown = liftOnly.contains(word) || control.probe("isTracking")?.bool == true
            if lifted || !stillDown { done.append((control, Array(reporters.values))) }
        }
        lock.withLock {
            for (control, _) in done where held.removeValue(forKey: control.objcWord) != nil {
                self.untilLift.remove(control.objcWord)
                count.add(-1)
            }
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

    func removeAll() {
        lock.withLock {
            held.removeAll()
            untilLift.removeAll()
            count.store(0)
        }
    }
}
