// Logs each step of the Inputs part's UIKit paths the way a hooking SDK would see them:
// by replacing the methods on the classes UIKit declares them on (see CallPathRecorder.m).
#import "FixtureLog.h"
#include "HostKitFixtures.h"

#include "CallPathSteps.h"

static HKFStep HKFInputSteps[];

static IMP HKFInputOriginal(int step) { return HKFInputSteps[step].original; }
static void HKFInputLogStep(int step) {
    HKFLog(@"%s %s", HKFInputSteps[step].className, HKFInputSteps[step].selectorName);
}
static const char *HKFClassName(id object) { return object != nil ? class_getName(object_getClass(object)) : "nil"; }

#define HKF_INPUT_VOID(index, name)                                                     \
    static void name(id self, SEL _cmd) {                                               \
        HKFInputLogStep(index);                                                         \
        ((void (*)(id, SEL))HKFInputOriginal(index))(self, _cmd);                       \
    }
#define HKF_INPUT_OBJ(index, name)                                                      \
    static void name(id self, SEL _cmd, id a) {                                         \
        HKFInputLogStep(index);                                                         \
        ((void (*)(id, SEL, id))HKFInputOriginal(index))(self, _cmd, a);                \
    }
#define HKF_INPUT_BOOL(index, name)                                                     \
    static void name(id self, SEL _cmd, BOOL a) {                                       \
        HKFLog(@"%s %s %s", HKFInputSteps[index].className, HKFInputSteps[index].selectorName, a ? "YES" : "NO"); \
        ((void (*)(id, SEL, BOOL))HKFInputOriginal(index))(self, _cmd, a);              \
    }
#define HKF_INPUT_RETURNS_BOOL(index, name)                                             \
    static BOOL name(id self, SEL _cmd) {                                               \
        HKFInputLogStep(index);                                                         \
        return ((BOOL (*)(id, SEL))HKFInputOriginal(index))(self, _cmd);                \
    }

static BOOL HKFSendAction(id self, SEL _cmd, SEL action, id target, id sender, UIEvent *event) {
    HKFLog(@"UIApplication sendAction %s to %s from %s %s", sel_getName(action), HKFClassName(target),
           HKFClassName(sender), event != nil ? "event" : "nil");
    return ((BOOL (*)(id, SEL, SEL, id, id, UIEvent *))HKFInputOriginal(0))(self, _cmd, action, target, sender, event);
}

static void HKFSendActionsForControlEvents(id self, SEL _cmd, NSUInteger events) {
    HKFLog(@"UIControl sendActionsForControlEvents: 0x%lx %s", (unsigned long)events, HKFClassName(self));
    ((void (*)(id, SEL, NSUInteger))HKFInputOriginal(1))(self, _cmd, events);
}

static void HKFGestureTargetSend(id self, SEL _cmd, id recognizer) {
    HKFLog(@"UIGestureRecognizerTarget %s %s %s", sel_getName([(UIGestureRecognizerTarget *)self action]), HKFClassName([(UIGestureRecognizerTarget *)self target]),
           HKFClassName(recognizer));
    ((void (*)(id, SEL, id))HKFInputOriginal(2))(self, _cmd, recognizer);
}

static void HKFSwitchTransitioned(id self, SEL _cmd, id element, BOOL on) {
    HKFLog(@"UISwitch visualElement:transitionedToOn: %s", on ? "YES" : "NO");
    ((void (*)(id, SEL, id, BOOL))HKFInputOriginal(3))(self, _cmd, element, on);
}

HKF_INPUT_OBJ(4, HKFSwitchTouchUpInside)
HKF_INPUT_OBJ(5, HKFSwitchHandleLongPress)
HKF_INPUT_OBJ(6, HKFSwitchHandlePan)

static void HKFSegmentSelect(id self, SEL _cmd, NSInteger index, BOOL notify, BOOL animate) {
    HKFLog(@"UISegmentedControl _setSelectedSegmentIndex:notify:animate: %ld %s", (long)index, notify ? "YES" : "NO");
    ((void (*)(id, SEL, NSInteger, BOOL, BOOL))HKFInputOriginal(7))(self, _cmd, index, notify, animate);
}

HKF_INPUT_VOID(8, HKFSegmentEmit)
HKF_INPUT_VOID(9, HKFSegmentSend)
HKF_INPUT_OBJ(10, HKFScrollHandlePan)
HKF_INPUT_VOID(11, HKFScrollWillBeginDragging)
HKF_INPUT_BOOL(12, HKFScrollEndPanNormal)

