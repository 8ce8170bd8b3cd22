import DelegateProxyFixtures
import Foundation
import HostKit
import TestSupport
import ThirdPartyFixtures
import Traceless
import TracelessDelegateProxy
import TracelessKVOCompat
import TracelessRuntime

/// One run of a matrix case: a table on a screen, its business delegate, the
/// parties arriving at their moments, Traceless (unless the strategy is `none`),
/// user taps, a code call, removals, `stop()`.
final class Scenario {
    static let businessClass = "TPBusinessDelegate"
    static let selection = "tableView:didSelectRowAtIndexPath:"
    /// The lines the parties and the business delegate log.
    static let counted = [
        "TPBusinessDelegate.didSelect", "aspects.object", "aspects.class", "rx.sent", "rx.invoked",
        "rx.invoked.tableView:didSelectRowAtIndexPath:", "rx.assertionFailed", "customer.setDelegate",
        "sdk.didSelect", "jspatch.didSelect", "observe.name",
    ]

    let matrixCase: MatrixCase
    private let events = RecordingSink()
    private var registry: TracelessRegistry?
    private var observation = Observation()

    private let window: HKObject
    private let controller: HKObject
    private let table: HKObject
    private let source: HKObject
    private let delegate: TPObject
    private let observer: TPObject
    /// The object the app sets as the table's delegate: the business delegate, or
    /// the wrappers around it.
    private var slotObject: UnsafeMutableRawPointer
    private var named: [UnsafeMutableRawPointer: String] = [:]
    private var installed: Set<Party> = []
    private var aspectsTokens: [TPObject] = []
    private var rxSubscription: TPObject?

    init(_ matrixCase: MatrixCase) {
        self.matrixCase = matrixCase
        // An app that uses RxCocoa links all of it: its runtime class is there from launch.
        if matrixCase.parties.contains(.rxProxy) || matrixCase.parties.contains(.rxMethodInvoked) { tp_rx_load() }
        if matrixCase.parties.contains(.aspectsObject) || matrixCase.parties.contains(.aspectsClass) { tp_aspects_load() }
        window = hk_window_new()!
        controller = hk_view_controller_new("Matrix")!
        hk_window_set_root(window, controller)
        hk_window_make_key_and_visible(window)
        source = hk_list_data_source_new()!
        for row in 0..<3 { hk_list_data_source_add(source, "Row \(row)") }
        table = hk_table_new()!
        hk_view_add_subview(hk_view_controller_view(controller), table)
        hk_table_set_data_source(table, source)
        delegate = tp_new(Self.businessClass)!
        observer = tp_new("TPKVOObserver")!
        slotObject = delegate
        named[delegate] = "delegate"
    }

    func run() throws -> Observation {
        let steps = zip(matrixCase.parties, matrixCase.moments)
        for (party, moment) in steps where moment == .beforeStart { install(party) }
        try start()
        for (party, moment) in steps where moment == .afterStart { install(party) }
        setDelegate()
        for (party, moment) in steps where moment == .afterAdoption { install(party) }
        // The app sets its delegate again (a reload, a reused screen): setDelegate:
        // swizzles installed after the first one see it.
        setDelegate()
        observeIdentity()

        resetLogs()
        let before = events.all.count
        hk_select_row(table, 0, 0)
        hk_select_row(table, 0, 1)
        tp_call_did_select_row(delegate, table, 0, 2)
        record(since: before)

        removeRemovableParties()
        resetLogs()
        let afterRemoval = events.all.count
        hk_select_row(table, 0, 2)
        record(since: afterRemoval)

        registry?.stop()
        resetLogs()
        let afterStop = events.all.count
        hk_select_row(table, 0, 0)
        record(since: afterStop)
        observation.getter.append(getterName())
        return observation
    }

    /// The app lets its objects go: the table forgets its delegate (as a weak
    /// delegate would), the wrappers and the business delegate are released.
    func releaseAppObjects() {
        if !installed.contains(.rxProxy) { hk_table_set_delegate(table, nil) }
        for (object, name) in named where name == "forwardingDelegate" || name == "listProxy" { hk_release(object) }
        hk_release(delegate)
    }

    /// The app's objects still alive after their last owner let them go (call
    /// after `releaseAppObjects()` and the pool around the run).
    func outlivingObjects() -> [String] {
        tp_dealloc_count(Self.businessClass) == 1 ? [] : ["delegate"]
    }

    // MARK: TracelessRegistry

    private func start() throws {
        guard matrixCase.strategy != "none" else { return }
        guard let strategy = DelegateProxyPlugin.Strategy(rawValue: matrixCase.strategy) else {
            throw ScenarioError.unknownStrategy(matrixCase.strategy)
        }
        // An integrator who enabled every plugin that applies: KVO is one of the parties.
        let compat: [any InterceptionPlugin] = matrixCase.compatPlugins ? [KVOCompatPlugin()] : []
        let registry = TracelessRegistry(plugins: [DelegateProxyPlugin(strategy: strategy)] + compat, sink: events)
        try registry.start()
        self.registry = registry
    }

