import RuntimeFixtures
@testable import TracelessRuntime
import XCTest

/// CoreGraphics' shapes, as `RFCanvas` takes and returns them (`{CGPoint=dd}`,
/// `{CGRect={CGPoint=dd}{CGSize=dd}}`).
struct Point: Equatable { var x, y: Double }
struct Rect: Equatable { var x, y, width, height: Double }

/// Hooks on methods the typed path cannot carry (struct arguments and returns),
/// called from Objective-C as UIKit calls them: the original gets the caller's
/// arguments, the caller gets the return value, handlers read both.
final class ForwardingPathTests: RuntimeTestCase {
    static let configuration: ObjCSelector = "configurationForInteraction:atLocation:"
    static let item: ObjCSelector = "itemForInteraction:inRect:"
    static let center: ObjCSelector = "centerOfItem:inRect:"
    static let frame: ObjCSelector = "frameOfItem:atLocation:"

    func testAStructArgumentTakesTheForwardingPath() throws {
        let token = try Hooks.hook(Fixture.canvas, Self.configuration) { _ in }
        defer { token.remove() }
        XCTAssertEqual(Hooks.installed.first { $0.className == "RFCanvas" && $0.selector == Self.configuration.name }?.mechanism, .forwarding)
        XCTAssertThrowsError(try Hooks.hook(Fixture.canvas, Self.item, mechanism: .typed) { _ in }) { error in
            guard case HookError.signatureMismatch = error else { return XCTFail("\(error)") }
        }
    }

    /// UIKit's `contextMenuInteraction:configurationForMenuAtLocation:` hooked after:
    /// the caller kept the configuration past its autorelease pool and found it
    /// freed (GNUstep's freed-object marker, 0xdeadface, in its isa).
    func testAOP1_anObjectReturnedAfterAHookStaysTheCallers() throws {
        for mechanism in [HookMechanism.automatic, .forwarding] {
            let tally = Tally()
            let token = try Hooks.hook(Fixture.canvas, Self.configuration, position: .after, mechanism: mechanism) { call in
                tally.add("after \(call.returnObject != nil)")
            }
            withAutoreleasePool {
                let canvas = Fixture.make(Fixture.canvas)
                let interaction = Fixture.make(Fixture.observer)
                let call = sendConfiguration(canvas, interaction, Point(x: 1.5, y: -2.25))
                XCTAssertEqual(call.argumentsIntact, 1, "\(mechanism)")
                XCTAssertEqual(call.returnIntact, 1, "\(mechanism)")
                XCTAssertEqual(call.returnAlive, 1, "\(mechanism): the configuration outlives the caller's pool while the caller holds it")
                XCTAssertEqual(call.point, Point(x: 1.5, y: -2.25))
            }
            token.remove()
            XCTAssertEqual(tally.all, ["after true"])
        }
    }

    func testAOP1_beforeInsteadAfterAroundAnObjectAndAPoint() throws {
        let canvas = Fixture.make(Fixture.canvas)
        let interaction = Fixture.make(Fixture.observer)
        let tally = Tally()
        let expected = interaction.object
        let before = try Hooks.hook(Fixture.canvas, Self.configuration, position: .before) { call in
            tally.add("before \(call.objectArgument(0) == expected) \(call.argument(1, as: Point.self).map { "\($0.x),\($0.y)" } ?? "-") \(call.returnObject == nil)")
        }
        let after = try Hooks.hook(Fixture.canvas, Self.configuration, position: .after) { call in
            let source = call.returnObject.map { rf_configuration_source(UnsafeMutableRawPointer($0.raw)) }
            tally.add("after \(source == UnsafeMutableRawPointer(expected.raw))")
        }
        defer { before.remove(); after.remove() }
        withAutoreleasePool {
            let call = sendConfiguration(canvas, interaction, Point(x: 3, y: 4))
            XCTAssertEqual([call.argumentsIntact, call.returnIntact, call.returnAlive], [1, 1, 1])
        }
        XCTAssertEqual(tally.all, ["before true 3.0,4.0 true", "after true"])
        XCTAssertEqual(Fixture.count("RFCanvas.configuration"), 1, "the original ran once")

        // Instead, calling the original: the same as no hook.
        let instead = try Hooks.hook(Fixture.canvas, Self.configuration, position: .instead) { call in call.invokeOriginal() }
        withAutoreleasePool {
            let call = sendConfiguration(canvas, interaction, Point(x: -5, y: 6.5))
            XCTAssertEqual([call.argumentsIntact, call.returnIntact, call.returnAlive], [1, 1, 1])
            XCTAssertEqual(call.point, Point(x: -5, y: 6.5))
        }
        instead.remove()
        XCTAssertEqual(Fixture.count("RFCanvas.configuration"), 2)
    }

