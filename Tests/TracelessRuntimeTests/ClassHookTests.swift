import CTracelessRuntime
import RuntimeFixtures
@testable import TracelessRuntime
import XCTest

final class ClassHookTests: RuntimeTestCase {
    func testAOP1_beforeInsteadAfterOnAllInstances() throws {
        let tally = Tally()
        let before = try Hooks.hook(Fixture.counter, "add:to:", position: .before) { call in
            tally.add("before \(call.intArgument(0)) \(call.intArgument(1))")
        }
        let after = try Hooks.hook(Fixture.counter, "add:to:", position: .after) { call in
            tally.add("after \(Int32(truncatingIfNeeded: call.returnValue))")
        }
        defer { before.remove(); after.remove() }
        withAutoreleasePool {
            let counter = Fixture.make(Fixture.counter)
            XCTAssertEqual(Int32(truncatingIfNeeded: counter.object.send("add:to:", 2, -5).int), -3)
            XCTAssertEqual(tally.all, ["before 2 -5", "after -3"])
            XCTAssertEqual(Fixture.count("RFCounter.add"), 1, "original ran once")

            let instead = try! Hooks.hook(Fixture.counter, "add:to:", position: .instead) { call in
                call.setReturnValue(42)
            }
            XCTAssertEqual(counter.object.send("add:to:", 1, 1).int & 0xffff_ffff, 42)
            XCTAssertEqual(Fixture.count("RFCounter.add"), 1, "instead skipped the original")
            instead.remove()
            XCTAssertEqual(counter.object.send("add:to:", 1, 1).int & 0xffff_ffff, 2)
        }
    }

    func testAOP1_tokenRemovesItsHookAndLeavesTheOthers() throws {
        let tally = Tally()
        let a = try Hooks.hook(Fixture.counter, "ping", position: .before) { _ in tally.add("a") }
        let b = try Hooks.hook(Fixture.counter, "ping", position: .after) { _ in tally.add("b") }
        defer { b.remove() }
        withAutoreleasePool {
            let counter = Fixture.make(Fixture.counter)
            counter.object.send("ping")
            a.remove()
            XCTAssertFalse(a.isActive)
            XCTAssertTrue(b.isActive)
            counter.object.send("ping")
        }
        XCTAssertEqual(tally.all, ["a", "b", "b"])
        XCTAssertEqual(Fixture.count("RFCounter.ping"), 2)
    }

    func testRemovingTheLastHookRestoresTheOriginalIMPExactly() throws {
        let before = Fixture.counter.implementation(for: "echo:")
        let token = try Hooks.hook(Fixture.counter, "echo:", position: .after) { _ in }
        XCTAssertNotEqual(Fixture.counter.implementation(for: "echo:"), before)
        XCTAssertEqual(Hooks.installed.first { $0.className == "RFCounter" && $0.selector == "echo:" }?.mechanism, .typed)
        token.remove()
        XCTAssertEqual(Fixture.counter.implementation(for: "echo:"), before)
        XCTAssertNil(Hooks.installed.first { $0.className == "RFCounter" && $0.selector == "echo:" })
    }

    func testHookOnASuperclassReachesSubclassInstancesThatAlreadyDispatched() throws {
        // GCC's method_setImplementation leaves subclasses' dispatch tables stale.
        let leaf = Fixture.make(Fixture.leaf)
        XCTAssertEqual(leaf.send("add:to:", 1, 2).int & 0xffff_ffff, 3)
        let tally = Tally()
        let token = try Hooks.hook(Fixture.counter, "add:to:", position: .before) { _ in tally.add("hook") }
        XCTAssertEqual(leaf.send("add:to:", 1, 2).int & 0xffff_ffff, 3)
        XCTAssertEqual(tally.all, ["hook"])
        token.remove()
        XCTAssertEqual(leaf.send("add:to:", 1, 2).int & 0xffff_ffff, 3)
        XCTAssertEqual(tally.all, ["hook"])
        XCTAssertEqual(Fixture.leaf.implementation(for: "add:to:"), Fixture.counter.ownMethod("add:to:")?.implementation)
    }

