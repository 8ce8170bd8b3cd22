import Foundation
import Traceless
import TracelessRuntime

/// Captures control actions and gestures without touching the app's code: beside every business
/// target-action pair it registers a separate tracking target, owned by the
/// business target, so the business target and its action method are never
/// modified, swizzled or called by Traceless.
///
/// - `-[UIControl addTarget:action:forControlEvents:]` adds one tracking target
///   per control event bit (before the business pair, so it reports before the
///   action runs and the screen is still as the user saw it);
///   `removeTarget:action:forControlEvents:` takes it away, wildcards included.
/// - `-[UIGestureRecognizer initWithTarget:action:]`, `addTarget:action:` and
///   `removeTarget:action:` do the same for gestures, one tracking target per pair
///   even when init adds the pair through `addTarget:action:`.
/// - Only real interactions are reported: a control action that carries a
///   `UIEvent` (a touch), a gesture once it is recognised. With the option
///   `reportProgrammatic` (``TargetActionOptions``) actions sent without an event
///   are reported too, marked with the attribute `programmatic: true`.
/// - Pairs registered before `start()` are found in the windows' view trees at
///   start and tracked too. `allTargets` answers without the tracking targets.
/// - A switch, segmented control, slider or stepper reports its value after the
///   change (`Element.value`); a slider's or stepper's change once, when the
///   finger lifts.
///
/// ```swift
/// var configuration = TracelessConfiguration()
/// configuration.pluginOptions["traceless.target-action"] = ["reportProgrammatic": "false"]
/// let traceless = TracelessRegistry(plugins: [TargetActionPlugin()], configuration: configuration, sink: tracker)
/// try traceless.start()
/// // a tap on a button reports .controlAction with elementKey "CheckoutViewController.UIButton(UIStackView[0]/UIButton[1]).pay:.TouchUpInside"
/// ```
public final class TargetActionPlugin: InterceptionPlugin, @unchecked Sendable {
    public let id: PluginID = "traceless.target-action"

    /// Asked by every hook on every tap. The hooks hold it, not the plugin: a weak
    /// reference to the plugin would make each of its retains take the slow path.
    private let slot = SessionSlot()

    public init() {}

