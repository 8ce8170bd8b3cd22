import Foundation
import TracelessRuntime

/// Whether instances of a class answer one of the methods an app adds to describe itself
/// (`tracelessElementID`, `tracelessScreenName`, ...), remembered per (class, selector):
/// asked on every capture, for every view up a hierarchy, and almost always no.
///
/// Decided by the class's methods (one the class or an ancestor implements), so a method
/// answered only by forwarding is not seen; an object whose class answers is then asked
/// through a guarded probe as before.
enum ClassAnswers {
    private struct Question: Hashable {
        let cls: UInt
        /// The registered selector (the callers' selectors are made once).
        let selector: UInt
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var answers: [Question: Bool] = [:]

    /// Sends `selector` (guarded) if `object`'s class implements it; nil otherwise.
    static func probe(_ object: ObjCObject, _ selector: ObjCSelector) -> ObjCReturn? {
        let isa = object.isa
        let question = Question(cls: isa.objcWord, selector: selector.objcWord)
        let answers = lock.withLock { Self.answers[question] } ?? {
            let answer = isa.instanceMethod(selector) != nil
            lock.withLock { Self.answers[question] = answer }
            return answer
        }()
        return answers ? object.probe(selector) : nil
    }
}
