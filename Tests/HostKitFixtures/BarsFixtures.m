// Part A's fixtures: the bars' call-path recorder, a tab bar controller delegate and an app-like
// screen with its own bar button items.
#import "FixtureLog.h"
#include "HostKitFixtures.h"
#include <stdio.h>

static NSString *HKFEvent(UIEvent *event) {
    return event != nil ? [NSString stringWithFormat:@"event(%lu touch)", (unsigned long)[[event allTouches] count]] : @"nil";
}

static NSString *HKFClass(id object) { return object != nil ? NSStringFromClass([object class]) : @"nil"; }

static NSString *HKFTitle(id object) {
    if (object == nil) return @"nil";
    if ([object respondsToSelector:@selector(title)] && [object title] != nil) return [object title];
    return NSStringFromClass([object class]);
}

// MARK: Call path

#include "CallPathSteps.h"

static HKFStep HKFBarsSteps[];
#define ORIGINAL(index) (HKFBarsSteps[index].original)

static void HKFTouchesBegan(id self, SEL _cmd, NSSet *touches, UIEvent *event) {
    HKFLog(@"touchesBegan %@", HKFClass(self));
    ((void (*)(id, SEL, NSSet *, UIEvent *))ORIGINAL(0))(self, _cmd, touches, event);
}

static void HKFTouchesEnded(id self, SEL _cmd, NSSet *touches, UIEvent *event) {
    HKFLog(@"touchesEnded %@", HKFClass(self));
    ((void (*)(id, SEL, NSSet *, UIEvent *))ORIGINAL(1))(self, _cmd, touches, event);
}

static void HKFSendActions(id self, SEL _cmd, UIControlEvents events, UIEvent *event) {
    HKFLog(@"_sendActionsForEvents 0x%lx %@ %@", (unsigned long)events, HKFClass(self), HKFEvent(event));
    ((void (*)(id, SEL, UIControlEvents, UIEvent *))ORIGINAL(2))(self, _cmd, events, event);
}

static void HKFControlSendAction(id self, SEL _cmd, SEL action, id target, UIEvent *event) {
    HKFLog(@"sendAction:to:forEvent: %s %@", sel_getName(action), HKFClass(target));
    ((void (*)(id, SEL, SEL, id, UIEvent *))ORIGINAL(3))(self, _cmd, action, target, event);
}

static BOOL HKFApplicationSendAction(id self, SEL _cmd, SEL action, id target, id sender, UIEvent *event) {
    HKFLog(@"UIApplication sendAction %s to %@ from %@ %@", sel_getName(action), HKFClass(target), HKFClass(sender),
           HKFEvent(event));
    return ((BOOL (*)(id, SEL, SEL, id, id, UIEvent *))ORIGINAL(4))(self, _cmd, action, target, sender, event);
}

static void HKFInvoke(id self, SEL _cmd, id sender, UIEvent *event) {
    HKFLog(@"_invoke:forEvent: %@ %@", HKFClass(sender), HKFEvent(event));
    ((void (*)(id, SEL, id, UIEvent *))ORIGINAL(5))(self, _cmd, sender, event);
}

static void HKFTrigger(id self, SEL _cmd, UIEvent *event) {
    HKFLog(@"_triggerActionForEvent: %@", HKFEvent(event));
    ((void (*)(id, SEL, UIEvent *))ORIGINAL(6))(self, _cmd, event);
}

static void HKFTriggerFallback(id self, SEL _cmd, UIEvent *event, id sender) {
    HKFLog(@"_triggerActionForEvent:fallbackSender: %@ %@", HKFEvent(event), HKFClass(sender));
    ((void (*)(id, SEL, UIEvent *, id))ORIGINAL(7))(self, _cmd, event, sender);
}

static void HKFButtonDown(id self, SEL _cmd, id sender) {
    HKFLog(@"_buttonDown:");
    ((void (*)(id, SEL, id))ORIGINAL(8))(self, _cmd, sender);
}

static void HKFButtonUp(id self, SEL _cmd, id sender) {
    HKFLog(@"_buttonUp:");
    ((void (*)(id, SEL, id))ORIGINAL(9))(self, _cmd, sender);
}

static void HKFTabSendAction(id self, SEL _cmd, id sender, UIEvent *event) {
    HKFLog(@"_sendAction:withEvent: %@", HKFEvent(event));
    ((void (*)(id, SEL, id, UIEvent *))ORIGINAL(10))(self, _cmd, sender, event);
}

static void HKFAdjustSelection(id self, SEL _cmd, id sender) {
    HKFLog(@"_adjustButtonSelection:");
    ((void (*)(id, SEL, id))ORIGINAL(11))(self, _cmd, sender);
}

static void HKFItemClicked(id self, SEL _cmd, id item) {
    HKFLog(@"_tabBarItemClicked: %@", HKFTitle(item));
    ((void (*)(id, SEL, id))ORIGINAL(12))(self, _cmd, item);
}