    public func validate(options: [String: String]) -> [String] {
        do throws(OptionsError) {
            _ = try TargetActionOptions(options)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    public func interceptionPoints(context: PluginContext) -> [InterceptionPoint] {
        [
            InterceptionPoint("UIControl", "addTarget:action:forControlEvents:", position: .before) { [slot] call, _ in
                guard let session = slot.current, let action = Self.selectorName(call.argument(1)) else { return }
                let target = call.objectArgument(0)
                if let target, session.isTrackingTarget(target) { return }
                session.controlAdded(call.object, target: target, action: action, events: call.argument(2))
            },
            // The app asks for its own targets: tracking targets are left out. This and the
            // removals are not gated: switched off, the tracking targets stay on their
            // controls, so the app's view of its targets and its removals must still hold.
            InterceptionPoint("UIControl", "allTargets", position: .after, isOptional: true, isGated: false) { [slot] call, _ in
                guard let session = slot.current, let targets = call.returnObject,
                      let filtered = session.withoutTrackingTargets(targets) else { return }
                call.setReturnValue(filtered)
            },
            InterceptionPoint("UIControl", "removeTarget:action:forControlEvents:", position: .after, isGated: false) { [slot] call, _ in
                guard let session = slot.current else { return }
                if let target = call.objectArgument(0), session.isTrackingTarget(target) { return }
                session.targetRemoved(
                    from: call.object, target: call.argument(0), action: Self.selectorName(call.argument(1)),
                    events: call.argument(2))
            },
            // After: the recogniser exists only once init returns. When init added the
            // pair through addTarget:action: (below), this finds it registered.
            InterceptionPoint("UIGestureRecognizer", "initWithTarget:action:", position: .after) { [slot] call, _ in
                guard let session = slot.current, let recognizer = call.returnObject,
                      let action = Self.selectorName(call.argument(1)) else { return }
                session.recognizerAdded(recognizer, target: call.objectArgument(0), action: action)
            },
            InterceptionPoint("UIGestureRecognizer", "addTarget:action:", position: .before) { [slot] call, _ in
                guard let session = slot.current, let action = Self.selectorName(call.argument(1)) else { return }
                let target = call.objectArgument(0)
                if let target, session.isTrackingTarget(target) { return }
                session.recognizerAdded(call.object, target: target, action: action)
            },
            // The finger (``UserTouches``): balanced before and after every event, so not gated.
            InterceptionPoint("UIApplication", "sendEvent:", position: .before, isOptional: true, isGated: false) { [slot] call, _ in
                slot.current?.touches.willDispatch(call.objectArgument(0))
            },
            // A slider's or stepper's change is reported once the finger lifts (``HeldValueChanges``);
            // a tap that ended may be dead or part of a burst (``TouchObserver``).
            InterceptionPoint("UIApplication", "sendEvent:", position: .after, isOptional: true, isGated: false) { [slot] call, _ in
                guard let session = slot.current else { return }
                session.touches.didDispatch()
                if session.isReporting { session.eventDispatched(call.objectArgument(0)) }
            },
            InterceptionPoint("UIGestureRecognizer", "removeTarget:action:", position: .after, isGated: false) { [slot] call, _ in
                guard let session = slot.current else { return }
                if let target = call.objectArgument(0), session.isTrackingTarget(target) { return }
                session.targetRemoved(
                    from: call.object, target: call.argument(0), action: Self.selectorName(call.argument(1)), events: nil)
            },
        ] + controlSendPoints() + systemActionPoints()
    }

    /// UIKit's step for every send of a control (by touch or by code), and the UIActions
    /// it runs: whether a send is a user's is decided once, there (``UserActions``).
    /// Bookkeeping that must stay balanced, so not gated.
    private func controlSendPoints() -> [InterceptionPoint] {
        [
            InterceptionPoint("UIControl", "_sendActionsForEvents:withEvent:", position: .before, isOptional: true, isGated: false) { [slot] call, _ in
                let events: UInt = call.argument(0)
                if HeldValueChanges.mayFinish(on: events) { slot.current?.controlWillSendValue(call.object) }
                UserActions.willSend(call.object, events: events, event: call.objectArgument(1))
            },
            InterceptionPoint("UIControl", "_sendActionsForEvents:withEvent:", position: .after, isOptional: true, isGated: false) { _, _ in
                UserActions.didSend()
            },
            InterceptionPoint("UIControl", "sendAction:", position: .before, isOptional: true, isGated: false) { [slot] call, _ in
                ControlUIActions.willSend(call.objectArgument(0), from: call.object, session: slot.current)
            },
            InterceptionPoint("UIControl", "sendAction:", position: .after, isOptional: true, isGated: false) { _, _ in
                ControlUIActions.didSend()
            },
        ]
    }

    /// UIKit's own paths for what users tap that is not the app's control: bar button
    /// items, tabs, alert actions, menu elements, swipe actions. Every one optional: a
    /// UIKit without the step has nothing to report there.
    private func systemActionPoints() -> [InterceptionPoint] {
        var points = [
            InterceptionPoint("UIBarButtonItem", "_triggerActionForEvent:", position: .before, isOptional: true, isGated: false) { [slot] call, _ in
                BarButtonItems.willTrigger(call.object, event: call.objectArgument(0), context: slot.current?.context)
            },
            InterceptionPoint("UIBarButtonItem", "_triggerActionForEvent:", position: .after, isOptional: true, isGated: false) { _, _ in
                BarButtonItems.didTrigger()
            },
            InterceptionPoint("UIApplication", "sendAction:to:from:forEvent:", position: .before, isOptional: true) { [slot] call, context in
                guard let sender = call.objectArgument(2), let itemClass = BarButtonItems.itemClass, sender.isa.isSubclass(of: itemClass),
                      slot.current != nil else { return }
                BarButtonItems.itemSent(sender, action: Self.selectorName(call.argument(0)), event: call.objectArgument(3), context: context)
            },
            InterceptionPoint("UIAction", "performWithSender:target:", position: .before, isOptional: true) { [slot] call, context in
                slot.current?.menus.willPerform(call.object, sender: call.objectArgument(0), context: context)
            },
            // A tab, at the tab bar's step a finger takes (UITabBarController implements no
            // -tabBar:didSelectItem:): the classic bar's button send, iOS 26's floating bar's.
            InterceptionPoint("UITabBar", "_sendAction:withEvent:", position: .before, isOptional: true) { [slot] call, context in
                guard slot.current != nil else { return }
                TabBarItems.willSend(from: call.object, context: context)
            },
            InterceptionPoint("UITabBar", "_didSelectButtonForItem:", position: .before, isOptional: true) { [slot] call, context in
                guard slot.current != nil else { return }
                TabBarItems.didSelect(call.objectArgument(0), of: call.object, context: context)
            },
            InterceptionPoint("UIViewController", "presentViewController:animated:completion:", position: .before, isOptional: true) { [slot] call, _ in
                slot.current?.alerts.willPresent(call.objectArgument(0), from: call.object)
            },
            InterceptionPoint("UIAlertController", AlertActions.dismissal, position: .before, isOptional: true) { [slot] call, context in
                slot.current?.alerts.willDismiss(call.object, for: call.objectArgument(1), context: context)
            },
            InterceptionPoint("UIAlertController", AlertActions.handlers, position: .before, isOptional: true) { [slot] call, context in
                slot.current?.alerts.willInvokeHandlers(call.object, for: call.objectArgument(0), context: context)
            },
            InterceptionPoint("UIContextualAction", "executeHandlerWithView:completionHandler:", position: .before, isOptional: true) { [slot] call, context in
                guard slot.current != nil else { return }
                SwipeActions.willExecute(call.object, view: call.objectArgument(0), context: context)
            },
        ]
        // A list's context menu is shown (the list is its interaction's delegate) while the
        // finger that opened it is still down on the row. (Not the step that asks for the
        // configuration: it takes a CGPoint, and capture hooks no struct-argument method.)
        for list in ["UITableView", "UICollectionView"] {
            points.append(InterceptionPoint(list, "contextMenuInteraction:willDisplayMenuForConfiguration:animator:", position: .before, isOptional: true) { [slot] call, _ in
                slot.current?.menus.menuShown(by: call.object, configuration: call.objectArgument(1))
            })
        }
        // The pull view's delegate (UISwipeOccurrence on iOS 15+, the controller before).
        for delegate in ["UISwipeOccurrence", "UISwipeActionController"] {
            points.append(InterceptionPoint(delegate, "swipeActionPullView:tappedAction:", position: .before, isOptional: true, isGated: false) { [slot] call, _ in
                SwipeActions.tapped(call.objectArgument(1), in: call.objectArgument(0), context: slot.current?.context)
            })
            points.append(InterceptionPoint(delegate, "swipeActionPullView:tappedAction:", position: .after, isOptional: true, isGated: false) { _, _ in
                SwipeActions.didTap()
            })
        }
        return points
    }

    public func install(context: PluginContext) throws {
        let options = try TargetActionOptions(context.options)
        let trackerClass = try TrackingTargetClass.build()
        let started = TrackingSession(context: context, options: options, trackerClass: trackerClass)
        // A session left from an install without an uninstall takes its targets away.
        slot.replace(with: started)?.stop()
        ExistingTargets.attach(started)
    }

    /// Takes every tracking target off its control or recogniser and frees it.
    public func uninstall(context: PluginContext) {
        slot.replace(with: nil)?.stop()
    }

    private static func selectorName(_ word: UInt) -> String? {
        OpaquePointer(bitPattern: word).map { ObjCSelector(raw: $0).name }
    }
}
