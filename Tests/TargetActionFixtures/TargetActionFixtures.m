#import <UIKit/UIKit.h>
#include "TargetActionFixtures.h"
#include <objc/message.h>
#include <stdlib.h>
#include <string.h>

// GCC's method_setImplementation leaves subclasses' dispatch tables stale.
extern void __objc_update_dispatch_table_for_class(Class cls);

static NSMutableArray *TAFEntries;
static char *TAFJoined;
static long TAFControllerDeallocs;

static void TAFLog(NSString *format, ...) {
    if (TAFEntries == nil) TAFEntries = [[NSMutableArray alloc] init];
    va_list args;
    va_start(args, format);
    NSString *entry = [[NSString alloc] initWithFormat:format arguments:args];
    va_end(args);
    [TAFEntries addObject:entry];
    [entry release];
}

static NSString *TAFClassName(id object) { return NSStringFromClass([object class]); }

void taf_log_reset(void) { [TAFEntries removeAllObjects]; }

const char *taf_log(void) {
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    free(TAFJoined);
    TAFJoined = strdup([[TAFEntries componentsJoinedByString:@", "] UTF8String]);
    [pool drain];
    return TAFJoined;
}

// MARK: Controllers

@interface TAFController : UIViewController {
    NSMutableArray *_kept;
    NSMutableArray *_unregister;
}
- (void)keep:(id)sender unregister:(BOOL)unregister;
@end

@implementation TAFController

- (void)dealloc {
    for (id sender in _unregister) {
        if ([sender isKindOfClass:[UIControl class]])
            [sender removeTarget:self action:NULL forControlEvents:UIControlEventAllEvents];
        else
            [sender removeTarget:self action:NULL];
    }
    [_unregister release];
    [_kept release];
    TAFControllerDeallocs++;
    TAFLog(@"dealloc %@", TAFClassName(self));
    [super dealloc];
}

- (void)keep:(id)sender unregister:(BOOL)unregister {
    if (_kept == nil) _kept = [[NSMutableArray alloc] init];
    if (_unregister == nil) _unregister = [[NSMutableArray alloc] init];
    [_kept addObject:sender];
    if (unregister) [_unregister addObject:sender];
}

- (void)tap { TAFLog(@"tap"); }
- (void)tapSender:(id)sender { TAFLog(@"tapSender:%@", TAFClassName(sender)); }
- (void)tapSender:(id)sender event:(UIEvent *)event {
    NSString *described = event != nil
        ? [NSString stringWithFormat:@"%lu touch", (unsigned long)[[event allTouches] count]]
        : @"nil";
    TAFLog(@"tapSender:event:%@:%@", TAFClassName(sender), described);
}
- (void)pay:(id)sender { TAFLog(@"pay:%@", TAFClassName(sender)); }
- (void)cancel:(id)sender { TAFLog(@"cancel:%@", TAFClassName(sender)); }
- (void)toggle:(id)sender { TAFLog(@"toggle:%@", TAFClassName(sender)); }
- (void)dismiss:(id)sender { TAFLog(@"dismiss:%@", TAFClassName(sender)); }
- (void)close:(id)sender {
    TAFLog(@"close:%@", TAFClassName(sender));
    [self release];
}

@end

@interface TAFCheckoutController : TAFController
@end
@implementation TAFCheckoutController
@end

@interface TAFCartController : TAFController
@end
@implementation TAFCartController
@end

HKObject taf_controller_new(const char *class_name, const char *title) {
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    Class cls = NSClassFromString([NSString stringWithUTF8String:class_name]);
    TAFController *controller = [[cls alloc] init];
    [controller setTitle:[NSString stringWithUTF8String:title]];
    [pool drain];
    return controller;
}

long taf_controller_dealloc_count(void) { return TAFControllerDeallocs; }

void taf_controller_keep(HKObject controller, HKObject sender, bool unregister) {
    [(TAFController *)controller keep:(id)sender unregister:unregister];
}

void taf_call_action(HKObject target, const char *action, HKObject sender) {
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    SEL selector = sel_registerName(action);
    IMP imp = objc_msg_lookup((id)target, selector);
    ((void (*)(id, SEL, id, id))imp)((id)target, selector, (id)sender, nil);
    [pool drain];
}

