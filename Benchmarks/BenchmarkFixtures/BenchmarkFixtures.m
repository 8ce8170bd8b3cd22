#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <objc/message.h>
#include <string.h>
#include "BenchmarkFixtures.h"

extern IMP (*__objc_msg_forward2)(id, SEL);

static long hookCount;
long bm_hook_count(void) { return hookCount; }

/// The business method every benchmark calls: cheap, like a delegate callback
/// whose own work is measured elsewhere.
@interface BMTarget : NSObject {
@public
    long ticks;
}
- (void)tick:(id)argument;
@end
@implementation BMTarget
- (void)tick:(id)argument { ticks++; }
@end

// One subclass per mechanism, so that each benchmark hooks its own class.
@interface BMDirect : BMTarget @end
@implementation BMDirect - (void)tick:(id)argument { ticks++; } @end
@interface BMSwizzled : BMTarget @end
@implementation BMSwizzled - (void)tick:(id)argument { ticks++; } @end
@interface BMTyped : BMTarget @end
@implementation BMTyped - (void)tick:(id)argument { ticks++; } @end
@interface BMForwarded : BMTarget @end
@implementation BMForwarded - (void)tick:(id)argument { ticks++; } @end
@interface BMAspects : BMTarget @end
@implementation BMAspects - (void)tick:(id)argument { ticks++; } @end
@interface BMTableDelegate : BMTarget @end
@implementation BMTableDelegate - (void)tick:(id)argument { ticks++; } @end

long bm_call_tick(void *object, long count) {
    id target = (id)object;
    SEL sel = @selector(tick:);
    // Forwarding autoreleases an NSInvocation per call: give it the pool an app's
    // run loop would.
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    for (long i = 0; i < count; i++) {
        IMP imp = objc_msg_lookup(target, sel);
        ((void (*)(id, SEL, id))imp)(target, sel, nil);
    }
    [pool drain];
    return ((BMTarget *)target)->ticks;
}

void *bm_new(const char *className) { return [objc_lookUpClass(className) new]; }
void bm_release(void *object) { [(id)object release]; }

// Releases the views, then their delegates, in one pool, as an app lets a screen go.
void bm_release_all(void *views, void *delegates) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    [(id)views release];
    [(id)delegates release];
    [pool drain];
}

void bm_release_elements(void *views, void *delegates) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    [(NSMutableArray *)views removeAllObjects];
    [(NSMutableArray *)delegates removeAllObjects];
    [pool drain];
}

// MARK: Plain swizzle

static IMP swizzledOriginal;
static void swizzledTick(id self, SEL _cmd, id argument) {
    hookCount++;
    ((void (*)(id, SEL, id))swizzledOriginal)(self, _cmd, argument);
}

void bm_install_plain_swizzle(const char *className) {
    Class cls = objc_lookUpClass(className);
    Method method = class_getInstanceMethod(cls, @selector(tick:));
    swizzledOriginal = method_setImplementation(method, (IMP)swizzledTick);
}

// MARK: Aspects-style

static IMP aspectsPreviousForward;
static void aspectsForwardInvocation(id self, SEL _cmd, NSInvocation *invocation) {
    if (strcmp(sel_getName([invocation selector]), "tick:") != 0) {
        ((void (*)(id, SEL, NSInvocation *))aspectsPreviousForward)(self, _cmd, invocation);
        return;
    }
    hookCount++;  // the "before" block
    [invocation setSelector:sel_registerName("aspects__tick:")];
    [invocation invoke];
}

