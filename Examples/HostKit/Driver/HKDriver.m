// The driver: a user's fingers. Touches go through -[UIApplication sendEvent:] with a
// UIEvent, as the system delivers them; everything after that is HostKit's UIKit.
#import <UIKit/UIKit.h>
#import <WebKit/WebKit.h>
#import "HKTouch.h"
#include "HostKit.h"

#define OBJ(x) ((id)(x))

// Event time only moves forward, by what a finger would take.
static NSTimeInterval HKClock = 1000;
static const NSTimeInterval HKTouchDuration = 0.08;
static const NSTimeInterval HKTapInterval = 0.15;

NSTimeInterval HKNow(void) { return HKClock; }
void HKAdvanceClock(NSTimeInterval seconds) {
    if (seconds > 0) HKClock += seconds;
}

void HKDeliver(UIEvent *event) {
    UIApplication *app = [UIApplication sharedApplication];
    [app sendEvent:event];
    [app _hk_commitTransaction];
    if (![app _hk_holdsFrames]) [app _hk_runDisplayLinks];
}

void hk_hold_frames(bool hold) { [[UIApplication sharedApplication] _hk_setHoldsFrames:hold]; }
void hk_run_frames(void) { [[UIApplication sharedApplication] _hk_runDisplayLinks]; }

UIView *HKHitView(UIWindow *window, CGPoint point) {
    if (window == nil || [window isHidden]) return nil;
    return [window hitTest:point withEvent:nil];
}

bool HKTapAt(UIWindow *window, CGPoint point) {
    UIView *view = HKHitView(window, point);
    if (view == nil) return false;
    return HKTouchPath(view, [view convertPoint:point fromView:nil], 1, 0, NULL, 0, NULL, 0);
}

bool HKTouchPath(UIView *view, CGPoint from, NSUInteger tapCount, NSTimeInterval hold,
                 const CGPoint *moves, int count, void (*held)(UIView *), int ticks) {
    if (![view isKindOfClass:[UIView class]] || ![view _isInteractive] || [[view window] isHidden]) return false;
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    UITouch *touch = [[UITouch alloc] _initWithView:view
                                   locationInWindow:[view convertPoint:from toView:nil]
                                           tapCount:tapCount];
    UIEvent *event = [[UIEvent alloc] _initWithType:UIEventTypeTouches];
    [event _addTouch:touch];

    [touch _setPhase:UITouchPhaseBegan timestamp:HKClock];
    [event _setTimestamp:HKClock];
    HKDeliver(event);
    for (int tick = 0; tick < ticks && held != NULL; tick++) {
        HKClock += 0.1;
        [[view window] _hk_touchDelaysPassedAt:HKClock forEvent:event];
        held(view);
    }
    if (hold > 0) {
        HKClock += hold;
        [touch _setPhase:UITouchPhaseMoved timestamp:HKClock];
        [event _setTimestamp:HKClock];
        HKDeliver(event);
    }
    for (int index = 0; index < count; index++) {
        HKClock += HKTouchDuration;
        [touch _setLocationInWindow:[view convertPoint:moves[index] toView:nil]];
        [touch _setPhase:UITouchPhaseMoved timestamp:HKClock];
        [event _setTimestamp:HKClock];
        HKDeliver(event);
    }
    HKClock += HKTouchDuration;
    [touch _setPhase:UITouchPhaseEnded timestamp:HKClock];
    [event _setTimestamp:HKClock];
    HKDeliver(event);
    HKClock += HKTapInterval;

    [event release];
    [touch release];
    [pool drain];
    return true;
}

static bool HKTouch(UIView *view, CGPoint point, NSUInteger tapCount, NSTimeInterval hold) {
    return HKTouchPath(view, point, tapCount, hold, NULL, 0, NULL, 0);
}