    func testAOP1_anInsteadHookAnswersForTheOriginal() throws {
        let canvas = Fixture.make(Fixture.canvas)
        let interaction = Fixture.make(Fixture.observer)
        let substitute = Fixture.make(Fixture.observer)
        let answer = substitute.object
        let instead = try Hooks.hook(Fixture.canvas, Self.configuration, position: .instead) { call in call.setReturnValue(answer) }
        withAutoreleasePool {
            let call = sendConfiguration(canvas, interaction, Point(x: 1, y: 2))
            XCTAssertEqual(call.argumentsIntact, 0, "the original did not run")
            XCTAssertEqual(call.returned, UnsafeMutableRawPointer(answer.raw))
            XCTAssertEqual(call.returnAlive, 1)
        }
        instead.remove()

        // An instead hook that sets nothing returns nil, as on the typed path.
        let silent = try Hooks.hook(Fixture.canvas, Self.configuration, position: .instead) { _ in }
        defer { silent.remove() }
        withAutoreleasePool {
            let call = sendConfiguration(canvas, interaction, Point(x: 1, y: 2))
            XCTAssertNil(call.returned)
        }
        XCTAssertEqual(Fixture.count("RFCanvas.configuration"), 0)
    }

    func testAOP1_beforeInsteadAfterAroundAnObjectAndARect() throws {
        let canvas = Fixture.make(Fixture.canvas)
        let interaction = Fixture.make(Fixture.observer)
        let rect = Rect(x: 10, y: 20, width: 300, height: -40.5)
        for mechanism in [HookMechanism.automatic, .forwarding] {
            let tally = Tally()
            let before = try Hooks.hook(Fixture.canvas, Self.item, position: .before, mechanism: mechanism) { call in
                tally.add("before \(call.argument(1, as: Rect.self) == rect)")
            }
            let instead = try Hooks.hook(Fixture.canvas, Self.item, position: .instead, mechanism: mechanism) { call in
                call.invokeOriginal()
                tally.add("instead \(call.returnObject != nil)")
            }
            let after = try Hooks.hook(Fixture.canvas, Self.item, position: .after, mechanism: mechanism) { call in
                tally.add("after \(call.argument(1, as: Rect.self) == rect) \(call.returnObject != nil)")
            }
            withAutoreleasePool {
                let call = rf_canvas_item(canvas.object.pointer, interaction.object.pointer, rect.x, rect.y, rect.width, rect.height)
                XCTAssertEqual([call.argumentsIntact, call.returnIntact, call.returnAlive], [1, 1, 1], "\(mechanism)")
                XCTAssertEqual(call.rect, rect)
            }
            before.remove(); instead.remove(); after.remove()
            XCTAssertEqual(tally.all, ["before true", "instead true", "after true true"], "\(mechanism)")
        }
    }

    func testAOP1_aPointReturnedInRegisters() throws {
        let canvas = Fixture.make(Fixture.canvas)
        let item = Fixture.make(Fixture.observer)
        let tally = Tally()
        let after = try Hooks.hook(Fixture.canvas, Self.center, position: .after) { call in
            tally.add("after \(call.returnValue(as: Point.self).map { "\($0.x),\($0.y)" } ?? "-")")
        }
        withAutoreleasePool {
            let call = rf_canvas_center(canvas.object.pointer, item.object.pointer, 0, 10, 100, 50)
            XCTAssertEqual([call.argumentsIntact, call.returnIntact], [1, 1])
            XCTAssertEqual(call.point, Point(x: 50, y: 35))
        }
        after.remove()
        XCTAssertEqual(tally.all, ["after 50.0,35.0"])

        let instead = try Hooks.hook(Fixture.canvas, Self.center, position: .instead) { call in
            XCTAssertFalse(call.setReturnValue(1.0, as: Double.self), "not the return value's size")
            call.setReturnValue(Point(x: -1, y: 7), as: Point.self)
        }
        defer { instead.remove() }
        withAutoreleasePool {
            let call = rf_canvas_center(canvas.object.pointer, item.object.pointer, 0, 10, 100, 50)
            XCTAssertEqual(call.point, Point(x: -1, y: 7))
        }
    }