    func testTheOriginalSeesItsOwnSelector() throws {
        let token = try Hooks.hook(Fixture.counter, "ping", position: .before) { _ in }
        defer { token.remove() }
        withAutoreleasePool { Fixture.make(Fixture.counter).send("ping") }
        XCTAssertEqual(String(cString: rf_last_cmd()), "ping")
    }

    func testAOP3_customerSwizzleAppliedBeforeOurs() throws {
        XCTAssertEqual(rf_customer_swizzle_ping(UnsafeMutableRawPointer(Fixture.counter.raw)), 1)
        defer { rf_customer_unswizzle_ping(UnsafeMutableRawPointer(Fixture.counter.raw)) }
        let tally = Tally()
        let token = try Hooks.hook(Fixture.counter, "ping", position: .before) { _ in tally.add("hook") }
        withAutoreleasePool { Fixture.make(Fixture.counter).send("ping") }
        XCTAssertEqual(tally.all, ["hook"])
        XCTAssertEqual(Fixture.count("swizzle.ping"), 1)
        XCTAssertEqual(Fixture.count("RFCounter.ping"), 1)
        token.remove()
        withAutoreleasePool { Fixture.make(Fixture.counter).send("ping") }
        XCTAssertEqual(Fixture.count("swizzle.ping"), 2, "removing ours left theirs in place")
        XCTAssertEqual(tally.all, ["hook"])
    }

    func testAOP3_customerSwizzleAppliedAfterOurs() throws {
        let tally = Tally()
        let token = try Hooks.hook(Fixture.counter, "ping", position: .before) { _ in tally.add("hook") }
        XCTAssertEqual(rf_customer_swizzle_ping(UnsafeMutableRawPointer(Fixture.counter.raw)), 1)
        withAutoreleasePool { Fixture.make(Fixture.counter).send("ping") }
        XCTAssertEqual(tally.all, ["hook"])
        XCTAssertEqual(Fixture.count("swizzle.ping"), 1)
        XCTAssertEqual(Fixture.count("RFCounter.ping"), 1)
        token.remove()
        withAutoreleasePool { Fixture.make(Fixture.counter).send("ping") }
        XCTAssertEqual(Fixture.count("swizzle.ping"), 2, "their swizzle still calls through us to the original")
        XCTAssertEqual(Fixture.count("RFCounter.ping"), 2)
        XCTAssertEqual(tally.all, ["hook"], "our handler is gone")
        rf_customer_unswizzle_ping(UnsafeMutableRawPointer(Fixture.counter.raw))
        withAutoreleasePool { Fixture.make(Fixture.counter).send("ping") }
        XCTAssertEqual(Fixture.count("RFCounter.ping"), 3)
    }

    func testAOP4_superAndSubclassHookedOnTheSameSelector() throws {
        let tally = Tally()
        let onSuper = try Hooks.hook(Fixture.counter, "ping", position: .before) { _ in tally.add("super") }
        let onSub = try Hooks.hook(Fixture.sub, "ping", position: .before) { _ in tally.add("sub") }
        let onLeaf = try Hooks.hook(Fixture.leaf, "ping", position: .before) { _ in tally.add("leaf") }
        defer { onSuper.remove(); onSub.remove(); onLeaf.remove() }
        withAutoreleasePool { Fixture.make(Fixture.leaf).send("ping") }
        XCTAssertEqual(tally.all, ["leaf", "sub", "super"])
        XCTAssertEqual(Fixture.count("RFSubCounter.ping"), 1)
        XCTAssertEqual(Fixture.count("RFCounter.ping"), 1)
    }

    func testAOP4_superAndSubclassHookedThroughForwarding() throws {
        let tally = Tally()
        let onSuper = try Hooks.hook(Fixture.counter, "scale:", position: .before) { call in tally.add("super \(call.doubleArgument(0))") }
        let onSub = try Hooks.hook(Fixture.sub, "scale:", position: .before) { call in tally.add("sub \(call.doubleArgument(0))") }
        defer { onSuper.remove(); onSub.remove() }
        XCTAssertEqual(Hooks.installed.first { $0.className == "RFSubCounter" && $0.selector == "scale:" }?.mechanism, .forwarding)
        let result: Double = withAutoreleasePool {
            let sub = Fixture.make(Fixture.sub)
            return callScale(sub.object, 2)
        }
        XCTAssertEqual(result, 6)
        XCTAssertEqual(tally.all, ["sub 2.0", "super 2.0"])
        XCTAssertEqual(Fixture.count("RFSubCounter.scale"), 1)
        XCTAssertEqual(Fixture.count("RFCounter.scale"), 1)
    }

