import Foundation
import Traceless
@testable import TracelessTracker
import XCTest

/// Control values and row properties as events carry them.
final class ElementValueMappingTests: XCTestCase {
    private let mapping = InteractionMapping(captureElementText: true, maxStringLength: 8_192, profile: .sensors)

    private func properties(_ element: Interaction.Element) -> [String: PropertyValue] {
        mapping.map(Interaction(kind: .controlAction, plugin: "traceless.target-action", element: element)).properties
    }

    func testID7_eachKindOfValueBecomesElementValue() {
        XCTAssertEqual(properties(Interaction.Element(className: "UISwitch", value: .bool(true)))[PropertyKey.elementValue], .bool(true))
        XCTAssertEqual(properties(Interaction.Element(className: "UISegmentedControl", value: .number(2)))[PropertyKey.elementValue], .int(2))
        XCTAssertEqual(properties(Interaction.Element(className: "UISlider", value: .number(0.25)))[PropertyKey.elementValue], .double(0.25))
        XCTAssertNil(properties(Interaction.Element(className: "UIButton"))[PropertyKey.elementValue])
    }

    func testID7_theDirectEncodingKeepsElementValueInKeyOrder() {
        let interaction = Interaction(
            kind: .controlAction, plugin: "traceless.target-action",
            element: Interaction.Element(className: "UISwitch", tag: 3, value: .bool(false)), selector: "toggle:")
        let sorted = mapping.sortedProperties(of: interaction, sessionID: 1).properties
        XCTAssertEqual(sorted.map(\.key), sorted.map(\.key).sorted())
        XCTAssertEqual(sorted.first { $0.key == PropertyKey.elementValue }?.value, .bool(false))
    }

    func testID6_rowPropertiesOfEveryKindReachTheEvent() {
        let element = Interaction.Element(className: "UITableViewCell", properties: ["sku": .string("A-1"), "price": .number(9.5), "gift": .bool(true)],
                              indexPath: Interaction.Element.IndexPath(section: 0, item: 1))
        let mapped = properties(element)
        XCTAssertEqual(mapped["sku"], "A-1")
        XCTAssertEqual(mapped["price"], .double(9.5))
        XCTAssertEqual(mapped["gift"], .bool(true))
    }
}
