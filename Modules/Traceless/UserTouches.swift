import Foundation
import Synchronization
import TracelessRuntime

/// The finger a user has on the screen, as UIKit dispatches it: what tells a user's
/// action from code's when UIKit itself sends no `UIEvent` (a switch, a segmented
/// control, a refresh control send their ValueChanged without one), where a tap landed
/// (``TapPosition``), and whether anything answered it.
///
/// The plugin that hooks `-[UIApplication sendEvent:]` (TargetAction) calls
/// ``willDispatch(_:)`` before UIKit delivers each touch event and ``didDispatch()``
/// after; every plugin may ask, on the thread that dispatches (the main thread).
/// Without that plugin nothing is dispatching: nil positions, no user's sends without
/// an event.
///
/// ```swift
/// if UserTouches.isDispatching(to: control) { report(control) }   // the finger is on it now
/// interaction.tap = UserTouches.position(in: cell)
/// ```
package enum UserTouches {
    /// A touch sequence (finger down to finger up) that ended: what dead- and rage-tap
    /// detection need, read while its objects are still alive.
    package struct Finished {
        /// The view the finger landed on (alive until the dispatch returns).
        package let view: ObjCObject
        package let distance: Double
        package let duration: Double
        package let cancelled: Bool
        package let answered: Bool
        /// The touch's timestamp at the end (the event clock: seconds since boot on iOS).
        package let timestamp: Double
        /// ``UserTouches/uptime()`` when the dispatch that ended it returned: read
        /// once a lift, for whoever times what follows.
        package let uptime: Double
        package let position: TapPosition?
        /// The control or list cell the finger landed in when it went down (else the
        /// view), by address: what tells one element's taps from another's.
        package let tapTarget: UInt
    }

    /// Asked several times a tap, from every plugin's hooks.
    static let state = Mutex(State())
    /// How long after a finger lifted UIKit's deferred sends are still the finger's.
    private static let recentTouchLifetime: Double = 1
    /// How long after a finger lifted a wheel it flicked may still spin: a scroll view
    /// slows by UIKit's 0.998 a millisecond until under 0.01 pt/ms, some 2.3 s from 1,000
    /// pt/s and 3.5 s from 10,000.
    private static let spinLifetime: Double = 5
    /// How long after a finger lifted an action UIKit runs later (an alert's handler
    /// after its dismissal animation) still takes the tap's position.
    private static let lastTapLifetime: Double = 2

    private static let began = 0, ended = 3, cancelled = 4

    // MARK: Dispatch (the sendEvent: hook)

    /// Before UIKit delivers `event`. Touch events only; other kinds are pushed as
    /// frames without a touch so that the pairs stay balanced.
    package static func willDispatch(_ event: ObjCObject?) {
        var touch: ObjCObject?
        var phase = -1
        if let event, isEvent(event), let followed = followedTouch(in: event) {
            touch = followed.touch
            phase = followed.phase
        } else if let event, let touches = event.probe(allTouches, known: isEvent(event))?.object,
           let found = UIKitIntrospection.anyElement(of: touches), let touchClass, found.isa.isSubclass(of: touchClass) {
            // A touch of UIKit's class answers what follows: read without asking first.
            touch = found
            phase = found.probeKnown(phaseSelector)?.int ?? -1
        }
        // The sequence's parts, not an optional Sequence: a local `Sequence?` is destroyed
        // (even as nil) through a generic outlined function that looks up its metadata.
        var starting: (view: ObjCObject?, chain: [UInt], tapTarget: UInt, wheel: Int, start: (x: Double, y: Double), startTime: Double)?
        if let touch, phase == began {
            let view = touch.probeKnown(viewSelector)?.object
            let ancestry = view.map(ancestry)
            starting = (view, ancestry?.chain ?? [], ancestry?.tapTarget ?? 0, ancestry?.wheel ?? -1,
                     touch.probePoint(locationInView, nil, known: true) ?? (0, 0),
                     touch.probeDouble(timestampSelector, known: true) ?? 0)
        }
        let me = pthread_self()
        touch?.retain()
        if starting != nil { touch?.retain() }  // the sequence's own reference
        var replaced: ObjCObject?
        let stale: [Frame] = state.withLock { state in
            state.serials &+= 1
            let frame = Frame(thread: me, event: event?.objcWord ?? 0, touch: touch, phase: phase, serial: state.serials)
            defer {
                state.frames.append(frame)
                if let touch, let starting = starting.take() {
                    replaced = state.sequence?.touch
                    state.sequence = Sequence(
                        touch: touch, view: starting.view, chain: starting.chain, tapTarget: starting.tapTarget,
                        wheel: starting.wheel, start: starting.start, startTime: starting.startTime)
                }
            }
            // UIKit does not nest the dispatch of one event, nor dispatch inside a touch
            // that ended: such frames were left behind.
            guard !state.frames.isEmpty else { return [] }
            let isStale = { (old: Frame) in
                pthread_equal(old.thread, me) != 0 && (old.event == frame.event || old.phase == ended || old.phase == cancelled)
            }
            let stale = state.frames.filter(isStale)
            if !stale.isEmpty { state.frames.removeAll(where: isStale) }
            return stale
        }
        // Released outside the lock: a release may run dealloc, and code we do not own.
        for old in stale { old.touch?.release() }
        replaced?.release()
    }

    /// The finger followed since it went down, when `event` (a touch event) moves or
    /// lifts it: UIKit keeps one UITouch per finger and stamps it with the time of the
    /// event that changed it. Read without asking the event for its touches, which is a
    /// new set each time. A finger going down, a touch stamped otherwise (another
    /// finger's event, a sequence left behind) take the general path.
    private static func followedTouch(in event: ObjCObject) -> (touch: ObjCObject, phase: Int)? {
        // Retained under the lock: another thread may end the sequence meanwhile.
        guard let touch = state.withLock({ $0.sequence?.touch.retain() }) else { return nil }
        defer { touch.release() }
        guard event.probeKnown(typeSelector)?.int == touchesType,
              let stamp = touch.probeDouble(timestampSelector, known: true),
              stamp == event.probeDouble(timestampSelector, known: true),
              let phase = touch.probeKnown(phaseSelector)?.int, phase != began else { return nil }
        return (touch, phase)
    }

    /// Forgets every finger (the plugin that follows them stopped).
    package static func reset() {
        let (dropped, sequence): ([Frame], Sequence?) = state.withLock { state in
            defer {
                state.frames.removeAll()
                state.sequence = nil
                state.lastTap = nil
                state.recent = nil
            }
            return (state.frames, state.sequence)
        }
        for frame in dropped { frame.touch?.release() }
        sequence?.touch.release()
    }

    /// After UIKit delivered the event of the matching ``willDispatch(_:)``: the finger's
    /// sequence when this event ended it.
    package static func didDispatch() -> Finished? {
        let me = pthread_self()
        guard let frame = state.withLock({ state -> Frame? in
            guard let index = state.frames.lastIndex(where: { pthread_equal($0.thread, me) != 0 }) else { return nil }
            return state.frames.remove(at: index)
        }) else { return nil }
        // The frame's reference goes when this returns: the touch is read before.
        defer { frame.touch?.release() }
        guard let touch = frame.touch, frame.phase == ended || frame.phase == cancelled else { return nil }
        let now = uptime()
        // The sequence's parts only leave the lock: its arrays go to `recent` in place.
        // The wheel's place and address as plain words (-1: none): an optional tuple here
        // would be copied through a generic outlined function on every lift.
        guard let done = state.withLock({ state -> (view: ObjCObject?, tapTarget: UInt, wheel: Int, wheelAddress: UInt, start: (x: Double, y: Double), startTime: Double, answered: Bool)? in
            guard state.sequence?.touch == touch, let sequence = state.sequence.take() else { return nil }
            let wheel = sequence.wheel
            let parts = (sequence.view, sequence.tapTarget, wheel, wheel >= 0 ? sequence.chain[wheel] : 0, sequence.start, sequence.startTime, sequence.answered)
            state.recent = RecentTouch(chain: sequence.chain, endedAt: now, claimed: sequence.claimed)
            return parts
        }) else { return nil }
        // A wheel the finger set spinning: what it sends when it comes to rest is the finger's.
        if done.wheel >= 0, let view = done.view, isStillMoving(view, levels: done.wheel, address: done.wheelAddress) {
            let index = done.wheel
            state.withLock { state in
                if state.recent?.endedAt == now { state.recent?.spinningWheel = index }
            }
        }
        // The sequence's own reference; the frame's keeps the touch until this returns.
        touch.release()
        let end = touch.probePoint(locationInView, nil, known: true) ?? done.start
        let endTime = touch.probeDouble(timestampSelector, known: true) ?? done.startTime
        let view = done.view ?? touch.probeKnown(viewSelector)?.object
        let position = view.map { view in
            memoized(frame.serial, view) { tapPosition(of: touch, in: view) ?? screenPosition(of: touch) }
        } ?? screenPosition(of: touch)
        if let position, frame.phase == ended {
            state.withLock { $0.lastTap = LastTap(position: position, view: view?.objcWord ?? 0, at: now, point: end) }
        }
        guard let view else { return nil }
        return Finished(
            view: view, distance: ((end.x - done.start.x) * (end.x - done.start.x) + (end.y - done.start.y) * (end.y - done.start.y)).squareRoot(),
            duration: endTime - done.startTime, cancelled: frame.phase == cancelled, answered: done.answered,
            timestamp: endTime, uptime: now, position: position, tapTarget: done.tapTarget)
    }

    // MARK: Questions

    /// Whether a finger is on `view` (or a view inside it) in the event being
    /// dispatched now on this thread.
    package static func isDispatching(to view: ObjCObject) -> Bool {
        guard let touch = currentTouch, let touched = touch.probeKnown(viewSelector)?.object else { return false }
        return touched == view || touched.probe(isDescendantOfView, view)?.bool == true
    }

    /// Whether a send of `events` by `control` is a finger's: the finger is on `area`
    /// (the control, or the view it acts for) in the event being dispatched now, or is
    /// still down in it (a timer's send, such as a stepper's autorepeat), or lifted from it
    /// a moment ago and this (control, events) was not accounted for yet (UIKit's deferred
    /// sends). Each answer that relies on the finger is remembered, so one finger never
    /// turns a later send of code's into a user's.
    package static func isFingers(_ control: ObjCObject, events: UInt, area: ObjCObject) -> Bool {
        let claim = Claim(control: control.objcWord, events: events)
        if isDispatching(to: area) {
            state.withLock { _ = $0.sequence?.claimed.add(claim) }
            return true
        }
        let target = area.objcWord
        return state.withLock { state -> Bool in
            if state.sequence?.chain.contains(target) == true {
                state.sequence?.claimed.add(claim)
                return true
            }
            guard var last = state.recent, let place = last.chain.firstIndex(of: target) else { return false }
            let age = uptime() - last.endedAt
            // A control whose wheel the finger set spinning sends when the wheel rests.
            let spins = last.spinningWheel >= 0 && place > last.spinningWheel
            guard age <= recentTouchLifetime || (spins && age <= spinLifetime), last.claimed.add(claim) else { return false }
            state.recent = last
            return true
        }
    }

    /// Whether the finger down now, or lifted from `area` a moment ago, has accounted for
    /// a send of `events` by `control` already: a send of UIKit's that follows the one
    /// reported (iOS 26's slider sends its value again as it comes to rest), not code's.
    package static func hasAccounted(_ control: ObjCObject, events: UInt, area: ObjCObject) -> Bool {
        let claim = Claim(control: control.objcWord, events: events), target = area.objcWord
        return state.withLock { state in
            if let sequence = state.sequence, sequence.chain.contains(target) { return sequence.claimed.contains(claim) }
            guard let last = state.recent, last.chain.contains(target), uptime() - last.endedAt <= recentTouchLifetime else { return false }
            return last.claimed.contains(claim)
        }
    }

    /// A send of `events` by `control` that carries the touch's event: the finger
    /// accounted for it, so a send of code's right after is not taken for UIKit's deferred one.
    package static func noteSent(_ control: ObjCObject, events: UInt) {
        let claim = Claim(control: control.objcWord, events: events)
        state.withLock { state -> Void in
            if state.sequence != nil { _ = state.sequence?.claimed.add(claim) } else { _ = state.recent?.claimed.add(claim) }
        }
    }

    /// Whether a finger is down now (between its first and its last event).
    package static var isFingerDown: Bool { state.withLock { $0.sequence != nil } }

    /// Whether the finger down now landed in `view` (on it or on a view inside it).
    package static func isFingerDown(in view: ObjCObject) -> Bool {
        let word = view.objcWord
        return state.withLock { $0.sequence?.chain.contains(word) == true }
    }

    /// Whether a finger is down now, or lifted a moment ago: an action UIKit runs at the
    /// end of a touch, or just after it (an alert's handler after its dismissal), is a
    /// user's.
    package static var isRecentTouch: Bool {
        if isDispatchingTouch { return true }
        return state.withLock { state -> Bool in
            if state.sequence != nil { return true }
            guard let last = state.recent else { return false }
            return uptime() - last.endedAt <= lastTapLifetime
        }
    }

    /// The view the finger that is down now landed on, if it is still alive (asked while
    /// UIKit reacts to a held finger: a context menu opening under it).
    package static var fingerView: ObjCObject? {
        state.withLock { $0.sequence?.view }
    }

    /// Whether a touch event is being dispatched now on this thread.
    package static var isDispatchingTouch: Bool { currentTouch != nil }

    /// The view the finger being dispatched now landed on.
    package static var touchedView: ObjCObject? { currentTouch?.probeKnown(viewSelector)?.object }

    /// Marks the finger's sequence as answered: something took the touch (an action
    /// ran, an interaction was reported). A dead tap is one nothing answered.
    package static func noteAnswered() {
        state.withLock { state in
            let me = pthread_self()
            guard state.sequence != nil, state.frames.contains(where: { pthread_equal($0.thread, me) != 0 }) else { return }
            state.sequence?.answered = true
        }
    }

    /// Where the finger is (while a touch is dispatched) or lifted last (for an action
    /// UIKit runs shortly after the touch ended), within `element` (nil: the view the
    /// finger landed on) and on the screen.
    package static func position(in element: ObjCObject? = nil) -> TapPosition? {
        let me = pthread_self()
        // One look under the lock for both: asked on every report, most often with no touch at all.
        let (frame, lastTap) = state.withLock { state in (state.frames.last { pthread_equal($0.thread, me) != 0 }, state.lastTap) }
        if let frame, let touch = frame.touch {
            guard let element = element ?? touch.probeKnown(viewSelector)?.object else { return screenPosition(of: touch) }
            return memoized(frame.serial, element) { tapPosition(of: touch, in: element) ?? screenPosition(of: touch) }
        }
        guard let tap = lastTap, uptime() - tap.at <= lastTapLifetime else { return nil }
        guard let element, element.objcWord != tap.view else { return tap.position }
        // Another element (a row's cell, selected once the tap's dispatch returned): where the
        // finger lifted, in it.
        let local = frameInWindow(of: element).map { frame in
            (x: fraction(tap.point.x - frame.x, of: frame.width), y: fraction(tap.point.y - frame.y, of: frame.height))
        }
        return TapPosition(elementX: local?.x, elementY: local?.y, screenX: tap.position.screenX, screenY: tap.position.screenY)
    }

    /// Seconds on the monotonic clock, read directly: asked at every lift, where
    /// `ProcessInfo.systemUptime` costs a few dozen nanoseconds more. Every time a finger's
    /// state keeps or compares is read from this one clock.
    package static func uptime() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec + advanced.load(ordering: .relaxed)) / 1_000_000_000
    }

    /// Moves this clock on by `seconds`: tests stand for time going by (a wheel spinning
    /// for seconds) without waiting for it. Never moves back.
    package static func advanceClock(by seconds: Double) {
        advanced.wrappingAdd(Int(max(0, seconds) * 1_000_000_000), ordering: .relaxed)
    }

    /// Nanoseconds ``advanceClock(by:)`` added: an atomic, read on every lift.
    private static let advanced = Atomic<Int>(0)

    // Registered once: registration hashes the name.
    private static let touchClass = ObjCClass(named: "UITouch")
    static let eventClass = ObjCClass(named: "UIEvent")
    private static let allTouches: ObjCSelector = "allTouches"
    private static let phaseSelector: ObjCSelector = "phase"
    private static let typeSelector: ObjCSelector = "type"
    /// `UIEventTypeTouches`.
    private static let touchesType = 0
    private static let viewSelector: ObjCSelector = "view"
    static let windowSelector: ObjCSelector = "window"
    static let superviewSelector: ObjCSelector = "superview"
    static let isDeceleratingSelector: ObjCSelector = "isDecelerating"
    private static let timestampSelector: ObjCSelector = "timestamp"
    static let locationInView: ObjCSelector = "locationInView:"
    static let boundsSelector: ObjCSelector = "bounds"
    static let frameSelector: ObjCSelector = "frame"
    private static let isDescendantOfView: ObjCSelector = "isDescendantOfView:"
}
