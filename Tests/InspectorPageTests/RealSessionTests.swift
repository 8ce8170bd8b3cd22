import CollectorKit
import Foundation
import XCTest

/// IN1 and IN4 with the real SDK: the demo app (HostKit, every plugin, the tracker and the
/// inspector) runs as a child process and keeps interacting; the page shows its events and
/// its screen, an element is clicked and named there, and the app's next tap of that element
/// arrives named, without a release or a relaunch.
final class RealSessionTests: XCTestCase {
    static let token = "fedcba9876543210fedcba9876543210"

    func testIN4_aRealSessionNamesTheNextTapOfTheElementClickedOnThePage() async throws {
        guard let demo = Self.builtExecutable("Demo") else {
            return XCTFail("the Demo executable is not built next to the test bundle (swift build --build-tests)")
        }
        var configuration = CollectorConfiguration()
        configuration.port = 0
        configuration.output = nil
        configuration.inspectorToken = Self.token
        let collector = try Collector(configuration: configuration)
        let base = "http://127.0.0.1:\(try await collector.start())"
        let browser = try await WebDriver.start()
        let app = Process()
        app.executableURL = demo
        app.arguments = ["--inspect", base, "--pairing-token", Self.token, "--keep-interacting"]
        // What the app printed, for a failure's message.
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("real-session-\(UUID().uuidString).log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        app.standardOutput = output
        app.standardError = output
        defer { try? FileManager.default.removeItem(at: log) }
        func appSaid() -> String {
            String(decoding: (try? Data(contentsOf: log)) ?? Data(), as: UTF8.self).split(separator: "\n").suffix(15).joined(separator: "\n")
        }
        try app.run()
        defer {
            if app.isRunning { kill(app.processIdentifier, SIGKILL) }
            app.waitUntilExit()
        }

        try await browser.open(base + "/inspector#token=\(Self.token)")
        // IN1: the app's events, both stages, appear while it runs.
        try await browser.wait(for: "return document.querySelectorAll('#events .row').length > 10", timeout: 60)
        // IN2: its catalog screen as a wireframe, with the Cart button's key.
        let button = "#wireframe .el[data-key*='UIButton'][data-key*='openCart']"
        // Found and clicked in one script: the wireframe is redrawn at every page view.
        try await browser.wait(for: "const e = document.querySelector(\"\(button)\"); if (e) e.click(); return e !== null", timeout: 60)
        try await browser.wait(for: "return !document.getElementById('define').hidden")
        try await browser.type("Cart Opened", into: "#def-name")
        try await browser.click("#def-save")
        try await browser.wait(for: "return document.querySelector('#definitions li .def-name')?.textContent === 'Cart Opened'")

        // The app's next rounds fetch the definition; its next tap of the button is uploaded named.
        do {
            try await browser.wait(for: """
                return [...document.querySelectorAll('#events .row')].some(r => r.textContent.includes('uploaded') && r.textContent.includes('Cart Opened'))
                """, timeout: 90)
        } catch {
            let definitions = try? await browser.run("return document.getElementById('definitions').textContent")
            XCTFail("\(error)\ndefinitions on the page: \(String(describing: definitions))\nthe app (running: \(app.isRunning)) said:\n\(appSaid())")
            throw error
        }
        // And it reaches the collector with the app's next upload (each round flushes).
        let deadline = Date().addingTimeInterval(60)
        var stored = false
        while !stored, Date() < deadline {
            stored = await collector.events.contains { $0.event == "Cart Opened" }
            if !stored { try await Task.sleep(nanoseconds: 100_000_000) }
        }
        XCTAssertTrue(stored, "the named tap reached the collector")
        XCTAssertTrue(app.isRunning, "the app kept running")
        await browser.quit()
        await collector.stop()
    }

    /// An executable of this package, built next to the test bundle.
    static func builtExecutable(_ name: String) -> URL? {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for directory in [bundle, Bundle.main.bundleURL.deletingLastPathComponent()] + Bundle.allBundles.map({ $0.bundleURL.deletingLastPathComponent() }) {
            let url = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }
}
