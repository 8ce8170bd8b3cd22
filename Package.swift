// swift-tools-version:6.1
import Foundation
import PackageDescription

// Traceless: codeless event capture for Objective-C-runtime apps.
//
// Library targets build on Apple platforms and on Linux (GCC's libobjc + GNUstep
// Base) without unsafe flags. Everything Objective-C that only exists to run the
// SDK on Linux (HostKit, the third-party reproductions, the examples) is added
// on Linux only, below.

let linuxObjC: [LinkerSetting] = [
    .linkedLibrary("objc", .when(platforms: [.linux])),
    .linkedLibrary("gnustep-base", .when(platforms: [.linux])),
]

/// Where `gobjc` put GCC's Objective-C headers (`<objc/objc.h>`): the newest GCC
/// for this machine's architecture, whatever its version.
let gccObjCInclude: String = {
    #if arch(arm64)
    let triple = "aarch64-linux-gnu"
    #else
    let triple = "x86_64-linux-gnu"
    #endif
    let root = "/usr/lib/gcc/\(triple)"
    let versions = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    let found = versions
        .filter { FileManager.default.fileExists(atPath: "\(root)/\($0)/include/objc/objc.h") }
        .sorted { $0.compare($1, options: .numeric) == .orderedDescending }
        .first
    return "\(root)/\(found ?? "12")/include"
}()

/// Flags for Objective-C sources compiled on Linux against the GNU runtime.
/// Only targets that no consumer builds may use them.
let gnuObjCFlags: [CSetting] = [
    .unsafeFlags([
        "-fobjc-runtime=gcc", "-fno-blocks", "-fobjc-exceptions", "-fexceptions",
        "-isystem", gccObjCInclude, "-I/usr/include/GNUstep",
        "-DGNUSTEP", "-DGNU_RUNTIME=1", "-fconstant-string-class=NSConstantString",
        "-Wno-objc-root-class", "-Wno-deprecated-declarations",
    ]),
]

/// Flags for Objective-C fixtures that include HostKit's headers as <UIKit/UIKit.h>.
let hostKitClientFlags: [CSetting] = gnuObjCFlags + [.unsafeFlags(["-I", Context.packageDirectory + "/Examples/HostKit"])]

/// An Objective-C fixture target built on HostKit (Linux only).
func hostKitFixture(_ name: String, path: String) -> Target {
    .target(name: name, dependencies: ["HostKit"], path: path, cSettings: hostKitClientFlags, linkerSettings: linuxObjC)
}

let package = Package(
    name: "Traceless",
    products: [
        .library(name: "Traceless", targets: ["Traceless"]),
        .library(name: "TracelessRuntime", targets: ["TracelessRuntime"]),
        .library(name: "TracelessTracker", targets: ["TracelessTracker"]),
        .library(name: "TracelessTargetAction", targets: ["TracelessTargetAction"]),
        .library(name: "TracelessDelegateProxy", targets: ["TracelessDelegateProxy"]),
        .library(name: "TracelessKVOCompat", targets: ["TracelessKVOCompat"]),
        .library(name: "TracelessRxCompat", targets: ["TracelessRxCompat"]),
        .library(name: "TracelessPageView", targets: ["TracelessPageView"]),
        .library(name: "TracelessWebBridge", targets: ["TracelessWebBridge"]),
        .library(name: "TracelessInspector", targets: ["TracelessInspector"]),
    ],
    dependencies: [
        // Only example, test and benchmark targets use these; SwiftPM does not
        // resolve them for packages that depend on Traceless's libraries.
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // MARK: Modules
        .target(
            name: "CTracelessRuntime",
            path: "Modules/CTracelessRuntime",
            linkerSettings: linuxObjC
        ),
        .target(
            name: "TracelessRuntime",
            dependencies: ["CTracelessRuntime"],
            path: "Modules/TracelessRuntime"
        ),
        .target(
            name: "Traceless",
            dependencies: ["TracelessRuntime"],
            path: "Modules/Traceless"
        ),
        .systemLibrary(name: "CSQLite", path: "Modules/CSQLite"),
        .systemLibrary(name: "CZlib", path: "Modules/CZlib"),
        .systemLibrary(name: "CPrefetch", path: "Modules/CPrefetch"),
        .target(
            name: "TracelessTracker",
            dependencies: ["Traceless", "TracelessRuntime", "CSQLite", "CZlib", "CPrefetch"],
            path: "Modules/TracelessTracker"
        ),
        // Streams captured events and screen wireframes to the collector's inspector (debug builds).
        .target(
            name: "TracelessInspector",
            dependencies: ["Traceless", "TracelessTracker", "TracelessRuntime"],
            path: "Modules/TracelessInspector"
        ),

        // MARK: Plugins
        .target(name: "TracelessTargetAction", dependencies: ["Traceless", "TracelessRuntime"], path: "Plugins/TracelessTargetAction"),
        .target(name: "TracelessDelegateProxy", dependencies: ["Traceless", "TracelessRuntime"], path: "Plugins/TracelessDelegateProxy"),
        .target(name: "TracelessKVOCompat", dependencies: ["Traceless", "TracelessRuntime", "TracelessDelegateProxy"], path: "Plugins/TracelessKVOCompat"),
        .target(
            name: "TracelessRxCompat",
            dependencies: ["Traceless", "TracelessRuntime", "TracelessTargetAction", "TracelessDelegateProxy"],
            path: "Plugins/TracelessRxCompat"
        ),
        .target(name: "TracelessPageView", dependencies: ["Traceless", "TracelessRuntime"], path: "Plugins/TracelessPageView"),
        .target(name: "TracelessWebBridge", dependencies: ["Traceless", "TracelessRuntime"], path: "Plugins/TracelessWebBridge"),
    ]
)

