import DelegateProxyFixtures
import HostKit
import TargetActionFixtures
import TestSupport
import ThirdPartyFixtures
import Traceless
import TracelessDelegateProxy
import TracelessRxCompat
import XCTest

/// Issue 12, RxCocoa attribution: each scenario runs without RxCompat (never
/// broken, the diagnostic names the plugin) and with it (exact keys).
final class RxScenarioTests: RxCompatTestCase {
    // MARK: RX5

    /// Two tables of one screen, each with `rx.itemSelected` only (no forward delegate).
    func testRX5_twoRxOnlyTablesOfOneScreen() {
        forEachSetup(strategies: DelegateProxyPlugin.Strategy.allCases) { setup, capture, _, _ in
            for launch in 0..<2 {
                let stage = Stage()
                var sources: [HKObject] = []
                var tables: [HKObject] = []
                for _ in 0..<2 {
                    let source = hk_list_data_source_new()!
                    for row in 0..<3 { hk_list_data_source_add(source, "Row \(row)") }
                    let table = stage.add(hk_table_new()!)
                    hk_table_set_data_source(table, source)
                    dp_rx_subscribe_selection(table)
                    sources.append(source)
                    tables.append(table)
                }
                let before = capture.all.count
                XCTAssertTrue(hk_select_row(tables[0], 0, 1), "\(setup)")
                XCTAssertTrue(hk_select_row(tables[1], 0, 2), "\(setup)")
                XCTAssertTrue(hk_select_row(tables[1], 0, 0), "\(setup)")
                let events = Array(capture.all.dropFirst(before))
                XCTAssertEqual(events.count, 3, "\(setup), launch \(launch): one event per tap")
                XCTAssertEqual(dp_log_count("rx.sent"), Int32(3 * (launch + 1)), "\(setup): the subscribers see every tap")
                XCTAssertEqual(events.map(\.screen?.controllerClass), Array(repeating: "UIViewController", count: 3), "\(setup)")
                XCTAssertEqual(events.map(\.screen?.title), Array(repeating: "Catalog", count: 3), "\(setup)")
                XCTAssertEqual(events.map(\.elementKey), [
                    "UIViewController.UITableView(UITableView[0]).tableView:didSelectRowAtIndexPath:",
                    "UIViewController.UITableView(UITableView[1]).tableView:didSelectRowAtIndexPath:",
                    "UIViewController.UITableView(UITableView[1]).tableView:didSelectRowAtIndexPath:",
                ], "\(setup), launch \(launch): two tables, two keys, the same on every launch")
                XCTAssertEqual(events.map(\.element?.indexPath?.item), [1, 2, 0], "\(setup)")
                for key in events.compactMap(\.elementKey) {
                    XCTAssertFalse(key.contains("Proxy") || key.contains("Rx"), "\(setup): \(key) names no proxy")
                }
                for table in tables { hk_table_set_delegate(table, nil) }
                for source in sources { hk_release(source) }
            }
        }
    }

    // MARK: RX6

    /// Two buttons of one screen bound with `rx.tap` (ControlTarget, `eventHandler:`),
    /// kept by the dispose bag; the screen is built twice, as two launches would.
    func testRX6_twoRxTapButtonsOfOneScreen() {
        forEachSetup { setup, capture, registry, rx in
            var keysPerLaunch: [[String?]] = []
            for launch in 0..<2 {
                let live = tp_rx_live_targets()
                let stage = Stage()
                let pay = stage.add(hk_button_new("Pay")!)
                // Bound before it is on screen, as a cell's or a lazy view's binding is:
                // its place is read when the user taps, not when it is bound.
                let cancel = hk_button_new("Cancel")!
                let bag = [
                    tp_rx_control_target_new(pay, UInt(HKControlEventTouchUpInside), nil, nil)!,
                    tp_rx_control_target_new(cancel, UInt(HKControlEventTouchUpInside), nil, nil)!,
                ]
                stage.add(cancel)
                let before = capture.all.count
                XCTAssertTrue(hk_tap(pay), "\(setup)")
                XCTAssertTrue(hk_tap(cancel), "\(setup)")
                XCTAssertTrue(hk_tap(pay), "\(setup)")
                let events = Array(capture.all.dropFirst(before))
                XCTAssertEqual(tp_log_count("rx.control.event"), Int32(3 * (launch + 1)), "\(setup): every tap reaches the binding")
                XCTAssertEqual(events.count, 3, "\(setup), launch \(launch): one event per tap")
                XCTAssertEqual(events.map(\.kind), Array(repeating: .controlAction, count: 3), "\(setup)")
                XCTAssertEqual(events.map(\.screen?.controllerClass), Array(repeating: "UIViewController", count: 3), "\(setup)")
                XCTAssertEqual(events.map(\.element?.text), ["Pay", "Cancel", "Pay"], "\(setup)")
                keysPerLaunch.append(events.map(\.elementKey))
                for target in bag { tp_rx_target_dispose(target) }
                XCTAssertEqual(tp_rx_live_targets(), live, "\(setup): disposing the bag frees the targets (nothing of ours keeps them)")
            }
            let action = setup.rxCompat ? "" : ".eventHandler:"
            let expected = [
                "UIViewController.UIButton(UIButton[0])\(action).TouchUpInside",
                "UIViewController.UIButton(UIButton[1])\(action).TouchUpInside",
                "UIViewController.UIButton(UIButton[0])\(action).TouchUpInside",
            ]
            XCTAssertEqual(keysPerLaunch, [expected, expected], "\(setup): two keys, the same across launches")
            for key in keysPerLaunch.joined().compactMap({ $0 }) {
                XCTAssertFalse(key.contains("RxCocoa") || key.contains("ControlTarget"), "\(setup): \(key)")
                XCTAssertFalse(key.contains("0x"), "\(setup): \(key) holds no address")
            }
            assertDiagnostics(setup, registry, rx, targetClass: "_TtC7RxCocoa13ControlTarget", handled: 4)
        }
    }