static void HKFSelectAndNotify(id self, SEL _cmd, id controller) {
    HKFLog(@"_setSelectedViewControllerAndNotify: %@", HKFTitle(controller));
    ((void (*)(id, SEL, id))ORIGINAL(13))(self, _cmd, controller);
}

static void HKFSetSelected(id self, SEL _cmd, id controller) {
    HKFLog(@"setSelectedViewController: %@", HKFTitle(controller));
    ((void (*)(id, SEL, id))ORIGINAL(14))(self, _cmd, controller);
}

static void HKFBackButtonAction(id self, SEL _cmd, id sender) {
    HKFLog(@"__backButtonAction:");
    ((void (*)(id, SEL, id))ORIGINAL(15))(self, _cmd, sender);
}

static void HKFDidTriggerBack(id self, SEL _cmd, id contentView, id item) {
    HKFLog(@"navigationBarContentViewDidTriggerBackAction %@", HKFTitle(item));
    ((void (*)(id, SEL, id, id))ORIGINAL(16))(self, _cmd, contentView, item);
}

static void HKFSendPop(id self, SEL _cmd, id item) {
    HKFLog(@"_sendNavigationPopForBackBarButtonItem: %@", HKFTitle(item));
    ((void (*)(id, SEL, id))ORIGINAL(17))(self, _cmd, item);
}

static BOOL HKFShouldPop(id self, SEL _cmd, id bar, id item) {
    HKFLog(@"navigationBar:shouldPopItem: %@", HKFTitle(item));
    return ((BOOL (*)(id, SEL, id, id))ORIGINAL(18))(self, _cmd, bar, item);
}

static id HKFPop(id self, SEL _cmd, BOOL animated) {
    HKFLog(@"popViewControllerAnimated:");
    return ((id (*)(id, SEL, BOOL))ORIGINAL(19))(self, _cmd, animated);
}

static void HKFDidSelectButton(id self, SEL _cmd, id item) {
    HKFLog(@"_didSelectButtonForItem: %@", HKFTitle(item));
    ((void (*)(id, SEL, id))ORIGINAL(20))(self, _cmd, item);
}

static void HKFDidChangeSelection(id self, SEL _cmd, id item) {
    HKFLog(@"_tabBarDidChangeSelectionToItem: %@", HKFTitle(item));
    ((void (*)(id, SEL, id))ORIGINAL(21))(self, _cmd, item);
}

static void HKFSelectionGesture(id self, SEL _cmd, UIGestureRecognizer *gesture) {
    HKFLog(@"handleSelectionGesture: %ld", (long)[gesture state]);
    ((void (*)(id, SEL, id))ORIGINAL(22))(self, _cmd, gesture);
}

static HKFStep HKFBarsSteps[] = {
    { "UIControl", "touchesBegan:withEvent:", (IMP)HKFTouchesBegan, NULL },
    { "UIControl", "touchesEnded:withEvent:", (IMP)HKFTouchesEnded, NULL },
    { "UIControl", "_sendActionsForEvents:withEvent:", (IMP)HKFSendActions, NULL },
    { "UIControl", "sendAction:to:forEvent:", (IMP)HKFControlSendAction, NULL },
    { "UIApplication", "sendAction:to:from:forEvent:", (IMP)HKFApplicationSendAction, NULL },
    { "_UIButtonBarTargetAction", "_invoke:forEvent:", (IMP)HKFInvoke, NULL },
    { "UIBarButtonItem", "_triggerActionForEvent:", (IMP)HKFTrigger, NULL },
    { "UIBarButtonItem", "_triggerActionForEvent:fallbackSender:", (IMP)HKFTriggerFallback, NULL },
    { "UITabBar", "_buttonDown:", (IMP)HKFButtonDown, NULL },
    { "UITabBar", "_buttonUp:", (IMP)HKFButtonUp, NULL },
    { "UITabBar", "_sendAction:withEvent:", (IMP)HKFTabSendAction, NULL },
    { "UITabBar", "_adjustButtonSelection:", (IMP)HKFAdjustSelection, NULL },
    { "UITabBarController", "_tabBarItemClicked:", (IMP)HKFItemClicked, NULL },
    { "UITabBarController", "_setSelectedViewControllerAndNotify:", (IMP)HKFSelectAndNotify, NULL },
    { "UITabBarController", "setSelectedViewController:", (IMP)HKFSetSelected, NULL },
    { "_UINavigationBarContentView", "__backButtonAction:", (IMP)HKFBackButtonAction, NULL },
    { "_UINavigationBarVisualProviderModernIOS", "navigationBarContentViewDidTriggerBackAction:fromBackButtonItem:",
      (IMP)HKFDidTriggerBack, NULL },
    { "UINavigationBar", "_sendNavigationPopForBackBarButtonItem:", (IMP)HKFSendPop, NULL },
    { "UINavigationController", "navigationBar:shouldPopItem:", (IMP)HKFShouldPop, NULL },
    { "UINavigationController", "popViewControllerAnimated:", (IMP)HKFPop, NULL },
    { "UITabBar", "_didSelectButtonForItem:", (IMP)HKFDidSelectButton, NULL },
    { "UITabBarController", "_tabBarDidChangeSelectionToItem:", (IMP)HKFDidChangeSelection, NULL },
    { "UITabBar", "handleSelectionGesture:", (IMP)HKFSelectionGesture, NULL },
};