void bm_install_aspects_style(const char *className) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    Class cls = objc_lookUpClass(className);
    Method method = class_getInstanceMethod(cls, @selector(tick:));
    const char *types = method_getTypeEncoding(method);
    class_addMethod(cls, sel_registerName("aspects__tick:"), method_getImplementation(method), types);
    SEL typed = sel_registerTypedName("tick:", types);
    // GNUstep autoreleases the closure it builds: keep it for the process.
    [NSAutoreleasePool enableRelease:NO];
    IMP forwarder = __objc_msg_forward2(nil, typed);
    [NSAutoreleasePool enableRelease:YES];
    method_setImplementation(method, forwarder);
    Method forward = class_getInstanceMethod(cls, @selector(forwardInvocation:));
    aspectsPreviousForward = method_getImplementation(forward);
    class_addMethod(cls, @selector(forwardInvocation:), (IMP)aspectsForwardInvocation, method_getTypeEncoding(forward));
    [pool drain];
}

// MARK: Delegate benchmarks

#import <UIKit/UIKit.h>
#include "HostKit.h"

@interface BMSelectDelegate : NSObject {
@public
    long selections;
    long scrolls;
}
@end
@implementation BMSelectDelegate
- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath { selections++; }
// Messages Traceless does not watch: sent every frame of a scroll, for every row.
- (void)scrollViewDidScroll:(UIScrollView *)scrollView { scrolls++; }
- (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath { return 44.0 + indexPath.row; }
@end

// A button's business target.
@interface BMButtonTarget : NSObject {
@public
    long taps;
}
@end
@implementation BMButtonTarget
- (void)pay:(id)sender { taps++; }
@end

// MARK: An event's facts read by hand (no Traceless)

// What an analytics event of a tap carries, read by the app's own code at the tap:
// the least any tracker must read then, whatever it does with it. No strings are
// built and nothing tells a user's tap from code's; the facts are folded into a
// number so that none is left unread.

/// The view's path up to its window: each level's class and index among the siblings
/// of its class.
static long BMReadPath(UIView *view) {
    long folded = 0;
    for (UIView *parent = [view superview]; parent != nil; view = parent, parent = [view superview]) {
        long index = 0;
        for (UIView *sibling in [parent subviews]) {
            if (sibling == view) break;
            if (object_getClass(sibling) == object_getClass(view)) index++;
        }
        folded += index + (long)(uintptr_t)object_getClassName(view);
    }
    return folded;
}

/// The controller the view belongs to (up the responder chain) and its title.
static long BMReadScreen(UIView *view) {
    static Class controllerClass;
    if (controllerClass == Nil) controllerClass = [UIViewController class];
    for (UIResponder *responder = [view nextResponder]; responder != nil; responder = [responder nextResponder]) {
        if ([responder isKindOfClass:controllerClass]) {
            return (long)(uintptr_t)object_getClassName(responder) + (long)(uintptr_t)[(UIViewController *)responder title];
        }
    }
    return 0;
}

/// A button's business target that reads its tap's facts as an analytics call
/// written by hand would: where the finger is (in the button and on the screen), the
/// button's class, title, identifier and tag, its path, its screen.
@interface BMHandTrackingTarget : NSObject {
@public
    long taps;
    long facts;
}
@end
@implementation BMHandTrackingTarget
- (void)pay:(UIButton *)sender forEvent:(UIEvent *)event {
    taps++;
    UITouch *touch = [[event allTouches] anyObject];
    CGPoint local = [touch locationInView:sender];
    CGRect bounds = [sender bounds];
    CGPoint screen = [touch locationInView:nil];
    CGRect window = [[touch window] bounds];
    facts += (long)(local.x / bounds.size.width * 100 + screen.y / window.size.height * 100);
    facts += (long)(uintptr_t)[sender currentTitle] + (long)(uintptr_t)[sender accessibilityIdentifier] + [sender tag];
    facts += BMReadPath(sender) + BMReadScreen(sender);
}
@end

/// A table delegate that reads a selection's facts by hand: the cell, its text, the
/// index path, the cell's path, the screen.
@interface BMHandTrackingDelegate : NSObject {
@public
    long selections;
    long facts;
}
@end
@implementation BMHandTrackingDelegate
- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    selections++;
    UITableViewCell *cell = [tableView cellForRowAtIndexPath:indexPath];
    facts += (long)(uintptr_t)[[cell textLabel] text] + (long)(uintptr_t)[cell accessibilityIdentifier];
    facts += [indexPath section] * 1000 + [indexPath row];
    facts += BMReadPath(cell) + BMReadScreen(tableView);
}
@end

