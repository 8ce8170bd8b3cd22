import CSQLite
import Foundation
import Traceless
@testable import TracelessTracker
import XCTest

/// SG1–SG6: what the messages carry, checked against Segment's spec and its mobile libraries'
/// conventions.
final class SegmentSpecTests: XCTestCase {
    private func messages(_ configuration: TrackerConfiguration) -> [[String: Any]] {
        DatabaseReader.messages(at: configuration.databaseURL)
    }

    private func pageView(_ name: String, referrer: Screen? = nil, properties: [String: Screen.Value] = [:]) -> Interaction {
        Interaction(kind: .pageAppear, plugin: "traceless.page-view",
                    screen: Screen(controllerClass: "\(name.capitalized)ViewController", title: name.capitalized,
                                   customName: name, properties: properties),
                    selector: "viewDidAppear:", referrer: referrer)
    }

    // MARK: SG1

    func testSG1_aPageViewIsAScreenCallNamedByItsScreenWithReferrerAndTheScreensProperties() throws {
        let configuration = makeConfiguration()
        let tracker = try makeTracker(configuration)
        tracker.receive(pageView("cart", referrer: Screen(controllerClass: "HomeViewController", title: "Home", customName: "home"),
                                 properties: ["items": .number(3), "campaign": .string("spring")]))
        var leave = Interaction(kind: .pageDisappear, plugin: "traceless.page-view",
                                screen: Screen(controllerClass: "CartViewController", customName: "cart"))
        leave.duration = 12.5
        tracker.receive(leave)
        XCTAssertTrue(tracker.flushToDisk())
        let stored = messages(configuration)
        XCTAssertEqual(stored.count, 2)
        let screen = stored[0]
        XCTAssertEqual(screen["type"] as? String, "screen")
        XCTAssertEqual(screen["name"] as? String, "cart")
        XCTAssertNil(screen["event"])
        let properties = try XCTUnwrap(screen["properties"] as? [String: Any])
        XCTAssertEqual(properties["referrer"] as? String, "home")
        XCTAssertEqual(properties["referrer_title"] as? String, "Home")
        XCTAssertEqual(properties["items"] as? Int, 3)
        XCTAssertEqual(properties["campaign"] as? String, "spring")
        XCTAssertEqual(properties["screen_class"] as? String, "CartViewController")
        // The page leave is a documented track event with its duration.
        XCTAssertEqual(stored[1]["type"] as? String, "track")
        XCTAssertEqual(stored[1]["event"] as? String, "Screen Left")
        XCTAssertEqual((stored[1]["properties"] as? [String: Any])?["duration"] as? Double, 12.5)
        XCTAssertEqual((stored[1]["properties"] as? [String: Any])?["screen_name"] as? String, "cart")
    }

    // MARK: SG2

    func testSG2_identifySendsTraitsThatLaterMessagesCarryInTheirContext() throws {
        let configuration = makeConfiguration()
        let tracker = try makeTracker(configuration)
        let receipt = try XCTUnwrap(try tracker.identify(userId: "u-42", traits: ["plan": "pro", "seats": 3]))
        XCTAssertEqual(receipt.waitUntilDurable(), .durable)
        try tracker.identify(userId: "u-42", traits: ["seats": 4])
        try tracker.track("Order Placed")
        XCTAssertTrue(tracker.flushToDisk())
        let stored = messages(configuration)
        XCTAssertEqual(stored.map { $0["type"] as? String }, ["identify", "identify", "track"])
        XCTAssertEqual(stored[0]["userId"] as? String, "u-42")
        XCTAssertEqual(stored[0]["anonymousId"] as? String, tracker.anonymousId)
        XCTAssertEqual((stored[0]["traits"] as? [String: Any])?["plan"] as? String, "pro")
        XCTAssertNil(stored[0]["properties"])
        XCTAssertEqual((stored[1]["traits"] as? [String: Any])?["seats"] as? Int, 4)
        XCTAssertEqual((stored[1]["traits"] as? [String: Any])?["plan"] as? String, "pro", "traits add up for one user")
        let traits = (stored[2]["context"] as? [String: Any])?["traits"] as? [String: Any]
        XCTAssertEqual(traits?["plan"] as? String, "pro")
        XCTAssertEqual(traits?["seats"] as? Int, 4)

        // Persisted: a relaunch still sends them.
        XCTAssertTrue(tracker.shutdown())
        let relaunched = try makeTracker(configuration)
        try relaunched.track("Relaunched")
        XCTAssertTrue(relaunched.flushToDisk())
        XCTAssertEqual(((messages(configuration).last?["context"] as? [String: Any])?["traits"] as? [String: Any])?["seats"] as? Int, 4)
    }

