import HostKit
import PageViewFixtures
import Traceless
import TracelessPageView
import TracelessRuntime
import XCTest

/// PV1, the rule for containers and children: containers are never pages; the
/// children of a container are; a child embedded in an ordinary controller is part
/// of its parent's page unless `reportEmbeddedChildren` says otherwise.
final class ContainerRuleTests: PageViewTestCase {
    func testPV1_navigationControllerIsNeverAPageItsScreensAre() throws {
        try start()
        let nav = navigation(root: controller("List"))
        showAsRoot(nav)
        XCTAssertTrue(hk_push(nav, controller("Detail")))
        hk_window_set_root(window, controller("Elsewhere"))
        XCTAssertEqual(events, ["view List", "leave List", "view Detail", "leave Detail", "view Elsewhere"])
        XCTAssertFalse(sink.interactions.all.contains { $0.screen?.controllerClass == "UINavigationController" })
    }

    func testPV1_anEmbeddedChildIsPartOfItsParentsPageByDefault() throws {
        try start()
        let product = controller("Product")
        let nav = navigation(root: product)
        showAsRoot(nav)
        hk_add_child(product, controller("Reviews"))
        XCTAssertTrue(hk_push(nav, controller("Cart")))
        XCTAssertEqual(events, ["view Product", "leave Product", "view Cart"])
    }

    func testPV1_reportEmbeddedChildrenMakesEachChildAPage() throws {
        try start(options: ["reportEmbeddedChildren": "true"])
        let product = controller("Product")
        let nav = navigation(root: product)
        showAsRoot(nav)
        hk_add_child(product, controller("Reviews"))
        XCTAssertTrue(hk_push(nav, controller("Cart")))
        XCTAssertEqual(events, ["view Product", "view Reviews", "leave Product", "leave Reviews", "view Cart"])
    }

    func testPV1_aCustomContainerIsAPageUntilDeclaredAContainer() throws {
        try start()
        let tabs = own(pvf_custom_container_new("Tabs"))
        showAsRoot(tabs)
        hk_add_child(tabs, controller("Feed"))
        XCTAssertEqual(events, ["view Tabs"], "undeclared: an ordinary controller with an embedded child")
    }

    func testPV1_declaredContainerClassesAreNotPagesAndTheirChildrenAre() throws {
        try start(options: ["containerClasses": "PVFCustomContainer"])
        let tabs = own(pvf_custom_container_new("Tabs"))
        showAsRoot(tabs)
        let feed = controller("Feed")
        hk_add_child(tabs, feed)
        hk_remove_child(feed)
        hk_add_child(tabs, controller("Profile"))
        XCTAssertEqual(events, ["view Feed", "leave Feed", "view Profile"])
    }

    func testPV1_aNavigationStackEmbeddedInAPageCountsItsScreens() throws {
        try start()
        let dashboard = controller("Dashboard")
        showAsRoot(dashboard)
        let inner = navigation(root: controller("Inbox"))
        hk_add_child(dashboard, inner)
        XCTAssertTrue(hk_push(inner, controller("Message")))
        XCTAssertEqual(events, ["view Dashboard", "view Inbox", "leave Inbox", "view Message"])
    }

    func testPV1_pageRuleAnswersForEachKindOfController() throws {
        let rule = PageRule(options: PageViewOptions(containerClassNames: ["PVFCustomContainer"]))
        let nav = navigation(root: controller("Root"))
        let custom = own(pvf_custom_container_new("Custom"))
        let plain = controller("Plain")
        let object = { (handle: HKObject?) in ObjCObject(raw: OpaquePointer(handle!)) }

        XCTAssertTrue(rule.isContainer(object(nav)))
        XCTAssertFalse(rule.isPage(object(nav)))
        XCTAssertTrue(rule.isPage(object(hk_navigation_top(nav))))
        XCTAssertFalse(rule.isPage(object(custom)))
        XCTAssertTrue(rule.isPage(object(plain)))
        hk_add_child(plain, controller("Child"))
        XCTAssertFalse(PageRule().isPage(object(lastChild(of: plain))))
        XCTAssertTrue(PageRule(options: PageViewOptions(reportsEmbeddedChildren: true)).isPage(object(lastChild(of: plain))))
    }

    private func lastChild(of parent: HKObject?) -> HKObject? {
        let children = ObjCObject(raw: OpaquePointer(parent!)).send("childViewControllers").object!
        return UnsafeMutableRawPointer(children.send("lastObject").object!.raw)
    }
}
