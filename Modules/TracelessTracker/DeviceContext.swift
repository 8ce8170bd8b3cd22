import Foundation
import TracelessRuntime

/// The app as `context.app` and the lifecycle events describe it.
///
/// Read from the main bundle's info (`CFBundleDisplayName` or `CFBundleName`,
/// `CFBundleShortVersionString`, `CFBundleVersion`, `CFBundleIdentifier`) unless
/// ``TrackerConfiguration/app`` gives it; what neither says is left out.
///
/// ```swift
/// configuration.app = ApplicationInfo(name: "Shop", version: "2.1.0", build: "412", namespace: "com.example.shop")
/// ```
public struct ApplicationInfo: Sendable, Hashable {
    public var name: String?
    /// The marketing version (`CFBundleShortVersionString`).
    public var version: String?
    /// The build number (`CFBundleVersion`).
    public var build: String?
    /// The bundle identifier.
    public var namespace: String?

    public init(name: String? = nil, version: String? = nil, build: String? = nil, namespace: String? = nil) {
        self.name = name
        self.version = version
        self.build = build
        self.namespace = namespace
    }

    /// The main bundle's info; the process's name when the bundle names no app.
    static func mainBundle() -> ApplicationInfo {
        let info = Bundle.main.infoDictionary ?? [:]
        func string(_ key: String) -> String? { (info[key] as? String).flatMap { $0.isEmpty ? nil : $0 } }
        return ApplicationInfo(name: string("CFBundleDisplayName") ?? string("CFBundleName") ?? ProcessInfo.processInfo.processName,
                               version: string("CFBundleShortVersionString"), build: string("CFBundleVersion"),
                               namespace: string("CFBundleIdentifier") ?? Bundle.main.bundleIdentifier)
    }

    var contextValue: PropertyValue {
        var app: [String: PropertyValue] = [:]
        app["name"] = name.map(PropertyValue.string)
        app["version"] = version.map(PropertyValue.string)
        app["build"] = build.map(PropertyValue.string)
        app["namespace"] = namespace.map(PropertyValue.string)
        return .object(app)
    }
}

/// What the device says about itself, read once at start (on the main thread when the tracker
/// is made there) through UIKit's public API in the Objective-C runtime (`UIDevice`,
/// `UIScreen`) and Foundation's (locale, time zone). Where UIKit is absent, `device`, `os`
/// and `screen` are left out rather than guessed.
///
/// Not sent: the device's name (the user typed it), a vendor or advertising id unless the
/// app supplies one, the network (no public UIKit or Foundation API says what it is).
enum DeviceContext {
    /// The `context` members known at start.
    static func read(app: ApplicationInfo, advertisingId: String?,
                     deviceClass: String = "UIDevice", screenClass: String = "UIScreen") -> [String: PropertyValue] {
        var context: [String: PropertyValue] = ["app": app.contextValue, "library": MessageContext.library]
        if let locale = localeTag(Locale.current) { context["locale"] = .string(locale) }
        if !TimeZone.current.identifier.isEmpty { context["timezone"] = .string(TimeZone.current.identifier) }
        guard ObjCClass(named: "NSAutoreleasePool") != nil else { return context }
        withAutoreleasePool {
            if let (device, os) = readDevice(className: deviceClass, advertisingId: advertisingId) {
                context["device"] = device
                context["os"] = os
            } else if let advertisingId {
                context["device"] = .object(["advertisingId": .string(advertisingId), "adTrackingEnabled": true])
            }
            if let screen = readScreen(className: screenClass) { context["screen"] = screen }
        }
        return context
    }

    /// `en-US`, as Segment's mobile libraries write it; nil when the locale has no language.
    static func localeTag(_ locale: Locale) -> String? {
        guard let base = locale.identifier.split(separator: "@").first, !base.isEmpty else { return nil }
        return base.replacingOccurrences(of: "_", with: "-")
    }

    private static func readDevice(className: String, advertisingId: String?) -> (device: PropertyValue, os: PropertyValue)? {
        guard let cls = ObjCClass(named: className),
              let device = ObjCObject(raw: cls.raw).probe("currentDevice")?.object else { return nil }
        let nsString = ObjCClass(named: "NSString")
        func string(_ selector: ObjCSelector) -> String? {
            device.probe(selector)?.object?.probeAs(nsString)?.stringValue
        }
        let systemName = string("systemName")
        var fields: [String: PropertyValue] = [:]
        fields["model"] = string("model").map(PropertyValue.string)
        if let systemName, ["iOS", "iPadOS", "tvOS", "watchOS", "visionOS"].contains(systemName) {
            fields["manufacturer"] = "Apple"
            fields["type"] = "ios"
        }
        if let idiom = device.probe("userInterfaceIdiom").map({ Int(Int32(truncatingIfNeeded: $0.int)) }) {
            fields["idiom"] = idiomName(idiom).map(PropertyValue.string)
        }
        if let advertisingId {
            fields["advertisingId"] = .string(advertisingId)
            fields["adTrackingEnabled"] = true
        }
        var os: [String: PropertyValue] = [:]
        os["name"] = systemName.map(PropertyValue.string)
        os["version"] = string("systemVersion").map(PropertyValue.string)
        return (.object(fields), .object(os))
    }

    private static func idiomName(_ idiom: Int) -> String? {
        switch idiom {
        case 0: "phone"
        case 1: "pad"
        case 2: "tv"
        case 3: "carPlay"
        case 5: "mac"
        case 6: "vision"
        default: nil
        }
    }

    private static func readScreen(className: String) -> PropertyValue? {
        guard let cls = ObjCClass(named: className),
              let screen = ObjCObject(raw: cls.raw).probe("mainScreen")?.object,
              let bounds = screen.probeRect("bounds"), bounds.width > 0, bounds.height > 0 else { return nil }
        var fields: [String: PropertyValue] = ["width": .int(Int(bounds.width)), "height": .int(Int(bounds.height))]
        if let scale = screen.probeDouble("scale"), scale > 0, scale.isFinite { fields["density"] = .double(scale) }
        return .object(fields)
    }
}