    func testForwardingPathInsteadAndAfterWithDoubles() throws {
        let tally = Tally()
        let after = try Hooks.hook(Fixture.counter, "scale:", position: .after) { call in tally.add("after \(call.doubleArgument(0))") }
        defer { after.remove() }
        withAutoreleasePool {
            let counter = Fixture.make(Fixture.counter)
            XCTAssertEqual(callScale(counter.object, 4), 10)
            XCTAssertEqual(tally.all, ["after 4.0"])
            XCTAssertEqual(Fixture.count("RFCounter.scale"), 1)
        }
    }

    func testAOP2_businessForwardingKeepsWorkingWhenHookedBeforeAndAfter() throws {
        // The class answers `businessDynamic` through its own forwardInvocation:.
        let tally = Tally()
        withAutoreleasePool {
            let object = Fixture.make(Fixture.dynamic)
            object.object.send("businessDynamic")
            XCTAssertEqual(Fixture.count("RFDynamic.businessDynamic"), 1)
        }
        let hook = try Hooks.hook(Fixture.dynamic, "scale:", position: .before) { _ in tally.add("scale") }
        defer { hook.remove() }
        withAutoreleasePool {
            let object = Fixture.make(Fixture.dynamic)
            object.object.send("businessDynamic")
            XCTAssertEqual(callScale(object.object, 2), 5)
        }
        XCTAssertEqual(Fixture.count("RFDynamic.businessDynamic"), 2, "business forwarding still answers")
        XCTAssertEqual(tally.all, ["scale"])
    }

    func testAOP2_jspatchStyleForwardingInstalledAfterOurHook() throws {
        let cls = try RuntimeClassBuilder.subclass(of: Fixture.counter, named: "JSPatchedCounter")
        let tally = Tally()
        let hook = try Hooks.hook(cls, "scale:", position: .before) { _ in tally.add("scale") }
        defer { hook.remove() }
        rf_jspatch_install(UnsafeMutableRawPointer(cls.raw))
        withAutoreleasePool {
            let object = ObjCObject.make(cls)
            object.object.send("dynamicMethod")
            XCTAssertEqual(callScale(object.object, 2), 5)
        }
        XCTAssertEqual(Fixture.count("jspatch.dynamicMethod"), 1)
        XCTAssertEqual(tally.all, ["scale"], "JSPatch passed our selector on to our forwardInvocation:")
    }

    func testAOP2_jspatchStyleForwardingInstalledBeforeOurHook() throws {
        let cls = try RuntimeClassBuilder.subclass(of: Fixture.counter, named: "JSPatchedFirstCounter")
        rf_jspatch_install(UnsafeMutableRawPointer(cls.raw))
        let tally = Tally()
        let hook = try Hooks.hook(cls, "scale:", position: .before) { _ in tally.add("scale") }
        defer { hook.remove() }
        withAutoreleasePool {
            let object = ObjCObject.make(cls)
            object.object.send("dynamicMethod")
            XCTAssertEqual(callScale(object.object, 2), 5)
        }
        XCTAssertEqual(Fixture.count("jspatch.dynamicMethod"), 1)
        XCTAssertEqual(tally.all, ["scale"])
    }

