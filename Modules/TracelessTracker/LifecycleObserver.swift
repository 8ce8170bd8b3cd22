import TracelessRuntime

/// UIKit's application lifecycle notifications, by their UIKit names.
enum ApplicationNotification: String, CaseIterable, Sendable {
    case didFinishLaunching = "UIApplicationDidFinishLaunchingNotification"
    case didBecomeActive = "UIApplicationDidBecomeActiveNotification"
    case didEnterBackground = "UIApplicationDidEnterBackgroundNotification"
    case willEnterForeground = "UIApplicationWillEnterForegroundNotification"
    case willTerminate = "UIApplicationWillTerminateNotification"
}

/// Observes UIKit's lifecycle notifications in the Objective-C runtime's default
/// `NSNotificationCenter` (``NotificationObserver``).
final class LifecycleObserver: Sendable {
    private let observer: NotificationObserver

    /// Starts observing; `nil` where there is no Objective-C `NSNotificationCenter` or the
    /// observer cannot be built (nothing is observed then; the app's own calls still work).
    static func start(_ handler: @escaping @Sendable (ApplicationNotification) -> Void) -> LifecycleObserver? {
        NotificationObserver.start(names: ApplicationNotification.allCases.map(\.rawValue)) { name, _ in
            if let which = ApplicationNotification(rawValue: name) { handler(which) }
        }.map(LifecycleObserver.init)
    }

    private init(observer: NotificationObserver) { self.observer = observer }

    /// Stops observing. Idempotent.
    func stop() { observer.stop() }
}
