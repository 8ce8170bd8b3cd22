import Traceless
import TracelessRuntime

/// Page views and page leaves, from `-[UIViewController viewDidAppear:]` and
/// `viewDidDisappear:`.
///
/// One page view per appearance and one page leave (with how long the page was
/// visible) per disappearance, for the controllers ``PageRule`` calls pages.
///
/// - The hooks sit on `UIViewController`'s own implementations, which run once per
///   appearance however many subclasses override the method and call super (the
///   inheritance trap of patching each business class). UIKit requires overrides
///   to call super; one that does not is not seen.
/// - A second `viewDidAppear:` for a page already visible (super called twice, a
///   programmatic call) is not counted again, nor is one for a controller whose
///   view is not in a window (a programmatic call, not an appearance).
/// - No controller is retained: the appearance times are keyed by address and
///   dropped when the controller deallocates.
/// - A sheet (page sheet, form sheet, popover, any presentation that leaves the
///   presenter's view in place) ends the page views of the pages it covers, and its
///   dismissal, by a swipe or by code, starts them again with the sheet as referrer,
///   though UIKit sends those pages no appearance callbacks (``Sheets``).
///
/// ```swift
/// var configuration = TracelessConfiguration()
/// configuration.pluginOptions["traceless.page-view"] = ["reportEmbeddedChildren": "true"]
/// let traceless = TracelessRegistry(plugins: [PageViewPlugin()], configuration: configuration, sink: tracker)
/// try traceless.start()
/// ```
public final class PageViewPlugin: InterceptionPlugin {
    public let id: PluginID = "traceless.page-view"
    public let requirements: [PluginRequirement] = [.classNamed("UIViewController")]

    private let clock: PageClock
    let visiblePages = VisiblePages()
    private let referrer = Referrer()
    private let sheets = Sheets()

    /// - Parameter clock: where durations come from; tests pass one they control.
    public init(clock: PageClock = .monotonic) {
        self.clock = clock
    }

    public func validate(options: [String: String]) -> [String] {
        do throws(PageViewOptions.Invalid) {
            _ = try PageViewOptions(options)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    public func interceptionPoints(context: PluginContext) -> [InterceptionPoint] {
        // The registry validated the options before asking for the points.
        let rule = PageRule(options: (try? PageViewOptions(context.options)) ?? PageViewOptions())
        let (pages, clock, plugin, referrer, sheets) = (visiblePages, clock, id.rawValue, referrer, sheets)
        let appear: @Sendable (ObjCObject, PluginContext) -> Void = { controller, context in
            let screen = UIKitIntrospection.screen(ofController: controller)
            context.emit(Interaction(
                kind: .pageAppear, plugin: plugin, screen: screen, selector: "viewDidAppear:",
                referrer: referrer.advance(to: screen)))
        }
        let leave: @Sendable (ObjCObject, UInt64, PluginContext) -> Void = { controller, appearedAt, context in
            let duration = Double(clock.now() &- appearedAt) / 1_000_000_000
            context.emit(Interaction(
                kind: .pageDisappear, plugin: plugin,
                screen: UIKitIntrospection.screen(ofController: controller), selector: "viewDidDisappear:",
                duration: duration))
        }
        return [
            InterceptionPoint("UIViewController", "viewDidAppear:", position: .after) { call, context in
                let controller = call.object
                guard Self.isOnScreen(controller), rule.isPage(controller) else { return }
                pages.setLeaving(controller, false)
                guard pages.insert(controller, at: clock.now()) else { return }
                // Pages a sheet leaves on screen are left by the user all the same.
                for covered in sheets.cover(for: controller, visible: pages) {
                    if let appearedAt = pages.remove(covered) { leave(covered, appearedAt, context) }
                }
                appear(controller, context)
            },
            // Not gated, like the leave below: bookkeeping only.
            InterceptionPoint("UIViewController", "viewWillDisappear:", position: .after, isGated: false) { call, _ in
                pages.setLeaving(call.object, true)
            },
            // Not gated: a page that disappeared while the plugin was switched off would
            // stay "visible" and swallow its next appearance. It only ends bookkeeping
            // while switched off; it reports nothing then.
            InterceptionPoint("UIViewController", "viewDidDisappear:", position: .after, isGated: false) { call, context in
                if let appearedAt = pages.remove(call.object), context.isActive { leave(call.object, appearedAt, context) }
                // A sheet going away: the pages it covered are seen again.
                for page in sheets.uncover(after: call.object) where Self.isOnScreen(page) && rule.isPage(page) {
                    if pages.insert(page, at: clock.now()), context.isActive { appear(page, context) }
                }
            },
        ]
    }

    public func uninstall(context: PluginContext) {
        visiblePages.removeAll()
        referrer.reset()
        sheets.removeAll()
    }

    /// UIKit calls `viewDidAppear:` once the view is in a window; a call before that is
    /// the app's own code. `isViewLoaded` first: asking for `view` would load it.
    private static func isOnScreen(_ controller: ObjCObject) -> Bool {
        controller.probe("isViewLoaded")?.bool ?? false && controller.probe("view")?.object?.probe("window")?.object != nil
    }
}
