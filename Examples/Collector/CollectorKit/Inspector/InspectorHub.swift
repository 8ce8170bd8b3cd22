import Foundation

/// What the inspector remembers (docs/inspector.md): the devices' messages as one ordered
/// stream of the newest ``capacity`` items, the devices seen, queued commands and the
/// event definitions. Long polls wait on continuations, never on a thread.
actor InspectorHub {
    /// The stated cap on items kept for the page: older ones are dropped first.
    static let capacity = 10_000
    /// The longest a long poll waits.
    static let longPoll: Duration = .seconds(20)
    /// A device counts as connected while it posted or polled this recently.
    static let connectedWindow: TimeInterval = 25

    private struct Item { var seq: Int; var device: String; var message: Data }
    private struct DeviceState { var connection: String; var lastSeq = -1; var lastSeen: Date; var polling = 0 }

    private var items: [Item] = []
    private var nextSeq = 1
    private var devices: [String: DeviceState] = [:]
    private var commands: [String: [Data]] = [:]
    private var waiters: [UUID: CheckedContinuation<Void, Never>] = [:]
    private var closed = false
    private(set) var definitions: DefinitionList
    /// Where the definitions are kept across runs; `nil` keeps them in memory.
    private let definitionsFile: DefinitionFile?

    init(definitionsFile: DefinitionFile? = nil) throws(DefinitionFile.Failure) {
        self.definitionsFile = definitionsFile
        definitions = try definitionsFile?.load() ?? DefinitionList()
    }

    // MARK: Device side

    /// Stores a device's messages in order; a message already stored on this connection
    /// (a retry) is not stored again. Returns the last `seq` stored.
    func receive(device: String, connection: String, seq first: Int, messages: [Data]) -> Int {
        var state = devices[device] ?? DeviceState(connection: connection, lastSeen: Date())
        if state.connection != connection { state = DeviceState(connection: connection, lastSeen: Date()) }
        state.lastSeen = Date()
        for (offset, message) in messages.enumerated() where first + offset > state.lastSeq {
            guard first + offset == state.lastSeq + 1 else { break }  // a gap: ask for it again
            state.lastSeq = first + offset
            append(device: device, message: message)
        }
        devices[device] = state
        wakeAll()
        return state.lastSeq
    }

    private func append(device: String, message: Data) {
        items.append(Item(seq: nextSeq, device: device, message: message))
        nextSeq += 1
        if items.count > Self.capacity { items.removeFirst(items.count - Self.capacity) }
    }

    /// Takes the commands queued for a device, waiting up to ``longPoll`` for one.
    func takeCommands(device: String, connection: String) async -> [Data] {
        touch(device: device, connection: connection, polling: 1)
        defer { touch(device: device, connection: connection, polling: -1) }
        if commands[device, default: []].isEmpty { await wait() }
        return commands.removeValue(forKey: device) ?? []
    }

    private func touch(device: String, connection: String, polling: Int) {
        var state = devices[device] ?? DeviceState(connection: connection, lastSeen: Date())
        if state.connection != connection { state = DeviceState(connection: connection, lastSeen: Date()) }
        state.lastSeen = Date()
        state.polling += polling
        devices[device] = state
        if polling > 0 { wakeAll() }
    }

    /// Takes the commands queued for a device without waiting.
    func pendingCommands(device: String) -> [Data] { commands.removeValue(forKey: device) ?? [] }

    func queue(command: Data, for device: String) {
        commands[device, default: []].append(command)
        wakeAll()
    }

    // MARK: Page side

    /// The items after `after` (waiting up to ``longPoll`` when there are none), as JSON.
    func stream(after: Int) async -> Data {
        if !items.contains(where: { $0.seq > after }) { await wait() }
        let fresh = items.filter { $0.seq > after }
        var body = Data("{\"next\":\(nextSeq - 1),\"items\":[".utf8)
        for (index, item) in fresh.enumerated() {
            if index > 0 { body.append(UInt8(ascii: ",")) }
            body.append(Data("{\"seq\":\(item.seq),\"device\":".utf8))
            body.append(Self.json(item.device))
            body.append(Data(",\"message\":".utf8))
            body.append(item.message)
            body.append(UInt8(ascii: "}"))
        }
        body.append(Data("],\"devices\":".utf8))
        let now = Date()
        let list: [[String: Any]] = devices.keys.sorted().map { name in
            let state = devices[name]!
            let connected = state.polling > 0 || now.timeIntervalSince(state.lastSeen) < Self.connectedWindow
            return ["device": name, "connection": state.connection, "connected": connected,
                    "lastSeen": Self.timestamp(state.lastSeen)]
        }
        body.append((try? JSONSerialization.data(withJSONObject: list)) ?? Data("[]".utf8))
        body.append(UInt8(ascii: "}"))
        return body
    }

    // MARK: Definitions

    /// Changes the definitions and writes them to their file; when the write fails the
    /// change is undone and refused.
    func apply(_ change: (inout DefinitionList) throws(InspectorRefusal) -> Definition?) throws(InspectorRefusal) -> Definition? {
        var changed = definitions
        let saved = try change(&changed)
        if let definitionsFile {
            do { try definitionsFile.save(changed) } catch { throw .notSaved }
        }
        definitions = changed
        wakeAll()
        return saved
    }

    // MARK: Waiting

    /// Answers every long poll now and from now on: the collector is stopping.
    func close() {
        closed = true
        wakeAll()
    }

    /// Waits until something changes or ``longPoll`` passes.
    private func wait() async {
        guard !closed else { return }
        let id = UUID()
        let timeout = Task { [weak self] in
            try? await Task.sleep(for: Self.longPoll)
            await self?.wake(id)
        }
        await withCheckedContinuation { waiters[id] = $0 }
        timeout.cancel()
    }

    private func wake(_ id: UUID) { waiters.removeValue(forKey: id)?.resume() }

    private func wakeAll() {
        let all = waiters
        waiters = [:]
        for continuation in all.values { continuation.resume() }
    }

    static func json(_ string: String) -> Data {
        (try? JSONSerialization.data(withJSONObject: [string], options: [.fragmentsAllowed])).map { $0.dropFirst().dropLast() } ?? Data("\"\"".utf8)
    }

    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }
}