// A finger from the thumb towards `to_value`'s place in `steps` moves, resting there
// before it lifts when `rests` (no flick).
static bool HKSlideThumb(HKObject slider, double to_value, int steps, bool rests) {
    UISlider *control = OBJ(slider);
    if (![control isKindOfClass:[UISlider class]] || steps < 1 || steps > 8) return false;
    CGRect bounds = [control bounds];
    float range = [control maximumValue] - [control minimumValue];
    CGFloat from = range > 0 ? bounds.size.width * ([control value] - [control minimumValue]) / range : 0;
    CGFloat to = range > 0 ? bounds.size.width * (to_value - [control minimumValue]) / range : 0;
    CGFloat y = bounds.size.height / 2;
    CGPoint moves[9];
    for (int step = 0; step < steps; step++) moves[step] = CGPointMake(from + (to - from) * (step + 1) / steps, y);
    if (rests) moves[steps] = moves[steps - 1];
    return HKTouchPath(control, CGPointMake(from, y), 1, 0, moves, steps + (rests ? 1 : 0), NULL, 0);
}

bool hk_drag_slider(HKObject slider, double to_value) { return HKSlideThumb(slider, to_value, 4, true); }
bool hk_flick_slider(HKObject slider, double to_value) { return HKSlideThumb(slider, to_value, 3, false); }

void hk_slider_set_classic_look(HKObject slider, bool classic) {
    if ([OBJ(slider) isKindOfClass:[UISlider class]]) [(UISlider *)OBJ(slider) _hk_setUsesClassicLook:classic];
}

// The stepper's repeat timer fires (UIKit: an NSTimer of its visual element).
static void HKStepperTick(UIView *stepper) { [[(UIStepper *)stepper visualElement] hk_fireRepeatTimer]; }

bool hk_press_stepper(HKObject stepper, bool plus, int ticks) {
    UIStepper *control = OBJ(stepper);
    if (![control isKindOfClass:[UIStepper class]]) return false;
    CGRect bounds = [control bounds];
    CGPoint point = CGPointMake(bounds.size.width * (plus ? 0.75 : 0.25), bounds.size.height / 2);
    return HKTouchPath(control, point, 1, 0, NULL, 0, HKStepperTick, ticks);
}

static CGPoint HKCenter(UIView *view) {
    CGRect bounds = [view bounds];
    return CGPointMake(bounds.size.width / 2, bounds.size.height / 2);
}

// The finger lands on what the view's own hit test finds at its centre (a switch's visual
// element, a segment), as on iOS; the view itself when that is the view or nothing.
// UIKit counts taps that follow each other quickly at one place: the n-th touch's
// tapCount is n, and UIControl sends TouchDownRepeat from the second on.
static bool HKTapCentre(HKObject view, long count) {
    UIView *target = OBJ(view);
    if (![target isKindOfClass:[UIView class]] || count < 1) return false;
    UIView *inner = [target hitTest:HKCenter(target) withEvent:nil];
    if (inner == nil || inner == target || ![inner isDescendantOfView:target]) inner = target;
    CGPoint point = [inner convertPoint:HKCenter(target) fromView:target];
    for (long tap = 1; tap <= count; tap++) {
        if (!HKTouch(inner, point, (NSUInteger)tap, 0)) return false;
    }
    return true;
}

bool hk_tap(HKObject view) { return HKTapCentre(view, 1); }

bool hk_tap_repeatedly(HKObject view, long count) { return HKTapCentre(view, count); }

bool hk_press(HKObject view, double seconds) {
    UIView *target = OBJ(view);
    if (![target isKindOfClass:[UIView class]] || seconds < 0) return false;
    return HKTouch(target, HKCenter(target), 1, seconds);
}

bool hk_tap_segment(HKObject segmented, long index) {
    UISegmentedControl *control = OBJ(segmented);
    if (![control isKindOfClass:[UISegmentedControl class]]) return false;
    if (index < 0 || index >= (long)[control numberOfSegments]) return false;
    // The finger lands on the segment's view (UISegment), as on iOS.
    UISegment *segment = [control _segmentAtIndex:(int)index];
    CGRect frame = [segment frame];
    return HKTouch(segment, CGPointMake(frame.size.width / 2, frame.size.height / 2), 1, 0);
}

// A text field (or any text input, see hk_type): tapped through its text interaction's
// recognizer when not being edited, then typed into key by key as the keyboard does.
bool hk_type_text(HKObject field, const char *text) { return hk_type(field, text); }

