import Traceless
import TracelessTargetAction
import XCTest

final class OptionsTests: XCTestCase {
    func testValidOptionsHaveNoProblems() {
        let plugin = TargetActionPlugin()
        XCTAssertEqual(plugin.validate(options: [:]), [])
        XCTAssertEqual(plugin.validate(options: ["reportProgrammatic": "true"]), [])
        XCTAssertEqual(plugin.validate(options: ["reportProgrammatic": "FALSE"]), [])
    }

    func testUnknownKeysAndBadValuesAreEachReported() {
        let problems = TargetActionPlugin().validate(options: ["reportProgramatic": "true", "reportProgrammatic": "yes"])
        XCTAssertEqual(problems, [
            "unknown option 'reportProgramatic' (known: reportProgrammatic, rageTaps, rageTapCount, rageTapInterval, deadTaps)",
            "option 'reportProgrammatic' must be true or false (got 'yes')",
        ], "every problem, in key order")
    }

    func testTheRegistryRefusesToStartWithBadOptions() {
        var configuration = TracelessConfiguration()
        configuration.pluginOptions["traceless.target-action"] = ["colour": "blue"]
        let registry = TracelessRegistry(plugins: [TargetActionPlugin()], configuration: configuration)
        XCTAssertThrowsError(try registry.start()) { error in
            XCTAssertEqual(error as? RegistryError, .invalidConfiguration([
                "traceless.target-action: unknown option 'colour' (known: reportProgrammatic, rageTaps, rageTapCount, rageTapInterval, deadTaps)",
            ]))
        }
        XCTAssertFalse(registry.isStarted)
    }

    func testOptionsParseToTypedValuesAndTypedErrors() throws {
        XCTAssertTrue(try TargetActionOptions(["reportProgrammatic": "true"]).reportsProgrammatic)
        XCTAssertFalse(TargetActionOptions().reportsProgrammatic)
        XCTAssertThrowsError(try TargetActionOptions(["reportProgrammatic": "1"])) { error in
            XCTAssertEqual((error as? OptionsError)?.problems,
                           [.invalidValue(key: "reportProgrammatic", value: "1", expected: "true or false")])
        }
    }
}