static BOOL HKFScrollWillEndDragging(id self, SEL _cmd, BOOL decelerate) {
    HKFInputLogStep(13);
    return ((BOOL (*)(id, SEL, BOOL))HKFInputOriginal(13))(self, _cmd, decelerate);
}

HKF_INPUT_BOOL(14, HKFScrollDidEndDragging)
HKF_INPUT_BOOL(15, HKFScrollDidEndDraggingForDelegate)

static void HKFRefreshSetState(id self, SEL _cmd, NSInteger state, BOOL notify) {
    HKFLog(@"UIRefreshControl _setRefreshControlState:notify: %ld %s", (long)state, notify ? "YES" : "NO");
    ((void (*)(id, SEL, NSInteger, BOOL))HKFInputOriginal(16))(self, _cmd, state, notify);
}

HKF_INPUT_OBJ(17, HKFMultiTapStateUpdate)
HKF_INPUT_OBJ(18, HKFSelectionHandleMultiTap)
HKF_INPUT_VOID(19, HKFAssistantSetFirstResponder)
HKF_INPUT_RETURNS_BOOL(20, HKFTextFieldBecome)
HKF_INPUT_RETURNS_BOOL(21, HKFTextViewBecome)
HKF_INPUT_VOID(22, HKFStepperEmit)
HKF_INPUT_VOID(23, HKFPageControlEmit)
HKF_INPUT_OBJ(24, HKFPageProviderTap)
HKF_INPUT_VOID(25, HKFDatePickerEmit)

static void HKFCalendarDidSelect(id self, SEL _cmd, id selection, id date) {
    HKFInputLogStep(26);
    ((void (*)(id, SEL, id, id))HKFInputOriginal(26))(self, _cmd, selection, date);
}

HKF_INPUT_OBJ(27, HKFFieldEditorDidChange)
HKF_INPUT_VOID(28, HKFScrollDidEndDecelerating)
HKF_INPUT_OBJ(29, HKFStepperSendEvent)

static void HKFPageUpdate(id self, SEL _cmd, NSInteger page, BOOL immediately) {
    HKFLog(@"UIPageControl _updateCurrentPage:updateDisplayImmediately: %ld", (long)page);
    ((void (*)(id, SEL, NSInteger, BOOL))HKFInputOriginal(30))(self, _cmd, page, immediately);
}

HKF_INPUT_VOID(31, HKFDatePickerBeginEditing)
HKF_INPUT_VOID(32, HKFDatePickerEndEditing)

// The end of the event's dispatch, to tell what UIKit sends during it from what it leaves
// for after the transaction commits.
static void HKFApplicationSendEventReturns(id self, SEL _cmd, UIEvent *event) {
    ((void (*)(id, SEL, UIEvent *))HKFInputOriginal(33))(self, _cmd, event);
    HKFLog(@"UIApplication sendEvent: returned");
}

HKF_INPUT_OBJ(34, HKFApplicationAfterCommit)

static void HKFControlSendUIAction(id self, SEL _cmd, UIAction *action) {
    HKFLog(@"UIControl sendAction: %@ %s", [action title], HKFClassName(self));
    ((void (*)(id, SEL, UIAction *))HKFInputOriginal(35))(self, _cmd, action);
}

HKF_INPUT_OBJ(36, HKFKeyboardTouchDown)
HKF_INPUT_OBJ(37, HKFKeyboardTouchUp)
HKF_INPUT_OBJ(38, HKFPredictionTap)

static void HKFInsertText(id self, SEL _cmd, NSString *text) {
    HKFLog(@"%s insertText: %@", HKFClassName(self), text);
    ((void (*)(id, SEL, NSString *))HKFInputOriginal(39))(self, _cmd, text);
}

static void HKFPredictionSelect(id self, SEL _cmd, id view, NSString *candidate) {
    HKFLog(@"UIKeyboardLayoutStar predictionView:didSelectCandidate: %@", candidate);
    ((void (*)(id, SEL, id, NSString *))HKFInputOriginal(40))(self, _cmd, view, candidate);
}