    func testAOP6_forbiddenSelectorsAreRefusedWithAReason() {
        for name in ["retain", "release", "autorelease", "forwardInvocation:"] {
            XCTAssertThrowsError(try Hooks.hook(Fixture.counter, ObjCSelector(name)) { _ in }) { error in
                guard case HookError.forbiddenSelector(let selector, _) = error else { return XCTFail("\(name): \(error)") }
                XCTAssertEqual(selector, name)
            }
        }
        XCTAssertThrowsError(try Hooks.hook(Fixture.counter, "dealloc", position: .after) { _ in })
        XCTAssertThrowsError(try Hooks.hook(Fixture.counter, "dealloc", position: .instead) { _ in })
        let tally = Tally()
        let before = try? Hooks.hook(Fixture.counter, "dealloc", position: .before) { _ in tally.add("dealloc") }
        XCTAssertNotNil(before, "dealloc may be hooked before")
        withAutoreleasePool { _ = Fixture.make(Fixture.counter) }
        before?.remove()
        XCTAssertEqual(tally.all, ["dealloc"])
    }

    /// A hook with only `before` handlers leaves the original to its trampoline, which
    /// jumps to it with the caller's own registers: every argument, `_cmd` and the
    /// result are as without the hook, and the original runs once a call, also when a
    /// handler ran it itself or an `after` handler joins.
    func testAOP1_aBeforeOnlyHookHandsEveryArgumentAndTheResultThrough() throws {
        // calls[0]: how many times it ran; calls[1]: the `_cmd` it ran under.
        let original: @convention(c) (tl_id?, tl_sel?, UInt, Int, Int, Int, Int, Int) -> Int = { _, cmd, calls, a, b, c, d, e in
            let record = UnsafeMutablePointer<Int>(bitPattern: calls)!
            record[0] += 1
            record[1] = Int(bitPattern: UInt(bitPattern: cmd))
            return a + 10 * b + 100 * c + 1_000 * d + 10_000 * e
        }
        let selector: ObjCSelector = "countedInto:a:b:c:d:e:"
        let cls = try RuntimeClassBuilder.subclass(
            of: Fixture.counter, named: "BeforeOnlySixWords",
            methods: [MethodDefinition(selector, types: "q@:Qqqqqq", imp: unsafeBitCast(original, to: UnsafeMutableRawPointer.self))])
        let calls = UnsafeMutablePointer<Int>.allocate(capacity: 2)
        calls.initialize(repeating: 0, count: 2)
        defer { calls.deallocate() }
        let tally = Tally()
        let before = try Hooks.hook(cls, selector, position: .before, mechanism: .typed) { call in
            tally.add("before \((1...5).map { call.intArgument($0) })")
        }
        defer { before.remove() }
        withAutoreleasePool {
            let object = Fixture.make(cls)
            func send() -> Int {
                object.object.send(selector, arguments: [UInt(bitPattern: calls), 1, 2, 3, 4, -5]).int
            }
            XCTAssertEqual(send(), -45_679)
            XCTAssertEqual(calls[0], 1)
            XCTAssertEqual(String(cString: tl_sel_get_name(OpaquePointer(bitPattern: calls[1]))), selector.name)
            XCTAssertEqual(tally.all, ["before [1, 2, 3, 4, -5]"])

            let running = try! Hooks.hook(cls, selector, position: .before) { call in call.invokeOriginal() }
            XCTAssertEqual(send(), -45_679)
            XCTAssertEqual(calls[0], 2, "a handler ran the original: the trampoline does not run it again")
            running.remove()

            let after = try! Hooks.hook(cls, selector, position: .after) { call in
                tally.add("after \(Int(bitPattern: call.returnValue))")
            }
            XCTAssertEqual(send(), -45_679)
            XCTAssertEqual(calls[0], 3)
            XCTAssertEqual(tally.all.last, "after -45679")
            after.remove()

            XCTAssertEqual(send(), -45_679)
            XCTAssertEqual(calls[0], 4)
            XCTAssertEqual(tally.count("before [1, 2, 3, 4, -5]"), 4)

            // Called under another spelling of the selector's types (code compiled
            // elsewhere): the same hook, the original once, under the caller's selector.
            let spelled = OpaquePointer(rf_typed_selector(selector.name, "q56@0:8Q16q24q32q40q48q52")!)
            #if !canImport(Darwin)
            XCTAssertNotEqual(spelled, selector.raw, "GCC's runtime: a selector of its own for this spelling")
            #endif
            let words: [UInt] = [UInt(bitPattern: calls), 1, 2, 3, 4, UInt(bitPattern: -5)]
            let imp = tl_msg_lookup(object.object.raw, spelled)
            let result = words.withUnsafeBufferPointer { tl_call_words(imp, object.object.raw, spelled, 6, $0.baseAddress) }
            XCTAssertEqual(Int(bitPattern: result), -45_679)
            XCTAssertEqual(calls[0], 5)
            XCTAssertEqual(calls[1], Int(bitPattern: UInt(bitPattern: spelled)), "the original runs under the caller's selector")
            XCTAssertEqual(tally.count("before [1, 2, 3, 4, -5]"), 5)
        }
    }