    func testSG2_anotherUsersIdentifyStartsTheirTraitsAfresh() throws {
        let configuration = makeConfiguration()
        let tracker = try makeTracker(configuration)
        try tracker.identify(userId: "alice", traits: ["plan": "pro"])
        try tracker.identify(userId: "bob", traits: ["team": "blue"])
        XCTAssertTrue(tracker.flushToDisk())
        let traits = messages(configuration).last?["traits"] as? [String: Any]
        XCTAssertEqual(traits?["team"] as? String, "blue")
        XCTAssertNil(traits?["plan"], "alice's plan is not bob's")
    }

    func testSG2_aliasGroupAndResetWithANewAnonymousID() throws {
        let configuration = makeConfiguration()
        let tracker = try makeTracker(configuration)
        let anonymous = tracker.anonymousId
        try tracker.alias("u-1")
        XCTAssertEqual(tracker.userId, "u-1")
        try tracker.alias("u-2")
        try tracker.group("acme", traits: ["name": "Acme Inc.", "employees": 120])
        try tracker.identify(userId: "u-2", traits: ["plan": "pro"])
        tracker.reset()
        XCTAssertNotEqual(tracker.anonymousId, anonymous)
        XCTAssertNil(tracker.userId)
        try tracker.track("After Reset")
        XCTAssertTrue(tracker.flushToDisk())
        let stored = messages(configuration)
        XCTAssertEqual(stored.map { $0["type"] as? String }, ["alias", "alias", "group", "identify", "track"])
        XCTAssertEqual(stored[0]["previousId"] as? String, anonymous, "before any user id, the anonymous id is the previous one")
        XCTAssertEqual(stored[0]["userId"] as? String, "u-1")
        XCTAssertEqual(stored[1]["previousId"] as? String, "u-1")
        XCTAssertEqual(stored[1]["userId"] as? String, "u-2")
        XCTAssertEqual(stored[2]["groupId"] as? String, "acme")
        XCTAssertEqual(stored[2]["userId"] as? String, "u-2")
        XCTAssertEqual((stored[2]["traits"] as? [String: Any])?["employees"] as? Int, 120)
        let after = stored[4]
        XCTAssertEqual(after["anonymousId"] as? String, tracker.anonymousId, "a new anonymous id from the reset on")
        XCTAssertNotEqual(after["anonymousId"] as? String, anonymous)
        XCTAssertNil(after["userId"])
        XCTAssertNil((after["context"] as? [String: Any])?["traits"], "the reset forgets the traits")
    }

    func testSG2_badIdentityCallsAreTypedErrors() throws {
        let tracker = try makeTracker(makeConfiguration())
        XCTAssertThrowsError(try tracker.identify(userId: "u", traits: ["$plan": "x"])) {
            XCTAssertEqual($0 as? IdentityError, .invalidTraits(.reservedKey("$plan")))
        }
        XCTAssertThrowsError(try tracker.alias("")) { XCTAssertEqual($0 as? IdentityError, .emptyUserID) }
        XCTAssertThrowsError(try tracker.group("a\nb")) {
            XCTAssertEqual($0 as? IdentityError, .invalidGroupID(.controlCharacter(offset: 1)))
        }
        XCTAssertNil(tracker.userId, "nothing applied")
    }

    // MARK: SG3

