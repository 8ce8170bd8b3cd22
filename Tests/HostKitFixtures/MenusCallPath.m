// Logs each step of UIKit's action and menu paths the way a hooking SDK would see them:
// by replacing the methods on the classes UIKit declares them on (as CallPathRecorder does).
#import "FixtureLog.h"
#include "HostKitFixtures.h"

#include "CallPathSteps.h"

static HKFStep HKFMenuSteps[];

static IMP HKFMenuOriginal(int step) { return HKFMenuSteps[step].original; }

static void HKFMenuLogStep(int step, NSString *detail) {
    if (detail != nil) HKFLog(@"%s %s %@", HKFMenuSteps[step].className, HKFMenuSteps[step].selectorName, detail);
    else HKFLog(@"%s %s", HKFMenuSteps[step].className, HKFMenuSteps[step].selectorName);
}

static NSString *HKFClassName(id object) { return object != nil ? NSStringFromClass([object class]) : @"nil"; }

// void (id)
#define HKF_VOID_OBJ(index, name, detailExpr)                                        \
    static void name(id self, SEL _cmd, id a) {                                      \
        HKFMenuLogStep(index, detailExpr);                                           \
        ((void (*)(id, SEL, id))HKFMenuOriginal(index))(self, _cmd, a);              \
    }
// void (id, id)
#define HKF_VOID_OBJ_OBJ(index, name)                                                \
    static void name(id self, SEL _cmd, id a, id b) {                                \
        HKFMenuLogStep(index, nil);                                                  \
        ((void (*)(id, SEL, id, id))HKFMenuOriginal(index))(self, _cmd, a, b);       \
    }
// void (id, id, id)
#define HKF_VOID_OBJ3(index, name)                                                   \
    static void name(id self, SEL _cmd, id a, id b, id c) {                          \
        HKFMenuLogStep(index, nil);                                                  \
        ((void (*)(id, SEL, id, id, id))HKFMenuOriginal(index))(self, _cmd, a, b, c); \
    }
// void (void)
#define HKF_VOID(index, name)                                                        \
    static void name(id self, SEL _cmd) {                                            \
        HKFMenuLogStep(index, nil);                                                  \
        ((void (*)(id, SEL))HKFMenuOriginal(index))(self, _cmd);                     \
    }

