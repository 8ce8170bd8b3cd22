import Foundation

/// The app's lifecycle as Segment's mobile spec names it: installed, updated, opened,
/// backgrounded.
extension Tracker {
    /// Records "Application Opened" (`from_background: false`) for a cold launch, after
    /// "Application Installed" on the first launch or "Application Updated" on the first of a
    /// new version or build (names by ``TrackerConfiguration/namingProfile``). Call it once
    /// the app has started.
    ///
    /// Not needed where the tracker observes UIKit's notifications
    /// (``TrackerConfiguration/observesApplicationLifecycle``, the default); calling it too
    /// records nothing twice: a launch is recorded once, before any other transition.
    public func applicationDidLaunch() {
        guard phase.launch() else { return }
        enqueuePendingInstall()
        enqueueLifecycle(.launch)
    }

    /// The install or update event, before the first opened event of this tracker.
    private func enqueuePendingInstall() {
        if let install = pendingInstall.withLock({ pending in defer { pending = nil }; return pending }) {
            enqueueLifecycle(install)
        }
    }

    /// Records "Application Opened" with `from_background: true`; starts a new session when
    /// the app was in the background for ``TrackerConfiguration/sessionTimeout`` or longer.
    /// Ignored when the app is already in the foreground (so a notification and a call count once).
    public func applicationWillEnterForeground() {
        guard phase.enterForeground() else { return }
        enqueuePendingInstall()
        timers.enterForeground()
        enqueueLifecycle(.foreground)
    }

    /// Records "Application Backgrounded" with the foreground `duration`, then uploads what is
    /// queued once it is committed. Call it from the app's did-enter-background handler (or
    /// let the tracker observe UIKit's notification). A second call while in the background
    /// records no second event but still uploads.
    public func applicationDidEnterBackground() {
        if phase.enterBackground() {
            timers.enterBackground()
            enqueueLifecycle(.background)
        }
        core.inbox.withLock { $0.uploadAfterCommit = true }
        core.wakeup.signal()
    }

    /// UIKit's notifications, observed in the Objective-C runtime's notification center.
    func handle(_ notification: ApplicationNotification) {
        switch notification {
        case .didFinishLaunching:
            applicationDidLaunch()
        case .didBecomeActive:
            // A tracker made after the launch notification hears this one first.
            if phase.current == .unknown { applicationDidLaunch() }
        case .didEnterBackground:
            applicationDidEnterBackground()
        case .willEnterForeground:
            applicationWillEnterForeground()
        case .willTerminate:
            // Terminating from the foreground ends it; the process is about to exit, so the
            // events are committed now (bounded: termination must not hang).
            if phase.enterBackground() {
                timers.enterBackground()
                enqueueLifecycle(.background)
            }
            flushToDisk(timeout: 2)
        }
    }

    private func enqueueLifecycle(_ lifecycle: PendingItem.Lifecycle) {
        guard core.remote.capturing else { return }
        let clock = core.configuration.clock
        let timestamp = clock.now(), monotonic = clock.monotonic()
        // Outside the memory bound: a handful per session, and a dropped one would lose a
        // session transition, not just an event.
        _ = core.enqueueEvent(.lifecycle(lifecycle, timestamp: timestamp, monotonic: monotonic), bytes: MemoryEstimate.itemOverhead, bounded: false)
    }
}
