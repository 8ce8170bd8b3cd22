// The driver's fingers, for the driver files of every part of HostKit (not a UIKit API).
#import <UIKit/UIKit.h>
#include <stdbool.h>

// The event clock (UITouch and UIEvent timestamps): it only moves forward, by what a
// finger would take, and by HKAdvanceClock for a user who waits.
NSTimeInterval HKNow(void);
void HKAdvanceClock(NSTimeInterval seconds);

// One event as the system's run loop delivers it: -[UIApplication sendEvent:], then the
// turn's end, where the Core Animation transaction commits and what UIKit left for after
// the commit runs (a switch's, a segmented control's ValueChanged), the event returned;
// then the frames that animate (a scroll view's deceleration), unless held (hk_hold_frames).
void HKDeliver(UIEvent *event);

// The view a finger at `point` (window coordinates) lands on: the window's hitTest.
UIView *HKHitView(UIWindow *window, CGPoint point);

// One finger down on the view at `from` (in its coordinates). While it rests there,
// `held` runs `ticks` times (a timer firing) and, with `hold`, time passes and a Moved
// phase comes; then it moves to each of `moves` (view coordinates) and lifts where it
// last was. The same UIEvent and UITouch serve every phase, as in UIKit; every phase
// goes through -[UIApplication sendEvent:]. False when a user could not touch the view.
bool HKTouchPath(UIView *view, CGPoint from, NSUInteger tapCount, NSTimeInterval hold,
                 const CGPoint *moves, int count, void (*held)(UIView *), int ticks);

// A tap where a finger lands at `point` of the window: on whatever view hit testing
// finds there, as the system does.
bool HKTapAt(UIWindow *window, CGPoint point);
