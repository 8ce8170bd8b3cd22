import Foundation
import Traceless
@testable import TracelessTracker
import XCTest

final class InteractionMappingTests: XCTestCase {
    private let mapping = InteractionMapping(captureElementText: true, maxStringLength: 8_192)

    func testEveryKindHasAnEventName() {
        // Every tap on an element is one `$element_click`, whatever the element (its
        // `$element_type` tells them apart); every other kind has a name of its own.
        let taps: [Interaction.Kind] = [.controlAction, .barButtonItem, .tabSelection, .menuAction, .swipeAction, .accessoryButton]
        for kind in taps { XCTAssertEqual(InteractionMapping.eventName(for: kind), .elementClick, "\(kind)") }
        let others = Interaction.Kind.allCases.filter { !taps.contains($0) }
        XCTAssertEqual(Set(others.map(InteractionMapping.eventName(for:))).count, others.count)
        XCTAssertFalse(others.map(InteractionMapping.eventName(for:)).contains(.elementClick))
        XCTAssertEqual(InteractionMapping.eventName(for: .controlAction), .elementClick)
        XCTAssertEqual(InteractionMapping.eventName(for: .gesture), .gesture)
        XCTAssertEqual(InteractionMapping.eventName(for: .listSelection), .listSelection)
        XCTAssertEqual(InteractionMapping.eventName(for: .pageAppear), .pageView)
        XCTAssertEqual(InteractionMapping.eventName(for: .pageDisappear), .pageLeave)
    }

    func testElementClickCarriesScreenElementAndKey() {
        let result = mapping.map(tap("Pay"))
        XCTAssertEqual(result.name, "$element_click")
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
        XCTAssertEqual(result.name, "$page_leave")
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
        XCTAssertEqual(result.name, "$rage_tap")
        XCTAssertEqual(result.properties[PropertyKey.tapCount], 4)
        XCTAssertEqual(result.properties[PropertyKey.tapX], 0.25)
        XCTAssertEqual(result.properties[PropertyKey.tapY], 0.5)
        XCTAssertEqual(result.properties[PropertyKey.tapScreenX], 0.1)
        XCTAssertEqual(result.properties[PropertyKey.tapScreenY], 0.9)
        XCTAssertEqual(result.properties[PropertyKey.elementType], "UIButton")
        let dead = Interaction(kind: .deadTap, plugin: "ta", tap: TapPosition(elementX: nil, elementY: nil, screenX: 0.5, screenY: 0.5))
        XCTAssertEqual(mapping.map(dead).name, "$dead_tap")
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
        XCTAssertEqual(mapping.map(Interaction(kind: .webEvent, plugin: "x")).name, "$web_event", "a web event without a name")
    }

    func testTrackedInteractionIsStoredAsSegmentTrackMessage() throws {
        let configuration = makeConfiguration()
        let tracker = try makeTracker(configuration)
        try tracker.identify(userId: "u-7")
        tracker.receive(tap())
        XCTAssertTrue(tracker.flushToDisk())
        let message = try XCTUnwrap(DatabaseReader.messages(at: configuration.databaseURL).first)
        XCTAssertEqual(message["type"] as? String, "track")
        XCTAssertEqual(message["event"] as? String, "$element_click")
        XCTAssertEqual(message["userId"] as? String, "u-7")
        let properties = try XCTUnwrap(message["properties"] as? [String: Any])
        XCTAssertEqual(properties[PropertyKey.libraryName] as? String, TracelessLibrary.name)
        XCTAssertNotNil(properties[PropertyKey.sessionID] as? String)
        XCTAssertEqual((message["context"] as? [String: Any])?["sessionId"] as? String, properties[PropertyKey.sessionID] as? String)
    }
}
