import Traceless
import XCTest

/// Element keys are written byte by byte into the key's own storage: each part in
/// order, empty and missing parts left out, names outside ASCII kept whole.
final class ElementPlaceTests: XCTestCase {
    func testAKeyJoinsItsPartsAndLeavesOutTheEmptyOnes() {
        let place = ElementPlace(screen: "CatalogController", element: "#pay")
        XCTAssertEqual(place.key("UIButton"), "CatalogController.UIButton(#pay)")
        XCTAssertEqual(place.key("UIButton", "pay:", "TouchUpInside"), "CatalogController.UIButton(#pay).pay:.TouchUpInside")
        XCTAssertEqual(place.key("UIButton", nil, "", "UIAction", nil), "CatalogController.UIButton(#pay).UIAction")
        XCTAssertEqual(ElementPlace(screen: "", element: "").key(""), ".()")
    }

    func testAKeyKeepsNamesOutsideASCII() {
        let place = ElementPlace(screen: "CaféController", element: "UIStackView[0]/按钮[1]")
        let key = place.key("👍Button", "tapé:")
        XCTAssertEqual(key, "CaféController.👍Button(UIStackView[0]/按钮[1]).tapé:")
        XCTAssertEqual(key.utf8.count, "CaféController".utf8.count + "👍Button".utf8.count + "UIStackView[0]/按钮[1]".utf8.count + "tapé:".utf8.count + 4)
    }
}