// MARK: Closure boxes

@interface TAFBlockTarget : NSObject {
    NSString *name;
}
@end

@implementation TAFBlockTarget
- (id)initWithName:(NSString *)aName {
    if ((self = [super init])) name = [aName copy];
    return self;
}
- (void)invoke:(id)sender { TAFLog(@"block %@", name); }
- (void)dealloc {
    [name release];
    [super dealloc];
}
@end

HKObject taf_block_target_new(const char *name) {
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    TAFBlockTarget *target = [[TAFBlockTarget alloc] initWithName:[NSString stringWithUTF8String:name]];
    [pool drain];
    return target;
}

// MARK: Gesture recognizers and controls

HKObject taf_tap_gesture_new_plain(void) { return [[UITapGestureRecognizer alloc] init]; }

size_t taf_gesture_pair_count(HKObject recognizer) { return [[(UIGestureRecognizer *)recognizer _targets] count]; }

@interface UIControl (TAFPairs)
- (NSArray *)taf_pairs;
@end

@implementation UIControl (TAFPairs)
- (NSArray *)taf_pairs { return _targetActions; }
@end

// The targets of a sender's pairs, read without messaging any target.
static NSArray *TAFPairs(id sender) {
    return [sender isKindOfClass:[UIControl class]] ? [sender taf_pairs] : [sender _targets];
}

size_t taf_control_pair_count(HKObject control) { return [[(UIControl *)control taf_pairs] count]; }

bool taf_has_target(HKObject sender, HKObject target) {
    for (id pair in TAFPairs((id)sender)) {
        if ([pair target] == (id)target) return true;
    }
    return false;
}

size_t taf_tracking_targets(HKObject sender, HKObject *out, size_t capacity) {
    size_t count = 0;
    for (id pair in TAFPairs((id)sender)) {
        id target = [pair target];
        if (target == nil || strcmp(class_getName(object_getClass(target)), "TracelessTrackingTarget") != 0) continue;
        if (count < capacity) out[count] = target;
        count++;
    }
    return count;
}

// MARK: Another party's swizzle

static IMP TAFPartyFound;

static void TAFPartyAddTarget(id self, SEL _cmd, id target, SEL action, UIControlEvents events) {
    TAFLog(@"party add %s", sel_getName(action));
    ((void (*)(id, SEL, id, SEL, UIControlEvents))TAFPartyFound)(self, _cmd, target, action, events);
}

void taf_party_swizzle_add_target(bool on) {
    Class cls = [UIControl class];
    Method method = class_getInstanceMethod(cls, @selector(addTarget:action:forControlEvents:));
    if (on && TAFPartyFound == NULL) {
        TAFPartyFound = method_setImplementation(method, (IMP)TAFPartyAddTarget);
    } else if (!on && TAFPartyFound != NULL) {
        method_setImplementation(method, TAFPartyFound);
        TAFPartyFound = NULL;
    }
    __objc_update_dispatch_table_for_class(cls);
}

void *taf_imp(const char *class_name, const char *selector) {
    Class cls = objc_getClass(class_name);
    return cls != Nil ? (void *)class_getMethodImplementation(cls, sel_registerName(selector)) : NULL;
}

// MARK: A view that describes itself (ID3-ID5)

@interface TAFAnnotatedButton : UIButton
@end
@implementation TAFAnnotatedButton
- (NSString *)tracelessElementID { return @"checkout.pay"; }
- (NSDictionary *)tracelessElementProperties {
    return [NSDictionary dictionaryWithObjectsAndKeys:@"yearly", @"plan", [NSNumber numberWithInt:2], @"step", nil];
}
@end

@interface TAFIgnoredPanel : UIView
@end
@implementation TAFIgnoredPanel
- (BOOL)tracelessIgnored { return YES; }
@end

void *taf_annotated_button_new(const char *title) {
    TAFAnnotatedButton *button = [[TAFAnnotatedButton alloc] initWithFrame:CGRectMake(0, 0, 120, 44)];
    [button setTitle:[NSString stringWithUTF8String:title] forState:UIControlStateNormal];
    return button;
}

void *taf_ignored_panel_new(void) { return [[TAFIgnoredPanel alloc] initWithFrame:CGRectMake(0, 0, 320, 200)]; }
