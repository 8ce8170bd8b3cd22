import Foundation
import Synchronization
import Traceless
import TracelessRuntime

/// The plugin while it runs: creates tracking targets, registers them beside
/// business targets, and takes them away again (business removal, the death of
/// either side, `stop()`).
///
/// Objective-C messages are sent outside the lock: they reach UIKit, other
/// parties' swizzles and our own hooks.
final class TrackingSession: @unchecked Sendable {
    let context: PluginContext
    let options: TargetActionOptions
    private let trackerClass: ObjCClass
    private let lock = NSRecursiveLock()
    private var trackers: [ObjectIdentifier: TrackingTarget] = [:]
    /// Sender address -> the tracking targets registered on it.
    private var bySender: [UInt: Set<ObjectIdentifier>] = [:]
    /// One association key per element key: the owner holds one tracking target per key.
    private var ownerKeys: [String: AssociationKey] = [:]
    /// Set under the lock (with the trackers it ends), read without it: every action on
    /// every tap asks whether the session still reports.
    private let stopped = Atomic<Bool>(false)
    let heldValueChanges = HeldValueChanges()
    let touches: TouchObserver
    let alerts = AlertActions()
    let menus = MenuActions()
    /// Whether a finger's lifting can be seen (`-[UIApplication sendEvent:]` is there
    /// to hook); without it a slider's or stepper's every change is reported.
    let holdsValueChanges = ObjCClass(named: "UIApplication")?.instanceMethod("sendEvent:") != nil

    /// Whether a send of `event` by `control`, a value control of `kind`, is held until
    /// the finger leaves it (``HeldValueChanges``) rather than reported now. A value
    /// control's PrimaryActionTriggered goes with each of its ValueChanged (a slider's
    /// primary action), and is held alike.
    func holds(_ control: ObjCObject, kind: ControlValue.Kind?, event: ControlEvent?, users: Bool) -> Bool {
        users && (event == .valueChanged || event == .primaryActionTriggered) && holdsValueChanges
            && (kind?.isHeldUnderFinger ?? false) && HeldValueChanges.isHeld(control)
    }
    /// Class address -> how its instances' values are read (nil: not a value control).
    private var valueKinds: [UInt: ControlValue.Kind?] = [:]
    /// The class asked last and its kind in one word (the class's address, whose low
    /// three bits are zero, with the kind's raw value, 0 for none): taps come on a few
    /// classes, and the table's lock and hash cost more than the answer.
    private let lastValueKind = AtomicCounter()

    init(context: PluginContext, options: TargetActionOptions, trackerClass: ObjCClass) {
        self.context = context
        self.options = options
        self.trackerClass = trackerClass
        touches = TouchObserver(context: context, options: options)
        SenderWatch.add(self)
    }

    var isReporting: Bool { context.isActive && !stopped.load(ordering: .acquiring) }

    func withLock<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// Whether `object` is one of our tracking targets (reads its isa only, so it
    /// is safe on one that is deallocating).
    func isTrackingTarget(_ object: ObjCObject) -> Bool { object.isa == trackerClass }

    /// How a control's value is read, remembered per class: asked at every action.
    func valueKind(of control: ObjCObject) -> ControlValue.Kind? {
        let isa = control.isa.objcWord
        let last = UInt(bitPattern: lastValueKind.value)
        if isa & 7 == 0, last & ~7 == isa { return ControlValue.Kind(rawValue: Int(last & 7)) }
        let kind: ControlValue.Kind?
        if let known = withLock({ valueKinds[isa] }) {
            kind = known
        } else {
            kind = ControlValue.kind(of: control)
            withLock { valueKinds[isa] = .some(kind) }
        }
        if isa & 7 == 0 { lastValueKind.store(Int(bitPattern: isa | UInt(kind?.rawValue ?? 0))) }
        return kind
    }

    /// After each event the application dispatched: reports the value changes
    /// whose finger has lifted.
    func eventDispatched(_ event: ObjCObject?) {
        for (control, report) in heldValueChanges.released(after: event) { report(control) }
    }

