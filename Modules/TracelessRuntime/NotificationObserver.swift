import Synchronization

/// Observes notifications of the Objective-C runtime's default `NSNotificationCenter`,
/// by name, with an observer object built at runtime.
///
/// Why not Foundation's `NotificationCenter`: on Linux, swift-corelibs-foundation's center
/// is a separate Swift implementation that never sees what GNUstep's `NSNotificationCenter`
/// (where UIKit-style code posts) delivers. On Apple platforms the two are the same center.
///
/// ```swift
/// let observer = NotificationObserver.start(names: ["UITextFieldTextDidChangeNotification"]) { name, object in
///     print(name, object as Any)
/// }
/// observer?.stop()
/// ```
///
/// `@unchecked Sendable`: `stopped` is behind a lock, the rest is immutable.
package final class NotificationObserver: @unchecked Sendable {
    /// The state the runtime-built observer carries: what to call.
    private final class Relay {
        let handler: @Sendable (String, ObjCObject?) -> Void
        init(_ handler: @escaping @Sendable (String, ObjCObject?) -> Void) { self.handler = handler }
    }

    private static let className = "TracelessNotificationObserver"
    private static let selector: ObjCSelector = "tl_notified:"

    private let center: ObjCObject
    private let observer: OwnedObject
    /// Kept for as long as the observation: the center may keep them unretained.
    private let names: [OwnedObject]
    private let stopped = Mutex(false)

    /// Starts observing `names` from any object; `handler` gets the name and the
    /// notification's object, on the thread that posts. `nil` where there is no
    /// Objective-C `NSNotificationCenter` or the observer class cannot be built.
    package static func start(names: [String], handler: @escaping @Sendable (String, ObjCObject?) -> Void) -> NotificationObserver? {
        guard let centerClass = ObjCClass(named: "NSNotificationCenter"), let rootClass = ObjCClass(named: "NSObject"),
              ObjCClass(named: "NSString") != nil,
              let center = ObjCObject(raw: centerClass.raw).send("defaultCenter").object else { return nil }
        let receive: @convention(c) (OpaquePointer?, OpaquePointer?, OpaquePointer?) -> Void = { object, _, notification in
            guard let object, let notification,
                  let relay = RuntimeClassBuilder.state(of: ObjCObject(raw: object)) as? Relay else { return }
            let note = ObjCObject(raw: notification)
            guard let name = note.send("name").object else { return }
            relay.handler(name.stringValue, note.send("object").object)
        }
        let method = MethodDefinition(selector, types: "v@:@", imp: unsafeBitCast(receive, to: UnsafeMutableRawPointer.self))
        guard let cls = try? RuntimeClassBuilder.subclass(of: rootClass, named: className, methods: [method], carriesState: true)
        else { return nil }
        // GNUstep autoreleases inside addObserver:; without a pool that leaks and logs.
        let pool = ObjCClass(named: "NSAutoreleasePool").map { ObjCObject.make($0) }
        defer { withExtendedLifetime(pool) {} }
        let observer = ObjCObject.make(cls)
        RuntimeClassBuilder.setState(Relay(handler), of: observer.object)
        let objects = names.map { ObjCObject.string($0) }
        for name in objects {
            center.send("addObserver:selector:name:object:", arguments: [observer, selector, name, UInt(0)])
        }
        return NotificationObserver(center: center, observer: observer, names: objects)
    }

    private init(center: ObjCObject, observer: OwnedObject, names: [OwnedObject]) {
        self.center = center
        self.observer = observer
        self.names = names
    }

    /// Stops observing; the center does not retain observers, so this must run before
    /// the observer is released. Idempotent.
    package func stop() {
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
