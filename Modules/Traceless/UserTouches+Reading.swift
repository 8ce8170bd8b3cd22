import Foundation
import TracelessRuntime

/// Reading the touch being dispatched: the views it landed in, and where.
extension UserTouches {
    /// The views from `view` up, by address; the first of them that is a tap target (the
    /// view when none is); and where in the chain the innermost scroll view inside a
    /// control is (a wheel's rows; -1: none — a plain word, as every part of a finger's
    /// sequence: optionals in these tuples are copied through generic outlined functions
    /// on every touch).
    static func ancestry(_ view: ObjCObject) -> (chain: [UInt], tapTarget: UInt, wheel: Int) {
        var chain: [UInt] = []
        chain.reserveCapacity(16)
        var tapTarget: UInt = 0
        var scrollView = -1
        var wheel = -1
        var current: ObjCObject? = view
        while let object = current, chain.count < 64 {
            chain.append(object.objcWord)
            let facts = ClassFacts.of(object)
            if tapTarget == 0, facts.isTapTarget { tapTarget = object.objcWord }
            if wheel < 0 {
                if facts.isScrollView {
                    if scrollView < 0 { scrollView = chain.count - 1 }
                } else if facts.isControl, scrollView >= 0 {
                    wheel = scrollView
                }
            }
            current = object.probe(superviewSelector, known: facts.isView)?.object
        }
        return (chain, tapTarget != 0 ? tapTarget : view.objcWord, wheel)
    }

    /// Whether the scroll view `levels` above `view`, at `address`, still moves after the
    /// finger (decelerating). Walked up live: the addresses are only compared.
    static func isStillMoving(_ view: ObjCObject, levels: Int, address: UInt) -> Bool {
        var current: ObjCObject? = view
        for _ in 0..<levels { current = current?.probe(superviewSelector, known: true)?.object }
        guard let scrollView = current, scrollView.objcWord == address else { return false }
        return scrollView.probe(isDeceleratingSelector)?.bool == true
    }

    static var currentTouch: ObjCObject? { currentFrame?.touch }

    /// The innermost event being dispatched on this thread.
    static var currentFrame: Frame? {
        let me = pthread_self()
        return state.withLock { state -> Frame? in
            state.frames.last { pthread_equal($0.thread, me) != 0 }
        }
    }

    static func memoized(_ serial: UInt64, _ element: ObjCObject, _ read: () -> TapPosition?) -> TapPosition? {
        let address = element.objcWord
        if let memo = state.withLock({ $0.memo }), memo.serial == serial, memo.element == address { return memo.position }
        let position = read()
        state.withLock { $0.memo = PositionMemo(serial: serial, element: address, position: position) }
        return position
    }

    /// `view`'s bounds in its window's coordinates: for the view and each superview below
    /// the window, its frame's origin less its bounds' (a scroll view's offset); transforms
    /// are not followed. Nil for a view whose size is unknown or empty.
    static func frameInWindow(of view: ObjCObject) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard let bounds = view.probeRect(boundsSelector, known: ClassFacts.of(view).isView), bounds.width > 0, bounds.height > 0 else { return nil }
        var x = bounds.x, y = bounds.y
        var current = view
        for _ in 0..<64 {
            // The window's own coordinates are the window's: nothing of it is added.
            guard let superview = current.probe(superviewSelector, known: true)?.object else { break }
            guard let frame = current.probeRect(frameSelector, known: true),
                  let inner = current.probeRect(boundsSelector, known: true) else { return nil }
            x += frame.x - inner.x
            y += frame.y - inner.y
            current = superview
        }
        return (x, y, bounds.width, bounds.height)
    }

    static func tapPosition(of touch: ObjCObject, in element: ObjCObject) -> TapPosition? {
        guard let screen = screenPosition(of: touch) else { return nil }
        guard let local = touch.probePoint(locationInView, element, known: true),
              let bounds = element.probeRect(boundsSelector, known: ClassFacts.of(element).isView), bounds.width > 0, bounds.height > 0 else { return screen }
        return TapPosition(
            elementX: fraction(local.x - bounds.x, of: bounds.width), elementY: fraction(local.y - bounds.y, of: bounds.height),
            screenX: screen.screenX, screenY: screen.screenY)
    }

    static func screenPosition(of touch: ObjCObject) -> TapPosition? {
        guard let point = touch.probePoint(locationInView, nil, known: true),
              let window = touch.probeKnown(windowSelector)?.object,
              let bounds = window.probeRect(boundsSelector, known: true), bounds.width > 0, bounds.height > 0 else { return nil }
        return TapPosition(elementX: nil, elementY: nil, screenX: fraction(point.x, of: bounds.width),
                           screenY: fraction(point.y, of: bounds.height))
    }

    /// A UIEvent (of UIKit's class): answers its methods without being asked first.
    static func isEvent(_ object: ObjCObject) -> Bool {
        eventClass.map { object.isa.isSubclass(of: $0) } ?? false
    }

    static func fraction(_ value: Double, of length: Double) -> Double {
        guard value.isFinite, length.isFinite, length > 0 else { return 0 }
        return min(max(value / length, 0), 1)
    }
}
