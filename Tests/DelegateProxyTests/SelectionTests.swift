import DelegateProxyFixtures
import HostKit
import TestSupport
import Traceless
import TracelessDelegateProxy
import TracelessRuntime
import XCTest

final class SelectionTests: DelegateTestCase {
    func testDP1_aTappedRowGivesOneEventWithScreenElementAndIndexPath() {
        forEachStrategy { strategy, capture, _ in
            let stage = Stage(title: "Catalog")
            let (table, source) = stage.table()
            let delegate = dp_new("DPTableDelegate")!
            hk_table_set_delegate(table, delegate)
            XCTAssertTrue(hk_select_row(table, 0, 2))
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 1, "\(strategy)")
            let events = capture.all
            XCTAssertEqual(events.count, 1, "\(strategy)")
            XCTAssertEqual(events.first?.kind, .listSelection)
            XCTAssertEqual(events.first?.screen?.controllerClass, "UIViewController")
            XCTAssertEqual(events.first?.screen?.title, "Catalog")
            XCTAssertEqual(events.first?.element?.indexPath, Interaction.Element.IndexPath(section: 0, item: 2))
            XCTAssertEqual(events.first?.element?.className, "UITableViewCell")
            XCTAssertEqual(events.first?.element?.text, "Row 2")
            XCTAssertEqual(events.first?.selector, "tableView:didSelectRowAtIndexPath:")
            XCTAssertTrue(events.first?.element?.path?.contains("UITableView") ?? false, "\(events.first?.element?.path ?? "")")
            hk_table_set_delegate(table, nil)
            hk_release(delegate)
            hk_release(source)
        }
    }

    /// The reporter reads the list once (its place and screen) and the cell's walk up
    /// its superviews goes on from there: the event says what reading each alone says.
    func testDP1_aSelectedRowReportsItsCellAndListAsEachReadAlone() {
        forEachStrategy { strategy, capture, _ in
            let stage = Stage(title: "Catalog")
            let (_, firstSource) = stage.table()
            let (table, source) = stage.table(rows: 4)
            let delegate = dp_new("DPTableDelegate")!
            hk_table_set_delegate(table, delegate)
            XCTAssertTrue(hk_select_row(table, 0, 3))
            let indexPath = Interaction.Element.IndexPath(section: 0, item: 3)
            let cell = UIKitIntrospection.element(for: object(hk_table_cell(table, 0, 3)), indexPath: indexPath)
            let list = ElementPlace(of: object(table))
            let event = capture.all.first
            XCTAssertEqual(capture.all.count, 1, "\(strategy)")
            XCTAssertEqual(event?.element?.path, cell.path, "\(strategy)")
            XCTAssertTrue(cell.path?.hasSuffix("/UITableView[1]/UITableViewCell[0][3]") ?? false, cell.path ?? "")
            XCTAssertEqual(event?.element?.className, cell.className)
            XCTAssertEqual(event?.element?.text, "Row 3")
            XCTAssertEqual(event?.element?.indexPath, indexPath)
            XCTAssertEqual(event?.screen?.title, "Catalog")
            XCTAssertEqual(list.element, "UITableView[1]")
            XCTAssertEqual(event?.elementKey, "\(list.screen).UITableView(\(list.element)).tableView:didSelectRowAtIndexPath:", "\(strategy)")

            // With an identifier, the list's place is its identifier.
            hk_view_set_accessibility_identifier(table, "orders")
            XCTAssertTrue(hk_select_row(table, 0, 1))
            XCTAssertEqual(capture.all.last?.elementKey, "UIViewController.UITableView(#orders).tableView:didSelectRowAtIndexPath:")
            XCTAssertTrue(capture.all.last?.element?.path?.hasSuffix("/UITableView[1]/UITableViewCell[0][1]") ?? false)
            hk_table_set_delegate(table, nil)
            hk_release(delegate)
            hk_release(source)
            hk_release(firstSource)
        }
    }

    /// A list moves its cells among its subviews as it reuses them (a cell scrolled back
    /// on screen is added again, after the others): a cell's step in the element's path
    /// is its row, wherever it sits, and a view inside a cell is on its row's path. The
    /// place, which keys the element, leaves rows out.
    func testDP1_aCellsStepInThePathIsItsRowWhereverTheListPutsItAmongItsSubviews() {
        forEachStrategy { strategy, capture, _ in
            let stage = Stage(title: "Catalog")
            let (table, source) = stage.table(rows: 4)
            let delegate = dp_new("DPTableDelegate")!
            hk_table_set_delegate(table, delegate)
            // Row 0's cell comes back after the others, as UIKit adds a reused cell again.
            let first = hk_table_cell(table, 0, 0)!
            hk_retain(first)
            hk_view_remove_from_superview(first)
            hk_view_add_subview(table, first)
            hk_release(first)

            XCTAssertTrue(hk_select_row(table, 0, 0))
            XCTAssertTrue(hk_select_row(table, 0, 2))
            let paths = capture.all.map { $0.element?.path ?? "" }
            XCTAssertEqual(paths.count, 2, "\(strategy)")
            XCTAssertTrue(paths.first?.hasSuffix("/UITableView[0]/UITableViewCell[0][0]") ?? false, "\(strategy): \(paths)")
            XCTAssertTrue(paths.last?.hasSuffix("/UITableView[0]/UITableViewCell[0][2]") ?? false, "\(strategy): \(paths)")
            XCTAssertEqual(Set(capture.all.map(\.elementKey)).count, 1, "one element, whichever row: \(strategy)")

            let label = UIKitIntrospection.element(for: object(hk_table_cell_text_label(hk_table_cell(table, 0, 2))))
            let labelPath = label.path ?? ""
            XCTAssertTrue(labelPath.contains("/UITableView[0]/UITableViewCell[0][2]/"), labelPath)
            XCTAssertTrue(labelPath.hasSuffix("/UILabel[0]"), labelPath)

            let items = hk_list_data_source_new()!
            for title in ["A", "B", "C"] { hk_list_data_source_add(items, title) }
            let collection = stage.add(hk_collection_new()!)
            hk_collection_set_data_source(collection, items)
            let itemsDelegate = dp_new("DPCollectionDelegate")!
            hk_collection_set_delegate(collection, itemsDelegate)
            XCTAssertTrue(hk_select_item(collection, 0, 1))
            let itemPath = capture.all.last?.element?.path ?? ""
            XCTAssertTrue(itemPath.hasSuffix("/UICollectionView[0]/UICollectionViewCell[0][1]"), "\(strategy): \(itemPath)")
            XCTAssertEqual(capture.all.last?.element?.text, "B", "a collection cell's own label: \(strategy)")
            hk_collection_set_delegate(collection, nil)
            hk_table_set_delegate(table, nil)
            hk_release(itemsDelegate)
            hk_release(delegate)
            hk_release(items)
            hk_release(source)
        }
    }

    /// A cell's `textLabel` getter makes the label and puts it in the cell when the cell
    /// has none: the row's text is read without it, from an app's own label or from an
    /// iOS 14 content configuration, and the cell is left as it was.
    func testDP1_aRowsTextIsReadWithoutMakingALabelInItsCell() {
        forEachStrategy { strategy, capture, _ in
            for (kind, name) in [(1, "an app's own label"), (2, "a content configuration")] {
                let stage = Stage(title: "Catalog")
                let (table, source) = stage.table(rows: 3)
                hk_list_data_source_set_cell_kind(source, Int32(kind))
                hk_table_reload(table)
                let delegate = dp_new("DPTableDelegate")!
                hk_table_set_delegate(table, delegate)
                let cell = hk_table_cell(table, 0, 2)!
                let views = hk_view_subview_count(hk_table_cell_content_view(cell))

                XCTAssertTrue(hk_select_row(table, 0, 2))

                XCTAssertEqual(capture.all.last?.element?.text, "Row 2", "\(name), \(strategy)")
                XCTAssertNil(hk_table_cell_existing_text_label(cell), "no label made: \(name), \(strategy)")
                XCTAssertEqual(hk_view_subview_count(hk_table_cell_content_view(cell)), views, "\(name), \(strategy)")
                hk_table_set_delegate(table, nil)
                hk_release(delegate)
                hk_release(source)
            }
        }
    }

    /// A row whose cell cannot be read when its delegate is told (no longer on screen):
    /// the list itself is the element, with the row's index path.
    func testDP1_aSelectedRowWithoutACellReportsTheList() throws {
        let cls = try RuntimeClassBuilder.subclass(
            of: XCTUnwrap(ObjCClass(named: "UITableView")), named: "DPCellLessTable",
            methods: [MethodDefinition("cellForRowAtIndexPath:", types: "@@:@", imp: unsafeBitCast(cellOnlyUntilSelected, to: UnsafeMutableRawPointer.self))])
        forEachStrategy { strategy, capture, _ in
            let stage = Stage(title: "Catalog")
            let table = ObjCObject.make(cls)
            hk_view_add_subview(hk_view_controller_view(stage.controller), UnsafeMutableRawPointer(table.object.raw))
            let source = hk_list_data_source_new()!
            for row in 0..<3 { hk_list_data_source_add(source, "Row \(row)") }
            hk_table_set_data_source(UnsafeMutableRawPointer(table.object.raw), source)
            let delegate = dp_new("DPTableDelegate")!
            hk_table_set_delegate(UnsafeMutableRawPointer(table.object.raw), delegate)
            XCTAssertTrue(hk_select_row(UnsafeMutableRawPointer(table.object.raw), 0, 2))
            let event = capture.all.first
            XCTAssertEqual(capture.all.count, 1, "\(strategy)")
            XCTAssertEqual(event?.element?.className, "DPCellLessTable", "\(strategy)")
            XCTAssertEqual(event?.element?.path, UIKitIntrospection.element(for: table.object).path)
            XCTAssertEqual(event?.element?.indexPath, Interaction.Element.IndexPath(section: 0, item: 2))
            XCTAssertEqual(event?.screen?.title, "Catalog")
            hk_table_set_delegate(UnsafeMutableRawPointer(table.object.raw), nil)
            hk_release(delegate)
            hk_release(source)
        }
    }

    func testDP1_collectionSelection() {
        forEachStrategy { strategy, capture, _ in
            let stage = Stage()
            let source = hk_list_data_source_new()!
            hk_list_data_source_add(source, "A")
            hk_list_data_source_add(source, "B")
            let collection = stage.add(hk_collection_new()!)
            hk_collection_set_data_source(collection, source)
            let delegate = dp_new("DPCollectionDelegate")!
            hk_collection_set_delegate(collection, delegate)
            XCTAssertTrue(hk_select_item(collection, 0, 1))
            XCTAssertEqual(count("DPCollectionDelegate.didSelect"), 1, "\(strategy)")
            XCTAssertEqual(capture.all.map(\.element?.indexPath), [Interaction.Element.IndexPath(section: 0, item: 1)], "\(strategy)")
            hk_collection_set_delegate(collection, nil)
            hk_release(delegate)
            hk_release(source)
        }
    }

    func testDP2_delegateSetTwiceWithDifferentObjectsAndWithTheSameOne() {
        forEachStrategy { strategy, capture, _ in
            let stage = Stage()
            let (table, source) = stage.table()
            let first = dp_new("DPTableDelegate")!
            let second = dp_new("DPBaseDelegate")!
            hk_table_set_delegate(table, first)
            hk_table_set_delegate(table, first)
            XCTAssertEqual(hk_table_delegate(table), first, "\(strategy): the getter answers what was set")
            hk_select_row(table, 0, 0)
            hk_table_set_delegate(table, second)
            XCTAssertEqual(hk_table_delegate(table), second)
            hk_select_row(table, 0, 1)
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 1, "\(strategy)")
            XCTAssertEqual(count("DPBaseDelegate.didSelect"), 1, "\(strategy)")
            XCTAssertEqual(capture.all.count, 2, "\(strategy)")
            XCTAssertEqual(object(first).declaredClass.name, "DPTableDelegate", "-class answers the business class")
            hk_table_set_delegate(table, nil)
            hk_release(first)
            hk_release(second)
            hk_release(source)
        }
    }

    func testDP3_subclassOverridingAndCallingSuperReportsOnceInEitherOrder() {
        forEachStrategy { strategy, capture, _ in
            for order in [["DPSubDelegate", "DPBaseDelegate"], ["DPBaseDelegate", "DPSubDelegate"]] {
                dp_log_reset()
                let before = capture.all.count
                let stage = Stage()
                let (table, source) = stage.table()
                let delegates = order.map { dp_new($0)! }
                for delegate in delegates {
                    hk_table_set_delegate(table, delegate)
                    hk_select_row(table, 0, 0)
                }
                XCTAssertEqual(count("DPSubDelegate.didSelect"), 1, "\(strategy) \(order)")
                XCTAssertEqual(count("DPBaseDelegate.didSelect"), 2, "\(strategy) \(order): super's body once per tap")
                XCTAssertEqual(capture.all.count - before, 2, "\(strategy) \(order): one event per tap")
                hk_table_set_delegate(table, nil)
                delegates.forEach { hk_release($0) }
                hk_release(source)
            }
        }
    }

    func testDP4_businessCallingTheDelegateMethodItselfIsNotReported() {
        forEachStrategy { strategy, capture, _ in
            let stage = Stage()
            let (table, source) = stage.table()
            let delegate = dp_new("DPTableDelegate")!
            hk_table_set_delegate(table, delegate)
            dp_call_did_select_row(delegate, table, 0, 1)
            hk_table_select_row(table, 0, 1)
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 1, "\(strategy)")
            XCTAssertEqual(capture.all.count, 0, "\(strategy): programmatic calls are not user interactions")
            hk_table_set_delegate(table, nil)
            hk_release(delegate)
            hk_release(source)
        }
    }

    /// A watched callback's answer reaches whoever asked, as the delegate gave it: UIKit
    /// on a user's link (reported; the delegate's method runs inside the report's mark)
    /// and code calling the delegate, or what the view holds (not reported; the hook
    /// then leaves the call to the class's method: the delegate's, or the proxy's
    /// pass-through). Once the delegate is gone, the proxy answers as nil would.
    func testDP4_aWatchedCallbacksAnswerReachesUIKitAndCodeAsTheDelegateGaveIt() {
        forEachStrategy { strategy, capture, _ in
            let stage = Stage()
            let webView = stage.add(hk_web_view_new()!)
            let delegate = dp_new("DPRefusingWebDelegate")!
            hk_web_view_set_delegate(webView, delegate)
            XCTAssertTrue(hk_tap_link(webView, "https://example.com/refused"))
            XCTAssertEqual(count("DPRefusingWebDelegate.shouldStart"), 1, "\(strategy)")
            XCTAssertNil(hk_web_view_url(webView), "\(strategy): the delegate said NO and UIKit heard NO")
            XCTAssertEqual(count("DPRefusingWebDelegate.didFinish"), 0, "\(strategy)")
            XCTAssertEqual(capture.all.map(\.kind), [.webNavigation], "\(strategy): the user's link is reported")
            XCTAssertEqual(dp_call_should_start_load(delegate, webView, "https://example.com/code"), 0, "\(strategy)")
            XCTAssertEqual(count("DPRefusingWebDelegate.shouldStart"), 2, "\(strategy)")
            let held = dp_stored_web_delegate(webView)!
            XCTAssertEqual(dp_call_should_start_load(held, webView, "https://example.com/held"), 0, "\(strategy)")
            XCTAssertEqual(count("DPRefusingWebDelegate.shouldStart"), 3, "\(strategy)")
            XCTAssertEqual(capture.all.count, 1, "\(strategy): code's calls are not reported")
            hk_release(delegate)
            if strategy == .proxy {
                XCTAssertEqual(dp_call_should_start_load(held, webView, "https://example.com/gone"), 0)
                XCTAssertEqual(count("DPRefusingWebDelegate.shouldStart"), 3, "the proxy of a delegate gone sends nothing on")
            }
            hk_web_view_set_delegate(webView, nil)
        }
    }

    func testDP5_theDelegateSeesTheOriginalSelectorAsCmd() {
        forEachStrategy { strategy, _, _ in
            let stage = Stage()
            let (table, source) = stage.table()
            let delegate = dp_new("DPTableDelegate")!
            hk_table_set_delegate(table, delegate)
            hk_select_row(table, 0, 0)
            XCTAssertEqual(String(cString: dp_last_cmd()), "tableView:didSelectRowAtIndexPath:", "\(strategy)")
            hk_table_set_delegate(table, nil)
            hk_release(delegate)
            hk_release(source)
        }
    }

    func testDP6_aDelegateWithoutTheCallbackIsLeftAsItWas() {
        forEachStrategy { strategy, capture, _ in
            let stage = Stage()
            let (table, source) = stage.table()
            let delegate = dp_new("DPSilentDelegate")!
            let silent = object(delegate)
            let isaBefore = silent.isa
            hk_table_set_delegate(table, delegate)
            XCTAssertEqual(silent.isa, isaBefore, "\(strategy): not subclassed")
            XCTAssertEqual(hk_table_delegate(table), delegate, "\(strategy): not wrapped")
            XCTAssertFalse(silent.responds(to: "tableView:didSelectRowAtIndexPath:"))
            XCTAssertTrue(hk_select_row(table, 0, 0))
            XCTAssertEqual(capture.all.count, 0)
            hk_table_set_delegate(table, nil)
            hk_release(delegate)
            hk_release(source)
        }
    }

    /// A delegate class that gains a callback later, by its own +resolveInstanceMethod:
    /// (a library defining methods on first use, an app's runtime patch), is asked again
    /// at the next setDelegate: and tracked from then on; before, the table was left to
    /// believe what the class answered (DP6). The subclass strategy keeps no "already
    /// taken" mark for such a class.
    func testDP6_aDelegateClassThatResolvesACallbackLaterIsTrackedFromThen() {
        forEachStrategy { strategy, capture, _ in
            dp_late_methods_enable(false)
            defer { dp_late_methods_enable(false) }
            let className = "DPLateAccessoryDelegate_\(strategy)"
            let stage = Stage()
            let (table, source) = stage.table(rows: 3)
            hk_list_data_source_set_accessory(source, 1, 4) // UITableViewCellAccessoryDetailButton
            let first = dp_late_delegate_new(className)!
            hk_table_set_delegate(table, first)
            XCTAssertTrue(hk_select_row(table, 0, 0))
            _ = hk_tap_accessory_button(table, 0, 1)
            XCTAssertEqual(count("DPLateAccessoryDelegate.accessory"), 0, "\(strategy): the class has no such method yet")
            XCTAssertFalse(object(first).responds(to: "tableView:accessoryButtonTappedForRowWithIndexPath:"), "\(strategy)")

            dp_late_methods_enable(true)
            let second = dp_late_delegate_new(className)!
            hk_table_set_delegate(table, second)
            XCTAssertTrue(hk_tap_accessory_button(table, 0, 1))

            XCTAssertEqual(count("DPLateAccessoryDelegate.accessory"), 1, "\(strategy): the business method runs once")
            XCTAssertEqual(capture.all.map(\.kind), [.listSelection, .accessoryButton], "\(strategy)")
            XCTAssertEqual(capture.all.last?.element?.indexPath?.item, 1, "\(strategy)")
            hk_table_set_delegate(table, nil)
            hk_release(first)
            hk_release(second)
            hk_release(source)
        }
    }

    func testDP9_oneObjectDelegatesTwoTables() {
        forEachStrategy { strategy, capture, _ in
            let stage = Stage()
            let (first, firstSource) = stage.table()
            let (second, secondSource) = stage.table(rows: 5)
            let delegate = dp_new("DPTableDelegate")!
            hk_table_set_delegate(first, delegate)
            hk_table_set_delegate(second, delegate)
            hk_select_row(first, 0, 1)
            hk_select_row(second, 0, 4)
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 2, "\(strategy)")
            XCTAssertEqual(capture.all.map(\.element?.indexPath?.item), [1, 4], "\(strategy)")
            hk_table_set_delegate(first, nil)
            hk_table_set_delegate(second, nil)
            hk_release(delegate)
            hk_release(firstSource)
            hk_release(secondSource)
        }
    }

    /// One delegate shared by screen after screen: it keeps one watch, not one for each
    /// view it ever served (the proxies of the views that went leave it), and its going
    /// still clears the proxy of the view that remains.
    func testDP9_aDelegateThatOutlivesThousandsOfItsViewsKeepsOneWatch() {
        forEachStrategy { strategy, capture, plugin in
            let delegate = dp_new("DPTableDelegate")!
            let watched = object(delegate)
            for _ in 0..<3_000 {
                withAutoreleasePool {
                    let table = hk_table_new()!
                    hk_table_set_delegate(table, delegate)
                    hk_release(table)
                }
            }
            XCTAssertEqual(plugin.liveProxyCount, 0, "\(strategy)")
            XCTAssertEqual(ObjectLifetime.callbackCount(for: watched), strategy == .proxy ? 1 : 0, "\(strategy)")
            // Thousands of its views at once, half of them going before it.
            var tables: [HKObject] = []
            withAutoreleasePool {
                for _ in 0..<2_000 {
                    let table = hk_table_new()!
                    hk_table_set_delegate(table, delegate)
                    tables.append(table)
                }
                for table in tables.prefix(1_000) { hk_release(table) }
            }
            tables.removeFirst(1_000)
            XCTAssertEqual(plugin.liveProxyCount, strategy == .proxy ? 1_000 : 0, "\(strategy)")
            let stage = Stage()
            let (table, source) = stage.table()
            hk_table_set_delegate(table, delegate)
            XCTAssertTrue(hk_select_row(table, 0, 2))
            XCTAssertEqual(capture.all.map(\.element?.indexPath?.item), [2], "\(strategy)")
            XCTAssertEqual(ObjectLifetime.callbackCount(for: watched), strategy == .proxy ? 1 : 0, "\(strategy)")
            let held = dp_stored_delegate(table).map(object)
            hk_release(delegate)
            if strategy == .proxy, let held {
                XCTAssertFalse(held.send("respondsToSelector:", ObjCSelector("tableView:didSelectRowAtIndexPath:")).bool,
                               "the remaining proxy no longer answers for the delegate that went")
                for table in [tables.first!, tables.last!] {
                    XCTAssertFalse(object(dp_stored_delegate(table)!).send("respondsToSelector:", ObjCSelector("tableView:didSelectRowAtIndexPath:")).bool)
                }
            }
            withAutoreleasePool { for table in tables { hk_release(table) } }
            // UIKit's delegate is unretained: the app clears it (a proxy would have answered as nil).
            hk_table_set_delegate(table, nil)
            XCTAssertTrue(hk_select_row(table, 0, 1), "a table whose delegate went still selects")
            XCTAssertEqual(count("DPTableDelegate.didSelect"), 1, "\(strategy): the business ran once, for the live delegate")
            hk_release(source)
        }
    }

    func testDP10_theDelegateDeallocatesWhileTheViewLives() {
        forEachStrategy { strategy, capture, plugin in
            let stage = Stage()
            let (table, source) = stage.table()
            let live = dp_live_objects()
            let delegate = dp_new("DPTableDelegate")!
            hk_table_set_delegate(table, delegate)
            hk_release(delegate)
            XCTAssertEqual(dp_live_objects(), live, "\(strategy): the delegate deallocated (not retained by us)")
            XCTAssertEqual(count("DPTableDelegate.dealloc"), 1)
            // UIKit's delegate is unretained: the app clears it; we must not have kept anything alive.
            hk_table_set_delegate(table, nil)
            XCTAssertTrue(hk_select_row(table, 0, 0))
            XCTAssertEqual(capture.all.count, 0)
            hk_release(source)
        }
    }
}

/// `-cellForRowAtIndexPath:` that answers nil for the selected row: UIKit's selection
/// finds the cell, the delegate's callback no longer does.
private let cellOnlyUntilSelected: @convention(c) (OpaquePointer?, OpaquePointer?, OpaquePointer?) -> OpaquePointer? = { table, cmd, indexPath in
    typealias Send = @convention(c) (OpaquePointer?, OpaquePointer?, OpaquePointer?) -> OpaquePointer?
    guard let table, let indexPath else { return nil }
    let object = ObjCObject(raw: table)
    if let selected = object.send("indexPathForSelectedRow").object,
       selected.send("isEqual:", ObjCObject(raw: indexPath)).bool { return nil }
    guard let inherited = ObjCClass(named: "UITableView")?.instanceMethod("cellForRowAtIndexPath:")?.implementation else { return nil }
    return unsafeBitCast(inherited, to: Send.self)(table, cmd, indexPath)
}
