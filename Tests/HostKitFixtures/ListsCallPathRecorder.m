// Logs each step of Part C's accessory and swipe paths, the way a hooking SDK would see
// them: by replacing the methods on the classes that declare them (as CallPathRecorder.m).
#import "FixtureLog.h"
#include "HostKitFixtures.h"

#include "CallPathSteps.h"

static HKFStep HKFListSteps[];

#define ORIG(i) HKFListSteps[i].original
#define LOG(i) HKFLog(@"%s %s", HKFListSteps[i].className, HKFListSteps[i].selectorName)

#define V0(i, name)                                                                                  \
    static void name(id self, SEL _cmd) { LOG(i); ((void (*)(id, SEL))ORIG(i))(self, _cmd); }
#define V1(i, name, T1)                                                                              \
    static void name(id self, SEL _cmd, T1 a) { LOG(i); ((void (*)(id, SEL, T1))ORIG(i))(self, _cmd, a); }
#define V2(i, name, T1, T2)                                                                          \
    static void name(id self, SEL _cmd, T1 a, T2 b) {                                                \
        LOG(i);                                                                                      \
        ((void (*)(id, SEL, T1, T2))ORIG(i))(self, _cmd, a, b);                                      \
    }
#define V3(i, name, T1, T2, T3)                                                                      \
    static void name(id self, SEL _cmd, T1 a, T2 b, T3 c) {                                          \
        LOG(i);                                                                                      \
        ((void (*)(id, SEL, T1, T2, T3))ORIG(i))(self, _cmd, a, b, c);                               \
    }
#define V4(i, name, T1, T2, T3, T4)                                                                  \
    static void name(id self, SEL _cmd, T1 a, T2 b, T3 c, T4 d) {                                    \
        LOG(i);                                                                                      \
        ((void (*)(id, SEL, T1, T2, T3, T4))ORIG(i))(self, _cmd, a, b, c, d);                        \
    }
#define R1(i, name, R, T1)                                                                           \
    static R name(id self, SEL _cmd, T1 a) { LOG(i); return ((R (*)(id, SEL, T1))ORIG(i))(self, _cmd, a); }
#define R2(i, name, R, T1, T2)                                                                       \
    static R name(id self, SEL _cmd, T1 a, T2 b) {                                                   \
        LOG(i);                                                                                      \
        return ((R (*)(id, SEL, T1, T2))ORIG(i))(self, _cmd, a, b);                                  \
    }
#define R3(i, name, R, T1, T2, T3)                                                                   \
    static R name(id self, SEL _cmd, T1 a, T2 b, T3 c) {                                             \
        LOG(i);                                                                                      \
        return ((R (*)(id, SEL, T1, T2, T3))ORIG(i))(self, _cmd, a, b, c);                           \
    }

V1(0, HKFAccessoryAction, id)
R1(1, HKFShouldBegin, BOOL, id)
R3(2, HKFMayBegin, BOOL, id, CGPoint, NSUInteger)
R2(3, HKFHostTrailing, id, id, id)
R2(4, HKFTrailingConfiguration, id, id, BOOL)
V1(5, HKFDidRecognize, id)
R1(6, HKFRecognizerBegan, BOOL, id)
V4(7, HKFInitiate, NSUInteger, id, CGPoint, BOOL)
R3(8, HKFOccurrenceInit, id, id, id, NSUInteger)
V1(9, HKFConfigure, id)
R3(10, HKFInsertActionsView, BOOL, id, id, id)
V2(11, HKFHostWillBegin, id, id)
V1(12, HKFDidBeginSwipe, id)
V1(13, HKFBeginTracking, BOOL)
V1(14, HKFChanged, id)
V2(15, HKFEnded, id, BOOL)
V1(16, HKFPressed, id)
V1(17, HKFTapped, id)
V2(18, HKFTappedAction, id, id)
V3(19, HKFPerform, id, id, void *)
V3(20, HKFLifecycle, id, id, id)
V2(21, HKFExecuteHandler, id, id)
V1(22, HKFComplete, BOOL)
V2(24, HKFResetSwiped, BOOL, id)
V4(25, HKFResetItem, void *, BOOL, BOOL, id)
V3(26, HKFCleanup, id, id, id)
V0(27, HKFEndSwipe)
V2(28, HKFHostDidEnd, id, id)
V2(29, HKFConfirm, id, void *)
V1(30, HKFPerformPrimary, void *)
V1(31, HKFDismissal, id)
V1(32, HKFSendWillBegin, id)
V1(33, HKFSendDidEnd, id)
R2(34, HKFHostLeading, id, id, id)
V1(35, HKFPreHandler, id)

static void HKFTransition(id self, SEL _cmd, NSInteger state) {
    HKFLog(@"UISwipeOccurrence _transitionToState: %ld", (long)state);
    ((void (*)(id, SEL, NSInteger))ORIG(23))(self, _cmd, state);
}