    // MARK: Parties

    private func install(_ party: Party) {
        installed.insert(party)
        switch party {
        case .kvo:
            tp_kvo_observe(delegate, observer, "name")
            tp_set_name(delegate, "observed")
        case .aspectsObject:
            if let token = tp_aspects_hook_object(delegate, Self.selection, Int32(TPAspectPositionAfter), tp_aspects_log_advice, Self.objectContext, nil) {
                aspectsTokens.append(token)
            }
        case .aspectsClass:
            if let token = tp_aspects_hook_class(Self.businessClass, Self.selection, Int32(TPAspectPositionBefore), tp_aspects_log_advice, Self.classContext, nil) {
                aspectsTokens.append(token)
            }
        case .rxProxy:
            // rx.itemSelected: Rx's proxy takes the slot, whatever is there becomes
            // its forward delegate.
            dp_rx_subscribe_selection(table)
            named[dp_rx_proxy_for(table)] = "rxProxy"
        case .rxMethodInvoked:
            rxSubscription = tp_rx_method_invoked(delegate, Self.selection, nil)
        case .customerSwizzle:
            dp_install_customer_table_swizzle()
        case .analyticsSDK:
            tp_sensors_install()
        case .forwardingDelegate:
            wrap(dp_forwarding_target_proxy_new(slotObject)!, as: "forwardingDelegate")
        case .listProxy:
            wrap(dp_invocation_proxy_new(slotObject)!, as: "listProxy")
        case .jsPatch:
            tp_jspatch_override_did_select(Self.businessClass)
        }
    }

    /// A wrapper takes the slot from now on (kept alive for the run: wrappers hold
    /// their target unretained, as those libraries do).
    private func wrap(_ wrapper: UnsafeMutableRawPointer, as name: String) {
        slotObject = wrapper
        named[wrapper] = name
    }

    private func setDelegate() {
        if installed.contains(.rxProxy) {
            // With RxCocoa the app goes through rx: the business side becomes the
            // proxy's forward delegate (rx.setDelegate once, then proxy(for:) on
            // every access).
            let proxy = dp_rx_proxy_for(table)!
            if !setThroughRx {
                dp_rx_set_forward_delegate(table, slotObject)
                setThroughRx = true
            }
            named[proxy] = "rxProxy"
        } else {
            hk_table_set_delegate(table, slotObject)
        }
    }
    private var setThroughRx = false

    private func removeRemovableParties() {
        for token in aspectsTokens { _ = tp_aspects_remove(token) }
        aspectsTokens = []
        if let rxSubscription { tp_rx_dispose(rxSubscription) }
        rxSubscription = nil
        if installed.contains(.kvo) { tp_kvo_unobserve(delegate, observer, "name") }
        if installed.contains(.customerSwizzle) { dp_remove_customer_table_swizzle() }
        if installed.contains(.analyticsSDK) { tp_sensors_uninstall() }
    }

    // MARK: Observing

    private func observeIdentity() {
        observation.className = String(cString: tp_class_name(delegate))
        observation.isKindOfBusinessClass = tp_is_kind_of(delegate, Self.businessClass)
        observation.respondsToSelection = tp_responds_to(delegate, Self.selection)
        observation.respondsToMissing = tp_responds_to(delegate, "tableView:willDisplayCell:forRowAtIndexPath:")
        observation.getter.append(getterName())
        observation.refusals = registry?.diagnostics.skipped.map { "\($0.subject): \($0.reason)" } ?? []
        if ProcessInfo.processInfo.environment["CM_DEBUG"] != nil, let registry {
            FileHandle.standardError.write(Data((registry.diagnostics.table() + "\nisa: " + String(cString: tp_isa_name(delegate)) + "\n").utf8))
        }
    }

    private func getterName() -> String {
        guard let current = hk_table_delegate(table) else { return "nil" }
        return named[current] ?? "other"
    }

    private func resetLogs() {
        tp_log_reset()
        dp_log_reset()
    }

    private func record(since eventsBefore: Int) {
        var counts: [String: Int] = [:]
        for line in Self.counted {
            let total = Int(tp_log_count(line)) + Int(dp_log_count(line))
            if total > 0 { counts[line] = total }
        }
        observation.logs.append(counts)
        observation.events.append(events.all.count - eventsBefore)
    }

    // C strings the advice logs ("aspects.object", "aspects.class"), for the process.
    nonisolated(unsafe) private static let objectContext = UnsafeMutableRawPointer(strdup("object"))
    nonisolated(unsafe) private static let classContext = UnsafeMutableRawPointer(strdup("class"))
}

enum ScenarioError: Error {
    case unknownStrategy(String)
    case badArguments(String)
}
