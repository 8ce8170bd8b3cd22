import Foundation
import Traceless
@testable import TracelessTracker
import XCTest

final class InteractionMappingTests: XCTestCase {
    private let mapping = InteractionMapping(captureElementText: true, maxStringLength: 8_192, profile: .sensors)

    func testSG4_everyKindHasAnEventNameInEveryProfile() {
        // Every tap on an element is one click event, whatever the element (its
        // `$element_type` tells them apart); every other kind has a name of its own in Segment's.
        let taps: [Interaction.Kind] = [.controlAction, .barButtonItem, .tabSelection, .menuAction, .swipeAction, .accessoryButton]
        let segment = NamingProfile.segment
        for kind in taps { XCTAssertEqual(segment.eventName(for: kind), "Element Clicked", "\(kind)") }
        let others = Interaction.Kind.allCases.filter { !taps.contains($0) }
        XCTAssertEqual(Set(others.map(segment.eventName(for:))).count, others.count)
        XCTAssertFalse(others.map(segment.eventName(for:)).contains("Element Clicked"))
        XCTAssertEqual(segment.eventName(for: .listSelection), "List Item Selected")
        XCTAssertEqual(segment.eventName(for: .pageDisappear), "Screen Left")
        for kind in Interaction.Kind.allCases {
            // GA4 and Segment's destinations want names that start with a letter.
            XCTAssertTrue(segment.eventName(for: kind).first?.isLetter == true, "\(kind)")
            XCTAssertTrue(NamingProfile.posthog.eventName(for: kind).hasPrefix("$"), "\(kind)")
            XCTAssertTrue(NamingProfile.sensors.eventName(for: kind).hasPrefix("$"), "\(kind)")
        }
        XCTAssertEqual(NamingProfile.posthog.eventName(for: .controlAction), "$autocapture")
        XCTAssertEqual(NamingProfile.posthog.eventName(for: .rageTap), "$rageclick")
        XCTAssertEqual(NamingProfile.sensors.eventName(for: .controlAction), "$AppClick")
        XCTAssertEqual(NamingProfile.sensors.eventName(for: .listSelection), "$AppClick")
        XCTAssertEqual(NamingProfile.sensors.eventName(for: .pageAppear), "$AppViewScreen")
        XCTAssertEqual(NamingProfile.sensors.eventName(for: .pageDisappear), "$AppPageLeave")
    }

    func testElementClickCarriesScreenElementAndKey() {
        let result = mapping.map(tap("Pay"))
        XCTAssertEqual(result.name, "$AppClick")
        let p = result.properties
        XCTAssertEqual(p[PropertyKey.screenClass], "CheckoutViewController")
        XCTAssertEqual(p[PropertyKey.screenTitle], "Checkout")
        XCTAssertEqual(p[PropertyKey.elementClass], "UIButton")
        XCTAssertEqual(p[PropertyKey.elementPath], "UIWindow/UIView/UIButton[0]")
        XCTAssertEqual(p[PropertyKey.elementContent], "Pay")
        XCTAssertEqual(p[PropertyKey.elementAccessibilityID], "pay-button")
        XCTAssertEqual(p[PropertyKey.elementKey], "CheckoutViewController.UIButton.pay:.TouchUpInside")
        XCTAssertEqual(p[PropertyKey.selector], "pay:")
        XCTAssertEqual(p[PropertyKey.controlEvent], 64)
        XCTAssertEqual(p[PropertyKey.plugin], "traceless.target-action")
        XCTAssertTrue(result.truncations.isEmpty)
    }

    func testListSelectionCarriesItsPosition() {
        let selection = Interaction(kind: .listSelection, plugin: "traceless.delegate",
                                    screen: Screen(controllerClass: "InboxViewController"),
                                    element: Interaction.Element(className: "UITableView", tag: 7, indexPath: .init(section: 1, item: 4)),
                                    selector: "tableView:didSelectRowAtIndexPath:")
        let p = mapping.map(selection).properties
        XCTAssertEqual(p[PropertyKey.elementPosition], "1:4")
        XCTAssertEqual(p[PropertyKey.elementSection], 1)
        XCTAssertEqual(p[PropertyKey.elementItem], 4)
        XCTAssertEqual(p[PropertyKey.elementTag], 7)
        XCTAssertNil(p[PropertyKey.screenTitle])
    }

