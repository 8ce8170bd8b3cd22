import HostKit
import TargetActionFixtures
import Traceless
import XCTest

/// Another party (a customer's category, another SDK) swizzles
/// `-[UIControl addTarget:action:forControlEvents:]` before or after the plugin starts.
final class CoexistenceTests: TargetActionTestCase {
    private let addTarget = ("UIControl", "addTarget:action:forControlEvents:")

    override func tearDown() {
        taf_party_swizzle_add_target(false)
        super.tearDown()
    }

    private var partyEntries: [String] { log.filter { $0.hasPrefix("party add") } }
    private var businessEntries: [String] { log.filter { !$0.hasPrefix("party add") } }

    func testAPartySwizzleBeforeTheStartKeepsWorkingAndIsRestoredAtStop() throws {
        let untouched = taf_imp(addTarget.0, addTarget.1)
        taf_party_swizzle_add_target(true)
        let party = taf_imp(addTarget.0, addTarget.1)
        try start()
        let button = show(hk_button_new("Pay"))

        hk_control_add_target(button, controller, "pay:", touchUpInside)
        XCTAssertTrue(hk_tap(button))

        XCTAssertTrue(partyEntries.contains("party add pay:"), "the party's swizzle ran for the business pair")
        XCTAssertEqual(partyEntries.filter { $0 == "party add pay:" }.count, 1)
        XCTAssertEqual(businessEntries, ["pay:UIButton"], "business action once")
        XCTAssertEqual(interactions.count, 1, "one event")
        XCTAssertEqual(taf_control_pair_count(button), 2)

        registry?.stop()
        XCTAssertEqual(taf_imp(addTarget.0, addTarget.1), party, "the party's swizzle is what stop puts back")
        taf_party_swizzle_add_target(false)
        XCTAssertEqual(taf_imp(addTarget.0, addTarget.1), untouched)
    }

    func testAPartySwizzleAfterTheStartKeepsWorkingAndBothUndoInOrder() throws {
        let untouched = taf_imp(addTarget.0, addTarget.1)
        try start()
        taf_party_swizzle_add_target(true)
        let button = show(hk_button_new("Pay"))

        hk_control_add_target(button, controller, "pay:", touchUpInside)
        XCTAssertTrue(hk_tap(button))

        XCTAssertEqual(partyEntries.filter { $0 == "party add pay:" }.count, 1)
        XCTAssertEqual(businessEntries, ["pay:UIButton"])
        XCTAssertEqual(interactions.map(\.elementKey), ["TAFCheckoutController.UIButton(UIButton[0]).pay:.TouchUpInside"])

        taf_party_swizzle_add_target(false)
        registry?.stop()
        XCTAssertEqual(taf_imp(addTarget.0, addTarget.1), untouched)
        XCTAssertEqual(taf_control_pair_count(button), 1)
    }

    func testStoppingUnderAPartySwizzleLeavesItWorkingAndTracksNothing() throws {
        let untouched = taf_imp(addTarget.0, addTarget.1)
        try start()
        taf_party_swizzle_add_target(true)
        let button = show(hk_button_new("Pay"))
        hk_control_add_target(button, controller, "pay:", touchUpInside)

        registry?.stop()
        hk_control_add_target(button, controller, "cancel:", touchUpInside)
        XCTAssertTrue(hk_tap(button))

        XCTAssertEqual(partyEntries.filter { $0 == "party add cancel:" }.count, 1, "the party still runs")
        XCTAssertEqual(businessEntries, ["pay:UIButton", "cancel:UIButton"])
        XCTAssertEqual(interactions, [])
        XCTAssertEqual(taf_control_pair_count(button), 2, "no tracking target left")

        // Our entry point stayed under the party's (it calls it as its original) and
        // passes calls through; the next start and stop put the class back.
        taf_party_swizzle_add_target(false)
        try start()
        registry?.stop()
        XCTAssertEqual(taf_imp(addTarget.0, addTarget.1), untouched)
    }
}
