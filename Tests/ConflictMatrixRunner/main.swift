import Foundation
import HostKit

// Runs one matrix case given as JSON in the first argument and prints what it saw
// as one JSON line. A crash or a hang is the parent's to see.
do {
    guard CommandLine.arguments.count == 2, let data = CommandLine.arguments[1].data(using: .utf8) else {
        throw ScenarioError.badArguments("usage: ConflictMatrixRunner '<case as JSON>'")
    }
    let matrixCase = try JSONDecoder().decode(MatrixCase.self, from: data)
    // Before any third party runs: they read their names once.
    if matrixCase.vendored { setenv("TP_VENDOR_PREFIX", "VND", 1) }
    let pool = hk_pool_push()
    let scenario = Scenario(matrixCase)
    var observation = try scenario.run()
    scenario.releaseAppObjects()
    hk_pool_pop(pool)
    observation.outlived = scenario.outlivingObjects()
    let output = try JSONEncoder().encode(observation)
    print(String(decoding: output, as: UTF8.self))
} catch {
    print("error: \(error)")
    exit(2)
}
