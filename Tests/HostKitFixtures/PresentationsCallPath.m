// Logs each step of Part E's alert, sheet, popover and page paths, the way a hooking SDK would
// see them: by replacing the methods on the classes UIKit declares them on.
#import "FixtureLog.h"
#include "HostKitFixtures.h"

#include "CallPathSteps.h"

static HKFStep HKFPSteps[];

#define ORIG(i) (HKFPSteps[i].original)
static void HKFPLog(int i) { HKFLog(@"%s %s", HKFPSteps[i].className, HKFPSteps[i].selectorName); }

#define STEP_0(i, name)                                                                             \
    static void name(id self, SEL _cmd) {                                                           \
        HKFPLog(i);                                                                                 \
        ((void (*)(id, SEL))ORIG(i))(self, _cmd);                                                   \
    }
#define STEP_1(i, name)                                                                             \
    static void name(id self, SEL _cmd, id a) {                                                     \
        HKFPLog(i);                                                                                 \
        ((void (*)(id, SEL, id))ORIG(i))(self, _cmd, a);                                            \
    }
#define STEP_2(i, name)                                                                             \
    static void name(id self, SEL _cmd, id a, id b) {                                               \
        HKFPLog(i);                                                                                 \
        ((void (*)(id, SEL, id, id))ORIG(i))(self, _cmd, a, b);                                     \
    }
#define STEP_3(i, name)                                                                             \
    static void name(id self, SEL _cmd, id a, id b, id c) {                                         \
        HKFPLog(i);                                                                                 \
        ((void (*)(id, SEL, id, id, id))ORIG(i))(self, _cmd, a, b, c);                              \
    }

static void HKFPSelection(id self, SEL _cmd, UIGestureRecognizer *recognizer) {
    HKFLog(@"UIInterfaceActionSelectionTrackingController _handleActionSelectionGestureRecognizer: %ld", (long)[recognizer state]);
    ((void (*)(id, SEL, id))ORIG(0))(self, _cmd, recognizer);
}
STEP_1(1, HKFPInvokeHandlerForInterfaceAction)
STEP_1(2, HKFPInvokeHandlerWithCompletionBlock)
STEP_3(3, HKFPGroupViewInvoke)
STEP_3(4, HKFPAlertViewInvoke)
STEP_2(5, HKFPDismissWithAction)
static void HKFPDismissAnimated(id self, SEL _cmd, BOOL animated, id action, BOOL byDimming, id completion) {
    HKFPLog(6);
    ((void (*)(id, SEL, BOOL, id, BOOL, id))ORIG(6))(self, _cmd, animated, action, byDimming, completion);
}
STEP_3(7, HKFPPerformAction)
static void HKFPDismissViewController(id self, SEL _cmd, BOOL animated, id completion) {
    HKFLog(@"UIViewController dismissViewControllerAnimated:completion: %@", NSStringFromClass([self class]));
    ((void (*)(id, SEL, BOOL, id))ORIG(8))(self, _cmd, animated, completion);
}
STEP_1(9, HKFPInvokeHandlersForAction)
STEP_1(10, HKFPAttemptAnimatedDismiss)
STEP_0(11, HKFPDismissWithCancelOrEmpty)
static void HKFPSheetHandlePan(id self, SEL _cmd, UIGestureRecognizer *recognizer) {
    HKFLog(@"_UISheetInteraction handlePan: %ld", (long)[recognizer state]);
    ((void (*)(id, SEL, id))ORIG(12))(self, _cmd, recognizer);
}
static void HKFPDraggingBegan(id self, SEL _cmd, id interaction, double coefficient) {
    HKFPLog(13);
    ((void (*)(id, SEL, id, double))ORIG(13))(self, _cmd, interaction, coefficient);
}
STEP_1(14, HKFPDraggingEnded)
static void HKFPStartInteractive(id self, SEL _cmd, double progress) {
    HKFPLog(15);
    ((void (*)(id, SEL, double))ORIG(15))(self, _cmd, progress);
}
static void HKFPCompleteInteractive(id self, SEL _cmd, BOOL complete, double duration, id curve) {
    HKFLog(@"UISheetPresentationController _completeInteractiveTransition:duration:timingCurve: %d", complete ? 1 : 0);
    ((void (*)(id, SEL, BOOL, double, id))ORIG(16))(self, _cmd, complete, duration, curve);
}
static BOOL HKFPShouldDismiss(id self, SEL _cmd) {
    HKFPLog(17);
    return ((BOOL (*)(id, SEL))ORIG(17))(self, _cmd);
}
STEP_0(18, HKFPSendWillDismiss)
STEP_0(19, HKFPSendDidDismiss)
STEP_0(20, HKFPSendDidAttempt)
static void HKFPWillManuallyScroll(id self, SEL _cmd, id scrollView, BOOL scroll, id reveal, id conceal, BOOL animated) {
    HKFLog(@"UIPageViewController queuingScrollView:willManuallyScroll:toRevealView:concealView:animated: %d", scroll ? 1 : 0);
    ((void (*)(id, SEL, id, BOOL, id, id, BOOL))ORIG(21))(self, _cmd, scrollView, scroll, reveal, conceal, animated);
}
static void HKFPDidCommit(id self, SEL _cmd, id scrollView, BOOL scroll, id reveal, id conceal, NSInteger direction,
                          BOOL animated, BOOL complete) {
    HKFLog(@"UIPageViewController queuingScrollView:didCommitManualScroll:toRevealView:concealView:direction:animated:canComplete: %d",
           complete ? 1 : 0);
    ((void (*)(id, SEL, id, BOOL, id, id, NSInteger, BOOL, BOOL))ORIG(22))(self, _cmd, scrollView, scroll, reveal, conceal,
                                                                         direction, animated, complete);
}
static void HKFPDidEnd(id self, SEL _cmd, id scrollView, BOOL scroll, id reveal, NSInteger direction, BOOL animated,
                       BOOL finish, BOOL complete) {
    HKFLog(@"UIPageViewController queuingScrollView:didEndManualScroll:toRevealView:direction:animated:didFinish:didComplete: %d",
           complete ? 1 : 0);
    ((void (*)(id, SEL, id, BOOL, id, NSInteger, BOOL, BOOL, BOOL))ORIG(23))(self, _cmd, scrollView, scroll, reveal, direction,
                                                                           animated, finish, complete);
}
static void HKFPQueuingHandlePan(id self, SEL _cmd, UIGestureRecognizer *recognizer) {
    HKFLog(@"_UIQueuingScrollView handlePan: %ld", (long)[recognizer state]);
    ((void (*)(id, SEL, id))ORIG(24))(self, _cmd, recognizer);
}
static BOOL HKFPAttemptDismissal(id self, SEL _cmd, id completion) {
    HKFPLog(25);
    return ((BOOL (*)(id, SEL, id))ORIG(25))(self, _cmd, completion);
}
STEP_1(26, HKFPDimmingTap)
static void HKFPTransitionDidFinish(id self, SEL _cmd, BOOL completed) {
    HKFLog(@"UIPresentationController transitionDidFinish: %d", completed ? 1 : 0);
    ((void (*)(id, SEL, BOOL))ORIG(27))(self, _cmd, completed);
}

