import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// The device's side of the wire: one thread posts the outbox in order, another long-polls
/// for commands. Every failure backs off, then opens a new connection (a new id, `seq` from
/// 0) that sends again what was not acknowledged; a 401 stops both for good.
final class InspectorConnection: Sendable {
    private let configuration: InspectorConfiguration
    private let device: String
    private let outbox: Outbox
    private let onSnapshot: @Sendable () -> Void
    private let state = Mutex(InspectorStatus())
    private let session: URLSession

    /// The most a request carries (the protocol's limit).
    static let maxRequestBytes = 256 * 1024
    /// The inspector holds a command poll up to 20 s.
    static let pollTimeout: Double = 30

    init(configuration: InspectorConfiguration, device: String, outbox: Outbox, onSnapshot: @escaping @Sendable () -> Void) {
        self.configuration = configuration
        self.device = device
        self.outbox = outbox
        self.onSnapshot = onSnapshot
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.timeoutIntervalForRequest = Self.pollTimeout
        session = URLSession(configuration: sessionConfiguration)
    }

    var status: InspectorStatus { state.withLock { $0 } }

    func start() {
        Thread.detachNewThread { [self] in send() }
        Thread.detachNewThread { [self] in poll() }
    }

    func stop() {
        state.withLock { $0.running = false }
        outbox.close()
    }

    // MARK: Sending

    private func send() {
        var seq = 0
        var connection = status.connection
        var failures = 0
        while !outbox.isClosed {
            let batch = outbox.next(maxBytes: Self.maxRequestBytes - 256, timeout: 1)
            guard let last = batch.last else { continue }
            let body = InspectorMessage.request(device: device, connection: connection, seq: seq, messages: batch.map(\.json))
            var request = makeRequest("device")
            request.httpMethod = "POST"
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = body
            let (status, answer) = exchange(request)
            switch status {
            case 200:
                outbox.acknowledge(through: last.id)
                seq += batch.count
                failures = 0
                state.withLock { $0.delivered += batch.count }
                handle(answer)
            case 401:
                return refused()
            default:
                failures += 1
                connection = reconnect(after: .unreachable(status: status, detail: answer.flatMap { String(data: $0, encoding: .utf8) } ?? ""))
                seq = 0
                if outbox.pause(backoff(failures)) { return }
            }
        }
    }

    // MARK: Commands

    private func poll() {
        var failures = 0
        while !outbox.isClosed {
            let connection = status.connection
            var components = URLComponents(url: configuration.endpoint("device/commands"), resolvingAgainstBaseURL: false)!
            components.queryItems = [URLQueryItem(name: "device", value: device), URLQueryItem(name: "connection", value: connection)]
            var request = makeRequest("device/commands")
            request.url = components.url
            let (status, answer) = exchange(request)
            switch status {
            case 200:
                failures = 0
                handle(answer)
            case 401:
                return refused()
            default:
                // The sender opens the new connection; the poller only waits.
                failures += 1
                if outbox.pause(backoff(failures)) { return }
            }
        }
    }

    private func handle(_ answer: Data?) {
        guard let answer, let object = try? JSONSerialization.jsonObject(with: answer) as? [String: Any],
              let commands = object["commands"] as? [[String: Any]] else { return }
        for command in commands where command["kind"] as? String == "snapshot" { onSnapshot() }
    }

    // MARK: Plumbing

    private func makeRequest(_ path: String) -> URLRequest {
        var request = URLRequest(url: configuration.endpoint(path), cachePolicy: .reloadIgnoringLocalCacheData,
                                 timeoutInterval: Self.pollTimeout)
        request.setValue(configuration.pairingToken, forHTTPHeaderField: "X-Traceless-Pairing")
        return request
    }

    private func refused() {
        state.withLock {
            $0.running = false
            $0.lastError = .pairingRefused
        }
        outbox.close()
    }

    private func reconnect(after error: InspectorError) -> String {
        state.withLock {
            $0.lastError = error
            $0.reconnections += 1
            $0.connection = UUID().uuidString.lowercased()
            return $0.connection
        }
    }

    /// 0.1 s doubling to ``InspectorConfiguration/maxBackoff``, with jitter so that devices
    /// do not return together.
    private func backoff(_ failures: Int) -> Double {
        let base = min(configuration.maxBackoff, 0.1 * pow(2, Double(min(failures, 16) - 1)))
        return base * Double.random(in: 0.5...1)
    }

    /// One request, waited for on this (the inspector's own) thread. Status 0: no answer.
    private func exchange(_ request: URLRequest) -> (Int, Data?) {
        let done = DispatchSemaphore(value: 0)
        let result = Mutex<(Int, Data?)>((0, nil))
        let task = session.dataTask(with: request) { data, response, error in
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            result.withLock { $0 = (status, data ?? error.map { Data("\($0)".utf8) }) }
            done.signal()
        }
        task.resume()
        done.wait()
        return result.withLock { $0 }
    }
}
