import Foundation
import TracelessTracker

// The child process of the TR1 test: `TrackerProbe <database path> [count]`.
// Tracks events as fast as it can from one thread and, from another, prints the id of
// each event once its receipt says it is durable ("durable <id>"), or "lost <id>".
// The parent kills it with SIGKILL in the middle and checks that every printed id is
// in the database.

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: TrackerProbe <database path> [count]\n".utf8))
    exit(2)
}
let count = arguments.count >= 3 ? Int(arguments[2]) ?? 1_000_000 : 1_000_000

var configuration = TrackerConfiguration(databaseURL: URL(fileURLWithPath: arguments[1]))
configuration.maxQueuedEvents = 10_000_000
let tracker = try Tracker(configuration: configuration)

/// Receipts handed from the tracking thread to the printing thread.
final class Handoff: Sendable {
    private let condition = NSCondition()
    nonisolated(unsafe) private var receipts: [EventReceipt] = []  // guarded by condition
    nonisolated(unsafe) private var finished = false              // guarded by condition

    func put(_ receipt: EventReceipt) {
        condition.lock(); receipts.append(receipt); condition.signal(); condition.unlock()
    }
    func finish() {
        condition.lock(); finished = true; condition.signal(); condition.unlock()
    }
    func take() -> [EventReceipt]? {
        condition.lock(); defer { condition.unlock() }
        while receipts.isEmpty && !finished { condition.wait() }
        if receipts.isEmpty { return nil }
        defer { receipts = [] }
        return receipts
    }
}

let handoff = Handoff()
let producer = Thread {
    for index in 0..<count {
        let receipt = try! tracker.track("probe", properties: ["index": .int(index), "padding": .string(String(repeating: "x", count: 200))])
        handoff.put(receipt)
    }
    handoff.finish()
}
producer.start()

let out = FileHandle.standardOutput
while let receipts = handoff.take() {
    var lines = ""
    for receipt in receipts {
        switch receipt.waitUntilDurable(timeout: 60) {
        case .durable?: lines += "durable \(receipt.id)\n"
        default: lines += "lost \(receipt.id)\n"
        }
    }
    out.write(Data(lines.utf8))  // unbuffered: a line is out before the next wait
}
tracker.shutdown()
out.write(Data("done\n".utf8))