    func testSG3_installedOnTheFirstLaunchThenOpenedBackgroundedAndOpenedFromTheBackground() throws {
        var configuration = makeConfiguration()
        configuration.app = ApplicationInfo(name: "Shop", version: "1.0", build: "10", namespace: "com.example.shop")
        let tracker = try makeTracker(configuration)
        tracker.applicationDidLaunch()
        tracker.applicationDidEnterBackground()
        tracker.applicationWillEnterForeground()
        XCTAssertTrue(tracker.flushToDisk())
        let stored = messages(configuration)
        XCTAssertEqual(stored.map { $0["event"] as? String },
                       ["Application Installed", "Application Opened", "Application Backgrounded", "Application Opened"])
        let properties = stored.map { $0["properties"] as? [String: Any] ?? [:] }
        XCTAssertEqual(properties[0]["version"] as? String, "1.0")
        XCTAssertEqual(properties[0]["build"] as? String, "10")
        XCTAssertEqual(properties.map { $0["from_background"] as? Bool }, [nil, false, nil, true])
        XCTAssertEqual(properties[1]["version"] as? String, "1.0")
    }

    func testSG3_anUpdateNamesThePreviousVersionAndASecondLaunchOfTheSameVersionNothing() throws {
        var configuration = makeConfiguration()
        configuration.app = ApplicationInfo(version: "1.0", build: "10")
        func launch(_ version: String, _ build: String) throws -> [String] {
            configuration.app = ApplicationInfo(version: version, build: build)
            let before = messages(configuration).count
            let tracker = try Tracker(configuration: configuration)
            tracker.applicationDidLaunch()
            XCTAssertTrue(tracker.flushToDisk())
            XCTAssertTrue(tracker.shutdown())
            return messages(configuration).dropFirst(before).map { $0["event"] as? String ?? "" }
        }
        XCTAssertEqual(try launch("1.0", "10"), ["Application Installed", "Application Opened"])
        XCTAssertEqual(try launch("1.0", "10"), ["Application Opened"])
        XCTAssertEqual(try launch("1.1", "11"), ["Application Updated", "Application Opened"])
        let updated = try XCTUnwrap(messages(configuration).first { $0["event"] as? String == "Application Updated" })
        let properties = try XCTUnwrap(updated["properties"] as? [String: Any])
        XCTAssertEqual(properties["version"] as? String, "1.1")
        XCTAssertEqual(properties["build"] as? String, "11")
        XCTAssertEqual(properties["previous_version"] as? String, "1.0")
        XCTAssertEqual(properties["previous_build"] as? String, "10")
        XCTAssertEqual(try launch("1.1", "12"), ["Application Updated", "Application Opened"], "a new build is an update")
    }

    func testSG3_aQueueFromAnEarlierVersionOfTheTrackerIsNeitherAnInstallNorAnUpdate() throws {
        var configuration = makeConfiguration()
        // An earlier tracker kept an anonymous id and no app version.
        do {
            var db: OpaquePointer?
            XCTAssertEqual(sqlite3_open(configuration.databaseURL.path, &db), SQLITE_OK)
            XCTAssertEqual(sqlite3_exec(db, """
                CREATE TABLE events(row INTEGER PRIMARY KEY AUTOINCREMENT, message_id TEXT NOT NULL, payload BLOB NOT NULL);
                CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
                INSERT INTO meta VALUES ('anonymous_id', 'old-anonymous-id');
                """, nil, nil, nil), SQLITE_OK)
            sqlite3_close(db)
        }
        configuration.app = ApplicationInfo(version: "2.0", build: "20")
        do {
            let tracker = try Tracker(configuration: configuration)
            tracker.applicationDidLaunch()
            XCTAssertTrue(tracker.flushToDisk())
            XCTAssertTrue(tracker.shutdown())
        }
        XCTAssertEqual(messages(configuration).map { $0["event"] as? String }, ["Application Opened"])
        configuration.app = ApplicationInfo(version: "2.1", build: "21")
        let tracker = try makeTracker(configuration)
        tracker.applicationDidLaunch()
        XCTAssertTrue(tracker.flushToDisk())
        let updated = messages(configuration).dropFirst().first
        XCTAssertEqual(updated?["event"] as? String, "Application Updated", "the version was recorded at the first launch")
        XCTAssertEqual((updated?["properties"] as? [String: Any])?["previous_version"] as? String, "2.0")
    }