void hkf_bars_record_call_path(bool on) {
    hkf_swap_steps(HKFBarsSteps, sizeof HKFBarsSteps / sizeof HKFBarsSteps[0], on);
}

// MARK: Tab bar controller delegate

@interface HKFTabDelegate : NSObject {
    BOOL _refuse;
}
@end

@implementation HKFTabDelegate

- (void)dealloc {
    HKFNoteDealloc();
    [super dealloc];
}

- (void)setAllow:(BOOL)allow { _refuse = !allow; }

- (BOOL)tabBarController:(UITabBarController *)tabBarController shouldSelectViewController:(UIViewController *)viewController {
    HKFLog(@"shouldSelect %@", HKFTitle(viewController));
    return !_refuse;
}

- (void)tabBarController:(UITabBarController *)tabBarController didSelectViewController:(UIViewController *)viewController {
    HKFLog(@"didSelect %@", HKFTitle(viewController));
}

@end

HKObject hkf_tab_delegate_new(void) { return [[HKFTabDelegate alloc] init]; }
void hkf_tab_delegate_set_allow(HKObject delegate, bool allow) { [(HKFTabDelegate *)delegate setAllow:allow]; }

// MARK: An app-like screen

@interface HKFBarsAppController : UIViewController {
    UIBarButtonItem *_edit, *_save, *_compose, *_trash;
}
@end

@implementation HKFBarsAppController

- (id)initWithTitle:(NSString *)title {
    if ((self = [super init])) {
        [self setTitle:title];
        _edit = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemEdit target:self action:@selector(edit)];
        _save = [[UIBarButtonItem alloc] initWithTitle:@"Save" style:UIBarButtonItemStyleDone target:self action:@selector(save:)];
        _compose = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCompose target:self
                                                                 action:@selector(compose:event:)];
        _trash = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemTrash target:self action:@selector(trash:)];
        [_save setAccessibilityIdentifier:@"save"];
        UIBarButtonItem *space = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemFlexibleSpace
                                                                               target:nil action:NULL];
        [[self navigationItem] setLeftBarButtonItem:_edit];
        [[self navigationItem] setRightBarButtonItem:_save];
        [self setToolbarItems:[NSArray arrayWithObjects:_compose, space, _trash, nil]];
        [space release];
    }
    return self;
}

- (void)dealloc {
    [_edit release];
    [_save release];
    [_compose release];
    [_trash release];
    HKFNoteDealloc();
    [super dealloc];
}

- (UIBarButtonItem *)itemNamed:(NSString *)name {
    if ([name isEqualToString:@"edit"]) return _edit;
    if ([name isEqualToString:@"save"]) return _save;
    if ([name isEqualToString:@"compose"]) return _compose;
    if ([name isEqualToString:@"trash"]) return _trash;
    return nil;
}

- (void)viewWillAppear:(BOOL)animated { [super viewWillAppear:animated]; HKFLog(@"%@ viewWillAppear", [self title]); }
- (void)viewDidAppear:(BOOL)animated { [super viewDidAppear:animated]; HKFLog(@"%@ viewDidAppear", [self title]); }
- (void)viewWillDisappear:(BOOL)animated { [super viewWillDisappear:animated]; HKFLog(@"%@ viewWillDisappear", [self title]); }
- (void)viewDidDisappear:(BOOL)animated { [super viewDidDisappear:animated]; HKFLog(@"%@ viewDidDisappear", [self title]); }

- (void)edit { HKFLog(@"%@ edit", [self title]); }
- (void)save:(id)sender { HKFLog(@"%@ save: %@", [self title], HKFClass(sender)); }
- (void)compose:(id)sender event:(UIEvent *)event {
    HKFLog(@"%@ compose:event: %@ %@", [self title], HKFClass(sender), HKFEvent(event));
}
- (void)trash:(id)sender { HKFLog(@"%@ trash: %@", [self title], HKFClass(sender)); }

@end

HKObject hkf_bars_app_controller_new(const char *title) {
    return [[HKFBarsAppController alloc] initWithTitle:[NSString stringWithUTF8String:title]];
}

HKObject hkf_bars_app_item(HKObject controller, const char *name) {
    return [(HKFBarsAppController *)controller itemNamed:[NSString stringWithUTF8String:name]];
}