bool hk_recognize_gesture(HKObject recognizer) {
    UIGestureRecognizer *gesture = OBJ(recognizer);
    if (![gesture isKindOfClass:[UIGestureRecognizer class]]) return false;
    UIView *view = [gesture view];
    if (view == nil) return false;
    if ([gesture isKindOfClass:[UILongPressGestureRecognizer class]]) {
        NSTimeInterval hold = [(UILongPressGestureRecognizer *)gesture minimumPressDuration] + 0.1;
        return HKTouch(view, HKCenter(view), 1, hold);
    }
    NSUInteger taps = 1;
    if ([gesture isKindOfClass:[UITapGestureRecognizer class]])
        taps = [(UITapGestureRecognizer *)gesture numberOfTapsRequired];
    for (NSUInteger tap = 1; tap <= taps; tap++) {
        if (!HKTouch(view, HKCenter(view), tap, 0)) return false;
    }
    return true;
}

bool hk_select_row(HKObject table, long section, long row) {
    UITableView *tableView = OBJ(table);
    if (![tableView isKindOfClass:[UITableView class]]) return false;
    UITableViewCell *cell = [tableView cellForRowAtIndexPath:[NSIndexPath indexPathForRow:row inSection:section]];
    return cell != nil && hk_tap(cell);
}

bool hk_select_item(HKObject collection, long section, long item) {
    UICollectionView *collectionView = OBJ(collection);
    if (![collectionView isKindOfClass:[UICollectionView class]]) return false;
    UICollectionViewCell *cell =
        [collectionView cellForItemAtIndexPath:[NSIndexPath indexPathForItem:item inSection:section]];
    return cell != nil && hk_tap(cell);
}

// A real finger: the scroll view's UIScrollViewPanGestureRecognizer drives handlePan: →
// _scrollViewWillBeginDragging …  _endPanNormal: → _scrollViewDidEndDraggingWithDeceleration:.
// Three 20 point moves up, a rest (no deceleration), then the finger lifts.
bool hk_drag(HKObject scroll_view) { return hk_scroll_pan(scroll_view, 60, 3, false); }

bool hk_tap_alert_button(HKObject alert, long index) {
    UIAlertView *alertView = OBJ(alert);
    if (![alertView isKindOfClass:[UIAlertView class]] || ![alertView isVisible]) return false;
    if (index < 0 || index >= [alertView numberOfButtons]) return false;
    [alertView _buttonClickedAtIndex:index];
    return true;
}

bool hk_tap_action_sheet_button(HKObject sheet, long index) {
    UIActionSheet *actionSheet = OBJ(sheet);
    if (![actionSheet isKindOfClass:[UIActionSheet class]] || ![actionSheet isVisible]) return false;
    if (index < 0 || index >= [actionSheet numberOfButtons]) return false;
    [actionSheet _buttonClickedAtIndex:index];
    return true;
}

static bool HKLoad(id webView, const char *url, BOOL linkTapped) {
    BOOL legacy = [webView isKindOfClass:[UIWebView class]];
    if (url == NULL || (!legacy && ![webView isKindOfClass:[WKWebView class]])) return false;
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    NSURL *address = [NSURL URLWithString:[NSString stringWithUTF8String:url]];
    bool valid = address != nil;
    if (valid && legacy) {
        [(UIWebView *)webView _loadRequest:[NSURLRequest requestWithURL:address]
                            navigationType:linkTapped ? UIWebViewNavigationTypeLinkClicked : UIWebViewNavigationTypeOther];
    } else if (valid) {
        [(WKWebView *)webView _loadRequest:[NSURLRequest requestWithURL:address]
                            navigationType:linkTapped ? WKNavigationTypeLinkActivated : WKNavigationTypeOther];
    }
    [pool drain];
    return valid;
}

bool hk_load_url(HKObject web_view, const char *url) { return HKLoad(OBJ(web_view), url, NO); }
bool hk_tap_link(HKObject web_view, const char *url) { return HKLoad(OBJ(web_view), url, YES); }

static NSURL *HKURL(const char *url) {
    return url != NULL ? [NSURL URLWithString:[NSString stringWithUTF8String:url]] : nil;
}

bool hk_wk_load_frame(HKObject web_view, const char *url) {
    WKWebView *webView = OBJ(web_view);
    if (![webView isKindOfClass:[WKWebView class]]) return false;
    return [webView _loadSubframeWithURL:HKURL(url)];
}