static void HKFSendActionsForEvents(id self, SEL _cmd, NSUInteger events, id event) {
    HKFMenuLogStep(0, [NSString stringWithFormat:@"%lu %@", (unsigned long)events, event != nil ? @"event" : @"nil"]);
    ((void (*)(id, SEL, NSUInteger, id))HKFMenuOriginal(0))(self, _cmd, events, event);
}
HKF_VOID_OBJ(1, HKFControlSendAction, nil)
static void HKFControlSendActionToForEvent(id self, SEL _cmd, SEL action, id target, id event) {
    HKFMenuLogStep(2, nil);
    ((void (*)(id, SEL, SEL, id, id))HKFMenuOriginal(2))(self, _cmd, action, target, event);
}
static void HKFControlAddTarget(id self, SEL _cmd, id target, SEL action, NSUInteger events) {
    HKFMenuLogStep(3, nil);
    ((void (*)(id, SEL, id, SEL, NSUInteger))HKFMenuOriginal(3))(self, _cmd, target, action, events);
}
static void HKFActionPerform(id self, SEL _cmd, id sender, id target) {
    HKFMenuLogStep(4, HKFClassName(sender));
    ((void (*)(id, SEL, id, id))HKFMenuOriginal(4))(self, _cmd, sender, target);
}
HKF_VOID_OBJ(5, HKFGestureTargetSend, HKFClassName(a))
HKF_VOID_OBJ(6, HKFTouchDownDriverHandle, nil)
HKF_VOID_OBJ(7, HKFLongPressDriverHandle, nil)
HKF_VOID_OBJ_OBJ(8, HKFClickDriverShouldBegin)
HKF_VOID_OBJ3(9, HKFShouldBeginWithTouch)
static void HKFClickDriverDidPerformEvent(id self, SEL _cmd, id driver, NSUInteger event) {
    HKFMenuLogStep(10, [NSString stringWithFormat:@"%lu", (unsigned long)event]);
    ((void (*)(id, SEL, id, NSUInteger))HKFMenuOriginal(10))(self, _cmd, driver, event);
}
static id HKFPresentationForPresenting(id self, SEL _cmd, id interaction, id controller) {
    HKFMenuLogStep(11, nil);
    return ((id (*)(id, SEL, id, id))HKFMenuOriginal(11))(self, _cmd, interaction, controller);
}
HKF_VOID(12, HKFPresentationTransitionWillBegin)
HKF_VOID_OBJ(13, HKFHandleSelectionGesture, nil)
HKF_VOID_OBJ(14, HKFHandleSelectionForElement, nil)
HKF_VOID_OBJ(15, HKFPerformActionForElement, nil)
HKF_VOID_OBJ_OBJ(16, HKFDidSelectElement)
static void HKFPresentationDidRequestDismissal(id self, SEL _cmd, id controller, NSUInteger reason, id actions, id completion) {
    HKFMenuLogStep(17, [NSString stringWithFormat:@"%lu", (unsigned long)reason]);
    ((void (*)(id, SEL, id, NSUInteger, id, id))HKFMenuOriginal(17))(self, _cmd, controller, reason, actions, completion);
}
static void HKFInteractionDidRequestDismissal(id self, SEL _cmd, id presentation, NSUInteger reason, id actions, id completion) {
    HKFMenuLogStep(18, [NSString stringWithFormat:@"%lu", (unsigned long)reason]);
    ((void (*)(id, SEL, id, NSUInteger, id, id))HKFMenuOriginal(18))(self, _cmd, presentation, reason, actions, completion);
}
static void HKFCancelWithReason(id self, SEL _cmd, NSUInteger reason, id actions, id completion) {
    HKFMenuLogStep(19, [NSString stringWithFormat:@"%lu", (unsigned long)reason]);
    ((void (*)(id, SEL, NSUInteger, id, id))HKFMenuOriginal(19))(self, _cmd, reason, actions, completion);
}
static void HKFInteractionEnded(id self, SEL _cmd, id interaction, id presentation, NSUInteger reason) {
    HKFMenuLogStep(20, [NSString stringWithFormat:@"%lu", (unsigned long)reason]);
    ((void (*)(id, SEL, id, id, NSUInteger))HKFMenuOriginal(20))(self, _cmd, interaction, presentation, reason);
}
HKF_VOID_OBJ_OBJ(21, HKFPresentationDidSelectLeaf)
HKF_VOID_OBJ_OBJ(22, HKFInteractionDidSelectLeaf)
HKF_VOID_OBJ(23, HKFHandleDismissalTap, nil)
HKF_VOID_OBJ_OBJ(24, HKFControlWillBegin)
static void HKFSendActionsForControlEvents(id self, SEL _cmd, NSUInteger events) {
    HKFMenuLogStep(25, [NSString stringWithFormat:@"%lu", (unsigned long)events]);
    ((void (*)(id, SEL, NSUInteger))HKFMenuOriginal(25))(self, _cmd, events);
}
HKF_VOID_OBJ(26, HKFHandlePlatterTap, nil)
HKF_VOID_OBJ(27, HKFPreviewWasTapped, nil)
static id HKFTableConfiguration(id self, SEL _cmd, id interaction, CGPoint location) {
    HKFMenuLogStep(28, nil);
    return ((id (*)(id, SEL, id, CGPoint))HKFMenuOriginal(28))(self, _cmd, interaction, location);
}
HKF_VOID_OBJ(29, HKFApplicationSendEvent, nil)
HKF_VOID_OBJ3(30, HKFControlWillEnd)

