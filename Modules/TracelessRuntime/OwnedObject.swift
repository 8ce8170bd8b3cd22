/// A strong (+1) reference to an Objective-C object, released when this value goes away.
///
/// Swift may release a temporary right after its last use: in
/// `ObjCObject.make(cls).object.send("x")` the object can be gone before `x` is sent.
/// Keep the `OwnedObject` in a variable, or send through it (`owned.send("x")`).
///
/// ```swift
/// let table = ObjCObject.make(ObjCClass(named: "UITableView")!)
/// table.object.send("reloadData")
/// ```
package final class OwnedObject: @unchecked Sendable, Hashable {
    package let object: ObjCObject

    /// Takes over a reference the caller already owns (from `alloc`/`new`/`copy`).
    package init(adopting object: ObjCObject) { self.object = object }

    /// Retains `object`.
    package init(retaining object: ObjCObject) { self.object = object.retain() }

    deinit { object.release() }

    /// Sends a message while this reference keeps the object alive.
    @discardableResult
    package func send(_ selector: ObjCSelector, _ arguments: any ObjCWordConvertible...) -> ObjCReturn {
        withExtendedLifetime(self) { object.send(selector, arguments: arguments) }
    }

    package static func == (lhs: OwnedObject, rhs: OwnedObject) -> Bool { lhs.object == rhs.object }
    package func hash(into hasher: inout Hasher) { hasher.combine(object) }
}
