import Foundation
import Traceless
@testable import TracelessTracker
import XCTest

final class EncodingTests: XCTestCase {
    func testGzipRoundTrip() throws {
        let text = String(repeating: "{\"event\":\"$element_click\",\"properties\":{}}", count: 1_000)
        let compressed = try Gzip.compress(Data(text.utf8))
        XCTAssertEqual(Array(compressed.prefix(2)), [0x1F, 0x8B], "gzip magic")
        XCTAssertLessThan(compressed.count, text.utf8.count / 10)
        XCTAssertEqual(String(decoding: try Gzip.decompress(compressed), as: UTF8.self), text)
        XCTAssertEqual(try Gzip.decompress(try Gzip.compress(Data())), Data())
    }

    func testGunzipOfGarbageIsATypedError() {
        XCTAssertThrowsError(try Gzip.decompress(Data("not gzip".utf8))) { error in
            guard case Gzip.Error.zlib = error else { return XCTFail("\(error)") }
        }
        let truncated = try! Gzip.compress(Data(repeating: 1, count: 10_000)).prefix(10)
        XCTAssertThrowsError(try Gzip.decompress(Data(truncated)))
    }

    func testEventIDIsUUIDShapedAndRoundTrips() {
        let id = EventID(prefix: EventID.randomPrefix(), sequence: 123_456)
        let text = id.description
        XCTAssertNotNil(UUID(uuidString: text))
        XCTAssertEqual(text.count, 36)
        XCTAssertEqual(Array(text)[14], "4", "version 4")
        XCTAssertEqual(EventID(uuidString: text), id)
    }

    func testEventIDParsingRefusesWhatItDidNotWrite() {
        let id = EventID(prefix: 0x3f2a_9c4e_51b0_4d7a, sequence: 0x1234_5678_9abc)
        XCTAssertEqual(EventID(uuidString: id.description.uppercased()), id, "either case")
        XCTAssertEqual(EventID(uuidString: id.description.replacingOccurrences(of: "-", with: "")), id)
        XCTAssertEqual(EventID(uuidString: "3f2a9c4e-51b0-4d7a-8000-123456789abc"), id)
        for bad in ["", "3f2a9c4e-51b0-4d7a-8000-123456789ab", "3f2a9c4e-51b0-4d7a-8000-123456789abcd",
                    "3f2a9c4e-51b0-4d7a-8000-123456789abg", "+f2a9c4e-51b0-4d7a-8000-123456789abc", "3f2a9c4e 51b0-4d7a-8000-123456789abc"] {
            XCTAssertNil(EventID(uuidString: bad), bad)
        }
    }

    func testJSONWriterEscapesAndProducesValidJSON() throws {
        var writer = JSONWriter()
        writer.object(["quote": "a\"b\\c\n\t\u{01}é😀", "n": 1, "d": 2.5, "b": true, "z": nil, "a": [1, "x"], "o": ["k": .double(1e-7)]])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: Any])
        XCTAssertEqual(object["quote"] as? String, "a\"b\\c\n\t\u{01}é😀")
        XCTAssertEqual(object["n"] as? Int, 1)
        XCTAssertEqual(object["d"] as? Double, 2.5)
        XCTAssertEqual(object["b"] as? Bool, true)
        XCTAssertTrue(object["z"] is NSNull)
        XCTAssertEqual((object["o"] as? [String: Any])?["k"] as? Double, 1e-7)
    }


    /// The writer skips eight bytes at a time when none needs escaping: every character that
    /// does, at every offset within and across those words, must still be escaped.
    func testJSONWriterEscapesAtEveryOffset() throws {
        for special in ["\"", "\\", "\n", "\u{01}", "\u{1F}", "é", " ", "~", "\u{7F}"] {
            for offset in 0..<24 {
                let text = String(repeating: "a", count: offset) + special + String(repeating: "b", count: 23 - offset)
                var writer = JSONWriter()
                writer.object(["k": .string(text)])
                let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: Any],
                                           "\(special.debugDescription) at \(offset)")
                XCTAssertEqual(object["k"] as? String, text, "\(special.debugDescription) at \(offset)")
            }
        }
    }
    func testBatchBodyAddsSentAtToEveryMessage() throws {
        let messages = [Array("{\"messageId\":\"1\"}".utf8), Array("{\"messageId\":\"2\"}".utf8)]
        let body = MessageEncoding.batchBody(messages, sentAt: Date(timeIntervalSince1970: 0))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(body)) as? [String: Any])
        XCTAssertEqual(object["sentAt"] as? String, "1970-01-01T00:00:00.000Z")
        let batch = try XCTUnwrap(object["batch"] as? [[String: Any]])
        XCTAssertEqual(batch.map { $0["sentAt"] as? String }, ["1970-01-01T00:00:00.000Z", "1970-01-01T00:00:00.000Z"])
    }

    func testISO8601Milliseconds() {
        XCTAssertEqual(ISO8601.string(from: Date(timeIntervalSince1970: 1_714_557_600.123)), "2024-05-01T10:00:00.123Z")
    }

    /// The writer keeps the last second's text: a date in another second, before or after,
    /// must not reuse it.
    func testJSONWriterDatesAcrossSeconds() {
        let seconds: [Double] = [1_714_557_600.123, 1_714_557_600.999, 1_714_557_601.0, 1_714_557_599.5, 1_714_557_600.5, -0.25]
        var writer = JSONWriter()
        for second in seconds { writer.string(Date(timeIntervalSince1970: second)) }
        let expected = seconds.map { "\"\(ISO8601.string(from: Date(timeIntervalSince1970: $0)))\"" }.joined()
        XCTAssertEqual(String(decoding: writer.bytes, as: UTF8.self), expected)
        XCTAssertTrue(expected.hasPrefix("\"2024-05-01T10:00:00.123Z\"\"2024-05-01T10:00:00.999Z\"\"2024-05-01T10:00:01.000Z\""))
        XCTAssertTrue(expected.hasSuffix("\"1969-12-31T23:59:59.750Z\""))
    }

    func testRetryAfterParsesSecondsAndHTTPDates() {
        let now = Date(timeIntervalSince1970: 1_445_412_480)  // Wed, 21 Oct 2015 07:28:00 GMT
        XCTAssertEqual(RetryAfter.seconds("120", now: now), 120)
        XCTAssertEqual(RetryAfter.seconds(" 3 ", now: now), 3)
        XCTAssertEqual(RetryAfter.seconds("Wed, 21 Oct 2015 07:28:30 GMT", now: now), 30)
        XCTAssertEqual(RetryAfter.seconds("Wed, 21 Oct 2015 07:27:00 GMT", now: now), 0, "a past date means now")
        XCTAssertNil(RetryAfter.seconds("soon", now: now))
    }

    func testPropertyValueLiterals() {
        let value: PropertyValue = ["a": [1, 2.5, true, nil, "s"]]
        XCTAssertEqual(value, .object(["a": .array([.int(1), .double(2.5), .bool(true), .null, .string("s")])]))
    }
}