    /// Before `control` sends a value change (`_sendActionsForEvents:withEvent:`): a
    /// value change held past its finger's lift is reported once the control has ended
    /// tracking, with the value it sends now.
    func controlWillSendValue(_ control: ObjCObject) {
        for (control, report) in heldValueChanges.released(beforeSendOf: control) { report(control) }
    }

    /// The set `allTargets` returned, without tracking targets: a new autoreleased
    /// set, or nil when it held none.
    func withoutTrackingTargets(_ targets: ObjCObject) -> ObjCObject? {
        guard let all = targets.probe("allObjects")?.object else { return nil }
        let ours = UIKitIntrospection.elements(of: all).filter(isTrackingTarget)
        guard !ours.isEmpty, let copy = targets.probe("mutableCopy")?.object else { return nil }
        for tracker in ours { _ = copy.send("removeObject:", tracker) }
        return copy.send("autorelease").object
    }

    // MARK: Business adds a target

    /// `addTarget:action:forControlEvents:`: one tracking target per event bit.
    func controlAdded(_ control: ObjCObject, target: ObjCObject?, action: String, events: UInt) {
        for event in ControlEvent.bits(in: events) {
            attach(to: control, target: target, action: action, as: .control(event))
        }
    }

    /// `initWithTarget:action:` or `addTarget:action:`. UIKit's init may call
    /// `addTarget:action:` itself: the second attach finds the pair registered.
    func recognizerAdded(_ recognizer: ObjCObject, target: ObjCObject?, action: String) {
        attach(to: recognizer, target: target, action: action, as: .gesture)
    }

    private func attach(to sender: ObjCObject, target: ObjCObject?, action: String, as kind: TrackingTarget.Sender) {
        let targetClass = target?.probedClass.name ?? "nil"
        // UIKit's own wiring (a tab bar's buttons, a scroll view's pan, a text view's
        // recognisers) is not an element of the app: what it does is reported where
        // UIKit does it (a tab, a bar item, a page), once.
        if UIKitClasses.isUIKitWiring(target: target, action: ObjCSelector(action)) {
            context.skip("-[\(targetClass) \(action)]", reason: "UIKit's own target-action pair: not tracked (what it does is reported where UIKit does it)")
            return
        }
        let key = TrackedPair(
            targetClass: targetClass, senderClass: UIKitClasses.presentableName(of: sender),
            action: action, controlEvent: kind.controlEvent)
        // Outside the lock: it messages the target and may record a diagnostic.
        let closureBox = ClosureBoxClassifier.classify(target, targetClass: targetClass, action: action, context: context)
        let owner = target ?? sender
        let tracker: TrackingTarget? = withLock {
            guard !stopped.load(ordering: .relaxed) else { return nil }
            let tracker = existingTracker(owner, key) ?? makeTracker(owner, key, kind, target, closureBox)
            guard tracker.senders.insert(sender.objcWord).inserted else { return nil }
            bySender[sender.objcWord, default: []].insert(ObjectIdentifier(tracker))
            return tracker
        }
        guard let tracker else { return }
        SenderWatch.watch(sender)
        tracker.register(on: sender)
    }

    private func ownerKey(_ key: TrackedPair) -> AssociationKey {
        if let existing = ownerKeys[key.description] { return existing }
        let made = AssociationKey()
        ownerKeys[key.description] = made
        return made
    }

    private func existingTracker(_ owner: ObjCObject, _ key: TrackedPair) -> TrackingTarget? {
        guard let object = Associations.get(owner, key: ownerKey(key)),
              let tracker = RuntimeClassBuilder.state(of: object) as? TrackingTarget,
              trackers[ObjectIdentifier(tracker)] != nil else { return nil }
        return tracker
    }

