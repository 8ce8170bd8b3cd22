// Logs each step of UIKit's tap, gesture and selection paths, the way a hooking SDK
// would see them: by replacing the methods on the classes UIKit declares them on.
#import "FixtureLog.h"
#include "HostKitFixtures.h"

#include "CallPathSteps.h"

static HKFStep HKFSteps[];

static IMP HKFOriginal(int step) { return HKFSteps[step].original; }
static void HKFLogStep(int step) { HKFLog(@"%s %s", HKFSteps[step].className, HKFSteps[step].selectorName); }

#define HKF_STEP_OBJ(index, name)                                                   \
    static void name(id self, SEL _cmd, id a) {                                     \
        HKFLogStep(index);                                                          \
        ((void (*)(id, SEL, id))HKFOriginal(index))(self, _cmd, a);                 \
    }
#define HKF_STEP_OBJ_OBJ(index, name)                                               \
    static void name(id self, SEL _cmd, id a, id b) {                               \
        HKFLogStep(index);                                                          \
        ((void (*)(id, SEL, id, id))HKFOriginal(index))(self, _cmd, a, b);          \
    }

HKF_STEP_OBJ(0, HKFApplicationSendEvent)
HKF_STEP_OBJ(1, HKFWindowSendEvent)
HKF_STEP_OBJ(2, HKFWindowSendTouches)
HKF_STEP_OBJ_OBJ(3, HKFControlTouchesEnded)
HKF_STEP_OBJ(7, HKFGestureTargetSend)
HKF_STEP_OBJ(8, HKFTableUserSelect)
HKF_STEP_OBJ(10, HKFCollectionUserSelect)

static void HKFControlSendActions(id self, SEL _cmd, UIControlEvents events, UIEvent *event) {
    HKFLogStep(4);
    ((void (*)(id, SEL, UIControlEvents, UIEvent *))HKFOriginal(4))(self, _cmd, events, event);
}

static void HKFControlSendAction(id self, SEL _cmd, SEL action, id target, UIEvent *event) {
    HKFLogStep(5);
    ((void (*)(id, SEL, SEL, id, UIEvent *))HKFOriginal(5))(self, _cmd, action, target, event);
}

static BOOL HKFApplicationSendAction(id self, SEL _cmd, SEL action, id target, id sender, UIEvent *event) {
    HKFLogStep(6);
    return ((BOOL (*)(id, SEL, SEL, id, id, UIEvent *))HKFOriginal(6))(self, _cmd, action, target, sender, event);
}

static void HKFGestureUpdate(id self, SEL _cmd) {
    HKFLogStep(11);
    ((void (*)(id, SEL))HKFOriginal(11))(self, _cmd);
}

static void HKFTableSelect(id self, SEL _cmd, NSIndexPath *indexPath, BOOL animated, NSInteger position, BOOL notify) {
    HKFLogStep(9);
    ((void (*)(id, SEL, NSIndexPath *, BOOL, NSInteger, BOOL))HKFOriginal(9))(self, _cmd, indexPath, animated,
                                                                              position, notify);
}

static void HKFCollectionSelect(id self, SEL _cmd, NSIndexPath *indexPath, BOOL animated, NSUInteger position,
                                BOOL notify) {
    HKFLogStep(12);
    ((void (*)(id, SEL, NSIndexPath *, BOOL, NSUInteger, BOOL))HKFOriginal(12))(self, _cmd, indexPath, animated,
                                                                                position, notify);
}

static HKFStep HKFSteps[] = {
    { "UIApplication", "sendEvent:", (IMP)HKFApplicationSendEvent, NULL },
    { "UIWindow", "sendEvent:", (IMP)HKFWindowSendEvent, NULL },
    { "UIWindow", "_sendTouchesForEvent:", (IMP)HKFWindowSendTouches, NULL },
    { "UIControl", "touchesEnded:withEvent:", (IMP)HKFControlTouchesEnded, NULL },
    { "UIControl", "_sendActionsForEvents:withEvent:", (IMP)HKFControlSendActions, NULL },
    { "UIControl", "sendAction:to:forEvent:", (IMP)HKFControlSendAction, NULL },
    { "UIApplication", "sendAction:to:from:forEvent:", (IMP)HKFApplicationSendAction, NULL },
    { "UIGestureRecognizerTarget", "_sendActionWithGestureRecognizer:", (IMP)HKFGestureTargetSend, NULL },
    { "UITableView", "_userSelectRowAtPendingSelectionIndexPath:", (IMP)HKFTableUserSelect, NULL },
    { "UITableView", "_selectRowAtIndexPath:animated:scrollPosition:notifyDelegate:", (IMP)HKFTableSelect, NULL },
    { "UICollectionView", "_userSelectItemAtIndexPath:", (IMP)HKFCollectionUserSelect, NULL },
    { "UIGestureRecognizer", "_updateGestureForActiveEvents", (IMP)HKFGestureUpdate, NULL },
    { "UICollectionView", "_selectItemAtIndexPath:animated:scrollPosition:notifyDelegate:", (IMP)HKFCollectionSelect, NULL },
};

void hkf_record_call_path(bool on) {
    hkf_swap_steps(HKFSteps, sizeof HKFSteps / sizeof HKFSteps[0], on);
}

// GCC's method_setImplementation leaves the dispatch tables of subclasses that already
// sent the message untouched (a UIButton that was tapped before keeps the old
// -touchesEnded:withEvent:): they are rebuilt.
extern void __objc_update_dispatch_table_for_class(Class);

void hkf_swap_steps(HKFStep *steps, size_t count, bool on) {
    for (size_t i = 0; i < count; i++) {
        HKFStep *step = &steps[i];
        Class cls = objc_getClass(step->className);
        Method method = class_getInstanceMethod(cls, sel_registerName(step->selectorName));
        if (method == NULL) {
            NSLog(@"HostKitFixtures: no -[%s %s]", step->className, step->selectorName);
            continue;
        }
        if (on && step->original == NULL) {
            step->original = method_setImplementation(method, step->replacement);
        } else if (!on && step->original != NULL) {
            method_setImplementation(method, step->original);
            step->original = NULL;
        }
        __objc_update_dispatch_table_for_class(cls);
    }
}