void *bm_hand_tracked_button_new(void *stage) {
    HKObject button = hk_button_new("Pay");
    hk_view_add_subview(hk_view_controller_view(stage), button);
    BMHandTrackingTarget *target = [[BMHandTrackingTarget alloc] init];  // kept for the process
    hk_control_add_target(button, target, "pay:forEvent:", UIControlEventTouchUpInside);
    return button;
}

static void *BMTable(void *stage, id delegate);

void *bm_hand_tracked_table_new(void *stage) { return BMTable(stage, [[BMHandTrackingDelegate alloc] init]); }

static void BMSelectFirstRow(void *table, long count);

long bm_hand_tracked_row_taps(void *table, long count) {
    BMSelectFirstRow(table, count);
    BMHandTrackingDelegate *delegate = hk_table_delegate(table);
    return delegate->selections + (delegate->facts & 1);
}

void *bm_stage_new(void) {
    HKObject window = hk_window_new();
    HKObject controller = hk_view_controller_new("Bench");
    hk_window_set_root(window, controller);
    hk_window_make_key_and_visible(window);
    return controller;
}

/// A table with one row in `stage`, `delegate` its delegate (kept for the process).
static void *BMTable(void *stage, id delegate) {
    HKObject source = hk_list_data_source_new();
    hk_list_data_source_add(source, "Row");
    HKObject table = hk_table_new();
    hk_table_set_data_source(table, source);
    hk_view_add_subview(hk_view_controller_view(stage), table);
    hk_table_set_delegate(table, delegate);
    return table;
}

void *bm_table_new(void *stage) { return BMTable(stage, [[BMSelectDelegate alloc] init]); }

static id storedDelegate(void *table) {
    Ivar ivar = class_getInstanceVariable([UIScrollView class], "_delegate");
    return *(id *)((char *)table + ivar_getOffset(ivar));
}

/// A user's `count` taps on row 0 (HostKit's full touch path).
static void BMSelectFirstRow(void *table, long count) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    for (long i = 0; i < count; i++) hk_select_row(table, 0, 0);
    [pool drain];
}

long bm_user_taps(void *table, long count) {
    BMSelectFirstRow(table, count);
    BMSelectDelegate *delegate = hk_table_delegate(table);
    return delegate->selections;
}

long bm_delegate_calls(void *table, long count) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    id delegate = storedDelegate(table);
    NSIndexPath *indexPath = [NSIndexPath indexPathForRow:0 inSection:0];
    SEL sel = @selector(tableView:didSelectRowAtIndexPath:);
    for (long i = 0; i < count; i++) {
        IMP imp = objc_msg_lookup(delegate, sel);
        ((void (*)(id, SEL, id, id))imp)(delegate, sel, table, indexPath);
    }
    [pool drain];
    return ((BMSelectDelegate *)hk_table_delegate(table))->selections;
}

long bm_delegate_calls_through_getter(void *table, long count) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    NSIndexPath *indexPath = [NSIndexPath indexPathForRow:0 inSection:0];
    for (long i = 0; i < count; i++) [[(UITableView *)table delegate] tableView:table didSelectRowAtIndexPath:indexPath];
    [pool drain];
    return ((BMSelectDelegate *)hk_table_delegate(table))->selections;
}

long bm_scroll_calls(void *table, long count) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    id delegate = storedDelegate(table);
    SEL sel = @selector(scrollViewDidScroll:);
    for (long i = 0; i < count; i++) {
        IMP imp = objc_msg_lookup(delegate, sel);
        ((void (*)(id, SEL, id))imp)(delegate, sel, table);
    }
    [pool drain];
    return ((BMSelectDelegate *)hk_table_delegate(table))->scrolls;
}

