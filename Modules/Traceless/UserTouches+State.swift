import Foundation
import TracelessRuntime

/// What ``UserTouches`` keeps between the calls of a dispatch and across fingers.
extension UserTouches {
    /// One event being dispatched. The touch is retained while it is: a frame left
    /// behind (an exception unwound through `sendEvent:`) never points at a freed touch,
    /// and is dropped by the next dispatch on its thread.
    struct Frame {
        let thread: pthread_t
        let event: UInt
        /// Retained by the frame (released when it is dropped).
        let touch: ObjCObject?
        let phase: Int
        /// Tells this dispatch from any other (UIKit reuses its UIEvent).
        let serial: UInt64
    }

    /// A tap position already read in this dispatch: the action's report and the end of
    /// the touch ask for the same one.
    struct PositionMemo {
        let serial: UInt64
        let element: UInt
        let position: TapPosition?
    }

    struct Sequence {
        /// Retained by the sequence (released when it ends or another replaces it).
        let touch: ObjCObject
        let view: ObjCObject?
        /// The view the finger landed on and every view it sits in, by address: compared,
        /// never messaged, so it is safe however long it is kept.
        let chain: [UInt]
        /// See ``Finished/tapTarget``.
        let tapTarget: UInt
        /// Where in `chain` the innermost scroll view inside a control is (a wheel's rows;
        /// -1: none).
        let wheel: Int
        let start: (x: Double, y: Double)
        let startTime: Double
        var answered = false
        /// (control, control events) whose sends this finger already accounted for.
        var claimed = Claims()
    }

    /// A finger that lifted a moment ago: UIKit sends some of its actions only after
    /// the event's dispatch (a switch's and a segmented control's value, once the
    /// animation transaction commits).
    struct RecentTouch {
        let chain: [UInt]
        let endedAt: Double
        var claimed: Claims
        /// Where in `chain` the scroll view inside a control the finger left spinning is
        /// (-1: none).
        var spinningWheel = -1
    }

    /// A send a finger accounted for: `events` of the control at address `control`.
    package struct Claim: Equatable {
        let control: UInt
        let events: UInt

        package init(control: UInt, events: UInt) {
            self.control = control
            self.events = events
        }

        /// An empty slot of ``Claims``.
        static var none: Claim { Claim(control: 0, events: 0) }
    }

    struct LastTap {
        let position: TapPosition
        let view: UInt
        let at: Double
        /// Where the finger lifted, in its window: UIKit runs some of a tap's actions once
        /// its dispatch returned (a row's selection, after the transaction commits), and
        /// the position within their element is worked out from it then (the touch is not
        /// kept: it keeps its view alive).
        let point: (x: Double, y: Double)
    }

    struct State {
        var frames: [Frame] = []
        var sequence: Sequence?
        var lastTap: LastTap?
        var recent: RecentTouch?
        var serials: UInt64 = 0
        var memo: PositionMemo?
    }
}

/// The claims of one finger: up to three almost always (a tapped control's touch down,
/// touch up and primary action), kept without an allocation; a list beyond. An empty
/// slot holds the zero claim (no control is at address 0), so that the inline claims
/// are plain words a sequence drops without a destructor.
package struct Claims {
    private var inline = (UserTouches.Claim.none, UserTouches.Claim.none, UserTouches.Claim.none)
    private var rest: [UserTouches.Claim] = []

    package init() {}

    package func contains(_ claim: UserTouches.Claim) -> Bool {
        inline.0 == claim || inline.1 == claim || inline.2 == claim || rest.contains(claim)
    }

    /// Adds `claim` unless it is there already: whether it was added.
    @discardableResult
    package mutating func add(_ claim: UserTouches.Claim) -> Bool {
        if contains(claim) { return false }
        if inline.0 == .none {
            inline.0 = claim
        } else if inline.1 == .none {
            inline.1 = claim
        } else if inline.2 == .none {
            inline.2 = claim
        } else {
            rest.append(claim)
        }
        return true
    }
}
