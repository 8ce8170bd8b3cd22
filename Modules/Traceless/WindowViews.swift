import TracelessRuntime

extension UIKitIntrospection {
    /// Every view of the application's windows (`UIApplication.windows`), each
    /// window first, then depth first: what a plugin that starts late walks to find
    /// what the app set up before it. Any depth; no recursion.
    ///
    /// Call it inside an autorelease pool: the arrays UIKit returns are autoreleased.
    ///
    /// ```swift
    /// withAutoreleasePool {
    ///     for view in UIKitIntrospection.viewsInWindows() where view.probeKind(of: tableClass) { ... }
    /// }
    /// ```
    package static func viewsInWindows() -> [ObjCObject] {
        guard let appClass = ObjCClass(named: "UIApplication"),
              let app = ObjCObject(raw: appClass.raw).probe("sharedApplication")?.object,
              let windows = app.probe("windows")?.object else { return [] }
        var found: [ObjCObject] = []
        var pending = Array(elements(of: windows).reversed())
        while let view = pending.popLast() {
            found.append(view)
            if let children = view.probe("subviews")?.object { pending.append(contentsOf: elements(of: children).reversed()) }
        }
        return found
    }

    /// The controllers of the application's windows: each window's root, then depth
    /// first its children and what it presents. Any depth; no recursion.
    package static func controllersInWindows() -> [ObjCObject] {
        guard let appClass = ObjCClass(named: "UIApplication"),
              let app = ObjCObject(raw: appClass.raw).probe("sharedApplication")?.object,
              let windows = app.probe("windows")?.object else { return [] }
        var found: [ObjCObject] = []
        var pending = elements(of: windows).compactMap { $0.probe("rootViewController")?.object }.reversed() as [ObjCObject]
        while let controller = pending.popLast(), found.count < 4096 {
            guard !found.contains(controller) else { continue }
            found.append(controller)
            if let presented = controller.probe("presentedViewController")?.object { pending.append(presented) }
            if let children = controller.probe("childViewControllers")?.object {
                pending.append(contentsOf: elements(of: children).reversed())
            }
        }
        return found
    }
}
