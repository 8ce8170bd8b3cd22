import FlyingFox
import FlyingSocks
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Headless Chromium driven over W3C WebDriver (HTTP) by a `chromedriver` child process on a
/// free port; ``quit()`` ends the session and kills the driver by its PID.
final class WebDriver: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible { var description: String }

    static let chromium = "/usr/bin/chromium"
    static let driver = "/usr/bin/chromedriver"

    private let process: Process
    private let base: URL
    private var session = ""

    private init(process: Process, base: URL) {
        self.process = process
        self.base = base
    }

    /// Starts chromedriver and a headless Chromium session; fails (never skips) when either is missing.
    static func start() async throws -> WebDriver {
        for path in [chromium, driver] where !FileManager.default.isExecutableFile(atPath: path) {
            throw Failure(description: "\(path) is missing: the inspector's browser tests need Debian's chromium and chromium-driver (./scripts/prerequisites.sh installs them)")
        }
        let port = try freePort()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: driver)
        process.arguments = ["--port=\(port)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let driver = WebDriver(process: process, base: URL(string: "http://127.0.0.1:\(port)")!)
        do {
            try await driver.waitUntilReady()
            let answer = try await driver.send("POST", "/session", [
                "capabilities": ["alwaysMatch": ["browserName": "chrome", "goog:chromeOptions": [
                    "binary": chromium,
                    "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,900"],
                ]]],
            ])
            guard let id = (answer as? [String: Any])?["sessionId"] as? String else {
                throw Failure(description: "chromedriver started no Chromium session: \(String(describing: answer))")
            }
            driver.session = id
        } catch {
            await driver.quit()
            throw error
        }
        return driver
    }

    private func waitUntilReady() async throws {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            do {
                if let status = try await send("GET", "/status") as? [String: Any], status["ready"] as? Bool == true { return }
            } catch {
                // Not listening yet.
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw Failure(description: "chromedriver did not answer /status within 20 s")
    }

    /// Ends the session and kills chromedriver (by PID), which ends Chromium.
    func quit() async {
        if !session.isEmpty { _ = try? await send("DELETE", "/session/\(session)") }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    // MARK: Commands

    func open(_ url: String) async throws { _ = try await command("POST", "url", ["url": url]) }

    /// Runs `script` (a function body; `return` a value) in the page and returns its value.
    @discardableResult
    func run(_ script: String, _ arguments: [Any] = []) async throws -> Any? {
        try await command("POST", "execute/sync", ["script": script, "args": arguments])
    }

    /// Runs `script` until it returns something other than `null`, `false` or `0`, for up to `timeout`.
    @discardableResult
    func wait(for script: String, timeout: TimeInterval = 20, file: StaticString = #filePath, line: UInt = #line) async throws -> Any {
        let deadline = Date().addingTimeInterval(timeout)
        var last: Any?
        while Date() < deadline {
            last = try await run(script)
            if let value = last, !(value is NSNull), (value as? Bool) != false, (value as? Int) != 0 { return value }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw Failure(description: "page never satisfied `\(script)` within \(Int(timeout)) s (last: \(String(describing: last)))")
    }

    /// The first element matching `selector`, as WebDriver's element id.
    func element(_ selector: String) async throws -> String {
        let value = try await command("POST", "element", ["using": "css selector", "value": selector]) as? [String: Any]
        guard let id = value?.values.first as? String else { throw Failure(description: "no element \(selector)") }
        return id
    }

    func click(_ selector: String) async throws {
        _ = try await command("POST", "element/\(try await element(selector))/click", [:])
    }

    func type(_ text: String, into selector: String) async throws {
        _ = try await command("POST", "element/\(try await element(selector))/value", ["text": text])
    }

    /// A PNG of the viewport.
    func screenshot() async throws -> Data {
        guard let base64 = try await command("GET", "screenshot") as? String, let png = Data(base64Encoded: base64) else {
            throw Failure(description: "no screenshot")
        }
        return png
    }

    // MARK: HTTP

    private func command(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> Any? {
        try await send(method, "/session/\(session)/\(path)", body)
    }

    /// Over FlyingFox's client: FoundationNetworking's URLSession fails on chromedriver's
    /// answers here ("Failed writing header").
    private func send(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> Any? {
        let port = UInt16(base.port ?? 0)
        let data = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? Data()
        let request = HTTPRequest(method: HTTPMethod(method), version: .http11, path: path, query: [],
                                  headers: [HTTPHeader("Host"): "127.0.0.1:\(port)", .contentType: "application/json",
                                            .contentLength: "\(data.count)"], body: data)
        var client = HTTPClient()
        let response = try await client.sendHTTPRequest(request, to: try sockaddr_in.inet(ip4: "127.0.0.1", port: port))
        let object = try JSONSerialization.jsonObject(with: try await response.bodyData) as? [String: Any]
        let value = object?["value"]
        guard response.statusCode.code == 200 else {
            throw Failure(description: "WebDriver \(method) \(path): \(String(describing: value))")
        }
        return value
    }

    /// A TCP port nobody listens on: bound to port 0 and released.
    private static func freePort() throws -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw Failure(description: "no free port") }
        return UInt16(bigEndian: address.sin_port)
    }
}
