import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An HTTP server on a loopback port that answers each request only when the test says:
/// between ``waitForRequest()`` and ``release(_:)`` a request is provably in flight, however
/// slow the machine. Requests are served one at a time, in order.
final class HeldServer: @unchecked Sendable {
    let port: UInt16
    private let listener: Int32
    private let arrived = DispatchSemaphore(value: 0)
    private let answers = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var pending: [String] = []
    private var closed = false

    init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Bool in
                bind(fd, pointer, length) == 0 && listen(fd, 8) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        guard fd >= 0, bound else {
            if fd >= 0 { Glibc.close(fd) }
            throw POSIXError(.EADDRNOTAVAIL)
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in serve() }
        thread.start()
    }

    /// Returns once a request has been read whole; false after `timeout` seconds without one.
    /// The wait is on a thread of its own: the cooperative pool stays free for the tracker.
    func waitForRequest(timeout: Double = 30) async -> Bool {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { [arrived] in
                continuation.resume(returning: arrived.wait(timeout: .now() + timeout) == .success)
            }
        }
    }

    /// Lets the request being held be answered with `response` (a whole HTTP response).
    func release(_ response: String = "HTTP/1.1 200 OK\r\nContent-Length: 0\r\nConnection: close\r\n\r\n") {
        lock.withLock { pending.append(response) }
        answers.signal()
    }

    /// Stops serving; connections not yet answered are reset.
    func close() {
        guard lock.withLock({ () -> Bool in defer { closed = true }; return !closed }) else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        Glibc.close(listener)
        answers.signal()
    }

    private func serve() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            defer { Glibc.close(connection) }
            guard readRequest(connection) else { continue }
            arrived.signal()
            answers.wait()
            guard let response = lock.withLock({ pending.isEmpty ? nil : pending.removeFirst() }) else { return }
            _ = response.utf8CString.withUnsafeBufferPointer { send(connection, $0.baseAddress, $0.count - 1, Int32(MSG_NOSIGNAL)) }
        }
    }

    /// Reads the head and a `Content-Length` body (answering `Expect: 100-continue`).
    private func readRequest(_ connection: Int32) -> Bool {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        func more() -> Bool {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return false }
            received += buffer[0..<count]
            return true
        }
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        var headEnd: Int?
        while headEnd == nil {
            guard more() else { return false }
            headEnd = received.indices.dropLast(3).first { Array(received[$0..<$0 + 4]) == separator }
        }
        let head = String(decoding: received[0..<headEnd!], as: UTF8.self).lowercased()
        let lines = head.components(separatedBy: "\r\n")
        let length = lines.first { $0.hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        if lines.contains(where: { $0.hasPrefix("expect:") && $0.contains("100-continue") }) {
            _ = "HTTP/1.1 100 Continue\r\n\r\n".utf8CString.withUnsafeBufferPointer {
                send(connection, $0.baseAddress, $0.count - 1, Int32(MSG_NOSIGNAL))
            }
        }
        while received.count - (headEnd! + 4) < length {
            guard more() else { return false }
        }
        return true
    }
}
