import HostKit
import PageViewFixtures
import Traceless
@testable import TracelessPageView
import TracelessRuntime
import XCTest

/// PV1: the plugin's own footprint: hooks that go away on stop, state that never
/// retains a controller and is dropped when it deallocates, options that are checked.
final class PageViewLifecycleTests: PageViewTestCase {
    func testPV1_stopRestoresTheOriginalImplementations() throws {
        let base = Self.viewController
        let sub = ObjCClass(named: "PVFSubController")!
        let selectors = ["viewDidAppear:", "viewDidDisappear:", "viewWillDisappear:"]
        let before = selectors.map { base.implementation(for: ObjCSelector($0)) }
        let subBefore = sub.implementation(for: "viewDidAppear:")

        try start()
        let during = selectors.map { base.implementation(for: ObjCSelector($0)) }
        for (hooked, original) in zip(during, before) { XCTAssertNotEqual(hooked, original) }
        XCTAssertEqual(sub.implementation(for: "viewDidAppear:"), subBefore, "business classes are never patched")
        let hooks = registry!.diagnostics.hooks.map { "\($0.className) \($0.selector)" }.sorted()
        XCTAssertEqual(hooks, ["UIViewController viewDidAppear:", "UIViewController viewDidDisappear:", "UIViewController viewWillDisappear:"])

        registry!.stop()
        XCTAssertEqual(selectors.map { base.implementation(for: ObjCSelector($0)) }, before)
        showAsRoot(controller("AfterStop"))
        XCTAssertEqual(events, [])
    }

    func testPV1_restartingCountsAgainWithoutStaleState() throws {
        try start()
        let home = controller("Home")
        showAsRoot(home)
        registry!.stop()
        hk_window_set_root(window, controller("Unseen"))
        try registry!.start()
        hk_window_set_root(window, home)
        XCTAssertEqual(events, ["view Home", "view Home"], "no leave for the screens that changed while stopped")
    }

    func testPV1_switchingThePluginOffAndOnLeavesNoStalePage() throws {
        try start()
        let list = controller("List")
        let nav = navigation(root: list)
        showAsRoot(nav)
        registry!.setEnabled(false, plugin: "traceless.page-view")
        XCTAssertTrue(hk_push(nav, controller("Hidden")))
        XCTAssertTrue(hk_pop(nav))
        registry!.setEnabled(true, plugin: "traceless.page-view")
        XCTAssertTrue(hk_push(nav, controller("Detail")))
        XCTAssertTrue(hk_pop(nav))
        XCTAssertEqual(events, ["view List", "view Detail", "leave Detail", "view List"],
                       "List's leave while off is not reported, and its appearance while off left nothing behind")
    }

    func testPV1_stateNeverRetainsAControllerAndGoesAwayWithIt() throws {
        try start()
        let deallocs = pvf_dealloc_count()
        let pool = hk_pool_push()
        let page = pvf_base_controller_new("Short-lived")
        hk_view_controller_view(page)
        let retainCount = hk_retain_count(page)
        showAsRoot(page)
        XCTAssertEqual(plugin.visiblePages.visibleCount, 1)
        let pageObject = ObjCObject(raw: OpaquePointer(page!))
        XCTAssertEqual(ObjectLifetime.callbackCount(for: pageObject), 1)
        hk_window_set_root(window, controller("Next"))
        showAsRoot(page)
        hk_window_set_root(window, controller("Next"))
        XCTAssertEqual(ObjectLifetime.callbackCount(for: pageObject), 1, "one watch per controller, however often it appears")
        hk_pool_pop(pool)
        XCTAssertEqual(hk_retain_count(page), retainCount, "the window let it go; the plugin never held it")

        hk_release(page)
        XCTAssertEqual(pvf_dealloc_count(), deallocs + 1)
        XCTAssertEqual(plugin.visiblePages.visibleCount, 1, "the deallocated controller's entry is gone; Next is still visible")
    }

    func testPV1_badOptionsAreRefusedWithEveryProblem() {
        let options = [
            "reportEmbeddedChildren": "yes",
            "containerClasses": "PVFCustomContainer,,NoSuchController, UIView",
            "reportEmbededChildren": "true",
        ]
        XCTAssertThrowsError(try PageViewOptions(options)) { error in
            XCTAssertEqual((error as? PageViewOptions.Invalid)?.problems, [
                .unknownOption("reportEmbededChildren"),
                .notABoolean(option: "reportEmbeddedChildren", value: "yes"),
                .emptyClassName(option: "containerClasses"),
                .classNotFound("NoSuchController"),
                .notAViewController("UIView"),
            ])
        }
        XCTAssertThrowsError(try start(options: options)) { error in
            guard case RegistryError.invalidConfiguration(let problems) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(problems.count, 5)
            XCTAssertTrue(problems.allSatisfy { $0.hasPrefix("traceless.page-view: ") })
        }
        XCTAssertFalse(registry!.isStarted)
    }

    func testPV1_goodOptionsAreParsed() throws {
        let options = try PageViewOptions(["reportEmbeddedChildren": " TRUE ", "containerClasses": "PVFCustomContainer, UINavigationController"])
        XCTAssertEqual(options, PageViewOptions(reportsEmbeddedChildren: true, containerClassNames: ["PVFCustomContainer", "UINavigationController"]))
        XCTAssertEqual(try PageViewOptions([:]), PageViewOptions())
        XCTAssertEqual(PageViewPlugin().validate(options: ["reportEmbeddedChildren": "false"]), [])
    }
}
