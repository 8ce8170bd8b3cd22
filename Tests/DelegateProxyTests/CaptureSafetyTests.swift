import DelegateProxyFixtures
import HostKit
import TestSupport
import Traceless
import TracelessDelegateProxy
import TracelessRuntime
import XCTest

/// Capture reads titles and cells from app objects; none of that may break the
/// app's call, whatever those objects do.
final class CaptureSafetyTests: DelegateTestCase {
    func testAOP12_aScreenWhoseTitleRaisesStillGivesOneEventAndTheTapCompletes() {
        forEachStrategy { strategy, capture, _ in
            let pool = hk_pool_push()!
            defer { hk_pool_pop(pool) }
            let window = hk_window_new()!
            let controller = dp_raising_controller_new()!
            hk_window_set_root(window, controller)
            hk_window_make_key_and_visible(window)
            let source = hk_list_data_source_new()!
            hk_list_data_source_add(source, "Row 0")
            let table = hk_table_new()!
            hk_view_add_subview(hk_view_controller_view(controller), table)
            hk_table_set_data_source(table, source)
            let delegate = dp_new("DPTableDelegate")!
            hk_table_set_delegate(table, delegate)
            let faults = CaptureFaults.count

            XCTAssertTrue(hk_select_row(table, 0, 0), "\(strategy): the tap completes")

            XCTAssertEqual(count("DPTableDelegate.didSelect"), 1, "\(strategy): business once")
            XCTAssertEqual(capture.all.count, 1, "\(strategy)")
            XCTAssertEqual(capture.all.first?.screen?.controllerClass, "DPRaisingController")
            XCTAssertNil(capture.all.first?.screen?.title)
            XCTAssertGreaterThan(CaptureFaults.count, faults, "\(strategy): the stopped exception is counted")
            XCTAssertTrue(CaptureFaults.recent.contains("-[DPRaisingController title]"), "\(CaptureFaults.recent)")
            hk_table_set_delegate(table, nil)
            for object in [delegate, table, source, controller, window] { hk_release(object) }
        }
    }

    func testAOP12_aCellWhoseTextLabelRaisesStillGivesOneEvent() {
        forEachStrategy { strategy, capture, _ in
            let stage = Stage()
            let table = stage.add(hk_table_new()!)
            let source = dp_raising_data_source_new()!
            hk_table_set_data_source(table, source)
            let delegate = dp_new("DPTableDelegate")!
            hk_table_set_delegate(table, delegate)
            let faults = CaptureFaults.count

            XCTAssertTrue(hk_select_row(table, 0, 1))

            XCTAssertEqual(count("DPTableDelegate.didSelect"), 1, "\(strategy)")
            XCTAssertEqual(capture.all.count, 1, "\(strategy)")
            XCTAssertEqual(capture.all.first?.element?.className, "DPRaisingCell")
            XCTAssertNil(capture.all.first?.element?.text)
            XCTAssertGreaterThan(CaptureFaults.count, faults, "\(strategy)")
            hk_table_set_delegate(table, nil)
            hk_release(delegate)
            hk_release(source)
        }
    }

    func testAOP12_anAlertLikeObjectWithoutAlertMethodsIsNeverAskedForThem() {
        forEachStrategy { strategy, capture, _ in
            let delegate = dp_new("DPAlertDelegate")!
            // A real alert first, so that the delegate is taken in.
            let alert = hk_alert_new("Pay?", "", delegate, "Cancel")!
            hk_alert_show(alert)
            hk_alert_dismiss(alert, 0)
            let events = capture.all.count
            let alertLike = dp_alert_like_new()!
            let faults = CaptureFaults.count
            let clicks = count("DPAlertDelegate.clicked.0")
            dp_call_alert_clicked(delegate, alertLike, 0)
            XCTAssertEqual(count("DPAlertDelegate.clicked.0"), clicks + 1, "\(strategy): business once")
            XCTAssertEqual(capture.all.count, events, "\(strategy): a code call is not a user's tap")
            XCTAssertEqual(CaptureFaults.count, faults, "\(strategy): nothing was sent that could raise")
            hk_release(alertLike)
            hk_release(alert)
            hk_release(delegate)
        }
    }