    func testGestureAndPageLeave() {
        let gesture = Interaction(kind: .gesture, plugin: "ta", gesture: Gesture(recognizerClass: "UITapGestureRecognizer", state: 3))
        XCTAssertEqual(mapping.map(gesture).properties[PropertyKey.gestureClass], "UITapGestureRecognizer")
        XCTAssertEqual(mapping.map(gesture).properties[PropertyKey.gestureState], 3)
        let leave = Interaction(kind: .pageDisappear, plugin: "pv", screen: Screen(controllerClass: "HomeViewController"), duration: 12.5)
        let result = mapping.map(leave)
        XCTAssertEqual(result.name, "$AppPageLeave")
        XCTAssertEqual(result.properties[PropertyKey.duration], 12.5)
    }

    func testAttributesAreNested() {
        let web = Interaction(kind: .webNavigation, plugin: "web", element: Interaction.Element(className: "WKWebView"),
                              attributes: ["url": "https://example.com"])
        let p = mapping.map(web).properties
        XCTAssertEqual(p[PropertyKey.attributes], ["url": "https://example.com"])
        XCTAssertNil(p[PropertyKey.elementContent])
    }

    func testUI12TapPositionsAndUI13TheTapCountAreProperties() {
        let rage = Interaction(kind: .rageTap, plugin: "ta", element: Interaction.Element(className: "PayButton", type: "UIButton"),
                               tap: TapPosition(elementX: 0.25, elementY: 0.5, screenX: 0.1, screenY: 0.9), tapCount: 4)
        let result = mapping.map(rage)
        XCTAssertEqual(result.name, "$AppRageClick")
        XCTAssertEqual(result.properties[PropertyKey.tapCount], 4)
        XCTAssertEqual(result.properties[PropertyKey.tapX], 0.25)
        XCTAssertEqual(result.properties[PropertyKey.tapY], 0.5)
        XCTAssertEqual(result.properties[PropertyKey.tapScreenX], 0.1)
        XCTAssertEqual(result.properties[PropertyKey.tapScreenY], 0.9)
        XCTAssertEqual(result.properties[PropertyKey.elementType], "UIButton")
        let dead = Interaction(kind: .deadTap, plugin: "ta", tap: TapPosition(elementX: nil, elementY: nil, screenX: 0.5, screenY: 0.5))
        XCTAssertEqual(mapping.map(dead).name, "$AppDeadClick")
        XCTAssertNil(mapping.map(dead).properties[PropertyKey.tapX], "no element position when the element has no frame")
    }

    func testID10AWebEventIsNamedByItsPageAndMarkedHybrid() {
        let page = Interaction(kind: .webEvent, plugin: "traceless.web-bridge",
                               screen: Screen(controllerClass: "ShopViewController", properties: ["sku": .string("screen"), "tab": .number(2)]),
                               eventName: "add_to_cart", eventProperties: ["sku": .string("A1"), "gift": .bool(true), "qty": .number(2)])
        let result = mapping.map(page)
        XCTAssertEqual(result.name, "add_to_cart")
        XCTAssertEqual(result.properties[PropertyKey.hybrid], true)
        XCTAssertEqual(result.properties["sku"], "A1", "the page's property over the screen's")
        XCTAssertEqual(result.properties["gift"], true)
        XCTAssertEqual(result.properties["qty"], 2)
        XCTAssertEqual(result.properties["tab"], 2)
        XCTAssertNil(mapping.map(tap()).properties[PropertyKey.hybrid])
        XCTAssertEqual(mapping.map(Interaction(kind: .webEvent, plugin: "x")).name, "$WebEvent", "a web event without a name")
    }

    func testTrackedInteractionIsStoredAsSegmentTrackMessage() throws {
        let configuration = makeConfiguration()
        let tracker = try makeTracker(configuration)
        try tracker.identify(userId: "u-7")
        tracker.receive(tap())
        XCTAssertTrue(tracker.flushToDisk())
        let message = try XCTUnwrap(DatabaseReader.messages(at: configuration.databaseURL).last)
        XCTAssertEqual(message["type"] as? String, "track")
        XCTAssertEqual(message["event"] as? String, "Element Clicked")
        XCTAssertEqual(message["userId"] as? String, "u-7")
        let properties = try XCTUnwrap(message["properties"] as? [String: Any])
        XCTAssertEqual(properties["element_class"] as? String, "UIButton")
        XCTAssertFalse(properties.keys.contains { $0.hasPrefix("$") }, "Segment's profile has no `$` keys: \(properties.keys)")
        let context = try XCTUnwrap(message["context"] as? [String: Any])
        XCTAssertEqual((context["library"] as? [String: Any])?["name"] as? String, TracelessLibrary.name)
        XCTAssertNotNil(context["sessionId"] as? Int)
    }
}