// MARK: Examples, tests and benchmarks that build everywhere
package.targets += [
    // Segment's and PostHog's field rules, checked by the tests, the collector and the demo.
    .target(name: "SpecValidator", path: "Examples/SpecValidator"),
    .target(
        name: "CollectorKit",
        dependencies: [.product(name: "FlyingFox", package: "FlyingFox"), "CSQLite", "CZlib", "SpecValidator"],
        path: "Examples/Collector/CollectorKit"
    ),
    .executableTarget(
        name: "Collector",
        dependencies: ["CollectorKit"],
        path: "Examples/Collector/Main"
    ),
    // What every test target records with: a thread-safe list and an interaction sink.
    .target(name: "TestSupport", dependencies: ["Traceless", "HostKit"], path: "Tests/TestSupport"),
    .executableTarget(
        name: "TrackerProbe",
        dependencies: ["TracelessTracker"],
        path: "Tests/TrackerProbe"
    ),
    .testTarget(
        name: "TracelessTrackerTests",
        dependencies: ["TracelessTracker", "Traceless", "CollectorKit", "TrackerProbe", "CSQLite", "TestSupport", "SpecValidator"],
        path: "Tests/TracelessTrackerTests"
    ),
    // The inspector's page in headless Chromium over WebDriver (IN1–IN8).
    .testTarget(name: "InspectorPageTests", dependencies: ["CollectorKit", .product(name: "FlyingFox", package: "FlyingFox")], path: "Tests/InspectorPageTests"),
    // Benchmarks (package-benchmark): capture-to-enqueue, store throughput, encode + gzip.
    .executableTarget(
        name: "TrackerBenchmarks",
        dependencies: [.product(name: "Benchmark", package: "benchmark"), "TracelessTracker"],
        path: "Benchmarks/TrackerBenchmarks",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
]

#if os(Linux)
package.targets += [
    // UIKit-shaped Objective-C classes that the examples and tests run on.
    // Its Objective-C headers sit outside include/ (Swift cannot import @interface on
    // Linux); Objective-C code reaches them as <UIKit/UIKit.h> and <WebKit/WebKit.h>.
    .target(
        name: "HostKit",
        path: "Examples/HostKit",
        cSettings: gnuObjCFlags + [.headerSearchPath(".")],
        linkerSettings: linuxObjC
    ),
    .executableTarget(
        name: "Demo",
        dependencies: [
            "HostKit", "Traceless", "TracelessTracker", "TracelessTargetAction", "TracelessDelegateProxy",
            "TracelessPageView", "TracelessRxCompat", "TracelessKVOCompat", "TracelessWebBridge", "CollectorKit",
            "SpecValidator", "TracelessInspector",
        ],
        path: "Examples/Demo"
    ),
    hostKitFixture("HostKitFixtures", path: "Tests/HostKitFixtures"),
    .testTarget(
        name: "HostKitTests",
        dependencies: ["HostKit", "HostKitFixtures"],
        path: "Tests/HostKitTests"
    ),
    hostKitFixture("TargetActionFixtures", path: "Tests/TargetActionFixtures"),
    .testTarget(
        name: "TargetActionTests",
        dependencies: ["TracelessTargetAction", "Traceless", "TracelessRuntime", "HostKit", "TargetActionFixtures", "TestSupport"],
        path: "Tests/TargetActionTests"
    ),
    hostKitFixture("PageViewFixtures", path: "Tests/PageViewFixtures"),
    .testTarget(
        name: "PageViewTests",
        dependencies: [
            "TracelessPageView", "Traceless", "TracelessRuntime", "HostKit", "PageViewFixtures", "ThirdPartyFixtures",
            "TracelessRxCompat", "TracelessTargetAction", "TracelessDelegateProxy", "TestSupport",
        ],
        path: "Tests/PageViewTests"
    ),
    hostKitFixture("DelegateProxyFixtures", path: "Tests/DelegateProxyFixtures"),
    .testTarget(
        name: "DelegateProxyTests",
        dependencies: ["TracelessDelegateProxy", "TracelessKVOCompat", "Traceless", "TracelessRuntime", "HostKit", "DelegateProxyFixtures", "TestSupport"],
        path: "Tests/DelegateProxyTests"
    ),
    // Reproductions of libraries that hook the same objects (Aspects, RxCocoa,
    // Sensors Analytics, JSPatch), and tests that they behave like the real ones.
    hostKitFixture("ThirdPartyFixtures", path: "Tests/ThirdPartyFixtures"),
    .testTarget(
        name: "ThirdPartyTests",
        dependencies: ["HostKit", "ThirdPartyFixtures"],
        path: "Tests/ThirdPartyTests"
    ),
    // The conflict matrix: every combination of up to three third parties, in every
    // order around Traceless, each case in a child process (`ConflictMatrixRunner`).
    .executableTarget(
        name: "ConflictMatrixRunner",
        dependencies: [
            "HostKit", "ThirdPartyFixtures", "DelegateProxyFixtures", "Traceless", "TracelessRuntime",
            "TracelessDelegateProxy", "TracelessKVOCompat", "TestSupport",
        ],
        path: "Tests/ConflictMatrixRunner"
    ),
    .testTarget(
        name: "ConflictMatrixTests",
        dependencies: ["ConflictMatrixRunner", "TestSupport"],
        path: "Tests/ConflictMatrixTests"
    ),
    // RxCocoa's closure-box targets and delegate proxies, with and without RxCompatPlugin.
    .testTarget(
        name: "RxCompatTests",
        dependencies: [
            "TracelessRxCompat", "TracelessTargetAction", "TracelessDelegateProxy", "Traceless", "TracelessRuntime",
            "HostKit", "ThirdPartyFixtures", "DelegateProxyFixtures", "TargetActionFixtures", "TestSupport",
        ],
        path: "Tests/RxCompatTests"
    ),
    // Pages in WKWebView and UIWebView sending events, into a real tracker, with and
    // without DelegateProxyPlugin watching the same web views.
    .testTarget(
        name: "WebBridgeTests",
        dependencies: [
            "TracelessWebBridge", "TracelessDelegateProxy", "TracelessTracker", "Traceless", "TracelessRuntime",
            "HostKit", "HostKitFixtures", "CSQLite", "TestSupport", "SpecValidator",
        ],
        path: "Tests/WebBridgeTests"
    ),
    // UI1–UI16: what users of a modern UIKit app do, captured end to end, in both strategies.
    hostKitFixture("ModernCaptureFixtures", path: "Tests/ModernCaptureFixtures"),
    .testTarget(
        name: "ModernCaptureTests",
        dependencies: [
            "TracelessTargetAction", "TracelessDelegateProxy", "TracelessPageView", "TracelessTracker", "Traceless",
            "TracelessRuntime", "HostKit", "HostKitFixtures", "ModernCaptureFixtures", "TestSupport",
        ],
        path: "Tests/ModernCaptureTests"
    ),
    // IN1–IN7: the inspector's device side against a fake inspector (FlyingFox).
    .testTarget(
        name: "InspectorTests",
        dependencies: [
            "TracelessInspector", "TracelessTracker", "TracelessTargetAction", "TracelessPageView", "Traceless",
            "HostKit", "HostKitFixtures", "ModernCaptureFixtures", .product(name: "FlyingFox", package: "FlyingFox"),
        ],
        path: "Tests/InspectorTests"
    ),
    .target(
        name: "RuntimeFixtures",
        path: "Tests/RuntimeFixtures",
        cSettings: gnuObjCFlags,
        linkerSettings: linuxObjC
    ),
    .testTarget(
        name: "TracelessRuntimeTests",
        dependencies: ["TracelessRuntime", "RuntimeFixtures", "ThirdPartyFixtures"],
        path: "Tests/TracelessRuntimeTests"
    ),
    .testTarget(
        name: "TracelessTests",
        dependencies: ["Traceless", "TracelessRuntime", "RuntimeFixtures", "TestSupport"],
        path: "Tests/TracelessTests"
    ),
    // Benchmarks (package-benchmark): `make benchmarks`.
    hostKitFixture("BenchmarkFixtures", path: "Benchmarks/BenchmarkFixtures"),
    .executableTarget(
        name: "DelegateBenchmarks",
        dependencies: [
            .product(name: "Benchmark", package: "benchmark"), "TracelessDelegateProxy", "TracelessTargetAction", "Traceless",
            "BenchmarkFixtures",
        ],
        path: "Benchmarks/DelegateBenchmarks",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
        name: "RuntimeBenchmarks",
        dependencies: [.product(name: "Benchmark", package: "benchmark"), "TracelessRuntime", "BenchmarkFixtures"],
        path: "Benchmarks/RuntimeBenchmarks",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
]
// The tracker tests drive HostKit's UIApplication, which posts UIKit's lifecycle
// notifications through GNUstep's NSNotificationCenter.
package.targets.first { $0.name == "TracelessTrackerTests" }?.dependencies.append("HostKit")
#endif
