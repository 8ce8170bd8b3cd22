import Foundation
import TracelessRuntime
import XCTest

/// Marks are per thread and consumed once; `pushed` counts what is pushed on every
/// thread, so that a hot path may skip `consume` while it is zero.
final class ThreadMarksTests: XCTestCase {
    private let subject = ObjCObject(raw: OpaquePointer(bitPattern: 0x1000)!)
    private let other = ObjCObject(raw: OpaquePointer(bitPattern: 0x2000)!)

    func testAMarkIsConsumedOnceAndCountedWhilePushed() {
        let before = ThreadMarks.pushed.value
        XCTAssertFalse(ThreadMarks.consume(subject, kind: 7))
        ThreadMarks.push(subject, kind: 7)
        XCTAssertEqual(ThreadMarks.pushed.value, before + 1)
        XCTAssertFalse(ThreadMarks.consume(other, kind: 7), "another subject")
        XCTAssertFalse(ThreadMarks.consume(subject, kind: 8), "another kind")
        XCTAssertTrue(ThreadMarks.consume(subject, kind: 7))
        XCTAssertFalse(ThreadMarks.consume(subject, kind: 7), "consumed once")
        ThreadMarks.pop()
        XCTAssertEqual(ThreadMarks.pushed.value, before)
    }

    /// A pop with nothing pushed changes nothing: the count can never say "none" while
    /// a thread still has a mark.
    func testAPopWithoutAPushLeavesTheCount() {
        let before = ThreadMarks.pushed.value
        ThreadMarks.pop()
        XCTAssertEqual(ThreadMarks.pushed.value, before)
        ThreadMarks.push(subject, kind: 1)
        XCTAssertTrue(ThreadMarks.consume(subject, kind: 1))
        ThreadMarks.pop()
        XCTAssertEqual(ThreadMarks.pushed.value, before)
    }

    /// Deeper than the stored marks: pushes are still counted and popped, the innermost
    /// stored mark is still found.
    func testMarksBeyondTheStoredDepthStayBalanced() {
        let before = ThreadMarks.pushed.value
        for _ in 0..<100 { ThreadMarks.push(other, kind: 2) }
        ThreadMarks.push(subject, kind: 3)
        XCTAssertEqual(ThreadMarks.pushed.value, before + 101)
        XCTAssertFalse(ThreadMarks.consume(subject, kind: 3), "past the stored depth: unseen")
        XCTAssertTrue(ThreadMarks.consume(other, kind: 2), "the innermost stored one")
        for _ in 0..<101 { ThreadMarks.pop() }
        XCTAssertEqual(ThreadMarks.pushed.value, before)
    }

    /// Another thread's marks are its own, and counted while they are there.
    func testAnotherThreadsMarkIsItsOwn() {
        let before = ThreadMarks.pushed.value
        let pushed = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        let subject = self.subject
        Thread.detachNewThread {
            ThreadMarks.push(subject, kind: 4)
            pushed.signal()
            release.wait()
            ThreadMarks.pop()
            done.signal()
        }
        pushed.wait()
        XCTAssertEqual(ThreadMarks.pushed.value, before + 1)
        XCTAssertFalse(ThreadMarks.consume(subject, kind: 4), "not this thread's")
        release.signal()
        done.wait()
        XCTAssertEqual(ThreadMarks.pushed.value, before)
    }
}
