import CTracelessRuntime

/// The (class, selector) pairs patched for forwarding, indexed for the call path:
/// by class, then by C-string selector name (no String made per call).
final class ForwardedSet: @unchecked Sendable {
    struct Candidate {
        let selectorName: UnsafePointer<CChar>
        let interception: Interception
    }

    let map: [HookTable.Key: Interception]
    let byClass: [ObjCClass: [Candidate]]

    init(_ map: [HookTable.Key: Interception] = [:]) {
        self.map = map
        var byClass: [ObjCClass: [Candidate]] = [:]
        for (key, interception) in map {
            byClass[key.cls, default: []].append(Candidate(selectorName: tl_sel_get_name(interception.rawSelector), interception: interception))
        }
        self.byClass = byClass
    }
}