    private func makeTracker(
        _ owner: ObjCObject, _ key: TrackedPair, _ kind: TrackingTarget.Sender, _ target: ObjCObject?, _ closureBox: ClosureBox?
    ) -> TrackingTarget {
        let made = ObjCObject.make(trackerClass)
        let tracker = TrackingTarget(
            object: made.object, key: key, sender: kind, businessTarget: target?.objcWord ?? 0,
            owner: owner, ownerKey: ownerKey(key), session: self, closureBox: closureBox)
        RuntimeClassBuilder.setState(tracker, of: made.object)
        Associations.set(made.object, on: owner, key: tracker.ownerKey, policy: .retain)
        ObjectLifetime.onDeallocation(of: made.object) { [self] in trackerDeallocated(tracker) }
        trackers[ObjectIdentifier(tracker)] = tracker
        return tracker
    }

    // MARK: Business removes a target

    /// After `removeTarget:action:forControlEvents:` (events) or
    /// `removeTarget:action:` (events nil), with UIKit's nil-target and NULL-action wildcards.
    func targetRemoved(from sender: ObjCObject, target: UInt, action: String?, events: UInt?) {
        let removed: [TrackingTarget] = withLock {
            let matching = (bySender[sender.objcWord] ?? []).compactMap { trackers[$0] }
                .filter { $0.isRemoved(target: target, action: action, events: events) }
            for tracker in matching { forget(sender.objcWord, by: tracker) }
            return matching
        }
        for tracker in removed {
            tracker.unregister(from: sender)
            releaseIfUnused(tracker, unless: 0)
        }
    }

    private func forget(_ sender: UInt, by tracker: TrackingTarget) {
        tracker.senders.remove(sender)
        tracker.gesturesInProgress.remove(sender)
        bySender[sender]?.remove(ObjectIdentifier(tracker))
        if bySender[sender]?.isEmpty == true { bySender[sender] = nil }
    }

    /// Drops the owner's reference once the tracking target serves no sender:
    /// nothing is left to report for it. Not while `dying` (the owner itself) deallocates.
    private func releaseIfUnused(_ tracker: TrackingTarget, unless dying: UInt) {
        guard withLock({ tracker.senders.isEmpty }), tracker.owner.objcWord != dying else { return }
        Associations.set(nil, on: tracker.owner, key: tracker.ownerKey, policy: .retain)
    }

    // MARK: Deaths

    /// A tracking target is deallocating (its owner went, or we released it):
    /// take it off every sender so that none keeps a dangling target. The owner,
    /// when it is also a sender, is deallocating and is left alone.
    private func trackerDeallocated(_ tracker: TrackingTarget) {
        let senders: Set<UInt> = withLock {
            trackers[ObjectIdentifier(tracker)] = nil
            let senders = tracker.senders
            for sender in senders { forget(sender, by: tracker) }
            return senders
        }
        for word in senders where word != tracker.owner.objcWord {
            if let sender = ObjCObject(word: word) { tracker.unregister(from: sender) }
        }
    }

    /// A sender is deallocating: its tracking targets forget it, and those left
    /// with no sender are freed.
    func senderDeallocated(_ word: UInt) {
        heldValueChanges.forget(word)
        let affected: [TrackingTarget] = withLock {
            let affected = (bySender[word] ?? []).compactMap { trackers[$0] }
            for tracker in affected { forget(word, by: tracker) }
            return affected
        }
        for tracker in affected { releaseIfUnused(tracker, unless: word) }
    }

    // MARK: Stop

    /// Takes every tracking target off its senders and frees it.
    func stop() {
        // What a finger still holds is reported now, with the value it has: nothing lost.
        for (control, report) in heldValueChanges.takeAll() { report(control) }
        let all: [(TrackingTarget, Set<UInt>)] = withLock {
            stopped.store(true, ordering: .releasing)
            let all = trackers.values.map { ($0, $0.senders) }
            for (tracker, senders) in all {
                for sender in senders { forget(sender, by: tracker) }
            }
            return all
        }
        for (tracker, senders) in all {
            for word in senders {
                if let sender = ObjCObject(word: word) { tracker.unregister(from: sender) }
            }
            releaseIfUnused(tracker, unless: 0)
        }
        touches.stop()
        SenderWatch.remove(self)
    }
}