double bm_height_calls(void *table, long count) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    id delegate = storedDelegate(table);
    NSIndexPath *indexPath = [NSIndexPath indexPathForRow:0 inSection:0];
    SEL sel = @selector(tableView:heightForRowAtIndexPath:);
    double total = 0;
    for (long i = 0; i < count; i++) {
        IMP imp = objc_msg_lookup(delegate, sel);
        total += ((CGFloat (*)(id, SEL, id, id))imp)(delegate, sel, table, indexPath);
    }
    [pool drain];
    return total;
}

void *bm_tables_new(void *stage, long count) {
    NSMutableArray *tables = [[NSMutableArray alloc] init];
    for (long i = 0; i < count; i++) {
        HKObject table = hk_table_new();
        [tables addObject:table];
        [(id)table release];
    }
    return tables;
}

void *bm_delegates_new(long count, long classCount) {
    NSMutableArray *classes = [NSMutableArray array];
    for (long c = 0; c < classCount; c++) {
        char name[64];
        snprintf(name, sizeof(name), "BMSelectDelegate%ld", c);
        Class cls = objc_lookUpClass(name);
        if (!cls) {
            cls = objc_allocateClassPair([BMSelectDelegate class], name, 0);
            objc_registerClassPair(cls);
        }
        [classes addObject:cls];
    }
    NSMutableArray *delegates = [[NSMutableArray alloc] init];
    for (long i = 0; i < count; i++) {
        id delegate = [[[classes objectAtIndex:i % classCount] alloc] init];
        [delegates addObject:delegate];
        [delegate release];
    }
    return delegates;
}

// `count` delegates, each of a class made for it now (`<prefix><n>`, numbered on from the
// last call with that prefix): delegates of classes no strategy has met yet.
void *bm_fresh_delegates_new(const char *prefix, long count) {
    static long next = 0;
    NSMutableArray *delegates = [[NSMutableArray alloc] init];
    for (long i = 0; i < count; i++) {
        char name[96];
        snprintf(name, sizeof(name), "%s%ld", prefix, next++);
        Class cls = objc_allocateClassPair([BMSelectDelegate class], name, 0);
        objc_registerClassPair(cls);
        id delegate = [[cls alloc] init];
        [delegates addObject:delegate];
        [delegate release];
    }
    return delegates;
}

// Sets each delegate on `table` once, in one pool.
void bm_set_each(void *table, void *delegates) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    for (id delegate in (NSArray *)delegates) hk_table_set_delegate(table, delegate);
    hk_table_set_delegate(table, nil);
    [pool drain];
}

// One pool per round, as an app's run loop drains one per event: without it every object
// UIKit autoreleases in setDelegate: costs a GNUstep warning written to stderr.
void bm_set_delegates(void *tables, void *delegates) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    NSArray *t = tables, *d = delegates;
    NSUInteger n = [t count];
    for (NSUInteger i = 0; i < n; i++) [[t objectAtIndex:i] setDelegate:[d objectAtIndex:i]];
    [pool drain];
}

void *bm_tables_with_rows_new(void *stage, long count) {
    NSMutableArray *tables = [[NSMutableArray alloc] init];
    HKObject source = hk_list_data_source_new();
    hk_list_data_source_add(source, "Row");
    for (long i = 0; i < count; i++) {
        HKObject table = hk_table_new();
        hk_table_set_data_source(table, source);
        hk_view_add_subview(hk_view_controller_view(stage), table);
        [tables addObject:table];
        [(id)table release];
    }
    return tables;
}

long bm_tap_each(void *tables) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    NSArray *t = tables;
    long selections = 0;
    for (id table in t) {
        hk_select_row(table, 0, 0);
        selections += ((BMSelectDelegate *)hk_table_delegate(table))->selections;
    }
    [pool drain];
    return selections;
}

long bm_set_and_tap_each(void *table, void *delegates) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    long selections = 0;
    for (id delegate in (NSArray *)delegates) {
        hk_table_set_delegate(table, delegate);
        hk_select_row(table, 0, 0);
        selections += ((BMSelectDelegate *)delegate)->selections;
    }
    hk_table_set_delegate(table, nil);
    [pool drain];
    return selections;
}

