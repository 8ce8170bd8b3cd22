import Foundation
import TracelessRuntime

/// Owns the proxies: each lives exactly as long as its view, whatever happens to
/// the plugin (a view's delegate is unretained: a proxy freed before its view —
/// at `stop()`, say — would leave the view pointing at freed memory). Process-wide
/// for that reason, behind a lock.
final class ProxyKeeper: @unchecked Sendable {
    static let shared = ProxyKeeper()

    /// A view's proxies. A class, not a struct: looked up on every setDelegate:, and
    /// a struct would be copied at each lookup.
    /// Its mutable state is read and written under the keeper's lock only.
    private final class Held: @unchecked Sendable {
        let view: ObjCObject
        let family: DelegateFamily
        /// The proxy (+1) of each delegate the view was given, by delegate address.
        /// Most views get one delegate: it is kept inline, without a dictionary.
        var first: (delegate: UInt, proxy: ObjCObject)?
        var more: [UInt: ObjCObject] = [:]
        /// Proxies (+1) whose delegate went away while the view may still point at them.
        var orphans: [ObjCObject] = []

        init(view: ObjCObject, family: DelegateFamily) {
            self.view = view
            self.family = family
        }

        deinit {
            // Without `all`'s array: every released view goes through here.
            first?.proxy.release()
            for proxy in more.values { proxy.release() }
            for proxy in orphans { proxy.release() }
        }

        var all: [ObjCObject] { (first.map { [$0.proxy] } ?? []) + Array(more.values) + orphans }

        func proxy(of delegate: UInt) -> ObjCObject? {
            if let first, first.delegate == delegate { return first.proxy }
            return more.isEmpty ? nil : more[delegate]
        }

        /// Sets (nil: removes) the proxy of `delegate`; returns the one it replaced.
        func setProxy(_ proxy: ObjCObject?, of delegate: UInt) -> ObjCObject? {
            if let current = first, current.delegate == delegate {
                // Not `proxy.map`: its nil leaves the tuple's other word uninitialised (debug
                // builds), which valgrind then sees read when the entry goes.
                if let proxy { first = (delegate, proxy) } else { first = nil }
                return current.proxy
            }
            if first == nil, let proxy, more[delegate] == nil {
                first = (delegate, proxy)
                return nil
            }
            return proxy.map { more.updateValue($0, forKey: delegate) } ?? more.removeValue(forKey: delegate)
        }
    }

    private let lock = NSLock()
    /// View address -> its `Held` (+1, as an unmanaged pointer). Under the lock.
    private let held = AddressWords()

    private static func unmanaged(_ word: UInt?) -> Unmanaged<Held>? {
        word.flatMap { UnsafeRawPointer(bitPattern: $0) }.map { Unmanaged<Held>.fromOpaque($0) }
    }

    private func heldEntry(of view: UInt) -> Held? { Self.unmanaged(held[view])?.takeUnretainedValue() }

    private var entries: [Held] {
        var all: [Held] = []
        held.forEach { _, word in Self.unmanaged(word).map { all.append($0.takeUnretainedValue()) } }
        return all
    }

    /// The proxy made before for (`view`, `delegate`), if it still stands for that delegate.
    func existingProxy(for delegate: ObjCObject, of view: ObjCObject) -> ObjCObject? {
        lock.withLock { liveProxy(of: delegate, in: heldEntry(of: view.objcWord)) }
    }

    /// `entry`'s proxy of `delegate` while it still stands for that delegate. Under the lock.
    private func liveProxy(of delegate: ObjCObject, in entry: Held?) -> ObjCObject? {
        // The keeper holds only proxies of ours: their target is read directly.
        guard let proxy = entry?.proxy(of: delegate.objcWord), DelegateProxyClass.ownTarget(proxy) == delegate else { return nil }
        return proxy
    }

    /// The proxy of (`view`, `delegate`): the one made before if its delegate is still
    /// there, or a new one from `make` (+1, which the keeper takes over).
    func proxy(for delegate: ObjCObject, of view: ObjCObject, family: DelegateFamily, make: () -> ObjCObject) -> ObjCObject {
        var released: [ObjCObject] = []
        defer { for proxy in released { proxy.release() } }  // after the lock: a release may run dealloc code
        return lock.withLock {
            let address = view.objcWord
            let entry: Held
            if let known = heldEntry(of: address) {
                if let existing = liveProxy(of: delegate, in: known) { return existing }
                entry = known
            } else {
                entry = Held(view: view, family: family)
                held.insert(UInt(bitPattern: Unmanaged.passRetained(entry).toOpaque()), for: address)
                // The entry, not its address, is what the callback holds: a closure that
                // captures one object uses it as its context, with no allocation of its own.
                ObjectLifetime.onDeallocation(of: view, key: ObjectIdentifier(self)) { [entry] in
                    ProxyKeeper.shared.viewDeallocated(entry.view.objcWord)
                }
            }
            // A view that gets one delegate after another keeps only the proxies
            // it may still call: those of live delegates, and the one it holds now.
            released = prune(entry)
            let proxy = make()
            if let previous = entry.setProxy(proxy, of: delegate.objcWord) {
                entry.orphans.append(previous)
            }
            return proxy
        }
    }

    func viewsHoldingProxies() -> [(ObjCObject, DelegateFamily, ObjCObject)] {
        lock.withLock {
            entries.flatMap { entry in entry.all.map { (entry.view, entry.family, $0) } }
        }
    }

    /// Drops orphaned proxies the view no longer holds (to release after the lock).
    /// Under the lock.
    private func prune(_ entry: Held) -> [ObjCObject] {
        guard !entry.orphans.isEmpty else { return [] }
        let current = entry.view.send(entry.family.getter).object
        var dropped: [ObjCObject] = []
        entry.orphans.removeAll { orphan in
            let drop = orphan != current
            if drop { dropped.append(orphan) }
            return drop
        }
        return dropped
    }

    /// `watch`'s delegate went away: each of its proxies still there forwards to
    /// nothing from now on, and is kept only while its view may still point at it.
    func delegateDeallocated(_ watch: DelegateProxyClass.Watch) {
        lock.withLock {
            for (proxy, view) in watch.removeAll() {
                PassThrough.setTarget(nil, of: proxy)
                guard let entry = heldEntry(of: view), entry.proxy(of: watch.delegate)?.raw == proxy,
                      let proxy = entry.setProxy(nil, of: watch.delegate) else { continue }
                entry.orphans.append(proxy)
            }
        }
    }

    /// `proxy` is deallocating: its delegate's going must no longer touch it. Under the
    /// same lock as `delegateDeallocated(_:)`, so that neither sees the other half done.
    func proxyDeallocating(_ proxy: OpaquePointer, of watch: DelegateProxyClass.Watch) {
        lock.withLock { watch.remove(proxy) }
    }

    private func viewDeallocated(_ address: UInt) {
        let released = Self.unmanaged(lock.withLock { held.removeWord(for: address) })
        // Its proxies are released here, after the lock.
        released?.release()
    }

    var count: Int { lock.withLock { entries.reduce(0) { $0 + $1.all.count } } }
}
