/// The paths last built for each of a few views: a view whose walk finds the same
/// steps as last time (a button tapped again) gets the same strings back, and no
/// bytes are joined. The walk itself is made on every capture: only what follows from
/// its steps is kept, so a view that moved, or an address another view now has, is
/// never given a stale path.
enum PathMemo {
    struct Paths {
        /// From the window down (``ViewWalk/path``).
        let path: String
        /// Below the controller's root view, cells' indexes left out (``ViewWalk/placePath``).
        let placePath: String
    }

    private struct Entry {
        let origin: UInt
        let steps: [ViewWalk.Step]
        let stepsBelowController: Int
        let paths: Paths

        func isBuilt(from walk: ViewWalk) -> Bool {
            origin == walk.origin && stepsBelowController == walk.stepsBelowController && steps == walk.steps
        }
    }

    private static let recent = RecentByAddress<Entry>()

    /// `walk`'s paths: those built last time for the same steps, or built now.
    static func paths(of walk: ViewWalk, building build: (ViewWalk) -> Paths) -> Paths {
        if let paths = recent.withSlot(walk.origin, { $0?.isBuilt(from: walk) == true ? $0?.paths : nil }) { return paths }
        let paths = build(walk)
        // The entry it replaces is released here, outside the lock.
        _ = recent.replace(walk.origin, with: Entry(
            origin: walk.origin, steps: walk.steps, stepsBelowController: walk.stepsBelowController, paths: paths))
        return paths
    }
}
