import Foundation
import Traceless
import TracelessRuntime

/// Pages under a sheet.
///
/// Since iOS 13 a presentation is a page sheet unless asked otherwise, and for page
/// sheets, form sheets, popovers, over-full-screen and custom presentations UIKit
/// leaves the presenter's view where it is: the pages under the sheet get no
/// `viewWillDisappear:`/`viewDidDisappear:` when it comes, and no
/// `viewWillAppear:`/`viewDidAppear:` when it goes, by a swipe down or by code. The user
/// left them and comes back to them all the same.
///
/// So when a presented page appears while pages outside its presentation stay visible
/// without having been told they are leaving, those pages are covered: each gets its
/// page leave now. When that presentation ends (a page of it disappears while the
/// presented controller is being dismissed, or is out of the window), the covered pages
/// still on screen get their page view back, with the sheet's page as referrer. A
/// full-screen presentation sends its presenter the callbacks, so nothing is covered.
final class Sheets: @unchecked Sendable {
    private let lock = NSLock()
    /// Presented (outermost) controller address -> the pages it covers, by address.
    private var covered: [UInt: [UInt]] = [:]

    /// A page appeared: the pages it covers, if its presentation leaves them on screen.
    func cover(for page: ObjCObject, visible: VisiblePages) -> [ObjCObject] {
        let presented = Self.outermost(page)
        guard presented.probe("presentingViewController")?.object != nil else { return [] }
        let window = page.probe("view")?.object?.probe("window")?.object
        let pages = visible.staying.compactMap(ObjCObject.init(word:)).filter { other in
            other != page && Self.outermost(other) != presented
                && other.probe("view")?.object?.probe("window")?.object == window
        }
        guard !pages.isEmpty else { return [] }
        let key = presented.objcWord
        lock.withLock { covered[key, default: []].append(contentsOf: pages.map(\.objcWord)) }
        for covered in pages {
            ObjectLifetime.onDeallocation(of: covered, key: ObjectIdentifier(self)) { [weak self] in self?.forget(covered.objcWord) }
        }
        ObjectLifetime.onDeallocation(of: presented, key: ObjectIdentifier(self)) { [weak self] in
            self?.lock.withLock { _ = self?.covered.removeValue(forKey: key) }
        }
        return pages
    }

    /// A page disappeared: the pages to show again, when its presentation is ending.
    func uncover(after page: ObjCObject) -> [ObjCObject] {
        let presented = Self.outermost(page)
        let key = presented.objcWord
        guard lock.withLock({ covered[key] != nil }) else { return [] }
        let ending = presented.probe("isBeingDismissed")?.bool == true
            || presented.probe("presentingViewController")?.object == nil
            || presented.probe("view")?.object?.probe("window")?.object == nil
        guard ending else { return [] }
        let pages = lock.withLock { covered.removeValue(forKey: key) ?? [] }
        return pages.compactMap(ObjCObject.init(word:))
    }

    func removeAll() { lock.withLock { covered.removeAll() } }

    private func forget(_ page: UInt) {
        lock.withLock {
            for key in covered.keys { covered[key]?.removeAll { $0 == page } }
        }
    }

    /// The controller a presentation shows: the page's outermost parent.
    static func outermost(_ controller: ObjCObject) -> ObjCObject {
        var current = controller
        for _ in 0..<64 {
            guard let parent = current.probe("parentViewController")?.object else { break }
            current = parent
        }
        return current
    }
}
