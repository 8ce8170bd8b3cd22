import Dispatch
import Foundation
import Synchronization
import Traceless
import TracelessRuntime

/// Bursts of taps on one element: `count` taps or more, each within `interval` of
/// the one before (PostHog's rage clicks, Amplitude's rage clicks). One `.rageTap` per
/// burst, with how many taps it had, reported when the burst is over: the next tap
/// lands on another element or comes later than `interval`, or `interval` passes with
/// none (a timer), or the plugin stops. The taps themselves are reported as usual.
///
/// The element is the control or cell the finger landed in (a tap on a button's
/// icon and one on its title are taps on the button), else the view it landed on.
final class RageTaps: Sendable {
    private struct Burst {
        let element: UInt
        var taps: Int
        var lastTap: Double
        /// When the last tap came, in real time (for the timer that ends a burst).
        var lastTapUptime: Double
        let generation: Int
    }

    private struct State {
        var burst: Burst?
        /// The burst's report, built when it reaches `count` while its views are alive
        /// (apart from the burst: every tap updates that, in place).
        var report: Interaction?
        var generation = 0

        /// Ends the burst: its report, with the final count, when it reached `count`.
        mutating func take(count: Int) -> Interaction? {
            defer {
                burst = nil
                report = nil
            }
            guard let current = burst, current.taps >= count, var report else { return nil }
            report.tapCount = current.taps
            return report
        }
    }

    private let count: Int
    private let interval: Double
    private let emit: @Sendable (Interaction) -> Void
    /// Taken at every tap that ends: a Mutex, not Foundation's lock.
    private let state = Mutex(State())

    init(count: Int, interval: Double, emit: @escaping @Sendable (Interaction) -> Void) {
        self.count = count
        self.interval = interval
        self.emit = emit
    }

    /// A tap ended (main thread, its views alive).
    func tapped(_ touch: UserTouches.Finished, plugin: PluginID) {
        let element = touch.tapTarget
        let now = touch.uptime
        let (finished, taps, generation) = state.withLock { state -> (Interaction?, Int, Int) in
            if let current = state.burst, current.element == element, touch.timestamp - current.lastTap <= interval {
                state.burst?.taps += 1
                state.burst?.lastTap = touch.timestamp
                state.burst?.lastTapUptime = now
                return (nil, current.taps + 1, current.generation)
            }
            let ended = state.take(count: count)
            state.generation += 1
            state.burst = Burst(element: element, taps: 1, lastTap: touch.timestamp, lastTapUptime: now, generation: state.generation)
            return (ended, 1, state.generation)
        }
        if let finished { emit(finished) }
        guard taps == count else { return }
        // Asked once, of the burst's views: nothing inside an ignored view is reported.
        let report = ElementAnnotations.isIgnored(touch.view)
            ? nil : Self.interaction(for: Self.element(at: touch.view), touch: touch, plugin: plugin)
        state.withLock { if $0.burst?.generation == generation { $0.report = report } }
        // One timer per burst, from the tap that made it one.
        scheduleFlush(generation: generation, after: interval * 2)
    }

    /// Reports the burst under way, if it is one (the plugin stops).
    func flush() {
        if let finished = state.withLock({ $0.take(count: count) }) { emit(finished) }
    }

    /// When no tap has come for twice the interval (real time, as the user waits), the
    /// burst is over; while taps keep coming, the timer looks again later.
    private func scheduleFlush(generation: Int, after delay: Double) {
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + delay) { [weak self] in
            guard let self else { return }
            let (finished, wait) = self.state.withLock { state -> (Interaction?, Double?) in
                guard let current = state.burst, current.generation == generation else { return (nil, nil) }
                let idle = UserTouches.uptime() - current.lastTapUptime
                if idle < self.interval * 2 { return (nil, self.interval * 2 - idle) }
                return (state.take(count: self.count), nil)
            }
            if let finished { self.emit(finished) }
            if let wait { self.scheduleFlush(generation: generation, after: wait) }
        }
    }

    private static func interaction(for element: ObjCObject, touch: UserTouches.Finished, plugin: PluginID) -> Interaction {
        let described = UIKitIntrospection.describe(element)
        return Interaction(
            kind: .rageTap, plugin: plugin.rawValue, screen: described.screen, element: described.element,
            elementKey: described.place.key(described.element.className), tap: touch.position)
    }

    /// The control or cell the finger landed in, else the view itself.
    private static func element(at view: ObjCObject) -> ObjCObject {
        var current: ObjCObject? = view
        var depth = 0
        while let candidate = current, depth < 64 {
            let facts = ClassFacts.of(candidate)
            if facts.isTapTarget { return candidate }
            current = candidate.probe(superview, known: facts.isView)?.object
            depth += 1
        }
        return view
    }

    private static let superview: ObjCSelector = "superview"
}
