import Foundation
import TestSupport
@testable import ConflictMatrixRunner

/// Runs matrix cases in child processes, each with a timeout, two at a time.
enum ChildRun {
    enum Outcome: Equatable {
        case observed(Observation)
        /// Crashed, hung, or printed something that is not an observation.
        case failed(Failure)
    }

    static let timeout: TimeInterval = 30

    /// The runner is built next to the test bundle.
    static let runner: URL? = BuiltExecutable.url(named: "ConflictMatrixRunner")

    static func run(_ cases: [MatrixCase], parallel: Int = 2) -> [MatrixCase: Outcome] {
        let outcomes = Box<[MatrixCase: Outcome]>([:])
        DispatchQueue.concurrentPerform(iterations: parallel) { lane in
            for index in stride(from: lane, to: cases.count, by: parallel) {
                let outcome = run(cases[index])
                outcomes.update { $0[cases[index]] = outcome }
            }
        }
        return outcomes.value
    }

    static func run(_ matrixCase: MatrixCase) -> Outcome {
        guard let runner else { return .failed(Failure(.harness, "ConflictMatrixRunner not found next to the test bundle")) }
        guard let json = try? JSONEncoder().encode(matrixCase) else { return .failed(Failure(.harness, "unencodable case")) }
        let process = Process()
        process.executableURL = runner
        process.arguments = [String(decoding: json, as: UTF8.self)]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do { try process.run() } catch { return .failed(Failure(.harness, "could not start: \(error)")) }
        // Read while it runs, so a chatty child never blocks on a full pipe.
        let printed = drain(output), complained = drain(errors)
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
            return .failed(Failure(.hung, "killed after \(Int(timeout)) s", stderr: complained()))
        }
        let lines = String(decoding: printed(), as: UTF8.self).split(separator: "\n")
        let stderr = complained()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let kind: Failure.Kind = process.terminationReason == .uncaughtSignal
                ? .signal(process.terminationStatus) : .exit(process.terminationStatus)
            // The runner's own error line (a scenario it could not set up) is on stdout.
            let said = lines.last.map(String.init).flatMap { $0.hasPrefix("error: ") ? $0 : nil }
            return .failed(Failure(kind, said ?? "", stderr: stderr))
        }
        guard let last = lines.last, let observation = try? JSONDecoder().decode(Observation.self, from: Data(last.utf8)) else {
            return .failed(Failure(.harness, "no observation in: \(lines.last ?? "")", stderr: stderr))
        }
        return .observed(observation)
    }

    /// Reads `pipe` to its end on another thread; the returned function waits for it.
    private static func drain(_ pipe: Pipe) -> () -> Data {
        let data = Box(Data())
        let read = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            data.update { $0 = pipe.fileHandleForReading.readDataToEndOfFile() }
            // Closed here, not left to the handle's deallocation, which did not close it: the
            // matrix leaked a descriptor per case, and with thousands open, two concurrent
            // `Process.run` calls (which walk /proc/self/fd) crashed the test process.
            try? pipe.fileHandleForReading.close()
            read.signal()
        }
        return {
            read.wait()
            read.signal()
            return data.value
        }
    }
}

/// A value shared between threads behind a lock.
final class Box<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func update(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
}
