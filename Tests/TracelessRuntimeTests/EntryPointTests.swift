import CTracelessRuntime
import Dispatch
import RuntimeFixtures
import TracelessRuntime
import XCTest

/// Entry points made on demand (entry_points.c), each with its own target function so
/// that the process-wide dispatcher the hook table installs stays untouched.
final class EntryPointTests: XCTestCase {
    private static let selfWord: UInt = 0x8000_0000_0000_1230
    private static let cmdWord: UInt = 0xC0FF_EE00_0000_4560

    override func setUpWithError() throws {
        // These tests run on Linux (x86_64 or aarch64), where entry points must be made:
        // without them the hook table would fall back to the forwarding path past 3,584 hooks.
        guard tl_entry_points_available() else { throw EntryPointsUnavailable() }
    }

    private struct EntryPointsUnavailable: Error {}

    private static func call(_ imp: tl_imp, arity: Int, _ args: [UInt]) -> UInt {
        args.withUnsafeBufferPointer { words in
            tl_call_words(imp, OpaquePointer(bitPattern: selfWord), OpaquePointer(bitPattern: cmdWord), UInt32(arity), words.baseAddress)
        }
    }

    /// The context is a record of 8 words: self, cmd, args[0...5].
    private static let recording: tl_dispatch_fn = { context, object, cmd, args in
        let record = context!.assumingMemoryBound(to: UInt.self)
        record[0] = UInt(bitPattern: object)
        record[1] = UInt(bitPattern: cmd)
        for index in 0..<Int(TL_MAX_ARITY) { record[2 + index] = args![index] }
        return UInt(bitPattern: context) ^ 0xF00D_FACE_CAFE_BEEF
    }

    /// Mixes the context with two arguments: checks many entry points without a record each.
    private static let mixing: tl_dispatch_fn = { context, _, _, args in
        UInt(bitPattern: context) &* 31 &+ args![0] &+ 5 &* args![5]
    }

    private static func expectedMix(_ context: UInt, _ args: [UInt]) -> UInt { context &* 31 &+ args[0] &+ 5 &* args[5] }

    func testEveryArityDeliversSelfCmdAndArgumentsInOrderAndReturnsTheResult() throws {
        let record = UnsafeMutablePointer<UInt>.allocate(capacity: 8)
        defer { record.deallocate() }
        let imp = try XCTUnwrap(tl_entry_point_make_with_target(record, Self.recording))
        for arity in 0...Int(TL_MAX_ARITY) {
            record.initialize(repeating: 0, count: 8)
            let args = (0..<Int(TL_MAX_ARITY)).map { UInt(0xA1 + $0) << 56 | UInt(arity * 16 + $0) }
            XCTAssertEqual(Self.call(imp, arity: arity, args), UInt(bitPattern: record) ^ 0xF00D_FACE_CAFE_BEEF, "arity \(arity)")
            XCTAssertEqual(record[0], Self.selfWord, "arity \(arity): self")
            XCTAssertEqual(record[1], Self.cmdWord, "arity \(arity): cmd")
            XCTAssertEqual(Array(UnsafeBufferPointer(start: record + 2, count: arity)), Array(args.prefix(arity)), "arity \(arity): args")
        }
    }

    func testSetContextRedirectsAnEntryPoint() throws {
        let first = UnsafeMutablePointer<UInt>.allocate(capacity: 8), second = UnsafeMutablePointer<UInt>.allocate(capacity: 8)
        defer { first.deallocate(); second.deallocate() }
        first.initialize(repeating: 0, count: 8)
        second.initialize(repeating: 0, count: 8)
        let imp = try XCTUnwrap(tl_entry_point_make_with_target(first, Self.recording))
        tl_entry_point_set_context(imp, second)
        XCTAssertEqual(Self.call(imp, arity: 1, [7, 0, 0, 0, 0, 0]), UInt(bitPattern: second) ^ 0xF00D_FACE_CAFE_BEEF)
        XCTAssertEqual(second[2], 7)
        XCTAssertEqual(first[2], 0)
    }