size_t hk_wk_injected_script_count(HKObject web_view, const char *frame_url) {
    WKWebView *webView = OBJ(web_view);
    if (![webView isKindOfClass:[WKWebView class]]) return 0;
    return [[webView _injectedScriptSourcesForFrameURL:HKURL(frame_url)] count];
}

const char *hk_wk_injected_script_source(HKObject web_view, const char *frame_url, size_t index) {
    WKWebView *webView = OBJ(web_view);
    if (![webView isKindOfClass:[WKWebView class]]) return NULL;
    NSArray *sources = [webView _injectedScriptSourcesForFrameURL:HKURL(frame_url)];
    return index < [sources count] ? [[sources objectAtIndex:index] UTF8String] : NULL;
}

bool hk_wk_post_message(HKObject web_view, const char *name, HKObject body, const char *frame_url, bool main_frame) {
    WKWebView *webView = OBJ(web_view);
    if (![webView isKindOfClass:[WKWebView class]] || name == NULL) return false;
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    BOOL delivered = [webView _postMessage:OBJ(body) toHandlerNamed:[NSString stringWithUTF8String:name]
                              fromFrameURL:HKURL(frame_url) mainFrame:main_frame];
    [pool drain];
    return delivered;
}

bool hk_push(HKObject navigation, HKObject controller) {
    UINavigationController *nav = OBJ(navigation);
    if (![nav isKindOfClass:[UINavigationController class]] || controller == NULL) return false;
    [nav pushViewController:OBJ(controller) animated:YES];
    return [nav topViewController] == OBJ(controller);
}

bool hk_pop(HKObject navigation) {
    UINavigationController *nav = OBJ(navigation);
    if (![nav isKindOfClass:[UINavigationController class]]) return false;
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    bool popped = [nav popViewControllerAnimated:YES] != nil;
    [pool drain];
    return popped;
}

bool hk_present(HKObject presenter, HKObject controller) {
    if (presenter == NULL || controller == NULL) return false;
    [OBJ(presenter) presentViewController:OBJ(controller) animated:YES completion:nil];
    return [OBJ(controller) presentingViewController] != nil;
}

bool hk_dismiss(HKObject controller) {
    UIViewController *c = OBJ(controller);
    if (c == nil || ([c presentedViewController] == nil && [c presentingViewController] == nil)) return false;
    [c dismissViewControllerAnimated:YES completion:nil];
    return true;
}

bool hk_tap_at(double x, double y) {
    return HKTapAt([[UIApplication sharedApplication] keyWindow], CGPointMake(x, y));
}

bool hk_pan(HKObject view, double x, double y, double dx, double dy, int steps) {
    return hk_pan_after_rest(view, x, y, 0, dx, dy, steps);
}

bool hk_pan_after_rest(HKObject view, double x, double y, double rest, double dx, double dy, int steps) {
    if (steps < 1) steps = 1;
    if (steps > 64) steps = 64;
    CGPoint moves[64];
    for (int step = 0; step < steps; step++)
        moves[step] = CGPointMake(x + dx * (step + 1) / steps, y + dy * (step + 1) / steps);
    return HKTouchPath(OBJ(view), CGPointMake(x, y), 1, rest > 0 ? rest : 0, moves, steps, NULL, 0);
}

HKObject hk_finger_down(HKObject view) {
    UIView *target = OBJ(view);
    if (![target isKindOfClass:[UIView class]] || [target window] == nil) return NULL;
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    CGRect bounds = [target bounds];
    CGPoint middle = CGPointMake(bounds.origin.x + bounds.size.width / 2, bounds.origin.y + bounds.size.height / 2);
    UITouch *touch = [[UITouch alloc] _initWithView:target locationInWindow:[target convertPoint:middle toView:nil] tapCount:1];
    UIEvent *event = [[UIEvent alloc] _initWithType:UIEventTypeTouches];
    [event _addTouch:touch];
    [touch _setPhase:UITouchPhaseBegan timestamp:HKClock];
    [event _setTimestamp:HKClock];
    HKDeliver(event);
    HKClock += HKTouchDuration;
    [event release];
    [pool drain];
    return touch;
}

void hk_wait(double seconds) { HKAdvanceClock(seconds); }
double hk_event_clock(void) { return HKNow(); }