/// The writer encodes interactions straight from sorted pairs when no plugin needs an
/// `Event`; the bytes must be those of the general path.
final class DirectEncodingTests: XCTestCase {
    func testDirectEncodingGivesTheBytesOfTheGeneralPath() throws {
        try assertSameBytes(profile: .segment)
    }

    func testSG4_directEncodingGivesTheBytesOfTheGeneralPathInSensorsProfile() throws {
        try assertSameBytes(profile: .sensors)
    }

    private func assertSameBytes(profile: NamingProfile) throws {
        var configuration = makeConfiguration()
        configuration.namingProfile = profile
        configuration.limits.maxStringLength = 50
        let tracker = try makeTracker(configuration)
        try tracker.register(["plan": "pro", "seats": 3, " early": true, "zeta": ["a": [1, 2.5]]])
        var gesture = Interaction(kind: .gesture, plugin: "traceless.target-action",
                                  screen: Screen(controllerClass: "FeedViewController", title: nil),
                                  element: Interaction.Element(className: "UIImageView", path: "UIWindow/UIImageView[2]", tag: 7))
        gesture.gesture = Gesture(recognizerClass: "UITapGestureRecognizer", state: 3)
        gesture.attributes = ["source": "feed", "long": String(repeating: "l", count: 80)]
        var cell = Interaction(kind: .listSelection, plugin: "traceless.delegate-proxy",
                               screen: Screen(controllerClass: "ListViewController", title: "List \"quoted\""),
                               element: Interaction.Element(className: "UITableViewCell", text: "Row\n1",
                                                indexPath: Interaction.Element.IndexPath(section: 1, item: 4)))
        cell.duration = 1.25
        let page = Interaction(kind: .webEvent, plugin: "traceless.web-bridge",
                               screen: Screen(controllerClass: "ShopViewController", properties: ["tab": .string("cart")]),
                               eventName: "add_to_cart",
                               eventProperties: ["sku": .string("A1"), "qty": .number(2), "gift": .bool(true), "plan": .string("page")])
        // A screen property named like one of Segment's keys: ours is kept, once.
        let view = Interaction(kind: .pageAppear, plugin: "traceless.page-view",
                               screen: Screen(controllerClass: "CartViewController", customName: "cart",
                                              properties: ["screen_class": .string("forged"), "items": .number(2)]),
                               referrer: Screen(controllerClass: "HomeViewController"))
        let interactions = [tap(), tap(String(repeating: "é", count: 40)), gesture, cell,
                            Interaction(kind: .pageAppear, plugin: "traceless.page-view"), page, view]
        for interaction in interactions { tracker.receive(interaction) }
        XCTAssertTrue(tracker.flushToDisk())
        tracker.add(ClosurePlugin(name: "no-op", stage: .enrichment) { _ in .keep })
        for interaction in interactions { tracker.receive(interaction) }
        XCTAssertTrue(tracker.flushToDisk())

        let rows = DatabaseReader.rows(at: configuration.databaseURL, "SELECT message_id, CAST(payload AS TEXT) FROM events ORDER BY row")
        XCTAssertEqual(rows.count, 2 * interactions.count)
        for index in interactions.indices {
            let direct = rows[index][1].replacingOccurrences(of: rows[index][0], with: "ID")
            let general = rows[index + interactions.count][1].replacingOccurrences(of: rows[index + interactions.count][0], with: "ID")
            XCTAssertEqual(direct, general, "interaction \(index)")
        }
    }
}