static HKFStep HKFListSteps[] = {
    { "UITableView", "_accessoryButtonAction:", (IMP)HKFAccessoryAction, NULL },
    { "_UISwipeHandler", "gestureRecognizerShouldBegin:", (IMP)HKFShouldBegin, NULL },
    { "UISwipeActionController", "swipeHandler:mayBeginSwipeAtLocation:withProposedDirection:", (IMP)HKFMayBegin, NULL },
    { "UITableView", "swipeActionController:trailingSwipeConfigurationForItemAtIndexPath:", (IMP)HKFHostTrailing, NULL },
    { "UITableView", "_trailingSwipeConfigurationAtIndexPath:fromRemoveButton:", (IMP)HKFTrailingConfiguration, NULL },
    { "_UISwipeHandler", "_swipeRecognizerDidRecognize:", (IMP)HKFDidRecognize, NULL },
    { "_UISwipeHandler", "_swipeRecognizerBegan:", (IMP)HKFRecognizerBegan, NULL },
    { "_UISwipeHandler", "initiateSwipeWithDirection:configuration:location:userInitiated:", (IMP)HKFInitiate, NULL },
    { "UISwipeOccurrence", "initWithController:indexPath:defaultStyle:", (IMP)HKFOccurrenceInit, NULL },
    { "UISwipeActionPullView", "configureWithSwipeActions:", (IMP)HKFConfigure, NULL },
    { "UITableView", "swipeActionController:insertActionsView:forItemAtIndexPath:", (IMP)HKFInsertActionsView, NULL },
    { "UITableView", "swipeActionController:willBeginSwipeForItemAtIndexPath:", (IMP)HKFHostWillBegin, NULL },
    { "UISwipeActionController", "swipeHandlerDidBeginSwipe:", (IMP)HKFDidBeginSwipe, NULL },
    { "UISwipeOccurrence", "beginSwipeTracking:", (IMP)HKFBeginTracking, NULL },
    { "_UISwipeHandler", "_swipeRecognizerChanged:", (IMP)HKFChanged, NULL },
    { "_UISwipeHandler", "_swipeRecognizerEnded:wasCancelled:", (IMP)HKFEnded, NULL },
    { "UISwipeActionPullView", "_pressedButton:", (IMP)HKFPressed, NULL },
    { "UISwipeActionPullView", "_tappedButton:", (IMP)HKFTapped, NULL },
    { "UISwipeOccurrence", "swipeActionPullView:tappedAction:", (IMP)HKFTappedAction, NULL },
    { "UISwipeOccurrence", "_performSwipeAction:inPullView:swipeInfo:", (IMP)HKFPerform, NULL },
    { "UISwipeOccurrence", "_executeLifecycleForPerformedAction:sourceView:completionHandler:", (IMP)HKFLifecycle, NULL },
    { "UIContextualAction", "executeHandlerWithView:completionHandler:", (IMP)HKFExecuteHandler, NULL },
    { "UIContextualAction", "_completeWithResult:", (IMP)HKFComplete, NULL },
    { "UISwipeOccurrence", "_transitionToState:", (IMP)HKFTransition, NULL },
    { "UISwipeActionController", "resetSwipedItemAnimated:completion:", (IMP)HKFResetSwiped, NULL },
    { "UISwipeOccurrence", "_resetItemWithSwipeInfo:animated:deletion:completion:", (IMP)HKFResetItem, NULL },
    { "UITableView", "swipeActionController:cleanupActionsView:forItemAtIndexPath:", (IMP)HKFCleanup, NULL },
    { "UISwipeOccurrence", "endSwipe", (IMP)HKFEndSwipe, NULL },
    { "UITableView", "swipeActionController:didEndSwipeForItemAtIndexPath:", (IMP)HKFHostDidEnd, NULL },
    { "UISwipeActionController", "swipeHandler:didConfirmSwipeWithInfo:", (IMP)HKFConfirm, NULL },
    { "UISwipeOccurrence", "performPrimaryActionWithSwipeInfo:", (IMP)HKFPerformPrimary, NULL },
    { "_UISwipeHandler", "_dismissalRecognizerDidRecognize:", (IMP)HKFDismissal, NULL },
    { "UITableView", "_sendWillBeginEditingForIndexPath:", (IMP)HKFSendWillBegin, NULL },
    { "UITableView", "_sendDidEndEditingForIndexPath:", (IMP)HKFSendDidEnd, NULL },
    { "UITableView", "swipeActionController:leadingSwipeConfigurationForItemAtIndexPath:", (IMP)HKFHostLeading, NULL },
    { "UIContextualAction", "executePreHandlerWithView:", (IMP)HKFPreHandler, NULL },
};

void hkf_record_list_paths(bool on) {
    hkf_swap_steps(HKFListSteps, sizeof HKFListSteps / sizeof HKFListSteps[0], on);
}