static HKFStep HKFMenuSteps[] = {
    { "UIControl", "_sendActionsForEvents:withEvent:", (IMP)HKFSendActionsForEvents, NULL },
    { "UIControl", "sendAction:", (IMP)HKFControlSendAction, NULL },
    { "UIControl", "sendAction:to:forEvent:", (IMP)HKFControlSendActionToForEvent, NULL },
    { "UIControl", "addTarget:action:forControlEvents:", (IMP)HKFControlAddTarget, NULL },
    { "UIAction", "performWithSender:target:", (IMP)HKFActionPerform, NULL },
    { "UIGestureRecognizerTarget", "_sendActionWithGestureRecognizer:", (IMP)HKFGestureTargetSend, NULL },
    { "_UITouchDownClickInteractionDriver", "_handleGestureRecognizer:", (IMP)HKFTouchDownDriverHandle, NULL },
    { "_UILongPressTimeoutClickInteractionDriver", "_handleGestureRecognizer:", (IMP)HKFLongPressDriverHandle, NULL },
    { "_UIClickPresentationInteraction", "clickDriver:shouldBegin:", (IMP)HKFClickDriverShouldBegin, NULL },
    { "UIContextMenuInteraction", "_clickPresentationInteraction:shouldBeginWithTouch:completion:",
      (IMP)HKFShouldBeginWithTouch, NULL },
    { "_UIClickPresentationInteraction", "clickDriver:didPerformEvent:", (IMP)HKFClickDriverDidPerformEvent, NULL },
    { "UIContextMenuInteraction", "clickPresentationInteraction:presentationForPresentingViewController:",
      (IMP)HKFPresentationForPresenting, NULL },
    { "_UIContextMenuUIController", "presentationTransitionWillBegin", (IMP)HKFPresentationTransitionWillBegin, NULL },
    { "_UIContextMenuView", "_handleSelectionGesture:", (IMP)HKFHandleSelectionGesture, NULL },
    { "_UIContextMenuView", "_handleSelectionForElement:", (IMP)HKFHandleSelectionForElement, NULL },
    { "_UIContextMenuView", "_performActionForElement:", (IMP)HKFPerformActionForElement, NULL },
    { "_UIContextMenuUIController", "contextMenuView:didSelectElement:", (IMP)HKFDidSelectElement, NULL },
    { "_UIContextMenuPresentation", "contextMenuUIController:didRequestDismissalWithReason:alongsideActions:completion:",
      (IMP)HKFPresentationDidRequestDismissal, NULL },
    { "UIContextMenuInteraction", "contextMenuPresentation:didRequestDismissalWithReason:alongsideActions:completion:",
      (IMP)HKFInteractionDidRequestDismissal, NULL },
    { "_UIClickPresentationInteraction", "_cancelWithReason:alongsideActions:completion:", (IMP)HKFCancelWithReason, NULL },
    { "UIContextMenuInteraction", "_clickPresentationInteractionEnded:forPresentation:reason:", (IMP)HKFInteractionEnded,
      NULL },
    { "_UIContextMenuPresentation", "contextMenuUIController:didSelectMenuLeaf:", (IMP)HKFPresentationDidSelectLeaf, NULL },
    { "UIContextMenuInteraction", "contextMenuPresentation:didSelectMenuLeaf:", (IMP)HKFInteractionDidSelectLeaf, NULL },
    { "_UIContextMenuUIController", "_handleDismissalTapGesture:", (IMP)HKFHandleDismissalTap, NULL },
    { "UIControl", "_contextMenuInteraction:willBeginWithConfiguration:", (IMP)HKFControlWillBegin, NULL },
    { "UIControl", "sendActionsForControlEvents:", (IMP)HKFSendActionsForControlEvents, NULL },
    { "_UIContextMenuUIController", "_handlePlatterActionTapGesture:", (IMP)HKFHandlePlatterTap, NULL },
    { "UIContextMenuInteraction", "_contextMenuPresentationPreviewWasTapped:", (IMP)HKFPreviewWasTapped, NULL },
    { "UITableView", "contextMenuInteraction:configurationForMenuAtLocation:", (IMP)HKFTableConfiguration, NULL },
    { "UIApplication", "sendEvent:", (IMP)HKFApplicationSendEvent, NULL },
    { "UIControl", "contextMenuInteraction:willEndForConfiguration:animator:", (IMP)HKFControlWillEnd, NULL },
};

void hkf_record_menu_path(bool on) {
    hkf_swap_steps(HKFMenuSteps, sizeof HKFMenuSteps / sizeof HKFMenuSteps[0], on);
}