    func testTwentyThousandEntryPointsAreDistinctAndEachCarriesItsOwnContext() throws {
        let count = 20_000
        var imps: [tl_imp] = []
        for index in 0..<count {
            imps.append(try XCTUnwrap(tl_entry_point_make_with_target(UnsafeMutableRawPointer(bitPattern: 0x5000 + index), Self.mixing)))
        }
        XCTAssertEqual(Set(imps.map { UInt(bitPattern: $0) }).count, count)
        var wrong = 0
        for (index, imp) in imps.enumerated() {
            let args: [UInt] = [UInt(index), 1, 2, 3, 4, 0xFEDC_BA98_7654_3210 ^ UInt(index)]
            if Self.call(imp, arity: 6, args) != Self.expectedMix(UInt(0x5000 + index), args) { wrong += 1 }
        }
        XCTAssertEqual(wrong, 0)
    }

    func testEntryPointsMadeConcurrentlyAreDistinctAndWork() {
        let threads = 4, perThread = 2_500
        let made = Made()
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            let first = 0x100_0000 * (thread + 1)
            var mine: [UInt] = []
            var wrong = 0
            for index in 0..<perThread {
                guard let imp = tl_entry_point_make_with_target(UnsafeMutableRawPointer(bitPattern: first + index), Self.mixing) else {
                    wrong += 1
                    continue
                }
                mine.append(UInt(bitPattern: imp))
                let args: [UInt] = [UInt(index), 0, 0, 0, 0, UInt(thread) << 60]
                if Self.call(imp, arity: 6, args) != Self.expectedMix(UInt(first + index), args) { wrong += 1 }
            }
            made.add(mine, wrong: wrong)
        }
        XCTAssertEqual(made.wrong, 0)
        XCTAssertEqual(made.imps.count, threads * perThread)
        XCTAssertEqual(Set(made.imps).count, threads * perThread)
    }

    func testEntryPointsServeAsMethodsThroughTheObjectiveCRuntime() throws {
        let zero = UnsafeMutablePointer<UInt>.allocate(capacity: 8), six = UnsafeMutablePointer<UInt>.allocate(capacity: 8)
        defer { zero.deallocate(); six.deallocate() }
        let cls = try RuntimeClassBuilder.subclass(
            of: Fixture.counter, named: "EntryPointCounter",
            methods: [
                MethodDefinition("entryZero", types: "Q@:", imp: try XCTUnwrap(tl_entry_point_make_with_target(zero, Self.recording))),
                MethodDefinition("entrySix:b:c:d:e:f:", types: "Q@:qqqqqq", imp: try XCTUnwrap(tl_entry_point_make_with_target(six, Self.recording))),
            ])
        withAutoreleasePool {
            let object = ObjCObject.make(cls)
            let word = UInt(bitPattern: object.object.raw)
            XCTAssertEqual(UInt(bitPattern: object.object.send("entryZero").int), UInt(bitPattern: zero) ^ 0xF00D_FACE_CAFE_BEEF)
            XCTAssertEqual(zero[0], word)
            XCTAssertEqual(String(cString: tl_sel_get_name(OpaquePointer(bitPattern: zero[1]))), "entryZero")
            let result = object.object.send("entrySix:b:c:d:e:f:", arguments: [1, 2, 3, 4, 5, -6])
            XCTAssertEqual(UInt(bitPattern: result.int), UInt(bitPattern: six) ^ 0xF00D_FACE_CAFE_BEEF)
            XCTAssertEqual(six[0], word)
            XCTAssertEqual(String(cString: tl_sel_get_name(OpaquePointer(bitPattern: six[1]))), "entrySix:b:c:d:e:f:")
            XCTAssertEqual(Array(UnsafeBufferPointer(start: six + 2, count: 6)), [1, 2, 3, 4, 5, UInt(bitPattern: -6)])
        }
    }

    func testEntryPointsThroughTheInstalledDispatcherAreDistinct() throws {
        // Not called: the installed dispatcher belongs to the hook table.
        let first = try XCTUnwrap(tl_entry_point_make(nil)), second = try XCTUnwrap(tl_entry_point_make(nil))
        XCTAssertNotEqual(first, second)
        XCTAssertNil(tl_entry_point_make_with_target(nil, nil))
    }
}

/// What the threads made, gathered under a lock.
private final class Made: @unchecked Sendable {
    private let lock = NSLock()
    private var all: [UInt] = []
    private var wrongCount = 0
    func add(_ imps: [UInt], wrong: Int) { lock.lock(); all += imps; wrongCount += wrong; lock.unlock() }
    var imps: [UInt] { lock.lock(); defer { lock.unlock() }; return all }
    var wrong: Int { lock.lock(); defer { lock.unlock() }; return wrongCount }
}