    /// An identifier the app set wins over the view path.
    func testRX6_accessibilityIdentifierNamesTheButton() {
        forEachSetup { setup, capture, _, _ in
            let stage = Stage()
            let pay = stage.add(hk_button_new("Pay")!)
            hk_view_set_accessibility_identifier(pay, "checkout.pay")
            let target = tp_rx_control_target_new(pay, UInt(HKControlEventTouchUpInside), nil, nil)!
            XCTAssertTrue(hk_tap(pay))
            let action = setup.rxCompat ? "" : ".eventHandler:"
            XCTAssertEqual(capture.all.map(\.elementKey), ["UIViewController.UIButton(#checkout.pay)\(action).TouchUpInside"], "\(setup)")
            tp_rx_target_dispose(target)
        }
    }

    // MARK: RX7

    /// Two views of one screen with `rx.event` tap bindings (GestureTarget).
    func testRX7_twoRxGestureBindingsOfOneScreen() {
        forEachSetup { setup, capture, registry, rx in
            var keysPerLaunch: [[String?]] = []
            for launch in 0..<2 {
                let live = tp_rx_live_targets()
                let stage = Stage()
                var recognizers: [HKObject] = []
                var bag: [HKObject] = []
                for _ in 0..<2 {
                    let view = stage.add(hk_view_new(0, 0, 100, 100)!)
                    let recognizer = taf_tap_gesture_new_plain()!
                    hk_view_add_gesture(view, recognizer)
                    hk_release(recognizer)
                    bag.append(tp_rx_gesture_target_new(recognizer, nil, nil)!)
                    recognizers.append(recognizer)
                }
                let before = capture.all.count
                XCTAssertTrue(hk_recognize_gesture(recognizers[1]), "\(setup)")
                XCTAssertTrue(hk_recognize_gesture(recognizers[0]), "\(setup)")
                let events = Array(capture.all.dropFirst(before))
                XCTAssertEqual(tp_log_count("rx.gesture.event"), Int32(2 * (launch + 1)), "\(setup): every gesture reaches the binding")
                XCTAssertEqual(events.count, 2, "\(setup), launch \(launch): one event per gesture")
                XCTAssertEqual(events.map(\.kind), [.gesture, .gesture], "\(setup)")
                XCTAssertEqual(events.map(\.screen?.controllerClass), ["UIViewController", "UIViewController"], "\(setup)")
                keysPerLaunch.append(events.map(\.elementKey))
                for target in bag { tp_rx_target_dispose(target) }
                XCTAssertEqual(tp_rx_live_targets(), live, "\(setup): disposing the bag frees the targets (nothing of ours keeps them)")
            }
            let action = setup.rxCompat ? "" : ".eventHandler:"
            let expected = [
                "UIViewController.UITapGestureRecognizer(UIView[1])\(action)",
                "UIViewController.UITapGestureRecognizer(UIView[0])\(action)",
            ]
            XCTAssertEqual(keysPerLaunch, [expected, expected], "\(setup): two keys, the same across launches")
            assertDiagnostics(
                setup, registry, rx, targetClass: "_TtGC7RxCocoa13GestureTargetCSo22UITapGestureRecognizer_", handled: 4)
        }
    }

    // MARK: TracelessDiagnostics

    private func assertDiagnostics(
        _ setup: Setup, _ registry: TracelessRegistry, _ rx: RxCompatPlugin?, targetClass: String, handled: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let skipped = registry.diagnostics.skipped.filter { $0.subject == targetClass }
        if let rx {
            XCTAssertEqual(rx.statistics, RxCompatStatistics(met: handled, handled: handled, leftAlone: 0), "\(setup)", file: file, line: line)
            XCTAssertEqual(skipped.map(\.plugin), [RxCompatPlugin.pluginID], "\(setup): one line, RxCompat's", file: file, line: line)
            XCTAssertEqual(skipped.first?.occurrences, handled, "\(setup)", file: file, line: line)
            XCTAssertFalse(skipReasons(registry).contains { $0.contains(Self.hint) }, "\(setup): no hint", file: file, line: line)
        } else {
            XCTAssertEqual(skipped.map(\.plugin), ["traceless.target-action"], "\(setup)", file: file, line: line)
            XCTAssertTrue(skipped.first?.reason.contains(Self.hint) ?? false, "\(setup): \(skipped)", file: file, line: line)
        }
    }
}
