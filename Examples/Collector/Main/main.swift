import CollectorKit
import Foundation

// swift run Collector [--port 8787] [--db /tmp/events.sqlite] [--max-batch-bytes N] [--too-large-status 400]
//                     [--fail 500,429:2,408,413,slow:1.5,drop,drop-after-store] [--quiet]
//                     [--inspector [--pairing-token T] [--inspector-host H] [--definitions FILE]]
// Accepts Segment's POST /v1/batch and PostHog's POST /batch/, and prints every spec violation.

func usage() -> Never {
    print("""
        usage: Collector [--port N] [--db PATH] [--max-batch-bytes N] [--too-large-status N] [--fail LIST]
                         [--config FILE] [--quiet] [--inspector [--pairing-token T] [--inspector-host H] [--definitions FILE]]
          routes        POST /v1/batch (Segment)   POST /batch/ (PostHog)   GET /violations (spec violations)
          --too-large-status N  the status for batches over --max-batch-bytes (413; Segment answers 400)
          --config FILE the remote configuration served at GET /config (with an ETag)
          --inspector   serves the inspector (docs/inspector.md) and prints its page's URL; --pairing-token T
                        sets its token (a random one otherwise), --inspector-host H the address (127.0.0.1),
                        --definitions FILE keeps the event definitions made on its page across runs
          --fail LIST   faults for the first requests, comma separated:
                        STATUS, STATUS:RETRY_AFTER (e.g. 429:2), slow:SECONDS, drop, drop-after-store
        control: POST /faults [{"status":500},{"status":429,"retryAfter":"2"},{"delay":1},{"drop":true}]
                 POST /settings {"maxBatchBytes":10000,"tooLargeStatus":400}   GET /events   GET /stats   DELETE /events
                 GET /config   PUT /config   DELETE /config
        """)
    exit(2)
}

func parseFault(_ text: String) -> Fault? {
    let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
    switch parts[0] {
    case "drop": return .dropConnection()
    case "drop-after-store": return .dropConnection(afterStoring: true)
    case "slow": return parts.count == 2 ? Double(parts[1]).map(Fault.slow) : nil
    default:
        guard let status = Int(parts[0]) else { return nil }
        return .status(status, retryAfter: parts.count == 2 ? parts[1] : nil)
    }
}

func required<Value>(_ value: Value?) -> Value {
    guard let value else { usage() }
    return value
}

/// 128 random bits, lowercase hex.
func randomToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<2).map { _ in String(generator.next() as UInt64, radix: 16).leftPadded(to: 16) }.joined()
}

extension String {
    func leftPadded(to length: Int) -> String { String(repeating: "0", count: max(0, length - count)) + self }
}

var configuration = CollectorConfiguration()
var inspector = false
var pairingToken: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--port": configuration.port = required(arguments.next().flatMap(UInt16.init))
    case "--db": configuration.databasePath = required(arguments.next())
    case "--max-batch-bytes": configuration.maxBatchBytes = required(arguments.next().flatMap(Int.init))
    case "--too-large-status": configuration.tooLargeStatus = required(arguments.next().flatMap(Int.init))
    case "--fail":
        let list = required(arguments.next())
        configuration.faults = list.split(separator: ",").map { required(parseFault(String($0))) }
    case "--config":
        let path = required(arguments.next())
        configuration.remoteConfiguration = required(FileManager.default.contents(atPath: path))
    case "--quiet": configuration.output = nil
    case "--inspector": inspector = true
    case "--pairing-token": pairingToken = required(arguments.next().flatMap { $0.isEmpty ? nil : $0 })
    case "--inspector-host": configuration.host = required(arguments.next())
    case "--definitions": configuration.definitionsPath = required(arguments.next())
    default: usage()
    }
}
/// Unbuffered, so that a parent process reading a pipe sees each line at once.
let emit: @Sendable (String) -> Void = { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
if configuration.output != nil { configuration.output = emit }

if inspector { configuration.inspectorToken = pairingToken ?? randomToken() }
let collector: Collector
do { collector = try Collector(configuration: configuration) } catch {
    print("Collector: \(error)")
    exit(1)
}
let port = try await collector.start()
emit("collector listening on http://\(configuration.host):\(port)/v1/batch (Segment) and /batch/ (PostHog)")
if let token = configuration.inspectorToken {
    emit("inspector: http://\(configuration.host):\(port)/inspector#token=\(token)")
}
while true { try await Task.sleep(nanoseconds: 3_600_000_000_000) }
