@testable import TracelessRuntime
import XCTest

/// The side table's address-keyed table against a Dictionary doing the same: random
/// inserts, changes and removals over addresses that crowd few slots, through growth
/// and removals that wrap around the end; every value it holds is released once.
final class AddressTableTests: XCTestCase {
    final class Tracked {
        static let alive = Counter()
        let value: Int
        init(_ value: Int) { self.value = value; Self.alive.add(1) }
        deinit { Self.alive.add(-1) }
    }

    final class Counter: @unchecked Sendable {
        private var count = 0
        private let lock = NSLock()
        func add(_ delta: Int) { lock.withLock { count += delta } }
        var value: Int { lock.withLock { count } }
    }

    func testRandomOperationsAgreeWithADictionaryAndReleaseEveryValue() {
        // 32 addresses keep the table at its first 64 slots, half taken at most: runs of
        // taken slots that wrap around its end. 4,000 make it grow.
        for count in [32, 4_000] { randomOperations(over: count) }
    }

    private func randomOperations(over addressCount: Int) {
        var generator = SystemRandomNumberGenerator()
        do {
            let table = AddressTable<[Tracked]>()
            var reference: [UInt: [Int]] = [:]
            let addresses = (1...addressCount).map { _ in UInt.random(in: 1...(1 << 40), using: &generator) << 4 }
            for step in 0..<60_000 {
                let address = addresses[Int.random(in: 0..<addressCount, using: &generator)]
                switch Int.random(in: 0..<3, using: &generator) {
                case 0:
                    let value = step
                    let (_, was, now) = table.modify(address, default: { [] }, isEmpty: \.isEmpty) { $0.append(Tracked(value)) }
                    XCTAssertEqual(was, reference[address] != nil)
                    XCTAssertTrue(now)
                    reference[address, default: []].append(value)
                case 1:
                    // Emptied by the change: removed.
                    let (_, was, now) = table.modify(address, default: { [] }, isEmpty: \.isEmpty) { $0.removeAll() }
                    XCTAssertEqual(was, reference[address] != nil)
                    XCTAssertFalse(now)
                    reference[address] = nil
                default:
                    XCTAssertEqual(table.removeValue(for: address)?.map(\.value), reference.removeValue(forKey: address))
                }
                if step % 5_000 == 0 {
                    XCTAssertEqual(table.count, reference.count)
                    for address in addresses { XCTAssertEqual(table[address]?.map(\.value), reference[address]) }
                }
            }
            XCTAssertEqual(table.count, reference.count)
            for address in addresses { XCTAssertEqual(table[address]?.map(\.value), reference[address]) }
            XCTAssertEqual(Tracked.alive.value, reference.values.map(\.count).reduce(0, +))
        }
        XCTAssertEqual(Tracked.alive.value, 0, "the table released what it held when it went")
    }

    /// 200,000 hosts in, then out in another order: the table finds each one all along.
    func testHundredsOfThousandsOfAddressesInAndOut() {
        let table = AddressTable<Int>()
        let addresses = (1...200_000).map { UInt($0) &* 48 }
        for (index, address) in addresses.enumerated() {
            _ = table.modify(address, default: { index }, isEmpty: { _ in false }) { _ in }
        }
        XCTAssertEqual(table.count, addresses.count)
        for (index, address) in addresses.enumerated().reversed() where index % 2 == 0 {
            XCTAssertEqual(table.removeValue(for: address), index)
        }
        for (index, address) in addresses.enumerated() {
            XCTAssertEqual(table[address], index % 2 == 0 ? nil : index)
        }
        XCTAssertEqual(table.count, addresses.count / 2)
    }
}
