import Synchronization
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
/// `NSNotificationCenter`, with an observer object built at runtime.
///
/// Why not Foundation's `NotificationCenter`: on Linux, swift-corelibs-foundation's center
/// is a separate Swift implementation that never sees what GNUstep's `NSNotificationCenter`
/// (where UIKit-style code posts) delivers, so the tracker would never hear the app's
/// lifecycle. On Apple platforms the two are the same center.
///
/// `@unchecked Sendable`: `stopped` is behind a lock, the rest is immutable.
final class LifecycleObserver: @unchecked Sendable {
    /// The state the runtime-built observer carries: what to call.
    final class Relay {
        let handler: @Sendable (ApplicationNotification) -> Void
        init(_ handler: @escaping @Sendable (ApplicationNotification) -> Void) { self.handler = handler }
    }

    static let className = "TracelessTrackerLifecycleObserver"
    static let selectorName = "tl_applicationLifecycle:"

    private let center: ObjCObject
    private let observer: OwnedObject
    /// Kept for as long as the observation: the center may keep them unretained.
    private let names: [OwnedObject]
    private let stopped = Mutex(false)

    /// Starts observing; `nil` where there is no Objective-C `NSNotificationCenter` or the
    /// observer class cannot be built (nothing is observed then; the app's own calls still work).
    static func start(_ handler: @escaping @Sendable (ApplicationNotification) -> Void) -> LifecycleObserver? {
        guard let centerClass = ObjCClass(named: "NSNotificationCenter"), let rootClass = ObjCClass(named: "NSObject"),
              ObjCClass(named: "NSString") != nil,
              let center = ObjCObject(raw: centerClass.raw).send("defaultCenter").object else { return nil }
        let receive: @convention(c) (OpaquePointer?, OpaquePointer?, OpaquePointer?) -> Void = { object, _, notification in
            guard let object, let notification,
                  let relay = RuntimeClassBuilder.state(of: ObjCObject(raw: object)) as? Relay,
                  let name = ObjCObject(raw: notification).send("name").object,
                  let which = ApplicationNotification(rawValue: name.stringValue) else { return }
            relay.handler(which)
        }
        let method = MethodDefinition(ObjCSelector(selectorName), types: "v@:@",
                                      imp: unsafeBitCast(receive, to: UnsafeMutableRawPointer.self))
        guard let cls = try? RuntimeClassBuilder.subclass(of: rootClass, named: className, methods: [method],
                                                          carriesState: true) else { return nil }
        // GNUstep autoreleases inside addObserver:; without a pool that leaks and logs.
        let pool = ObjCClass(named: "NSAutoreleasePool").map { ObjCObject.make($0) }
        defer { withExtendedLifetime(pool) {} }
        let observer = ObjCObject.make(cls)
        RuntimeClassBuilder.setState(Relay(handler), of: observer.object)
        let names = ApplicationNotification.allCases.map { ObjCObject.string($0.rawValue) }
        for name in names {
            center.send("addObserver:selector:name:object:",
                        arguments: [observer, ObjCSelector(selectorName), name, UInt(0)])
        }
        return LifecycleObserver(center: center, observer: observer, names: names)
    }

    private init(center: ObjCObject, observer: OwnedObject, names: [OwnedObject]) {
        self.center = center
        self.observer = observer
        self.names = names
    }

    /// Stops observing; the center does not retain observers, so this must run before
    /// the observer is released. Idempotent.
    func stop() {
        let first = stopped.withLock { stopped -> Bool in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        let pool = ObjCClass(named: "NSAutoreleasePool").map { ObjCObject.make($0) }
        center.send("removeObserver:", observer)
        withExtendedLifetime(pool) {}
    }

    deinit { stop() }
}
