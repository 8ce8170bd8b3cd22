import DelegateProxyFixtures
import HostKit
import TestSupport
import Traceless
import TracelessDelegateProxy
import TracelessRuntime
import XCTest

final class IgnoredListTests: DelegateTestCase {
    func testID5_aListInsideAnIgnoredViewReportsNothingAndStillWorks() {
        forEachStrategy { strategy, capture, _ in
            let stage = Stage()
            let panel = stage.add(hk_view_new(0, 0, 320, 400)!)
            ElementAnnotations.setIgnored(true, for: object(panel))
            let source = hk_list_data_source_new()!
            hk_list_data_source_add(source, "Row 0")
            let table = hk_table_new()!
            hk_view_add_subview(panel, table)
            hk_release(table)
            hk_table_set_data_source(table, source)
            let delegate = dp_new("DPTableDelegate")!
            hk_table_set_delegate(table, delegate)

            XCTAssertTrue(hk_select_row(table, 0, 0))

            XCTAssertEqual(count("DPTableDelegate.didSelect"), 1, "\(strategy): the business method runs")
            XCTAssertEqual(capture.all.count, 0, "\(strategy): nothing is reported")
            hk_table_set_delegate(table, nil)
            hk_release(delegate)
            hk_release(source)
        }
    }
}