static HKFStep HKFPSteps[] = {
    { "UIInterfaceActionSelectionTrackingController", "_handleActionSelectionGestureRecognizer:", (IMP)HKFPSelection, NULL },
    { "UIInterfaceActionSelectionTrackingController", "_invokeHandlerForInterfaceAction:", (IMP)HKFPInvokeHandlerForInterfaceAction, NULL },
    { "UIInterfaceAction", "_invokeHandlerWithCompletionBlock:", (IMP)HKFPInvokeHandlerWithCompletionBlock, NULL },
    { "UIInterfaceActionGroupView", "interfaceAction:invokeActionHandler:completion:", (IMP)HKFPGroupViewInvoke, NULL },
    { "_UIAlertControllerPhoneTVMacView", "interfaceAction:invokeActionHandler:completion:", (IMP)HKFPAlertViewInvoke, NULL },
    { "UIAlertController", "_dismissWithAction:dismissCompletion:", (IMP)HKFPDismissWithAction, NULL },
    { "UIAlertController", "_dismissAnimated:triggeringAction:triggeredByPopoverDimmingView:dismissCompletion:",
      (IMP)HKFPDismissAnimated, NULL },
    { "UIAlertController", "_performAction:invokeActionBlock:dismissAndPerformActionIfNotAlreadyPerformed:",
      (IMP)HKFPPerformAction, NULL },
    { "UIViewController", "dismissViewControllerAnimated:completion:", (IMP)HKFPDismissViewController, NULL },
    { "UIAlertController", "_invokeHandlersForAction:", (IMP)HKFPInvokeHandlersForAction, NULL },
    { "UIAlertController", "_attemptAnimatedDismissWithGestureRecognizer:", (IMP)HKFPAttemptAnimatedDismiss, NULL },
    { "UIAlertController", "_dismissWithCancelOrEmptyAction", (IMP)HKFPDismissWithCancelOrEmpty, NULL },
    { "_UISheetInteraction", "handlePan:", (IMP)HKFPSheetHandlePan, NULL },
    { "UISheetPresentationController", "_sheetInteractionDraggingBegan:withRubberBandCoefficient:", (IMP)HKFPDraggingBegan, NULL },
    { "UISheetPresentationController", "_sheetInteractionDraggingEnded:", (IMP)HKFPDraggingEnded, NULL },
    { "UISheetPresentationController", "_startInteractiveTransitionWithProgress:", (IMP)HKFPStartInteractive, NULL },
    { "UISheetPresentationController", "_completeInteractiveTransition:duration:timingCurve:", (IMP)HKFPCompleteInteractive, NULL },
    { "UIPresentationController", "_shouldDismiss", (IMP)HKFPShouldDismiss, NULL },
    { "UIPresentationController", "_sendWillDismiss", (IMP)HKFPSendWillDismiss, NULL },
    { "UIPresentationController", "_sendDidDismiss", (IMP)HKFPSendDidDismiss, NULL },
    { "UIPresentationController", "_sendDidAttemptToDismiss", (IMP)HKFPSendDidAttempt, NULL },
    { "UIPageViewController", "queuingScrollView:willManuallyScroll:toRevealView:concealView:animated:",
      (IMP)HKFPWillManuallyScroll, NULL },
    { "UIPageViewController", "queuingScrollView:didCommitManualScroll:toRevealView:concealView:direction:animated:canComplete:",
      (IMP)HKFPDidCommit, NULL },
    { "UIPageViewController", "queuingScrollView:didEndManualScroll:toRevealView:direction:animated:didFinish:didComplete:",
      (IMP)HKFPDidEnd, NULL },
    { "_UIQueuingScrollView", "handlePan:", (IMP)HKFPQueuingHandlePan, NULL },
    { "UIPopoverPresentationController", "_attemptDismissalWithCompletion:", (IMP)HKFPAttemptDismissal, NULL },
    { "UIDimmingView", "handleSingleTap:", (IMP)HKFPDimmingTap, NULL },
    { "UIPresentationController", "transitionDidFinish:", (IMP)HKFPTransitionDidFinish, NULL },
};

void hkf_record_presentation_path(bool on) {
    hkf_swap_steps(HKFPSteps, sizeof HKFPSteps / sizeof HKFPSteps[0], on);
}