void *bm_button_new(void *stage) {
    HKObject button = hk_button_new("Pay");
    hk_view_add_subview(hk_view_controller_view(stage), button);
    BMButtonTarget *target = [[BMButtonTarget alloc] init];  // kept for the process, as the button's target
    hk_control_add_target(button, target, "pay:", UIControlEventTouchUpInside);
    return button;
}

void bm_text_field_typed(void *stage, const char *text) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    HKObject field = hk_text_field_new("Name");
    hk_view_add_subview(hk_view_controller_view(stage), field);
    [[NSNotificationCenter defaultCenter] postNotificationName:@"UITextFieldTextDidBeginEditingNotification" object:(id)field];
    hk_text_field_set_text(field, text);
    [[NSNotificationCenter defaultCenter] postNotificationName:@"UITextFieldTextDidChangeNotification" object:(id)field];
    [pool drain];
}

long bm_button_taps(void *button, long count) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    for (long i = 0; i < count; i++) hk_tap(button);
    [pool drain];
    return count;
}

// MARK: Modern UIKit's taps (HostKit's iOS 17/18 paths)

// Each in a window of its own (made once, kept for the process).
static HKObject BMShow(HKObject root) {
    HKObject window = hk_window_new();
    hk_window_set_root(window, root);
    hk_window_make_key_and_visible(window);
    return window;
}

void *bm_deep_button_new(long levels, long siblings) {
    HKObject page = hk_view_controller_new("Deep");
    BMShow(page);
    HKObject container = hk_view_controller_view(page);
    // Each level: its siblings first (away from the finger), then the view the next
    // level sits in, last, so that the walk up counts the siblings before it.
    for (long level = 0; level <= levels; level++) {
        for (long sibling = 0; sibling < siblings; sibling++) hk_view_add_subview(container, hk_view_new(200, 400, 10, 10));
        if (level == levels) break;
        HKObject inner = hk_view_new(0, 0, 320, 480);
        hk_view_add_subview(container, inner);
        container = inner;
    }
    HKObject button = hk_button_new("Pay");
    hk_view_add_subview(container, button);
    BMButtonTarget *target = [[BMButtonTarget alloc] init];  // kept for the process, as the button's target
    hk_control_add_target(button, target, "pay:", UIControlEventTouchUpInside);
    return button;
}

void *bm_bar_item_new(void) {
    HKObject page = hk_view_controller_new("Bench");
    BMShow(hk_navigation_controller_new(page));
    BMButtonTarget *target = [[BMButtonTarget alloc] init];
    HKObject item = hk_bar_button_item_new("Share", target, "pay:");
    hk_set_right_bar_items(page, &item, 1);
    return item;
}

long bm_bar_item_taps(void *item, long count) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    for (long i = 0; i < count; i++) hk_tap_bar_button_item(item);
    [pool drain];
    return count;
}

void *bm_action_button_new(void) {
    HKObject page = hk_view_controller_new("Bench");
    BMShow(page);
    BMButtonTarget *target = [[BMButtonTarget alloc] init];
    HKObject button = hk_button_new_with_primary_action(hk_action_new("Buy", NULL, target, "pay:"));
    hk_view_add_subview(hk_view_controller_view(page), button);
    return button;
}

void *bm_tabs_new(void) {
    HKObject controllers[2] = {hk_view_controller_new("One"), hk_view_controller_new("Two")};
    hk_set_tab_bar_item(controllers[0], "One", NULL);
    hk_set_tab_bar_item(controllers[1], "Two", NULL);
    HKObject tabs = hk_tab_bar_controller_new(controllers, 2);
    BMShow(tabs);
    return tabs;
}

long bm_tab_taps(void *tabs, long count) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    for (long i = 0; i < count; i++) hk_tap_tab(tabs, (i + 1) % 2);
    [pool drain];
    return count;
}
