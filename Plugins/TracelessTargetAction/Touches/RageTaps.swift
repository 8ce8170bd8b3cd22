import Dispatch
import Foundation
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
final class RageTaps: @unchecked Sendable {
    private struct Burst {
        let element: UInt
        var taps: Int
        var lastTap: Double
        /// When the last tap came, in real time (for the timer that ends a burst).
        var lastTapUptime: Double
        /// Built when the burst reaches `count`, while its views are alive.
        var report: Interaction?
        let generation: Int
    }

    private let count: Int
    private let interval: Double
    private let emit: @Sendable (Interaction) -> Void
    private let lock = NSLock()
    private var burst: Burst?
    private var generation = 0

    init(count: Int, interval: Double, emit: @escaping @Sendable (Interaction) -> Void) {
        self.count = count
        self.interval = interval
        self.emit = emit
    }

    /// A tap ended (main thread, its views alive).
    func tapped(_ touch: UserTouches.Finished, plugin: PluginID) {
        let element = Self.element(at: touch.view)
        let now = ProcessInfo.processInfo.systemUptime
        let (finished, taps, generation) = lock.withLock { () -> (Interaction?, Int, Int) in
            if var current = burst, current.element == element.objcWord, touch.timestamp - current.lastTap <= interval {
                current.taps += 1
                current.lastTap = touch.timestamp
                current.lastTapUptime = now
                burst = current
                return (nil, current.taps, current.generation)
            }
            let ended = take()
            self.generation += 1
            burst = Burst(element: element.objcWord, taps: 1, lastTap: touch.timestamp, lastTapUptime: now, report: nil,
                          generation: self.generation)
            return (ended, 1, self.generation)
        }
        if let finished { emit(finished) }
        guard taps == count else { return }
        let report = Self.interaction(for: element, touch: touch, plugin: plugin)
        lock.withLock { if burst?.generation == generation { burst?.report = report } }
        // One timer per burst, from the tap that made it one.
        scheduleFlush(generation: generation, after: interval * 2)
    }

    /// Reports the burst under way, if it is one (the plugin stops).
    func flush() {
        if let finished = lock.withLock({ take() }) { emit(finished) }
    }

    /// Ends the burst: its report, with the final count, when it reached `count`.
    private func take() -> Interaction? {
        defer { burst = nil }
        guard let current = burst, current.taps >= count, var report = current.report else { return nil }
        report.tapCount = current.taps
        return report
    }

    /// When no tap has come for twice the interval (real time, as the user waits), the
    /// burst is over; while taps keep coming, the timer looks again later.
    private func scheduleFlush(generation: Int, after delay: Double) {
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + delay) { [weak self] in
            guard let self else { return }
            let (finished, wait) = self.lock.withLock { () -> (Interaction?, Double?) in
                guard let current = self.burst, current.generation == generation else { return (nil, nil) }
                let idle = ProcessInfo.processInfo.systemUptime - current.lastTapUptime
                if idle < self.interval * 2 { return (nil, self.interval * 2 - idle) }
                return (self.take(), nil)
            }
            if let finished { self.emit(finished) }
            if let wait { self.scheduleFlush(generation: generation, after: wait) }
        }
    }

    private static func interaction(for element: ObjCObject, touch: UserTouches.Finished, plugin: PluginID) -> Interaction {
        let described = UIKitIntrospection.element(for: element)
        return Interaction(
            kind: .rageTap, plugin: plugin.rawValue, screen: UIKitIntrospection.screen(of: element), element: described,
            elementKey: ElementPlace(of: element).key(described.className), tap: touch.position)
    }

    /// The control or cell the finger landed in, else the view itself.
    private static func element(at view: ObjCObject) -> ObjCObject {
        var current: ObjCObject? = view
        var depth = 0
        while let candidate = current, depth < 64 {
            let isa = candidate.isa
            if elementKinds.contains(where: isa.isSubclass(of:)) { return candidate }
            current = candidate.probe(superview)?.object
            depth += 1
        }
        return view
    }

    private static let elementKinds = ["UIControl", "UITableViewCell", "UICollectionViewCell"].compactMap(ObjCClass.init(named:))
    private static let superview: ObjCSelector = "superview"
}