    func testAOP1_aRectReturnedInMemory() throws {
        let canvas = Fixture.make(Fixture.canvas)
        let item = Fixture.make(Fixture.observer)
        let tally = Tally()
        let before = try Hooks.hook(Fixture.canvas, Self.frame, position: .before, mechanism: .forwarding) { call in
            tally.add("before \(call.returnValue(as: Rect.self) == nil) \(call.argument(1, as: Point.self) == Point(x: 7, y: 8))")
        }
        let after = try Hooks.hook(Fixture.canvas, Self.frame, position: .after, mechanism: .forwarding) { call in
            tally.add("after \(call.returnValue(as: Rect.self) == Rect(x: 7, y: 8, width: 10, height: 20))")
        }
        withAutoreleasePool {
            let call = rf_canvas_frame(canvas.object.pointer, item.object.pointer, 7, 8)
            XCTAssertEqual([call.argumentsIntact, call.returnIntact], [1, 1])
            XCTAssertEqual(call.rect, Rect(x: 7, y: 8, width: 10, height: 20))
        }
        before.remove(); after.remove()
        XCTAssertEqual(tally.all, ["before true true", "after true"])

        let instead = try Hooks.hook(Fixture.canvas, Self.frame, position: .instead) { call in
            call.setReturnValue(Rect(x: 1, y: 2, width: 3, height: 4), as: Rect.self)
        }
        defer { instead.remove() }
        withAutoreleasePool {
            let call = rf_canvas_frame(canvas.object.pointer, item.object.pointer, 7, 8)
            XCTAssertEqual(call.rect, Rect(x: 1, y: 2, width: 3, height: 4))
        }
        XCTAssertEqual(Fixture.count("RFCanvas.frame"), 1)
    }

    /// A handler asking for a struct at the wrong size, or as a word, gets nothing
    /// (the invocation would have written the whole struct into its buffer).
    func testAStructIsReadOnlyAtItsOwnSize() throws {
        let canvas = Fixture.make(Fixture.canvas)
        let item = Fixture.make(Fixture.observer)
        let tally = Tally()
        let before = try Hooks.hook(Fixture.canvas, Self.item, position: .before) { call in
            tally.add("\(call.argument(1)) \(call.argument(1, as: Point.self) == nil) \(call.doubleArgument(1)) \(call.objectArgument(0) != nil)")
        }
        defer { before.remove() }
        withAutoreleasePool {
            let call = rf_canvas_item(canvas.object.pointer, item.object.pointer, 1, 2, 3, 4)
            XCTAssertEqual(call.argumentsIntact, 1)
        }
        XCTAssertEqual(tally.all, ["0 true 0.0 true"])
    }

    /// Every call through a forwarding hook has its own copy of the arguments: a
    /// call of the same signature made while one is in flight (here from a handler,
    /// as a plugin reading a view might) no longer overwrites the first call's.
    func testANestedCallOfTheSameSignatureKeepsTheOuterArguments() throws {
        let canvas = Fixture.make(Fixture.canvas)
        let other = Fixture.make(Fixture.canvas)
        let interaction = Fixture.make(Fixture.observer)
        let depth = Tally()
        let seen = Tally()
        let (otherObject, interactionObject) = (other.object, interaction.object)
        let before = try Hooks.hook(Fixture.canvas, Self.configuration, position: .before) { call in
            guard depth.all.isEmpty else { return }
            depth.add("nested")
            let inner = rf_canvas_configuration(otherObject.pointer, interactionObject.pointer, 7, 8)
            seen.add("inner \(inner.argumentsIntact) \(inner.returnAlive)")
        }
        let after = try Hooks.hook(Fixture.canvas, Self.configuration, position: .after) { call in
            seen.add("after \(call.argument(1, as: Point.self).map { "\($0.x),\($0.y)" } ?? "-")")
        }
        defer { before.remove(); after.remove() }
        withAutoreleasePool {
            let call = sendConfiguration(canvas, interaction, Point(x: 1.5, y: -2.25))
            XCTAssertEqual([call.argumentsIntact, call.returnIntact, call.returnAlive], [1, 1, 1])
            XCTAssertEqual(call.point, Point(x: 1.5, y: -2.25))
        }
        XCTAssertEqual(seen.all, ["after 7.0,8.0", "inner 1 1", "after 1.5,-2.25"])
    }

    /// The same method called again on the same object while its hook runs reaches
    /// the hook and the original again (GNUstep's forwardInvocation: route took it for
    /// a super call and raised "does not recognize").
    func testARecursiveCallOnTheSameObjectRunsItsOwnHook() throws {
        let canvas = Fixture.make(Fixture.canvas)
        let interaction = Fixture.make(Fixture.observer)
        let depth = Tally()
        let (canvasObject, interactionObject) = (canvas.object, interaction.object)
        let before = try Hooks.hook(Fixture.canvas, Self.configuration, position: .before) { call in
            depth.add("before")
            guard depth.all.count == 1 else { return }
            let inner = rf_canvas_configuration(canvasObject.pointer, interactionObject.pointer, 7, 8)
            depth.add("inner \(inner.argumentsIntact) \(inner.returnIntact)")
        }
        defer { before.remove() }
        withAutoreleasePool {
            let call = sendConfiguration(canvas, interaction, Point(x: 1, y: 2))
            XCTAssertEqual([call.argumentsIntact, call.returnIntact, call.returnAlive], [1, 1, 1])
        }
        XCTAssertEqual(depth.all, ["before", "before", "inner 1 1"])
        XCTAssertEqual(Fixture.count("RFCanvas.configuration"), 2)
    }