    // MARK: SG4

    func testSG4_oneTapInEachProfile() throws {
        var shapes: [NamingProfile: [String: Any]] = [:]
        for profile in NamingProfile.allCases {
            var configuration = makeConfiguration()
            configuration.namingProfile = profile
            let tracker = try makeTracker(configuration)
            tracker.receive(tap("Pay"))
            XCTAssertTrue(tracker.flushToDisk())
            shapes[profile] = try XCTUnwrap(messages(configuration).first)
        }
        let segment = try XCTUnwrap(shapes[.segment])
        XCTAssertEqual(segment["event"] as? String, "Element Clicked")
        let segmentProperties = try XCTUnwrap(segment["properties"] as? [String: Any])
        XCTAssertEqual(segmentProperties["element_class"] as? String, "UIButton")
        XCTAssertEqual(segmentProperties["element_content"] as? String, "Pay")
        XCTAssertNil(segmentProperties["lib"], "the library is in the context")

        let posthog = try XCTUnwrap(shapes[.posthog])
        XCTAssertEqual(posthog["event"] as? String, "$autocapture")
        let posthogProperties = try XCTUnwrap(posthog["properties"] as? [String: Any])
        XCTAssertEqual(posthogProperties[PropertyKey.eventType] as? String, "touch")
        XCTAssertEqual(posthogProperties[PropertyKey.elementsChain] as? String,
                       #"UIButton:attr__class="UIButton"nth-child="1"text="Pay"attr_id="pay-button";UIView:attr__class="UIView";UIWindow:attr__class="UIWindow""#)
        XCTAssertEqual(posthogProperties[PropertyKey.screenName] as? String, "CheckoutViewController")

        let sensors = try XCTUnwrap(shapes[.sensors])
        XCTAssertEqual(sensors["event"] as? String, "$AppClick")
        let sensorsProperties = try XCTUnwrap(sensors["properties"] as? [String: Any])
        XCTAssertEqual(sensorsProperties[PropertyKey.elementContent] as? String, "Pay")
        XCTAssertEqual(sensorsProperties[PropertyKey.libraryName] as? String, TracelessLibrary.name)
    }

    /// A cell's step names its row (`[section][row]`), not its place among its siblings:
    /// no `nth-child`.
    func testSG4_posthogsElementChainEscapesQuotesAndLeavesOutEmptyValues() {
        let mapping = InteractionMapping(captureElementText: true, maxStringLength: 8_192, profile: .posthog)
        let row = Interaction(kind: .listSelection, plugin: "traceless.delegate-proxy",
                              element: Interaction.Element(className: "UITableViewCell", path: "UIWindow/UITableView[0]/UITableViewCell[0][3]",
                                                           text: #"Say "hi""#, accessibilityIdentifier: ""))
        let properties = mapping.map(row).properties
        XCTAssertEqual(properties[PropertyKey.eventType], "touch")
        XCTAssertEqual(properties[PropertyKey.elementsChain],
                       .string(#"UITableViewCell:attr__class="UITableViewCell"text="Say \"hi\"";"#
                               + #"UITableView:attr__class="UITableView"nth-child="1";UIWindow:attr__class="UIWindow""#))
        let leave = Interaction(kind: .pageDisappear, plugin: "traceless.page-view", screen: Screen(controllerClass: "CartViewController"))
        XCTAssertNil(mapping.map(leave).properties[PropertyKey.eventType], "only `$autocapture` events have an event type")
    }

    func testSG4_pageViewsAreScreenCallsInSegmentsAndPostHogsProfilesAndAppViewScreenInSensors() throws {
        var types: [NamingProfile: (String?, String?)] = [:]
        for profile in NamingProfile.allCases {
            var configuration = makeConfiguration()
            configuration.namingProfile = profile
            let tracker = try makeTracker(configuration)
            tracker.receive(pageView("cart"))
            XCTAssertTrue(tracker.flushToDisk())
            let message = try XCTUnwrap(messages(configuration).first)
            types[profile] = (message["type"] as? String, message["name"] as? String ?? message["event"] as? String)
        }
        XCTAssertEqual(types[.segment]?.0, "screen")
        XCTAssertEqual(types[.segment]?.1, "cart")
        XCTAssertEqual(types[.posthog]?.0, "screen")
        XCTAssertEqual(types[.posthog]?.1, "cart")
        XCTAssertEqual(types[.sensors]?.0, "track")
        XCTAssertEqual(types[.sensors]?.1, "$AppViewScreen")
    }

    // MARK: SG5

    func testSG5_contextCarriesAppDeviceOSScreenLocaleTimezoneLibraryAndTraits() throws {
        var configuration = makeConfiguration()
        configuration.app = ApplicationInfo(name: "Shop", version: "2.1.0", build: "412", namespace: "com.example.shop")
        let tracker = try makeTracker(configuration)
        try tracker.identify(userId: "u-1", traits: ["plan": "pro"])
        tracker.receive(tap())
        XCTAssertTrue(tracker.flushToDisk())
        let context = try XCTUnwrap(messages(configuration).last?["context"] as? [String: Any])
        let app = try XCTUnwrap(context["app"] as? [String: Any])
        XCTAssertEqual(app["name"] as? String, "Shop")
        XCTAssertEqual(app["version"] as? String, "2.1.0")
        XCTAssertEqual(app["build"] as? String, "412")
        XCTAssertEqual(app["namespace"] as? String, "com.example.shop")
        // HostKit's UIDevice and UIScreen stand in for an iPhone's.
        let device = try XCTUnwrap(context["device"] as? [String: Any])
        XCTAssertEqual(device["model"] as? String, "iPhone")
        XCTAssertEqual(device["manufacturer"] as? String, "Apple")
        XCTAssertEqual(device["type"] as? String, "ios")
        XCTAssertNil(device["name"], "the name the user gave the device is theirs")
        XCTAssertNil(device["advertisingId"], "no advertising id unless the app supplies one")
        let os = try XCTUnwrap(context["os"] as? [String: Any])
        XCTAssertEqual(os["name"] as? String, "iOS")
        XCTAssertEqual(os["version"] as? String, "17.5")
        let screen = try XCTUnwrap(context["screen"] as? [String: Any])
        XCTAssertEqual(screen["width"] as? Int, 390)
        XCTAssertEqual(screen["height"] as? Int, 844)
        XCTAssertEqual(screen["density"] as? Double, 3)
        XCTAssertEqual(context["timezone"] as? String, TimeZone.current.identifier)
        XCTAssertEqual(context["locale"] as? String, DeviceContext.localeTag(Locale.current))
        XCTAssertEqual((context["library"] as? [String: Any])?["name"] as? String, TracelessLibrary.name)
        XCTAssertEqual((context["traits"] as? [String: Any])?["plan"] as? String, "pro")
    }

    func testSG5_withoutUIKitTheDeviceSectionsAreLeftOutAndAnAdvertisingIDOnlyWhenSupplied() {
        let app = ApplicationInfo(name: "Shop")
        let bare = DeviceContext.read(app: app, advertisingId: nil, deviceClass: "NoSuchDevice", screenClass: "NoSuchScreen")
        XCTAssertNil(bare["device"])
        XCTAssertNil(bare["os"])
        XCTAssertNil(bare["screen"])
        XCTAssertEqual(bare["app"], .object(["name": "Shop"]), "only what is known")
        XCTAssertNotNil(bare["library"])
        let supplied = DeviceContext.read(app: app, advertisingId: "ad-1")
        guard case .object(let device)? = supplied["device"] else { return XCTFail("no device") }
        XCTAssertEqual(device["advertisingId"], "ad-1")
        XCTAssertEqual(DeviceContext.localeTag(Locale(identifier: "de_CH")), "de-CH")
    }

    func testSG5_aPluginsContextMemberJoinsTheTrackersAndWinsOnAClash() throws {
        var configuration = makeConfiguration()
        configuration.redact = { event in
            event.context["network"] = ["wifi": true]
            event.context["timezone"] = "UTC"
            return .keep
        }
        let tracker = try makeTracker(configuration)
        tracker.receive(tap())
        XCTAssertTrue(tracker.flushToDisk())
        let context = try XCTUnwrap(messages(configuration).first?["context"] as? [String: Any])
        XCTAssertEqual((context["network"] as? [String: Any])?["wifi"] as? Bool, true)
        XCTAssertEqual(context["timezone"] as? String, "UTC")
        XCTAssertNotNil(context["device"])
        XCTAssertNotNil(context["sessionId"] as? Int)
    }

    // MARK: SG6

    func testSG6_originalTimestampBesideTimestampSentAtPerBatchAndANumericSessionID() async throws {
        let (collector, url) = try await startCollector()
        let clock = TestClock(now: Date(timeIntervalSince1970: 1_714_557_600.25))
        let configuration = makeConfiguration(uploadURL: url, clock: clock)
        let tracker = try makeTracker(configuration)
        try tracker.track("Order Placed")
        try tracker.track("Order Shipped")
        XCTAssertTrue(tracker.flushToDisk())
        clock.advance(5)
        _ = await tracker.flush()
        let events = await collector.events
        XCTAssertEqual(events.count, 2)
        for event in events {
            let message = event.message()
            XCTAssertEqual(message["timestamp"] as? String, "2024-05-01T10:00:00.250Z")
            XCTAssertEqual(message["originalTimestamp"] as? String, "2024-05-01T10:00:00.250Z")
            XCTAssertEqual(message["sentAt"] as? String, "2024-05-01T10:00:05.250Z")
            let session = (message["context"] as? [String: Any])?["sessionId"]
            XCTAssertEqual(session as? Int, 1_714_557_600_250, "the milliseconds of the session's start")
        }
    }

    func testSG6_rowsStoredByAnEarlierVersionStillUpload() async throws {
        let (collector, url) = try await startCollector()
        let configuration = makeConfiguration(uploadURL: url)
        let legacy = #"{"type":"track","event":"$app_start","messageId":"ID","timestamp":"2024-05-01T10:00:00.000Z","anonymousId":"a","properties":{"$resumed":false},"context":{"library":{"name":"traceless-swift","version":"0.1.0"},"sessionId":"6c1d9a52-0f3e-4b8e-9d7a-2f4c8e1b3a90"}}"#
        let id = EventID(prefix: 9, sequence: 1).description
        do {
            var db: OpaquePointer?
            XCTAssertEqual(sqlite3_open(configuration.databaseURL.path, &db), SQLITE_OK)
            XCTAssertEqual(sqlite3_exec(db, """
                CREATE TABLE events(row INTEGER PRIMARY KEY AUTOINCREMENT, message_id TEXT NOT NULL, payload BLOB NOT NULL);
                CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
                INSERT INTO meta VALUES ('anonymous_id', 'a');
                INSERT INTO meta VALUES ('session_id', '6c1d9a52-0f3e-4b8e-9d7a-2f4c8e1b3a90');
                INSERT INTO events(message_id, payload) VALUES ('\(id)', CAST('\(legacy.replacingOccurrences(of: "\"ID\"", with: "\"\(id)\""))' AS BLOB));
                """, nil, nil, nil), SQLITE_OK)
            sqlite3_close(db)
        }
        let tracker = try makeTracker(configuration)
        try tracker.track("After")
        let summary = await tracker.flush()
        XCTAssertEqual(summary.uploaded, 2)
        let events = await collector.events
        XCTAssertEqual(events.map(\.event), ["$app_start", "After"])
        XCTAssertEqual(events.first?.messageId, id)
        let session = (events.last?.message()["context"] as? [String: Any])?["sessionId"]
        XCTAssertNotNil(session as? Int, "a UUID session of an earlier version is followed by a numbered one")
    }
}