    func testAOP12_diagnosticsShowStoppedExceptions() {
        let capture = RecordingSink()
        let registry = TracelessRegistry(plugins: [DelegateProxyPlugin()], sink: capture)
        try! registry.start()
        defer { registry.stop() }
        let stage = Stage()
        let table = stage.add(hk_table_new()!)
        let source = dp_raising_data_source_new()!
        hk_table_set_data_source(table, source)
        let delegate = dp_new("DPTableDelegate")!
        hk_table_set_delegate(table, delegate)
        hk_select_row(table, 0, 0)
        let diagnostics = registry.diagnostics
        XCTAssertGreaterThan(diagnostics.captureFaults, 0)
        XCTAssertTrue(diagnostics.table().contains("-[DPRaisingCell contentConfiguration]"), diagnostics.table())
        XCTAssertFalse(diagnostics.table().contains("-[DPRaisingCell textLabel]"), diagnostics.table())
        hk_table_set_delegate(table, nil)
        hk_release(delegate)
        hk_release(source)
    }
}

/// A row's text read from its cell's label is a row's text only outside text inputs:
/// the label's walk up stops at the list already read, and either a text input on the
/// way (the label moved into a field) or one around the list keeps the text back.
final class RowTextSafetyTests: DelegateTestCase {
    private static let keyInputViewClass: ObjCClass = {
        let nothing: @convention(c) (OpaquePointer?, OpaquePointer?, OpaquePointer?) -> Void = { _, _, _ in }
        let imp = unsafeBitCast(nothing, to: UnsafeMutableRawPointer.self)
        return try! RuntimeClassBuilder.subclass(
            of: ObjCClass(named: "UIView")!, named: "RTSKeyInputView",
            methods: [MethodDefinition("insertText:", types: "v@:@", imp: imp), MethodDefinition("deleteBackward", types: "v@:", imp: imp)])
    }()

    func testUI10_aRowsLabelInsideATextInputOrAListInsideOneGivesNoText() {
        forEachStrategy { strategy, capture, _ in
            let stage = Stage()
            let (table, source) = stage.table(rows: 4)
            let delegate = dp_new("DPTableDelegate")!
            hk_table_set_delegate(table, delegate)
            XCTAssertTrue(hk_select_row(table, 0, 1))

            let indexPath = ObjCObject(raw: ObjCClass(named: "NSIndexPath")!.raw).send("indexPathForRow:inSection:", 2, 0).object!
            let cell = object(table).send("cellForRowAtIndexPath:", indexPath).object!
            let label = cell.send("textLabel").object!
            // Out of the finger's way: the tap still lands on the cell.
            let field = hk_text_field_new("")!
            hk_view_set_frame(field, 0, 0, 0, 0)
            hk_view_add_subview(HKObject(bitPattern: cell.objcWord), field)
            hk_view_add_subview(field, HKObject(bitPattern: label.objcWord))
            hk_release(field)
            XCTAssertTrue(hk_select_row(table, 0, 2))

            // A view of the app's that takes keys (UIKeyInput: a PIN pad), around the list.
            let made = ObjCObject.make(Self.keyInputViewClass)
            let around = HKObject(bitPattern: made.object.objcWord)!
            hk_view_set_frame(around, 0, 0, 2_000, 2_000)
            hk_view_add_subview(hk_view_controller_view(stage.controller), around)
            hk_view_add_subview(around, table)
            XCTAssertTrue(hk_select_row(table, 0, 3))

            XCTAssertEqual(capture.all.map(\.element?.indexPath?.item), [1, 2, 3], "\(strategy)")
            XCTAssertEqual(capture.all.map(\.element?.text), ["Row 1", nil, nil], "\(strategy)")
            hk_table_set_delegate(table, nil)
            hk_release(delegate)
            hk_release(source)
        }
    }
}
