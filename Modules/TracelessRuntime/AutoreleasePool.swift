/// Runs `body` inside an autorelease pool, as every entry point into the GNU
/// runtime from a thread without one must.
@discardableResult
package func withAutoreleasePool<T>(_ body: () throws -> T) rethrows -> T {
    let poolClass = ObjCObject(raw: ObjCClass(named: "NSAutoreleasePool")!.raw)
    let pool = poolClass.send("new").object
    defer { pool?.send("drain") }
    return try body()
}
