import DelegateProxyFixtures
import HostKit
import TestSupport
import Traceless
import TracelessDelegateProxy
import TracelessRuntime
import XCTest

/// A list delegate adds the selected row's (item's) properties to its selection event.
final class RowPropertiesTests: DelegateTestCase {
    func testID6_aTableDelegateAddsTheSelectedRowsProperties() {
        forEachStrategy { strategy, capture, _ in
            let stage = Stage()
            let (table, source) = stage.table(rows: 3)
            let delegate = dp_new("DPRowPropertiesDelegate")!
            hk_table_set_delegate(table, delegate)

            XCTAssertTrue(hk_select_row(table, 0, 2))
            XCTAssertTrue(hk_select_row(table, 0, 1))

            XCTAssertEqual(count("DPRowPropertiesDelegate.didSelect"), 2, "\(strategy): the business method runs once per tap")
            XCTAssertEqual(
                capture.all.map(\.element?.properties),
                [["sku": .string("sku-2"), "price": .number(9.5)], ["sku": .string("sku-1"), "price": .number(9.5)]],
                "\(strategy): each row's own properties; SDK keys ($…) dropped")
            // Selected from code: no event, so the delegate is not asked either.
            hk_table_select_row(table, 0, 0)
            XCTAssertEqual(count("DPRowPropertiesDelegate.properties"), 2, "\(strategy)")
            hk_table_set_delegate(table, nil)
            hk_release(delegate)
            hk_release(source)
        }
    }

    func testID6_aCollectionDelegateAddsTheSelectedItemsProperties() {
        forEachStrategy { strategy, capture, _ in
            let stage = Stage()
            let source = hk_list_data_source_new()!
            for title in ["A", "B", "C"] { hk_list_data_source_add(source, title) }
            let collection = stage.add(hk_collection_new()!)
            hk_collection_set_data_source(collection, source)
            let delegate = dp_new("DPRowPropertiesDelegate")!
            hk_collection_set_delegate(collection, delegate)

            XCTAssertTrue(hk_select_item(collection, 0, 2))

            XCTAssertEqual(count("DPRowPropertiesDelegate.didSelectItem"), 1, "\(strategy)")
            XCTAssertEqual(capture.all.map(\.element?.properties), [["item_rank": .number(2)]], "\(strategy)")
            hk_collection_set_delegate(collection, nil)
            hk_release(delegate)
            hk_release(source)
        }
    }

    /// A delegate class found without the method is not asked again; one that answers
    /// for another object (its own `respondsToSelector:`) is asked at every selection.
    func testID6_rowPropertiesAreAskedOfTheDelegateThatIsThereNow() {
        forEachStrategy { strategy, capture, _ in
            let stage = Stage()
            let (table, source) = stage.table(rows: 2)
            let plain = dp_new("DPTableDelegate")!
            hk_table_set_delegate(table, plain)
            XCTAssertTrue(hk_select_row(table, 0, 0))
            XCTAssertTrue(hk_select_row(table, 0, 1))
            // Another class on the same table adds its rows' properties at once.
            let adding = dp_new("DPRowPropertiesDelegate")!
            hk_table_set_delegate(table, adding)
            XCTAssertTrue(hk_select_row(table, 0, 1))
            // A forwarder whose target gains the method between two selections.
            let forwarder = dp_forwarding_target_proxy_new(plain)!
            hk_table_set_delegate(table, forwarder)
            XCTAssertTrue(hk_select_row(table, 0, 0))
            dp_forwarding_target_proxy_set_target(forwarder, adding)
            XCTAssertTrue(hk_select_row(table, 0, 0))

            XCTAssertEqual(
                capture.all.map(\.element?.properties),
                [[:], [:], ["sku": .string("sku-1"), "price": .number(9.5)], [:], ["sku": .string("sku-0"), "price": .number(9.5)]],
                "\(strategy)")
            XCTAssertEqual(count("DPRowPropertiesDelegate.properties"), 2, "\(strategy)")
            hk_table_set_delegate(table, nil)
            for object in [forwarder, adding, plain] { hk_release(object) }
            hk_release(source)
        }
    }

    func testID6_anAnswerThatIsNotADictionaryAddsNothing() {
        forEachStrategy { strategy, capture, _ in
            let stage = Stage()
            let (table, source) = stage.table(rows: 1)
            let delegate = dp_new("DPBadRowPropertiesDelegate")!
            hk_table_set_delegate(table, delegate)

            XCTAssertTrue(hk_select_row(table, 0, 0))

            XCTAssertEqual(count("DPBadRowPropertiesDelegate.didSelect"), 1, "\(strategy)")
            XCTAssertEqual(capture.all.count, 1, "\(strategy): the selection is still reported")
            XCTAssertEqual(capture.all.first?.element?.properties, [:], "\(strategy)")
            hk_table_set_delegate(table, nil)
            hk_release(delegate)
            hk_release(source)
        }
    }
}