static HKFStep HKFInputSteps[] = {
    { "UIApplication", "sendAction:to:from:forEvent:", (IMP)HKFSendAction, NULL },
    { "UIControl", "sendActionsForControlEvents:", (IMP)HKFSendActionsForControlEvents, NULL },
    { "UIGestureRecognizerTarget", "_sendActionWithGestureRecognizer:", (IMP)HKFGestureTargetSend, NULL },
    { "UISwitch", "visualElement:transitionedToOn:", (IMP)HKFSwitchTransitioned, NULL },
    { "UISwitch", "visualElementHadTouchUpInside:", (IMP)HKFSwitchTouchUpInside, NULL },
    { "UISwitchModernVisualElement", "_handleLongPress:", (IMP)HKFSwitchHandleLongPress, NULL },
    { "UISwitchModernVisualElement", "_handlePan:", (IMP)HKFSwitchHandlePan, NULL },
    { "UISegmentedControl", "_setSelectedSegmentIndex:notify:animate:", (IMP)HKFSegmentSelect, NULL },
    { "UISegmentedControl", "_emitValueChanged", (IMP)HKFSegmentEmit, NULL },
    { "UISegmentedControl", "_sendValueChanged", (IMP)HKFSegmentSend, NULL },
    { "UIScrollView", "handlePan:", (IMP)HKFScrollHandlePan, NULL },
    { "UIScrollView", "_scrollViewWillBeginDragging", (IMP)HKFScrollWillBeginDragging, NULL },
    { "UIScrollView", "_endPanNormal:", (IMP)HKFScrollEndPanNormal, NULL },
    { "UIScrollView", "_scrollViewWillEndDraggingWithDeceleration:", (IMP)HKFScrollWillEndDragging, NULL },
    { "UIScrollView", "_scrollViewDidEndDraggingWithDeceleration:", (IMP)HKFScrollDidEndDragging, NULL },
    { "UIScrollView", "_scrollViewDidEndDraggingForDelegateWithDeceleration:", (IMP)HKFScrollDidEndDraggingForDelegate, NULL },
    { "UIRefreshControl", "_setRefreshControlState:notify:", (IMP)HKFRefreshSetState, NULL },
    { "UITextMultiTapRecognizer", "onStateUpdate:", (IMP)HKFMultiTapStateUpdate, NULL },
    { "UITextSelectionInteraction", "_handleMultiTapGesture:", (IMP)HKFSelectionHandleMultiTap, NULL },
    { "UITextInteractionAssistant", "setFirstResponderIfNecessary", (IMP)HKFAssistantSetFirstResponder, NULL },
    { "UITextField", "becomeFirstResponder", (IMP)HKFTextFieldBecome, NULL },
    { "UITextView", "becomeFirstResponder", (IMP)HKFTextViewBecome, NULL },
    { "UIStepper", "_emitValueChanged", (IMP)HKFStepperEmit, NULL },
    { "UIPageControl", "_emitValueChanged", (IMP)HKFPageControlEmit, NULL },
    { "_UIInteractivePageControlVisualProvider", "didTapPageControl:", (IMP)HKFPageProviderTap, NULL },
    { "UIDatePicker", "_emitValueChanged", (IMP)HKFDatePickerEmit, NULL },
    { "_UIDatePickerCalendarView", "dateSelection:didSelectDate:", (IMP)HKFCalendarDidSelect, NULL },
    { "UITextField", "fieldEditorDidChange:", (IMP)HKFFieldEditorDidChange, NULL },
    { "UIScrollView", "_scrollViewDidEndDecelerating", (IMP)HKFScrollDidEndDecelerating, NULL },
    { "UIStepper", "visualElementSendValueChangedEvent:", (IMP)HKFStepperSendEvent, NULL },
    { "UIPageControl", "_updateCurrentPage:updateDisplayImmediately:", (IMP)HKFPageUpdate, NULL },
    { "UIDatePicker", "_emitBeginEditing", (IMP)HKFDatePickerBeginEditing, NULL },
    { "UIDatePicker", "_emitEndEditing", (IMP)HKFDatePickerEndEditing, NULL },
    { "UIApplication", "sendEvent:", (IMP)HKFApplicationSendEventReturns, NULL },
    { "UIApplication", "_performBlockAfterCATransactionCommits:", (IMP)HKFApplicationAfterCommit, NULL },
    { "UIControl", "sendAction:", (IMP)HKFControlSendUIAction, NULL },
    { "UIKeyboardLayout", "touchDown:", (IMP)HKFKeyboardTouchDown, NULL },
    { "UIKeyboardLayoutStar", "touchUp:", (IMP)HKFKeyboardTouchUp, NULL },
    { "TUIPredictionView", "_didRecognizeTapGesture:", (IMP)HKFPredictionTap, NULL },
    { "UITextField", "insertText:", (IMP)HKFInsertText, NULL },
    { "UIKeyboardLayoutStar", "predictionView:didSelectCandidate:", (IMP)HKFPredictionSelect, NULL },
};

void hkf_record_input_path(bool on) {
    hkf_swap_steps(HKFInputSteps, sizeof HKFInputSteps / sizeof HKFInputSteps[0], on);
}
