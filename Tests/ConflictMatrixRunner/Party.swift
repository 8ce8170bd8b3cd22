/// A library that touches the delegate, its class or the table's delegate slot,
/// as the conflict matrix combines them.
enum Party: String, CaseIterable, Codable, Sendable {
    /// Key-value observing of the delegate (GNUstep swaps its isa).
    case kvo
    /// Aspects, an after advice on the delegate object.
    case aspectsObject
    /// Aspects, a before advice on every instance of the delegate's class.
    case aspectsClass
    /// RxCocoa's delegate proxy in the table's delegate slot (`rx.itemSelected`),
    /// the business delegate as its forward delegate.
    case rxProxy
    /// RxCocoa's `rx.methodInvoked` on the delegate (its own runtime subclass).
    case rxMethodInvoked
    /// The app's own swizzle of `-[UITableView setDelegate:]`.
    case customerSwizzle
    /// Another analytics SDK that exchanges the selection method on the delegate's
    /// class when a delegate is set.
    case analyticsSDK
    /// A delegate in the slot that hands every message to the business delegate
    /// with `forwardingTargetForSelector:`.
    case forwardingDelegate
    /// An IGListKit-style NSProxy in the slot, forwarding with `forwardInvocation:`.
    case listProxy
    /// JSPatch replacing the selection method through `forwardInvocation:`.
    case jsPatch

    /// Whether the party wraps the business delegate in the table's slot.
    var wrapsDelegate: Bool { self == .forwardingDelegate || self == .listProxy }
}

/// When, relative to Traceless, a party arrives.
enum Moment: String, CaseIterable, Codable, Sendable {
    case beforeStart
    case afterStart
    /// After the delegate was set, so after Traceless took it.
    case afterAdoption
}

/// One cell of the matrix.
struct MatrixCase: Codable, Hashable, Sendable {
    /// `subclass`, `proxy`, or `none` for the run without Traceless.
    var strategy: String
    var parties: [Party]
    var moments: [Moment]
    /// Whether the compatibility plugins for the parties (KVOCompat) are enabled
    /// too, as an integrator who enabled every plugin would; off, the core alone.
    var compatPlugins = true
    /// Whether every third party registers its classes, prefixes and suffixes under
    /// other names, as a vendored or prefixed copy does (`TP_VENDOR_PREFIX`):
    /// Traceless must hold the same without knowing them by name.
    var vendored = false

    var name: String {
        "\(strategy)\(compatPlugins ? "" : "-core")\(vendored ? "-vendored" : "")["
            + zip(parties, moments).map { "\($0.rawValue)@\($1.rawValue)" }.joined(separator: ",") + "]"
    }

    init(strategy: String, parties: [Party], moments: [Moment], compatPlugins: Bool = true, vendored: Bool = false) {
        (self.strategy, self.parties, self.moments, self.compatPlugins, self.vendored) = (strategy, parties, moments, compatPlugins, vendored)
    }

    /// A case written by hand (scripts/memcheck.sh) may leave out the flags: their defaults then.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        strategy = try container.decode(String.self, forKey: .strategy)
        parties = try container.decode([Party].self, forKey: .parties)
        moments = try container.decode([Moment].self, forKey: .moments)
        compatPlugins = try container.decodeIfPresent(Bool.self, forKey: .compatPlugins) ?? true
        vendored = try container.decodeIfPresent(Bool.self, forKey: .vendored) ?? false
    }

    /// The same case without Traceless: the reference for every invariant but events.
    var baseline: MatrixCase { MatrixCase(strategy: "none", parties: parties, moments: moments, vendored: vendored) }
}

/// What a run saw.
struct Observation: Codable, Equatable, Sendable {
    /// Log lines counted in each phase: two user taps and a code call; one tap
    /// after the removable parties were removed; one tap after `stop()`.
    var logs: [[String: Int]] = []
    /// Events reported in each phase.
    var events: [Int] = []
    /// What the delegate answers: `-class`, `isKindOfClass:` of its business
    /// class, `respondsToSelector:` for the selection and for a method it lacks.
    var className = ""
    var isKindOfBusinessClass = false
    var respondsToSelection = false
    var respondsToMissing = false
    /// What the table's delegate getter answers, named: `delegate`, `rxProxy`,
    /// `forwardingDelegate`, `listProxy`, `nil` or `other`.
    var getter: [String] = []
    /// What Traceless said it left alone (skipped items of its diagnostics).
    var refusals: [String] = []
    /// The app's objects that outlived their last owner (`delegate`).
    var outlived: [String] = []
}