    /// Threads calling one hooked method at once each get their own arguments and
    /// result (they shared one argument frame per signature before).
    func testConcurrentCallsKeepTheirOwnArguments() throws {
        let after = try Hooks.hook(Fixture.canvas, Self.configuration, position: .after) { _ in }
        defer { after.remove() }
        let canvas = Fixture.make(Fixture.canvas)
        let interaction = Fixture.make(Fixture.observer)
        let (canvasObject, interactionObject) = (canvas.object, interaction.object)
        let wrong = Tally()
        let group = DispatchGroup()
        for thread in 0..<3 {
            group.enter()
            Thread.detachNewThread {
                withAutoreleasePool {
                    for n in 0..<2000 {
                        let point = Point(x: Double(thread), y: Double(n))
                        let call = rf_canvas_configuration(canvasObject.pointer, interactionObject.pointer, point.x, point.y)
                        if call.argumentsIntact != 1 || call.returnAlive != 1 || call.point != point { wrong.add("\(thread).\(n)") }
                    }
                }
                group.leave()
            }
        }
        group.wait()
        XCTAssertEqual(wrong.all.count, 0, "first: \(wrong.all.prefix(3))")
    }

    /// Results the caller owns (init, copy families) come back owned exactly once:
    /// the forwarding path no longer releases them under the caller.
    func testAOP1_ownedResultsOnTheForwardingPathStayTheCallers() throws {
        let tally = Tally()
        let after = try Hooks.hook(Fixture.counter, "initWithScale:", position: .after) { call in
            tally.add("init \(call.doubleArgument(0)) \(call.returnObject != nil)")
        }
        let instead = try Hooks.hook(Fixture.counter, "copyScaled:", position: .instead) { call in
            call.invokeOriginal()
            tally.add("copy \(call.doubleArgument(0)) \(call.returnObject != nil)")
        }
        defer { after.remove(); instead.remove() }
        XCTAssertEqual(Hooks.installed.first { $0.className == "RFCounter" && $0.selector == "copyScaled:" }?.mechanism, .forwarding)
        let counter = Fixture.make(Fixture.counter)
        XCTAssertEqual(rf_counter_owned_results(counter.object.pointer, 2.5), 2)
        XCTAssertEqual(tally.all, ["init 2.5 true", "copy 2.5 true"])
    }

    private func sendConfiguration(_ canvas: OwnedObject, _ interaction: OwnedObject, _ point: Point) -> RFStructCall {
        rf_canvas_configuration(canvas.object.pointer, interaction.object.pointer, point.x, point.y)
    }
}

extension ObjCObject {
    /// The object as the fixtures' C functions take it.
    var pointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(raw) }
}

extension RFStructCall {
    var point: Point { Point(x: values.0, y: values.1) }
    var rect: Rect { Rect(x: values.0, y: values.1, width: values.2, height: values.3) }
}

extension ForwardingPathTests {
    /// A union or a bit field in the signature: GNUstep's forwarding would pass it
    /// as something else, so the hook is refused and the method left as it was.
    func testASignatureGNUstepCannotForwardIsRefusedAndLeftAlone() throws {
        let canvas = Fixture.make(Fixture.canvas)
        for (selector, fragment) in [("measure:", "(RFNumber=id)"), ("levelOf:", "{RFFlags=")] {
            let before = Fixture.canvas.implementation(for: ObjCSelector(selector))
            XCTAssertThrowsError(try Hooks.hook(Fixture.canvas, ObjCSelector(selector), position: .before) { _ in }) { error in
                guard case HookError.unsupportedSignature(let name, let types, _) = error else { return XCTFail("\(selector): \(error)") }
                XCTAssertEqual(name, selector)
                XCTAssertTrue(types.contains(fragment), types)
            }
            XCTAssertEqual(Fixture.canvas.implementation(for: ObjCSelector(selector)), before, "\(selector) left as it was")
            XCTAssertNil(Hooks.installed.first { $0.className == "RFCanvas" && $0.selector == selector })
        }
        XCTAssertEqual(rf_canvas_measure(canvas.object.pointer, 1.25), 2.5)
        XCTAssertEqual(rf_canvas_level(canvas.object.pointer, 5), 5)
    }
}