    /// An init with integer-class arguments takes the typed path (one that needs the
    /// forwarding path: `ForwardingPathTests`).
    func testAnInitIsHookedOnTheTypedPath() throws {
        let tally = Tally()
        let token = try Hooks.hook(Fixture.counter, "init") { _ in tally.add("init") }
        withAutoreleasePool { _ = Fixture.make(Fixture.counter) }
        token.remove()
        XCTAssertEqual(tally.all, ["init"])
    }

    func testRefusalsAreTypedErrors() throws {
        XCTAssertThrowsError(try Hooks.hook("NoSuchClassAnywhere", "ping") { _ in }) { error in
            XCTAssertEqual(error as? HookError, .classNotFound("NoSuchClassAnywhere"))
        }
        XCTAssertThrowsError(try Hooks.hook(Fixture.counter, "noSuchMethod") { _ in }) { error in
            XCTAssertEqual(error as? HookError, .selectorNotFound(class: "RFCounter", selector: "noSuchMethod"))
        }
        XCTAssertThrowsError(try Hooks.hook(Fixture.counter, "scale:", mechanism: .typed) { _ in }) { error in
            guard case HookError.signatureMismatch = error else { return XCTFail("\(error)") }
        }
        let first = try Hooks.hook(Fixture.counter, "flag:", position: .instead, owner: "first") { call in call.invokeOriginal() }
        defer { first.remove() }
        XCTAssertThrowsError(try Hooks.hook(Fixture.counter, "flag:", position: .instead, owner: "second") { _ in }) { error in
            XCTAssertEqual(error as? HookError, .conflictingHook(class: "RFCounter", selector: "flag:", existingOwner: "first"))
        }
    }

    func testAOP7_hooksAddedAndRemovedWhileOtherThreadsCall() throws {
        let counter = Fixture.make(Fixture.counter)
        let stop = Tally()
        let calls = Tally()
        let object = counter.object
        let group = DispatchGroup()
        let running = DispatchSemaphore(value: 0)
        for _ in 0..<2 {
            group.enter()
            Thread.detachNewThread {
                withAutoreleasePool {
                    var n = 0
                    while stop.all.isEmpty {
                        if object.send("add:to:", 20, 22).int & 0xffff_ffff != 42 { calls.add("wrong") }
                        n += 1
                        if n == 1 { running.signal() }
                    }
                    calls.add("done \(n > 0)")
                }
                group.leave()
            }
        }
        // Both threads are calling before the first hook goes in, however the scheduler runs them.
        running.wait()
        running.wait()
        let seen = Tally()
        for round in 0..<300 {
            let token = try Hooks.hook(Fixture.counter, "add:to:", position: round % 2 == 0 ? .before : .after) { _ in
                seen.add("x")
            }
            token.remove()
        }
        stop.add("stop")
        group.wait()
        XCTAssertEqual(calls.count("wrong"), 0, "every call got the original's result")
        XCTAssertEqual(calls.count("done true"), 2)
        XCTAssertEqual(Fixture.counter.implementation(for: "add:to:"), Fixture.counter.ownMethod("add:to:")?.implementation)
    }
}

/// `-scale:` takes and returns a double: called through a typed function pointer.
func callScale(_ object: ObjCObject, _ value: Double) -> Double {
    typealias Scale = @convention(c) (OpaquePointer, OpaquePointer, Double) -> Double
    let sel = ObjCSelector("scale:").raw
    let imp = object.isa.implementation(for: "scale:")!
    return unsafeBitCast(imp, to: Scale.self)(object.raw, sel, value)
}
