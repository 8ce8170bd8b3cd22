import Foundation

/// A helper executable of this package, built next to the test bundle
/// (`.build/<triple>/debug/<name>`), for tests that run a case in a child process.
///
/// ```swift
/// let probe = BuiltExecutable.url(named: "TrackerProbe")
/// ```
public enum BuiltExecutable {
    public static func url(named name: String) -> URL? {
        var candidates: [URL] = []
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        candidates.append(executable.deletingLastPathComponent())
        candidates.append(Bundle.main.bundleURL)
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for bundle in Bundle.allBundles { candidates.append(bundle.bundleURL.deletingLastPathComponent()) }
        for directory in candidates {
            let url = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }
}
