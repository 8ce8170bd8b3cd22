import Foundation

/// A snapshot of the registry: plugins, hooks, what was skipped and why.
public struct TracelessDiagnostics: Sendable, Codable, Hashable {
    public var interceptionEnabled: Bool
    /// "gnu" or "apple".
    public var runtime: String
    public var plugins: [PluginStatus]
    public var hooks: [HookRecord]
    public var skipped: [SkippedItem]
    /// Exceptions that app methods raised while capture read them: stopped at
    /// Traceless's boundary (the app's call went on as without Traceless).
    public var captureFaults: Int = 0
    /// The most recent of them, as `-[Class selector]`.
    public var recentCaptureFaults: [String] = []
    /// Calls where two forwarding hookers (one on a class of ours, one on its
    /// superclass) handed the call to each other: the loop was cut, `-[Class
    /// selector]` -> how many times.
    public var forwardingLoopsCut: [String: Int] = [:]
    /// Reports of what the user touched in the keyboard's windows, left out: there,
    /// touches are typing (``KeyboardWindows``). Counted since the process started.
    public var keyboardReportsLeftAlone: Int = 0
    /// Texts taken out of events because they held what the user typed into a text
    /// input, shown in another view (``TypedText``). Counted since the process started.
    public var typedTextRemoved: Int = 0

    /// A plain-text report.
    public func table() -> String {
        var lines = ["Traceless: interception \(interceptionEnabled ? "on" : "off"), runtime \(runtime)"]
        lines.append("")
        lines.append(row(["plugin", "priority", "enabled", "interactions", "dropped"], widths: pluginWidths))
        for plugin in plugins {
            lines.append(row([plugin.id.rawValue, "\(plugin.priority)", plugin.enabled ? "yes" : "no", "\(plugin.interactions)", "\(plugin.dropped)"], widths: pluginWidths))
        }
        lines.append("")
        lines.append(row(["class", "selector", "mechanism", "owners", "current"]))
        for hook in hooks {
            lines.append(row([hook.className, hook.selector, hook.mechanism, hook.owners.joined(separator: ","), hook.isCurrent ? "yes" : "chained"]))
        }
        if !skipped.isEmpty {
            lines.append("")
            lines.append(row(["skipped by", "what", "why"]))
            for item in skipped {
                let times = item.occurrences > 1 ? " (x\(item.occurrences))" : ""
                lines.append(row([item.plugin.rawValue, item.subject, item.reason + times]))
            }
        }
        for (method, times) in forwardingLoopsCut.sorted(by: { $0.key < $1.key }) {
            lines.append("forwarding loop through \(method) cut \(times) time(s): two other hookers forward to each other around it")
        }
        if keyboardReportsLeftAlone > 0 {
            lines.append("")
            lines.append("\(keyboardReportsLeftAlone) report(s) of touches in the keyboard's windows left out: touches there are typing")
        }
        if typedTextRemoved > 0 {
            lines.append("")
            lines.append("\(typedTextRemoved) text(s) taken out of events: they held what the user typed")
        }
        if captureFaults > 0 {
            lines.append("")
            lines.append("capture stopped \(captureFaults) exception(s) raised by app methods; recent: \(recentCaptureFaults.joined(separator: ", "))")
        }
        return lines.joined(separator: "\n")
    }

    /// The same as JSON.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    private var pluginWidths: [Int] { [36, 10, 9, 14, 8] }

    private func row(_ cells: [String], widths: [Int] = [36, 40, 10, 36, 8]) -> String {
        return zip(cells, widths).map { cell, width in
            cell.count >= width ? cell + " " : cell.padding(toLength: width, withPad: " ", startingAt: 0)
        }.joined().trimmingCharacters(in: .whitespaces)
    }
}

public struct PluginStatus: Sendable, Codable, Hashable {
    public var id: PluginID
    public var priority: Int
    public var enabled: Bool
    /// Interactions delivered to the sink.
    public var interactions: Int
    /// Interactions dropped by ignore lists or sampling.
    public var dropped: Int
}

public struct HookRecord: Sendable, Codable, Hashable {
    public var className: String
    public var selector: String
    /// "typed" or "forwarding".
    public var mechanism: String
    public var owners: [String]
    /// False when somebody patched the method after us (we run inside their chain).
    public var isCurrent: Bool
}

public struct SkippedItem: Sendable, Codable, Hashable {
    public var plugin: PluginID
    public var subject: String
    public var reason: String
    /// How many times it happened (a skip per object repeats).
    public var occurrences: Int = 1

    public init(plugin: PluginID, subject: String, reason: String) {
        self.plugin = plugin
        self.subject = subject
        self.reason = reason
    }
}
