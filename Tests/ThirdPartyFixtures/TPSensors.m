// Sensors Analytics' cell-click auto-track by delegate hooking, the deprecated
// plugin kept in sensorsdata/sa-sdk-ios up to 4.9.0 (e65ccb2):
// CellClick_HookDelegate_Deprecated/SACellClickHookDelegatePlugin.m (+hookDelegate:
// forObject:, -swizzleMethod) and UIScrollView+OldAutoTrack.m
// (sensorsdata_old_setDelegate:), with SensorsAnalyticsSDK/Core/HookDelegate/
// SASwizzle.m (+sa_swizzleMethod:withMethod:error:).
//
// Of the SDK's delegate strategies this is the most hostile to another hooker: on
// every setDelegate: it walks from `[delegate class]` up to the topmost class that
// implements the selection method and EXCHANGES that method with its own
// (sa_tableView:didSelectRowAtIndexPath:) on that class, for all instances, for
// good. (Later versions — SAScrollViewDelegateProxy / SADelegateProxy /
// SAClassHelper — isa-swizzle the delegate into an `SA...` subclass instead.)
//
// The tracker call (SAAutoTrackManager appClickTracker autoTrackEventWithScrollView:)
// logs "sdk.didSelect" / "sdk.didSelectItem" while the plugin is enabled.
// Deviation for test isolation: after tp_sensors_uninstall the setDelegate: hook no
// longer exchanges further classes (the SDK keeps exchanging; only tracking stops).
#import <UIKit/UIKit.h>
#include "TPInternal.h"

static BOOL enabled;

static void sa_tablViewDidSelectRowAtIndexPath(id self, SEL _cmd, id tableView, id indexPath) {
    SEL selector = NSSelectorFromString(tp_vendored(@"sa_tableView:didSelectRowAtIndexPath:"));
    ((void (*)(id, SEL, id, id))objc_msg_lookup(self, selector))(self, selector, tableView, indexPath);
    if (enabled) tp_log_line(@"sdk.didSelect");
}

static void sa_collectionViewDidSelectItemAtIndexPath(id self, SEL _cmd, id collectionView, id indexPath) {
    SEL selector = NSSelectorFromString(tp_vendored(@"sa_collectionView:didSelectItemAtIndexPath:"));
    ((void (*)(id, SEL, id, id))objc_msg_lookup(self, selector))(self, selector, collectionView, indexPath);
    if (enabled) tp_log_line(@"sdk.didSelectItem");
}

static void hookDelegateClass(id delegate, SEL original, NSString *swizzledName, IMP hook) {
    Class class = [delegate class];
    do {
        Method rootMethod = NULL;
        if ((rootMethod = class_getInstanceMethod(class, original))) {
            if (!class_getInstanceMethod(class_getSuperclass(class), original)) {
                const char *encoding = method_getTypeEncoding(rootMethod);
                SEL swizSel = NSSelectorFromString(swizzledName);
                if (tp_add_method(class, swizSel, hook, encoding)) {
                    Method originalMethod = class_getInstanceMethod(class, original);
                    Method swizzledMethod = class_getInstanceMethod(class, swizSel);
                    tp_method_exchange(class, originalMethod, swizzledMethod);
                }
                break;
            }
        }
    } while ((class = class_getSuperclass(class)));
}

/// +[SACellClickHookDelegatePlugin hookDelegate:forObject:]
static void hookDelegate(id delegate, id object) {
    if ([object isKindOfClass:[UITableView class]]) {
        if ([delegate isKindOfClass:[UITableView class]]) return;
        hookDelegateClass(delegate, @selector(tableView:didSelectRowAtIndexPath:), tp_vendored(@"sa_tableView:didSelectRowAtIndexPath:"),
                          (IMP)sa_tablViewDidSelectRowAtIndexPath);
    } else if ([object isKindOfClass:[UICollectionView class]]) {
        if ([delegate isKindOfClass:[UICollectionView class]]) return;
        hookDelegateClass(delegate, @selector(collectionView:didSelectItemAtIndexPath:),
                          tp_vendored(@"sa_collectionView:didSelectItemAtIndexPath:"), (IMP)sa_collectionViewDidSelectItemAtIndexPath);
    }
}

/// -[UITableView(OldAutoTrack) sensorsdata_old_setDelegate:] (and UICollectionView's).
static void sensorsdata_old_setDelegate(id self, SEL _cmd, id delegate) {
    SEL selector = NSSelectorFromString(@"sensorsdata_old_setDelegate:");
    ((void (*)(id, SEL, id))objc_msg_lookup(self, selector))(self, selector, delegate);
    if (enabled) hookDelegate(delegate, self);
}

/// +[NSObject sa_swizzleMethod:withMethod:error:] (the OBJC_API_VERSION >= 2 branch).
static BOOL sa_swizzleMethod(Class self, SEL origSel, SEL altSel) {
    Method origMethod = class_getInstanceMethod(self, origSel);
    if (!origMethod) return NO;
    Method altMethod = class_getInstanceMethod(self, altSel);
    if (!altMethod) return NO;
    tp_add_method(self, origSel, class_getMethodImplementation(self, origSel), method_getTypeEncoding(origMethod));
    tp_add_method(self, altSel, class_getMethodImplementation(self, altSel), method_getTypeEncoding(altMethod));
    tp_method_exchange(self, class_getInstanceMethod(self, origSel), class_getInstanceMethod(self, altSel));
    return YES;
}

void tp_sensors_install(void) {
    static BOOL once;
    if (!once) {
        once = YES;
        SEL selector = NSSelectorFromString(@"sensorsdata_old_setDelegate:");
        Class classes[2] = { [UITableView class], [UICollectionView class] };
        for (int i = 0; i < 2; i++) {
            // The category method, then the exchange.
            Method setDelegate = class_getInstanceMethod(classes[i], @selector(setDelegate:));
            tp_add_method(classes[i], selector, (IMP)sensorsdata_old_setDelegate, method_getTypeEncoding(setDelegate));
            sa_swizzleMethod(classes[i], @selector(setDelegate:), selector);
        }
    }
    enabled = YES;
}

void tp_sensors_uninstall(void) { enabled = NO; }
